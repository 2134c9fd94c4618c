/**
 * A real `nats-server -js` on a free loopback port with a temporary store, ready when its log says so (an
 * event, never a sleep), stopped and restarted on the same port and store. Used by the gate's suites
 * (_server.ts) and by the gate's bench (bench/gate.ts); it imports nothing from vitest.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The nats-server executable on PATH (or Debian's /usr/sbin), or undefined. */
export function natsServerPath(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter((d) => d !== ''), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => join(dir, 'nats-server')).find((path) => existsSync(path));
}

const NATS_SERVER = natsServerPath();

export interface NatsServer {
  readonly url: string;
  readonly port: number;
  /** Stop the server (SIGTERM: JetStream flushes its store) and wait for it to exit. */
  stop(): Promise<void>;
  /** Start it again on the same port and store. */
  restart(): Promise<void>;
  /** Stop it and remove its store. */
  dispose(): Promise<void>;
  /** The CPU seconds (user and system) the running server has used, where /proc tells (Linux); else undefined. */
  cpuSeconds(): number | undefined;
}

/** utime + stime of /proc/PID/stat (fields 14 and 15, in clock ticks of 1/100 s), or undefined off Linux. */
function processCpuSeconds(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold blanks: the fields counted from after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Start a server; `maxPayload` raises NATS's 1 MiB default (a 2 MiB message must reach the gate). */
export async function startNats(options: { maxPayload?: number } = {}): Promise<NatsServer> {
  if (NATS_SERVER === undefined) throw new Error('nats-server is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'cdm-gate-nats-'));
  const config = join(dir, 'server.conf');
  let port = -1;
  const writeConfig = (): void =>
    writeFileSync(
      config,
      [
        `listen: 127.0.0.1:${port}`,
        `max_payload: ${options.maxPayload ?? 1024 * 1024}`,
        `jetstream { store_dir: ${JSON.stringify(join(dir, 'store'))} }`,
        '',
      ].join('\n'),
    );
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    writeConfig();
    const process_ = spawn(NATS_SERVER, ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    child = process_;
    port = await new Promise<number>((resolve, reject) => {
      let log = '';
      let listening = -1;
      process_.once('error', reject);
      process_.once('exit', (code) => reject(new Error(`nats-server exited (${code}) before it was ready:\n${log}`)));
      process_.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        log += chunk;
        const at = /Listening for client connections on [^\s]+:(\d+)/.exec(log);
        if (at !== null) listening = Number(at[1]);
        if (listening > 0 && log.includes('Server is ready')) resolve(listening);
      });
    });
    process_.removeAllListeners('exit');
  };
  const stop = async (): Promise<void> => {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    get url() {
      return `nats://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    stop,
    restart: start,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
    cpuSeconds: () => (child?.pid === undefined ? undefined : processCpuSeconds(child.pid)),
  };
}
