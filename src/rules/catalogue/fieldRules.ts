/** How a field-level rule (`Owner.field.check`) is quoted, categorised and summarised. */
import type { Category } from './categories.js';
import { hasRow, row, sentence } from './quote.js';
import type { StatedRule } from './statedRules.js';

const GEOMETRY_SHAPES = new Set(['Point', 'LineString', 'Polygon', 'MultiPoint', 'MultiLineString', 'MultiPolygon']);

/** The contract row that declares owner.field (geometry shapes share one table, a row per shape). */
function fieldRow(owner: string, field: string): { section: string; quote: string[]; stated: string } {
  if (GEOMETRY_SHAPES.has(owner)) {
    const shapeRow = row('Geometry shapes', owner);
    return {
      section: 'Geometry shapes',
      quote: [sentence('Geometry shapes', 'Each has an optional constant type field'), shapeRow],
      stated: field === 'coordinates' ? (shapeRow.split(' | ')[1] ?? '') : 'the constant type',
    };
  }
  const text = row(owner, field);
  return { section: owner, quote: [text], stated: text.split(' | ')[1] ?? '' };
}

const LIMIT_ROWS: Array<[RegExp, string]> = [
  [/^(lat|lon|min_lat|max_lat|min_lon|max_lon)$/, 'lat / lon'],
  [/^(confidence|track_quality)$/, 'confidence (Entity, Quality, OesMetadata), Track.track_quality'],
  [/^(accuracy_m|uncertainty|speed_mps|distance_m)$/, 'accuracy_m, uncertainty (vertical), speed_mps, distance_m'],
  [/^course_deg$/, 'course_deg (Kinematics, RouteLeg)'],
  [/^(sequence|from_seq|to_seq|record_index)$/, 'sequence, from_seq, to_seq, record_index'],
];

function minItemsLimit(owner: string, field: string): string {
  if (field === 'source_ids') return 'source_ids (every kind)';
  if (owner === 'Track') return 'Track.samples';
  if (owner === 'Route') return 'Route.waypoints';
  if (owner === 'LineString') return 'LineString.coordinates';
  return 'Polygon, MultiPoint, MultiLineString, MultiPolygon coordinates';
}

export function describeFieldRule(owner: string, field: string, check: string, demands: string): StatedRule {
  const { section, quote, stated } = fieldRow(owner, field);
  const subject = `${owner}.${field}`;
  let category: Category = 'required-length-range-format';
  let summary = `${subject} ${demands}.`;
  switch (check) {
    case 'required':
      quote.push(sentence('Resources and their fields', 'In all tables: Req = yes means the key must be present'));
      summary = `${subject} must be present.`;
      if (owner === 'Integrity') {
        quote.push(
          sentence('Integrity', 'A container for a post-quantum signature block'),
          row('Errors', 'Integrity block lacking any of algorithm, signature, chain_hash'),
        );
        category = 'integrity-incomplete';
      }
      break;
    case 'type':
      summary = `${subject} must be ${stated}${/or null/.test(stated) ? '' : ' (null is not allowed)'}.`;
      break;
    case 'min-length':
      quote.push(row('Limits', 'Strings marked min length 1'));
      summary = `${subject} must be at least 1 character long.`;
      break;
    case 'range':
    case 'integer': {
      const limit = LIMIT_ROWS.find(([pattern]) => pattern.test(field));
      if (limit !== undefined && hasRow('Limits', limit[1])) quote.push(row('Limits', limit[1]));
      summary = `${subject} must be ${demands}.`;
      break;
    }
    case 'min-items':
      quote.push(row('Limits', minItemsLimit(owner, field)));
      if (owner === 'Route')
        quote.push(
          row(
            'Errors',
            'Route with fewer than 2 waypoints, duplicate sequence values, or a leg naming a non-existent sequence',
          ),
        );
      category = owner === 'Route' ? 'route' : 'stated-elsewhere';
      summary = `${subject} must have ${demands}.`;
      break;
    case 'format':
      quote.push(row('Limits', 'symbol'));
      summary = `${subject} must be ${demands}.`;
      break;
    case 'absolute':
      if (owner === 'EntityRelation') {
        quote.push(row('Errors', 'EntityRelation predicate is a bare word or local name'));
        category = 'entity-relation-predicate';
      } else {
        category = 'stated-elsewhere';
      }
      summary = `${subject} must be an absolute identifier, not a bare word or local name.`;
      break;
    case 'const':
      quote.push(sentence('Endpoints', 'Each shape declares object_kind as an optional constant'));
      category = 'stated-elsewhere';
      summary = `${subject} must be ${demands} when present.`;
      break;
    case 'key-form':
      category = 'stated-elsewhere';
      summary = `${subject} keys must have the form x.<namespace>.<name>.`;
      break;
    case 'key-white-space':
      category = 'stated-elsewhere';
      summary = `${subject} keys must hold no white space (reference decision).`;
      break;
    case 'reserved-namespace':
      quote.push(row('Errors', 'OesMetadata.extensions key in the reserved namespace'));
      category = 'reserved-extension-namespace';
      summary = `${subject} keys must not be in the namespace reserved for the specification's own use.`;
      break;
    default:
      throw new Error(`no description for check ${check} of ${subject}`);
  }
  return { section, quote, category, summary };
}
