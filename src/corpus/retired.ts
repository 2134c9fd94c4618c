/**
 * Fixture ids that existed once and were removed. An id is never reused for a different fixture: when
 * a fixture is dropped or renamed, add its old id here (checks.ts fails a corpus that brings it back).
 */
export const RETIRED_IDS: ReadonlySet<string> = new Set<string>([]);
