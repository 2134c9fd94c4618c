/**
 * Where the contract is silent or ambiguous, the reference decides. Each decision quotes the sentence
 * it rests on and names the may-tier rules that carry it (reported, never scored). docs/decisions.md
 * is generated from this list.
 */
import { row, sentence } from './quote.js';

export interface DecisionRule {
  readonly id: string;
  readonly reference: 'accepts' | 'rejects';
  readonly summary: string;
  /** Derived rule whose places this rule shares, when it has no codec of its own. */
  readonly placesOf?: string;
}

export interface Decision {
  readonly id: string;
  readonly title: string;
  readonly section: string;
  readonly contract: readonly string[];
  readonly decision: string;
  readonly rules: readonly DecisionRule[];
}

/** A decision rule: what the reference does where the contract is silent. */
const ruled =
  (reference: DecisionRule['reference']) =>
  (id: string, summary: string, placesOf?: string): DecisionRule =>
    placesOf === undefined ? { id, reference, summary } : { id, reference, summary, placesOf };
const accepts = ruled('accepts');
const rejects = ruled('rejects');

const TIMESTAMP = row('Shared primitive formats', 'Timestamp');
const ERRORS_FORMAT = row(
  'Errors',
  'Required key missing, string shorter than its minimum length, number outside its range, or value not matching a stated format',
);

export const decisions: readonly Decision[] = [
  {
    id: 'leap-second',
    title: 'Leap second 23:59:60',
    section: 'Shared primitive formats',
    contract: [TIMESTAMP],
    decision:
      'RFC 3339 lets a UTC second of 60 fall only at 23:59:60, where a leap second is inserted; a second of 60 at any other clock time, and seconds 61 and above, are not RFC 3339 UTC (Timestamp.format, must). Whether 23:59:60 is a Timestamp on a date that had no leap second, or at all (the profile writes <ss>), is not said: the reference accepts <date>T23:59:60.<mmm>Z on any date, without a leap-second table.',
    rules: [accepts('Timestamp.leap-second', '23:59:60 (a leap second) is accepted on any date.', 'Timestamp.format')],
  },
  {
    id: 'object-kind-absent',
    title: 'object_kind absent',
    section: 'Endpoints',
    contract: [
      sentence('Endpoints', 'Each shape declares object_kind as an optional constant'),
      sentence('What the service does', '2. A mixed stream is validated one object at a time.'),
    ],
    decision:
      'object_kind is optional on each shape, yet a mixed stream is dispatched by it. Validating against one named kind (--kind, or the `kind` option) accepts an absent object_kind. In a mixed stream an object without object_kind cannot be dispatched and is reported once as CanonicalObject.object_kind.missing; the shape is not guessed.',
    rules: [
      rejects(
        'CanonicalObject.object_kind.missing',
        'In a mixed stream an object without object_kind is refused with one clear error.',
      ),
    ],
  },
  {
    id: 'uuid-form',
    title: 'UUID case, version and variant',
    section: 'Shared primitive formats',
    contract: [row('Shared primitive formats', 'UUID')],
    decision:
      '"format uuid" is read as JSON Schema reads it (RFC 9562 hyphenated form): 8-4-4-4-12 hexadecimal digits. Upper-, lower- and mixed-case hex are accepted; any version nibble and any variant are accepted, the nil UUID included. Braces, a urn:uuid: prefix, missing hyphens and trailing white space are not the format (UUID.format, must). Case carries no meaning in a UUID, so UUIDs are compared ignoring case: an entity_relations entity_id in upper case names the same entity as its lower-case twin in related_entities (Events rule 5).',
    rules: [
      accepts('UUID.uppercase', 'Upper- and mixed-case hexadecimal UUIDs are accepted.', 'UUID.format'),
      accepts(
        'UUID.version-variant',
        'Any UUID version and variant, the nil UUID included, is accepted.',
        'UUID.format',
      ),
    ],
  },
  {
    id: 'reserved-extension-namespace',
    title: 'The reserved extension namespace',
    section: 'OesMetadata',
    contract: [row('OesMetadata', 'extensions'), row('Errors', 'OesMetadata.extensions key in the reserved namespace')],
    decision:
      "The contract reserves a namespace for the specification's own use without naming it. The reference reserves `oes` (the event-semantics specification's own name), compared case-insensitively: x.oes.<name> is rejected. The key form itself (x.<namespace>.<name>: a lower-case x, a non-empty namespace without dots, a non-empty name) is a must rule. White space inside a key is not mentioned; the reference refuses it (OesMetadata.extensions.key-white-space, may).",
    rules: [
      rejects('OesMetadata.extensions.reserved-namespace', 'Keys x.oes.<name> are rejected as the reserved namespace.'),
      rejects('OesMetadata.extensions.key-white-space', 'An extension key with white space in it is rejected.'),
    ],
  },
  {
    id: 'absolute-identifier',
    title: 'What "absolute identifier" means',
    section: 'EntityRelation',
    contract: [row('EntityRelation', 'predicate'), row('Entity', 'ontology_types'), row('OesMetadata', 'type_id')],
    decision:
      'The contract states that a bare word or local name is refused and gives no syntax. What it states is a must rule: an absolute identifier names its scheme (a letter, then letters, digits, +, - or ., then a colon: https://..., urn:..., or a registered prefix such as cdm:role), so a bare word (commander), a fragment (#commander) or a relative path (./role) is refused (EntityRelation.predicate.absolute, Entity.ontology_types.absolute). The rest is the reference reading "absolute" as an absolute URI: nothing after the colon (urn:) or white space inside is refused as AbsoluteIdentifier.uri-syntax (may). For OesMetadata.type_id the contract says only that "syntax is checked", without the syntax: the reference applies the same syntax, as may rules.',
    rules: [
      rejects('OesMetadata.type_id.absolute', 'type_id must be an absolute identifier (reference decision).'),
      rejects(
        'AbsoluteIdentifier.uri-syntax',
        'An absolute identifier goes on after its scheme and holds no white space.',
      ),
    ],
  },
  {
    id: 'altitude-units',
    title: 'alt_m against an HAE vertical in ft or FL',
    section: 'Position',
    contract: [
      row('Position', 'vertical'),
      sentence('VerticalPosition', 'No conversion between units or datums is made.'),
    ],
    decision:
      'In metres the two must be equal (must). In ft or FL the contract makes no conversion, yet says they must agree; the reference converts exactly (1 ft = 0.3048 m, FL = 100 ft) and accepts a difference up to 0.0005 m (rounding to millimetres).',
    rules: [
      rejects(
        'Position.alt_m.agrees-with-hae-vertical-converted',
        'alt_m agrees with an HAE vertical in ft or FL after exact conversion (0.0005 m tolerance).',
      ),
    ],
  },
  {
    id: 'altitude-beside-non-hae',
    title: 'A non-null alt_m beside a non-HAE vertical',
    section: 'Position',
    contract: [row('Position', 'alt_m')],
    decision:
      'A source may state two heights (ASTERIX CAT021: I021/140 geometric height, HAE, and I021/145 flight level). alt_m beside a vertical whose reference is not HAE is accepted; nothing is compared.',
    rules: [
      accepts(
        'Position.alt_m.beside-non-hae-vertical',
        'alt_m beside an MSL, AGL, BARO, FL or UNKNOWN vertical is accepted.',
        'Position.alt_m.agrees-with-hae-vertical',
      ),
    ],
  },
  {
    id: 'evidence-null-field',
    title: "Another kind's evidence field, present but null",
    section: 'EvidenceRef',
    contract: [row('EvidenceRef', 'event_id'), row('EvidenceRef', 'source_id'), row('EvidenceRef', 'uri')],
    decision:
      'Null is how the contract says "absent" for these nullable fields, so event_id: null on a SOURCE_RECORD reference carries nothing and is accepted. A non-null value of another kind\'s field is refused (must). The kind\'s own field may be absent (an EVENT reference without event_id is accepted).',
    rules: [
      accepts(
        'EvidenceRef.other-kind-null',
        "Another kind's field set to null is accepted.",
        'EvidenceRef.event_id.kind',
      ),
      accepts(
        'EvidenceRef.own-field-absent',
        "An evidence reference without its kind's own field is accepted.",
        'EvidenceRef.kind.required',
      ),
    ],
  },
  {
    id: 'style-keys',
    title: 'PlanObject.style: which keys',
    section: 'PlanObject',
    contract: [row('PlanObject', 'style'), sentence('What the service does', '3. Validation is strict.')],
    decision:
      'style is typed "object" and names its hints by example (stroke, fill, opacity, dash); it has no table of its own and is not in the list of declared open bags. The reference accepts any JSON object as style, keys beyond the four named hints included (`__proto__` and `constructor` kept as plain data). A subject that accepts only the four named hints is not wrong by the text, so keys beyond them are a may; a style that is not an object is refused (PlanObject.style.type, must).',
    rules: [
      accepts(
        'PlanObject.style.other-keys',
        'style keys beyond stroke, fill, opacity and dash are accepted.',
        'PlanObject.style.type',
      ),
    ],
  },
  {
    id: 'geometry-details',
    title: 'Geometry coordinate bounds, ring closure, ring size, position size',
    section: 'Geometry shapes',
    contract: [
      row('Shared primitive formats', 'Coordinates'),
      sentence('Geometry shapes', 'Rings are never closed by the consumer'),
      row('Geometry shapes', 'Point'),
    ],
    decision:
      'Latitude and longitude bounds are stated "where named fields are used"; geometry positions are not range-checked (out-of-range values are a lint finding). Open rings are a source defect the consumer must not repair, and ring rules are "not shown": open rings and rings of any size are accepted (lint flags them). A position must hold at least [lon, lat] (two numbers); a third (height) or more is accepted. Minimum counts inside MultiLineString lines and MultiPolygon polygons are not stated and not enforced. An untyped geometry is accepted when any allowed shape accepts it.',
    rules: [
      rejects('Geometry.position.size', 'A geometry position holds at least two numbers.'),
      accepts(
        'Geometry.coordinate-bounds',
        'Geometry positions outside [-180, 180] x [-90, 90] are accepted (lint warns).',
        'Geometry.position.size',
      ),
      accepts(
        'Polygon.open-ring',
        'A ring whose last position differs from its first is accepted, never closed.',
        'Polygon.coordinates.min-items',
      ),
      accepts(
        'Geometry.untyped',
        'A geometry without type is accepted when one of the allowed shapes fits it.',
        'Point.coordinates.required',
      ),
      accepts(
        'Geometry.inner-counts',
        'A MultiPolygon polygon without rings, or a MultiLineString line with fewer than two positions, is accepted.',
        'MultiPolygon.coordinates.min-items',
      ),
    ],
  },
  {
    id: 'route-area-object-type',
    title: 'route or area on a mismatching object_type; projections',
    section: 'PlanObject',
    contract: [row('PlanObject', 'route'), row('PlanObject', 'area')],
    decision:
      'A route is "set when the object is a route (object_type ROUTE)": the reference rejects a route on any other object_type. A region has no object_type of its own, so area is accepted on any object_type. "geometry stays the required projection of its lateral extent" is read as: with an area, geometry has the same coordinates as area.geometry. The route projection (geometry is the LineString of the waypoints in sequence order) is stated plainly and is a must rule.',
    rules: [
      rejects('PlanObject.route.object-type', 'route is set only on object_type ROUTE.'),
      rejects('PlanObject.geometry.area-projection', "With an area, geometry has area.geometry's coordinates."),
    ],
  },
  {
    id: 'numbers-in-text',
    title: '-0, 1.0, numbers beyond 2^53, overflow to Infinity',
    section: 'What the service does',
    contract: [sentence('What the service does', '5. Values are recorded as the source stated them.'), ERRORS_FORMAT],
    decision:
      '-0 is zero: accepted wherever 0 is. 1.0 is the integer 1 (JSON has one number type). An integer literal beyond ±(2^53 − 1) cannot be carried exactly by most JSON consumers, so the value recorded would not be the value the source stated: rejected wherever it appears, bags included (send such identifiers as strings). A literal that overflows to Infinity (1e400) is rejected; one that underflows to 0 is accepted. NaN and Infinity are not JSON and never pass a number rule.',
    rules: [
      accepts('Number.negative-zero', '-0 is accepted wherever 0 is.', 'Kinematics.speed_mps.range'),
      accepts('Number.integer-fraction-zero', '1.0 is an integer.', 'SourceRef.record_index.integer'),
      rejects('json.unsafe-integer', 'An integer literal beyond ±(2^53 − 1) is rejected.'),
      rejects('json.number-overflow', 'A number literal that overflows to Infinity is rejected.'),
    ],
  },
  {
    id: 'json-text',
    title: 'Duplicate keys, BOM, lone surrogates',
    section: 'What the service does',
    contract: [sentence('What the service does', '3. Validation is strict.')],
    decision:
      'JSON.parse keeps the last of two equal keys and drops the first: data would be lost, so duplicate member names are rejected (I-JSON, RFC 7493). A UTF-8 byte order mark before the text is rejected (RFC 8259 §8.1: must not be added). A string holding a lone UTF-16 surrogate is not Unicode text and is rejected (I-JSON).',
    rules: [
      rejects('json.duplicate-key', 'An object with two equal member names is rejected.'),
      rejects('json.byte-order-mark', 'A byte order mark before the JSON text is rejected.'),
      rejects('json.lone-surrogate', 'A string with a lone surrogate is rejected.'),
    ],
  },
];
