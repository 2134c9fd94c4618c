/**
 * `gate(options)`: the live-feed gate as a library. Connects to NATS JetStream, checks the configuration
 * (rejecting with GateConfigError), starts the metrics endpoint when asked, and runs the loop until stop().
 * runGate() runs the same loop over any engine's binding (binding.ts).
 */
import type { Kind } from '../contract/canonicalObject.js';
import type { GateBinding } from './binding.js';
import { GateLoop } from './loop.js';
import { GateMetrics, type MetricsEndpoint, type MetricsSnapshot, serveMetrics } from './metrics.js';
import { GateConfigError, natsBinding } from './nats.js';
import { DEFAULT_MAX_BYTES } from './verdict.js';

export { GateConfigError, serverUrls } from './nats.js';
export { PublishRefused, type GateBinding, type GateDelivery, type Publication } from './binding.js';
export { GateMetrics, type MetricsSnapshot } from './metrics.js';
export { HEADER } from './headers.js';
export { DEFAULT_MAX_BYTES, MESSAGE_TOO_LARGE, judgeMessage } from './verdict.js';
export { startProgress, progressText, type ProgressClock } from './progress.js';

export interface GateOptions {
  /** NATS server URL(s), comma-separated. */
  readonly server: string;
  /** The existing stream to read. */
  readonly stream: string;
  /** The durable pull consumer: every instance with the same name shares the stream's messages. */
  readonly durable: string;
  /** Subject valid messages are published to, unchanged. */
  readonly validTo: string;
  /** Subject invalid messages are published to, unchanged, with the Cdm-* headers. */
  readonly invalidTo: string;
  /** Validate against one kind (default: dispatch on object_kind). */
  readonly kind?: Kind;
  /** Also run the lint rules: a valid message with findings gets Cdm-Warnings headers. */
  readonly lint?: boolean;
  /** Longest message read, in bytes (default 1 MiB); a longer one is invalid (message.too-large). */
  readonly maxBytes?: number;
  /** Serve Prometheus metrics on this port (0: any free port; undefined: none). */
  readonly metricsPort?: number;
  /** Address the metrics endpoint listens on (default 0.0.0.0: every interface, for a remote scraper). */
  readonly metricsHost?: string;
  /** max_ack_pending of a durable the gate creates (default 4096): messages unacked at once, all instances. */
  readonly maxAckPending?: number;
  /** Messages asked of the server at a time (default 256). */
  readonly batch?: number;
  /** Ack wait of a durable the gate creates (default 30 s). */
  readonly ackWaitMs?: number;
  /** After stop(), how long failing publishes are still tried (default 10 s); their messages come again later. */
  readonly stopGraceMs?: number;
  /** Lines for the operator: connection lost and back, publishes failing. */
  readonly notice?: (line: string) => void;
}

export interface RunningGate {
  readonly metrics: GateMetrics;
  /** The metrics endpoint's port, when one was asked for. */
  readonly metricsPort: number | undefined;
  /** Settles when the gate has stopped: its last counters, or the error that stopped it. */
  readonly finished: Promise<MetricsSnapshot>;
  /** Stop fetching, publish and ack what is in flight, drain the connection. */
  stop(): Promise<MetricsSnapshot>;
}

/** Start a gate on NATS JetStream; rejects with GateConfigError when the configuration is wrong. */
export async function gate(options: GateOptions): Promise<RunningGate> {
  const binding = await natsBinding(options);
  let metricsServer: MetricsEndpoint | undefined;
  const metrics = new GateMetrics();
  if (options.metricsPort !== undefined) {
    try {
      metricsServer = await serveMetrics(metrics, options.metricsPort, options.metricsHost ?? '0.0.0.0');
    } catch (error) {
      await binding.close();
      throw new GateConfigError(
        `cannot serve metrics on port ${options.metricsPort}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return runGate(binding, options, metrics, metricsServer);
}

/** The gate's loop over any binding; `gate()` is this over the NATS one. */
export function runGate(
  binding: GateBinding,
  options: Omit<GateOptions, 'server' | 'stream' | 'durable'>,
  metrics = new GateMetrics(),
  metricsServer?: MetricsEndpoint,
): RunningGate {
  const loop = new GateLoop(binding, { ...options, maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES }, metrics);
  const finished = (async () => {
    try {
      await loop.run();
    } finally {
      await binding.close();
      if (metricsServer !== undefined) await metricsServer.close();
    }
    return metrics.snapshot();
  })();
  return {
    metrics,
    metricsPort: metricsServer?.port,
    finished,
    stop() {
      loop.stop();
      return finished;
    },
  };
}
