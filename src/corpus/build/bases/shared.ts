/**
 * Provenance blocks every base carries, each maximal: every optional key present and populated, so
 * every place a rule can apply to exists in some base. Each call returns a fresh copy.
 */
import type { Kind } from '../../../contract/canonicalObject.js';

/** A base: a maximal valid object; every derived fixture records its base and an RFC 6902 patch. */
export interface Base {
  readonly name: string;
  readonly kind: Kind;
  /** One line: what the base is and which optional structures it shows. */
  readonly description: string;
  readonly object: Record<string, unknown>;
}

export const ROOT_NAMES: Readonly<Record<Kind, string>> = {
  entity: 'Entity',
  event: 'Event',
  plan_object: 'PlanObject',
  track: 'Track',
};

/** Deterministic (version-5) UUIDs: entity ids are derived, never random. */
export const IDS = {
  vessel: 'ef548260-4ffa-568b-8e1c-b5d56070ed4f',
  jammer: 'd0b7cb06-a70f-5799-88b3-f9d0cca357db',
  aircraft: '14f3a875-a8f4-53f7-8315-b89bc186f75e',
  event: 'c020ac40-0ed6-5c6a-9ef3-409be15b6713',
  earlierEvent: '533b1586-1904-5229-8384-9e76cdd1a55d',
  otherEvent: '46c54733-b0cc-5b8c-9f04-bfe322100740',
  route: '77546f39-e287-5176-8f54-311304a02a64',
  area: '22186cf3-1b63-5976-bf1b-bf55544d610f',
  areaMulti: 'd021ab5e-04a5-5ab4-9ed4-f5c0044de260',
  point: 'b01d337c-027d-505d-98a3-32eb2fe1ca1f',
  multiPoint: '1b6bbd9d-f8a1-529e-845e-0255eaeddd8d',
  multiLine: '5538c95e-d50e-5b1e-bf1f-36a1e2cdd427',
  track: '6de8f770-bbd4-506a-8968-dbcfd2b07c27',
} as const;

export interface SourceOptions {
  readonly adapter: string;
  readonly system: string;
  readonly formatName: string;
  readonly formatVersion: string;
  readonly observedAt: string;
  readonly originalId: string;
  readonly transformation: string;
}

export function sourceRef(options: SourceOptions): Record<string, unknown> {
  return {
    adapter: options.adapter,
    adapter_version: '2.4.1',
    system: options.system,
    synthetic: false,
    format_name: options.formatName,
    format_version: options.formatVersion,
    observed_at: options.observedAt,
    original_id: options.originalId,
    record_index: 3,
    source_hash: { algorithm: 'sha-256', value: '5d41402abc4b2a76b9719d911017c592ae0b8f3d5e2c1a7b6f4e9d8c7b6a5f40' },
    transformations: [options.transformation],
  };
}

/** Two systems' names for the same object: one entry never overwrites another. */
export function sourceIds(system: string, externalId: string): Record<string, unknown>[] {
  return [
    { system, external_id: externalId },
    { system: 'FLEET-REGISTRY', external_id: 'FR-0042' },
  ];
}

export function quality(): Record<string, unknown> {
  return { confidence: 0.9, accuracy_m: 12.5, source_quality: 'A', uncertainty: { along_track_m: 15.2 } };
}

export function operationalStatus(namespace: string, state: string): Record<string, unknown> {
  return { namespace, state, since: '2024-03-01T08:00:00.000Z', attributes: { code: 0 } };
}

export function integrity(): Record<string, unknown> {
  return {
    algorithm: 'ML-DSA-65',
    signature: 'MEUCIQDt3k0s9xg',
    chain_hash: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
  };
}

export function residual(namespace: string): Record<string, unknown> {
  return { namespace, data: { raim: false, radio: [2, 2250] } };
}

/** A maximal Position: a GNSS fix with an HAE height stated twice (alt_m and vertical), equal. */
export function position(lat: number, lon: number, height = 42.5): Record<string, unknown> {
  return {
    lat,
    lon,
    position_source: 'GNSS',
    alt_m: height,
    accuracy_m: 10,
    vertical: { value: height, unit: 'm', reference: 'HAE', uncertainty: 3 },
  };
}

export function verticalPosition(value: number, unit: string, reference: string): Record<string, unknown> {
  return { value, unit, reference, uncertainty: 50 };
}
