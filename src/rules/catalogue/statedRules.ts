/**
 * Rules a codec owns outright (formats, vocabularies, cross-field rules): where the contract states
 * them and which Errors-table row they fall under. Field-level rules are described in fieldRules.ts.
 */
import { vocabularies } from '../../contract/vocabularies.js';
import type { Category } from './categories.js';
import { row, sentence } from './quote.js';

export interface StatedRule {
  readonly section: string;
  readonly quote: readonly string[];
  readonly category: Category;
  readonly summary: string;
}

const ERRORS = 'Errors';

const formats: Record<string, StatedRule> = {
  'Timestamp.format': {
    section: 'Shared primitive formats',
    quote: [row('Shared primitive formats', 'Timestamp'), row('Limits', 'Timestamp')],
    category: 'required-length-range-format',
    summary:
      'A Timestamp is <YYYY>-<MM>-<DD>T<hh>:<mm>:<ss>.<mmm>Z: UTC, exactly three fractional digits, a real date and time.',
  },
  'UUID.format': {
    section: 'Shared primitive formats',
    quote: [row('Shared primitive formats', 'UUID')],
    category: 'required-length-range-format',
    summary: 'A UUID is 8-4-4-4-12 hexadecimal digits separated by hyphens.',
  },
  'Semver.format': {
    section: 'Shared primitive formats',
    quote: [row('Shared primitive formats', 'Semver')],
    category: 'required-length-range-format',
    summary: 'A Semver is MAJOR.MINOR.PATCH: three non-negative integers without leading zeros, nothing else.',
  },
};

const vocabularyRules = Object.fromEntries(
  Object.keys(vocabularies).map((name) => {
    const isPredicate = name === 'EventRelationPredicate';
    const rule: StatedRule = {
      section: 'Closed vocabularies',
      quote: [
        row('Closed vocabularies', name),
        sentence('Closed vocabularies', 'A value outside the list is invalid.'),
        ...(isPredicate
          ? [row('EventRelation', 'predicate'), row(ERRORS, 'EventRelation predicate not one of the seven')]
          : []),
      ],
      category: isPredicate ? 'event-relation-predicate' : 'closed-vocabulary',
      summary: `${/^[AEIOU]/.test(name) ? 'An' : 'A'} ${name} value is one of the listed members, spelled exactly.`,
    };
    return [`${name}.closed-vocabulary`, rule];
  }),
);

const crossField: Record<string, StatedRule> = {
  'Track.samples.order': {
    section: 'Track',
    quote: [row('Track', 'samples'), row(ERRORS, 'Track samples with decreasing observed_at')],
    category: 'track-sample-order',
    summary: 'Track samples are in non-decreasing observed_at order; equal timestamps are allowed.',
  },
  'Route.waypoints.sequence-distinct': {
    section: 'Route',
    quote: [
      row('Route', 'waypoints'),
      row(
        ERRORS,
        'Route with fewer than 2 waypoints, duplicate sequence values, or a leg naming a non-existent sequence',
      ),
    ],
    category: 'route',
    summary: 'No two waypoints of a route share a sequence value.',
  },
  'Route.legs.sequence-exists': {
    section: 'Route',
    quote: [
      row('Route', 'legs'),
      row(
        ERRORS,
        'Route with fewer than 2 waypoints, duplicate sequence values, or a leg naming a non-existent sequence',
      ),
    ],
    category: 'route',
    summary: 'Every leg names from_seq and to_seq values that exist among the waypoints.',
  },
  'PlanObject.expires_at.agrees-with-validity': {
    section: 'PlanObject',
    quote: [
      row('PlanObject', 'expires_at'),
      row(ERRORS, 'PlanObject with expires_at and validity.valid_to both stated and different'),
    ],
    category: 'plan-object-expiry',
    summary: 'When expires_at and validity.valid_to are both stated they are the same instant.',
  },
  'PlanObject.geometry.route-projection': {
    section: 'PlanObject',
    quote: [row('PlanObject', 'route')],
    category: 'stated-elsewhere',
    summary: "With a route, geometry is the LineString of the waypoints' [lon, lat] in sequence order.",
  },
  'Position.alt_m.agrees-with-hae-vertical': {
    section: 'Position',
    quote: [
      row('Position', 'vertical'),
      row(ERRORS, 'Position with alt_m and an HAE vertical both stated and different'),
    ],
    category: 'position-altitude',
    summary: 'When alt_m and a vertical with reference HAE in metres are both stated, they are equal.',
  },
  'EntityRelation.entity_id.in-related-entities': {
    section: 'Events',
    quote: [row('EntityRelation', 'entity_id'), sentence('Events', '5. Every entity_id in oes.entity_relations')],
    category: 'stated-elsewhere',
    summary: "Every entity_id in oes.entity_relations also appears in the event's related_entities.",
  },
  ...Object.fromEntries(
    (['event_id', 'source_id', 'uri'] as const).map((field) => [
      `EvidenceRef.${field}.kind`,
      {
        section: 'EvidenceRef',
        quote: [
          row('EvidenceRef', field),
          sentence('EvidenceRef', 'Per-kind field rules are enforced by validation'),
          row(ERRORS, 'EvidenceRef carries a field that belongs to another kind'),
        ],
        category: 'evidence-kind-field',
        summary: `${field} is carried only by an EvidenceRef of the kind it belongs to; the refusal names the kind and the field.`,
      } satisfies StatedRule,
    ]),
  ),
};

const roots: Record<string, StatedRule> = {
  'CanonicalObject.object_kind.unknown': {
    section: 'Endpoints',
    quote: [
      sentence('Endpoints', 'The union of canonical objects'),
      row('Endpoints', 'entity'),
      row('Endpoints', 'event'),
      row('Endpoints', 'plan_object'),
      row('Endpoints', 'track'),
    ],
    category: 'stated-elsewhere',
    summary: 'In a mixed stream, object_kind is one of entity, event, plan_object, track.',
  },
  ...Object.fromEntries(
    ['CanonicalObject', 'Entity', 'Event', 'PlanObject', 'Track'].map((name) => [
      `${name}.type`,
      {
        section: 'What the service does',
        quote: [
          sentence('What the service does', 'The service is a data-model contract'),
          sentence('What the service does', '2. A mixed stream is validated one object at a time.'),
        ],
        category: 'stated-elsewhere',
        summary: 'A canonical object is a JSON object.',
      } satisfies StatedRule,
    ]),
  ),
};

export const statedRules: Readonly<Record<string, StatedRule>> = {
  ...formats,
  ...vocabularyRules,
  ...crossField,
  ...roots,
};
