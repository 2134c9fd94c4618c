/**
 * `cdm-conformance/vitest`: the contract inside a vitest run.
 *
 *   import 'cdm-conformance/vitest';            // registers toBeCanonical and toViolate (or list it in setupFiles)
 *   expect(adapter(record)).toBeCanonical('entity');
 *   expect(broken).toViolate('Position.lat.range', '/position/lat');
 *
 *   conformanceTests(myValidator);              // the conformance suite as tests of this file
 *
 * The matchers judge with the reference validator; a string is JSON text (strict parse, duplicate keys and
 * the like included), anything else a parsed value. conformanceTests declares one describe per rule and one
 * test per corpus case and reaches the verdict `cdm-conformance run --module` reaches.
 */
import { describe, expect, it } from 'vitest';
import type { Kind } from './contract/canonicalObject.js';
import { CORPUS_DIR, loadCorpus } from './corpus/load.js';
import { ruleById } from './rules/catalogue/index.js';
import type { ValidationError, ValidationResult } from './rules/types.js';
import { caseFilter, fixtureCase, ruleScope, type CaseFilter } from './runner/cases.js';
import { isFailure, matchCase, primaryRule, type RuleMap } from './runner/match.js';
import { scoreRules, summarise } from './runner/score.js';
import { ModuleSubject, textGate } from './runner/subjects/module.js';
import type { Case, CaseResult, Level } from './report/model/index.js';
import { verdictOfText, verdictOfValue } from './validation/verdict.js';

export type { Kind } from './contract/canonicalObject.js';

interface CdmMatchers<R = unknown> {
  /** The value (or JSON text, when a string) is a valid canonical object, of `kind` when given. */
  toBeCanonical(kind?: Kind): R;
  /** The value (or JSON text) breaks `rule` (a corpus/rules.json id), at JSON Pointer `pointer` when given. */
  toViolate(rule: string, pointer?: string): R;
}

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: the declaration must match vitest's own Matchers<T = any>.
  interface Matchers<T = any> extends CdmMatchers<T> {}
}

interface MatcherResult {
  pass: boolean;
  message: () => string;
}

function judge(received: unknown, kind?: Kind): ValidationResult {
  const options = kind === undefined ? {} : { kind };
  return typeof received === 'string' ? verdictOfText(received, options) : verdictOfValue(received, options);
}

const listed = (errors: readonly ValidationError[]): string =>
  errors.length === 0
    ? '  (no errors)'
    : errors
        .map(
          (error) => `  - ${error.rule} at ${error.path === '' ? '(the whole object)' : error.path}: ${error.message}`,
        )
        .join('\n');

const what = (received: unknown, kind?: Kind): string =>
  `${typeof received === 'string' ? 'the JSON text' : 'the value'}${kind === undefined ? '' : ` (as ${kind})`}`;

/** The matchers, for `expect.extend`; importing this module registers them with vitest's expect. */
export const cdmMatchers = {
  toBeCanonical(received: unknown, kind?: Kind): MatcherResult {
    const result = judge(received, kind);
    return {
      pass: result.valid,
      message: () =>
        result.valid
          ? `expected ${what(received, kind)} not to be a canonical object, but it is valid`
          : `expected ${what(received, kind)} to be a canonical object; ${result.errors.length} error${result.errors.length === 1 ? '' : 's'}:\n${listed(result.errors)}`,
    };
  },

  toViolate(received: unknown, rule: string, pointer?: string): MatcherResult {
    if (!ruleById.has(rule)) {
      return {
        pass: false,
        message: () => `toViolate: ${JSON.stringify(rule)} is not a rule of the catalogue (corpus/rules.json)`,
      };
    }
    const result = judge(received);
    const target = `${rule}${pointer === undefined ? '' : ` at ${pointer === '' ? '(the whole object)' : pointer}`}`;
    const pass = result.errors.some(
      (error) => error.rule === rule && (pointer === undefined || error.path === pointer),
    );
    return {
      pass,
      message: () => {
        if (pass)
          return `expected ${what(received)} not to violate ${target}, but it does:\n${listed(result.errors.filter((error) => error.rule === rule))}`;
        if (result.valid) return `expected ${what(received)} to violate ${target}, but it is a valid canonical object`;
        return `expected ${what(received)} to violate ${target}; found instead:\n${listed(result.errors)}`;
      },
    };
  },
};

expect.extend(cdmMatchers);

export interface ConformanceTestOptions extends CaseFilter {
  /** What certification requires (default `verdict`), as `run --level`. */
  readonly level?: Level;
  /** A corpus folder holding fixtures/ (default: the bundled corpus). */
  readonly corpusDir?: string;
  /** The validator's own rule codes -> catalogue ids, as `run --rule-map`. */
  readonly ruleMap?: RuleMap | Readonly<Record<string, string>>;
  /** Per case, in milliseconds (default 5000). */
  readonly timeoutMs?: number;
  /** The name of the describe block (default `cdm-conformance: <validator name>`). */
  readonly name?: string;
}

const because = (result: CaseResult): string => {
  const expected = result.expected.valid
    ? 'valid'
    : `invalid: ${result.expected.errors.map((error) => `${error.rule} at ${error.path || '(the whole object)'}`).join(', ')}`;
  const errors = result.actual.errors.map(
    (error) =>
      `  - ${error.rule ?? '(no rule)'} at ${error.path ?? '(no path)'}${error.message === undefined ? '' : `: ${error.message}`}`,
  );
  const actual =
    result.actual.valid === null
      ? (result.actual.message ?? 'no answer')
      : result.actual.valid
        ? 'valid'
        : `invalid, reporting:\n${errors.join('\n') || '  (no errors)'}`;
  return `${result.outcome} (${result.id}): expected ${expected}; the validator said ${actual}`;
};

/**
 * Declare the conformance suite in the caller's test file: one describe per rule, one test per corpus case
 * (may cases skipped, the reference's behaviour in their name; text-level cases skipped as modules never
 * see the text), and a last test holding the run's verdict. `subject` is any shape `run --module` accepts.
 */
export function conformanceTests(subject: unknown, options: ConformanceTestOptions = {}): void {
  const validator = ModuleSubject.fromValue(subject, {
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const level = options.level ?? 'verdict';
  const ruleMap: RuleMap | undefined =
    options.ruleMap === undefined
      ? undefined
      : options.ruleMap instanceof Map
        ? options.ruleMap
        : new Map(Object.entries(options.ruleMap));
  const cases = loadCorpus(options.corpusDir ?? CORPUS_DIR)
    .map(fixtureCase)
    .filter(caseFilter(options))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (cases.length === 0)
    throw new Error('conformanceTests: no corpus case matches the filters (rules, tiers, kinds, ids)');
  const byRule = new Map<string, Case[]>();
  for (const testCase of cases)
    byRule.set(primaryRule(testCase), [...(byRule.get(primaryRule(testCase)) ?? []), testCase]);
  const results: CaseResult[] = [];

  describe(options.name ?? `cdm-conformance: ${validator.name}`, () => {
    for (const [rule, ruleCases] of byRule) {
      const entry = ruleById.get(rule);
      describe(`${rule}${entry === undefined ? '' : ` (${entry.tier})`}`, () => {
        for (const testCase of ruleCases) {
          const name = testCase.description ?? testCase.id;
          if (testCase.tier === 'may') {
            it.skip(`${name} [may: the reference ${testCase.expect.valid ? 'accepts' : 'rejects'}; reported, never scored]`, () => {});
            continue;
          }
          const gate = textGate(testCase);
          if ('status' in gate) {
            it.skip(`${name} [text-level: a module gets the parsed value]`, () => {});
            continue;
          }
          it(name, async () => {
            const result = matchCase(testCase, await validator.judge(testCase), {
              level,
              ...(ruleMap === undefined ? {} : { ruleMap }),
            });
            results.push(result);
            if (isFailure(result.outcome)) expect.fail(because(result));
          });
        }
      });
    }
    it(`is conformant at ${level} level (the verdict of cdm-conformance run --module)`, () => {
      const scope = options.ids === undefined || options.ids.length === 0 ? ruleScope(options) : [];
      const rules = scoreRules(results, scope);
      const summary = summarise(rules, results, level);
      const failing = rules.filter((row) => row.tier !== 'may' && row.status === 'fail').map((row) => row.id);
      if (!summary.conformant)
        expect.fail(
          `not conformant at ${level} level: ${failing.length} scored rule${failing.length === 1 ? ' fails' : 's fail'} (${failing.slice(0, 10).join(', ')}${failing.length > 10 ? ', ...' : ''})`,
        );
      const scored = cases.filter((testCase) => testCase.tier !== 'may' && !('status' in textGate(testCase))).length;
      if (results.length < scored)
        expect.fail(`only ${results.length} of ${scored} scored cases ran (a filtered test run): no verdict`);
    });
  });
}
