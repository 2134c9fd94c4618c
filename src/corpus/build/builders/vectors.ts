/**
 * Third-party vectors (/work/shared/vectors/third-party-vectors.json, copied as data into
 * vectorData.ts): JSON-Schema-Test-Suite date-time, date and uuid vectors and the semver.org regex
 * lists, each placed in an otherwise valid object, with the source's own verdict and, where this
 * contract's profile disagrees with it, the reason.
 */
import { isTimestampProfile } from '../../../contract/formats.js';
import { finding, invalid, slug, valid, type Intent } from '../make.js';
import type { Fixture } from '../../types.js';
import { base, derive, replace, type Spec, judged } from './build.js';
import { VECTORS } from './vectorData.js';
import { semverReasons, timestampReasons, uuidReasons } from './vectorReasons.js';

function dateTimes(): Fixture[] {
  const home = base('entity', 'maximal');
  const specs: Spec[] = VECTORS.rfc3339DateTime.map(({ data, valid_rfc3339: sourceValid }, index) => {
    const ours = isTimestampProfile(data);
    const verdict = sourceValid ? 'valid RFC 3339' : 'invalid RFC 3339';
    const why = ours ? 'it fits the profile too' : timestampReasons(data);
    const intent: Intent = ours ? valid() : invalid(finding('Timestamp.format', '/valid_from'));
    return {
      rule: 'Timestamp.format',
      name: `valid_from--jsts-date-time-${String(index + 1).padStart(2, '0')}`,
      description: `JSON-Schema-Test-Suite date-time vector ${JSON.stringify(data)} (${verdict}) as entity valid_from: ${ours ? 'valid here' : sourceValid ? 'invalid under this profile' : 'invalid here too'}: ${why}.`,
      patch: [replace('/valid_from', data)],
      intent,
    };
  });
  return derive(home, specs).map((fixture, index) => ({
    ...fixture,
    source: {
      name: VECTORS.sources.dateTime,
      verdict: VECTORS.rfc3339DateTime[index]!.valid_rfc3339 ? 'valid' : 'invalid',
    },
  }));
}

/** The same instants as the valid RFC 3339 vectors, written the way this profile requires. */
function profileForms(): Fixture[] {
  const forms: Array<[string, string, string]> = [
    ['1963-06-19T08:30:06.283Z', '1963-06-19T08:30:06.283185Z', 'cut to three fractional digits'],
    [
      '1937-01-01T11:40:27.870Z',
      '1937-01-01T12:00:27.87+00:20',
      'the +00:20 offset applied, two fractional digits padded to three',
    ],
    ['1990-12-31T23:59:50.123Z', '1990-12-31T15:59:50.123-08:00', 'the -08:00 offset applied'],
    ['1963-06-19T08:30:06.000Z', '1963-06-19T08:30:06Z', 'three zero fractional digits added'],
    ['1985-04-12T00:59:59.999Z', '1985-04-12T00:59:59.999999999999999Z', 'cut to three fractional digits'],
  ];
  return derive(
    base('entity', 'maximal'),
    forms.flatMap(([profile, original, how]) =>
      judged('Timestamp.format', [
        [
          `valid_from--valid-profile-form-of-${slug(original.replace(/[:+]/g, '-'))}`,
          `${profile}: the JSON-Schema-Test-Suite vector ${original} in this profile (${how}), accepted.`,
          [replace('/valid_from', profile)],
        ],
      ]),
    ),
  );
}

function fullDates(): Fixture[] {
  const home = base('entity', 'maximal');
  return derive(
    home,
    VECTORS.rfc3339FullDate.map(({ data, valid_rfc3339: sourceValid }) => {
      const stamp = `${data}T00:00:00.000Z`;
      return {
        rule: 'Timestamp.format',
        name: `valid_to--jsts-date-${data}`,
        description: `JSON-Schema-Test-Suite date vector ${data} (${sourceValid ? 'valid' : 'invalid'}) at midnight UTC as entity valid_to: ${sourceValid ? 'a real date, accepted' : 'no such calendar date, rejected'}.`,
        patch: [replace('/valid_to', stamp)],
        intent: sourceValid ? valid() : invalid(finding('Timestamp.format', '/valid_to')),
      };
    }),
  );
}

const UUID_SHAPE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

function uuids(): Fixture[] {
  const home = base('track', 'maximal');
  return derive(
    home,
    VECTORS.uuid.map(({ data, valid_by_source: sourceValid }, index) => {
      const ours = UUID_SHAPE.test(data);
      // Versions 1-5 with the RFC 4122 variant (8, 9, a, b) are ordinary; case, other versions and variants are decisions.
      const ordinary = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab]/.test(data);
      const mayRule = !ours
        ? undefined
        : data !== data.toLowerCase()
          ? 'UUID.uppercase'
          : ordinary
            ? undefined
            : 'UUID.version-variant';
      const rule = mayRule ?? 'UUID.format';
      return {
        rule,
        rules: mayRule ? [mayRule, 'UUID.format'] : ['UUID.format'],
        name: `track_id--jsts-uuid-${String(index + 1).padStart(2, '0')}`,
        description: `JSON-Schema-Test-Suite uuid vector ${JSON.stringify(data)} (${sourceValid ? 'valid' : 'invalid'} there) as track_id: ${ours ? `8-4-4-4-12 hex, accepted${mayRule ? ` (${mayRule === 'UUID.uppercase' ? 'case' : 'version/variant'} is a reference decision)` : ''}` : `rejected, ${uuidReasons(data)}`}.`,
        patch: [replace('/track_id', data)],
        intent: ours ? valid() : invalid(finding('UUID.format', '/track_id')),
      };
    }),
  ).map((fixture, index) => ({
    ...fixture,
    source: { name: VECTORS.sources.uuid, verdict: VECTORS.uuid[index]!.valid_by_source ? 'valid' : 'invalid' },
  }));
}

const SEMVER_PROFILE = /^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$/;

function semvers(): Fixture[] {
  const home = base('entity', 'maximal');
  const all = [
    ...VECTORS.semver.valid.map((data) => [data, true] as const),
    ...VECTORS.semver.invalid.map((data) => [data, false] as const),
  ];
  return derive(
    home,
    all.map(([data, sourceValid], index) => {
      const ours = SEMVER_PROFILE.test(data);
      const why = ours
        ? 'three numbers without leading zeros, accepted'
        : sourceValid
          ? `valid SemVer 2.0.0, but this profile is MAJOR.MINOR.PATCH and nothing else; rejected (${semverReasons(data)})`
          : `rejected here too (${semverReasons(data)})`;
      return {
        rule: 'Semver.format',
        name: `source.adapter_version--semver-org-${sourceValid ? 'valid' : 'invalid'}-${String(index + 1).padStart(2, '0')}`,
        description: `semver.org ${sourceValid ? 'valid' : 'invalid'} example ${JSON.stringify(data)} as source.adapter_version: ${why}.`,
        patch: [replace('/source/adapter_version', data)],
        intent: ours ? valid() : invalid(finding('Semver.format', '/source/adapter_version')),
      };
    }),
  ).map((fixture, index) => ({
    ...fixture,
    source: { name: VECTORS.sources.semver, verdict: all[index]![1] ? 'valid' : 'invalid' },
  }));
}

export function vectorFixtures(): Fixture[] {
  return [...dateTimes(), ...profileForms(), ...fullDates(), ...uuids(), ...semvers()];
}
