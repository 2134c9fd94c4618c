/**
 * Promoted fixtures: fixtures that no builder makes, taken into the corpus with `corpus promote` (shrunk
 * disagreements found by generated testing). corpus/promoted.json is their source: `npm run generate`
 * proves each against the reference and writes it under fixtures/ beside the built ones, so a promoted
 * fixture survives every regeneration. Edit a promoted fixture there, not under fixtures/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kind } from '../contract/canonicalObject.js';
import { ruleById } from '../rules/catalogue/index.js';
import { formatJson } from './format.js';
import { referenceVerdict, sameFindings, showFindings } from './reference.js';
import type { Expect, Fixture } from './types.js';

export const PROMOTED_FILE = 'promoted.json';

export interface PromotedEntry {
  readonly id: string;
  readonly description: string;
  readonly rules: readonly string[];
  readonly kind: Kind | null;
  readonly expect: Expect;
  readonly object?: unknown;
  readonly text?: string;
  /** Where it came from: the shrunk fixture's id and description. Not part of the fixture. */
  readonly from?: string;
}

const ABOUT =
  'Fixtures taken into the corpus with `cdm-conformance corpus promote` (docs/corpus.md). The source of those fixtures: `npm run generate` proves each against the reference and writes it under fixtures/. Edit them here.';

/** The promoted entries of a corpus folder, sorted by id; none when it has no promoted.json. */
export function readPromoted(dir: string): PromotedEntry[] {
  const file = path.join(dir, PROMOTED_FILE);
  if (!existsSync(file)) return [];
  const document = JSON.parse(readFileSync(file, 'utf8')) as { fixtures?: unknown };
  if (!Array.isArray(document.fixtures)) throw new Error(`${file}: no "fixtures" array`);
  return document.fixtures as PromotedEntry[];
}

export function renderPromoted(entries: readonly PromotedEntry[]): string {
  const sorted = [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return `${formatJson({ about: ABOUT, fixtures: sorted })}\n`;
}

/** The fixture for an entry: tier and contract text from its first rule; throws unless the reference says exactly what it expects. */
export function promotedFixture(entry: PromotedEntry): Fixture {
  const rule = ruleById.get(entry.rules[0] ?? '');
  if (rule === undefined)
    throw new Error(`${entry.id}: its first rule ${JSON.stringify(entry.rules[0])} is not a catalogue rule`);
  for (const other of entry.rules)
    if (!ruleById.has(other)) throw new Error(`${entry.id}: ${other} is not a catalogue rule`);
  if ((entry.object === undefined) === (entry.text === undefined))
    throw new Error(`${entry.id}: give exactly one of object and text`);
  const verdict = referenceVerdict(entry, entry.kind);
  const expect = entry.expect;
  const problem =
    verdict.valid !== expect.valid
      ? `expects ${expect.valid ? 'valid' : 'invalid'}, the reference says ${verdict.valid ? 'valid' : 'invalid'} (errors: ${showFindings(verdict.errors)})`
      : !expect.valid && !sameFindings(verdict.errors, expect.errors)
        ? `expects errors ${showFindings(expect.errors)}, the reference reports ${showFindings(verdict.errors)}`
        : expect.valid && !sameFindings(verdict.warnings, expect.warnings ?? [])
          ? `expects warnings ${showFindings(expect.warnings ?? [])}, the reference reports ${showFindings(verdict.warnings)}`
          : undefined;
  if (problem !== undefined) throw new Error(`${entry.id}: ${problem}`);
  return {
    id: entry.id,
    description: entry.description,
    rules: entry.rules,
    tier: rule.tier,
    kind: entry.kind,
    contract: { section: rule.section, quote: rule.quote },
    expect: expect.valid
      ? (expect.warnings ?? []).length > 0
        ? { valid: true, warnings: expect.warnings!.map(({ rule: r, path: p }) => ({ rule: r, path: p })) }
        : { valid: true }
      : { valid: false, errors: expect.errors.map(({ rule: r, path: p }) => ({ rule: r, path: p })) },
    ...(entry.text !== undefined ? { text: entry.text } : { object: entry.object }),
  };
}
