/**
 * The config file's values as command-line flags, put before the user's own for each option the user did not
 * give: the command line always wins, and a command parses one command line as before. Paths in the file
 * (rule map, baseline, out, module) are relative to the file's folder; subject commands run in the working
 * directory, as on the command line. Which command takes which key is decided here, once (docs/config.md,
 * "Which command reads what"); `validate --stream` (the protocol server the runner starts as the reference)
 * never takes the file: a config's lint or kind would change the reference's answers.
 */
import path from 'node:path';
import { UsageError } from '../terminal/errors.js';
import { ConfigError } from './check.js';
import { findConfig, readConfig } from './load.js';
import type { Config } from './schema.js';

/** Option → value, each an option the command has (its --help). */
type Flags = [option: string, value: string | true][];

/** What a command's flags are made from: the file, its folder, and the options the command line gives. */
interface Source {
  readonly config: Config;
  readonly resolve: (file: string) => string;
  readonly given: ReadonlySet<string>;
  /** The output format the command line gives (--format F, or json for --json), if any. */
  readonly format?: string | undefined;
}

const SUBJECT_OPTIONS = ['--reference', '--stream', '--exec', '--module'];

function subjectFlags({ config, resolve }: Source): Flags {
  const subject = config.subject;
  if (subject === undefined) return [];
  if ('reference' in subject) return [['--reference', true]];
  if ('stream' in subject) return [['--stream', subject.stream]];
  if ('exec' in subject) return [['--exec', subject.exec]];
  return [['--module', resolve(subject.module)]];
}

/** How cases are scored and which generated cases join them: the same for run and compare. */
function scoringFlags({ config, resolve }: Source): Flags {
  const flags: Flags = [];
  if (config.level !== undefined) flags.push(['--level', config.level]);
  if (config.ruleMap !== undefined) flags.push(['--rule-map', resolve(config.ruleMap)]);
  if (config.generated !== undefined) {
    flags.push(['--generated', String(config.generated.count)]);
    if (config.generated.seed !== undefined) flags.push(['--seed', String(config.generated.seed)]);
  }
  return flags;
}

/** compare: the same scoring for every subject, and where its reports link each rule. */
function compareFlags(source: Source): Flags {
  const flags = scoringFlags(source);
  if (source.config.docsUrl !== undefined) flags.push(['--docs-url', source.config.docsUrl]);
  return flags;
}

/** The baseline judges the whole suite: a shard runs without it and `report merge` applies it to the whole. */
function baselineFlags({ config, resolve }: Source): Flags {
  return config.baseline === undefined ? [] : [['--baseline', resolve(config.baseline)]];
}

function runFlags(source: Source): Flags {
  const { config, resolve, given } = source;
  const flags: Flags = given.has('--shard') ? [] : baselineFlags(source);
  if (config.name !== undefined) flags.push(['--name', config.name]);
  if (config.version !== undefined) flags.push(['--subject-version', config.version]);
  if (config.requestForm !== undefined) flags.push(['--request-form', config.requestForm]);
  if (config.out !== undefined) flags.push(['--out', resolve(config.out)]);
  if (config.docsUrl !== undefined) flags.push(['--docs-url', config.docsUrl]);
  return [...subjectFlags(source), ...scoringFlags(source), ...flags];
}

/** validate's defaults; the docs URL only where it means something, SARIF output (validate refuses it elsewhere). */
function validateFlags({ config, format }: Source): Flags {
  const validate = config.validate ?? {};
  const flags: Flags = [];
  if (config.docsUrl !== undefined && (format ?? validate.format) === 'sarif')
    flags.push(['--docs-url', config.docsUrl]);
  if (validate.kind !== undefined) flags.push(['--kind', validate.kind]);
  if (validate.lint === true) flags.push(['--lint', true]);
  if (validate.failOn !== undefined) flags.push(['--fail-on', validate.failOn]);
  if (validate.maxErrors !== undefined) flags.push(['--max-errors', String(validate.maxErrors)]);
  if (validate.format !== undefined) flags.push(['--format', validate.format]);
  return flags;
}

/**
 * The commands a config applies to (a subcommand as `report merge`), and which of its keys each takes. The
 * others take none: compare names its subjects and folder on its own command line; generate's count and seed
 * are its output's identity, not a run's; site, corpus, rules and schema read the corpus only; gate is a
 * service configured where it is deployed, not by a file found above its working directory.
 */
const FLAGS_OF: Readonly<Record<string, (source: Source) => Flags>> = {
  run: runFlags,
  validate: validateFlags,
  compare: compareFlags,
  'report merge': baselineFlags,
};

const listed = (names: readonly string[]): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The commands that read a config file, as `--config`'s refusal and the help name them. */
export const CONFIG_COMMANDS = listed(Object.keys(FLAGS_OF));

/** Options that set another option's value: validate --json is --format json. */
const SETS: Readonly<Record<string, string>> = { '--json': '--format' };

/** The options given on `argv` (before a `--`), by long name. */
function given(argv: readonly string[]): Set<string> {
  const end = argv.indexOf('--');
  const names = (end === -1 ? argv : argv.slice(0, end))
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => arg.split('=')[0]!);
  return new Set([...names, ...names.flatMap((name) => (SETS[name] === undefined ? [] : [SETS[name]]))]);
}

/** The value of the last --format (or --json) on `argv` before a `--`. */
function formatGiven(argv: readonly string[]): string | undefined {
  let format: string | undefined;
  for (let index = 0; index < argv.length && argv[index] !== '--'; index++) {
    const arg = argv[index]!;
    if (arg === '--json') format = 'json';
    else if (arg === '--format') format = argv[index + 1];
    else if (arg.startsWith('--format=')) format = arg.slice('--format='.length);
  }
  return format;
}

/** `--config FILE` taken out of `argv`: the file named, and the rest. */
function takeConfigOption(argv: readonly string[]): { named?: string; rest: string[] } {
  const rest: string[] = [];
  let named: string | undefined;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--') {
      rest.push(...argv.slice(index));
      break;
    }
    if (arg === '--config' || arg.startsWith('--config=')) {
      const value = arg === '--config' ? argv[++index] : arg.slice('--config='.length);
      if (value === undefined || value === '') throw new UsageError('--config needs a file');
      named = value;
    } else rest.push(arg);
  }
  return named === undefined ? { rest } : { named, rest };
}

/** The key of FLAGS_OF that `command` with `argv` is: `report merge` for `report merge ...`. */
function commandOf(command: string, argv: readonly string[]): { key: string; head: string[]; tail: string[] } {
  const sub = argv[0];
  if (sub !== undefined && Object.hasOwn(FLAGS_OF, `${command} ${sub}`))
    return { key: `${command} ${sub}`, head: [sub], tail: argv.slice(1) };
  return { key: command, head: [], tail: [...argv] };
}

/**
 * `argv` of `command` with the config's values for the options it does not give; unchanged when no file
 * applies, the command takes none, or the user asked for help. A bad file is a UsageError (exit 2).
 */
export function withConfig(command: string, argv: readonly string[], cwd = process.cwd()): string[] {
  const { named, rest: all } = takeConfigOption(argv);
  const { key, head, tail: rest } = commandOf(command, all);
  const flagsOf = FLAGS_OF[key];
  const options = given(rest);
  if (flagsOf === undefined) {
    if (named !== undefined) throw new UsageError(`--config applies to ${CONFIG_COMMANDS} only`);
    return all;
  }
  if (options.has('--help') || rest.includes('-h') || (command === 'validate' && options.has('--stream'))) return all;
  const file = named ?? findConfig(cwd);
  if (file === undefined) return all;
  let loaded;
  try {
    const absolute = path.resolve(cwd, file);
    const relative = path.relative(cwd, absolute);
    loaded = readConfig(absolute, relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
  const dir = path.dirname(loaded.file);
  const subjectGiven = SUBJECT_OPTIONS.some((option) => options.has(option));
  const defaults = flagsOf({
    config: loaded.config,
    resolve: (name) => path.resolve(dir, name),
    given: options,
    format: formatGiven(rest),
  }).filter(([option]) => !options.has(option) && !(subjectGiven && SUBJECT_OPTIONS.includes(option)));
  return [...head, ...defaults.map(([option, value]) => (value === true ? option : `${option}=${value}`)), ...rest];
}
