/**
 * A command's own command line, read the same way by every command: node's parseArgs in strict mode (an
 * unknown option is a usage error), -h/--help on every command and answered here, the case filters
 * (--rule, --tier, --kind, --id) that run and compare share, and a --corpus folder that cannot be read or
 * options that make no plan (runner/planOptions.ts) turned into usage errors.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { RuleMap } from '../../runner/ruleMap.js';
import { ioReason, oneLine } from '../../support/errorText.js';
import { CorpusLoadError } from '../../corpus/loadError.js';
import type { Tier } from '../../rules/catalogue/types.js';
import type { KindFilter } from '../../runner/cases.js';
import { PlanError } from '../../runner/planOptions.js';
import { choices } from './choices.js';
import { UsageError } from '../terminal/errors.js';
import { writeRespectingBackpressure } from '../terminal/output.js';
import { kindNames } from '../../contract/canonicalObject.js';

type Options = NonNullable<ParseArgsConfig['options']>;

const HELP = { help: { type: 'boolean', short: 'h', default: false } } as const;

type Config<O extends Options, P extends boolean> = {
  args: string[];
  strict: true;
  allowPositionals: P;
  options: O & typeof HELP;
};

export type CommandLine<O extends Options, P extends boolean> = ReturnType<typeof parseArgs<Config<O, P>>>;

/**
 * Parse `argv` against `options` (plus -h/--help). With --help the usage goes to stdout and the result is
 * undefined: the command returns EXIT.ok. Positional arguments are refused unless `allowPositionals`.
 */
export async function commandLine<const O extends Options, const P extends boolean = false>(
  argv: string[],
  usage: string,
  options: O,
  allowPositionals?: P,
): Promise<CommandLine<O, P> | undefined> {
  const config = {
    args: argv,
    strict: true,
    allowPositionals: allowPositionals ?? false,
    options: { ...options, ...HELP },
  } as Config<O, P>;
  const parsed = parseArgs(config);
  if ((parsed.values as { help?: boolean }).help === true) {
    await writeRespectingBackpressure(process.stdout, usage);
    return undefined;
  }
  return parsed;
}

export const TIERS: readonly Tier[] = ['must', 'may', 'lint'];
export const KIND_FILTERS: readonly KindFilter[] = [...kindNames, 'stream'];

/** The options that select cases, as run and compare take them (each repeatable, commas allowed). */
export const CASE_FILTER_OPTIONS = {
  rule: { type: 'string', multiple: true },
  tier: { type: 'string', multiple: true },
  kind: { type: 'string', multiple: true },
  id: { type: 'string', multiple: true },
} as const;

export interface CaseFilter {
  readonly rules: string[] | undefined;
  readonly tiers: Tier[];
  readonly kinds: KindFilter[];
  readonly ids: string[] | undefined;
}

/**
 * The case filter the options ask for: a tier or kind outside its list, or a --rule glob that matches no rule
 * id, is a usage error naming the nearest ones. The rule catalogue is loaded for a --rule only.
 */
export async function caseFilter(values: {
  rule?: string[];
  tier?: string[];
  kind?: string[];
  id?: string[];
}): Promise<CaseFilter> {
  const filter = {
    rules: values.rule,
    tiers: choices('--tier', values.tier, TIERS),
    kinds: choices('--kind', values.kind, KIND_FILTERS),
    ids: values.id,
  };
  if (values.rule !== undefined) (await import('../corpus/ruleGlobs.js')).ruleGlobs(values.rule);
  return filter;
}

/** `plan()` with what is wrong with the options (PlanError) as a usage error: one line, exit 2. */
export function planned<T>(plan: () => T): T {
  try {
    return plan();
  } catch (error) {
    throw error instanceof PlanError ? new UsageError(error.message) : error;
  }
}

/**
 * `load` with a --corpus folder (or the bundled corpus) that cannot be read, and options the corpus cannot
 * satisfy (PlanError), reported as usage errors.
 */
export async function fromCorpus<T>(corpusDir: string | undefined, load: () => T | Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof PlanError) throw new UsageError(error.message);
    throw error instanceof CorpusLoadError
      ? new UsageError(`--corpus ${corpusDir ?? '(bundled)'}: ${error.message}`)
      : error;
  }
}

/** A --rule-map FILE, read and checked: a usage error naming the file when it is not a rule map. */
export async function readRuleMap(file: string): Promise<RuleMap> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(
      `--rule-map ${file}: ${error instanceof SyntaxError ? `not JSON: ${error.message}` : ioReason(error)}`,
    );
  }
  const { parseRuleMap } = await import('../../runner/ruleMap.js');
  try {
    return parseRuleMap(parsed);
  } catch (error) {
    throw new UsageError(`--rule-map ${file}: ${oneLine(error)}`);
  }
}

/** A --baseline FILE in either form (runner/baselineFile.ts): a usage error naming the file when it cannot be read or is malformed. */
export async function readBaselineOption(file: string, mayBeMissing: boolean) {
  const { readBaselineFile } = await import('../../runner/baselineFile.js');
  return readBaselineFile(file, mayBeMissing).catch((error: unknown) => {
    throw new UsageError(`--baseline ${file}: ${ioReason(error)}`);
  });
}
