/**
 * `validate --format sarif` and `--format gitlab`: each value's findings as the report layer's Finding,
 * written with its SARIF and GitLab Code Quality writers (report/sarif.ts, report/gitlab.ts).
 */
import { type Finding, fingerprint } from '../../report/findings.js';
import { gitlabIssueLine } from '../../report/gitlab.js';
import type { ReportContext } from '../../report/reporter.js';
import { SARIF_HEAD, sarifResultLine, sarifTail } from '../../report/sarif.js';
import type { ValidationError, ValidationResult } from '../../rules/types.js';
import { annotationFile, type Formatter, type Listed, locate, type Origin } from './formats.js';

/** A value's findings (errors, then warnings) as the report layer's Finding, located in its file. */
export function findingsOf(
  origin: Origin,
  result: ValidationResult,
  warningsFail: boolean,
  env: NodeJS.ProcessEnv,
): Finding[] {
  const file = annotationFile(origin.source, env);
  const about = fingerprint(['value', origin.text ?? `${origin.source}:${origin.index}`]);
  const one = (finding: ValidationError, level: Finding['level']): Finding => {
    const at = locate(origin, finding);
    return {
      ruleId: finding.rule,
      level,
      message: `${finding.path === '' ? '(root)' : finding.path}: ${finding.message}${file === undefined ? ` (<stdin> line ${at.line})` : ''}`,
      ...(file === undefined ? {} : { file }),
      line: at.line,
      ...(at.col === undefined ? {} : { column: at.col }),
      fingerprint: fingerprint([finding.rule, file ?? '', finding.path, about]),
    };
  };
  return [
    ...result.errors.map((e) => one(e, 'error')),
    ...(result.warnings ?? []).map((w) => one(w, warningsFail ? 'error' : 'warning')),
  ];
}

/** An array of findings streamed one item per line, comma before all but the first. */
abstract class FindingArrayFormat implements Formatter {
  private written = false;
  constructor(protected readonly env: NodeJS.ProcessEnv) {}
  begin(): string {
    return this.head();
  }
  protected abstract head(): string;
  abstract end(): string;
  protected abstract item(finding: Finding): string;
  object(origin: Origin, result: ValidationResult, listed: Listed): string {
    let text = '';
    for (const finding of findingsOf(origin, result, listed.warningsFail, this.env)) {
      text += `${this.written ? ',' : ''}${this.item(finding)}`;
      this.written = true;
      this.seen(finding.ruleId);
    }
    return text;
  }
  protected seen(_ruleId: string): void {}
}

/** SARIF 2.1.0: results as they come, the rules they name described at the end (report/sarif.ts). */
export class SarifFormat extends FindingArrayFormat {
  private readonly rules = new Set<string>();
  constructor(
    env: NodeJS.ProcessEnv,
    private readonly context: ReportContext = {},
  ) {
    super(env);
  }
  protected head(): string {
    return SARIF_HEAD;
  }
  end(): string {
    return sarifTail(this.rules, this.context);
  }
  protected item(finding: Finding): string {
    return sarifResultLine(finding);
  }
  protected override seen(ruleId: string): void {
    this.rules.add(ruleId);
  }
}

/** GitLab Code Quality: one issue per finding (report/gitlab.ts). */
export class GitlabFormat extends FindingArrayFormat {
  private any = false;
  protected head(): string {
    return '[';
  }
  end(): string {
    return this.any ? '\n]\n' : ']\n';
  }
  protected item(finding: Finding): string {
    return gitlabIssueLine(finding);
  }
  protected override seen(): void {
    this.any = true;
  }
}
