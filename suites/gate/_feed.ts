/**
 * Feeding a gate and reading what it sent on, for the gate's suites: the three streams (the adapter's output,
 * the canonical and the invalid subjects), a producer that tags each message with a unique Test-Id header
 * (the gate forwards a producer's headers), and a reader that collects the outputs by that id.
 */
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, headers, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { committedFixtures } from '../_support/corpus.js';
import { fixtureText } from '../../src/corpus/load.js';
import { DEFAULT_MAX_BYTES, judgeMessage } from '../../src/gate/verdict.js';
import type { ValidationResult } from '../../src/rules/types.js';

export const SOURCE = { stream: 'ADAPTER_OUT', subject: 'adapter.out.feed' } as const;
export const VALID = { stream: 'CDM_CANONICAL', subject: 'cdm.canonical' } as const;
export const INVALID = { stream: 'CDM_INVALID', subject: 'cdm.invalid' } as const;
export const TEST_ID = 'Test-Id';
/** A safety net for the suites on a server, on a machine shared with other work: never a wait. */
export const SERVER_TEST_TIMEOUT = 240_000;

export interface FeedMessage {
  readonly id: string;
  readonly data: Uint8Array;
  /** The gate's verdict on it, when the feed knows it (judged once per distinct text). */
  readonly verdict?: ValidationResult;
}

/** The input stream and the two output streams (duplicate window: JetStream's default, 2 minutes). */
export async function createStreams(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  await jsm.streams.add({ name: SOURCE.stream, subjects: ['adapter.out.>'] });
  await jsm.streams.add({ name: VALID.stream, subjects: [VALID.subject] });
  await jsm.streams.add({ name: INVALID.stream, subjects: [INVALID.subject] });
}

/** Create the gates' durable consumer beforehand, with a short ack wait so a killed gate's messages come back soon. */
export async function createDurable(nc: NatsConnection, durable: string, ackWaitMs: number): Promise<void> {
  const jsm = await jetstreamManager(nc);
  await jsm.consumers.add(SOURCE.stream, {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: ackWaitMs * 1_000_000,
    max_ack_pending: 10_000,
  });
}

/** Publish every message to the input stream (500 at a time in flight), each with its Test-Id header. */
export async function produce(nc: NatsConnection, messages: readonly FeedMessage[]): Promise<void> {
  const js = jetstream(nc);
  for (let i = 0; i < messages.length; i += 500) {
    await Promise.all(
      messages.slice(i, i + 500).map((m) => {
        const h = headers();
        h.set(TEST_ID, m.id);
        return js.publish(SOURCE.subject, m.data, { headers: h });
      }),
    );
  }
}

export interface Received {
  readonly data: Uint8Array;
  readonly headers: MsgHdrs;
  readonly stream: string;
}

/**
 * Read `stream` from its start until `done(byId)` holds, each message kept under its Test-Id (a second copy of
 * an id is kept in `copies`: the duplicate window should have dropped it).
 */
export async function readUntil(
  nc: NatsConnection,
  stream: string,
  byId: Map<string, Received>,
  done: () => boolean,
  copies: string[] = [],
): Promise<void> {
  if (done()) return;
  const consumer = await jetstream(nc).consumers.get(stream);
  const messages = await consumer.consume({ max_messages: 1000 });
  for await (const m of messages) {
    const id = m.headers?.get(TEST_ID) ?? `(no ${TEST_ID})`;
    if (byId.has(id)) copies.push(id);
    else byId.set(id, { data: m.data, headers: m.headers!, stream });
    if (done()) break;
  }
  messages.stop();
}

/** Messages stored in `stream` now. */
export async function storedCount(nc: NatsConnection, stream: string): Promise<number> {
  const info = await (await jetstreamManager(nc)).streams.info(stream);
  return info.state.messages;
}

export const connectTo = (url: string): Promise<NatsConnection> => connect({ servers: url });

const encoder = new TextEncoder();

/**
 * `count` messages from the committed corpus: valid fixtures, and every `invalidEvery`-th one an invalid fixture,
 * cycling through the invalid fixtures of every rule (assorted rules, text-level findings included).
 */
export function corpusFeed(count: number, invalidEvery: number): FeedMessage[] {
  const fixtures = committedFixtures();
  // Judged as the gate judges them (no --kind: dispatch on object_kind), so a fixture meant for one kind
  // without object_kind does not count as valid here; once per fixture, not per message.
  const judged = fixtures.map((f) => {
    const data = encoder.encode(fixtureText(f));
    return { data, verdict: judgeMessage(data, { maxBytes: DEFAULT_MAX_BYTES }) };
  });
  const valid = judged.filter((j) => j.verdict.valid);
  const invalid = judged.filter((j) => !j.verdict.valid);
  const messages: FeedMessage[] = [];
  for (let i = 0; i < count; i++) {
    const pick =
      i % invalidEvery === invalidEvery - 1
        ? invalid[Math.floor(i / invalidEvery) % invalid.length]!
        : valid[i % valid.length]!;
    messages.push({ id: `m${i}`, ...pick });
  }
  return messages;
}
