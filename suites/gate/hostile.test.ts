/**
 * Hostile producers: whatever bytes arrive, the message lands on the invalid subject with headers saying why,
 * unchanged, and the gate goes on to the next (a valid message sent after them all still arrives).
 */
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gate, HEADER, MESSAGE_TOO_LARGE } from '../../src/gate/index.js';
import { ENTITY_TEXT } from '../cli/_support.js';
import {
  connectTo,
  createStreams,
  type FeedMessage,
  INVALID,
  produce,
  readUntil,
  type Received,
  SOURCE,
  VALID,
} from './_feed.js';
import { describeWithNats, type NatsServer, startNats } from './_server.js';

const MiB = 1024 * 1024;
const text = (s: string): Uint8Array => new TextEncoder().encode(s);

describeWithNats('the gate against hostile producers', () => {
  let server: NatsServer;
  let nc: NatsConnection;
  beforeAll(async () => {
    // The server takes 4 MiB messages so that a 2 MiB one reaches the gate and meets the gate's own cap.
    server = await startNats({ maxPayload: 4 * MiB });
    nc = await connectTo(server.url);
    await createStreams(nc);
  });
  afterAll(async () => {
    await nc?.close();
    await server?.dispose();
  });

  it('sends each hostile message to the invalid subject, unchanged, and keeps going', async () => {
    const hostile: Array<FeedMessage & { rule: string; error: RegExp }> = [
      {
        id: 'two-mib',
        data: text(`{"object_kind":"entity","x":"${'a'.repeat(2 * MiB)}"}`),
        rule: MESSAGE_TOO_LARGE,
        error: /^message of 2097\d+ bytes is longer than the cap of 1048576 bytes: not read$/,
      },
      {
        id: 'latin-1',
        data: Uint8Array.from([...text('{"object_kind":"entity","name":"caf'), 0xe9, ...text('"}')]),
        rule: 'json.syntax',
        error: /not UTF-8 text: byte 0xE9/,
      },
      {
        id: 'proto',
        data: text('{"__proto__":{"object_kind":"entity"},"object_kind":"entity"}'),
        rule: 'Entity.additional-properties',
        error: /__proto__/,
      },
      { id: 'deep', data: text('['.repeat(1_000_000)), rule: 'json.syntax', error: /nesting too deep/ },
      { id: 'empty', data: new Uint8Array(0), rule: 'json.syntax', error: /unexpected end of input/ },
    ];
    await produce(nc, [...hostile, { id: 'after', data: text(ENTITY_TEXT) }]);
    const running = await gate({
      server: server.url,
      stream: SOURCE.stream,
      durable: 'hostile',
      validTo: VALID.subject,
      invalidTo: INVALID.subject,
      maxBytes: MiB,
    });
    const received = new Map<string, Received>();
    await readUntil(nc, INVALID.stream, received, () => received.size === hostile.length);
    await readUntil(nc, VALID.stream, received, () => received.has('after'));
    const last = await running.stop();

    for (const message of hostile) {
      const out = received.get(message.id)!;
      expect(out.stream, message.id).toBe(INVALID.stream);
      expect(out.headers.get(HEADER.rule), message.id).toBe(message.rule);
      expect(out.headers.get(HEADER.error), message.id).toMatch(message.error);
      expect(Buffer.from(out.data).equals(Buffer.from(message.data)), message.id).toBe(true);
    }
    expect(received.get('after')!.stream).toBe(VALID.stream);
    expect(last).toMatchObject({ received: 6, valid: 1, invalid: 5 });
  });

  it('sends the verdict without the payload when the destination refuses the payload', async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: 'TINY', subjects: ['cdm.tiny'], max_msg_size: 100 });
    await produce(nc, [{ id: 'too-big-for-tiny', data: text(ENTITY_TEXT) }]);
    const running = await gate({
      server: server.url,
      stream: SOURCE.stream,
      durable: 'refused',
      validTo: 'cdm.tiny',
      invalidTo: INVALID.subject,
      notice: () => {},
    });
    const received = new Map<string, Received>();
    await readUntil(nc, INVALID.stream, received, () => received.has('too-big-for-tiny'));
    await running.stop();
    const copy = received.get('too-big-for-tiny')!;
    expect(copy.data.byteLength).toBe(0);
    expect(copy.headers.get(HEADER.forwardError)).toMatch(/^cdm\.tiny refused the payload: /);
    expect(copy.headers.has(HEADER.rule)).toBe(false);
  });
});
