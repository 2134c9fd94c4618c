/** Quality, SourceRef, SourceId, SourceHash, OperationalStatus, Residual and Integrity. */
import fc from 'fast-check';
import type {
  Integrity,
  OperationalStatus,
  Quality,
  Residual,
  SourceHash,
  SourceId,
  SourceRef,
} from '../contract/provenance.js';
import { bag, objectOf } from './_internals/json.js';
import { minItems, NO_NEED, sub, type Need } from './_internals/need.js';
import { anyNumber, index, nonNegative, unitInterval } from './_internals/numbers.js';
import { closed, fixed, nul, opt, req, type FieldSpec } from './_internals/record.js';
import { bagKey, nonEmptyText, text, word } from './_internals/text.js';
import { hex, schemaVersion, semver, timestamp } from './primitives.js';

/** "named components; the unit is in the key": an object mapping string to number. */
const uncertainty = () =>
  objectOf(
    fc.oneof(word('horizontal_m', 'vertical_ft', 'along_track_m', 'cross_track_m'), bagKey()),
    anyNumber({ min: 0, max: 500 }),
    3,
  );

export const qualityWith = (need: Need): fc.Arbitrary<Quality> =>
  closed<Quality>(
    {
      confidence: nul(unitInterval),
      accuracy_m: nul(() => nonNegative(100)),
      source_quality: nul(() => fc.oneof(word('A', 'B1', 'good', 'GRADE 3'), nonEmptyText())),
      uncertainty: opt(uncertainty),
    },
    need,
  );

export const quality = (): fc.Arbitrary<Quality> => qualityWith(NO_NEED);

export const sourceHashWith = (need: Need): fc.Arbitrary<SourceHash> =>
  closed<SourceHash>(
    {
      algorithm: req(() => fc.oneof(word('SHA-256', 'sha3-512', 'BLAKE3'), nonEmptyText())),
      value: req(() => fc.oneof(hex(64), nonEmptyText())),
    },
    need,
  );

export const sourceHash = (): fc.Arbitrary<SourceHash> => sourceHashWith(NO_NEED);

export const sourceRefWith = (need: Need): fc.Arbitrary<SourceRef> =>
  closed<SourceRef>(
    {
      adapter: req(() => fc.oneof(word('ais-adapter', 'adsb-adapter', 'cot-bridge', 'nmea0183'), nonEmptyText())),
      adapter_version: req(semver),
      system: req(() => fc.oneof(word('AIS', 'ADS-B', 'CoT', 'NMEA', 'Link 16'), nonEmptyText())),
      synthetic: req(fc.boolean),
      format_name: nul(() => fc.oneof(word('ITU-R M.1371', 'ASTERIX CAT021', 'CoT'), text())),
      format_version: nul(() => fc.oneof(word('5', '2.6', 'v1.0'), text())),
      observed_at: nul(timestamp),
      original_id: nul(text),
      record_index: nul(index),
      source_hash: nul(sourceHashWith),
      transformations: opt((n) =>
        fc.array(fc.oneof(word('knots-to-mps', 'feet-to-metres', 'trimmed'), text()), {
          minLength: minItems(n),
          maxLength: 3,
        }),
      ),
    },
    need,
  );

export const sourceRef = (): fc.Arbitrary<SourceRef> => sourceRefWith(NO_NEED);

export const sourceIdWith = (need: Need): fc.Arbitrary<SourceId> =>
  closed<SourceId>(
    {
      system: req(() => fc.oneof(word('AIS', 'ICAO', 'CoT uid'), nonEmptyText())),
      external_id: req(() => fc.oneof(word('440348000', '3C6444', 'ANDROID-5f3a'), nonEmptyText())),
    },
    need,
  );

export const sourceId = (): fc.Arbitrary<SourceId> => sourceIdWith(NO_NEED);

/** source_ids: at least 1 item; one system's entry never overwrites another's. */
export const sourceIdsWith = (need: Need): fc.Arbitrary<SourceId[]> =>
  fc.array(sourceIdWith(sub(need, '*')), { minLength: minItems(need, 1), maxLength: 3 });

export const operationalStatusWith = (need: Need): fc.Arbitrary<OperationalStatus> =>
  closed<OperationalStatus>(
    {
      namespace: req(() => fc.oneof(word('ais.nav_status', 'cot.how', 'acme'), nonEmptyText())),
      state: req(() => fc.oneof(word('moored', 'under way using engine', 'h-g-i-g-o'), nonEmptyText())),
      since: nul(timestamp),
      attributes: opt(bag),
    },
    need,
  );

export const operationalStatus = (): fc.Arbitrary<OperationalStatus> => operationalStatusWith(NO_NEED);

export const residualWith = (need: Need): fc.Arbitrary<Residual> =>
  closed<Residual>(
    { namespace: req(() => fc.oneof(word('ais', 'asterix.cat021', 'cot'), nonEmptyText())), data: opt(bag) },
    need,
  );

export const residual = (): fc.Arbitrary<Residual> => residualWith(NO_NEED);

/** All three fields or none (none is the integrity key absent or null, decided by the enclosing object). */
export const integrityWith = (need: Need): fc.Arbitrary<Integrity> =>
  closed<Integrity>(
    {
      algorithm: req(() => fc.oneof(word('ML-DSA-65', 'SLH-DSA-SHA2-128s'), nonEmptyText())),
      signature: req(nonEmptyText),
      chain_hash: req(nonEmptyText),
    },
    need,
  );

export const integrity = (): fc.Arbitrary<Integrity> => integrityWith(NO_NEED);

/** The fields every kind's table ends with, in table order (quality ... object_kind). */
export const provenanceFields = (kind: string): Readonly<Record<string, FieldSpec>> => ({
  quality: nul(qualityWith),
  status: nul(operationalStatusWith),
  integrity: nul(integrityWith),
  residual: nul(residualWith),
  source: req(sourceRefWith),
  source_ids: req(sourceIdsWith),
  schema_version: opt(schemaVersion),
  object_kind: fixed(kind),
});
