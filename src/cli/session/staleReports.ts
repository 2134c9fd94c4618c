/**
 * The report files of an earlier run in the report folder. A run that writes no report (a subject that
 * could not be run) removes them, and so does an interrupted run before it writes its own: left in place,
 * they would pass for this run's result. A finished run replaces them anyway.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPORT_FILES } from '../../report/index.js';
import { REPORT_HTML } from '../../site/reportHtml.js';

/**
 * Remove the report files found in `out`; their names, in the order reports are written. Synchronous, so a
 * signal handler can call it with no report write running in between (the report files are renamed into
 * place synchronously too, so each is either gone or this run's).
 */
export function removeReports(out: string): string[] {
  const removed: string[] = [];
  for (const name of [...REPORT_FILES, REPORT_HTML]) {
    const file = join(out, name);
    if (!existsSync(file)) continue;
    try {
      rmSync(file, { force: true });
      removed.push(name);
    } catch {
      // not ours to remove (permissions): the write that follows replaces it, or fails naming it
    }
  }
  return removed;
}

/**
 * From here until `settle()`, an exit of this process (an internal error, a subject that brought the runner
 * down, process.exit anywhere) removes the earlier report files in `out`: this run wrote none, and left in
 * place they would pass for its result (issue 27). Settle once this run's reports are written, or when
 * their write failed as a set (the earlier set is then whole, and the error line says no report was written).
 */
export function guardStaleReports(out: string): { settle(): void } {
  const onExit = (): void => {
    removeReports(out);
  };
  process.once('exit', onExit);
  return { settle: () => process.off('exit', onExit) };
}
