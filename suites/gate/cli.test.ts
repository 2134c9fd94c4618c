/**
 * `cdm-conformance gate` as a process: --help, and one line with exit 2 for each configuration error.
 */
import type { NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, ensureBuilt, expectOneErrorLine } from '../cli/_support.js';
import { connectTo, createStreams, INVALID, SOURCE, VALID } from './_feed.js';
import { describeWithNats, type NatsServer, startNats } from './_server.js';

const gateArgs = (server: string, overrides: Record<string, string> = {}): string[] =>
  Object.entries({
    '--server': server,
    '--stream': SOURCE.stream,
    '--durable': 'cli',
    '--valid-to': VALID.subject,
    '--invalid-to': INVALID.subject,
    ...overrides,
  }).flat();

describe('cdm-conformance gate without a server', () => {
  beforeAll(() => ensureBuilt());

  it('has --help, with its exit codes, never coloured', () => {
    const result = cli(['gate', '--help'], { env: { FORCE_COLOR: '1' } });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: cdm-conformance gate --server URL');
    expect(result.stdout).toContain('Exit codes:');
    expect(result.stdout).not.toContain('\u001b[');
  });

  it('refuses a bad URL, a missing option and an unreachable server in one line, exit 2', () => {
    for (const [args, said] of [
      [gateArgs('http://example.invalid'), /--server "http:\/\/example.invalid" is not a server URL/],
      [gateArgs('nats://127.0.0.1:1'), /cannot connect to nats:\/\/127.0.0.1:1/],
      [['--server', 'nats://127.0.0.1:1'], /--stream is required/],
    ] as const) {
      const result = cli(['gate', ...args]);
      expect(result.code).toBe(2);
      expect(expectOneErrorLine(result.stderr)).toMatch(said);
    }
  });
});

describeWithNats('cdm-conformance gate against a server', () => {
  let server: NatsServer;
  let nc: NatsConnection;
  beforeAll(async () => {
    ensureBuilt();
    server = await startNats();
    nc = await connectTo(server.url);
    await createStreams(nc);
  });
  afterAll(async () => {
    await nc?.close();
    await server?.dispose();
  });

  it('refuses a stream that does not exist, a destination no stream stores, and a loop, in one line, exit 2', () => {
    for (const [overrides, said] of [
      [{ '--stream': 'NOPE' }, /no stream named "NOPE"/],
      [{ '--valid-to': 'nowhere' }, /--valid-to nowhere: no stream stores that subject/],
      [{ '--invalid-to': 'adapter.out.x' }, /--invalid-to adapter.out.x is stored by the input stream ADAPTER_OUT/],
    ] as const) {
      const result = cli(['gate', ...gateArgs(server.url, overrides)]);
      expect(result.code).toBe(2);
      expect(expectOneErrorLine(result.stderr)).toMatch(said);
    }
  });
});
