/**
 * `cdm-conformance corpus <list|show|stats|export|promote>`: browse the fixture corpus, hand it to tools in
 * any language, and take a shrunk fixture into it (docs/corpus.md). Bad usage and unknown ids throw UsageError (one line, exit 2).
 */
import { parseArgs } from 'node:util';
import { EXIT, PROGRAM, UsageError } from '../terminal/errors.js';
import { didYouMean } from '../../support/suggest.js';
import { palette, wantsColour, writeRespectingBackpressure } from '../terminal/output.js';
import { loadCorpus } from '../../corpus/load.js';
import { splitId, type Fixture } from '../../corpus/types.js';
import { filterHelp, filterOptions, fixtureFilter } from './filters.js';
import { promote } from './promote.js';
import { showFixture } from './show.js';
import { corpusStats, statsText } from './stats.js';
import { oneOfChoice } from '../options/choices.js';
import { REQUEST_FORMS, requestLine } from '../../protocol/request.js';
import { fixtureCase, loadCorpusCases } from '../../runner/cases.js';

export interface CorpusIo {
  readonly write: (text: string) => Promise<void>;
  readonly colour: boolean;
  /** The corpus directory (default: the bundled corpus). */
  readonly dir?: string;
}

/** The corpus does not change while the process runs: read it once per directory. */
const loaded = new Map<string, Fixture[]>();
function fixturesOf(io: CorpusIo): Fixture[] {
  const key = io.dir ?? '';
  if (!loaded.has(key)) loaded.set(key, loadCorpus(io.dir));
  return loaded.get(key)!;
}

const processIo = (): CorpusIo => ({
  write: (text) => writeRespectingBackpressure(process.stdout, text),
  colour: wantsColour(process.stdout),
});

const HELP = {
  corpus: `Usage: ${PROGRAM} corpus <command> [options]

Browse the fixture corpus (corpus/fixtures, docs/corpus.md).

Commands:
  list     list fixtures, filtered by rule, tier, kind and verdict
  show     one fixture in full: expectation, contract text, change from its base, the object
           with the offending paths marked
  stats    fixtures per rule, tier and kind; rules and places without coverage
  export   the stream protocol's request lines, one per fixture (docs/protocol.md)
  promote  take a shrunk fixture (run --generated, compare) into the corpus

${PROGRAM} corpus <command> --help shows a command's options. Colour follows NO_COLOR.
Exit codes: 0 done, 2 usage error, unknown fixture id or refused promotion.
`,
  list: `Usage: ${PROGRAM} corpus list [options]

One line per fixture: id, tier, expected verdict, description (tab-separated).

Options:
${filterHelp}
  --json       a JSON array of {id, rule, rules, tier, kind, scope, valid, description}
  -h, --help   show this help

Exit codes: 0 listed (also when nothing matches), 2 usage error.
`,
  show: `Usage: ${PROGRAM} corpus show ID [--json]

One fixture in full: description, rules, tier, the exact expectation, the contract text, its base
and patch, and the object (or the exact text, then its parsed value) with each line an expected
error or warning points at marked ">", its rule and the contract quote beside it.

Options:
  --json       the fixture file itself, as JSON
  -h, --help   show this help

Exit codes: 0 shown, 2 usage error or unknown fixture id.
`,
  stats: `Usage: ${PROGRAM} corpus stats [options]

Fixtures per tier, kind and verdict; per rule: fixtures, invalid, valid and places covered; the
rules and places without coverage.

Options:
  --json       the same as one JSON object
  -h, --help   show this help

Exit codes: 0 printed, 2 usage error.
`,
  export: `Usage: ${PROGRAM} corpus export [options]

One stream-protocol request line per fixture, exactly as run --stream sends it:
{"id":<id>,"kind":<kind>,"object":<text>} ("kind" left out for a mixed-stream fixture).
A text fixture's exact text is spliced in verbatim as the object member (never re-serialised), so
duplicate keys, -0, 1e400, lone surrogate escapes and a leading U+FEFF reach the consumer as written.
With --request-form text the exact text is a JSON string member instead,
{"id":<id>,"kind":<kind>,"text":"<text, ASCII-escaped>"}: every line is then plain JSON
for any JSON library (docs/protocol.md).

Options:
${filterHelp}
  --request-form F  object (default) or text
  -h, --help   show this help

Exit codes: 0 written (also when nothing matches), 2 usage error.
`,
} as const;

const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;

async function list(argv: string[], io: CorpusIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: { ...filterOptions, json: { type: 'boolean' }, ...HELP_OPTION },
  });
  if (values.help) return io.write(HELP.list).then(() => EXIT.ok);
  const all = fixturesOf(io);
  const fixtures = all.filter(
    fixtureFilter(
      values,
      all.map((fixture) => fixture.id),
    ),
  );
  if (values.json) {
    const entries = fixtures.map((fixture) => {
      const { scope, rule } = splitId(fixture.id);
      return JSON.stringify({
        id: fixture.id,
        rule,
        rules: fixture.rules,
        tier: fixture.tier,
        kind: fixture.kind,
        scope,
        valid: fixture.expect.valid,
        description: fixture.description,
      });
    });
    await io.write(entries.length === 0 ? '[]\n' : `[\n${entries.join(',\n')}\n]\n`);
    return EXIT.ok;
  }
  const colours = palette(io.colour);
  await io.write(
    fixtures
      .map(
        (fixture) =>
          `${fixture.id}\t${fixture.tier}\t${fixture.expect.valid ? 'valid' : colours.rule('invalid')}\t${fixture.description}\n`,
      )
      .join(''),
  );
  return EXIT.ok;
}

async function show(argv: string[], io: CorpusIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: { json: { type: 'boolean' }, ...HELP_OPTION },
  });
  if (values.help) return io.write(HELP.show).then(() => EXIT.ok);
  if (positionals.length !== 1)
    throw new UsageError(`corpus show takes exactly one fixture id (got ${positionals.length})`);
  const id = positionals[0]!.replace(/\.json$/, '').replace(/^(corpus\/)?fixtures\//, '');
  const fixture = fixturesOf(io).find((candidate) => candidate.id === id);
  if (fixture === undefined)
    throw new UsageError(
      `unknown fixture id '${positionals[0]}'${
        didYouMean(
          id,
          fixturesOf(io).map((candidate) => candidate.id),
        ) || ` (${PROGRAM} corpus list shows the ids)`
      }`,
    );
  // JSON.parse made "__proto__" an own member, so stringify writes it back: nothing is lost.
  await io.write(values.json ? `${JSON.stringify(fixture, null, 2)}\n` : showFixture(fixture, palette(io.colour)));
  return EXIT.ok;
}

async function stats(argv: string[], io: CorpusIo): Promise<number> {
  const { values } = parseArgs({ args: argv, strict: true, options: { json: { type: 'boolean' }, ...HELP_OPTION } });
  if (values.help) return io.write(HELP.stats).then(() => EXIT.ok);
  const result = corpusStats(fixturesOf(io));
  await io.write(values.json ? `${JSON.stringify(result, null, 2)}\n` : statsText(result));
  return EXIT.ok;
}

async function exportLines(argv: string[], io: CorpusIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: { ...filterOptions, 'request-form': { type: 'string' }, ...HELP_OPTION },
  });
  if (values.help) return io.write(HELP.export).then(() => EXIT.ok);
  const form =
    values['request-form'] === undefined
      ? 'object'
      : oneOfChoice('--request-form', values['request-form'], REQUEST_FORMS);
  // The runner's own cases (the bundled corpus's from its bundle, one file, while it matches the fixture
  // files) and request lines: what `run --stream` sends, byte for byte.
  const cases = io.dir === undefined ? (await loadCorpusCases()).cases : fixturesOf(io).map(fixtureCase);
  const filter = fixtureFilter(
    values,
    cases.map((testCase) => testCase.id),
  );
  for (const testCase of cases.filter(filter)) await io.write(requestLine(testCase, form));
  return EXIT.ok;
}

const promoteCommand = (argv: string[], io: CorpusIo): Promise<number> =>
  promote(io.dir === undefined || argv.includes('--corpus') ? argv : [...argv, '--corpus', io.dir], io.write);

const SUBCOMMANDS: Record<string, (argv: string[], io: CorpusIo) => Promise<number>> = {
  list,
  show,
  stats,
  export: exportLines,
  promote: promoteCommand,
};

export async function run(argv: string[], io: CorpusIo = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError(`corpus needs a command: ${Object.keys(SUBCOMMANDS).join(', ')}`);
  if (name === '-h' || name === '--help') {
    await io.write(HELP.corpus);
    return EXIT.ok;
  }
  const subcommand = Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
  if (subcommand === undefined)
    throw new UsageError(`unknown corpus command '${name}' (commands: ${Object.keys(SUBCOMMANDS).join(', ')})`);
  return subcommand(rest, io);
}
