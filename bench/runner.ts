/**
 * The certification run as a user meets it: `npm start` (the whole corpus against the reference, reports
 * written) timed whole; what the runner adds to a stream subject, `run --stream S` against feeding
 * `corpus export` straight into S; and `validate`'s peak memory on a stream ten times longer than another,
 * which stays flat when nothing grows with the input. All in paired rounds.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, ROOT } from './paths.js';
import { repeatFile, timeProcess } from './processes.js';
import { median, type Range, range } from './rounds.js';

/** The Python example when python3 is here (the subject users start from), else the reference itself. */
function overheadSubject(): { label: string; command: string } {
  const python = spawnSync('python3', ['--version'], { stdio: 'ignore' });
  if (python.status === 0)
    return {
      label: 'examples/python-subject (python3)',
      command: `python3 ${join(ROOT, 'examples/python-subject/validator.py')} --stream`,
    };
  return { label: 'validate --stream (no python3 here)', command: `${process.execPath} ${CLI} validate --stream` };
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
  const exporter = spawn(process.execPath, [CLI, 'corpus', 'export'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const consumer = spawn(subject, { shell: true, stdio: ['pipe', 'ignore', 'ignore'] });
  exporter.stdout!.pipe(consumer.stdin!);
  consumer.stdin!.on('error', () => undefined);
  const [exported] = await Promise.all([exitOf(exporter), exitOf(consumer)]);
  if (exported !== 0) throw new Error(`bench: corpus export exited with ${exported}`);
  return performance.now() - started;
}

export interface RunnerFigures {
  /** `npm start` (run --reference): wall time, the median over the rounds, and its range. */
  readonly npmStartMs: Range;
  readonly subject: string;
  readonly runMs: number;
  readonly pipeMs: number;
  /** run's wall time over the pipe's, per round. */
  readonly overhead: Range;
}

export async function measureRunner(rounds: number): Promise<RunnerFigures> {
  const { label, command } = overheadSubject();
  const out = await mkdtemp(join(tmpdir(), 'cdm-conformance-bench-run-'));
  try {
    const starts: number[] = [];
    const runs: number[] = [];
    const pipes: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // npm start is `cdm-conformance run --reference`; --out keeps the checkout's reports/ as it was.
      const argv = [CLI, 'run', '--reference', '--quiet', '--out', join(out, `start-${round}`)];
      starts.push((await timeProcess({ argv })).ms);
      pipes.push(await timeExportPipe(command));
      const stream = [CLI, 'run', '--stream', command, '--quiet', '--out', join(out, `stream-${round}`)];
      runs.push((await timeProcess({ argv: stream, okCodes: [0, 1] })).ms);
    }
    return {
      npmStartMs: range(starts),
      subject: label,
      runMs: median(runs),
      pipeMs: median(pipes),
      overhead: range(runs.map((ms, round) => ms / pipes[round]!)),
    };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

export interface FlatMemory {
  readonly smallMb: number;
  readonly largeMb: number;
  /** Peak RSS in MB on each input: the median over the rounds. */
  readonly smallRssMb: number;
  readonly largeRssMb: number;
  /** The large input's peak RSS over the small one's, per round. */
  readonly growth: Range;
  readonly rounds: number;
}

/**
 * `validate --ndjson -` fed `file` once and `times` times over (about 100 MB and 1 GB), in `rounds` paired
 * rounds. One round is not enough: the small run's peak moves with when the collector happens to run.
 */
export async function flatMemory(file: string, bytes: number, times: number, rounds: number): Promise<FlatMemory> {
  const argv = [CLI, 'validate', '--quiet', '--ndjson', '-'];
  const small: number[] = [];
  const large: number[] = [];
  for (let round = 0; round < rounds; round++) {
    small.push((await timeProcess({ argv, okCodes: [0, 1] }, repeatFile(file, 1))).peakRssMb);
    large.push((await timeProcess({ argv, okCodes: [0, 1] }, repeatFile(file, times))).peakRssMb);
  }
  return {
    smallMb: bytes / 1e6,
    largeMb: (bytes * times) / 1e6,
    smallRssMb: median(small),
    largeRssMb: median(large),
    growth: range(large.map((mb, round) => mb / small[round]!)),
    rounds,
  };
}
