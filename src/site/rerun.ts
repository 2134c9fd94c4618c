/**
 * The exact command that reruns one case of a report against the same subject: quoted for a POSIX
 * shell, so a command or id holding quotes, spaces or $ reaches the runner as it was.
 */
import type { Level, RunReport, SubjectHeader } from '../report/model/index.js';

/** One shell word: left bare when it is plainly safe, else single-quoted ('\'' for a quote inside). */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** --id takes comma-separated globs: a *, ? or comma in an id becomes ?, which matches that character. */
const idGlob = (id: string): string => id.replace(/[*?,]/g, '?');

/** What a rerun command is made of: the report's subject, its generated cases and its level. */
export interface RerunContext {
  readonly subject: Pick<SubjectHeader, 'mode' | 'target' | 'name'>;
  readonly generated?: { readonly count: number; readonly seed: number } | undefined;
  readonly level: Level;
}

export function rerunCommand(report: RunReport, caseId: string): string {
  return rerunCommandFor(
    { subject: report.header.subject, generated: report.header.generated, level: report.summary.level },
    caseId,
  );
}

/** rerunCommand from its parts, for a report still being made (reportArticles.ts). */
export function rerunCommandFor({ subject, generated, level }: RerunContext, caseId: string): string {
  const words = ['npx', 'cdm-conformance', 'run'];
  if (subject.mode === 'reference') words.push('--reference');
  else words.push(`--${subject.mode}`, subject.target);
  if (generated !== undefined && caseId.startsWith('generated/'))
    words.push('--generated', String(generated.count), `--seed=${generated.seed}`);
  words.push('--id', idGlob(caseId), '--level', level, '--name', subject.name);
  return words.map(shellWord).join(' ');
}
