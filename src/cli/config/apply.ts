/**
 * The config file's values as command-line flags, put before the user's own for each option the user did not
 * give: the command line always wins, and a command parses one command line as before. Paths in the file
 * (rule map, baseline, out, module) are relative to the file's folder; subject commands run in the working
 * directory, as on the command line. `validate --stream` (the protocol server the runner starts as the
 * reference) never takes the file: a config's lint or kind would change the reference's answers.
 */
import path from 'node:path';
import { UsageError } from '../_internals/errors.js';
import { ConfigError } from './check.js';
import { findConfig, readConfig } from './load.js';
import type { Config } from './schema.js';

/** Option → value, each an option the command has (its --help). */
type Flags = [option: string, value: string | true][];

const SUBJECT_OPTIONS = ['--reference', '--stream', '--exec', '--module'];

function runFlags(config: Config, dir: string): Flags {
  const relative = (file: string): string => path.resolve(dir, file);
  const flags: Flags = [];
  const subject = config.subject;
  if (subject !== undefined) {
    if ('reference' in subject) flags.push(['--reference', true]);
    else if ('stream' in subject) flags.push(['--stream', subject.stream]);
    else if ('exec' in subject) flags.push(['--exec', subject.exec]);
    else flags.push(['--module', relative(subject.module)]);
  }
  if (config.name !== undefined) flags.push(['--name', config.name]);
  if (config.version !== undefined) flags.push(['--subject-version', config.version]);
  if (config.level !== undefined) flags.push(['--level', config.level]);
  if (config.requestForm !== undefined) flags.push(['--request-form', config.requestForm]);
  if (config.ruleMap !== undefined) flags.push(['--rule-map', relative(config.ruleMap)]);
  if (config.baseline !== undefined) flags.push(['--baseline', relative(config.baseline)]);
  if (config.generated !== undefined) {
    flags.push(['--generated', String(config.generated.count)]);
    if (config.generated.seed !== undefined) flags.push(['--seed', String(config.generated.seed)]);
  }
  if (config.out !== undefined) flags.push(['--out', relative(config.out)]);
  return flags;
}

function validateFlags(config: Config): Flags {
  const validate = config.validate ?? {};
  const flags: Flags = [];
  if (validate.kind !== undefined) flags.push(['--kind', validate.kind]);
  if (validate.lint === true) flags.push(['--lint', true]);
  if (validate.failOn !== undefined) flags.push(['--fail-on', validate.failOn]);
  if (validate.maxErrors !== undefined) flags.push(['--max-errors', String(validate.maxErrors)]);
  if (validate.format !== undefined) flags.push(['--format', validate.format]);
  return flags;
}

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

/** The commands a config applies to, and which of its values each takes. */
const FLAGS_OF: Readonly<Record<string, (config: Config, dir: string) => Flags>> = {
  run: runFlags,
  validate: (config) => validateFlags(config),
};

/**
 * `argv` of `command` with the config's values for the options it does not give; unchanged when no file
 * applies, the command takes none, or the user asked for help. A bad file is a UsageError (exit 2).
 */
export function withConfig(command: string, argv: readonly string[], cwd = process.cwd()): string[] {
  const { named, rest } = takeConfigOption(argv);
  const flagsOf = FLAGS_OF[command];
  const options = given(rest);
  if (flagsOf === undefined) {
    if (named !== undefined) throw new UsageError(`--config applies to ${Object.keys(FLAGS_OF).join(' and ')} only`);
    return rest;
  }
  if (options.has('--help') || rest.includes('-h') || (command === 'validate' && options.has('--stream'))) return rest;
  const file = named ?? findConfig(cwd);
  if (file === undefined) return rest;
  let loaded;
  try {
    const absolute = path.resolve(cwd, file);
    const relative = path.relative(cwd, absolute);
    loaded = readConfig(absolute, relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
  const subjectGiven = SUBJECT_OPTIONS.some((option) => options.has(option));
  const defaults = flagsOf(loaded.config, path.dirname(loaded.file)).filter(
    ([option]) => !options.has(option) && !(subjectGiven && SUBJECT_OPTIONS.includes(option)),
  );
  return [...defaults.map(([option, value]) => (value === true ? option : `${option}=${value}`)), ...rest];
}
