/**
 * The gate's counters, and their Prometheus text exposition (format 0.0.4) on --metrics-port. Counters
 * count what happened in this process since it started; Prometheus sums the instances.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ValidationResult } from '../rules/types.js';

/** Processing latency buckets, in seconds: from a message's arrival to its input ack. */
export const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsSnapshot {
  /** Messages delivered to this gate, redeliveries included. */
  readonly received: number;
  /** Messages routed (published and acked), by verdict. */
  readonly valid: number;
  readonly invalid: number;
  /** Deliveries the engine marked as a redelivery (not the first delivery of that message). */
  readonly redelivered: number;
  /** Publishes the destination dropped as a copy of one it already holds (the duplicate window). */
  readonly duplicates: number;
  /** Publishes tried again after a failure (lost connection, timeout). */
  readonly publishRetries: number;
  /** Invalid messages by rule broken (a message breaking two rules counts under each). */
  readonly rules: ReadonlyMap<string, number>;
  /** Received, not yet routed. */
  readonly inFlight: number;
}

export class GateMetrics {
  received = 0;
  valid = 0;
  invalid = 0;
  redelivered = 0;
  duplicates = 0;
  publishRetries = 0;
  readonly rules = new Map<string, number>();
  private readonly buckets = new Array<number>(LATENCY_BUCKETS.length).fill(0);
  private latencyCount = 0;
  private latencySum = 0;

  /** Count one message routed, with its verdict and its processing time in milliseconds. */
  routed(result: ValidationResult, milliseconds: number): void {
    if (result.valid) this.valid++;
    else {
      this.invalid++;
      const seen = new Set<string>();
      for (const error of result.errors) {
        if (seen.has(error.rule)) continue;
        seen.add(error.rule);
        this.rules.set(error.rule, (this.rules.get(error.rule) ?? 0) + 1);
      }
    }
    const seconds = milliseconds / 1000;
    this.latencyCount++;
    this.latencySum += seconds;
    for (let at = 0; at < LATENCY_BUCKETS.length; at++) {
      if (seconds <= LATENCY_BUCKETS[at]!) {
        this.buckets[at]!++;
        break;
      }
    }
  }

  snapshot(): MetricsSnapshot {
    return {
      received: this.received,
      valid: this.valid,
      invalid: this.invalid,
      redelivered: this.redelivered,
      duplicates: this.duplicates,
      publishRetries: this.publishRetries,
      rules: new Map(this.rules),
      inFlight: this.received - this.valid - this.invalid - this.abandoned,
    };
  }

  /** Received messages left unacked at shutdown (the engine delivers them again). */
  abandoned = 0;

  /** The Prometheus text exposition. */
  render(): string {
    const lines: string[] = [];
    const counter = (name: string, help: string, value: number): void => {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`, `${name} ${value}`);
    };
    counter('cdm_gate_received_total', 'Messages delivered to this gate, redeliveries included.', this.received);
    counter('cdm_gate_valid_total', 'Valid messages published to the valid subject and acked.', this.valid);
    counter('cdm_gate_invalid_total', 'Invalid messages published to the invalid subject and acked.', this.invalid);
    counter('cdm_gate_redelivered_total', 'Deliveries that were redeliveries.', this.redelivered);
    counter('cdm_gate_duplicates_total', 'Publishes dropped by the destination as duplicates.', this.duplicates);
    counter('cdm_gate_publish_retries_total', 'Publishes tried again after a failure.', this.publishRetries);
    lines.push(
      '# HELP cdm_gate_invalid_by_rule_total Invalid messages by rule broken.',
      '# TYPE cdm_gate_invalid_by_rule_total counter',
    );
    for (const [rule, count] of [...this.rules].sort(([a], [b]) => (a < b ? -1 : 1)))
      lines.push(`cdm_gate_invalid_by_rule_total{rule="${labelValue(rule)}"} ${count}`);
    lines.push(
      '# HELP cdm_gate_in_flight Messages received and not yet routed.',
      '# TYPE cdm_gate_in_flight gauge',
      `cdm_gate_in_flight ${this.snapshot().inFlight}`,
      '# HELP cdm_gate_processing_seconds From a message arriving to its input ack.',
      '# TYPE cdm_gate_processing_seconds histogram',
    );
    let cumulative = 0;
    LATENCY_BUCKETS.forEach((bound, i) => {
      cumulative += this.buckets[i]!;
      lines.push(`cdm_gate_processing_seconds_bucket{le="${bound}"} ${cumulative}`);
    });
    lines.push(
      `cdm_gate_processing_seconds_bucket{le="+Inf"} ${this.latencyCount}`,
      `cdm_gate_processing_seconds_sum ${this.latencySum}`,
      `cdm_gate_processing_seconds_count ${this.latencyCount}`,
    );
    return `${lines.join('\n')}\n`;
  }
}

/** A label value as the exposition format escapes it (rule ids are catalogue ids, but never trusted). */
const labelValue = (text: string): string => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** The metrics endpoint as the gate holds it: no node:http type in the library's declarations. */
export interface MetricsEndpoint {
  readonly port: number;
  close(): Promise<void>;
}

/** GET /metrics on `port` (0: any free port) of `host`; resolves once listening, with the port bound. */
export async function serveMetrics(metrics: GateMetrics, port: number, host: string): Promise<MetricsEndpoint> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url !== '/metrics' && request.url !== '/')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found: GET /metrics\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' }).end(metrics.render());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { port: (server.address() as AddressInfo).port, close: () => closeServer(server) };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
