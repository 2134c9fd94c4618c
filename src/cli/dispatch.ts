/**
 * `cdm-conformance <command> ...` to an exit code: the global options, `help`, dispatch to a subcommand
 * (commands.ts), and every failure as one line `cdm-conformance: <message>` on stderr, never a stack trace; a
 * usage error names the help of the command it was made in. main.ts runs it as the process; the suites also
 * run it in theirs, where the process itself is not what they test.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { oneLine } from '../support/errorText.js';
import { packagePath } from '../support/packagePaths.js';
import { nearest } from '../support/suggest.js';
import { EXIT, PROGRAM, reportError, UsageError } from './terminal/errors.js';
import { commands, findCommand } from './commands.js';
import { CONFIG_COMMANDS, withConfig } from './config/apply.js';
import { CONFIG_FILE } from './config/load.js';

const HELP_SUMMARY = "show a command's help: help COMMAND [SUBCOMMAND] (the same as COMMAND --help)";

function usage(): string {
  const names = Object.keys(commands);
  const width = Math.max(...names.map((n) => n.length), 'help'.length);
  const row = (name: string, text: string): string => `  ${name.padEnd(width)}  ${text}`;
  const list = [...names.map((name) => row(name, commands[name]!.summary)), row('help', HELP_SUMMARY)].join('\n');
  const exits = [
    ...names.map((name) => row(name, commands[name]!.exits ?? `see ${PROGRAM} ${name} --help`)),
    row('help', '0 help printed, 2 unknown command'),
  ].join('\n');
  return `Usage: ${PROGRAM} <command> [options]

Conformance suite and reference validator for the Common Data Model Contract.

Commands:
${list}

Options:
  -h, --help     show this help (${PROGRAM} <command> --help for a command's options)
  -v, --version  print the version

${CONFIG_COMMANDS} take defaults from ${CONFIG_FILE}
(found from the working directory up to the repository root, or --config FILE after the command); a flag on
the command line wins. ${PROGRAM} init writes a starter (docs/config.md).

Exit codes: per command (${PROGRAM} <command> --help says more)
${exits}
  130, 143  interrupted by SIGINT / SIGTERM (run writes the report of what ran, marked interrupted)
`;
}

/** The version from package.json (support/packagePaths.ts finds it from every form of this module). */
function version(): string {
  const text = readFileSync(packagePath('package.json'), 'utf8');
  return String((JSON.parse(text) as { version?: unknown }).version);
}

function unknownCommand(name: string): UsageError {
  const names = Object.keys(commands);
  const [guess] = nearest(name, [...names, 'help'], 1);
  return new UsageError(
    guess === undefined
      ? `unknown command '${name}'; commands: ${names.join(', ')}`
      : `unknown command '${name}'; did you mean '${guess}'?`,
  );
}

/** A usage error in `command` (with its subcommand, if it has one): its help names where to look. */
class CommandUsageError extends Error {
  constructor(
    readonly original: unknown,
    readonly help: string,
  ) {
    super(oneLine(original));
  }
}

/** The words of `cdm-conformance ... --help` for the command line `args` (after the program name). */
function helpOf(args: readonly string[]): string {
  const [name, sub] = args;
  const command = name === undefined ? undefined : findCommand(name);
  if (name === undefined || command === undefined) return `${PROGRAM} --help`;
  return command.subcommands?.includes(sub ?? '') ? `${PROGRAM} ${name} ${sub} --help` : `${PROGRAM} ${name} --help`;
}

/** Options before the command name: only --help and --version exist there. */
async function main(argv: string[]): Promise<number> {
  const commandAt = argv.findIndex((arg) => !arg.startsWith('-'));
  const { values } = parseArgs({
    args: commandAt === -1 ? argv : argv.slice(0, commandAt),
    strict: true,
    options: { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean', short: 'v' } },
  });
  if (values.version) {
    process.stdout.write(`${version()}\n`);
    return EXIT.ok;
  }
  if (values.help || commandAt === -1) {
    process.stdout.write(usage());
    return EXIT.ok;
  }
  let rest = argv.slice(commandAt + 1);
  let name = argv[commandAt]!;
  if (name === 'help') {
    const [target, ...more] = rest;
    if (target === undefined) {
      process.stdout.write(usage());
      return EXIT.ok;
    }
    name = target;
    rest = [...more, '--help'];
  }
  const command = findCommand(name);
  if (command === undefined) throw unknownCommand(name);
  try {
    // cdm-conformance.config.json's defaults for the options not given (config/apply.ts says which command takes what).
    return await command.run(withConfig(name, rest));
  } catch (error) {
    throw isUsageError(error) ? new CommandUsageError(error, helpOf([name, ...rest])) : error;
  }
}

/** parseArgs reports bad options as TypeErrors with ERR_PARSE_ARGS_* codes: they are usage errors too. */
function isUsageError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_'));
}

/**
 * parseArgs's messages in the command's words: Node's own carry advice for its API ("To specify a positional
 * argument starting with a '-', place it at the end ... as in '-- "--bogus"", with a quote left open).
 */
function usageMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const text = oneLine(error);
  const option = /'(-{1,2}[^'\s=]*)/.exec(text)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option !== undefined) return `unknown option '${option}'`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option !== undefined)
    return /does not take an argument/.test(text)
      ? `option '${option}' takes no value`
      : `option '${option}' needs a value`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const argument = /'([^']*)'/.exec(text)?.[1];
    return argument === undefined ? 'unexpected argument' : `unexpected argument '${argument}'`;
  }
  return text;
}

/** The one line a failure gets on stderr (a usage error with a pointer to the help); never a stack trace. */
export function reportFailure(error: unknown): void {
  if (error instanceof CommandUsageError) reportError(`${usageMessage(error.original)} (see ${error.help})`);
  else if (isUsageError(error)) reportError(`${usageMessage(error)} (see ${PROGRAM} --help)`);
  else reportError(oneLine(error));
}

/** Run the command line `argv` (the arguments after the program name) to its exit code: 0, 1 or 2. */
export async function runCommandLine(argv: string[]): Promise<number> {
  try {
    return await main(argv);
  } catch (error) {
    reportFailure(error);
    return EXIT.error;
  }
}
