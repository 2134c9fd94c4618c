/**
 * Losing nothing: gates killed mid-stream, gates sharing one durable consumer, the server restarted. Every
 * message ends up stored once on its subject; a copy published again after a redelivery is dropped by the
 * destination's duplicate window (Nats-Msg-Id).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { gate, runGate } from '../../src/gate/index.js';
import { natsBinding } from '../../src/gate/nats.js';
import { BIN, ensureBuilt } from '../cli/_support.js';
import {
  connectTo,
  corpusFeed,
  createDurable,
  createStreams,
  type FeedMessage,
  INVALID,
  produce,
  readUntil,
  type Received,
  SERVER_TEST_TIMEOUT,
  SOURCE,
  storedCount,
  VALID,
} from './_feed.js';
import { describeWithNats, type NatsServer, startNats } from './_server.js';

const DURABLE = 'shared';
const destinations = { stream: SOURCE.stream, durable: DURABLE, validTo: VALID.subject, invalidTo: INVALID.subject };

/** Read both output streams until every message of `feed` is there; the copies found on the way. */
async function readAll(
  nc: NatsConnection,
  feed: readonly FeedMessage[],
): Promise<{ received: Map<string, Received>; copies: string[] }> {
  const invalid = feed.filter((m) => !m.verdict!.valid).length;
  const received = new Map<string, Received>();
  const copies: string[] = [];
  await readUntil(nc, VALID.stream, received, () => received.size === feed.length - invalid, copies);
  await readUntil(nc, INVALID.stream, received, () => received.size === feed.length, copies);
  return { received, copies };
}

/** Nothing lost, nothing stored twice, nothing left unacked. */
async function expectEachStoredOnce(nc: NatsConnection, feed: readonly FeedMessage[]): Promise<void> {
  const { received, copies } = await readAll(nc, feed);
  expect(copies).toEqual([]);
  expect([...received.keys()].sort()).toEqual(feed.map((m) => m.id).sort());
  expect((await storedCount(nc, VALID.stream)) + (await storedCount(nc, INVALID.stream))).toBe(feed.length);
  const consumer = await (await jetstreamManager(nc)).consumers.info(SOURCE.stream, DURABLE);
  expect(consumer.num_pending + consumer.num_ack_pending).toBe(0);
}

/** `cdm-conformance gate` as a process, resolved once it says it is reading. */
async function startGateProcess(url: string): Promise<{ child: ChildProcess; stderr: () => string }> {
  const args = ['gate', '--server', url, '--stream', SOURCE.stream, '--durable', DURABLE];
  args.push('--valid-to', VALID.subject, '--invalid-to', INVALID.subject);
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`gate exited (${code}) before reading:\n${stderr}`)));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      if (stderr.includes('reading stream')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return { child, stderr: () => stderr };
}

const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', resolve));

describeWithNats('the gate losing nothing', () => {
  let server: NatsServer;
  let nc: NatsConnection;
  beforeAll(() => ensureBuilt());
  beforeEach(async () => {
    server = await startNats();
    nc = await connectTo(server.url);
    await createStreams(nc);
    // A short ack wait: a killed gate's messages come back to the others within a second.
    await createDurable(nc, DURABLE, 1000);
  });
  afterEach(async () => {
    await nc?.close();
    await server?.dispose();
  });

  it(
    'drops the copies a redelivery publishes again (the duplicate window)',
    async () => {
      const feed = corpusFeed(300, 10);
      await produce(nc, feed);
      // The first gate publishes every message but never acks one, as if it died right after each publish.
      const binding = await natsBinding({ server: server.url, ...destinations });
      const forgetful = {
        ...binding,
        start: (onDelivery: Parameters<typeof binding.start>[0]) =>
          binding.start((d) => onDelivery({ ...d, ack: () => {} })),
        publish: binding.publish.bind(binding),
        stopDeliveries: binding.stopDeliveries.bind(binding),
        close: binding.close.bind(binding),
      };
      const first = runGate(forgetful, destinations);
      await readAll(nc, feed);
      await first.stop();
      // The second gets every message again once the ack wait is over, publishes each again: all dropped.
      const second = await gate({ server: server.url, ...destinations });
      const jsm = await jetstreamManager(nc);
      for (;;) {
        const info = await jsm.consumers.info(SOURCE.stream, DURABLE);
        if (info.num_pending + info.num_ack_pending === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50)); // polling the server, not waiting on time
      }
      const last = await second.stop();
      // Every message came again and every publish of it was a copy the window dropped (on a loaded machine
      // the short ack wait may hand a message over once more: still a copy, still dropped).
      expect(last.redelivered).toBeGreaterThanOrEqual(300);
      expect(last.duplicates).toBe(last.received);
      await expectEachStoredOnce(nc, feed);
    },
    SERVER_TEST_TIMEOUT,
  );

  it(
    'survives a gate killed mid-stream while another shares the durable and a third starts later',
    async () => {
      const feed = corpusFeed(3000, 10);
      await produce(nc, feed);
      const a = await startGateProcess(server.url);
      const b = await startGateProcess(server.url);
      const some = new Map<string, Received>();
      await readUntil(nc, VALID.stream, some, () => some.size >= 500);
      a.child.kill('SIGKILL');
      expect(await exitOf(a.child)).toBe(null);
      const c = await startGateProcess(server.url);
      await readAll(nc, feed);
      b.child.kill('SIGTERM');
      c.child.kill('SIGTERM');
      expect([await exitOf(b.child), await exitOf(c.child)]).toEqual([0, 0]);
      expect(b.stderr()).toMatch(/stopped: \d+ received/);
      await expectEachStoredOnce(nc, feed);
    },
    SERVER_TEST_TIMEOUT,
  );

  it(
    'reconnects and finishes when the server restarts mid-stream',
    async () => {
      const feed = corpusFeed(3000, 10);
      await produce(nc, feed);
      const gates = [await gate({ server: server.url, ...destinations, notice: () => {} })];
      gates.push(await gate({ server: server.url, ...destinations, notice: () => {} }));
      const some = new Map<string, Received>();
      await readUntil(nc, VALID.stream, some, () => some.size >= 500);
      await nc.close();
      await server.stop();
      await server.restart();
      nc = await connectTo(server.url);
      await readAll(nc, feed);
      const counts = await Promise.all(gates.map((g) => g.stop()));
      expect(counts.reduce((sum, c) => sum + c.valid + c.invalid, 0)).toBeGreaterThanOrEqual(feed.length);
      await expectEachStoredOnce(nc, feed);
    },
    SERVER_TEST_TIMEOUT,
  );

  it(
    'stops, and says its counts, while the server is down',
    async () => {
      const feed = corpusFeed(100, 10);
      await produce(nc, feed);
      const running = await gate({ server: server.url, ...destinations, stopGraceMs: 0, notice: () => {} });
      await readAll(nc, feed);
      await nc.close();
      await server.stop();
      const last = await running.stop();
      expect(last).toMatchObject({ received: 100, valid: 90, invalid: 10, inFlight: 0 });
      await server.restart();
      nc = await connectTo(server.url);
    },
    SERVER_TEST_TIMEOUT,
  );
});
