/**
 * The command line's own errors and helps (src/cli/dispatch.ts), in process: an unknown option is one clean
 * line pointing to the command's own help, a mistyped command gets a "did you mean", `help COMMAND` and `-v`
 * exist, and the top-level help gives every command's exit codes.
 */
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/commands.js';
import { cliInProcess, expectOneErrorLine } from './_support.js';

/** Quotes in a line pair up: Node's raw parseArgs message left one open ("as in '-- "--bogus""). */
const balancedQuotes = (line: string): boolean => (line.match(/'/g) ?? []).length % 2 === 0;

describe('an option the command does not know', () => {
  it.each([
    [['validate', '--bogus'], "unknown option '--bogus' (see cdm-conformance validate --help)"],
    [['run', '--frob=3'], "unknown option '--frob' (see cdm-conformance run --help)"],
    [['corpus', 'list', '--bogus'], "unknown option '--bogus' (see cdm-conformance corpus list --help)"],
    [['--bogus'], "unknown option '--bogus' (see cdm-conformance --help)"],
  ])('%j is one clean line naming it and the command’s own help, exit 2', async (args, message) => {
    const { code, stdout, stderr } = await cliInProcess(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    const line = expectOneErrorLine(stderr);
    expect(line).toBe(`cdm-conformance: ${message}`);
    expect(balancedQuotes(line)).toBe(true);
  });

  it('a missing value and a value given to a flag say so in the command’s words', async () => {
    const missing = await cliInProcess(['validate', '--kind']);
    expect(expectOneErrorLine(missing.stderr)).toBe(
      "cdm-conformance: option '--kind' needs a value (see cdm-conformance validate --help)",
    );
    const flag = await cliInProcess(['validate', '--quiet=yes']);
    expect(expectOneErrorLine(flag.stderr)).toBe(
      "cdm-conformance: option '--quiet' takes no value (see cdm-conformance validate --help)",
    );
  });
});

describe('a command that does not exist', () => {
  it.each([
    ['valdiate', 'validate'],
    ['rnu', 'run'],
    ['sitee', 'site'],
    ['compre', 'compare'],
  ])('%s: did you mean %s?', async (typed, meant) => {
    const { code, stderr } = await cliInProcess([typed, '--kind', 'entity']);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toBe(
      `cdm-conformance: unknown command '${typed}'; did you mean '${meant}'? (see cdm-conformance --help)`,
    );
  });

  it('far from every command: the list of commands', async () => {
    const { stderr } = await cliInProcess(['frobnicate']);
    expect(expectOneErrorLine(stderr)).toContain(`unknown command 'frobnicate'; commands: validate, `);
  });

  it('bench is no longer a command', async () => {
    const { code, stderr } = await cliInProcess(['bench']);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toContain("unknown command 'bench'");
  });
});

describe('help and version', () => {
  it('help COMMAND prints that command’s help, as COMMAND --help does', async () => {
    for (const args of [['run'], ['validate'], ['corpus', 'list']]) {
      const viaHelp = await cliInProcess(['help', ...args]);
      const viaFlag = await cliInProcess([...args, '--help']);
      expect(viaHelp.code).toBe(0);
      expect(viaHelp.stdout).toBe(viaFlag.stdout);
      expect(viaHelp.stdout).toMatch(/^Usage: cdm-conformance /);
    }
  });

  it('help alone is the top-level help; help of an unknown command is a usage error', async () => {
    expect((await cliInProcess(['help'])).stdout).toBe((await cliInProcess(['--help'])).stdout);
    const unknown = await cliInProcess(['help', 'valdiate']);
    expect(unknown.code).toBe(2);
    expect(expectOneErrorLine(unknown.stderr)).toContain("did you mean 'validate'?");
  });

  it('-v prints the version, as --version does', async () => {
    const short = await cliInProcess(['-v']);
    expect(short.code).toBe(0);
    expect(short.stdout).toBe((await cliInProcess(['--version'])).stdout);
    expect(short.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('the top-level help gives the exit codes of every command', async () => {
    const { stdout } = await cliInProcess(['--help']);
    const exitCodes = stdout.slice(stdout.indexOf('Exit codes'));
    for (const name of Object.keys(commands)) expect(exitCodes, name).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
    expect(exitCodes).toMatch(/^ {2}help /m);
    expect(exitCodes).toMatch(/130, 143/);
  });
});
