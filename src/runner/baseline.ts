/**
 * --baseline FILE: known failures (the file's forms: baselineFile.ts). A listed failure becomes
 * `expected-failure`; a listed case that passes becomes `unexpected-pass`; a listed rule none of whose cases
 * fails, an entry that names no known case or rule (stale), and an entry past its `expires` day (expired)
 * fail the run until the file is updated (`--update-baseline` rewrites it from the run) or the bug fixed.
 */
import { isFailure } from './match.js';
import { isScored } from './score.js';
import type { BaselineSummary, CaseResult } from '../report/model/index.js';
import { type BaselineEntry, parseBaselineFile, readBaselineFile } from './baselineFile.js';

export {
  type BaselineEntry,
  renderBaseline,
  renderBaselineJson,
  writeBaseline,
} from './baselineFile.js';

/** The ids a baseline file lists, in either form. */
export const parseBaseline = (text: string): string[] => parseBaselineFile(text).entries.map((entry) => entry.id);

/** The ids of FILE; a file that does not exist is an empty baseline only when it is about to be written. */
export async function readBaseline(file: string, mayBeMissing: boolean): Promise<string[]> {
  return (await readBaselineFile(file, mayBeMissing)).entries.map((entry) => entry.id);
}

export interface BaselineApplied {
  readonly results: CaseResult[];
  readonly summary: BaselineSummary;
}

const asEntry = (entry: string | BaselineEntry): BaselineEntry => (typeof entry === 'string' ? { id: entry } : entry);

/** Today as YYYY-MM-DD in UTC: the day an entry's `expires` is compared with. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Apply `entries` to the run's results. `known` answers whether an entry names anything at all (a case id of
 * the whole corpus or a catalogue rule): an entry outside a filtered run is neither matched nor stale.
 * `today` (YYYY-MM-DD) decides which entries have expired: each of them fails the gate, by name.
 */
export function applyBaseline(
  results: readonly CaseResult[],
  given: readonly (string | BaselineEntry)[],
  file: string,
  known: (entry: string) => boolean,
  today: string = utcDay(new Date()),
): BaselineApplied {
  const entries = given.map(asEntry);
  const ids = entries.map((entry) => entry.id);
  const caseIds = new Set(results.map((result) => result.id));
  const ruleIds = new Set(results.map((result) => result.rule));
  const listed = new Set(ids);
  const applied = results.map((result): CaseResult => {
    if (!isScored(result.tier)) return result;
    const byCase = listed.has(result.id);
    if (!byCase && !listed.has(result.rule)) return result;
    if (isFailure(result.outcome)) return { ...result, outcome: 'expected-failure' };
    if (byCase && result.outcome === 'pass') return { ...result, outcome: 'unexpected-pass' };
    return result;
  });
  const unexpectedPasses = applied.filter((result) => result.outcome === 'unexpected-pass').map((result) => result.id);
  for (const entry of ids) {
    if (caseIds.has(entry) || !ruleIds.has(entry)) continue;
    const ofRule = applied.filter(
      (result) => result.rule === entry && isScored(result.tier) && result.outcome !== 'skipped',
    );
    if (ofRule.length > 0 && !ofRule.some((result) => result.outcome === 'expected-failure'))
      unexpectedPasses.push(entry);
  }
  const stale = ids.filter((entry) => !caseIds.has(entry) && !ruleIds.has(entry) && !known(entry));
  const newFailures = applied
    .filter((result) => isScored(result.tier) && isFailure(result.outcome))
    .map((result) => result.id);
  const expired = entries.filter((entry) => entry.expires !== undefined && entry.expires < today);
  const triage = entries.filter((entry) => Object.keys(entry).length > 1);
  return {
    results: applied,
    summary: {
      file,
      expectedFailures: applied.filter((result) => result.outcome === 'expected-failure').length,
      unexpectedPasses,
      stale,
      newFailures,
      ...(expired.length === 0 ? {} : { expired: expired.map((entry) => entry.id) }),
      ...(triage.length === 0 ? {} : { triage }),
    },
  };
}

/** True when the run is exactly as the baseline says: nothing new fails, nothing listed passes, nothing stale or expired. */
export const baselineHolds = (summary: BaselineSummary): boolean =>
  summary.unexpectedPasses.length === 0 &&
  summary.stale.length === 0 &&
  summary.newFailures.length === 0 &&
  (summary.expired ?? []).length === 0;

/**
 * Entries a filtered run cannot judge (known cases and rules outside it): --update-baseline keeps them, as
 * applyBaseline leaves them alone, so updating after `--kind entity` does not forget the other kinds.
 */
export function entriesOutside<T extends string | BaselineEntry>(
  results: readonly CaseResult[],
  entries: readonly T[],
  known: (entry: string) => boolean,
): T[] {
  const inRun = new Set(results.flatMap((result) => [result.id, result.rule]));
  return entries.filter((entry) => {
    const id = typeof entry === 'string' ? entry : entry.id;
    return !inRun.has(id) && known(id);
  });
}
