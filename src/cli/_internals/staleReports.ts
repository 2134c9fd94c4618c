/**
 * The report files of an earlier run in the report folder. A run that writes no report (interrupted, or a
 * subject that could not be run) removes them: left in place, they would pass for this run's result. A
 * finished run would have replaced them anyway.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { REPORT_FILES } from '../../report/index.js';
import { REPORT_HTML } from '../../site/reportHtml.js';

/** Remove the report files found in `out`; their names, in the order reports are written. */
export async function removeReports(out: string): Promise<string[]> {
  const removed: string[] = [];
  for (const name of [...REPORT_FILES, REPORT_HTML]) {
    const file = join(out, name);
    if (!existsSync(file)) continue;
    await rm(file, { force: true }).then(
      () => removed.push(name),
      () => {},
    );
  }
  return removed;
}
