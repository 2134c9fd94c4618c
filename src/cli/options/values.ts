/** Numeric and address command-line options, checked the same way by every command. */
import { IDENTITY_LIMITS, readIdentity } from '../../runner/identity.js';
import { UsageError } from '../terminal/errors.js';

export interface IntegerBounds {
  readonly min?: number;
  readonly max?: number;
  /** Said after the bound when the value is refused. */
  readonly hint?: string;
}

/**
 * A whole-number option: absent gives `fallback`. With a `max` the bound is said as a range ("an integer
 * from 0 to 10000000"), else as a floor ("a whole number of at least 1").
 */
export function integerOption(
  name: string,
  text: string | undefined,
  fallback: number,
  bounds: IntegerBounds = {},
): number {
  if (text === undefined) return fallback;
  const { min = 0, max, hint } = bounds;
  const value = Number(text);
  if (!(min < 0 ? /^-?[0-9]+$/ : /^[0-9]+$/).test(text) || value < min || (max !== undefined && value > max)) {
    const wanted =
      max !== undefined ? `an integer from ${min} to ${max}` : `a whole number${min > 0 ? ` of at least ${min}` : ''}`;
    throw new UsageError(
      `${name} must be ${wanted}${hint === undefined ? '' : ` (${hint})`}; got ${JSON.stringify(text)}`,
    );
  }
  return value;
}

/** fast-check seeds are 32-bit: a larger one would alias another and a report would record the wrong one. */
export const seedOption = (text: string | undefined): number =>
  integerOption('--seed', text, Math.floor(Math.random() * 2 ** 31), {
    min: -(2 ** 31),
    max: 2 ** 31 - 1,
    hint: 'write --seed=-5 for a negative one',
  });

/** --subject-version (compare: NAME@VERSION=): one short line of text, checked as a subject's own would be. */
export function versionOption(text: string | undefined, option = '--subject-version'): { version?: string } {
  if (text === undefined) return {};
  const { identity, problems } = readIdentity({ version: text }, option);
  if (problems.length > 0 || identity.version !== text)
    throw new UsageError(
      `${option} must be one line of at most ${IDENTITY_LIMITS.version} printable characters; got ${JSON.stringify(text)}`,
    );
  return { version: text };
}

/** An http(s) address option (--docs-url): its normalised form, or one usage line. */
export function httpUrlOption(option: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new UsageError(`${option} must be an http or https URL; got ${JSON.stringify(value)}`);
  return url.href;
}
