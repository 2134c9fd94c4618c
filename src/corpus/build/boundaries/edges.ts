/**
 * The ends of every format's range, where libraries cut it short by default: years 0000 and 9999 at every
 * Timestamp place (Python's datetime starts at year 1), the last day of every month length and the leap
 * days of 1900 (none), 2000, 2004 and year 0 (a leap year: divisible by 400), the largest and smallest
 * doubles a range admits (float32 rounds 359.99999999999994 up to 360), and a string of one space where
 * the minimum length is 1 (a library that strips strings first refuses it).
 */
import { nextDown, rangeOf, statesInteger } from '../../../contract/bounds.js';
import type { ValueSlot } from '../annotate.js';
import { bases, type Base } from '../bases/index.js';
import { finding, fromBase, invalid, makeFixture, slug, valid, type Intent } from '../make.js';
import { reconcile } from '../reconcile.js';
import { annotationOf, where } from '../targets.js';
import type { Fixture, PatchOperation } from '../../types.js';
import { patternOf } from '../builders/nullsAndEmpties.js';

interface Edge {
  readonly pointer: string;
  readonly value: unknown;
  readonly name: string;
  readonly phrase: string;
  readonly rules: readonly string[];
  readonly intent?: Intent;
}

const TIMESTAMP = 'Timestamp.format';

/** Valid everywhere a Timestamp goes (the first and last instants the profile can write). */
const YEAR_ENDS: ReadonlyArray<[value: string, name: string, phrase: string]> = [
  ['0000-01-01T00:00:00.000Z', 'valid-year-0000', 'the first instant of year 0000, the smallest <YYYY>'],
  ['9999-12-31T23:59:59.999Z', 'valid-year-9999', 'the last millisecond of year 9999, the largest <YYYY>'],
];

/** The calendar, once per kind: month ends of every length and the Gregorian leap-year rule. */
const CALENDAR: ReadonlyArray<[value: string, name: string, phrase: string, isValid: boolean]> = [
  ['2023-01-31T12:00:00.000Z', 'valid-31st-of-january', 'January 31, the last day of a 31-day month', true],
  ['2023-04-30T12:00:00.000Z', 'valid-30th-of-april', 'April 30, the last day of a 30-day month', true],
  [
    '2023-02-28T12:00:00.000Z',
    'valid-28th-of-february',
    'February 28, the last day of February in a common year',
    true,
  ],
  [
    '2000-02-29T12:00:00.000Z',
    'valid-leap-day-2000',
    'February 29, 2000: a century divisible by 400 is a leap year',
    true,
  ],
  ['2004-02-29T12:00:00.000Z', 'valid-leap-day-2004', 'February 29, 2004: a year divisible by 4 is a leap year', true],
  ['0000-02-29T12:00:00.000Z', 'valid-leap-day-0000', 'February 29 of year 0000, divisible by 400, a leap year', true],
  ['1900-02-29T12:00:00.000Z', 'leap-day-1900', 'February 29, 1900: a century not divisible by 400 has none', false],
  ['2100-02-29T12:00:00.000Z', 'leap-day-2100', 'February 29, 2100: a century not divisible by 400 has none', false],
  ['2023-04-31T12:00:00.000Z', 'april-31', 'April 31, one past the end of a 30-day month', false],
  ['2023-01-32T12:00:00.000Z', 'january-32', 'January 32, one past the end of a 31-day month', false],
];

/** A track sample's observed_at must not go back: the earliest instant goes first, the latest last. */
function timestampPointer(base: Base, slot: ValueSlot, latest: boolean): string {
  if (slot.owner !== 'TrackSample') return slot.pointer;
  const samples = (base.object.samples as unknown[]).length;
  return `/samples/${latest ? samples - 1 : 0}/observed_at`;
}

function timestampEdges(base: Base, slot: ValueSlot, firstInKind: boolean): Edge[] {
  const edges: Edge[] = YEAR_ENDS.map(([value, name, phrase], index) => ({
    pointer: timestampPointer(base, slot, index === 1),
    value,
    name,
    phrase: `${value}, ${phrase} (RFC 3339 date-fullyear is any four digits), accepted`,
    rules: [TIMESTAMP],
  }));
  if (firstInKind)
    for (const [value, name, phrase, isValid] of CALENDAR) {
      const pointer = timestampPointer(base, slot, false);
      edges.push({
        pointer,
        value,
        name,
        phrase: `${value}, ${phrase}, ${isValid ? 'accepted' : 'rejected'}`,
        rules: [TIMESTAMP],
        intent: isValid ? undefined : invalid(finding(TIMESTAMP, pointer)),
      });
    }
  return edges;
}

function numberEdges(slot: ValueSlot): Edge[] {
  const range = rangeOf(slot.codec);
  const subject = `${slot.owner}.${slot.field}`;
  const edge = (value: number, name: string, phrase: string): Edge => ({
    pointer: slot.pointer,
    value,
    name,
    phrase: `${value}, ${phrase}, accepted`,
    rules: [
      range === undefined ? `${subject}.type` : `${subject}.range`,
      ...(statesInteger(slot.codec) ? [`${subject}.integer`] : []),
    ],
  });
  if (range === undefined)
    return [
      edge(Number.MAX_VALUE, 'valid-largest-double', 'the largest finite double (no range is stated)'),
      edge(-Number.MAX_VALUE, 'valid-most-negative-double', 'the most negative finite double (no range is stated)'),
    ];
  const edges: Edge[] = [];
  if (statesInteger(slot.codec)) {
    // Sequences tie waypoints to legs; record_index stands alone.
    if (range.max === undefined && slot.owner === 'SourceRef')
      edges.push(
        edge(
          Number.MAX_SAFE_INTEGER,
          'valid-largest-safe-integer',
          'the largest integer a double carries exactly (2^53 - 1)',
        ),
      );
    return edges;
  }
  if (range.max === undefined) {
    edges.push(
      edge(Number.MAX_VALUE, 'valid-largest-double', `the largest finite double, >= ${range.min} with no upper bound`),
    );
    if (range.min === 0)
      edges.push(
        edge(Number.MIN_VALUE, 'valid-smallest-positive-double', 'the smallest positive double (subnormal), above 0'),
      );
  } else if (range.maxExclusive)
    edges.push(
      edge(
        nextDown(range.max),
        'valid-largest-double-below-maximum',
        `the largest double below the excluded ${range.max} (float32 rounds it to ${range.max})`,
      ),
    );
  return edges;
}

/** The smallest and largest values a string format writes, once per kind. */
const FORMAT_ENDS: Readonly<Record<string, ReadonlyArray<[value: string, name: string, phrase: string]>>> = {
  Semver: [['0.0.0', 'valid-zero-version', 'every part 0, the smallest version (0 is not a leading zero)']],
  SymbolCode: [
    ['00000000000000000000', 'valid-all-zeros', 'twenty zeros: digits, not a number (leading zeros kept)'],
    [
      '99999999999999999999',
      'valid-all-nines',
      'twenty nines: beyond a 64-bit integer, so a code is never parsed as one',
    ],
  ],
};

function stringEdges(slot: ValueSlot, firstInKind: boolean): Edge[] {
  const ends = FORMAT_ENDS[slot.codec.name];
  if (ends !== undefined) {
    if (!firstInKind) return [];
    const rule = slot.codec.name === 'Semver' ? 'Semver.format' : `${slot.owner}.${slot.field}.format`;
    return ends.map(([value, name, phrase]) => ({
      pointer: slot.pointer,
      value,
      name,
      phrase: `"${value}", ${phrase}, accepted`,
      rules: [rule],
    }));
  }
  if (slot.codec.name !== 'string (min length 1)') return [];
  return [
    {
      pointer: slot.pointer,
      value: ' ',
      name: 'valid-one-space',
      phrase:
        '" ", one space: at least 1 character long (min length 1 counts characters; nothing is trimmed), accepted',
      rules: [`${slot.owner}.${slot.field}.min-length`],
    },
  ];
}

export function edgeFixtures(): Fixture[] {
  const fixtures: Fixture[] = [];
  const seen = new Set<string>();
  const kindsWithCalendar = new Set<string>();
  for (const base of bases) {
    for (const slot of annotationOf(base).values) {
      const isTimestamp = slot.codec.name === 'Timestamp';
      if (slot.value === null || (!isTimestamp && slot.depth !== 0)) continue;
      const key = isTimestamp ? `${base.kind} ${patternOf(slot)}` : `${base.kind} ${slot.owner}.${slot.field}`;
      if (seen.has(key)) continue;
      seen.add(key);
      let edges: Edge[] = [];
      if (isTimestamp) {
        edges = timestampEdges(base, slot, !kindsWithCalendar.has(base.kind));
        kindsWithCalendar.add(base.kind);
      } else if (typeof slot.value === 'number') edges = numberEdges(slot);
      else if (typeof slot.value === 'string') {
        const format = `${base.kind} format ${slot.codec.name}`;
        edges = stringEdges(slot, !seen.has(format));
        seen.add(format);
      }
      for (const edge of edges) {
        const ops: PatchOperation[] = [{ op: 'replace', path: edge.pointer, value: edge.value }];
        const reconciled = edge.intent === undefined ? reconcile(base.object, ops) : { ops, note: '' };
        fixtures.push(
          makeFixture(
            fromBase(base, reconciled.ops, {
              rule: edge.rules[0]!,
              rules: edge.rules,
              name: `${slug(edge.pointer)}--${edge.name}`,
              description: `${where(base, edge.pointer)}: ${edge.phrase}${reconciled.note}.`,
              intent: edge.intent ?? valid(),
            }),
          ),
        );
      }
    }
  }
  return fixtures;
}
