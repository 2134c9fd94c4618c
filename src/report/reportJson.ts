/**
 * report.json: the RunReport as is, but with a stable key order, so two runs diff cleanly whatever order
 * the runner happened to build objects in. The order is the one docs/report.md and docs/report.schema.json
 * document (a test holds the three together). Keys this table does not know are kept, sorted, after the
 * known ones: nothing in the report is ever dropped.
 */
import type { RunReport } from './model/index.js';
import type { Reporter } from './reporter.js';
import { isJsonObject } from '../json/isJsonObject.js';
import { OUTCOMES } from './rollup.js';

export interface Shape {
  readonly order: readonly string[];
  /** Shapes of object-valued members, or of the items of array-valued members. */
  readonly members?: Readonly<Record<string, Shape>>;
}

const subjectError: Shape = { order: ['path', 'rule', 'code', 'message'] };
const expectedError: Shape = { order: ['rule', 'path'] };

export const caseShape: Shape = {
  order: [
    'id',
    'rule',
    'rules',
    'tier',
    'kind',
    'origin',
    'description',
    'expected',
    'actual',
    'levels',
    'outcome',
    'durationMs',
    'text',
  ],
  members: {
    expected: { order: ['valid', 'errors'], members: { errors: expectedError } },
    actual: { order: ['valid', 'errors', 'omittedErrors', 'message', 'stderr'], members: { errors: subjectError } },
    levels: { order: ['verdict', 'rule', 'path'] },
  },
};

export const ruleShape: Shape = {
  order: [
    'id',
    'tier',
    'category',
    'cases',
    'passed',
    'falseAccepts',
    'falseRejects',
    'wrongReasons',
    'errors',
    'status',
  ],
};

export const rollupShape: Shape = {
  order: [
    'key',
    'rules',
    'passing',
    'failing',
    'cases',
    'passed',
    'falseAccepts',
    'falseRejects',
    'wrongReasons',
    'errors',
  ],
};

const levelShape: Shape = { order: ['passing', 'total', 'percent'] };

export const reportShape: Shape = {
  order: ['header', 'summary', 'rollups', 'shrunk', 'rules', 'cases'],
  members: {
    header: {
      order: [
        'runner',
        'contract',
        'corpusDigest',
        'subject',
        'requestForm',
        'startedAt',
        'durationMs',
        'subjectMs',
        'generated',
        'filters',
        'shard',
        'mergedShards',
      ],
      members: {
        subject: {
          order: ['mode', 'target', 'name', 'version', 'language', 'homepage', 'announced'],
          members: { announced: { order: ['name', 'version', 'language', 'homepage'] } },
        },
        generated: { order: ['count', 'seed'] },
        filters: { order: ['option', 'values'] },
        shard: { order: ['index', 'count'] },
      },
    },
    summary: {
      order: [
        'level',
        'conformant',
        'complete',
        'partial',
        'outcomes',
        'mustRules',
        'headline',
        'scoredRules',
        'percent',
        'levels',
        'aborted',
        'interrupted',
        'unknownRuleIds',
        'baseline',
        'speed',
      ],
      members: {
        outcomes: { order: OUTCOMES },
        levels: {
          order: ['verdict', 'rule', 'path'],
          members: { verdict: levelShape, rule: levelShape, path: levelShape },
        },
        mustRules: { order: ['total', 'passing', 'untested', 'catalogue'] },
        headline: { order: ['passing', 'total', 'percent'] },
        scoredRules: { order: ['total', 'passing'] },
        unknownRuleIds: { order: ['count', 'examples'] },
        baseline: { order: ['file', 'expectedFailures', 'unexpectedPasses', 'stale', 'newFailures'] },
        speed: { order: ['cases', 'wallMs', 'casesPerSecond', 'p50Ms', 'p99Ms'] },
      },
    },
    rollups: { order: ['byCategory', 'byKind'], members: { byCategory: rollupShape, byKind: rollupShape } },
    shrunk: {
      order: ['case', 'file', 'rule', 'disagreements', 'cases', 'cause'],
      members: { cause: { order: ['outcome', 'pointers', 'expected', 'actual'] } },
    },
    rules: ruleShape,
    cases: caseShape,
  },
};

const orderSets = new WeakMap<Shape, ReadonlySet<string>>();
function orderSet(shape: Shape): ReadonlySet<string> {
  let keys = orderSets.get(shape);
  if (keys === undefined) orderSets.set(shape, (keys = new Set(shape.order)));
  return keys;
}

/** A copy of value with keys in shape order (arrays: each item in shape order). */
export function ordered(value: unknown, shape: Shape | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => ordered(item, shape));
  if (!isJsonObject(value) || shape === undefined) return value;
  const out: Record<string, unknown> = {};
  for (const key of shape.order) if (Object.hasOwn(value, key)) out[key] = ordered(value[key], shape.members?.[key]);
  const known = orderSet(shape);
  let extra: string[] | undefined;
  for (const key of Object.keys(value)) if (!known.has(key)) (extra ??= []).push(key);
  if (extra !== undefined) for (const key of extra.sort()) out[key] = ordered(value[key], shape.members?.[key]);
  return out;
}

export function renderReportJson(report: RunReport): string {
  return `${JSON.stringify(ordered(report, reportShape), null, 2)}\n`;
}

export const reportJsonReporter: Reporter = { file: 'report.json', render: renderReportJson };
