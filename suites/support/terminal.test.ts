import { describe, expect, it } from 'vitest';
import { escapeForTerminal } from '../../src/support/terminal.js';

describe('escapeForTerminal', () => {
  it('shows escape sequences as text, so a terminal runs none of them', () => {
    expect(escapeForTerminal('\u001b[2J\u001b]0;owned\u0007ok')).toBe('\\x1b[2J\\x1b]0;owned\\x07ok');
  });
  it('keeps the item on one line', () => {
    expect(escapeForTerminal('a\nb\rc\td')).toBe('a\\nb\\rc\\td');
    expect(escapeForTerminal('a\u2028b\u2029c')).toBe('a\\u2028b\\u2029c');
  });
  it('escapes C1 controls, DEL and bidirectional overrides', () => {
    expect(escapeForTerminal('\u009b31m\u007f')).toBe('\\x9b31m\\x7f');
    expect(escapeForTerminal('abc\u202edcba\u2066')).toBe('abc\\u202edcba\\u2066');
  });
  it('leaves ordinary text, including non-ASCII, alone', () => {
    const text = 'Track.samples.order /samples/3 — Zürich 東京 😀';
    expect(escapeForTerminal(text)).toBe(text);
  });
});
