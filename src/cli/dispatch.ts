/**
 * `cdm-conformance <command> ...` to an exit code: the global options, dispatch to a subcommand (commands.ts),
 * and every failure as one line `cdm-conformance: <message>` on stderr, never a stack trace. main.ts runs it
 * as the process; the suites also run it in theirs, where the process itself is not what they test.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { commands, findCommand } from './commands.js';
import { EXIT, PROGRAM, reportError, UsageError } from './_internals/errors.js';
import { oneLine } from '../support/errorText.js';
import { packagePath } from '../support/packagePaths.js';

function usage(): string {
  const names = Object.keys(commands);
  const width = Math.max(...names.map((n) => n.length));
  const list = names.map((name) => `  ${name.padEnd(width)}  ${commands[name]!.summary}`).join('\n');
  return `Usage: ${PROGRAM} <command> [options]

Conformance suite and reference validator for the Common Data Model Contract.

Commands:
${list}

Options:
  -h, --help     show this help (${PROGRAM} <command> --help for a command's options)
  --version      print the version

Exit codes:
  0  success: every object valid
  1  at least one object invalid (or, for a suite run, a failed check)
  2  usage error, unreadable input, an output file that cannot be written, or internal error
  130, 143  interrupted by SIGINT / SIGTERM (run writes the report of what ran, marked interrupted)
`;
}

/** The version from package.json (support/packagePaths.ts finds it from every form of this module). */
function version(): string {
  const text = readFileSync(packagePath('package.json'), 'utf8');
  return String((JSON.parse(text) as { version?: unknown }).version);
}

/** Options before the command name: only --help and --version exist there. */
async function main(argv: string[]): Promise<number> {
  const commandAt = argv.findIndex((arg) => !arg.startsWith('-'));
  const globalArgs = commandAt === -1 ? argv : argv.slice(0, commandAt);
  const { values } = parseArgs({
    args: globalArgs,
    strict: true,
    options: { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean' } },
  });
  if (values.version) {
    process.stdout.write(`${version()}\n`);
    return EXIT.ok;
  }
  if (values.help || commandAt === -1) {
    process.stdout.write(usage());
    return EXIT.ok;
  }
  const name = argv[commandAt]!;
  const command = findCommand(name);
  if (command === undefined)
    throw new UsageError(`unknown command '${name}'; commands: ${Object.keys(commands).join(', ')}`);
  return command.run(argv.slice(commandAt + 1));
}

/** parseArgs reports bad options as TypeErrors with ERR_PARSE_ARGS_* codes: they are usage errors too. */
function isUsageError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_'));
}

/** The one line a failure gets on stderr (a usage error with a pointer to --help); never a stack trace. */
export function reportFailure(error: unknown): void {
  reportError(isUsageError(error) ? `${oneLine(error)} (see ${PROGRAM} --help)` : oneLine(error));
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
