// A second, independent way to certify: the exported JSON Schema (corpus/schema/) compiled by ajv, plus
// the checks docs/json-schema.md lists as beyond any JSON Schema, written by hand here. Nothing of the
// reference validator is used: this is what a team with only the schema and the docs would write.
//
//   npx cdm-conformance run --module ./examples/ajv-schema/subject.mjs
//
// The default export is `(value, { kind }) => { valid, errors }`: the case's kind picks the per-kind
// document (object_kind may be absent there), no kind the mixed-stream one. ajv's errors carry no rule id,
// only an instancePath, so the run is scored on verdicts; the cross-field checks name their rule.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';

const schemaFile = (name) =>
  JSON.parse(readFileSync(new URL(`../../corpus/schema/${name}.schema.json`, import.meta.url), 'utf8'));

// strict: the schema uses no keyword ajv does not know; allErrors: report every error, as the reference does.
const ajv = new Ajv2020({ strict: true, allErrors: true });
const validators = {
  null: ajv.compile(schemaFile('canonical-object')),
  entity: ajv.compile(schemaFile('entity')),
  event: ajv.compile(schemaFile('event')),
  plan_object: ajv.compile(schemaFile('plan_object')),
  track: ajv.compile(schemaFile('track')),
};

// --- The checks JSON Schema cannot express (docs/json-schema.md, `cdm-conformance schema --gaps`) ------

const stated = (value) => value !== undefined && value !== null;
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Track.samples.order: the Timestamp profile sorts as text, so neighbours compare as strings. */
function trackChecks(track, errors) {
  track.samples.forEach((sample, index) => {
    if (index > 0 && sample.observed_at < track.samples[index - 1].observed_at) {
      errors.push({
        rule: 'Track.samples.order',
        path: `/samples/${index}/observed_at`,
        message: 'observed_at goes back in time',
      });
    }
  });
}

/** Position.alt_m against an HAE vertical: equal in metres (must), within 0.0005 m after conversion (may). */
function positionChecks(position, path, errors) {
  if (
    !isObject(position) ||
    !stated(position.alt_m) ||
    !isObject(position.vertical) ||
    position.vertical.reference !== 'HAE'
  )
    return;
  const { value, unit } = position.vertical;
  if (
    unit === 'm'
      ? position.alt_m !== value
      : Math.abs(value * 0.3048 * (unit === 'FL' ? 100 : 1) - position.alt_m) > 0.0005
  ) {
    errors.push({
      rule:
        unit === 'm' ? 'Position.alt_m.agrees-with-hae-vertical' : 'Position.alt_m.agrees-with-hae-vertical-converted',
      path: `${path}/alt_m`,
      message: 'alt_m disagrees with the HAE vertical',
    });
  }
}

/** Route: distinct sequences, legs naming existing ones. */
function routeChecks(route, path, errors) {
  const seen = new Set();
  route.waypoints.forEach((waypoint, index) => {
    if (seen.has(waypoint.sequence))
      errors.push({
        rule: 'Route.waypoints.sequence-distinct',
        path: `${path}/waypoints/${index}/sequence`,
        message: 'sequence repeats',
      });
    seen.add(waypoint.sequence);
    positionChecks(waypoint.position, `${path}/waypoints/${index}/position`, errors);
  });
  (route.legs ?? []).forEach((leg, index) => {
    for (const key of ['from_seq', 'to_seq']) {
      if (!seen.has(leg[key]))
        errors.push({
          rule: 'Route.legs.sequence-exists',
          path: `${path}/legs/${index}/${key}`,
          message: `${key} names no waypoint`,
        });
    }
  });
}

function planChecks(plan, errors) {
  if (stated(plan.expires_at) && stated(plan.validity?.valid_to) && plan.expires_at !== plan.validity.valid_to) {
    errors.push({
      rule: 'PlanObject.expires_at.agrees-with-validity',
      path: '/expires_at',
      message: 'expires_at disagrees with validity.valid_to',
    });
  }
  if (isObject(plan.route)) {
    routeChecks(plan.route, '/route', errors);
    const waypoints = [...plan.route.waypoints].sort((a, b) => a.sequence - b.sequence);
    const line =
      plan.geometry.type === undefined || plan.geometry.type === 'LineString' ? plan.geometry.coordinates : undefined;
    const projects =
      Array.isArray(line) &&
      line.length === waypoints.length &&
      waypoints.every(
        (waypoint, index) =>
          Array.isArray(line[index]) &&
          line[index][0] === waypoint.position.lon &&
          line[index][1] === waypoint.position.lat,
      );
    if (seen(waypoints) && !projects)
      errors.push({
        rule: 'PlanObject.geometry.route-projection',
        path: '/geometry',
        message: 'geometry is not the LineString of the waypoints',
      });
  }
  if (isObject(plan.area)) {
    const sameType =
      plan.area.geometry.type === undefined ||
      plan.geometry.type === undefined ||
      plan.area.geometry.type === plan.geometry.type;
    if (!sameType || JSON.stringify(plan.area.geometry.coordinates) !== JSON.stringify(plan.geometry.coordinates)) {
      errors.push({
        rule: 'PlanObject.geometry.area-projection',
        path: '/geometry',
        message: 'geometry is not the lateral extent of area.geometry',
      });
    }
  }
}

/** With repeated sequences the projection's order is undefined; that is the sequence rule's finding. */
const seen = (waypoints) => new Set(waypoints.map((waypoint) => waypoint.sequence)).size === waypoints.length;

function eventChecks(event, errors) {
  const related = new Set((event.related_entities ?? []).map((id) => id.toLowerCase()));
  (event.oes?.entity_relations ?? []).forEach((relation, index) => {
    if (!related.has(relation.entity_id.toLowerCase())) {
      errors.push({
        rule: 'EntityRelation.entity_id.in-related-entities',
        path: `/oes/entity_relations/${index}/entity_id`,
        message: 'entity_id is not in related_entities',
      });
    }
  });
}

const crossChecks = {
  entity: (object, errors) => positionChecks(object.position, '/position', errors),
  event: eventChecks,
  plan_object: planChecks,
  track: (object, errors) => {
    trackChecks(object, errors);
    object.samples.forEach((sample, index) => positionChecks(sample.position, `/samples/${index}/position`, errors));
  },
};

export default function validateWithSchema(value, { kind } = { kind: null }) {
  const validate = validators[kind ?? 'null'];
  if (!validate(value)) {
    // The cross-field checks assume the structure the schema guarantees, so they run on valid objects only.
    // An `if` error only says a `then` failed (the dispatch on object_kind or type); the `then` errors say what.
    const errors = validate.errors.filter((error) => error.keyword !== 'if');
    return {
      valid: false,
      errors: errors.map((error) => ({ path: error.instancePath, message: `${error.keyword}: ${error.message}` })),
    };
  }
  const errors = [];
  crossChecks[kind ?? value.object_kind](value, errors);
  return { valid: errors.length === 0, errors };
}
