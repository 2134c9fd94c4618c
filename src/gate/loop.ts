/**
 * The gate's loop, engine-neutral: take each delivery's bytes, judge them (verdict.ts), publish the message
 * unchanged to the valid or the invalid subject with the verdict's headers, and ack the delivery only once
 * the destination has acknowledged the publish: at-least-once, nothing lost wherever the process dies.
 * Publishes are pipelined (as many at once as the engine delivers unacked); validation runs between them.
 */
import type { GateBinding, GateDelivery, Publication } from './binding.js';
import { PublishRefused } from './binding.js';
import { HEADER, headerSafe, verdictHeaders } from './headers.js';
import type { GateMetrics } from './metrics.js';
import { judgeMessage, type JudgeOptions } from './verdict.js';
import type { ValidationResult } from '../rules/types.js';

export interface LoopOptions extends JudgeOptions {
  readonly validTo: string;
  readonly invalidTo: string;
  /** After stop(), how long publishes still failing are tried before their messages are left unacked. */
  readonly stopGraceMs?: number;
  /** A line for the operator (a publish failing, then going again). */
  readonly notice?: (line: string) => void;
  /** Milliseconds, for the latency histogram (default performance.now). */
  readonly now?: () => number;
}

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5000;

export class GateLoop {
  /** Messages received and not yet acked or left. */
  private inFlight = 0;
  private idle: (() => void) | undefined;
  private readonly abandon = new AbortController();
  private failing = false;
  private stopping = false;
  private readonly now: () => number;

  constructor(
    private readonly binding: GateBinding,
    private readonly options: LoopOptions,
    readonly metrics: GateMetrics,
  ) {
    this.now = options.now ?? (() => performance.now());
  }

  /** Resolves once deliveries have ended (after stop()) and every message received is acked or left. */
  async run(): Promise<void> {
    try {
      await this.binding.start((delivery) => this.accept(delivery));
    } finally {
      if (this.inFlight > 0) await new Promise<void>((resolve) => (this.idle = resolve));
    }
  }

  private accept(delivery: GateDelivery): void {
    const started = this.now();
    this.metrics.received++;
    if (delivery.redelivered) this.metrics.redelivered++;
    this.inFlight++;
    const result = judgeMessage(delivery.data, this.options);
    const publication: Publication = {
      subject: result.valid ? this.options.validTo : this.options.invalidTo,
      data: delivery.data,
      headers: verdictHeaders(result, delivery, delivery.headers),
      id: delivery.id,
    };
    // The common case in two callbacks (an async function per message costs more promises than this);
    // a failed publish goes the careful way, publishUntilStored.
    this.binding.publish(publication).then(
      ({ duplicate }) => {
        if (duplicate) this.metrics.duplicates++;
        if (this.failing) this.notice('publishing again');
        this.failing = false;
        this.routed(delivery, result, started);
      },
      (error: unknown) => {
        void this.publishUntilStored(publication, error).then((stored) => {
          if (stored) this.routed(delivery, result, started);
          else {
            this.metrics.abandoned++;
            this.settle();
          }
        });
      },
    );
  }

  private routed(delivery: GateDelivery, result: ValidationResult, started: number): void {
    try {
      delivery.ack();
    } catch {
      // A connection closed under the ack: the message comes again and its copy is dropped by the window.
    }
    this.metrics.routed(result, this.now() - started);
    this.settle();
  }

  private settle(): void {
    this.inFlight--;
    if (this.inFlight === 0) this.idle?.();
  }

  /** Stop taking messages; finish (publish and ack) what is in flight within the grace period. */
  stop(): void {
    if (this.stopping) return;
    this.stopping = true;
    this.binding.stopDeliveries();
    const timer = setTimeout(() => this.abandon.abort(), this.options.stopGraceMs ?? 10_000);
    timer.unref();
  }

  /**
   * After `firstError`, publish until stored: true then; false when abandoned at shutdown (the message stays
   * unacked and comes again).
   */
  private async publishUntilStored(original: Publication, firstError: unknown): Promise<boolean> {
    let publication = original;
    let error = firstError;
    for (let attempt = 0; !this.abandon.signal.aborted; attempt++) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof PublishRefused && publication === original) {
        // The destination will never take this payload: the verdict goes to the invalid subject without it.
        this.notice(
          `${original.subject} refused message ${original.id} (${reason}): sent to ${this.options.invalidTo} without its payload`,
        );
        publication = refusedCopy(original, this.options.invalidTo, reason);
      } else {
        this.metrics.publishRetries++;
        if (!this.failing) this.notice(`publish to ${publication.subject} failed (${reason}): trying again`);
        this.failing = true;
        await pause(Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.min(attempt, 10)), this.abandon.signal);
        if (this.abandon.signal.aborted) break;
      }
      try {
        const { duplicate } = await this.binding.publish(publication);
        if (duplicate) this.metrics.duplicates++;
        if (this.failing) this.notice('publishing again');
        this.failing = false;
        return true;
      } catch (next) {
        error = next;
      }
    }
    return false;
  }

  private notice(line: string): void {
    this.options.notice?.(line);
  }
}

function refusedCopy(original: Publication, invalidTo: string, reason: string): Publication {
  return {
    subject: invalidTo,
    data: new Uint8Array(0),
    headers: [
      ...original.headers,
      [HEADER.forwardError, headerSafe(`${original.subject} refused the payload: ${reason}`)],
    ],
    id: original.id,
  };
}

/** Wait `ms`, or less when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
