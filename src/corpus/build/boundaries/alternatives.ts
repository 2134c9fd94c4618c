/**
 * Valid values at the edge of what a field accepts, per codec: range bounds, one-character strings,
 * empty strings where no minimum is stated, calendar edge Timestamps, the other boolean.
 */
import type { ValueSlot } from '../annotate.js';
import { IDS } from '../bases/index.js';
import { rangeOf } from '../violations/values.js';

export interface Alternative {
  readonly name: string;
  readonly value: unknown;
  readonly phrase: string;
  /** Rule checks (of this field) the alternative is a boundary of, besides the type rule: `range`, `integer`, `min-length`... */
  readonly checks: readonly string[];
  /** Owned rules it is a boundary of (`Timestamp.format`). */
  readonly owned?: readonly string[];
}

const leafChecks = (slot: ValueSlot): string[] =>
  slot.codec.meta.shape === 'leaf' ? slot.codec.meta.checks.map((check) => check.check ?? check.rule ?? '') : [];

function numberAlternatives(slot: ValueSlot): Alternative[] {
  const checks = leafChecks(slot);
  if (!checks.includes('range')) {
    const negative = slot.field === 'climb_mps' ? -7.5 : -430.5;
    const why = slot.field === 'climb_mps' ? 'a negative climb (descending)' : 'a negative number (no range is stated)';
    return [{ name: 'negative', value: negative, phrase: `${negative}, ${why}, accepted`, checks: [] }];
  }
  const range = rangeOf(slot);
  const boundary = checks.filter((check) => check === 'range' || check === 'integer');
  const alternatives: Alternative[] = [
    {
      name: 'minimum',
      value: range.min,
      phrase: `exactly the minimum ${range.min}, accepted (the bound is inclusive)`,
      checks: boundary,
    },
  ];
  if (range.max !== undefined && !range.maxExclusive)
    alternatives.push({
      name: 'maximum',
      value: range.max,
      phrase: `exactly the maximum ${range.max}, accepted (the bound is inclusive)`,
      checks: boundary,
    });
  if (range.max !== undefined && range.maxExclusive) {
    const below = Number((range.max - 0.001).toFixed(3));
    alternatives.push({
      name: 'just-below-exclusive-maximum',
      value: below,
      phrase: `${below}, just below the excluded ${range.max}, accepted`,
      checks: boundary,
    });
  }
  // Sequences name waypoints that legs refer to, so only record_index shows a large integer.
  if (checks.includes('integer') && slot.owner === 'SourceRef')
    alternatives.push({
      name: 'large-integer',
      value: 4294967296,
      phrase: '4294967296 (2^32), a large integer well inside 2^53, accepted',
      checks: boundary,
    });
  return alternatives;
}

function stringAlternatives(slot: ValueSlot): Alternative[] {
  const name = slot.codec.name;
  const checks = leafChecks(slot);
  switch (name) {
    case 'Timestamp':
      return [
        {
          name: 'leap-day-last-millisecond',
          value: '2024-02-29T23:59:59.999Z',
          phrase: '2024-02-29T23:59:59.999Z, the last millisecond of a leap day, accepted',
          checks: [],
          owned: ['Timestamp.format'],
        },
      ];
    case 'UUID':
      return [
        {
          name: 'another-uuid',
          value: IDS.aircraft,
          phrase: `${IDS.aircraft}, another well-formed UUID, accepted`,
          checks: [],
          owned: ['UUID.format'],
        },
      ];
    case 'Semver':
      return [
        {
          name: 'multi-digit-semver',
          value: '10.20.30',
          phrase: '10.20.30, multi-digit parts without leading zeros, accepted',
          checks: [],
          owned: ['Semver.format'],
        },
      ];
    case 'SymbolCode':
      return [
        {
          name: 'hostile-armour-symbol',
          value: '10061000001205000000',
          phrase: '10061000001205000000 (a hostile armour symbol), exactly 20 digits, accepted',
          checks: ['format'],
        },
      ];
    case 'AbsoluteIdentifier':
    case 'AbsoluteIdentifier (min length 1)':
      return [
        {
          name: 'registered-prefix',
          value: 'cdm:role',
          phrase: 'cdm:role, a registered prefix with a colon, an absolute identifier, accepted',
          checks: checks.filter((check) => check === 'absolute' || check === 'min-length'),
        },
        // An https IRI is absolute under any reading, so its verdict rests on no decision of the reference.
        {
          name: 'https-iri',
          value: 'https://ontology.example.org/cdm/role',
          phrase: 'https://ontology.example.org/cdm/role, an https IRI, absolute under any reading, accepted',
          checks: checks.filter((check) => check === 'min-length'),
        },
      ];
    default:
      break;
  }
  if (checks.includes('min-length'))
    return [
      {
        name: 'one-character',
        value: 'x',
        phrase: '"x", exactly one character (the minimum length 1), accepted',
        checks: ['min-length'],
      },
    ];
  if (checks.length === 0)
    return [
      {
        name: 'empty-string',
        value: '',
        phrase: 'the empty string, accepted (no minimum length is stated here)',
        checks: [],
      },
    ];
  return [];
}

/** Valid values for a leaf field other than its base value (vocabulary members are made elsewhere). */
export function leafAlternatives(slot: ValueSlot): Alternative[] {
  if (slot.codec.meta.shape !== 'leaf') return [];
  if (slot.codec.meta.checks.some((check) => check.rule?.endsWith('.closed-vocabulary'))) return [];
  switch (typeof slot.value) {
    case 'number':
      return numberAlternatives(slot);
    case 'string':
      return stringAlternatives(slot);
    case 'boolean':
      return [
        {
          name: `${!slot.value}`,
          value: !slot.value,
          phrase: `${!slot.value}, the other boolean, accepted`,
          checks: [],
        },
      ];
    default:
      return [];
  }
}
