/**
 * Whole processes, timed from spawn to exit, as a user runs them: stdin from a file (or fed by the bench),
 * stdout thrown away; a process that fails is an error, never a figure.
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';
import { benchEntry } from './paths.js';

export interface ProcessRun {
  readonly ms: number;
  /** Peak resident set size in MB (the process and its worker threads). */
  readonly peakRssMb: number;
  /** CPU time, user and system, of the process and its worker threads. */
  readonly cpuMs: number;
}

export interface Command {
  readonly argv: readonly string[];
  /** A file read as stdin. */
  readonly stdinFile?: string;
  /** Exit codes that mean "ran to the end" (validate exits 1 when an object is invalid). */
  readonly okCodes?: readonly number[];
}

const PEAK_RSS = pathToFileURL(benchEntry('peakRss.js')).href;
let runs = 0;

/** Runs `node <argv>`; `feed`, when given, writes stdin instead of a file. */
export async function timeProcess(
  command: Command,
  feed?: (stdin: NodeJS.WritableStream) => Promise<void>,
): Promise<ProcessRun> {
  const rssFile = join(tmpdir(), `cdm-conformance-bench-rss-${process.pid}-${++runs}`);
  const stdin = command.stdinFile === undefined ? undefined : await open(command.stdinFile, 'r');
  try {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', PEAK_RSS, ...command.argv], {
      stdio: [stdin === undefined ? (feed === undefined ? 'ignore' : 'pipe') : stdin.fd, 'ignore', 'pipe'],
      env: { ...process.env, CDM_BENCH_RSS_FILE: rssFile, NO_COLOR: '1' },
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    const fed = feed === undefined ? Promise.resolve() : feed(child.stdin!).catch(() => undefined);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    await fed;
    const ms = performance.now() - started;
    if (code === null || !(command.okCodes ?? [0]).includes(code)) {
      throw new Error(`bench: ${command.argv.join(' ')} exited with ${code}: ${stderr.trim().split('\n')[0] ?? ''}`);
    }
    const [rssKb, cpuUs] = (await readFile(rssFile, 'utf8')).split(' ').map(Number) as [number, number];
    return { ms, peakRssMb: rssKb / 1024, cpuMs: cpuUs / 1000 };
  } finally {
    await stdin?.close();
    await rm(rssFile, { force: true });
  }
}

/** Writes `file` to `stdin` `times` times over, waiting whenever stdin is full, then ends it. */
export function repeatFile(file: string, times: number): (stdin: NodeJS.WritableStream) => Promise<void> {
  return async (stdin) => {
    try {
      for (let round = 0; round < times; round++) {
        for await (const chunk of createReadStream(file, { highWaterMark: 1 << 16 })) {
          if (!stdin.write(chunk as Buffer)) await once(stdin, 'drain');
        }
      }
    } finally {
      stdin.end();
    }
  };
}
