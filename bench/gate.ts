/**
 * The gate's throughput (issue 25): `cdm-conformance gate` processes on a local nats-server, one gate and two
 * sharing a durable, beside `validate --ndjson` on the same messages as the ceiling. Each round publishes
 * the messages into a fresh input stream beforehand (not timed), then times from the gates' spawn until the
 * output streams hold every message, as a user would see it; CPU is the gate processes' own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { type NatsServer, natsServerPath, startNats } from '../suites/gate/_natsServer.js';
import { benchEntry, CLI } from './paths.js';
import { timeProcess } from './processes.js';
import { range, type Range } from './rounds.js';
import type { BenchStream } from './streams.js';
import { fmt, type Target, table } from './tables.js';
import { TARGETS } from './targets.js';

export interface GateFigures {
  readonly messages: number;
  readonly bytes: number;
  readonly validate: Range;
  readonly oneGate: Range;
  readonly twoGates: Range;
  /** CPU µs per message of the gate processes (medians), and of validate --ndjson. */
  readonly oneGateCpuUs: number;
  readonly validateCpuUs: number;
  /** nats-server's CPU µs per message while one gate ran (median; undefined where /proc does not tell). */
  readonly serverCpuUs: number | undefined;
  readonly ratio: Range;
}

const PEAK_RSS = pathToFileURL(benchEntry('peakRss.js')).href;

/** Messages of `stream` used (the first `limit` lines), written to their own NDJSON file. */
async function messagesOf(stream: BenchStream, limit: number): Promise<{ lines: string[]; file: string }> {
  const lines = (await readFile(stream.file, 'utf8'))
    .split('\n')
    .filter((l) => l !== '')
    .slice(0, limit);
  const file = join(tmpdir(), `cdm-conformance-bench-gate-${process.pid}.ndjson`);
  await writeFile(file, `${lines.join('\n')}\n`);
  return { lines, file };
}

async function freshStreams(nc: NatsConnection, lines: readonly string[]): Promise<void> {
  const jsm = await jetstreamManager(nc);
  for (const name of ['IN', 'OK', 'BAD']) await jsm.streams.delete(name).catch(() => false);
  // Fresh output streams each round: a new stream has no duplicate window holding the last round's ids.
  await jsm.streams.add({ name: 'IN', subjects: ['in.>'] });
  await jsm.streams.add({ name: 'OK', subjects: ['ok'] });
  await jsm.streams.add({ name: 'BAD', subjects: ['bad'] });
  const js = jetstream(nc);
  for (let i = 0; i < lines.length; i += 1000)
    await Promise.all(lines.slice(i, i + 1000).map((line) => js.publish('in.feed', line)));
}

async function stored(nc: NatsConnection): Promise<number> {
  const jsm = await jetstreamManager(nc);
  return (await jsm.streams.info('OK')).state.messages + (await jsm.streams.info('BAD')).state.messages;
}

/**
 * `gates` gate processes on one durable: messages/s from their spawn to the last message stored, their CPU,
 * and the server's over the same time (on two cores the server's share bounds what a gate can reach).
 */
async function timeGates(server: NatsServer, nc: NatsConnection, lines: readonly string[], gates: number) {
  const url = server.url;
  await freshStreams(nc, lines);
  const serverBefore = server.cpuSeconds();
  const started = performance.now();
  const children: Array<{ child: ChildProcess; rss: string }> = [];
  for (let i = 0; i < gates; i++) {
    const rss = join(tmpdir(), `cdm-conformance-bench-gate-rss-${process.pid}-${i}`);
    const args = ['--import', PEAK_RSS, CLI, 'gate', '--server', url, '--stream', 'IN', '--durable', 'bench'];
    args.push('--valid-to', 'ok', '--invalid-to', 'bad', '--quiet');
    children.push({
      child: spawn(process.execPath, args, { stdio: 'ignore', env: { ...process.env, CDM_BENCH_RSS_FILE: rss } }),
      rss,
    });
  }
  while ((await stored(nc)) < lines.length) await new Promise((resolve) => setTimeout(resolve, 20));
  const ms = performance.now() - started;
  const serverAfter = server.cpuSeconds();
  let cpuUs = 0;
  for (const { child, rss } of children) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    cpuUs += Number((await readFile(rss, 'utf8')).split(' ')[1]);
    await rm(rss, { force: true });
  }
  const serverCpuUsPerMessage =
    serverBefore === undefined || serverAfter === undefined
      ? undefined
      : ((serverAfter - serverBefore) * 1e6) / lines.length;
  return { perSecond: (lines.length / ms) * 1000, cpuUsPerMessage: cpuUs / lines.length, serverCpuUsPerMessage };
}

export async function measureGate(
  stream: BenchStream,
  limit: number,
  rounds: number,
  say: (text: string) => void,
): Promise<{ lines: string[]; targets: Target[]; figures: GateFigures | undefined }> {
  const label = 'gate: one gate / validate --ndjson, messages/s';
  if (natsServerPath() === undefined)
    return {
      lines: ['gate: nats-server is not installed, not measured'],
      targets: [{ label, ratio: undefined, target: TARGETS.gateOverValidate }],
      figures: undefined,
    };
  const { lines, file } = await messagesOf(stream, limit);
  const server = await startNats();
  const nc = await connect({ servers: server.url });
  const validate: number[] = [];
  const one: number[] = [];
  const two: number[] = [];
  const ratios: number[] = [];
  const cpu = { gate: [] as number[], validate: [] as number[], server: [] as number[] };
  try {
    for (let round = 0; round < rounds; round++) {
      say(`gate round ${round + 1} of ${rounds}: validate --ndjson, one gate, two gates...`);
      const run = await timeProcess({ argv: [CLI, 'validate', '--ndjson', '--quiet', file], okCodes: [0, 1] });
      validate.push((lines.length / run.ms) * 1000);
      cpu.validate.push((run.cpuMs * 1000) / lines.length);
      const single = await timeGates(server, nc, lines, 1);
      one.push(single.perSecond);
      cpu.gate.push(single.cpuUsPerMessage);
      if (single.serverCpuUsPerMessage !== undefined) cpu.server.push(single.serverCpuUsPerMessage);
      two.push((await timeGates(server, nc, lines, 2)).perSecond);
      ratios.push(single.perSecond / validate.at(-1)!);
    }
  } finally {
    await nc.close();
    await server.dispose();
    await rm(file, { force: true });
  }
  const median = (values: number[]): number => range(values)[1];
  const figures: GateFigures = {
    messages: lines.length,
    bytes: lines.reduce((sum, l) => sum + Buffer.byteLength(l) + 1, 0),
    validate: range(validate),
    oneGate: range(one),
    twoGates: range(two),
    oneGateCpuUs: median(cpu.gate),
    validateCpuUs: median(cpu.validate),
    serverCpuUs: cpu.server.length === 0 ? undefined : median(cpu.server),
    ratio: range(ratios),
  };
  const perSecond = (r: Range): string => `${fmt(r[1])} (${fmt(r[0])}-${fmt(r[2])})`;
  return {
    lines: [
      `gate on a local nats-server: ${fmt(figures.messages)} messages of the ${stream.name} stream (${fmt(figures.bytes / 1e6, 1)} MB), whole processes, medians of ${rounds} rounds (min-max)`,
      table([
        ['pipeline', 'messages/s', 'CPU µs/message', 'nats-server CPU µs/message'],
        ['validate --ndjson (the ceiling)', perSecond(figures.validate), fmt(figures.validateCpuUs, 1), '-'],
        [
          'one gate',
          perSecond(figures.oneGate),
          fmt(figures.oneGateCpuUs, 1),
          figures.serverCpuUs === undefined ? '-' : fmt(figures.serverCpuUs, 1),
        ],
        ['two gates, one durable', perSecond(figures.twoGates), '-', '-'],
      ]),
    ],
    targets: [{ label, ratio: figures.ratio, target: TARGETS.gateOverValidate }],
    figures,
  };
}
