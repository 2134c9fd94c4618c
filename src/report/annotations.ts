/**
 * GitHub annotations, the one writer for both: `validate --format github` (a finding on its file, line and
 * column: cli/validate/formats.ts) and `run --annotate`, the failing scored rules of a run, so a pull request
 * shows which rule broke and why without opening the report. A rule has no line in the adapter's repository,
 * so each run annotation names the rule (title), its outcome counts and the first failing case to rerun.
 */
import { isFailure } from '../runner/match.js';
import { underlyingOutcome } from '../runner/score.js';
import type { RunReport } from './model/index.js';
import { escapeForTerminal } from '../support/terminal.js';
import { workflowCommand as rawCommand, type Annotation } from '../support/workflowCommands.js';

/**
 * One annotation as a workflow command. Case ids, file names and subject answers come from the data: shown,
 * never executed by the log viewer (escaping is idempotent, so text escaped before is unchanged).
 */
export const annotation = (given: Annotation): string =>
  rawCommand({
    ...given,
    message: escapeForTerminal(given.message),
    ...(given.title === undefined ? {} : { title: escapeForTerminal(given.title) }),
  });

/** GitHub shows at most 10 error annotations per step; a few more are kept for the log. */
export const MAX_ANNOTATIONS = 20;

export function runAnnotations(report: RunReport, limit = MAX_ANNOTATIONS): string {
  const failing = report.rules.filter((rule) => rule.tier !== 'may' && rule.status === 'fail');
  const baseline = report.summary.baseline;
  const lines: string[] = [];
  if (baseline !== undefined) {
    // With a baseline the gate is about what is new: name the new failures first.
    for (const id of baseline.newFailures.slice(0, limit)) {
      const result = report.cases.find((entry) => entry.id === id);
      lines.push(
        annotation({
          level: 'error',
          title: result?.rule ?? id,
          message: `new failure (not in ${baseline.file}): ${id}${result === undefined ? '' : `: expected ${result.expected.valid ? 'valid' : 'invalid'}, got ${result.actual.valid === null ? result.outcome : result.actual.valid ? 'valid' : 'invalid'}`}`,
        }),
      );
    }
    for (const id of baseline.unexpectedPasses.slice(0, limit))
      lines.push(
        annotation({
          level: 'error',
          title: 'baseline',
          message: `${id} now passes: remove it from ${baseline.file} (--update-baseline)`,
        }),
      );
    for (const id of baseline.stale.slice(0, limit))
      lines.push(
        annotation({
          level: 'error',
          title: 'baseline',
          message: `${id} in ${baseline.file} matches no case and no rule`,
        }),
      );
    return lines.join('');
  }
  for (const rule of failing.slice(0, limit)) {
    const first = report.cases.find(
      (entry) => entry.rule === rule.id && entry.tier !== 'may' && isFailure(underlyingOutcome(entry)),
    );
    const counts = [
      rule.falseAccepts > 0 ? `${rule.falseAccepts} false accepts` : '',
      rule.falseRejects > 0 ? `${rule.falseRejects} false rejects` : '',
      rule.errors > 0 ? `${rule.errors} errors` : '',
    ]
      .filter((part) => part !== '')
      .join(', ');
    lines.push(
      annotation({
        level: 'error',
        title: rule.id,
        message: `${rule.tier} rule fails: ${counts} of ${rule.cases} cases${first === undefined ? '' : `; first: ${first.id} (cdm-conformance corpus show ${first.id})`}`,
      }),
    );
  }
  if (failing.length > limit)
    lines.push(
      annotation({
        level: 'error',
        title: 'cdm-conformance',
        message: `${failing.length - limit} more failing rules: see summary.md`,
      }),
    );
  return lines.join('');
}
