/**
 * --baseline FILE: known failures, one case id or rule id per line; `#` starts a comment, blank lines are
 * ignored. A listed failure becomes `expected-failure`; a listed case that passes becomes `unexpected-pass`;
 * a listed rule none of whose cases fails, and an entry that names no known case or rule, fail the run
 * until the file is updated (`--update-baseline` rewrites it from the run).
 */
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../support/atomicWrite.js';
import { isFailure } from './match.js';
import { isScored } from './score.js';
import type { BaselineSummary, CaseResult } from '../report/model/index.js';

export function parseBaseline(text: string): string[] {
  const entries: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const hash = raw.indexOf('#');
    const entry = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    if (entry !== '' && !entries.includes(entry)) entries.push(entry);
  }
  return entries;
}

/** The entries of FILE; a file that does not exist is an empty baseline only when it is about to be written. */
export async function readBaseline(file: string, mayBeMissing: boolean): Promise<string[]> {
  try {
    return parseBaseline(await readFile(file, 'utf8'));
  } catch (error) {
    if (mayBeMissing && (error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export interface BaselineApplied {
  readonly results: CaseResult[];
  readonly summary: BaselineSummary;
}

/**
 * Apply `entries` to the run's results. `known` answers whether an entry names anything at all (a case id of
 * the whole corpus or a catalogue rule): an entry outside a filtered run is neither matched nor stale.
 */
export function applyBaseline(
  results: readonly CaseResult[],
  entries: readonly string[],
  file: string,
  known: (entry: string) => boolean,
): BaselineApplied {
  const caseIds = new Set(results.map((result) => result.id));
  const ruleIds = new Set(results.map((result) => result.rule));
  const listed = new Set(entries);
  const applied = results.map((result): CaseResult => {
    if (!isScored(result.tier)) return result;
    const byCase = listed.has(result.id);
    if (!byCase && !listed.has(result.rule)) return result;
    if (isFailure(result.outcome)) return { ...result, outcome: 'expected-failure' };
    if (byCase && result.outcome === 'pass') return { ...result, outcome: 'unexpected-pass' };
    return result;
  });
  const unexpectedPasses = applied.filter((result) => result.outcome === 'unexpected-pass').map((result) => result.id);
  for (const entry of entries) {
    if (caseIds.has(entry) || !ruleIds.has(entry)) continue;
    const ofRule = applied.filter(
      (result) => result.rule === entry && isScored(result.tier) && result.outcome !== 'skipped',
    );
    if (ofRule.length > 0 && !ofRule.some((result) => result.outcome === 'expected-failure'))
      unexpectedPasses.push(entry);
  }
  const stale = entries.filter((entry) => !caseIds.has(entry) && !ruleIds.has(entry) && !known(entry));
  const newFailures = applied
    .filter((result) => isScored(result.tier) && isFailure(result.outcome))
    .map((result) => result.id);
  return {
    results: applied,
    summary: {
      file,
      expectedFailures: applied.filter((result) => result.outcome === 'expected-failure').length,
      unexpectedPasses,
      stale,
      newFailures,
    },
  };
}

/** True when the run is exactly as the baseline says: nothing new fails, nothing listed passes, nothing stale. */
export const baselineHolds = (summary: BaselineSummary): boolean =>
  summary.unexpectedPasses.length === 0 && summary.stale.length === 0 && summary.newFailures.length === 0;

/**
 * Entries a filtered run cannot judge (known cases and rules outside it): --update-baseline keeps them, as
 * applyBaseline leaves them alone, so updating after `--kind entity` does not forget the other kinds.
 */
export function entriesOutside(
  results: readonly CaseResult[],
  entries: readonly string[],
  known: (entry: string) => boolean,
): string[] {
  const inRun = new Set(results.flatMap((result) => [result.id, result.rule]));
  return entries.filter((entry) => !inRun.has(entry) && known(entry));
}

/** The baseline file for this run: every failing scored case id, grouped under a comment naming its rule. */
export function renderBaseline(
  results: readonly CaseResult[],
  subjectName: string,
  kept: readonly string[] = [],
): string {
  const byRule = new Map<string, string[]>();
  for (const result of results) {
    if (!isScored(result.tier) || !(isFailure(result.outcome) || result.outcome === 'expected-failure')) continue;
    const ids = byRule.get(result.rule) ?? [];
    ids.push(result.id);
    byRule.set(result.rule, ids);
  }
  const lines = [
    `# Known failures of ${subjectName}: one case id or rule id per line (# starts a comment).`,
    '# Written by `cdm-conformance run --update-baseline`; a listed case that passes fails the run.',
  ];
  for (const rule of [...byRule.keys()].sort()) {
    const ids = byRule.get(rule)!.sort();
    lines.push('', `# ${rule} (${ids.length} ${ids.length === 1 ? 'case' : 'cases'})`, ...ids);
  }
  if (kept.length > 0) lines.push('', '# Outside the run that wrote this file (kept as they were)', ...kept);
  return `${lines.join('\n')}\n`;
}

export async function writeBaseline(
  file: string,
  results: readonly CaseResult[],
  subjectName: string,
  kept: readonly string[] = [],
): Promise<void> {
  await writeFileAtomic(file, renderBaseline(results, subjectName, kept));
}
