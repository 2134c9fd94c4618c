/**
 * The subject's identity and speed as text, for every rendering of a report (console, summary.md, pages).
 * A report.json may come from anywhere: a homepage is shown as a link only when it is an http(s) URL.
 */
import { subjectLabel } from '../runner/identity.js';
import type { Speed, SubjectHeader } from './model/index.js';
import { plural } from '../support/plural.js';

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

/** Fewer answered cases than this make no throughput worth a figure: the wall time is shown instead. */
const RATE_MIN_CASES = 10;
/** Per-case times below this are under the clock's useful resolution (a pipelined stream subject). */
const MEASURABLE_MS = 0.01;

/** Cases per second, rounded, when enough cases were answered for a rate to mean something; else null. */
export const shownRate = (speed: Speed): number | null =>
  speed.cases < RATE_MIN_CASES || speed.casesPerSecond === null ? null : Math.round(speed.casesPerSecond);

/** A per-case time as measured: "under 0.01 ms" below the clock's useful resolution, never "0.00 ms". */
export const measuredMs = (value: number | null): string =>
  value !== null && value < MEASURABLE_MS ? 'under 0.01 ms' : formatMs(value);

/**
 * `500 cases/s, p50 0.42 ms, p99 12.5 ms per case (40 answered cases)`; only what was measured: a handful of
 * cases shows its wall time, not a rate (`1 answered case in 35 ms`), and per-case times too small to measure
 * are said to be so, never "p50 0.00 ms".
 */
export function speedText(speed: Speed): string {
  const cases = plural(speed.cases, 'answered case');
  if (speed.cases === 0) return 'no case answered: nothing to time';
  const rate = shownRate(speed);
  const latency =
    speed.p50Ms === null || speed.p99Ms === null
      ? ''
      : speed.p99Ms < MEASURABLE_MS
        ? ', each case under 0.01 ms'
        : `, p50 ${measuredMs(speed.p50Ms)}, p99 ${formatMs(speed.p99Ms)} per case`;
  return rate === null ? `${cases} in ${formatMs(speed.wallMs)}${latency}` : `${rate} cases/s${latency} (${cases})`;
}
