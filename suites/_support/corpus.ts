/**
 * The committed corpus's fixtures for the suites that read them, loaded once per file (each file runs in a
 * fresh fork). Frozen, all the way down: a test that changed a fixture would change it for the tests after
 * it, so it throws instead. The committed corpus does not change while the suites run (the tests that write
 * fixtures write copies).
 */
import { loadCorpus, type Fixture } from '../../src/corpus/load.js';

let fixtures: readonly Fixture[] | undefined;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

/** Every fixture of corpus/, sorted by id, as loadCorpus() reads them. */
export const committedFixtures = (): readonly Fixture[] => (fixtures ??= deepFreeze(loadCorpus()));
