/** Where the statistics of a validate run go when it ends: stderr (--stats), a JSON file, the job summary. */
import { appendFile } from 'node:fs/promises';
import { writeFileAtomic } from '../../support/atomicWrite.js';
import { ioReason } from '../../support/errorText.js';
import { reportError } from '../terminal/errors.js';
import { renderStatsMarkdown, renderStatsTable, type StatsJson } from './stats.js';

export interface StatsTargets {
  readonly table: boolean;
  readonly jsonFile?: string;
  readonly env?: NodeJS.ProcessEnv;
}

/** Writes the statistics; false when the JSON file could not be written (the run then exits 2). */
export async function writeStats(
  stats: StatsJson,
  targets: StatsTargets,
  sources: readonly string[],
): Promise<boolean> {
  if (targets.table) process.stderr.write(renderStatsTable(stats));
  let ok = true;
  if (targets.jsonFile !== undefined) {
    try {
      await writeFileAtomic(targets.jsonFile, `${JSON.stringify(stats, null, 2)}\n`);
    } catch (error) {
      reportError(`--stats-json: ${(error as Error).message}`);
      ok = false;
    }
  }
  const summary = (targets.env ?? process.env).GITHUB_STEP_SUMMARY;
  if (summary !== undefined && summary !== '') {
    const title = `cdm-conformance validate ${sources.map((source) => (source === '-' ? '<stdin>' : source)).join(' ')}`;
    // The job summary is the CI's page: failing to append to it is a warning, never a different verdict.
    await appendFile(summary, `\n${renderStatsMarkdown(stats, title)}`, 'utf8').catch((error: unknown) =>
      reportError(`warning: cannot append to GITHUB_STEP_SUMMARY ${summary}: ${ioReason(error)}`),
    );
  }
  return ok;
}
