/**
 * Shrinking: the generated cases a subject gets wrong are grouped by cause (shrink/cause.ts: rule,
 * normalised pointer, expected against actual), and one case per cause is replayed with fast-check (same
 * seed, path = its index) and shrunk, then reduced further (shrink/reduce.ts: members and items dropped,
 * strings cut, numbers moved to the boundary that decides), always to an object the subject still gets
 * wrong the same way. Each cause is written once, to <out>/shrunk/<scope>/<rule>/generated-<seed>-<index>.json,
 * a fixture in the corpus format (docs/fixture-format.md); the
 * report says how many disagreements it stands for.
 */
import { dirname, join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import fc from 'fast-check';
import { writeFileAtomic } from '../support/atomicWrite.js';
import { drawnArbitrary, generatedCase, generatedIndex, type Drawn } from './generated.js';
import { matchCase, type RuleMap } from './match.js';
import { isScored } from './score.js';
import { causeKey, causeOf, groupDisagreements, type CauseGroup } from './shrink/cause.js';
import { shrunkFixture } from './shrink/fixture.js';
import { reduceValue } from './shrink/reduce.js';
import type { Subject } from './subjects/subject.js';
import type { Case, CaseResult, Level, RunReport } from '../report/model/index.js';

export interface ShrinkSettings {
  readonly seed: number;
  readonly count: number;
  readonly level: Level;
  readonly out: string;
  readonly ruleMap?: RuleMap | undefined;
  /** At most this many causes are shrunk (one per rule and outcome first; --shrink-max). Default 10. */
  readonly limit?: number;
  /** Time budget per cause (ms), half of it for fast-check's shrinking. Default 20 s. */
  readonly budgetMs?: number;
}

type Shrunk = NonNullable<RunReport['shrunk']>[number];
interface Found {
  readonly drawn: Drawn;
  readonly testCase: Case;
  readonly result: CaseResult;
}

/** Shrink one cause; resolves with the smallest drawn value found that still shows it. */
async function shrinkOne(subject: Subject, group: CauseGroup, settings: ShrinkSettings): Promise<Found | undefined> {
  const index = generatedIndex(group.results[0]!.id);
  const budget = settings.budgetMs ?? 20_000;
  const deadline = Date.now() + budget;
  const stop = (): boolean => Date.now() > deadline || subject.fatal() !== undefined;
  let last: Found | undefined;
  const stillWrong = async (drawn: Drawn): Promise<boolean> => {
    const testCase = generatedCase(drawn, settings.seed, index);
    const verdict = await subject.judge(testCase);
    const result = matchCase(testCase, verdict, {
      level: settings.level,
      ...(settings.ruleMap === undefined ? {} : { ruleMap: settings.ruleMap }),
    });
    const wrong = isScored(result.tier) && causeKey(causeOf(result)) === group.key;
    if (wrong) last = { drawn, testCase, result };
    return wrong;
  };
  const details = await fc.check(
    fc.asyncProperty(drawnArbitrary(), async (drawn) => !(await stillWrong(drawn))),
    {
      seed: settings.seed,
      path: String(index),
      numRuns: settings.count,
      interruptAfterTimeLimit: Math.ceil(budget / 2),
    },
  );
  // The counterexample is the last value that failed: re-judge it so the fixture records it exactly.
  const counterexample = details.counterexample?.[0];
  const drawn = counterexample !== undefined && (await stillWrong(counterexample)) ? counterexample : last?.drawn;
  if (drawn === undefined) return undefined;
  const value = await reduceValue(drawn.value, (candidate) => stillWrong({ ...drawn, value: candidate }), stop);
  return (await stillWrong({ ...drawn, value })) ? last : undefined;
}

/** The hook runConformance calls with the subject still running. */
export function shrinkHook(settings: ShrinkSettings) {
  return async (subject: Subject, results: readonly CaseResult[]): Promise<Shrunk[]> => {
    const written: Shrunk[] = [];
    for (const group of groupDisagreements(results).slice(0, settings.limit ?? 10)) {
      if (subject.fatal() !== undefined) break;
      const found = await shrinkOne(subject, group, settings);
      if (found === undefined) continue;
      const first = group.results[0]!;
      const { id, fixture } = shrunkFixture(
        found.drawn,
        found.testCase,
        found.result,
        group.cause,
        group.results.length,
        settings.seed,
        generatedIndex(first.id),
      );
      const file = join(settings.out, 'shrunk', `${id}.json`);
      await mkdir(dirname(file), { recursive: true });
      await writeFileAtomic(file, `${JSON.stringify(fixture, null, 2)}\n`);
      const { outcome, pointers, expected, actual } = group.cause;
      written.push({
        case: first.id,
        file,
        rule: first.rule,
        disagreements: group.results.length,
        cases: group.results.map((result) => result.id),
        cause: { outcome, pointers, expected, actual },
      });
    }
    return written;
  };
}
