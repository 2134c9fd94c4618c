/**
 * `cdm-conformance site`: the static documentation site (rules, a page per rule with its fixtures, the
 * playground, run reports and their comparison), for file://, GitHub Pages or any static host.
 */
import path from 'node:path';
import { CORPUS_DIR, loadCorpus } from '../corpus/load.js';
import { calibrationReports } from '../runner/calibration.js';
import { checkSiteFolder, renderSite, SiteFolderError, writeSite } from '../site/build.js';
import { loadReports, ReportLoadError } from '../site/loadReports.js';
import { EXIT, PROGRAM, UsageError } from './terminal/errors.js';
import { commandLine, fromCorpus } from './options/commandLine.js';

export const usage = `Usage: ${PROGRAM} site [options]

Build the static site: the rules (search by id, contract text or summary; filter by tier and kind),
one page per rule with every fixture (the offending path marked, a link into the playground), and the
playground, which runs the reference validator in the browser. It works from file:// and from any
static host (GitHub Pages): no server, no CDN, no network request.

Options:
  --reports PATH run reports to publish: a report.json, or a folder searched for them (repeatable).
                 Each gets a page; with any, the comparison page sets them side by side (rules ×
                 implementations, scores per tier and category, speed, interop score), calibrated by
                 trivial implementations (always valid, always invalid, shape only) run on the corpus
  --out DIR      where to write the site (default: site). An existing DIR is replaced whole, but only
                 when an earlier build made it (it holds ${'.cdm-conformance-site'}) or it is empty
  --corpus DIR   a corpus folder holding fixtures/ (default: the bundled corpus)
  -h, --help     show this help

Exit codes:
  0  the site was written
  2  usage error, an unreadable corpus, or DIR cannot be written
`;

export async function run(argv: string[]): Promise<number> {
  const parsed = await commandLine(argv, usage, {
    out: { type: 'string' },
    reports: { type: 'string', multiple: true },
    corpus: { type: 'string' },
  });
  if (parsed === undefined) return EXIT.ok;
  const { values } = parsed;
  const started = performance.now();
  const out = values.out ?? 'site';
  // The refusals that need no corpus come first: a wrong --out or --reports costs no load and no render.
  let reports;
  try {
    checkSiteFolder(out);
    reports = loadReports(values.reports ?? []);
  } catch (error) {
    throw error instanceof ReportLoadError || error instanceof SiteFolderError ? new UsageError(error.message) : error;
  }
  const fixtures = await fromCorpus(values.corpus, () => loadCorpus(values.corpus ?? CORPUS_DIR));
  const calibration =
    reports.length === 0
      ? []
      : await calibrationReports(values.corpus === undefined ? {} : { corpusDir: values.corpus });
  const files = renderSite({ fixtures, reports, calibration });
  let bytes: number;
  try {
    bytes = writeSite(files, out);
  } catch (error) {
    if (error instanceof SiteFolderError) throw new UsageError(error.message);
    throw error;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const pages = [...files.keys()].filter((file) => file.endsWith('.html')).length;
  const compared = reports.length === 0 ? '' : `, ${reports.length} report${reports.length === 1 ? '' : 's'} compared`;
  process.stdout.write(
    `site: ${pages} pages${compared}, ${(bytes / 1e6).toFixed(1)} MB in ${seconds} s: ${path.join(out, 'index.html')}\n`,
  );
  return EXIT.ok;
}
