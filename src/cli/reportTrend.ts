/**
 * `cdm-conformance report trend DIR...`: the history of one implementation over versions (report/trend.ts),
 * printed as Markdown (or JSON), and with --out written as trend.md, trend.json and trend.html.
 */
import { mkdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { renderTrendMarkdown } from '../report/trendText.js';
import { TrendError, trendOf } from '../report/trend.js';
import { trendPage } from '../site/trendPage.js';
import { writeFileAtomic } from '../support/atomicWrite.js';
import { ioReason } from '../support/errorText.js';
import { escapeForTerminal } from '../support/terminal.js';
import { EXIT, UsageError } from './terminal/errors.js';
import { writeRespectingBackpressure } from './terminal/output.js';
import type { RunReport } from '../report/model/index.js';

export async function trend(
  argv: string[],
  readReport: (path: string) => Promise<{ source: string; report: RunReport }>,
  help: string,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      out: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return writeRespectingBackpressure(process.stdout, help).then(() => EXIT.ok);
  const reports = await Promise.all(positionals.map(readReport));
  let history: ReturnType<typeof trendOf>;
  try {
    history = trendOf(reports);
  } catch (error) {
    if (error instanceof TrendError) throw new UsageError(`report trend: ${error.message}`);
    throw error;
  }
  const markdown = renderTrendMarkdown(history);
  const json = `${JSON.stringify(history, null, 2)}\n`;
  if (values.out !== undefined) {
    const out = values.out;
    const files: [string, string][] = [
      ['trend.md', markdown],
      ['trend.json', json],
      ['trend.html', trendPage(history, { root: '', standalone: true })],
    ];
    try {
      await mkdir(out, { recursive: true });
      for (const [name, text] of files) await writeFileAtomic(join(out, name), text);
    } catch (error) {
      throw new UsageError(`report trend --out ${out}: ${ioReason(error)}`);
    }
    process.stderr.write(
      `History written: ${files.map(([name]) => relative(process.cwd(), join(out, name)) || name).join(', ')}\n`,
    );
  }
  await writeRespectingBackpressure(
    process.stdout,
    values.json ? json : markdown.split('\n').map(escapeForTerminal).join('\n'),
  );
  return EXIT.ok;
}
