/**
 * The error diff over answers a hostile subject controls: 80,000 copies of one error, or 130,000 distinct
 * errors, are diffed in linear time and rendered without spreading the array into a call (which overflows
 * the stack).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffErrors } from '../../src/report/errorDiff.js';
import { ensureBuilt, ROOT } from '../cli/_support.js';

beforeAll(() => ensureBuilt());

describe('diffErrors on hostile answers', () => {
  it('80,000 identical errors: one line (the old diff copied the list per copy: 40k took a minute)', () => {
    const same = Array.from({ length: 80_000 }, () => ({ rule: 'Entity.id.type', path: '/id', message: 'm' }));
    const lines = diffErrors([{ rule: 'Entity.id.type', path: '/id' }], same);
    expect(lines).toEqual([{ sign: ' ', rule: 'Entity.id.type', path: '/id', message: 'm' }]);
  });

  it('130,000 distinct errors render without a stack overflow (in a plain node process: the stack of a test thread is larger)', () => {
    const module = pathToFileURL(join(ROOT, 'dist/report/errorDiff.js')).href;
    const script = `import { diffErrors, diffText, diffDistance } from ${JSON.stringify(module)};
      const distinct = Array.from({ length: 130000 }, (_, i) => ({ rule: 'R' + i, path: '/p/' + i }));
      const lines = diffErrors([], distinct);
      const text = diffText(lines);
      console.log(JSON.stringify([diffDistance(lines), text.length, text.at(-1)]));`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual([130_000, 130_000, '  + R129999  /p/129999']);
  });
});
