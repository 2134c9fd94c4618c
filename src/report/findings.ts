/**
 * A finding: one rule broken at one place, what SARIF and GitLab Code Quality list (sarif.ts, gitlab.ts) for
 * both `validate` (a value's error or lint warning, on its file, line and column) and `run` (a failing case
 * of a scored rule, on its fixture file). The fingerprint is stable across runs: made of what the finding is
 * about (rule, file, pointer, the value's text), never of a line number that moves when lines are added.
 */
import { createHash } from 'node:crypto';
import { isFailure } from '../runner/match.js';
import { underlyingOutcome } from '../runner/score.js';
import { junitVerdict } from './junit.js';
import type { CaseResult, RunReport } from './model/index.js';

export interface Finding {
  readonly ruleId: string;
  readonly level: 'error' | 'warning';
  readonly message: string;
  /** A relative path with forward slashes; absent when the input has no file (stdin). */
  readonly file?: string;
  /** 1-based, when known. */
  readonly line?: number;
  readonly column?: number;
  /** 32 hex digits. */
  readonly fingerprint: string;
}

/** A stable fingerprint of the parts that say what a finding is about. */
export function fingerprint(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 32);
}

/** Where a corpus fixture's file is, relative to the package (corpus/fixtures/<id>.json). */
export const fixtureFile = (caseId: string): string => `corpus/fixtures/${caseId}.json`;

/** The file that shows a failing case: its corpus fixture, or the shrunk fixture of a generated case. */
function caseFile(report: RunReport, result: CaseResult): string {
  if (result.origin === 'corpus') return fixtureFile(result.id);
  return report.shrunk?.find((entry) => entry.cases.includes(result.id))?.file ?? 'report.json';
}

/** A run's findings: each scored case that fails (may-tier cases are reported, never scored: not listed). */
export function runFindings(report: RunReport): Finding[] {
  const findings: Finding[] = [];
  for (const result of report.cases) {
    if (result.tier === 'may' || !isFailure(underlyingOutcome(result))) continue;
    const verdict = junitVerdict(result);
    if (verdict.kind !== 'failure' && verdict.kind !== 'error') continue;
    findings.push({
      ruleId: result.rule,
      level: 'error',
      message: `${result.id}: ${verdict.message}`,
      file: caseFile(report, result),
      line: 1,
      fingerprint: fingerprint(['run', result.rule, result.id, result.outcome]),
    });
  }
  return findings;
}
