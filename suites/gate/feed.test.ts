/**
 * 20,000 messages, 10 % invalid in assorted rules, through one gate on a real nats-server: every valid one on
 * the canonical subject unchanged, every invalid one on the invalid subject unchanged with the headers naming
 * what broke, each exactly once; and the metrics endpoint counts the same.
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gate, HEADER } from '../../src/gate/index.js';
import { headerSafe } from '../../src/gate/headers.js';
import { describeWithNats, type NatsServer, startNats } from './_server.js';
import {
  connectTo,
  corpusFeed,
  createStreams,
  INVALID,
  produce,
  readUntil,
  type Received,
  SERVER_TEST_TIMEOUT,
  SOURCE,
  storedCount,
  VALID,
} from './_feed.js';

const COUNT = 20_000;

describeWithNats('the gate on a live feed', () => {
  let server: NatsServer;
  let nc: NatsConnection;
  beforeAll(async () => {
    server = await startNats();
    nc = await connectTo(server.url);
    await createStreams(nc);
  });
  afterAll(async () => {
    await nc?.close();
    await server?.dispose();
  });

  it(
    'routes every message once, unchanged, with the verdict headers, and counts them',
    async () => {
      const feed = corpusFeed(COUNT, 10);
      await produce(nc, feed);
      const running = await gate({
        server: server.url,
        stream: SOURCE.stream,
        durable: 'cdm-gate',
        validTo: VALID.subject,
        invalidTo: INVALID.subject,
        metricsPort: 0,
        metricsHost: '127.0.0.1',
      });
      const verdicts = feed.map((m) => m.verdict!);
      const invalidCount = verdicts.filter((v) => !v.valid).length;
      expect(invalidCount).toBe(COUNT / 10);

      const received = new Map<string, Received>();
      const copies: string[] = [];
      await readUntil(nc, VALID.stream, received, () => received.size === COUNT - invalidCount, copies);
      await readUntil(nc, INVALID.stream, received, () => received.size === COUNT, copies);
      const metricsText = await (await fetch(`http://127.0.0.1:${running.metricsPort}/metrics`)).text();
      const last = await running.stop();

      expect(copies).toEqual([]);
      const rulesSeen = new Set<string>();
      feed.forEach((message, i) => {
        const verdict = verdicts[i]!;
        const out = received.get(message.id);
        expect(out, message.id).toBeDefined();
        expect(out!.stream).toBe(verdict.valid ? VALID.stream : INVALID.stream);
        expect(Buffer.from(out!.data).equals(Buffer.from(message.data))).toBe(true);
        expect(out!.headers.get(HEADER.sourceSubject)).toBe(SOURCE.subject);
        expect(Number(out!.headers.get(HEADER.sourceSequence))).toBe(i + 1);
        if (verdict.valid) {
          expect(out!.headers.has(HEADER.rule)).toBe(false);
          return;
        }
        const first = verdict.errors[0]!;
        rulesSeen.add(first.rule);
        expect(out!.headers.get(HEADER.rule)).toBe(first.rule);
        expect(out!.headers.get(HEADER.pointer)).toBe(headerSafe(first.path));
        expect(out!.headers.get(HEADER.errors)).toBe(String(verdict.errors.length));
        expect(out!.headers.get(HEADER.error).length).toBeGreaterThan(0);
      });
      expect(rulesSeen.size).toBeGreaterThan(20);
      expect(await storedCount(nc, VALID.stream)).toBe(COUNT - invalidCount);
      expect(await storedCount(nc, INVALID.stream)).toBe(invalidCount);

      // The metrics counted the same messages, per rule as well.
      expect(last).toMatchObject({ received: COUNT, valid: COUNT - invalidCount, invalid: invalidCount, inFlight: 0 });
      const metric = (name: string): number => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metricsText)?.[1]);
      expect(metric('cdm_gate_received_total')).toBe(COUNT);
      expect(metric('cdm_gate_valid_total')).toBe(COUNT - invalidCount);
      expect(metric('cdm_gate_invalid_total')).toBe(invalidCount);
      expect(metric('cdm_gate_redelivered_total')).toBe(0);
      expect(metric('cdm_gate_processing_seconds_count')).toBe(COUNT);
      const byRule = new Map<string, number>();
      for (const verdict of verdicts)
        for (const rule of new Set(verdict.errors.map((e) => e.rule))) byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
      for (const [rule, count] of byRule)
        expect(metricsText).toContain(`cdm_gate_invalid_by_rule_total{rule="${rule}"} ${count}\n`);
    },
    SERVER_TEST_TIMEOUT,
  );
});
