/**
 * The kind list has one home: `kindNames` (and `Kind`) in src/contract/canonicalObject.ts. A literal
 * ['entity', 'event', 'plan_object', 'track'] anywhere else in src/ is a second copy that can drift.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindNames, kinds } from '../../src/contract/canonicalObject.js';

const SRC = path.join(import.meta.dirname, '../../src');
const LITERAL = /\[\s*['"]entity['"]\s*,\s*['"]event['"]\s*,\s*['"]plan_object['"]\s*,\s*['"]track['"]/;

/** Files of other owners still holding a copy (issue 22, "the kind list"): each entry goes when its file is fixed. */
const PENDING = new Set<string>([]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('the kind list', () => {
  it('is the contract layer’s kindNames, in the contract’s order', () => {
    expect(kindNames).toEqual(Object.keys(kinds));
    expect(kindNames).toEqual(['entity', 'event', 'plan_object', 'track']);
  });

  it('is never written out again in src/ (outside the files still pending)', () => {
    const copies = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => !PENDING.has(file) && LITERAL.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(copies).toEqual([]);
  });
});
