/**
 * --timeout is bounded by what a Node timer holds with the start-up grace added (issue 27): past it Node
 * printed TimeoutOverflowWarning, fired the timer after 1 ms, and a correct subject was declared unrunnable.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_TIMEOUT_MS } from '../../src/runner/subjects/subject.js';
import { cli, expectOneErrorLine } from '../cli/_support.js';
import { ensureBuilt } from './_support.js';

beforeAll(() => ensureBuilt());

describe('--timeout', () => {
  it.each([['run'], ['compare']])('%s: a value past the largest is one usage line, exit 2', (command) => {
    const subject = command === 'run' ? ['--reference'] : ['--reference', '--stream', 'b=cat'];
    const { code, stderr } = cli([command, ...subject, '--timeout', '2147483648']);
    expect(code).toBe(2);
    expect(stderr).not.toContain('TimeoutOverflowWarning');
    expect(expectOneErrorLine(stderr)).toContain(`--timeout must be an integer from 1 to ${MAX_TIMEOUT_MS}`);
  });

  it('the largest value runs a correct subject without a warning', () => {
    const { code, stderr } = cli([
      'run',
      '--reference',
      '--rule',
      'Entity.additional-properties',
      '--timeout',
      String(MAX_TIMEOUT_MS),
      '--quiet',
      '--out',
      `${process.env.TMPDIR ?? '/tmp'}/timeout-range-${process.pid}`,
    ]);
    expect(stderr).not.toContain('TimeoutOverflowWarning');
    expect(stderr).not.toContain('could not be run');
    expect(code).toBe(0);
  });
});
