/**
 * What the runner adds to a stream subject: `run --stream S` (start-up, loading the corpus, scoring, writing
 * the reports) against feeding `corpus export` straight into S, in paired rounds; and `validate`'s peak
 * memory on a stream ten times longer than another, which stays flat when nothing grows with the input.
 */
import { spawn } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_PATH, PACKAGE_ROOT } from '../subjects/reference.js';
import { repeatFile, timeProcess } from './processes.js';

/** The Python example when python3 is here (the subject users start from), else the reference itself. */
export function overheadSubject(): { label: string; command: string } {
  const python = spawnSync('python3', ['--version'], { stdio: 'ignore' });
  if (python.status === 0) return { label: 'examples/python-subject (python3)', command: `python3 ${join(PACKAGE_ROOT, 'examples/python-subject/validator.py')} --stream` };
  return { label: 'validate --stream (no python3 here)', command: `${process.execPath} ${CLI_PATH} validate --stream` };
}

async function exitOf(child: ReturnType<typeof spawn>): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
}

/** `corpus export | S`, timed from the first spawn to the last exit. */
async function timeExportPipe(subject: string): Promise<number> {
  const started = performance.now();
  const exporter = spawn(process.execPath, [CLI_PATH, 'corpus', 'export'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const consumer = spawn(subject, { shell: true, stdio: ['pipe', 'ignore', 'ignore'] });
  exporter.stdout!.pipe(consumer.stdin!);
  consumer.stdin!.on('error', () => undefined);
  const [exported] = await Promise.all([exitOf(exporter), exitOf(consumer)]);
  if (exported !== 0) throw new Error(`bench: corpus export exited with ${exported}`);
  return performance.now() - started;
}

async function timeRun(subject: string, out: string): Promise<number> {
  const started = performance.now();
  const code = await exitOf(spawn(process.execPath, [CLI_PATH, 'run', '--stream', subject, '--out', out, '--quiet'], { stdio: 'ignore' }));
  if (code !== 0 && code !== 1) throw new Error(`bench: run --stream exited with ${code}`);
  return performance.now() - started;
}

export interface Overhead {
  readonly subject: string;
  readonly runMs: number;
  readonly pipeMs: number;
  /** run's wall time over the pipe's, per round: min, median, max. */
  readonly ratio: readonly [number, number, number];
}

export async function runnerOverhead(rounds: number): Promise<Overhead> {
  const { label, command } = overheadSubject();
  const out = await mkdtemp(join(tmpdir(), 'cdm-conformance-bench-run-'));
  try {
    const runs: number[] = [];
    const pipes: number[] = [];
    for (let round = 0; round < rounds; round++) {
      pipes.push(await timeExportPipe(command));
      runs.push(await timeRun(command, join(out, String(round))));
    }
    const ratios = runs.map((ms, round) => ms / pipes[round]!).sort((a, b) => a - b);
    const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    return { subject: label, runMs: median(runs), pipeMs: median(pipes), ratio: [ratios[0]!, median(ratios), ratios.at(-1)!] };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

export interface FlatMemory {
  readonly smallMb: number;
  readonly largeMb: number;
  readonly smallRssMb: number;
  readonly largeRssMb: number;
}

/** `validate --ndjson -` fed `file` once and `times` times over (about 100 MB and 1 GB). */
export async function flatMemory(file: string, bytes: number, times: number): Promise<FlatMemory> {
  const argv = [CLI_PATH, 'validate', '--quiet', '--ndjson', '-'];
  const small = await timeProcess({ argv, okCodes: [0, 1] }, repeatFile(file, 1));
  const large = await timeProcess({ argv, okCodes: [0, 1] }, repeatFile(file, times));
  return { smallMb: bytes / 1e6, largeMb: (bytes * times) / 1e6, smallRssMb: small.peakRssMb, largeRssMb: large.peakRssMb };
}
