/**
 * The subject's identity and speed as text, for every rendering of a report (console, summary.md, pages).
 * A report.json may come from anywhere: a homepage is shown as a link only when it is an http(s) URL.
 */
import { subjectLabel } from '../runner/identity.js';
import type { Speed, SubjectHeader } from './model/index.js';

export { subjectLabel };

/** The homepage when it is an http(s) URL, else undefined (never a javascript: or file: link). */
export function webLink(homepage: string | undefined): string | undefined {
  if (homepage === undefined || !/^https?:\/\//i.test(homepage)) return undefined;
  try {
    return new URL(homepage).href;
  } catch {
    return undefined;
  }
}

/** `pyval 2.1.0`, then the language when known. */
export function identityParts(subject: SubjectHeader): string[] {
  return [subjectLabel(subject), ...(subject.language === undefined ? [] : [subject.language])];
}

export const formatMs = (value: number | null): string =>
  value === null ? 'n/a' : value < 1 ? `${value.toFixed(2)} ms` : `${Number(value.toFixed(1))} ms`;

/** `500 cases/s, p50 0.42 ms, p99 12.5 ms per case (40 answered cases)`. */
export function speedText(speed: Speed): string {
  const rate = speed.casesPerSecond === null ? 'n/a cases/s' : `${Math.round(speed.casesPerSecond)} cases/s`;
  return `${rate}, p50 ${formatMs(speed.p50Ms)}, p99 ${formatMs(speed.p99Ms)} per case (${speed.cases} answered case${speed.cases === 1 ? '' : 's'})`;
}
