/** Report folders for the suites of `run` and `compare`: the files a run writes, and an earlier run's copy. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUN_REPORTERS } from '../../src/site/reportHtml.js';

/** The files a run writes into its report folder. */
export const REPORT_FOLDER_FILES: readonly string[] = RUN_REPORTERS.map((reporter) => reporter.file);

/** A report folder `name` under `scratch` holding an earlier run's report files. */
export function staleReportFolder(scratch: string, name: string): string {
  const out = join(scratch, name);
  mkdirSync(out, { recursive: true });
  for (const file of REPORT_FOLDER_FILES) writeFileSync(join(out, file), 'an earlier run');
  return out;
}
