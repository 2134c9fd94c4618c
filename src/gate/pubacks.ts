/**
 * JetStream publishes, pipelined: a publish to a stream's subject with a reply subject is answered by the
 * stream with a PubAck ({"stream","seq","duplicate"} or {"error"}), or by the server with a 503 status when
 * no stream stores the subject. The client's own js.publish() makes a request per message, with a timer and
 * two Error objects each (about a third of the gate's CPU); here one subscription answers them all and one
 * sweep every second fails those unanswered for too long (lost with a connection: the loop publishes again).
 */
import {
  createInbox,
  errors,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
  type Subscription,
} from '@nats-io/transport-node';
import { PublishRefused } from './binding.js';

/** The stream refused the message: its JetStream error code and description. */
export class PubAckError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'PubAckError';
  }
}

/** What a publish resolves with; the two answers shared, not built per message. */
export type Stored = { readonly duplicate: boolean };
const STORED: Stored = Object.freeze({ duplicate: false });
const DUPLICATE: Stored = Object.freeze({ duplicate: true });

/** JetStream's "message size exceeds maximum allowed" (the destination stream's max_msg_size). */
const MESSAGE_TOO_LARGE_FOR_STREAM = 10054;

interface Waiting {
  readonly resolve: (stored: Stored) => void;
  readonly reject: (error: Error) => void;
  readonly sentAt: number;
}

const decoder = new TextDecoder();

export class PubAcks {
  private readonly prefix = `${createInbox()}.`;
  private readonly waiting = new Map<string, Waiting>();
  private readonly subscription: Subscription;
  private readonly sweeper: NodeJS.Timeout;
  private next = 0;

  constructor(
    private readonly nc: NatsConnection,
    private readonly timeoutMs = 5000,
  ) {
    this.subscription = nc.subscribe(`${this.prefix}*`, { callback: (_error, msg) => this.answer(msg) });
    this.sweeper = setInterval(() => this.sweep(), Math.min(1000, timeoutMs));
    this.sweeper.unref();
  }

  /**
   * Resolves once the stream has stored the message (or found it a duplicate); rejects with PublishRefused
   * when it never will (too large for the stream or the server), with another error on silence or a lost
   * connection. The binding's answer as it is: no async layer above it (a promise and two turns a message).
   */
  publish(subject: string, data: Uint8Array, headers: MsgHdrs): Promise<Stored> {
    const token = String(++this.next);
    return new Promise((resolve, reject) => {
      try {
        this.nc.publish(subject, data, { reply: this.prefix + token, headers });
      } catch (error) {
        if (error instanceof errors.InvalidArgumentError) reject(new PublishRefused(error.message));
        else reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      this.waiting.set(token, { resolve, reject, sentAt: performance.now() });
    });
  }

  close(): void {
    clearInterval(this.sweeper);
    this.subscription.unsubscribe();
    for (const waiting of this.waiting.values()) waiting.reject(new Error('connection closed'));
    this.waiting.clear();
  }

  private answer(msg: Msg): void {
    const token = msg.subject.slice(this.prefix.length);
    const waiting = this.waiting.get(token);
    if (waiting === undefined) return; // answered after the sweep gave up on it: published again since
    this.waiting.delete(token);
    if (msg.headers?.code === 503) {
      waiting.reject(new Error('no stream stores the subject (503 no responders)'));
      return;
    }
    // A stored message's PubAck is {"stream":"S","seq":N} or with "duplicate":true: read as ASCII, parsed
    // only when it holds an error (a TextDecoder and JSON.parse per message cost more than the test).
    const text = Buffer.from(msg.data.buffer, msg.data.byteOffset, msg.data.byteLength).toString('latin1');
    if (!text.includes('"error"') && text.includes('"seq"')) {
      waiting.resolve(/"duplicate"\s*:\s*true/.test(text) ? DUPLICATE : STORED);
      return;
    }
    let ack: { error?: { err_code?: number; code?: number; description?: string } };
    try {
      ack = JSON.parse(decoder.decode(msg.data));
    } catch {
      waiting.reject(new Error('the server answered the publish with something other than a PubAck'));
      return;
    }
    const code = ack.error?.err_code ?? ack.error?.code ?? 0;
    const description = ack.error?.description ?? 'refused';
    waiting.reject(
      code === MESSAGE_TOO_LARGE_FOR_STREAM ? new PublishRefused(description) : new PubAckError(code, description),
    );
  }

  private sweep(): void {
    const before = performance.now() - this.timeoutMs;
    for (const [token, waiting] of this.waiting) {
      if (waiting.sentAt > before) break; // in the order sent
      this.waiting.delete(token);
      waiting.reject(new Error(`no PubAck within ${this.timeoutMs} ms`));
    }
  }
}
