/**
 * What the gate's loop needs from a streaming engine, and nothing more: a binding for another engine (Kafka,
 * say) implements this interface beside nats.ts, and the loop, the verdicts, the headers and the metrics
 * stay as they are.
 */
import type { HeaderList } from './headers.js';

/** One message as the engine delivered it. */
export interface GateDelivery {
  /** The payload, exactly as the producer sent it. */
  readonly data: Uint8Array;
  /** Where the producer published it (NATS: the subject). */
  readonly subject: string;
  /** Its position in the source (NATS: the stream sequence); the same on every redelivery. */
  readonly sequence: number;
  /** A deduplication id for what the gate publishes: the same for every delivery of this message. */
  readonly id: string;
  /** Not the first delivery of this message (its earlier one was never acked). */
  readonly redelivered: boolean;
  /** The producer's headers. */
  readonly headers: HeaderList;
  /** Done with the message: the engine never delivers it again. Called only after its publish is acknowledged. */
  ack(): void;
}

export interface Publication {
  readonly subject: string;
  readonly data: Uint8Array;
  readonly headers: HeaderList;
  /** Deduplication id (NATS: Nats-Msg-Id): a republished copy is dropped by the destination. */
  readonly id: string;
}

/** The engine refused the message itself (too large for the destination, say): trying again cannot help. */
export class PublishRefused extends Error {
  override readonly name = 'PublishRefused';
}

export interface GateBinding {
  /**
   * Call `onDelivery` for each message, synchronously as the engine reads them (a whole read's messages in
   * one turn, so their publishes leave in one write), until stopDeliveries(); resolves once no more come.
   * The engine bounds how many are unacked at once (NATS: the consumer's max_ack_pending).
   */
  start(onDelivery: (delivery: GateDelivery) => void): Promise<void>;
  /**
   * Resolves once the destination has stored the message (or found it a duplicate); rejects with
   * PublishRefused when it never will, with any other error when it may later (a lost connection).
   */
  publish(publication: Publication): Promise<{ readonly duplicate: boolean }>;
  /** Ask for no more messages. */
  stopDeliveries(): void;
  /** Flush the acks and close the connection (after the loop is done with every delivery). */
  close(): Promise<void>;
}
