"""The stdlib example validator (examples/python-subject) with a deliberate crash: an uncaught exception on
every entity whose affiliation is SUSPECT or not upper case. Python exits 1 with a traceback on stderr and
nothing on stdout, so under exec's bare exit-code convention each crash would pass as a rejection."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "examples", "python-subject"))
import validator  # noqa: E402

judge = validator.validate


def crashing(value, kind=None):
    affiliation = value.get("affiliation") if isinstance(value, dict) else None
    if isinstance(affiliation, str) and (affiliation == "SUSPECT" or affiliation != affiliation.upper()):
        raise KeyError(f"deliberate crash on affiliation {affiliation}")
    return judge(value, kind)


validator.validate = crashing
sys.exit(validator.main(sys.argv[1:]))
