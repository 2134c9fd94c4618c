#!/usr/bin/env python3
"""Validate the cdm-conformance corpus with the exported JSON Schema, from Python.

Uses the `jsonschema` package only (Debian: `apt-get install python3-jsonschema`; pip: `jsonschema`).
Each fixture is parsed with Python's json module (NaN and Infinity refused, as JSON has neither), then
validated with the per-kind document when the fixture names a kind, else the mixed-stream one, and the
verdict is compared with the reference's (`expect.valid`).

A disagreement is excused only when the schema accepts a fixture about a rule corpus/rules.json marks
`jsonSchema.expressed: false` (docs/json-schema.md); any other disagreement is a failure (exit 1).

    python3 examples/python-jsonschema/validate_corpus.py [CORPUS_DIR] [--verdicts] [--draft D --schemas DIR]

--verdicts also prints one line per fixture first, `<id>\t<valid|invalid>`, and the summary lines after
them start with '# '. --draft 07 or 2019-09 validates with Draft7Validator or Draft201909Validator the
documents in DIR (canonical-object.schema.json and <kind>.schema.json, as `cdm-conformance schema --draft D
[--kind K]` prints them) instead of the 2020-12 ones under CORPUS_DIR/schema.
"""
import json
import pathlib
import sys

try:
    from jsonschema import Draft7Validator, Draft201909Validator, Draft202012Validator
except ImportError:
    sys.exit("validate_corpus.py: the jsonschema package is missing (apt-get install python3-jsonschema)")


def refuse_constant(name):
    raise ValueError(f"{name} is not JSON")


def parsed(fixture):
    """The value a Python user would validate, or None when Python's json module refuses the text."""
    if "object" in fixture:
        return True, fixture["object"]
    try:
        return True, json.loads(fixture["text"], parse_constant=refuse_constant)
    except ValueError:
        return False, None


def main(argv):
    verdicts_only = "--verdicts" in argv  # also one line per fixture
    args = [arg for arg in argv if arg != "--verdicts"]
    options = {}
    for option in ("--draft", "--schemas"):
        if option in args:
            at = args.index(option)
            options[option] = args[at + 1]
            del args[at : at + 2]
    corpus = pathlib.Path(args[0]) if args else pathlib.Path(__file__).resolve().parents[2] / "corpus"
    draft = options.get("--draft", "2020-12")
    validator_class = {"07": Draft7Validator, "2019-09": Draft201909Validator, "2020-12": Draft202012Validator}[draft]
    schemas = pathlib.Path(options["--schemas"]) if "--schemas" in options else corpus / "schema"

    def validator(name):
        schema = json.loads((schemas / f"{name}.schema.json").read_text(encoding="utf-8"))
        validator_class.check_schema(schema)
        return validator_class(schema)

    validators = {kind: validator(kind) for kind in ("entity", "event", "plan_object", "track")}
    validators[None] = validator("canonical-object")
    rules = {rule["id"]: rule for rule in json.loads((corpus / "rules.json").read_text(encoding="utf-8"))["rules"]}

    def inexpressible(rule_id):
        rule = rules.get(rule_id)
        return rule is not None and rule["tier"] != "lint" and not rule["jsonSchema"]["expressed"]

    tallies = {tier: {"total": 0, "agreeing": 0, "excused": 0} for tier in ("must", "may", "lint")}
    unexplained = []
    for path in sorted((corpus / "fixtures").rglob("*.json")):
        fixture = json.loads(path.read_text(encoding="utf-8"))
        ok, value = parsed(fixture)
        valid = ok and validators[fixture["kind"]].is_valid(value)
        if verdicts_only:
            print(f"{fixture['id']}\t{'valid' if valid else 'invalid'}")
        tally = tallies[fixture["tier"]]
        tally["total"] += 1
        if valid == fixture["expect"]["valid"]:
            tally["agreeing"] += 1
        elif valid and any(inexpressible(rule_id) for rule_id in fixture["rules"]):
            tally["excused"] += 1
        else:
            unexplained.append(fixture["id"])
    prefix = "# " if verdicts_only else ""
    for tier, tally in tallies.items():
        print(f"{prefix}{tier}: {tally['agreeing']} of {tally['total']} agree, {tally['excused']} excused (rules a schema cannot express)")
    for fixture_id in unexplained:
        print(f"{prefix}DISAGREES: {fixture_id}")
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
