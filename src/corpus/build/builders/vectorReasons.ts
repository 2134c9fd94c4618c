/**
 * Why a third-party vector is not a Timestamp, UUID or Semver of this contract's profile, in words a
 * reader of the fixture description understands. Every reason that applies is named.
 */
import { plural } from '../../../support/plural.js';

const LOOSE_DATE_TIME =
  /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})([Tt ])([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2})(\.[0-9]+)?([Zz]|[+-][0-9]{2}(?::?[0-9]{2})?)?(Z)?$/;

function calendarReasons(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): string[] {
  const reasons: string[] = [];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (days === undefined) reasons.push(`month ${month}`);
  else if (day < 1 || day > days) reasons.push(`day ${day} of month ${month}, which does not exist`);
  if (hour > 23) reasons.push(`hour ${hour}`);
  if (minute > 59) reasons.push(`minute ${minute}`);
  if (second > 60) reasons.push(`second ${second}`);
  if (second === 60 && (hour !== 23 || minute !== 59))
    reasons.push(
      `a leap second at ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}, where none can fall`,
    );
  return reasons;
}

export function timestampReasons(value: string): string {
  if (/\n$/.test(value)) return 'a trailing newline after the date-time';
  if (/[^\x00-\x7f]/.test(value)) return 'a non-ASCII (Bengali) digit where an ASCII digit is required';
  if (value.startsWith('+')) return 'an expanded year with a sign, not the four-digit <YYYY>';
  if (/^[0-9]{4}-[0-9]{3}T/.test(value)) return 'an ordinal date (year and day of year), not <YYYY>-<MM>-<DD>';
  const match = LOOSE_DATE_TIME.exec(value);
  if (match === null) return 'not an RFC 3339 date-time at all';
  const [, year, month, day, separator, hour, minute, second, fraction, zone, trailingZ] = match;
  const reasons: string[] = [];
  if (month!.length !== 2) reasons.push('a one-digit month');
  if (day!.length !== 2) reasons.push('a one-digit day');
  if (separator === 't' || zone === 'z') reasons.push('lowercase t or z (the profile says always the letter Z)');
  if (zone !== undefined && /^[+-]/.test(zone))
    reasons.push(trailingZ ? 'an offset followed by Z' : `the offset ${zone} instead of the letter Z`);
  if (zone === undefined) reasons.push('no zone at all');
  if (fraction === undefined) reasons.push('no fractional seconds (exactly three are required)');
  else if (fraction.length !== 4) reasons.push(`${fraction.length - 1} fractional digits (exactly three are required)`);
  reasons.push(
    ...calendarReasons(Number(year), Number(month), Number(day), Number(hour), Number(minute), Number(second)),
  );
  return reasons.length === 0 ? 'it fits the profile' : reasons.join('; ');
}

export function uuidReasons(value: string): string {
  if (value.startsWith('urn:uuid:')) return 'the urn:uuid: prefix';
  if (/\n$/.test(value)) return 'a trailing newline';
  if (/[^\x00-\x7f]/.test(value)) return 'a non-ASCII (Bengali) digit';
  if (/[^0-9a-fA-F-]/.test(value))
    return `the character ${JSON.stringify(/[^0-9a-fA-F-]/.exec(value)![0])}, not a hexadecimal digit`;
  const groups = value.split('-');
  if (groups.length === 1) return 'no hyphens';
  const lengths = groups.map((group) => group.length).join('-');
  return `groups of ${lengths} hexadecimal digits, not 8-4-4-4-12`;
}

export function semverReasons(value: string): string {
  const reasons: string[] = [];
  const core = value.split(/[-+]/, 1)[0] ?? '';
  if (/^[-+]/.test(value)) reasons.push('no MAJOR.MINOR.PATCH before the - or +');
  if (/-/.test(value.slice(core.length, core.length + 1))) reasons.push('a pre-release part');
  if (value.includes('+')) reasons.push('build metadata');
  const parts = core.split('.');
  if (core !== '' && parts.length !== 3) reasons.push(`${plural(parts.length, 'dot-separated part')}, not three`);
  if (parts.some((part) => /^0[0-9]/.test(part))) reasons.push('a leading zero');
  if (core !== '' && parts.some((part) => !/^[0-9]+$/.test(part))) reasons.push('a part that is not a number');
  return reasons.length === 0 ? 'not MAJOR.MINOR.PATCH' : reasons.join('; ');
}
