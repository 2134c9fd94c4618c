import { describe, expect, it } from 'vitest';
import { forwardedHeaders, headerSafe, MAX_HEADER_VALUE, verdictHeaders } from '../../src/gate/headers.js';

describe('header values', () => {
  it('are one line of printable ASCII: line breaks, controls and lone surrogates written as escapes', () => {
    expect(headerSafe('a\r\nCdm-Rule: forged')).toBe('a\\u000d\\u000aCdm-Rule: forged');
    expect(headerSafe('/k\ud800/\u001b[31m')).toBe('/k\\ud800/\\u001b[31m');
    expect(headerSafe('caf\u00e9')).toBe('caf\\u00e9');
  });

  it('keep a key’s own outer blanks, escaped (readers strip them)', () => {
    expect(headerSafe(' /a ')).toBe('\\u0020/a\\u0020');
  });

  it('are cut, marked, at MAX_HEADER_VALUE characters, however long the text', () => {
    const cut = headerSafe('x'.repeat(2 * 1024 * 1024));
    expect(cut).toHaveLength(MAX_HEADER_VALUE);
    expect(cut.endsWith('...')).toBe(true);
    expect(headerSafe('\n'.repeat(MAX_HEADER_VALUE))).toHaveLength(MAX_HEADER_VALUE);
  });
});

describe('the headers sent on', () => {
  it('keep the producer’s own, but never its Nats-* (meant for the input) or Cdm-* (a forged verdict)', () => {
    expect(
      forwardedHeaders([
        ['Trace', '1'],
        ['Nats-Msg-Id', 'x'],
        ['cdm-rule', 'forged'],
        ['Cdm-Errors', '0'],
      ]),
    ).toEqual([['Trace', '1']]);
  });

  it('name the first error and count them all on an invalid message, and say where it came from', () => {
    const headers = verdictHeaders(
      {
        valid: false,
        errors: [
          { rule: 'Entity.entity_id.required', path: '', message: 'entity_id is required' },
          { rule: 'Entity.source.required', path: '/source', message: 'source is required' },
        ],
      },
      { subject: 'adapter.out', sequence: 42 },
      [],
    );
    expect(headers).toEqual([
      ['Cdm-Source-Subject', 'adapter.out'],
      ['Cdm-Source-Sequence', '42'],
      ['Cdm-Rule', 'Entity.entity_id.required'],
      ['Cdm-Pointer', ''],
      ['Cdm-Error', 'entity_id is required'],
      ['Cdm-Errors', '2'],
    ]);
  });

  it('carry lint findings on a valid message only when there are some', () => {
    const warning = { rule: 'Track.lint.x', path: '/a', message: 'm' };
    expect(verdictHeaders({ valid: true, errors: [], warnings: [warning] }, { subject: 's', sequence: 1 }, [])).toEqual(
      [
        ['Cdm-Source-Subject', 's'],
        ['Cdm-Source-Sequence', '1'],
        ['Cdm-Warnings', '1'],
        ['Cdm-Warning-Rule', 'Track.lint.x'],
      ],
    );
    expect(verdictHeaders({ valid: true, errors: [] }, { subject: 's', sequence: 1 }, [])).toHaveLength(2);
  });
});
