/**
 * The project's speed and memory targets (issue 22's "done when"), in one place: the bench prints each
 * beside its figure. They live here and never in a timed test.
 */
export const TARGETS = {
  /** validate's objects per CPU-second over a JSON.parse + ajv pipeline's, on each stream. */
  validateOverAjvPerCore: 1.3,
  /** validate's objects per CPU-second over JSON.parse alone, on each stream. */
  validateOverParsePerCore: 0.5,
  /** validate --stream's objects/s over validate's (wall time), on each stream. */
  streamOverValidate: 0.8,
  /** validate's peak RSS on ~1 GB over its peak on ~100 MB. */
  memoryGrowth: 1.3,
  /** One `gate` process's messages/s over `validate --ndjson`'s on the same messages (issue 25). */
  gateOverValidate: 0.5,
  /** npm start's wall time over its wall time before the redesign (NPM_START_BEFORE_MS). */
  npmStartOverBefore: 1.5,
} as const;

/**
 * `npm start`'s wall time before the redesign (main at 02610e1), as `npm run bench` measures it; how it was
 * taken is in docs/performance.md ("npm start"). `--npm-start-before MS` replaces it for one run.
 */
export const NPM_START_BEFORE_MS = 1500;
