/**
 * The NATS JetStream binding: the one engine-specific module. Reads a durable pull consumer on an existing
 * stream (instances with the same durable share its messages), publishes through JetStream (the publish
 * resolves on the destination stream's ack) with Nats-Msg-Id set, so a redelivered message's copy is dropped
 * by the destination's duplicate window. Reconnects by itself, with backoff, for as long as it runs.
 */
import {
  AckPolicy,
  type ConsumerMessages,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { connect, headers as natsHeaders, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import type { GateBinding, GateDelivery, Publication } from './binding.js';
import { PublishRefused } from './binding.js';
import type { HeaderList } from './headers.js';
import { PubAcks, type Stored } from './pubacks.js';

/** The gate cannot start as configured (bad URL, no server, no such stream, ...): one line, exit 2. */
export class GateConfigError extends Error {
  override readonly name = 'GateConfigError';
}

export interface NatsOptions {
  /** One server URL or several, comma-separated (nats://host:4222, tls://host:4222, host:4222). */
  readonly server: string;
  readonly stream: string;
  readonly durable: string;
  readonly validTo: string;
  readonly invalidTo: string;
  /** Messages asked of the server at a time (default 256). */
  readonly batch?: number;
  /** Ack wait of a durable the gate creates (default 30 s); an existing durable keeps its own. */
  readonly ackWaitMs?: number;
  /** max_ack_pending of a durable the gate creates (default 4096). */
  readonly maxAckPending?: number;
  readonly notice?: (line: string) => void;
}

const NANOS_PER_MS = 1_000_000;
/** The longest a stopping gate waits for its connection to drain. */
const DRAIN_MS = 5000;

/** The server URLs of `--server`, each checked. */
export function serverUrls(server: string): string[] {
  const urls = server
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (urls.length === 0) throw new GateConfigError('--server names no server');
  for (const url of urls) {
    const withScheme = /^[a-z]+:\/\//i.test(url) ? url : `nats://${url}`;
    let parsed: URL;
    try {
      parsed = new URL(withScheme);
    } catch {
      throw new GateConfigError(`--server ${JSON.stringify(url)} is not a server URL (nats://host:4222)`);
    }
    if (!['nats:', 'tls:'].includes(parsed.protocol) || parsed.hostname === '' || parsed.pathname.length > 1)
      throw new GateConfigError(
        `--server ${JSON.stringify(url)} is not a server URL (nats://host:4222 or tls://host:4222)`,
      );
  }
  return urls;
}

/** Connect, check the configuration against the server, and return the binding (GateConfigError when wrong). */
export async function natsBinding(options: NatsOptions): Promise<GateBinding> {
  const servers = serverUrls(options.server);
  const notice = options.notice ?? (() => {});
  let attempt = 0;
  let nc: NatsConnection;
  try {
    nc = await connect({
      servers,
      name: `cdm-conformance gate ${options.durable}`,
      maxReconnectAttempts: -1,
      // A stack trace captured per request costs a fifth of the gate's CPU (an Error object per publish).
      noAsyncTraces: true,
      // Backoff with jitter: 250 ms doubling to 5 s, back to 250 ms once connected again.
      reconnectDelayHandler: () => Math.min(5000, 250 * 2 ** Math.min(attempt++, 5)) + Math.random() * 250,
    });
  } catch (error) {
    throw new GateConfigError(`cannot connect to ${servers.join(', ')}: ${reasonOf(error)}`);
  }
  try {
    const binding = await NatsBinding.open(nc, options, notice);
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect') notice(`disconnected from ${status.server}: reconnecting`);
        else if (status.type === 'reconnect') {
          attempt = 0;
          notice(`reconnected to ${status.server}`);
        }
      }
    })();
    return binding;
  } catch (error) {
    await nc.close();
    throw error;
  }
}

class NatsBinding implements GateBinding {
  private messages: ConsumerMessages | undefined;
  private stopped = false;
  private readonly pubAcks: PubAcks;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly options: NatsOptions,
  ) {
    this.pubAcks = new PubAcks(nc);
  }

  static async open(nc: NatsConnection, options: NatsOptions, notice: (line: string) => void): Promise<NatsBinding> {
    const jsm = await jetstreamManager(nc).catch((error: unknown) => {
      throw new GateConfigError(`JetStream is not enabled on the server: ${reasonOf(error)}`);
    });
    const stream = await jsm.streams.info(options.stream).catch((error: unknown) => {
      throw new GateConfigError(`no stream named ${JSON.stringify(options.stream)} on the server (${reasonOf(error)})`);
    });
    for (const [option, subject] of [
      ['--valid-to', options.validTo],
      ['--invalid-to', options.invalidTo],
    ] as const) {
      const holder = await jsm.streams.find(subject).catch(() => undefined);
      if (holder === undefined)
        throw new GateConfigError(`${option} ${subject}: no stream stores that subject (create one first)`);
      if (holder === stream.config.name)
        throw new GateConfigError(`${option} ${subject} is stored by the input stream ${holder} itself: a loop`);
    }
    const existing = await jsm.consumers.info(options.stream, options.durable).catch(() => undefined);
    if (existing === undefined) {
      await jsm.consumers.add(options.stream, {
        durable_name: options.durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: (options.ackWaitMs ?? 30_000) * NANOS_PER_MS,
        max_ack_pending: options.maxAckPending ?? 4096,
      });
      notice(`created durable consumer ${options.durable} on stream ${options.stream}`);
    } else if (existing.config.deliver_subject !== undefined && existing.config.deliver_subject !== '')
      throw new GateConfigError(`consumer ${options.durable} is a push consumer; the gate needs a pull consumer`);
    else if (existing.config.ack_policy !== AckPolicy.Explicit)
      throw new GateConfigError(
        `consumer ${options.durable} does not ack explicitly; the gate needs ack_policy explicit`,
      );
    return new NatsBinding(nc, options);
  }

  async start(onDelivery: (delivery: GateDelivery) => void): Promise<void> {
    const consumer = await jetstream(this.nc).consumers.get(this.options.stream, this.options.durable);
    if (this.stopped) return;
    const stream = this.options.stream;
    // A callback, not an iterator: the messages of one read are judged and published in one turn, and
    // their publishes leave in one write (an iterator yields each in its own turn: a write per message).
    this.messages = await consumer.consume({
      max_messages: this.options.batch ?? 256,
      callback: (m) => onDelivery(delivery(m, stream)),
    });
    if (this.stopped) this.messages.stop();
    const ended = await this.messages.closed();
    if (ended instanceof Error) throw ended;
  }

  publish(p: Publication): Promise<Stored> {
    const h = natsHeaders();
    try {
      for (const [name, value] of p.headers) h.append(name, value);
      h.append('Nats-Msg-Id', p.id); // the producer's own Nats-* headers are never forwarded (headers.ts)
    } catch (error) {
      // A header NATS will not carry (a CR in a forwarded value, say): sending again cannot help.
      return Promise.reject(new PublishRefused(reasonOf(error)));
    }
    return this.pubAcks.publish(p.subject, p.data, h);
  }

  stopDeliveries(): void {
    this.stopped = true;
    this.messages?.stop();
  }

  async close(): Promise<void> {
    this.pubAcks.close();
    if (this.nc.isClosed()) return;
    // Drain flushes the acks still buffered. A connection down at that moment (or one that does not drain
    // within DRAIN_MS) is closed instead: the acks it held are lost, their messages come again, and copies
    // are dropped by the duplicate window.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, DRAIN_MS);
    });
    await Promise.race([this.nc.drain().catch(() => {}), late]);
    clearTimeout(timer);
    if (!this.nc.isClosed()) await this.nc.close();
  }
}

function delivery(m: JsMsg, stream: string): GateDelivery {
  const info = m.info;
  return {
    data: m.data,
    subject: m.subject,
    sequence: info.streamSequence,
    id: `${stream}:${info.streamSequence}`,
    redelivered: info.deliveryCount > 1,
    headers: m.headers === undefined ? [] : headerList(m.headers),
    ack: () => m.ack(),
  };
}

function headerList(h: MsgHdrs): HeaderList {
  const list: Array<readonly [string, string]> = [];
  for (const [name, values] of h) for (const value of values) list.push([name, value]);
  return list;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
