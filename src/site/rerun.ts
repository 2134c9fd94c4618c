/**
 * The exact command that reruns one case of a report: the same subject judged the same way (exit-code
 * verdicts, generated cases and their seed, another corpus, the level, the rule map, the request form, the
 * baseline), written to a folder of its own so the report being read is never replaced. Quoted for a POSIX
 * shell, so a command, path or id holding quotes, spaces or $ reaches the runner as it was.
 */
import type { RunReport } from '../report/model/index.js';
import { safeName } from '../runner/subjects/index.js';

/** One shell word: left bare when it is plainly safe, else single-quoted ('\'' for a quote inside). */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** --id takes comma-separated globs: a *, ? or comma in an id becomes ?, which matches that character. */
const idGlob = (id: string): string => id.replace(/[*?,]/g, '?');

/** The rerun's own report folder: reports/<subject>-rerun-<case>, beside the original, never it. */
export const rerunFolder = (name: string, caseId: string): string =>
  `reports/${safeName(name)}-rerun-${safeName(caseId.split('/').at(-1) ?? caseId)}`;

export function rerunCommand(report: RunReport, caseId: string): string {
  const { subject, generated, filters, ruleMap, requestForm } = report.header;
  const words = ['npx', 'cdm-conformance', 'run'];
  if (subject.mode === 'reference') words.push('--reference');
  else words.push(`--${subject.mode}`, subject.target);
  if (report.header.verdicts === 'exit-code') words.push('--exit-code-verdicts');
  if (generated !== undefined && caseId.startsWith('generated/'))
    words.push('--generated', String(generated.count), `--seed=${generated.seed}`);
  const corpus = filters?.find((filter) => filter.option === '--corpus')?.values[0];
  if (corpus !== undefined) words.push('--corpus', corpus);
  words.push('--id', idGlob(caseId), '--level', report.summary.level);
  if (ruleMap !== undefined) words.push('--rule-map', ruleMap);
  if (requestForm !== undefined && requestForm !== 'object') words.push('--request-form', requestForm);
  const baseline = report.summary.baseline?.file;
  if (baseline !== undefined) words.push('--baseline', baseline);
  words.push('--name', subject.name, '--out', rerunFolder(subject.name, caseId));
  return words.map(shellWord).join(' ');
}
