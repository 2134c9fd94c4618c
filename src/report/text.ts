/**
 * Small text helpers every report format shares, so console, Markdown, JUnit and badge agree on how a
 * percentage, a duration or a JSON Pointer reads.
 */
import { inertCommands, UNSAFE } from '../support/terminal.js';

/**
 * A percentage with at most one decimal, rounded DOWN: 99.97 must never read "100%" on a badge or in a
 * summary, because 100 is the one value that means "conformant".
 */
export function formatPercent(percent: number): string {
  if (!Number.isFinite(percent)) return '0%';
  const floored = Math.floor(Math.max(0, Math.min(100, percent)) * 10) / 10;
  return `${Number.isInteger(floored) ? floored.toFixed(0) : floored.toFixed(1)}%`;
}

/** Human durations: milliseconds under a second, seconds under a minute, then minutes and seconds. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '-';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms - minutes * 60_000) / 1000)} s`;
}

/** JUnit wants seconds with a decimal point. */
export function seconds(ms: number): string {
  return (Number.isFinite(ms) && ms > 0 ? ms / 1000 : 0).toFixed(3);
}

/**
 * Control and bidirectional characters spelled out as \uXXXX: subject output and fixture ids reach terminals and Markdown,
 * where a raw ESC could recolour or rewrite the screen and a NUL can truncate a log.
 */
export function printable(text: string): string {
  const spelled = text.replace(
    UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
  // GitHub's workflow commands: `::name::` at a line's start, `##[` anywhere (support/terminal.ts).
  return inertCommands(spelled);
}

/** The root pointer is the empty string, which is invisible in a table; show it quoted. */
export function showPath(path: unknown): string {
  if (typeof path !== 'string') return '(no path)';
  return path === '' ? '""' : printable(path);
}

/** Subject errors come from foreign processes: a rule may be absent or not even a string. */
export function showRule(rule: unknown): string {
  return typeof rule === 'string' && rule !== '' ? printable(rule) : '(no rule)';
}

export function verdictWord(valid: boolean | null): string {
  return valid === null ? 'no verdict' : valid ? 'valid' : 'invalid';
}

/** "3.0.0" out of whatever the header says ("3.0.0", "Common Data Model Contract 3.0.0", ...). */
export function contractVersion(contract: string): string {
  return /\d+\.\d+\.\d+/.exec(contract)?.[0] ?? contract;
}

export { plural } from '../support/plural.js';
