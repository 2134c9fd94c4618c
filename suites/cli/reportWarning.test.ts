/** A warning that quotes a subject's traceback (cli/terminal/errors.ts reportWarning): one line per line, inert. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportWarning } from '../../src/cli/terminal/errors.js';

afterEach(() => vi.restoreAllMocks());

function written(warning: string): string {
  const chunks: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  reportWarning(warning);
  vi.restoreAllMocks();
  return chunks.join('');
}

describe('reportWarning', () => {
  it('writes the warning line, then each quoted line indented and escaped on its own', () => {
    expect(written('the subject crashed; its stderr:\nTraceback (most recent call last):\nKeyError: \u001b[31mx')).toBe(
      'cdm-conformance: warning: the subject crashed; its stderr:\n' +
        '    Traceback (most recent call last):\n' +
        '    KeyError: \\x1b[31mx\n',
    );
  });

  it('lets no quoted line pass for the tool or for a workflow command', () => {
    const out = written('crash:\ncdm-conformance: CONFORMANT\n::error::forged\r\nnext');
    const lines = out.split('\n');
    expect(lines.filter((line) => line.startsWith('cdm-conformance:'))).toHaveLength(1);
    expect(out).not.toMatch(/^\s*::/m);
    expect(lines[2]).toBe('    \\x3a:error::forged\\r');
  });
});
