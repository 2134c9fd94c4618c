/** Subject identity: what a subject announces is hostile input, checked and capped; flags win and are compared. */
import { describe, expect, it } from 'vitest';
import { IDENTITY_LIMITS, readIdentity, subjectHeader, subjectLabel } from '../../src/runner/identity.js';

describe('readIdentity', () => {
  it('keeps the four documented strings', () => {
    const read = readIdentity(
      {
        name: 'pyval',
        version: '1.4.2',
        language: 'Python 3.11',
        homepage: 'https://example.org/pyval',
        extra: { nested: true },
      },
      'the hello answer',
    );
    expect(read).toEqual({
      identity: { name: 'pyval', version: '1.4.2', language: 'Python 3.11', homepage: 'https://example.org/pyval' },
      problems: [],
    });
  });

  it('drops what is not a string, says why, and never throws on any value', () => {
    for (const value of [null, 42, 'text', [], [1], true]) {
      const read = readIdentity(value, 'the hello answer');
      expect(read.identity).toEqual({});
      expect(read.problems).toEqual([expect.stringContaining('the hello answer')]);
    }
    const read = readIdentity({ name: 7, version: { v: 1 }, language: null }, 'the hello answer');
    expect(read.identity).toEqual({});
    expect(read.problems).toHaveLength(3);
    expect(read.problems[0]).toMatch(/name is not a string/);
  });

  it('removes control and bidirectional characters, collapses spaces, caps lengths', () => {
    const read = readIdentity(
      { name: '\u001b[31mevil\u202e\u0007  name\n', version: 'x'.repeat(10_000), language: '   ' },
      'the hello answer',
    );
    expect(read.identity.name).toBe('[31mevil name');
    expect(read.identity.version).toHaveLength(IDENTITY_LIMITS.version);
    expect(read.identity.version!.endsWith('…')).toBe(true);
    expect(read.identity.language).toBeUndefined();
    expect(read.problems.some((problem) => /version is longer than 64/.test(problem))).toBe(true);
  });

  it('keeps a homepage only when it is an http(s) URL', () => {
    for (const bad of ['javascript:alert(1)', 'file:///etc/passwd', 'not a url', 'data:text/html,<script>']) {
      const read = readIdentity({ homepage: bad }, 'x');
      expect(read.identity.homepage, bad).toBeUndefined();
      expect(read.problems[0]).toMatch(/homepage is not an http\(s\) URL/);
    }
    expect(readIdentity({ homepage: 'http://example.org/a b' }, 'x').identity.homepage).toBe(
      'http://example.org/a%20b',
    );
  });
});

describe('subjectHeader', () => {
  const subject = { mode: 'stream' as const, target: 'python3 v.py', name: 'v' };

  it('without flags takes the announced name and version', () => {
    const { header, warnings } = subjectHeader(subject, {}, { name: 'pyval', version: '2.0', language: 'Python' });
    expect(header).toEqual({
      mode: 'stream',
      target: 'python3 v.py',
      name: 'pyval',
      version: '2.0',
      language: 'Python',
      announced: { name: 'pyval', version: '2.0', language: 'Python' },
    });
    expect(warnings).toEqual([]);
  });

  it('flags win; a version that differs from the announced one is a warning', () => {
    const { header, warnings } = subjectHeader(
      subject,
      { name: 'mine', version: '1.0' },
      { name: 'pyval', version: '2.0' },
    );
    expect(header).toMatchObject({ name: 'mine', version: '1.0', announced: { name: 'pyval', version: '2.0' } });
    expect(warnings).toEqual([
      expect.stringMatching(/--subject-version 1\.0 differs from the version the subject announced \(2\.0\)/),
    ]);
  });

  it('says nothing of identity when nothing was declared', () => {
    expect(subjectHeader(subject, {}, undefined)).toEqual({ header: subject, warnings: [] });
  });

  it('labels a subject by name and version', () => {
    expect(subjectLabel({ name: 'pyval', version: '2.0' })).toBe('pyval 2.0');
    expect(subjectLabel({ name: 'pyval' })).toBe('pyval');
  });
});
