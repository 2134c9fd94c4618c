#!/usr/bin/env python3
"""A deliberately PARTIAL validator for the Common Data Model Contract 3.0.0, standard library only.

It exists to show what a conformance report looks like for a real, incomplete implementation. It checks
only entity and track objects, and of those only:

  * the required keys, and that the object is a JSON object at all;
  * the closed vocabularies EntityType, Affiliation and PositionSource;
  * the Timestamp profile, by pattern only (it accepts 2024-02-30T00:00:00.000Z: no calendar check);
  * Position lat / lon ranges.

Everything else is ignored on purpose: undeclared keys, events and plan objects, SourceRef contents,
UUID format, sample order, JSON-text traps (duplicate keys, lone surrogates, huge numbers). Run the
conformance suite against it and the report shows those gaps as real false accepts.

Modes:
  validator.py --stream             the stream protocol (docs/protocol.md): request lines in, responses out;
                                    with CDM_CONFORMANCE_HELLO=1 it first says who it is (a hello line)
  validator.py [--kind K] [FILE|-]  exec mode: one object from FILE (or stdin); exit 0 valid, 1 invalid,
                                    2 usage error; prints {"valid", "errors"} as JSON on stdout. The kind
                                    comes from --kind or $CDM_KIND; empty or absent = dispatch on object_kind
"""
import json
import os
import platform
import re
import sys
from collections import Counter

KINDS = ("entity", "event", "plan_object", "track")
ENTITY_TYPES = {"UNIT", "PLATFORM", "SENSOR", "FACILITY", "EVACUEE_GROUP", "INTERFERENCE_SOURCE", "OVERLAY_OBJECT", "UNKNOWN"}
AFFILIATIONS = {"FRIENDLY", "HOSTILE", "NEUTRAL", "UNKNOWN"}
POSITION_SOURCES = {"GNSS", "INERTIAL", "MANUAL", "ESTIMATED"}
# Pattern only, on purpose: a real implementation must also check the calendar (see the module docstring).
TIMESTAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z")

ENTITY_REQUIRED = ("entity_id", "entity_type", "affiliation", "valid_from", "source", "source_ids")
TRACK_REQUIRED = ("track_id", "entity_id", "samples", "source", "source_ids")


def pointer(*segments):
    """RFC 6901: '~' and '/' inside a key are escaped as ~0 and ~1."""
    return "".join("/" + str(s).replace("~", "~0").replace("/", "~1") for s in segments)


def error(path, rule, message):
    return {"path": path, "rule": rule, "message": message}


def is_number(value):
    # bool is a subclass of int in Python; JSON true is not a number.
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def check_vocabulary(value, owner, field, vocabulary, name, path):
    if not isinstance(value, str):
        return [error(path, f"{owner}.{field}.type", f"{field} must be a string (one of the {name} values)")]
    if value not in vocabulary:
        return [error(path, f"{name}.closed-vocabulary", f"{value!r} is not a {name} value")]
    return []


def check_timestamp(value, owner, field, path, nullable=False):
    if value is None and nullable:
        return []
    if not isinstance(value, str):
        return [error(path, f"{owner}.{field}.type", f"{field} must be a Timestamp string")]
    if TIMESTAMP.fullmatch(value) is None:
        return [error(path, "Timestamp.format", f"{value!r} is not YYYY-MM-DDThh:mm:ss.mmmZ")]
    return []


def check_position(position, path):
    if not isinstance(position, dict):
        return []  # deliberately not checked: Position type errors
    errors = []
    for field, bound in (("lat", 90), ("lon", 180)):
        if field not in position:
            errors.append(error(pointer(*path, field), f"Position.{field}.required", f"Position requires the key {field!r}"))
        elif not is_number(position[field]):
            errors.append(error(pointer(*path, field), f"Position.{field}.type", f"{field} must be a number"))
        elif not -bound <= position[field] <= bound:
            errors.append(error(pointer(*path, field), f"Position.{field}.range", f"{field} must be between -{bound} and {bound}"))
    if "position_source" not in position:
        errors.append(error(pointer(*path, "position_source"), "Position.position_source.required", "Position requires the key 'position_source'"))
    else:
        errors += check_vocabulary(position["position_source"], "Position", "position_source", POSITION_SOURCES, "PositionSource", pointer(*path, "position_source"))
    return errors


def missing(obj, owner, required):
    return [error(pointer(key), f"{owner}.{key}.required", f"{owner} requires the key {key!r}") for key in required if key not in obj]


def check_entity(obj):
    errors = missing(obj, "Entity", ENTITY_REQUIRED)
    if "entity_type" in obj:
        errors += check_vocabulary(obj["entity_type"], "Entity", "entity_type", ENTITY_TYPES, "EntityType", "/entity_type")
    if "affiliation" in obj:
        errors += check_vocabulary(obj["affiliation"], "Entity", "affiliation", AFFILIATIONS, "Affiliation", "/affiliation")
    if "valid_from" in obj:
        errors += check_timestamp(obj["valid_from"], "Entity", "valid_from", "/valid_from")
    if "valid_to" in obj:
        errors += check_timestamp(obj["valid_to"], "Entity", "valid_to", "/valid_to", nullable=True)
    if obj.get("position") is not None:
        errors += check_position(obj["position"], ["position"])
    return errors


def check_track(obj):
    errors = missing(obj, "Track", TRACK_REQUIRED)
    samples = obj.get("samples")
    if isinstance(samples, list):
        for i, sample in enumerate(samples):
            if not isinstance(sample, dict):
                continue  # deliberately not checked
            if "observed_at" in sample:
                errors += check_timestamp(sample["observed_at"], "TrackSample", "observed_at", pointer("samples", i, "observed_at"))
            if "position" in sample:
                errors += check_position(sample["position"], ["samples", i, "position"])
    return errors


CHECKS = {"entity": ("Entity", check_entity), "track": ("Track", check_track)}


def validate(value, kind=None):
    """Returns the list of errors; empty means valid. Events and plan objects are accepted unchecked."""
    if kind is None:
        if not isinstance(value, dict):
            return [error("", "CanonicalObject.type", "the value must be a JSON object")]
        if "object_kind" not in value:
            return [error("/object_kind", "CanonicalObject.object_kind.missing", "object_kind is required in a mixed stream")]
        if value.get("object_kind") not in KINDS:
            return [error("/object_kind", "CanonicalObject.object_kind.unknown", "object_kind names no canonical shape")]
        kind = value["object_kind"]
    if kind not in CHECKS:
        return []  # event, plan_object: not implemented, everything passes (the report will show it)
    owner, check = CHECKS[kind]
    if not isinstance(value, dict):
        return [error("", f"{owner}.type", f"the value must be an object ({owner})")]
    return check(value)


def reject_constant(name):
    # Python's json accepts NaN and Infinity, which are not JSON.
    raise ValueError(f"{name} is not JSON")


def parse(text):
    return json.loads(text, parse_constant=reject_constant)


def dumps(value):
    # ensure_ascii: lone surrogates from the input become \\udXXX escapes instead of breaking the encoder.
    return json.dumps(value, ensure_ascii=True, separators=(",", ":"))


ID_PATTERN = re.compile(r'"id"\s*:\s*("(?:[^"\\]|\\.)*")')


def salvage_id(line):
    """When a request line is not JSON, the protocol still wants its id echoed if it can be read."""
    match = ID_PATTERN.search(line)
    if match is None:
        return None
    try:
        value = json.loads(match.group(1))
    except ValueError:
        return None
    return value if isinstance(value, str) else None


class Pairs(dict):
    """A dict that remembers duplicate member names, so a request with `id` or `object` twice is refused."""

    def __init__(self, pairs):
        super().__init__(pairs)
        self.duplicates = sorted(key for key, count in Counter(key for key, _ in pairs).items() if count > 1)


def answer(line):
    """One request line in, one response object out; never raises."""
    try:
        request = json.loads(line, parse_constant=reject_constant, object_pairs_hook=Pairs)
    except (ValueError, RecursionError) as exc:
        return {"id": salvage_id(line), "valid": False, "errors": [error("", "json.syntax", f"request line is not JSON: {exc}")]}
    if not isinstance(request, dict):
        return {"id": None, "valid": False, "errors": [error("", "json.syntax", "a request line must be a JSON object")]}
    # A duplicated id is ambiguous: answer with null rather than guess which one the runner meant.
    request_id = request.get("id") if isinstance(request.get("id"), str) and "id" not in request.duplicates else None
    problem = None
    if request.duplicates:
        problem = "member given twice: " + ", ".join(request.duplicates)
    elif request_id is None:
        problem = "the request has no string id"
    elif "object" not in request:
        problem = "the request has no object"
    elif request.get("kind") is not None and request.get("kind") not in KINDS:
        problem = f"unknown kind {request.get('kind')!r}"
    if problem is not None:
        return {"id": request_id, "valid": False, "errors": [error("", "protocol.envelope", problem)]}
    errors = validate(request["object"], request.get("kind"))
    return {"id": request_id, "valid": not errors, "errors": errors}


# Who this validator is, for the runner's report (docs/protocol.md, "Hello"). Written only when the runner
# says it reads a hello line, so anything else driving --stream sees answers only.
HELLO = {"name": "cdm-python-example", "version": "1.0.0", "language": f"Python {platform.python_version()}"}


def stream():
    if os.environ.get("CDM_CONFORMANCE_HELLO") == "1":
        sys.stdout.write(dumps({"hello": HELLO}) + "\n")
        sys.stdout.flush()
    # readline() on the binary buffer returns as soon as one line is in: no read-ahead waiting for EOF.
    while True:
        raw = sys.stdin.buffer.readline()
        if not raw:
            return 0
        line = raw.decode("utf-8", errors="replace").rstrip("\n").rstrip("\r")
        if line.strip(" \t") == "":
            continue  # whitespace-only lines are not requests and get no response
        sys.stdout.write(dumps(answer(line)) + "\n")
        sys.stdout.flush()  # the runner may wait for this answer before sending the next request


def usage():
    print("usage: validator.py --stream | validator.py [--kind KIND] [FILE|-]", file=sys.stderr)
    return 2


def exec_mode(args):
    # The runner states the kind as {kind} in the command and as CDM_KIND; empty means a mixed-stream object.
    kind = os.environ.get("CDM_KIND") or None
    if len(args) >= 2 and args[0] == "--kind":
        kind, args = args[1] or None, args[2:]
    if (kind is not None and kind not in KINDS) or len(args) > 1 or (args and args[0].startswith("--")):
        return usage()
    try:
        if not args or args[0] == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(args[0], "rb") as handle:
                data = handle.read()
    except OSError as exc:
        print(f"validator.py: cannot read input: {exc}", file=sys.stderr)
        return 2
    try:
        value = parse(data.decode("utf-8"))
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
        errors = [error("", "json.syntax", f"not JSON: {exc}")]
    else:
        errors = validate(value, kind)
    print(dumps({"valid": not errors, "errors": errors}), flush=True)
    return 1 if errors else 0


def main(argv):
    if argv[:1] == ["--stream"]:
        return stream() if len(argv) == 1 else usage()
    return exec_mode(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
