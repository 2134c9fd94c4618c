/**
 * `cdm-conformance report merge|diff`: join the shards of one run into its report, and say what changed
 * between two runs of one implementation.
 */
import { readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { judgeRun } from '../runner/run.js';
import type { RunReport } from '../report/model/index.js';
import { ioReason } from '../support/errorText.js';
import { escapeForTerminal } from '../support/terminal.js';
import { EXIT, PROGRAM, reportError, UsageError } from './terminal/errors.js';
import { configOptionHelp } from './config/help.js';
import { wantsColour, writeRespectingBackpressure } from './terminal/output.js';
import { readBaselineOption } from './options/commandLine.js';

const HELP = `Usage: ${PROGRAM} report <merge|diff|trend> ...

  ${PROGRAM} report merge DIR_OR_FILE... --out DIR [--baseline FILE] [--annotate] [--config FILE]
      Join the reports of the shards of one run (run --shard I/N, one report.json per shard, or the
      folders holding them) into the report of the whole run, written to DIR like run writes it
      (report.json, junit.xml, summary.md, badges, SARIF, Code Quality, report.html; the summary also
      to $GITHUB_STEP_SUMMARY).
      Refused unless every shard 1..N is there once and all agree on corpus digest, runner, contract,
      subject, level, generated cases and N. Conformance is decided on the merged whole; --baseline
      applies known failures to it as run --baseline does; --annotate writes GitHub workflow commands
      as run --annotate does.
      Exit codes: 0 conformant (or as the baseline says), 1 not, 2 the reports cannot be merged.

  ${PROGRAM} report diff OLD NEW [--json]
      What changed between two runs of one implementation (report.json files or their folders): rules
      and cases newly failing, newly passing, may behaviour changed, cases added or removed. Markdown on
      stdout (for release notes and reviews), or the JSON form with --json.
      Exit codes: 0 nothing newly fails, 1 something newly fails, 2 a report cannot be read.

  ${PROGRAM} report trend DIR_OR_FILE... [--out DIR] [--json]
      The history of one implementation: its run reports over versions (report.json files or their
      folders, one per version, e.g. one per release tag), ordered by the subject's semantic version
      (else by when each run started). Prints, as Markdown, per version the verdict, must rules and
      scored rules passing and the speed, then which rules started or stopped passing at which version,
      and the timeline of every rule that changed; --json prints the same as JSON. --out DIR also writes
      trend.md, trend.json and trend.html there. docs/history.md describes them.
      Exit codes: 0 written, 2 a report cannot be read, fewer than two, different subjects, or two
      reports of one version.

Options:
${configOptionHelp(15)}
               (merge only: its baseline)
  -h, --help   show this help
`;

async function readReport(path: string): Promise<{ source: string; report: RunReport }> {
  let file = path;
  try {
    if ((await stat(path)).isDirectory()) file = join(path, 'report.json');
  } catch (error) {
    throw new UsageError(`cannot read ${path}: ${ioReason(error)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(
      `cannot read ${file}: ${error instanceof SyntaxError ? `not JSON (${error.message})` : ioReason(error)}`,
    );
  }
  const report = parsed as RunReport;
  if (
    typeof report !== 'object' ||
    report === null ||
    typeof report.header !== 'object' ||
    !Array.isArray(report.cases) ||
    !Array.isArray(report.rules)
  ) {
    throw new UsageError(`${file} is not a cdm-conformance report.json (docs/report.md)`);
  }
  return { source: file, report };
}

async function merge(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      out: { type: 'string' },
      baseline: { type: 'string' },
      annotate: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return writeRespectingBackpressure(process.stdout, HELP).then(() => EXIT.ok);
  if (positionals.length === 0)
    throw new UsageError("report merge needs the shards' reports (report.json files or their folders)");
  if (values.out === undefined) throw new UsageError('report merge needs --out DIR for the merged report');
  const reports = await Promise.all(positionals.map(readReport));
  const baseline =
    values.baseline === undefined
      ? undefined
      : {
          file: values.baseline,
          entries: (await readBaselineOption(values.baseline, false)).entries,
        };
  const { mergeShards, MergeError } = await import('../report/merge.js');
  let merged: RunReport;
  try {
    merged = mergeShards(reports, baseline === undefined ? {} : { baseline });
  } catch (error) {
    if (error instanceof MergeError) throw new UsageError(`report merge: ${error.message}`);
    throw error;
  }
  const reportFiles = await import('../report/index.js');
  const { RUN_REPORTERS } = await import('../site/reportHtml.js');
  const written = await reportFiles
    .writeReports(merged, values.out, { reporters: RUN_REPORTERS })
    .catch((error: unknown) => {
      if (!(error instanceof reportFiles.StepSummaryError)) throw error;
      reportError(`warning: ${error.message}`);
      return error.written;
    });
  const { exitCode, verdict } = judgeRun(merged, undefined);
  process.stdout.write(`${reportFiles.renderConsole(merged, { color: wantsColour(process.stdout) })}\n`);
  if (values.annotate) process.stdout.write(reportFiles.runAnnotations(merged));
  process.stdout.write(
    `Merged ${merged.header.mergedShards} shards (${merged.cases.length} cases): ${written.map((file) => relative(process.cwd(), file) || file).join(', ')}\n`,
  );
  (exitCode === EXIT.ok ? process.stdout : process.stderr).write(`${escapeForTerminal(verdict)}\n`);
  return exitCode;
}

async function diff(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) return writeRespectingBackpressure(process.stdout, HELP).then(() => EXIT.ok);
  if (positionals.length !== 2)
    throw new UsageError(
      `report diff takes OLD and NEW (got ${positionals.length} argument${positionals.length === 1 ? '' : 's'})`,
    );
  const [before, after] = await Promise.all(positionals.map(readReport));
  const { diffReports, regressed, renderDiffMarkdown } = await import('../report/diff.js');
  const changes = diffReports(before!.report, after!.report);
  await writeRespectingBackpressure(
    process.stdout,
    values.json
      ? `${JSON.stringify(changes, null, 2)}\n`
      : renderDiffMarkdown(changes).split('\n').map(escapeForTerminal).join('\n'),
  );
  return regressed(changes) ? EXIT.invalid : EXIT.ok;
}

export async function run(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '-h' || name === '--help') {
    process.stdout.write(HELP);
    return name === undefined ? EXIT.error : EXIT.ok;
  }
  if (name === 'merge') return merge(rest);
  if (name === 'diff') return diff(rest);
  if (name === 'trend') return (await import('./reportTrend.js')).trend(rest, readReport, HELP);
  throw new UsageError(`unknown report command '${name}' (commands: merge, diff, trend)`);
}
