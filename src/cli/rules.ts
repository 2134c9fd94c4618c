/**
 * `cdm-conformance rules [PATTERN] [--tier T] [--kind K] [--json]`: list and search the rule catalogue from
 * the terminal, by id glob or by words of the contract text, with tier, category and fixture counts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR } from '../corpus/load.js';
import { catalogue } from '../rules/catalogue/index.js';
import type { Rule } from '../rules/catalogue/types.js';
import { escapeForTerminal as printable } from '../support/terminal.js';
import { didYouMean } from '../support/suggest.js';
import { globToRegExp, hasGlob } from '../support/glob.js';
import { EXIT, PROGRAM, UsageError } from './terminal/errors.js';
import { palette, wantsColour, writeRespectingBackpressure } from './terminal/output.js';
import { choices } from './options/choices.js';
import { commandLine, KIND_FILTERS, TIERS } from './options/commandLine.js';

export const usage = `Usage: ${PROGRAM} rules [PATTERN] [options]

List the rule catalogue (corpus/rules.json): id, tier, category, and how many corpus fixtures are
valid / invalid for it. PATTERN with * or ? is a glob over rule ids ('Track.*', '*.range');
otherwise it matches ids containing it or rules whose contract text, summary and section hold
every word of it ('non-decreasing', 'unknown null').

Options:
  --tier T      must, may or lint (repeatable)
  --kind K      entity, event, plan_object, track or stream: rules with a place there (repeatable)
  --json        a JSON array of the matching catalogue entries, each with "fixtures": {valid, invalid}
  -h, --help    show this help

Exit codes:
  0  at least one rule listed
  1  no rule matches (the nearest ids are suggested on stderr)
  2  usage error
`;

interface FixtureCounts {
  valid: number;
  invalid: number;
}

/** Fixture counts per rule from corpus/index.json (cheap: one file, not 2,800). */
function fixtureCounts(): Map<string, FixtureCounts> {
  const counts = new Map<string, FixtureCounts>();
  const index = JSON.parse(readFileSync(join(CORPUS_DIR, 'index.json'), 'utf8')) as {
    fixtures: { rule: string; valid: boolean }[];
  };
  for (const entry of index.fixtures) {
    const row = counts.get(entry.rule) ?? { valid: 0, invalid: 0 };
    if (entry.valid) row.valid++;
    else row.invalid++;
    counts.set(entry.rule, row);
  }
  return counts;
}

/** The rules PATTERN selects (see usage). */
export function searchRules(pattern: string | undefined, rules: readonly Rule[] = catalogue): Rule[] {
  if (pattern === undefined || pattern.trim() === '') return [...rules];
  if (hasGlob(pattern)) {
    const glob = globToRegExp([pattern]);
    return rules.filter((rule) => glob.test(rule.id));
  }
  const lower = pattern.toLowerCase();
  const words = lower.split(/\s+/).filter((word) => word !== '');
  return rules.filter((rule) => {
    if (rule.id.toLowerCase().includes(lower)) return true;
    const text = [rule.section, rule.summary, ...rule.quote].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export async function run(argv: string[]): Promise<number> {
  const parsed = await commandLine(
    argv,
    usage,
    {
      tier: { type: 'string', multiple: true },
      kind: { type: 'string', multiple: true },
      json: { type: 'boolean', default: false },
    },
    true,
  );
  if (parsed === undefined) return EXIT.ok;
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new UsageError(`one PATTERN at most (quote words: '${positionals.join(' ')}')`);
  const tiers: string[] = choices('--tier', values.tier, TIERS);
  const kinds: string[] = choices('--kind', values.kind, KIND_FILTERS);
  const pattern = positionals[0];
  const found = searchRules(pattern)
    .filter((rule) => tiers.length === 0 || tiers.includes(rule.tier))
    .filter((rule) => kinds.length === 0 || kinds.some((kind) => Object.hasOwn(rule.places, kind)));
  if (found.length === 0) {
    const hint =
      pattern === undefined
        ? ''
        : didYouMean(
            pattern.replace(/[*?]/g, ''),
            catalogue.map((rule) => rule.id),
          );
    process.stderr.write(
      `${PROGRAM}: no rule matches${pattern === undefined ? '' : ` ${JSON.stringify(pattern)}`}${tiers.length + kinds.length > 0 ? ' with these --tier/--kind filters' : ''}${hint}\n`,
    );
    return EXIT.invalid;
  }
  const counts = fixtureCounts();
  const countOf = (id: string): FixtureCounts => counts.get(id) ?? { valid: 0, invalid: 0 };
  if (values.json) {
    await writeRespectingBackpressure(
      process.stdout,
      `${JSON.stringify(
        found.map((rule) => ({ ...rule, fixtures: countOf(rule.id) })),
        null,
        2,
      )}\n`,
    );
    return EXIT.ok;
  }
  const colours = palette(wantsColour(process.stdout));
  const width = Math.max(...found.map((rule) => rule.id.length));
  const lines = found.map((rule) => {
    const { valid, invalid } = countOf(rule.id);
    return `${colours.rule(printable(rule.id).padEnd(width))}  ${rule.tier.padEnd(4)}  ${rule.category.padEnd(18)}  ${String(valid).padStart(3)} valid ${String(invalid).padStart(3)} invalid  ${printable(rule.summary)}`;
  });
  await writeRespectingBackpressure(
    process.stdout,
    `${lines.join('\n')}\n${found.length} rule${found.length === 1 ? '' : 's'}\n`,
  );
  return EXIT.ok;
}
