import { mkdtempSync, mkdirSync, readFileSync, existsSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { Fixture } from '../../src/corpus/types.js';
import { catalogue } from '../../src/rules/catalogue/index.js';
import { renderSite, SITE_MARKER, SiteFolderError, writeSite } from '../../src/site/build.js';
import { fixturePath, rulePath } from '../../src/site/links.js';
import { HOSTILE, hostileFixtures } from './_hostile.js';
import { htmlProblems } from './_support.js';
import { ensureBuilt } from '../cli/_support.js';

let fixtures: Fixture[];
let files: Map<string, string>;
const scratch = mkdtempSync(path.join(tmpdir(), 'cdm-site-build-'));

beforeAll(() => {
  ensureBuilt(); // the browser bundles the pages embed
  fixtures = [...loadCorpus(), ...hostileFixtures];
  files = renderSite({ fixtures });
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every local link of a page: the file it names (relative to the site root) and its fragment. */
function links(file: string, page: string): { target: string; fragment: string }[] {
  return [...page.matchAll(/(?:href|src)="([^"#?]*)(?:\?[^"#]*)?(?:#([^"]*))?"/g)]
    .filter(([, href]) => !/^[a-z]+:/.test(href!))
    .map(([, href, fragment]) => ({
      target: href === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), href!)),
      fragment: fragment ?? '',
    }));
}

const decode = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const ids = (page: string): Set<string> => new Set([...page.matchAll(/ id="([^"]*)"/g)].map(([, id]) => decode(id!)));

describe('the site', () => {
  it('has the rules page, the playground and one page per catalogue rule', () => {
    expect(files.has('index.html')).toBe(true);
    expect(files.has('playground.html')).toBe(true);
    for (const rule of catalogue) expect(files.has(rulePath(rule.id)), rule.id).toBe(true);
  });

  it('gives every fixture one element whose id is its own id, at the URL fixturePath names', () => {
    for (const fixture of fixtures) {
      const [file, fragment] = fixturePath(fixture.id).split('#') as [string, string];
      const page = files.get(file);
      expect(page, fixture.id).toBeDefined();
      expect(decodeURI(fragment)).toBe(fixture.id);
      expect(
        page!.split(`<article class="fixture" id="${fixture.id.replace(/&/g, '&amp;')}"`).length - 1,
        fixture.id,
      ).toBe(1);
    }
  });

  it('links only to files and fragments that exist', () => {
    const idsOf = new Map<string, Set<string>>();
    const broken: string[] = [];
    for (const [file, page] of files) {
      if (!file.endsWith('.html')) continue;
      for (const { target, fragment } of links(file, page)) {
        if (!files.has(target)) broken.push(`${file} -> ${target}`);
        else if (fragment !== '' && target.endsWith('.html') && !target.endsWith('playground.html')) {
          const known = idsOf.get(target) ?? idsOf.set(target, ids(files.get(target)!)).get(target)!;
          if (!known.has(decodeURIComponent(decode(fragment)))) broken.push(`${file} -> ${target}#${fragment}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('renders hostile fixture text as text everywhere', () => {
    for (const [file, page] of files) {
      if (file.startsWith('assets/') || file.startsWith('fixtures/')) continue; // scripts: checked below
      expect(page.includes('<img'), file).toBe(false);
    }
    const page = files.get(rulePath('Entity.additional-properties'))!;
    expect(page).toContain('description &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    // The playground data is a script: the hostile text must stay inside its JSON string.
    const data = files.get('fixtures/json.duplicate-key.js')!;
    const payload = JSON.parse(data.slice('cdmFixtures('.length, data.lastIndexOf(');'))) as Record<
      string,
      { text: string }
    >;
    expect(payload['stream/json.duplicate-key/hostile-text']!.text).toContain(HOSTILE);
    const objects = files.get('fixtures/Entity.additional-properties.js')!;
    const entry = (
      JSON.parse(objects.slice('cdmFixtures('.length, objects.lastIndexOf(');'))) as Record<string, { text: string }>
    )['entity/Entity.additional-properties/hostile-object']!;
    expect(Object.keys(JSON.parse(entry.text) as object)).toContain('__proto__');
  });

  it('writes pages that are valid HTML5', async () => {
    const sample = [
      'index.html',
      'playground.html',
      ...[
        'Track.samples.order',
        'Entity.additional-properties',
        'json.duplicate-key',
        'json.byte-order-mark',
        'Timestamp.leap-second',
        'lint.Position.null-island',
        'json.syntax',
      ].map(rulePath),
      'showcase.html',
      'reports/index.html',
      'compare.html',
    ];
    const problems = (await Promise.all(sample.map((file) => htmlProblems(files.get(file)!, file)))).flat();
    expect(problems).toEqual([]);
  });
});

describe('writeSite', () => {
  it('swaps a whole new site into its own folder and refuses a folder it did not make', () => {
    const out = path.join(scratch, 'site');
    writeSite(
      new Map([
        ['index.html', 'one'],
        ['old.html', 'x'],
      ]),
      out,
    );
    expect(existsSync(path.join(out, SITE_MARKER))).toBe(true);
    writeSite(new Map([['index.html', 'two']]), out);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('two');
    expect(existsSync(path.join(out, 'old.html'))).toBe(false);

    const foreign = path.join(scratch, 'foreign');
    mkdirSync(foreign);
    writeFileSync(path.join(foreign, 'keep.txt'), 'mine');
    expect(() => writeSite(new Map([['index.html', 'x']]), foreign)).toThrow(SiteFolderError);
    expect(readFileSync(path.join(foreign, 'keep.txt'), 'utf8')).toBe('mine');
  });
});
