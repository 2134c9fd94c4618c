/**
 * `run`'s subject, and when it starts. A stream subject (--stream, --reference) is made before the cases
 * are loaded and its first process started at once: its start-up (an interpreter behind a version-manager
 * shim, a JVM) often takes as long as loading the corpus, and now runs beside it instead of after it.
 * Until the run's own interrupt handling takes over (`stopEarly`), a usage error found in the cases or an
 * interrupt ends that process. Other subjects are made after the cases, as they always were.
 */
import {
  makeSubject,
  ModuleLoadError,
  type Subject,
  type SubjectChoice,
  type SubjectSettings,
} from '../../runner/subjects/index.js';
// Straight from process.ts: its types need @types/node, which the package's public declarations must not.
import { killAll } from '../../runner/subjects/process.js';
import { reportError, UsageError } from '../terminal/errors.js';
import { INTERRUPT_EXIT, onInterrupt } from './interrupt.js';

export interface RunSubject<T> {
  readonly subject: Subject;
  readonly prepared: T;
  /** Remove the interrupt handlers of the early start; call once the run's own are installed. */
  readonly stopEarly: () => void;
}

/**
 * The subject, a module that cannot be loaded being a usage error (one line, exit 2). A signal while it is
 * made (a module looping at import) kills what was started, in its own process group, and says so.
 */
export async function makeGuardedSubject(choice: SubjectChoice, settings: SubjectSettings): Promise<Subject> {
  const stop = (signal: keyof typeof INTERRUPT_EXIT): never => {
    killAll();
    reportError(`interrupted by ${signal} while the subject was being made: no report written`);
    process.exit(INTERRUPT_EXIT[signal]);
  };
  const unguard = onInterrupt({ first: stop, again: stop });
  try {
    return await makeSubject(choice, settings);
  } catch (error) {
    throw error instanceof ModuleLoadError ? new UsageError(error.message) : error;
  } finally {
    unguard();
  }
}

/** Interrupted before any case ran: the subject started early is killed; there is nothing to report. */
function guard(subject: Subject): () => void {
  const stop = (signal: keyof typeof INTERRUPT_EXIT): never => {
    subject.cancel?.(`interrupted by ${signal}`);
    killAll();
    reportError(`interrupted by ${signal} before any case ran: no report written`);
    process.exit(INTERRUPT_EXIT[signal]);
  };
  return onInterrupt({ first: stop, again: stop });
}

/** `prepare()` (loading and checking the cases) and the subject, started beside it when it is a stream subject. */
export async function runSubject<T>(
  choice: SubjectChoice,
  settings: SubjectSettings,
  prepare: () => Promise<T>,
): Promise<RunSubject<T>> {
  if (choice.mode !== 'stream' && choice.mode !== 'reference') {
    const prepared = await prepare();
    return { subject: await makeGuardedSubject(choice, settings), prepared, stopEarly: () => {} };
  }
  const subject = await makeGuardedSubject(choice, settings);
  const stopEarly = guard(subject);
  subject.prestart?.();
  try {
    return { subject, prepared: await prepare(), stopEarly };
  } catch (error) {
    // A usage error found in the cases: the process started for them is not needed.
    stopEarly();
    subject.cancel?.('the run did not start');
    await subject.close();
    throw error;
  }
}
