/**
 * Counts the docs quote from the corpus are the corpus's own: docs/corpus.md's paragraph is generated
 * (`npm run generate`) and must equal what the committed corpus gives; the README's rounded figure must stay
 * within 1% of the real count.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTS_BEGIN, COUNTS_END, corpusCountsParagraph, withCounts } from '../../src/corpus/docCounts.js';
import { committedFixtures } from '../_support/corpus.js';

const read = (file: string): string => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const fixtures = committedFixtures();

describe('corpus counts in the docs', () => {
  it('docs/corpus.md quotes the counts of the committed corpus (npm run generate writes them)', () => {
    const page = read('docs/corpus.md');
    const block = page.slice(page.indexOf(COUNTS_BEGIN), page.indexOf(COUNTS_END) + COUNTS_END.length);
    expect(block).toBe(corpusCountsParagraph(fixtures));
    expect(block).toContain(`${fixtures.length.toLocaleString('en-US')} fixtures`);
  });

  it('the generated paragraph moves with the corpus (the check is not vacuous)', () => {
    const fewer = corpusCountsParagraph(fixtures.slice(1));
    expect(fewer).not.toBe(corpusCountsParagraph(fixtures));
    expect(withCounts(`a\n${COUNTS_BEGIN}\nold\n${COUNTS_END}\nb`, fewer)).toBe(`a\n${fewer}\nb`);
    expect(() => withCounts('no markers', fewer)).toThrow(/markers/);
  });

  it('the README\'s "about N fixtures" is within 1% of the corpus', () => {
    const match = /about ([\d,]+) language-neutral JSON fixtures/.exec(read('README.md'));
    expect(match, 'README names the corpus size').not.toBeNull();
    const quoted = Number(match![1]!.replace(/,/g, ''));
    expect(Math.abs(quoted - fixtures.length) / fixtures.length).toBeLessThanOrEqual(0.01);
  });
});
