import { describe, expect, it } from 'vitest';
import {
  isAbsoluteIdentifier,
  isTimestampProfile,
  Semver,
  SymbolCode,
  Timestamp,
  UUID,
} from '../../src/contract/formats.js';

const accepts = (codec: { decode: (u: unknown) => { _tag: string } }, value: unknown) =>
  codec.decode(value)._tag === 'Right';

describe('Timestamp profile', () => {
  it.each([
    '2024-03-01T12:00:00.000Z',
    '2024-02-29T23:59:59.999Z', // leap day
    '2000-02-29T00:00:00.000Z', // divisible by 400
    '1999-12-31T23:59:59.999Z',
    '0000-01-01T00:00:00.000Z',
    '1998-12-31T23:59:60.000Z', // leap second at 23:59 (decision)
  ])('accepts %s', (value) => expect(accepts(Timestamp, value)).toBe(true));

  it.each([
    ['2023-02-29T00:00:00.000Z', 'not a leap year'],
    ['1900-02-29T00:00:00.000Z', 'century not divisible by 400'],
    ['2024-04-31T00:00:00.000Z', 'April has 30 days'],
    ['2024-13-01T00:00:00.000Z', 'month 13'],
    ['2024-00-10T00:00:00.000Z', 'month 0'],
    ['2024-01-00T00:00:00.000Z', 'day 0'],
    ['2024-01-01T24:00:00.000Z', 'hour 24'],
    ['2024-01-01T12:60:00.000Z', 'minute 60'],
    ['2024-01-01T12:00:61.000Z', 'second 61'],
    ['2024-01-01T12:00:00Z', 'no fraction'],
    ['2024-01-01T12:00:00.00Z', 'two fractional digits'],
    ['2024-01-01T12:00:00.0000Z', 'four fractional digits'],
    ['2024-01-01t12:00:00.000z', 'lowercase t and z'],
    ['2024-01-01T12:00:00.000+00:00', 'offset instead of Z'],
    ['2024-01-01 12:00:00.000Z', 'space separator'],
    ['2024-01-01T12:00:00.000Z\n', 'trailing newline'],
    [' 2024-01-01T12:00:00.000Z', 'leading space'],
    ['2024-01-1٤T12:00:00.000Z', 'Arabic-Indic digit'],
    ['+12024-01-01T12:00:00.000Z', 'expanded year'],
  ])('rejects %s (%s)', (value) => expect(accepts(Timestamp, value)).toBe(false));

  it('takes a second of 60 only at 23:59:60, where RFC 3339 UTC lets a leap second fall (on any date)', () => {
    expect(isTimestampProfile('2016-12-31T23:59:60.000Z')).toBe(true);
    expect(isTimestampProfile('2015-03-15T23:59:60.000Z')).toBe(true);
    expect(isTimestampProfile('1998-12-31T23:58:60.000Z')).toBe(false);
    expect(isTimestampProfile('1998-12-31T12:00:60.000Z')).toBe(false);
    const result = Timestamp.decode('1998-12-31T23:58:60.000Z');
    expect(result._tag === 'Left' && result.left.map((error) => (error as { rule?: string }).rule)).toEqual([
      'Timestamp.format',
    ]);
  });
});

describe('UUID', () => {
  it.each([
    '2eb8aa08-aa98-11ea-b4aa-73b441d16380',
    '2EB8AA08-AA98-11EA-B4AA-73B441D16380',
    '00000000-0000-0000-0000-000000000000',
    '99c17cbb-656f-f64a-940f-1a4568f03487',
  ])('accepts %s', (value) => expect(accepts(UUID, value)).toBe(true));
  it.each([
    '2eb8aa08-aa98-11ea-b4aa-73b441d1638',
    '2eb8aa08aa9811eab4aa73b441d16380',
    'urn:uuid:2eb8aa08-aa98-11ea-b4aa-73b441d16380',
    '{2eb8aa08-aa98-11ea-b4aa-73b441d16380}',
    '2eb8aa08-aa98-11ea-b4aa-73b441d16380\n',
    '২eb8aa08-aa98-11ea-b4aa-73b441d16380',
    '2eb8aa08-aa98-11ea-b4ga-73b441d16380',
  ])('rejects %s', (value) => expect(accepts(UUID, value)).toBe(false));
});

describe('Semver', () => {
  it.each(['0.0.0', '1.2.3', '10.20.30', '99999999999999999999999.999999999999999999.99999999999999999'])(
    'accepts %s',
    (value) => expect(accepts(Semver, value)).toBe(true),
  );
  it.each([
    '1',
    '1.2',
    '01.1.1',
    '1.01.1',
    '1.1.01',
    '1.0.0-alpha',
    '1.0.0+meta',
    'v1.0.0',
    '1.2.3.4',
    '1.2.3 ',
    '',
    '١.2.3',
  ])('rejects %s', (value) => expect(accepts(Semver, value)).toBe(false));
});

describe('symbol', () => {
  it('accepts exactly 20 ASCII digits', () => expect(accepts(SymbolCode, '10031000001211000000')).toBe(true));
  it.each(['1003100000121100000', '100310000012110000000', '1003100000121100000a', '100310000012110000٠0'])(
    'rejects %s',
    (value) => expect(accepts(SymbolCode, value)).toBe(false),
  );
});

describe('absolute identifiers', () => {
  it.each(['https://example.org/ontology#Vessel', 'urn:x-cdm:role:commander', 'cdm:role'])('accepts %s', (value) =>
    expect(isAbsoluteIdentifier(value)).toBe(true),
  );
  it.each(['commander', '#commander', './roles/commander', 'has role', '', ':x', '1abc:def'])('refuses %s', (value) =>
    expect(isAbsoluteIdentifier(value)).toBe(false),
  );
});
