/**
 * `run`'s answer to SIGINT / SIGTERM (docs/runner.md, "Interrupted runs"): the subject is stopped at once
 * and the run goes on to write the report of what ran, marked interrupted. From the first signal on the
 * report folder holds no earlier report (removed here, synchronously; this run's files are renamed into
 * place synchronously too), so a second signal, which exits at once, leaves none to mislead.
 */
// Straight from process.ts: its types need @types/node, which the package's public declarations must not.
import { killAll } from '../../runner/subjects/process.js';
import type { Subject } from '../../runner/subjects/subject.js';
import { reportError } from '../terminal/errors.js';
import { onInterrupt, type Interrupt } from './interrupt.js';
import { removeReports } from './staleReports.js';

export interface RunInterrupt {
  /** The signal that stopped the run, once one did. */
  readonly by: () => Interrupt | undefined;
  /** Tell it this run's report files are in place (writeReports' onReplaced): they are not removed then. */
  readonly replaced: () => void;
  /** The run is over: remove the handlers. */
  readonly stop: () => void;
}

export function interruptRun(subject: Subject, out: string, beforeLine: () => void): RunInterrupt {
  let by: Interrupt | undefined;
  let inPlace = false;
  const stop = onInterrupt({
    first: (signal) => {
      by = signal;
      beforeLine();
      subject.cancel?.(`interrupted by ${signal}`);
      killAll();
      const removed = inPlace ? [] : removeReports(out);
      reportError(
        `interrupted by ${signal}: subject stopped; writing the report of what ran (a second signal exits at once)${removed.length === 0 ? '' : `; the earlier report files in ${out} (${removed.join(', ')}) were removed`}`,
      );
    },
    again: (signal, slow) => {
      reportError(
        `${slow ? `interrupted by ${signal}: the clean-up took over 10 s` : `interrupted again by ${signal}`}: exiting at once; ${inPlace ? `the report files in ${out} are this run's` : 'no report written'}`,
      );
    },
  });
  return { by: () => by, replaced: () => (inPlace = true), stop };
}
