/**
 * The summaries of the rules the contract states outright (statedRules.ts): they are read as sentences on
 * every rule page, in reports and by `rules --explain`, so their article agrees with the word after it.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/rules/catalogue/index.js';

/** A vowel letter, except a "you" sound (UUID, URI, unique, usual). */
const vowelSound = (word: string): boolean => /^[aeiou]/i.test(word) && !/^(U[A-Z]|uni|us)/i.test(word);

describe('stated rule summaries', () => {
  it('say "An" before a vowel and "A" before a consonant ("An Affiliation value", "A Semver")', () => {
    const wrong = catalogue.flatMap((rule) =>
      [...rule.summary.matchAll(/\b(A|An) ([A-Za-z]+)/g)]
        .filter(([, article, word]) => (article === 'An') !== vowelSound(word!))
        .map(([phrase]) => `${rule.id}: "${phrase}"`),
    );
    expect(wrong).toEqual([]);
    expect(catalogue.find((rule) => rule.id === 'Affiliation.closed-vocabulary')?.summary).toBe(
      'An Affiliation value is one of the listed members, spelled exactly.',
    );
  });
});
