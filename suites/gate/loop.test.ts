/**
 * The engine-neutral loop over a binding the test drives by hand: an ack never precedes its publish's
 * acknowledgement, a failing publish is tried again under the same id, a payload the destination refuses
 * still leaves its verdict on the invalid subject, and stop() finishes what is in flight.
 */
import { describe, expect, it } from 'vitest';
import type { GateBinding, GateDelivery, Publication } from '../../src/gate/binding.js';
import { PublishRefused } from '../../src/gate/binding.js';
import { HEADER } from '../../src/gate/headers.js';
import { runGate } from '../../src/gate/index.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
const INVALID_TEXT = '{"object_kind":"entity"}';

interface PendingPublish {
  readonly publication: Publication;
  resolve(duplicate?: boolean): void;
  reject(error: Error): void;
}

/** A binding whose deliveries and publish answers the test makes, one by one. */
class HandBinding implements GateBinding {
  readonly publishes: PendingPublish[] = [];
  readonly acked: number[] = [];
  private onDelivery: ((d: GateDelivery) => void) | undefined;
  private finish: (() => void) | undefined;
  closed = false;
  private publishWaiters: Array<() => void> = [];

  start(onDelivery: (d: GateDelivery) => void): Promise<void> {
    this.onDelivery = onDelivery;
    return new Promise((resolve) => {
      this.finish = resolve;
    });
  }

  deliver(sequence: number, text: string, redelivered = false): void {
    this.onDelivery!({
      data: encode(text),
      subject: 'in.feed',
      sequence,
      id: `IN:${sequence}`,
      redelivered,
      headers: [['Trace', `t${sequence}`]],
      ack: () => this.acked.push(sequence),
    });
  }

  publish(publication: Publication): Promise<{ duplicate: boolean }> {
    return new Promise((resolve, reject) => {
      this.publishes.push({ publication, resolve: (duplicate = false) => resolve({ duplicate }), reject });
      for (const wake of this.publishWaiters.splice(0)) wake();
    });
  }

  /** Resolves once `count` publishes have been asked for. */
  async publishesReach(count: number): Promise<void> {
    while (this.publishes.length < count) await new Promise<void>((wake) => this.publishWaiters.push(wake));
  }

  stopDeliveries(): void {
    this.finish?.();
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

const options = { validTo: 'valid', invalidTo: 'invalid' };

describe('the gate loop', () => {
  it('acks a message only after its publish is acknowledged, and routes by verdict', async () => {
    const binding = new HandBinding();
    const running = runGate(binding, options);
    binding.deliver(1, INVALID_TEXT);
    await binding.publishesReach(1);
    const [first] = binding.publishes;
    expect(first!.publication.subject).toBe('invalid');
    expect(first!.publication.id).toBe('IN:1');
    expect(Buffer.from(first!.publication.data).toString()).toBe(INVALID_TEXT);
    const headers = new Map(first!.publication.headers);
    expect(headers.get('Trace')).toBe('t1');
    expect(headers.get(HEADER.sourceSubject)).toBe('in.feed');
    expect(headers.get(HEADER.sourceSequence)).toBe('1');
    expect(headers.get(HEADER.rule)).toMatch(/^Entity\./);
    await Promise.resolve();
    expect(binding.acked).toEqual([]);
    first!.resolve();
    const last = await running.stop();
    expect(binding.acked).toEqual([1]);
    expect(last).toMatchObject({ received: 1, valid: 0, invalid: 1, inFlight: 0 });
    expect(binding.closed).toBe(true);
  });

  it('tries a failed publish again under the same id, and counts redeliveries and duplicates', async () => {
    const binding = new HandBinding();
    const notices: string[] = [];
    const running = runGate(binding, { ...options, notice: (line) => notices.push(line) });
    binding.deliver(7, '', true);
    await binding.publishesReach(1);
    binding.publishes[0]!.reject(new Error('connection lost'));
    await binding.publishesReach(2);
    expect(binding.publishes[1]!.publication.id).toBe('IN:7');
    expect(binding.acked).toEqual([]);
    binding.publishes[1]!.resolve(true);
    const last = await running.stop();
    expect(binding.acked).toEqual([7]);
    expect(last).toMatchObject({ received: 1, invalid: 1, redelivered: 1, duplicates: 1, publishRetries: 1 });
    expect(notices).toEqual(['publish to invalid failed (connection lost): trying again', 'publishing again']);
  });

  it('sends the verdict without the payload when the destination refuses the payload itself', async () => {
    const binding = new HandBinding();
    const running = runGate(binding, { ...options, notice: () => {} });
    binding.deliver(3, INVALID_TEXT);
    await binding.publishesReach(1);
    binding.publishes[0]!.reject(new PublishRefused('message size exceeds maximum allowed'));
    await binding.publishesReach(2);
    const copy = binding.publishes[1]!.publication;
    expect(copy.subject).toBe('invalid');
    expect(copy.data.byteLength).toBe(0);
    expect(new Map(copy.headers).get(HEADER.forwardError)).toBe(
      'invalid refused the payload: message size exceeds maximum allowed',
    );
    binding.publishes[1]!.resolve();
    await running.stop();
    expect(binding.acked).toEqual([3]);
  });

  it('leaves a message unacked (to come again) when its publish still fails after the stop grace', async () => {
    const binding = new HandBinding();
    const running = runGate(binding, { ...options, stopGraceMs: 0, notice: () => {} });
    binding.deliver(9, INVALID_TEXT);
    await binding.publishesReach(1);
    const stopped = running.stop();
    binding.publishes[0]!.reject(new Error('connection lost'));
    const last = await stopped;
    expect(binding.acked).toEqual([]);
    expect(last).toMatchObject({ received: 1, valid: 0, invalid: 0, inFlight: 0 });
  });
});
