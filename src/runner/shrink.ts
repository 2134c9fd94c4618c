/**
 * Shrinking: a generated case the subject gets wrong is replayed with fast-check (same seed, path = its
 * index) and shrunk to a minimal object the subject still gets wrong the same way (same outcome, same
 * primary rule), then written to <out>/shrunk/<scope>/<rule>/<name>.json as a fixture in the corpus
 * format (docs/fixture-format.md), ready to commit under corpus/fixtures/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { validateText } from '../validation/validateText.js';
import { sentence } from '../rules/catalogue/quote.js';
import { ruleById } from '../rules/catalogue/index.js';
import { drawnArbitrary, generatedCase, generatedIndex, scopeOf, type Drawn } from './generated.js';
import { matchCase, type RuleMap } from './match.js';
import { isScored } from './score.js';
import type { Subject } from './subjects/subject.js';
import type { Case, CaseResult, Level, RunReport } from './types.js';

export interface ShrinkSettings {
  readonly seed: number;
  readonly count: number;
  readonly level: Level;
  readonly out: string;
  readonly ruleMap?: RuleMap | undefined;
  /** At most this many disagreements are shrunk (one per rule and outcome first). Default 10. */
  readonly limit?: number;
  /** Time budget per shrink (ms). Default 20 s. */
  readonly budgetMs?: number;
}

type Shrunk = NonNullable<RunReport['shrunk']>[number];

const SHRINKABLE = new Set(['false-accept', 'false-reject']);

/** The disagreements worth shrinking: generated, scored, wrong verdict (or wrong rule); one per rule and outcome first. */
export function pickDisagreements(results: readonly CaseResult[], limit: number): CaseResult[] {
  const candidates = results.filter((result) => result.origin === 'generated' && isScored(result.tier) && SHRINKABLE.has(result.outcome));
  const seen = new Set<string>();
  const first = candidates.filter((result) => {
    const key = `${result.rule}\u0000${result.outcome}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...first, ...candidates.filter((result) => !first.includes(result))].slice(0, limit);
}

/** The fixture file for a shrunk value, in the corpus format. */
export function shrunkFixture(drawn: Drawn, testCase: Case, result: CaseResult, seed: number, index: number): { id: string; fixture: object } {
  const scope = scopeOf(drawn);
  // A valid object the subject rejects is about the rule it wrongly applied, when that is a catalogue rule.
  const blamed = result.actual.errors.map((error) => error.rule).find((rule): rule is string => rule !== undefined && ruleById.has(rule));
  const rules = testCase.expect.valid ? (blamed === undefined ? [] : [blamed]) : testCase.rules;
  const directory = rules[0] ?? 'showcase';
  const id = `${scope}/${directory}/generated-${seed}-${index}`;
  const rule = rules[0] === undefined ? undefined : ruleById.get(rules[0]);
  const contract = rule !== undefined ? { section: rule.section, quote: rule.quote } : { section: 'What the service does', quote: [sentence('What the service does', '2. A mixed stream is validated one object at a time.')] };
  const warnings = testCase.expect.valid ? (validateText(testCase.text, { ...(drawn.kind === null ? {} : { kind: drawn.kind }), lint: true }).warnings ?? []) : [];
  const expect = testCase.expect.valid
    ? { valid: true, ...(warnings.length > 0 ? { warnings: warnings.map(({ rule: r, path }) => ({ rule: r, path })) } : {}) }
    : { valid: false, errors: testCase.expect.errors };
  const fixture = {
    id,
    description: `${testCase.expect.valid ? 'A valid' : 'An invalid'} generated object a subject got wrong (${result.outcome}), shrunk (seed ${seed}, case ${index})`,
    rules,
    tier: rule?.tier ?? 'must',
    kind: drawn.kind,
    contract,
    expect,
    object: drawn.value,
  };
  return { id, fixture };
}

/** Shrink one disagreement; resolves with the minimal drawn value (the original when nothing smaller fails). */
async function shrinkOne(subject: Subject, original: CaseResult, settings: ShrinkSettings): Promise<{ drawn: Drawn; testCase: Case; result: CaseResult } | undefined> {
  const index = generatedIndex(original.id);
  let last: { drawn: Drawn; testCase: Case; result: CaseResult } | undefined;
  const stillWrong = async (drawn: Drawn): Promise<boolean> => {
    const testCase = generatedCase(drawn, settings.seed, index);
    const verdict = await subject.judge(testCase);
    const result = matchCase(testCase, verdict, { level: settings.level, ...(settings.ruleMap === undefined ? {} : { ruleMap: settings.ruleMap }) });
    const wrong = result.outcome === original.outcome && result.rule === original.rule && isScored(result.tier);
    if (wrong) last = { drawn, testCase, result };
    return wrong;
  };
  const details = await fc.check(
    fc.asyncProperty(drawnArbitrary(), async (drawn) => !(await stillWrong(drawn))),
    { seed: settings.seed, path: String(index), numRuns: settings.count, interruptAfterTimeLimit: settings.budgetMs ?? 20_000 },
  );
  const counterexample = details.counterexample?.[0];
  if (counterexample === undefined) return last;
  // The counterexample is the last value that failed: re-judge it so the fixture records it exactly.
  return (await stillWrong(counterexample)) ? last : undefined;
}

/** The hook runConformance calls with the subject still running. */
export function shrinkHook(settings: ShrinkSettings) {
  return async (subject: Subject, results: readonly CaseResult[]): Promise<Shrunk[]> => {
    const written: Shrunk[] = [];
    for (const original of pickDisagreements(results, settings.limit ?? 10)) {
      if (subject.fatal() !== undefined) break;
      const found = await shrinkOne(subject, original, settings);
      if (found === undefined) continue;
      const { id, fixture } = shrunkFixture(found.drawn, found.testCase, found.result, settings.seed, generatedIndex(original.id));
      const file = join(settings.out, 'shrunk', `${id}.json`);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(fixture, null, 2)}\n`);
      written.push({ case: original.id, file, rule: original.rule });
    }
    return written;
  };
}
