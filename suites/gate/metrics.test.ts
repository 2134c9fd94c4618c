import { describe, expect, it } from 'vitest';
import { GateMetrics } from '../../src/gate/metrics.js';

const invalid = (...rules: string[]) => ({
  valid: false,
  errors: rules.map((rule) => ({ rule, path: '', message: 'm' })),
});

describe('the gate’s metrics', () => {
  it('count messages by verdict, invalid ones under each rule broken once, and latency in buckets', () => {
    const metrics = new GateMetrics();
    metrics.received = 4;
    metrics.routed({ valid: true, errors: [] }, 0.2);
    metrics.routed(invalid('A.x', 'A.x', 'B.y'), 3);
    metrics.routed(invalid('we"ird\\rule\n'), 7000);
    const text = metrics.render();
    expect(text).toContain('\ncdm_gate_received_total 4\n');
    expect(text).toContain('\ncdm_gate_valid_total 1\n');
    expect(text).toContain('\ncdm_gate_invalid_total 2\n');
    expect(text).toContain('\ncdm_gate_invalid_by_rule_total{rule="A.x"} 1\n');
    expect(text).toContain('\ncdm_gate_invalid_by_rule_total{rule="B.y"} 1\n');
    expect(text).toContain('\ncdm_gate_invalid_by_rule_total{rule="we\\"ird\\\\rule\\n"} 1\n');
    expect(text).toContain('\ncdm_gate_in_flight 1\n');
    expect(text).toContain('\ncdm_gate_processing_seconds_bucket{le="0.0005"} 1\n');
    expect(text).toContain('\ncdm_gate_processing_seconds_bucket{le="0.005"} 2\n');
    expect(text).toContain('\ncdm_gate_processing_seconds_bucket{le="5"} 2\n');
    expect(text).toContain('\ncdm_gate_processing_seconds_bucket{le="10"} 3\n');
    expect(text).toContain('\ncdm_gate_processing_seconds_bucket{le="+Inf"} 3\n');
    expect(text).toContain('\ncdm_gate_processing_seconds_count 3\n');
    // Every sample line is NAME{labels} VALUE, each family announced by HELP and TYPE first.
    for (const line of text.trimEnd().split('\n'))
      expect(line).toMatch(/^(# (HELP|TYPE) cdm_gate_\w+ .+|cdm_gate_\w+(\{.*\})? [0-9.e+-]+)$/);
  });
});
