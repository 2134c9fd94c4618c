/** Quality, SourceRef, SourceId, SourceHash, OperationalStatus, Residual, Integrity: shared by all four kinds. */
import type * as t from 'io-ts';
import { arrayOf } from './_internals/arrayOf.js';
import { closedObject, optional, required } from './_internals/closedObject.js';
import {
  boolean,
  finiteNumber,
  integerAtLeast,
  nonEmptyText,
  numberAtLeast,
  numberBetween,
  text,
} from './_internals/leaf.js';
import { mapOf, openBag } from './_internals/openBag.js';
import { orNull } from './_internals/orNull.js';
import { Semver, Timestamp } from './formats.js';

export const Quality = closedObject('Quality', {
  confidence: optional(orNull(numberBetween(0, 1))),
  accuracy_m: optional(orNull(numberAtLeast(0))),
  source_quality: optional(orNull(nonEmptyText)),
  uncertainty: optional(mapOf(finiteNumber)),
});

export const SourceHash = closedObject('SourceHash', {
  algorithm: required(nonEmptyText),
  value: required(nonEmptyText),
});

export const SourceRef = closedObject('SourceRef', {
  adapter: required(nonEmptyText),
  adapter_version: required(Semver),
  system: required(nonEmptyText),
  synthetic: required(boolean),
  format_name: optional(orNull(text)),
  format_version: optional(orNull(text)),
  observed_at: optional(orNull(Timestamp)),
  original_id: optional(orNull(text)),
  record_index: optional(orNull(integerAtLeast(0))),
  source_hash: optional(orNull(SourceHash)),
  transformations: optional(arrayOf(text)),
});

export const SourceId = closedObject('SourceId', {
  system: required(nonEmptyText),
  external_id: required(nonEmptyText),
});

export const OperationalStatus = closedObject('OperationalStatus', {
  namespace: required(nonEmptyText),
  state: required(nonEmptyText),
  since: optional(orNull(Timestamp)),
  attributes: optional(openBag()),
});

export const Residual = closedObject('Residual', {
  namespace: required(nonEmptyText),
  data: optional(openBag()),
});

/** "all three fields or none": each is required, so a partial block is invalid and `null` is none. */
export const Integrity = closedObject('Integrity', {
  algorithm: required(nonEmptyText),
  signature: required(nonEmptyText),
  chain_hash: required(nonEmptyText),
});

export type Quality = t.TypeOf<typeof Quality>;
export type SourceHash = t.TypeOf<typeof SourceHash>;
export type SourceRef = t.TypeOf<typeof SourceRef>;
export type SourceId = t.TypeOf<typeof SourceId>;
export type OperationalStatus = t.TypeOf<typeof OperationalStatus>;
export type Residual = t.TypeOf<typeof Residual>;
export type Integrity = t.TypeOf<typeof Integrity>;
