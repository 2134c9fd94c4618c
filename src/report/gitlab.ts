/**
 * GitLab Code Quality: the JSON array GitLab's merge-request widget reads (a subset of Code Climate's issue
 * format: description, check_name, fingerprint, severity, location.path, location.lines.begin). `run`
 * writes gl-code-quality.json; `validate --format gitlab` streams the same items (cli/validate/formats.ts).
 */
import { type Finding, runFindings } from './findings.js';
import type { Reporter } from './reporter.js';

/** GitLab's scale is info, minor, major, critical, blocker: a broken rule is major, a lint warning minor. */
const SEVERITY: Readonly<Record<Finding['level'], string>> = { error: 'major', warning: 'minor' };

/** Where a finding without a file (stdin) is placed: GitLab requires a path. */
export const STDIN_PATH = 'stdin';

export function gitlabIssue(finding: Finding): Record<string, unknown> {
  return {
    description: finding.message,
    check_name: finding.ruleId,
    fingerprint: finding.fingerprint,
    severity: SEVERITY[finding.level],
    location: { path: finding.file ?? STDIN_PATH, lines: { begin: finding.line ?? 1 } },
  };
}

/** One issue as a line of the array (a separator goes before every issue but the first). */
export const gitlabIssueLine = (finding: Finding): string => `\n  ${JSON.stringify(gitlabIssue(finding))}`;

export function renderGitlab(findings: readonly Finding[]): string {
  return findings.length === 0 ? '[]\n' : `[${findings.map(gitlabIssueLine).join(',')}\n]\n`;
}

export const GITLAB_FILE = 'gl-code-quality.json';

export const gitlabReporter: Reporter = { file: GITLAB_FILE, render: (report) => renderGitlab(runFindings(report)) };
