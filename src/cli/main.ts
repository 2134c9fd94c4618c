#!/usr/bin/env node
/**
 * `cdm-conformance`: dispatch to a subcommand (commands.ts). This file owns the process: exit codes, and the
 * promise that every failure is one line `cdm-conformance: <message>` on stderr, never a stack trace.
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
  if (command === undefined) throw new UsageError(`unknown command '${name}'; commands: ${Object.keys(commands).join(', ')}`);
  return command.run(argv.slice(commandAt + 1));
}

/** parseArgs reports bad options as TypeErrors with ERR_PARSE_ARGS_* codes: they are usage errors too. */
function isUsageError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_'));
}

function fail(error: unknown): void {
  reportError(isUsageError(error) ? `${oneLine(error)} (see ${PROGRAM} --help)` : oneLine(error));
  process.exitCode = EXIT.error;
}

// A reader that goes away (`validate big.ndjson | head`) is not an error of ours: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.ok);
  fail(error);
  process.exit(EXIT.error);
});
process.on('uncaughtException', (error) => {
  fail(error);
  process.exit(EXIT.error);
});
process.on('unhandledRejection', (error) => {
  fail(error);
  process.exit(EXIT.error);
});

// exitCode rather than process.exit(): let stdout drain completely into a pipe before the process ends.
main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
}, fail);
