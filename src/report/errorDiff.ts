/**
 * Expected versus actual errors, keyed on (rule, path): what the console, JUnit bodies and Markdown show
 * for a failing case. A subject's errors come from another process, so every field is treated as untrusted.
 */
import type { ExpectedError, SubjectError } from './model/index.js';
import { printable, showPath, showRule } from './text.js';

export type DiffSign = ' ' | '-' | '+';

export interface DiffLine {
  /** ' ' expected and reported, '-' expected but not reported, '+' reported but not expected. */
  readonly sign: DiffSign;
  readonly rule: string;
  readonly path: string;
  readonly message?: string;
}

const keyOf = (rule: unknown, path: unknown): string => `${showRule(rule)}\u0000${showPath(path)}`;

export function diffErrors(expected: readonly ExpectedError[], actual: readonly SubjectError[]): DiffLine[] {
  // Count actual errors per key: a subject may report the same (rule, path) twice, which still covers one expectation.
  // The first error per key is all a line shows: kept in one pass, linear in a hostile answer's length.
  const reported = new Map<string, SubjectError>();
  for (const error of actual) {
    const key = keyOf(error?.rule, error?.path);
    if (!reported.has(key)) reported.set(key, error);
  }
  const lines: DiffLine[] = [];
  const covered = new Set<string>();
  for (const error of expected) {
    const key = keyOf(error.rule, error.path);
    const match = reported.get(key);
    covered.add(key);
    lines.push({
      sign: match === undefined ? '-' : ' ',
      rule: showRule(error.rule),
      path: showPath(error.path),
      ...(typeof match?.message === 'string' ? { message: match.message } : {}),
    });
  }
  for (const error of actual) {
    const key = keyOf(error?.rule, error?.path);
    if (covered.has(key)) continue;
    covered.add(key);
    lines.push({
      sign: '+',
      rule: showRule(error?.rule),
      path: showPath(error?.path),
      ...(typeof error?.message === 'string' ? { message: error.message } : {}),
    });
  }
  return lines;
}

/** How far off a case is: the number of lines that are not shared. Used to rank the worst cases. */
export function diffDistance(lines: readonly DiffLine[]): number {
  return lines.filter((line) => line.sign !== ' ').length;
}

/** Plain-text diff, one line per error, rules padded so paths line up. */
export function diffText(lines: readonly DiffLine[], indent = '  '): string[] {
  // A loop, not Math.max(...): spreading a subject's 130,000 errors into one call overflows the stack.
  let width = 0;
  for (const line of lines) width = Math.max(width, line.rule.length);
  return lines.map(
    (line) =>
      `${indent}${line.sign} ${line.rule.padEnd(width)}  ${line.path}${line.message === undefined ? '' : `  (${oneLine(line.message)})`}`,
  );
}

/** Messages are free text from a subject; keep them on one line and short enough to read. */
export function oneLine(text: string, max = 160): string {
  const flat = printable(text.replace(/\s+/g, ' ').trim());
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
