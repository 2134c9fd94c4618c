/**
 * A --module subject isolated in a child process of its own (moduleHost.ts), in a process group of its
 * own, one case at a time over the IPC channel. Whatever the module does becomes an outcome of the case
 * it was judging, and the process is replaced for the next case:
 *
 * - process.exit (any code), an uncaught exception (a throw from a timer), an unhandled rejection, a
 *   crash: `error`, naming the exit and the end of the module's stderr;
 * - no result within the timeout (an endless synchronous loop, a promise that never settles): `timeout`,
 *   the process group is killed.
 *
 * Replacements cost the restart budget every subject kind shares (restartBudget.ts); past it the subject
 * gives up (fatal) and the cases left are "not run". Why a process and not a worker thread: a worker shares the
 * runner's process, so process.abort(), a native crash, memory exhaustion or a child process started by
 * the module would still reach the runner; a process group contains all of them.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { Kind, SubjectIdentity, SubjectVerdict } from '../../report/model/index.js';
import { ended as processEnded, killTree, track } from './process.js';
import { subjectToken, TOKEN_VARIABLE } from './strays.js';
import { RestartBudget } from './restartBudget.js';
import { describeExit, elapsed, STARTUP_GRACE_MS, shown, strictErrors, Tail, withStderr } from './subject.js';
import type { Shape } from './moduleShapes.js';
import { packagePath } from '../../support/packagePaths.js';

export const HOST_PATH = packagePath('dist', 'runner', 'subjects', 'moduleHost.js');

type HostMessage =
  | { readonly type: 'ready'; readonly shape: Shape; readonly exportName: string; readonly about?: Ready['about'] }
  | { readonly type: 'load-error'; readonly message: string }
  | { readonly type: 'verdict'; readonly id: number; readonly valid: unknown; readonly errors?: unknown }
  | { readonly type: 'threw'; readonly id: number; readonly message: string };

interface Host {
  readonly child: ChildProcess;
  readonly stderr: Tail;
  readonly ready: Promise<Ready>;
  /** Resolved with how the process ended. */
  readonly ended: Promise<string>;
  dead: boolean;
  /** The module is loaded in it. */
  loaded: boolean;
  /** A case is being judged: an end now is that case's outcome, not a warning. */
  busy: boolean;
  /** The runner ended it (timeout, close): not the module's doing. */
  endedByUs: boolean;
}

interface Ready {
  readonly shape: Shape;
  readonly exportName: string;
  /** The module's about export, as its host read it (checked again by the runner). */
  readonly about?: { readonly identity: SubjectIdentity; readonly problems: readonly string[] };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A verdict message as the case's verdict, or its error when the message is malformed (forged). */
function verdictOf(message: Record<string, unknown>): DistributiveOmit<SubjectVerdict, 'durationMs'> {
  if (typeof message.valid !== 'boolean')
    return { status: 'error', message: `the module's verdict has "valid": ${shown(message.valid)}, not true or false` };
  const read = strictErrors(message.errors);
  if ('problem' in read) return { status: 'error', message: `the module's verdict is malformed: ${read.problem}` };
  return { status: 'answered', valid: message.valid, ...read };
}

export interface ModuleProcessOptions {
  readonly specifier: string;
  readonly cwd: string;
  readonly timeoutMs: number;
  readonly maxRestarts: number;
}

/** A module that cannot be loaded, said by its host: the run stops before any case. */
export class HostLoadError extends Error {
  override readonly name = 'HostLoadError';
}

export class ModuleProcess {
  private host: Host | undefined;
  private counter = 0;
  private readonly budget: RestartBudget;
  private readonly idleEnds: string[] = [];

  constructor(private readonly options: ModuleProcessOptions) {
    this.budget = new RestartBudget(options.maxRestarts, options.timeoutMs);
  }

  /** Processes replaced so far. */
  get restarts(): number {
    return this.budget.restarts;
  }

  /**
   * Start the first host and wait until the module is loaded; HostLoadError when it cannot be, or when its
   * import has not ended within the start-up grace and the timeout (a top-level await that never settles,
   * a loop at import): then the host is killed.
   */
  async start(): Promise<Ready> {
    const host = this.spawn();
    const limitMs = STARTUP_GRACE_MS + this.options.timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const tooLong = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        host.endedByUs = true;
        killTree(host.child);
        reject(
          new HostLoadError(
            `--module ${this.options.specifier}: the module was not loaded within ${limitMs} ms (a top-level await that never settles, or a loop at import?); its process was killed${host.stderr.describe()}`,
          ),
        );
      }, limitMs);
    });
    try {
      return await Promise.race([
        host.ready,
        tooLong,
        host.ended.then((how) =>
          Promise.reject(
            new HostLoadError(
              `--module ${this.options.specifier}: the module's process ${how} while loading${host.stderr.describe()}`,
            ),
          ),
        ),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  fatal(): string | undefined {
    return this.budget.fatal();
  }

  /** Ends of the module's process while no case was being judged (a late timer, a stray rejection). */
  warnings(): readonly string[] {
    return this.idleEnds;
  }

  private spawn(): Host {
    const token = subjectToken();
    const child = fork(HOST_PATH, [this.options.specifier, this.options.cwd], {
      detached: process.platform !== 'win32',
      env: { ...process.env, [TOKEN_VARIABLE]: token },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      execArgv: [],
      serialization: 'json',
    });
    track(child, token);
    const stderr = new Tail();
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => stderr.push(chunk));
    child.stdout!.resume(); // the module's own console output: drained, never read as answers
    const ended = new Promise<string>((resolve) => {
      void processEnded(child).then(({ code, signal }) => resolve(describeExit(code, signal)));
      child.once('error', (error) => resolve(`could not be started: ${error.message}`));
    });
    const ready = new Promise<Ready>((resolve, reject) => {
      child.on('message', (message: HostMessage) => {
        if (message?.type === 'ready')
          resolve({
            shape: message.shape,
            exportName: message.exportName,
            ...(message.about === undefined ? {} : { about: message.about }),
          });
        else if (message?.type === 'load-error') reject(new HostLoadError(String(message.message)));
      });
    });
    ready.catch(() => {});
    const host: Host = { child, stderr, ready, ended, dead: false, loaded: false, busy: false, endedByUs: false };
    void ready.then(
      () => (host.loaded = true),
      () => {},
    );
    this.host = host;
    void ended.then((how) => {
      host.dead = true;
      if (this.host === host) this.host = undefined;
      killTree(child); // whatever the module started in its group
      if (!host.busy && !host.endedByUs)
        this.idleEnds.push(`the module's process ${how} between cases${stderr.describe()}`);
    });
    return host;
  }

  async judge(text: string, kind: Kind | null): Promise<SubjectVerdict> {
    const started = performance.now();
    const fatal = this.budget.fatal();
    if (fatal !== undefined) return { status: 'error', message: `not run: ${fatal}`, durationMs: 0 };
    const host = this.host ?? this.spawn();
    host.busy = true;
    const id = ++this.counter;
    let onMessage: ((message: HostMessage) => void) | undefined;
    let onExit: (() => void) | undefined;
    let timer: NodeJS.Timeout | undefined;
    const verdict = await new Promise<SubjectVerdict>((resolve) => {
      const settle = (verdict: DistributiveOmit<SubjectVerdict, 'durationMs'>): void =>
        resolve({ ...verdict, durationMs: elapsed(started) } as SubjectVerdict);
      onMessage = (message) => {
        // The module shares its host's process.send: every message is read as forged until shown otherwise.
        if (typeof message !== 'object' || message === null) {
          settle({ status: 'error', message: `the module's process sent ${shown(message)}, not a message` });
          return;
        }
        if (message.type === 'verdict' && message.id === id) settle(verdictOf(message));
        else if (message.type === 'threw' && message.id === id)
          settle({ status: 'error', message: `the module threw: ${message.message}` });
        else if (message.type === 'load-error')
          settle({ status: 'error', message: `the module could not be loaded again: ${message.message}` });
      };
      onExit = () => {
        void host.ended.then((how) =>
          settle({
            status: 'error',
            message: `the module's process ${how} while judging this case (process.exit, an uncaught exception or an unhandled rejection)${host.stderr.describe()}`,
            ...withStderr(host.stderr),
          }),
        );
      };
      host.child.on('message', onMessage);
      host.child.once('exit', onExit);
      if (host.dead) onExit();
      // A fresh process first loads the module: that time is not the case's.
      const fresh = host.loaded ? 0 : STARTUP_GRACE_MS;
      timer = setTimeout(
        () =>
          settle({
            status: 'timeout',
            message: `no result within ${this.options.timeoutMs} ms (an endless loop or a promise that never settles); the module's process was killed`,
          }),
        this.options.timeoutMs + fresh,
      );
      if (host.child.connected) host.child.send({ id, text, kind }, () => {}); // a failed send: the exit settles the case
    });
    clearTimeout(timer);
    host.child.off('message', onMessage!);
    host.child.off('exit', onExit!);
    host.busy = false;
    if (verdict.status === 'answered') this.budget.answered();
    if (verdict.status === 'answered' || (verdict.status === 'error' && verdict.message.startsWith('the module threw')))
      return verdict;
    this.replace(host, verdict.message ?? verdict.status);
    return verdict;
  }

  /** The host ended or hung (`how`): kill its group and count the restart the next case will cost. */
  private replace(host: Host, how: string): void {
    host.endedByUs = true;
    host.dead = true;
    if (this.host === host) this.host = undefined;
    killTree(host.child);
    const giveUp = this.budget.restarted(how);
    if (giveUp !== undefined) this.budget.giveUp(giveUp);
  }

  async close(): Promise<void> {
    const host = this.host;
    this.host = undefined;
    if (host === undefined) return;
    host.endedByUs = true;
    if (host.child.connected) host.child.disconnect();
    killTree(host.child);
    await host.ended;
  }
}
