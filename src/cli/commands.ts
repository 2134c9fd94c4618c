/**
 * The subcommand table `cdm-conformance <command>` dispatches on.
 *
 * To add a command, add one entry: a one-line summary for `--help` and a `run` that loads its module lazily
 * (so `validate` does not pay for the generators, and one command's import failure cannot break the others).
 * `run` gets the arguments after the command name and resolves to the exit code (0/1/2, see main.ts); it
 * throws UsageError for a bad command line and never calls process.exit itself.
 */

export interface Command {
  /** One line for the command list in `cdm-conformance --help`. */
  readonly summary: string;
  /** Its exit codes in one line for `cdm-conformance --help` (the command's own --help says more). */
  readonly exits?: string;
  /** Its subcommands (`corpus list`): a usage error points to the subcommand's own --help. */
  readonly subcommands?: readonly string[];
  readonly run: (argv: string[]) => Promise<number>;
}

export const commands: Readonly<Record<string, Command>> = {
  validate: {
    exits:
      '0 every value valid, 1 a value invalid (--fail-on warning: or a lint finding), 2 usage error or unreadable input',
    summary: 'validate JSON / NDJSON objects against the contract (or serve --stream)',
    run: async (argv) => (await import('./validate.js')).run(argv),
  },
  rules: {
    exits: '0 a rule listed, 1 no rule matches, 2 usage error',
    summary: 'list and search the rule catalogue by id glob or contract words, with tier, category and fixture counts',
    run: async (argv) => (await import('./rules.js')).run(argv),
  },
  corpus: {
    exits: '0 done, 2 usage error, unknown fixture id or refused promotion',
    subcommands: ['list', 'show', 'stats', 'export', 'promote'],
    summary:
      'browse the fixture corpus: list, show, stats, export (stream-protocol request lines); promote a shrunk fixture into it',
    run: async (argv) => (await import('./corpus/index.js')).run(argv),
  },
  generate: {
    exits: '0 objects written, 2 usage error',
    summary: 'sample valid objects, or objects breaking one rule, from the property-test generators',
    run: async (argv) => (await import('./generate.js')).run(argv),
  },
  run: {
    exits:
      '0 conformant (or as the baseline says), 1 a scored case failed or the baseline differs, 2 usage error or no result',
    summary: 'run the conformance suite against a subject (--reference, --stream, --exec, --module) and write reports',
    run: async (argv) => (await import('./run.js')).run(argv),
  },
  schema: {
    exits: '0 written, 2 usage error',
    summary:
      'print the contract as JSON Schema 2020-12 (--kind K for one kind), or --gaps: the rules a schema cannot express',
    run: async (argv) => (await import('./schema.js')).run(argv),
  },
  compare: {
    exits: '0 every subject passed, 1 a subject failed a case, 2 usage error or a subject could not be run',
    summary: 'run the same cases against several subjects and write their reports and a comparison page',
    run: async (argv) => (await import('./compare.js')).run(argv),
  },
  site: {
    exits: '0 the site written, 2 usage error, unreadable corpus or an output that cannot be written',
    summary: 'build the static documentation site: rules, rule pages with fixtures, playground, reports',
    run: async (argv) => (await import('./site.js')).run(argv),
  },
  report: {
    exits:
      'merge: 0 conformant, 1 not, 2 cannot merge; diff: 0 nothing newly fails, 1 something does, 2 unreadable; trend: 0 written, 2 refused',
    subcommands: ['merge', 'diff', 'trend'],
    summary:
      'join the shards of a run (report merge), compare two runs (report diff), or follow one over versions (report trend)',
    run: async (argv) => (await import('./report.js')).run(argv),
  },
  init: {
    exits: '0 written, 2 usage error or the file is already there',
    summary: 'write a commented cdm-conformance.config.json for a stream subject (docs/config.md)',
    run: async (argv) => (await import('./init.js')).run(argv),
  },
  gate: {
    summary: 'validate a live feed on NATS JetStream: valid messages on, invalid ones aside with headers saying why',
    exits: '0 stopped by SIGTERM/SIGINT, all in flight acked; 2 usage or configuration error (URL, server, stream)',
    run: async (argv) => (await import('./gate.js')).run(argv),
  },
};

export function findCommand(name: string): Command | undefined {
  return Object.hasOwn(commands, name) ? commands[name] : undefined;
}
