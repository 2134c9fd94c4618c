#!/usr/bin/env python3
"""A COMPLETE validator for the Common Data Model Contract 3.0.0, standard library only, verdict level.

Written from the contract text alone, independently of the reference validator, as the base of the
mutation proof in docs/corpus.md ("Mistakes libraries make by default"): unmutated, the corpus certifies
it CONFORMANT at verdict level; each mutant below makes one mistake a mainstream library makes by
default, and the corpus alone (no generated cases) refuses to certify it.

  CDM_MUTANT=NAME selects one mutation; unset or empty = the conformant validator:
    loose-coercion       numeric strings are numbers and "true"/"false" are booleans (pydantic's lax mode)
    optional-nullable    every optional field also accepts null (Optional[X] = None)
    unicode-digits       \\d, which matches any Unicode digit, in the Timestamp, Semver and symbol patterns
    lenient-uuid         uuid.UUID(): braces, urn:uuid: and 32 bare hex digits are UUIDs
    datetime-range       Timestamps parsed by datetime, which starts at year 1
    case-insensitive-enums  vocabulary members compared case-insensitively
    stripped-strings     strings stripped of surrounding white space before they are judged
    inclusive-exclusive  <= where the contract says < (course 360 accepted)
    float32              numbers held as 32-bit floats (a C float, numpy.float32, a REAL column)

Modes: --stream (docs/protocol.md), or one object from FILE / stdin (exit 0 valid, 1 invalid).
"""
import json
import os
import re
import struct
import sys
import uuid
from datetime import datetime

MUTANT = os.environ.get("CDM_MUTANT", "")
MUTANTS = ("loose-coercion", "optional-nullable", "unicode-digits", "lenient-uuid", "datetime-range",
           "case-insensitive-enums", "stripped-strings", "inclusive-exclusive", "float32")

VOCABULARIES = {
    "Affiliation": "FRIENDLY HOSTILE NEUTRAL UNKNOWN",
    "EntityType": "UNIT PLATFORM SENSOR FACILITY EVACUEE_GROUP INTERFERENCE_SOURCE OVERLAY_OBJECT UNKNOWN",
    "ObjectType": "COA_SKETCH ROUTE CONTROL_MEASURE ANNOTATION",
    "PositionSource": "GNSS INERTIAL MANUAL ESTIMATED",
    "EventType": "DETECTION GNSS_INTERFERENCE TRACK_UPDATE ALERT STATUS_CHANGE PLAN_INJECT SIM_RESULT",
    "Severity": "INFO ADVISORY WARNING CRITICAL",
    "EventClass": "OBSERVATION STATE_CHANGE CONSTRAINT ASSESSMENT IMPACT RECOMMENDATION DECISION ACTION",
    "EventRelationPredicate": "DERIVED_FROM UPDATES SUPERSEDES RESOLVES RETRACTS CONTRADICTS CORRELATES_WITH",
    "LifecycleStatus": "PLANNED ACTIVE RESOLVED EXPIRED CANCELLED RETRACTED SUPERSEDED",
    "Verification": "UNVERIFIED CORROBORATED VALIDATED DISPUTED",
    "EvidenceKind": "EVENT SOURCE_RECORD EXTERNAL_ARTIFACT",
    "VerticalReference": "HAE MSL AGL BARO FL UNKNOWN",
    "VerticalUnit": "m ft FL",
}
VOCABULARIES = {name: set(members.split()) for name, members in VOCABULARIES.items()}

DIGIT = r"\d" if MUTANT == "unicode-digits" else "[0-9]"
TIMESTAMP = re.compile(rf"({DIGIT}{{4}})-({DIGIT}{{2}})-({DIGIT}{{2}})T({DIGIT}{{2}}):({DIGIT}{{2}}):({DIGIT}{{2}})\.{DIGIT}{{3}}Z")
SEMVER = re.compile(rf"(0|[1-9]{DIGIT}*)\.(0|[1-9]{DIGIT}*)\.(0|[1-9]{DIGIT}*)")
SYMBOL = re.compile(rf"{DIGIT}{{20}}")
UUID_FORM = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")
EXTENSION_KEY = re.compile(r"x\.[^.]+\.[^\n\r\u2028\u2029]+")


class Invalid(Exception):
    pass


def require(condition):
    if not condition:
        raise Invalid()


def text(value):
    return value.strip() if MUTANT == "stripped-strings" and isinstance(value, str) else value


def is_number(value):
    if MUTANT == "loose-coercion" and isinstance(value, str):
        try:
            float(value)
            return True
        except ValueError:
            return False
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == value and abs(value) != float("inf")


def number(value):
    require(is_number(value))
    value = float(value) if isinstance(value, str) else value
    if MUTANT == "float32":
        try:
            return struct.unpack("f", struct.pack("f", value))[0]
        except OverflowError:
            raise Invalid()
    return value


def days_in_month(year, month):
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    return [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]


def timestamp(value):
    require(isinstance(value, str))
    value = text(value)
    match = TIMESTAMP.fullmatch(value)
    require(match is not None)
    if MUTANT == "datetime-range":
        try:
            datetime.strptime(value[:19], "%Y-%m-%dT%H:%M:%S")
        except ValueError:
            require(value[11:19] == "23:59:60")  # strptime refuses seconds 60 and years before 1
            require(int(value[:4]) >= 1)
        return
    year, month, day, hour, minute, second = (int(part) for part in match.groups())
    require(1 <= month <= 12 and 1 <= day <= days_in_month(year, month) and hour <= 23 and minute <= 59)
    require(second <= 59 or (second == 60 and hour == 23 and minute == 59))


def uuid_value(value):
    require(isinstance(value, str))
    value = text(value)
    if MUTANT == "lenient-uuid":
        try:
            uuid.UUID(value)
        except ValueError:
            raise Invalid()
        return
    require(UUID_FORM.fullmatch(value) is not None)


def semver(value):
    require(isinstance(value, str) and SEMVER.fullmatch(text(value)) is not None)


def string(value, min_length=0):
    require(isinstance(value, str) and len(text(value)) >= min_length)


def boolean(value):
    if MUTANT == "loose-coercion" and value in ("true", "false"):
        return
    require(isinstance(value, bool))


def member(vocabulary):
    def check(value):
        require(isinstance(value, str))
        value = text(value)
        if MUTANT == "case-insensitive-enums":
            require(value.upper() in {item.upper() for item in VOCABULARIES[vocabulary]})
        else:
            require(value in VOCABULARIES[vocabulary])
    return check


def ranged(low=None, high=None, high_excluded=False, integer=False):
    def check(value):
        value = number(value)
        require(low is None or value >= low)
        if high is not None:
            require(value <= high if high_excluded and MUTANT == "inclusive-exclusive" else value < high if high_excluded else value <= high)
        require(not integer or float(value).is_integer())
    return check


def absolute(min_length=0):
    def check(value):
        string(value, min_length)
        require(SCHEME.match(value) is not None)
    return check


def symbol(value):
    require(isinstance(value, str) and SYMBOL.fullmatch(text(value)) is not None)


def bag(value):
    require(isinstance(value, dict))


def mapping(check_value):
    def check(value):
        require(isinstance(value, dict))
        for item in value.values():
            check_value(item)
    return check


def array(check_item, min_items=0):
    def check(value):
        require(isinstance(value, list) and len(value) >= min_items)
        for item in value:
            check_item(item)
    return check


def const(expected):
    return lambda value: require(value == expected)


STR, STR1 = (lambda v: string(v)), (lambda v: string(v, 1))
UNIT, NON_NEGATIVE, COURSE, INDEX = ranged(0, 1), ranged(0), ranged(0, 360, True), ranged(0, integer=True)

# Each table: field -> (check, required, nullable). Filled below; objects refer to one another by name.
TABLES = {}


def obj(name):
    def check(value):
        require(isinstance(value, dict))
        table = TABLES[name]
        require(set(value) <= set(table))
        for field, (check_field, required, nullable) in table.items():
            if field not in value:
                require(not required)
                continue
            if value[field] is None and (nullable or (MUTANT == "optional-nullable" and not required)):
                continue
            check_field(value[field])
        CROSS.get(name, lambda _: None)(value)
    return check


def table(type_name, **fields):
    TABLES[type_name] = {field: (spec[0], spec[1] == "req", spec[-1] == "null") for field, spec in fields.items()}


R, O, N = "req", "opt", "null"


def position_item(value):
    require(isinstance(value, list) and len(value) >= 2)
    for coordinate in value:
        number(coordinate)


def nested(depth):
    return position_item if depth == 0 else array(nested(depth - 1))


SHAPES = {
    "Point": position_item,
    "LineString": array(position_item, 2),
    "Polygon": array(nested(1), 1),
    "MultiPoint": array(position_item, 1),
    "MultiLineString": array(nested(1), 1),
    "MultiPolygon": array(nested(2), 1),
}


def geometry(allowed):
    def check(value):
        require(isinstance(value, dict) and set(value) <= {"type", "coordinates"} and "coordinates" in value)
        if MUTANT == "optional-nullable" and value.get("type", 0) is None:
            value = {"coordinates": value["coordinates"]}
        if "type" in value:
            require(value["type"] in allowed)
            SHAPES[value["type"]](value["coordinates"])
            return
        fits = 0
        for shape in allowed:
            try:
                SHAPES[shape](value["coordinates"])
                fits += 1
            except Invalid:
                pass
        require(fits > 0)
    return check


ALL_SHAPES = tuple(SHAPES)
ref = obj
provenance = dict(quality=(ref("Quality"), O, N), status=(ref("OperationalStatus"), O, N),
                  integrity=(ref("Integrity"), O, N), residual=(ref("Residual"), O, N),
                  source=(ref("SourceRef"), R), source_ids=(array(ref("SourceId"), 1), R), schema_version=(semver, O))

table("Entity", entity_id=(uuid_value, R), entity_type=(member("EntityType"), R), affiliation=(member("Affiliation"), R),
      valid_from=(timestamp, R), valid_to=(timestamp, O, N), position=(ref("Position"), O, N),
      kinematics=(ref("Kinematics"), O, N), confidence=(UNIT, O, N), symbol=(symbol, O, N),
      ontology_types=(array(absolute()), O), attributes=(bag, O), object_kind=(const("entity"), O), **provenance)
table("Event", event_id=(uuid_value, R), event_type=(member("EventType"), R), severity=(member("Severity"), R),
      observed_at=(timestamp, R), received_at=(timestamp, R), geometry=(geometry(ALL_SHAPES), O, N),
      related_entities=(array(uuid_value), O), payload=(bag, O), oes=(ref("OesMetadata"), O, N),
      object_kind=(const("event"), O), **provenance)
table("PlanObject", object_id=(uuid_value, R), object_type=(member("ObjectType"), R), geometry=(geometry(ALL_SHAPES), R),
      label=(STR1, O, N), expires_at=(timestamp, O, N), validity=(ref("TemporalValidity"), O, N),
      area=(ref("Area"), O, N), route=(ref("Route"), O, N), style=(bag, O), object_kind=(const("plan_object"), O),
      **provenance)
table("Track", track_id=(uuid_value, R), entity_id=(uuid_value, R), samples=(array(ref("TrackSample"), 1), R),
      track_quality=(UNIT, O, N), object_kind=(const("track"), O), **provenance)
table("TrackSample", observed_at=(timestamp, R), position=(ref("Position"), R))
table("Position", lat=(ranged(-90, 90), R), lon=(ranged(-180, 180), R), position_source=(member("PositionSource"), R),
      alt_m=(number, O, N), accuracy_m=(NON_NEGATIVE, O, N), vertical=(ref("VerticalPosition"), O, N))
table("Kinematics", speed_mps=(NON_NEGATIVE, O, N), course_deg=(COURSE, O, N), climb_mps=(number, O, N))
table("Quality", confidence=(UNIT, O, N), accuracy_m=(NON_NEGATIVE, O, N), source_quality=(STR1, O, N),
      uncertainty=(mapping(number), O))
table("SourceRef", adapter=(STR1, R), adapter_version=(semver, R), system=(STR1, R), synthetic=(boolean, R),
      format_name=(STR, O, N), format_version=(STR, O, N), observed_at=(timestamp, O, N), original_id=(STR, O, N),
      record_index=(INDEX, O, N), source_hash=(ref("SourceHash"), O, N), transformations=(array(STR), O))
table("SourceId", system=(STR1, R), external_id=(STR1, R))
table("SourceHash", algorithm=(STR1, R), value=(STR1, R))
table("OperationalStatus", namespace=(STR1, R), state=(STR1, R), since=(timestamp, O, N), attributes=(bag, O))
table("Residual", namespace=(STR1, R), data=(bag, O))
table("Integrity", algorithm=(STR1, R), signature=(STR1, R), chain_hash=(STR1, R))
table("OesMetadata", spec_version=(semver, R), type_id=(absolute(), R), event_class=(member("EventClass"), R),
      status=(member("LifecycleStatus"), O, N), confidence=(UNIT, O, N), verification=(member("Verification"), O, N),
      effective_from=(timestamp, O, N), effective_to=(timestamp, O, N), evidence=(array(ref("EvidenceRef")), O),
      event_relations=(array(ref("EventRelation")), O), entity_relations=(array(ref("EntityRelation")), O),
      security=(ref("SecurityMarking"), O, N), extensions=(bag, O))
table("EvidenceRef", kind=(member("EvidenceKind"), R), description=(STR1, O, N), event_id=(uuid_value, O, N),
      source_id=(ref("SourceId"), O, N), uri=(STR1, O, N), hash=(STR1, O, N), media_type=(STR1, O, N))
table("EventRelation", event_id=(uuid_value, R), predicate=(member("EventRelationPredicate"), R))
table("EntityRelation", entity_id=(uuid_value, R), predicate=(absolute(1), R))
table("SecurityMarking", scheme=(STR1, R), classification=(STR1, O, N), caveats=(array(STR), O),
      releasability=(array(STR), O), originator=(STR1, O, N), marking_extras=(mapping(STR), O))
table("Area", geometry=(geometry(("Polygon", "MultiPolygon")), R), vertical=(ref("VerticalExtent"), O, N),
      validity=(ref("TemporalValidity"), O, N), bounds=(ref("BoundingBox"), O, N))
table("BoundingBox", min_lat=(ranged(-90, 90), R), max_lat=(ranged(-90, 90), R), min_lon=(ranged(-180, 180), R),
      max_lon=(ranged(-180, 180), R), vertical=(ref("VerticalExtent"), O, N))
table("TemporalValidity", observed_at=(timestamp, O, N), valid_from=(timestamp, O, N), valid_to=(timestamp, O, N),
      effective=(ref("Period"), O, N))
table("Period", start=(timestamp, R), end=(timestamp, O, N))
table("VerticalExtent", lower=(ref("VerticalPosition"), O, N), upper=(ref("VerticalPosition"), O, N))
table("VerticalPosition", value=(number, R), unit=(member("VerticalUnit"), R), reference=(member("VerticalReference"), R),
      uncertainty=(NON_NEGATIVE, O, N))
table("Route", waypoints=(array(ref("Waypoint"), 2), R), legs=(array(ref("RouteLeg")), O), metadata=(bag, O))
table("RouteLeg", from_seq=(INDEX, R), to_seq=(INDEX, R), distance_m=(NON_NEGATIVE, O, N), course_deg=(COURSE, O, N),
      attributes=(bag, O))
table("Waypoint", sequence=(INDEX, R), position=(ref("Position"), R), name=(STR1, O, N), eta=(timestamp, O, N),
      altitude_constraint=(ref("VerticalPosition"), O, N))


def track_order(track):
    instants = [sample["observed_at"] for sample in track["samples"]]
    require(all(earlier <= later for earlier, later in zip(instants, instants[1:])))


def heights(position):
    vertical = position.get("vertical")
    if position.get("alt_m") is None or vertical is None:
        return
    if vertical["reference"] == "HAE" and vertical["unit"] == "m":
        require(number(position["alt_m"]) == number(vertical["value"]))


def route(value):
    sequences = [waypoint["sequence"] for waypoint in value["waypoints"]]
    require(len(set(sequences)) == len(sequences))
    for leg in value.get("legs", []):
        require(leg["from_seq"] in sequences and leg["to_seq"] in sequences)


def plan_object(value):
    validity = value.get("validity")
    if value.get("expires_at") is not None and validity is not None and validity.get("valid_to") is not None:
        require(value["expires_at"] == validity["valid_to"])
    if value.get("route") is not None:
        ordered = sorted(value["route"]["waypoints"], key=lambda waypoint: waypoint["sequence"])
        line = value["geometry"]
        require(line.get("type", "LineString") == "LineString" and len(line["coordinates"]) == len(ordered))
        for point, waypoint in zip(line["coordinates"], ordered):
            require(number(point[0]) == number(waypoint["position"]["lon"]))
            require(number(point[1]) == number(waypoint["position"]["lat"]))


def oes(value):
    for key in value.get("extensions", {}):
        require(EXTENSION_KEY.fullmatch(key) is not None)
    owned = {"EVENT": "event_id", "SOURCE_RECORD": "source_id", "EXTERNAL_ARTIFACT": "uri"}
    for evidence in value.get("evidence", []):
        for kind, field in owned.items():
            require(kind == evidence["kind"] or evidence.get(field) is None)


def event(value):
    related = set(value.get("related_entities", []))
    for relation in (value.get("oes") or {}).get("entity_relations", []):
        require(relation["entity_id"] in related)


CROSS = {"Track": track_order, "Position": heights, "Route": route, "PlanObject": plan_object, "OesMetadata": oes,
         "Event": event}
ROOTS = {"entity": "Entity", "event": "Event", "plan_object": "PlanObject", "track": "Track"}


def valid(value, kind=None):
    try:
        if kind is None:
            require(isinstance(value, dict) and value.get("object_kind") in ROOTS)
            kind = value["object_kind"]
        obj(ROOTS[kind])(value)
        return True
    except (Invalid, KeyError, TypeError, AttributeError):
        return False


def reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def answer(line):
    try:
        request = json.loads(line, parse_constant=reject_constant)
    except (ValueError, RecursionError):
        return {"id": None, "valid": False, "errors": [{"path": "", "rule": "json.syntax", "message": "not JSON"}]}
    ok = isinstance(request, dict) and isinstance(request.get("id"), str) and "object" in request
    if not ok or request.get("kind") not in (None, *ROOTS):
        return {"id": request.get("id") if isinstance(request, dict) else None, "valid": False,
                "errors": [{"path": "", "rule": "protocol.envelope", "message": "bad request"}]}
    verdict = valid(request["object"], request.get("kind"))
    return {"id": request["id"], "valid": verdict,
            "errors": [] if verdict else [{"path": "", "rule": "invalid", "message": "invalid"}]}


def main(argv):
    if MUTANT not in ("", *MUTANTS):
        print(f"conformant.py: unknown mutant {MUTANT!r}; one of {', '.join(MUTANTS)}", file=sys.stderr)
        return 2
    if argv == ["--stream"]:
        for raw in sys.stdin.buffer:
            line = raw.decode("utf-8", errors="replace").rstrip("\r\n")
            if line.strip(" \t"):
                sys.stdout.write(json.dumps(answer(line), ensure_ascii=True) + "\n")
                sys.stdout.flush()
        return 0
    data = (sys.stdin.buffer.read() if not argv or argv[0] == "-" else open(argv[0], "rb").read()).decode("utf-8")
    try:
        verdict = valid(json.loads(data, parse_constant=reject_constant), os.environ.get("CDM_KIND") or None)
    except ValueError:
        verdict = False
    print(json.dumps({"valid": verdict, "errors": []}))
    return 0 if verdict else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
