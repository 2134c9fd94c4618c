import { describe, expect, it } from 'vitest';
import 'cdm-conformance/vitest'; // registers toBeCanonical and toViolate (or list it in setupFiles)
import { toEntity } from '../adapter.js';

const report = { mmsi: '257123450', lat: 59.91273, lon: 10.74609, sogKnots: 10, at: '2024-03-01T12:00:00.000Z' };

describe('the AIS adapter', () => {
  it('writes canonical entities', () => {
    expect(toEntity(report)).toBeCanonical('entity');
    expect(JSON.stringify(toEntity(report))).toBeCanonical();
  });

  it('passes an impossible latitude through, and the contract says where', () => {
    expect(toEntity({ ...report, lat: 91 })).toViolate('Position.lat.range', '/position/lat');
    expect(() => expect(toEntity({ ...report, lat: 91 })).toBeCanonical()).toThrowError(
      /1 error:\n {2}- Position\.lat\.range at \/position\/lat: lat must be between -90 and 90 inclusive; got 91/,
    );
  });

  it('says what it found instead when the expected rule is not the one broken', () => {
    expect(() => expect(toEntity({ ...report, at: '2024-03-01 12:00' })).toViolate('Position.lat.range')).toThrowError(
      /found instead:\n {2}- Timestamp\.format at \/valid_from/,
    );
  });
});
