/**
 * `cdm-conformance validate`: the reference validator on files, stdin, or the stream protocol.
 */
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { kindNames, type Kind } from '../contract/canonicalObject.js';
import { EXIT, InputError, PROGRAM, reportError, UsageError } from './terminal/errors.js';
import { ioReason } from '../support/errorText.js';
import { fileInPieces, fileInTransientPieces, stdinInPieces } from '../support/fileInPieces.js';
import { type LineTooLong, utf8LineBatches } from '../support/lines.js';
import type { NotUtf8 } from '../support/utf8.js';
import { wantsColour } from './terminal/output.js';
import { Progress } from './validate/progress.js';
import { oneOfChoice } from './options/choices.js';
import { ValidateReporter } from './validate/reporter.js';
import { validateWhole } from './validate/whole.js';
import { LogProgress, logsProgress, type ProgressLine } from './validate/logProgress.js';
import { gateHelp, gateOptionSpecs, readGateOptions, type GateChoice } from './validate/options.js';
import { sniffNdjson } from './validate/sniff.js';
import { writeStats } from './validate/statsOutput.js';
import { maxLineBytesHelp, maxLineBytesOption, reportLineTooLong } from './validate/lineCap.js';
import { recordLines } from './validate/lines.js';
import { serveStream } from './stream.js';
import { configOptionHelp } from './config/help.js';
import { HELLO_VARIABLE, helloLine } from '../protocol/hello.js';
import { referenceIdentity } from '../runner/subjects/reference.js';

export const usage = `Usage: ${PROGRAM} validate [FILE...] [options]

Validate canonical objects. FILE '-' (or no FILE) reads stdin. A .json file holds one value,
or a JSON array of objects (generate's default output), each item validated as one object and
numbered by the line it starts on;
a .ndjson or .jsonl file (or any input with --ndjson) holds one value per line, streamed in
constant memory; blank lines are skipped but counted in line numbers. On stdin, NDJSON is
recognised by itself (the first line is a whole value and more lines follow), so
'${PROGRAM} generate --ndjson | ${PROGRAM} validate -' needs no --ndjson.

Options:
  --kind K     validate against one kind (${kindNames.join(', ')}); object_kind may be absent.
               Default: dispatch each object on its object_kind.
  --ndjson     treat every input as NDJSON (one value per line)
${gateHelp}
  --lint       also report lint findings (warnings) for valid objects
  --quiet      print only the summary line (on stderr)
  --workers N  accepted and ignored (said on stderr): validate runs on one thread, which
               a second was never faster than (docs/performance.md)
${maxLineBytesHelp}
  --stream     serve the subject stream protocol on stdin/stdout (docs/protocol.md);
               --kind sets the default kind, --lint adds warnings to responses
${configOptionHelp(15)}
  -h, --help   show this help

Output: invalid values with one line per error (path, rule id, message); a summary line
"N objects: V valid, I invalid" on stderr.
Progress: on a terminal, one line redrawn in place on stderr; off a terminal with CI set, a
line on stderr every 10 s (objects so far, and for a file how far through it and time left).

Exit codes:
  0  every value is valid (--stream: end of input reached)
  1  at least one value is invalid (--fail-on warning: or has a lint finding)
  2  usage error, an input could not be read, or a line or value was longer than
     --max-line-bytes (named on stderr and not validated; the other lines still are)
`;

interface Options {
  readonly kind?: Kind;
  readonly ndjson: boolean;
  readonly lint: boolean;
  readonly quiet: boolean;
  readonly gate: GateChoice;
  readonly maxLineBytes: number;
}

const NDJSON_EXTENSIONS = new Set(['.ndjson', '.jsonl']);
const STDIN = '-';

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      kind: { type: 'string' },
      ndjson: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      lint: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      workers: { type: 'string' },
      'max-line-bytes': { type: 'string' },
      stream: { type: 'boolean', default: false },
      ...gateOptionSpecs,
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return EXIT.ok;
  }
  if (values.kind !== undefined) oneOfChoice('--kind', values.kind, kindNames);
  const kind = values.kind as Kind | undefined;
  const maxLineBytes = maxLineBytesOption(values['max-line-bytes']);

  if (values.stream) {
    if (positionals.length > 0) throw new UsageError('--stream reads requests from stdin; it takes no FILE');
    if (
      values.json ||
      values.ndjson ||
      values.quiet ||
      values.format !== undefined ||
      values.stats ||
      values['stats-json'] !== undefined
    )
      throw new UsageError('--stream cannot be combined with --json, --format, --ndjson, --quiet or --stats');
    if (values.workers !== undefined) throw new UsageError('--stream answers on one thread; it takes no --workers');
    // Started by a runner that reads a hello line (docs/protocol.md): say who answers, before anything else.
    if (process.env[HELLO_VARIABLE] === '1') process.stdout.write(helloLine(referenceIdentity()));
    // The stream server reads lines only (utf8LineBatches): stdin's pieces need not be copies.
    return serveStream(stdinInPieces(true), process.stdout, { kind, lint: values.lint, maxLineBytes });
  }

  // Waiting silently for typed input looks like a hang; '-' still reads a terminal on purpose.
  if (positionals.length === 0 && process.stdin.isTTY === true)
    throw new UsageError('no FILE given and stdin is a terminal');
  const sources = positionals.length > 0 ? positionals : [STDIN];
  if (sources.filter((s) => s === STDIN).length > 1) throw new UsageError("stdin ('-') can be read only once");
  const gate = readGateOptions(values);
  const options: Options = {
    kind,
    ndjson: values.ndjson,
    lint: gate.lint,
    quiet: values.quiet,
    gate,
    maxLineBytes,
  };
  if (values.workers !== undefined) ignoredWorkers(values.workers, values.quiet);
  return validateSources(sources, options);
}

/**
 * --workers N|auto, removed (docs/performance.md, "--workers"): still accepted so that scripts passing it keep
 * working, and said to be ignored. Its value is still checked: it must not swallow a FILE unnoticed.
 */
function ignoredWorkers(value: string, quiet: boolean): void {
  if (value !== 'auto' && !/^[1-9][0-9]{0,2}$/.test(value))
    throw new UsageError(`--workers must be a whole number from 1 to 999, or auto; got ${JSON.stringify(value)}`);
  if (!quiet) reportError('--workers is ignored: validate runs on one thread (docs/performance.md)');
}

/** Check every file before validating any: a typo in the 10th path should not cost a 9-file run. */
async function unreadable(sources: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const source of sources) {
    if (source === STDIN) continue;
    try {
      if ((await stat(source)).isDirectory()) problems.push(`cannot read ${source}: is a directory`);
    } catch (error) {
      problems.push(`cannot read ${source}: ${ioReason(error)}`);
    }
  }
  return problems;
}

async function validateSources(sources: readonly string[], options: Options): Promise<number> {
  const problems = await unreadable(sources);
  if (problems.length > 0) {
    for (const problem of problems) reportError(problem);
    return EXIT.error;
  }
  // Off a terminal in CI, whole progress lines (validate/logProgress.ts); on a terminal, one redrawn line.
  const logProgress =
    !options.quiet && logsProgress(process.env, process.stderr.isTTY === true)
      ? new LogProgress((line) => process.stderr.write(line))
      : undefined;
  const progress: ProgressLine | null =
    logProgress ?? Progress.forStream(process.stderr, options.gate.format === 'human' && !options.quiet);
  const gateOptions = {
    format: options.gate.format,
    quiet: options.quiet,
    lint: options.lint,
    colour: wantsColour(process.stdout),
    failOn: options.gate.failOn,
    maxErrors: options.gate.maxErrors,
    ...(options.gate.docsUrl === undefined ? {} : { docsUrl: options.gate.docsUrl }),
  };
  const reporter = new ValidateReporter(gateOptions, process.stdout, progress);
  let readFailed = false;
  const validateOptions = { kind: options.kind, lint: options.lint };
  for (const source of sources) {
    try {
      let input: AsyncIterable<Buffer> | undefined;
      let ndjson = options.ndjson || NDJSON_EXTENSIONS.has(extname(source).toLowerCase());
      if (!ndjson && source === STDIN)
        ({ ndjson, chunks: input } = await sniffNdjson(stdinInPieces(), options.maxLineBytes).catch(
          (error: unknown) => {
            throw new InputError(`cannot read ${source}: ${ioReason(error)}`);
          },
        ));
      const bytes = await regularFileBytes(source);
      logProgress?.begin(source === STDIN ? '<stdin>' : source, bytes);
      /** The input, its bytes counted for the progress line; `transient` pieces for a reader done with each first. */
      const read = (transient: boolean): AsyncIterable<Buffer> => {
        const chunks = input ?? inputOf(source, transient);
        return logProgress === undefined ? chunks : logProgress.counted(chunks);
      };
      if (ndjson) await validateLines(source, options, reporter, read(true));
      else
        await validateWhole(
          source,
          read(false),
          reporter,
          { ...validateOptions, maxLineBytes: options.maxLineBytes },
          (error) => new InputError(`cannot read ${source}: ${ioReason(error)}`),
        );
    } catch (error) {
      // An input that fails mid-read is reported and the other inputs still run; anything else is a bug.
      if (!(error instanceof InputError)) throw error;
      await reporter.flush();
      progress?.clear();
      reportError(error.message);
      readFailed = true;
    }
  }
  await reporter.finish();
  progress?.clear();
  process.stderr.write(reporter.summary() + '\n');
  const statsWritten = await writeStats(
    reporter.stats.toJson(),
    {
      table: options.gate.stats,
      ...(options.gate.statsJson === undefined ? {} : { jsonFile: options.gate.statsJson }),
    },
    sources,
  );
  if (readFailed || reporter.notValidated() > 0 || !statsWritten) return EXIT.error;
  return reporter.failed() ? EXIT.invalid : EXIT.ok;
}

/** The size of a regular file; undefined for stdin, a pipe or a device (their size says nothing). */
async function regularFileBytes(source: string): Promise<number | undefined> {
  if (source === STDIN) return undefined;
  const info = await stat(source).catch(() => undefined);
  return info?.isFile() === true ? info.size : undefined;
}

/** The input's pieces: copies, or (`transient`) views of a read buffer for a reader done with each piece before the next. */
const inputOf = (source: string, transient = false): AsyncIterable<Buffer> =>
  source === STDIN ? stdinInPieces(transient) : transient ? fileInTransientPieces(source) : fileInPieces(source);

/**
 * The input's lines; a read failure surfaces as InputError (errors of the consumer never pass through here).
 * The line reader is done with each piece of a file (or of stdin that is one) before it reads the next: no
 * piece is copied.
 */
async function* linesOf(
  source: string,
  maxLineBytes: number,
  input?: AsyncIterable<Buffer>,
): AsyncGenerator<Array<string | NotUtf8 | LineTooLong>> {
  const stream = input ?? inputOf(source, true);
  try {
    yield* utf8LineBatches(stream as AsyncIterable<Buffer>, { maxLineBytes });
  } catch (error) {
    throw new InputError(`cannot read ${source}: ${ioReason(error)}`);
  }
}

/** One value per line; a line that is not JSON is one invalid object and the rest still runs. */
async function validateLines(
  source: string,
  options: Options,
  reporter: ValidateReporter,
  input?: AsyncIterable<Buffer>,
): Promise<void> {
  const validateOptions = { kind: options.kind, lint: options.lint };
  let lineNumber = 1;
  for await (const batch of linesOf(source, options.maxLineBytes, input)) {
    await recordLines(reporter, source, batch, lineNumber, validateOptions, (index, line) =>
      reportLineTooLong(source, index, line),
    );
    lineNumber += batch.length;
  }
}
