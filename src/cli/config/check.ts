/**
 * A config file held to CONFIG_SCHEMA (schema.ts), read by the schema itself: the keywords it uses (type,
 * const, enum, properties, required, additionalProperties, min/maxProperties, minLength, pattern, minimum,
 * maximum).
 * The first problem is the message: one line naming the key and what is wrong with it.
 */
import { didYouMean } from '../../support/suggest.js';
import { type Config, CONFIG_SCHEMA } from './schema.js';

interface Rule {
  readonly type?: string;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly properties?: Readonly<Record<string, Rule>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
  readonly minProperties?: number;
  readonly maxProperties?: number;
  readonly minLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

const isType = (value: unknown, type: string): boolean =>
  type === 'number' ? typeof value === 'number' : type === 'integer' ? Number.isInteger(value) : typeOf(value) === type;

/** The problem with `value` at `key` (dotted path), or undefined when it keeps every rule. */
function problem(value: unknown, rule: Rule, key: string): string | undefined {
  const at = key === '' ? 'the file' : key;
  if (rule.type !== undefined && !isType(value, rule.type))
    return `${at}: must be ${rule.type === 'integer' ? 'an integer' : `a ${rule.type === 'object' ? 'JSON object' : rule.type}`} (got ${shown(value)})`;
  if ('const' in rule && value !== rule.const) return `${at}: must be ${shown(rule.const)} (got ${shown(value)})`;
  if (rule.enum !== undefined && !rule.enum.includes(value))
    return `${at}: must be one of ${rule.enum.join(', ')} (got ${shown(value)})${typeof value === 'string' ? didYouMean(value, rule.enum as string[]) : ''}`;
  if (typeof value === 'string' && rule.minLength !== undefined && value.length < rule.minLength)
    return `${at}: must not be empty`;
  if (typeof value === 'string' && rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value))
    return `${at}: must match ${rule.pattern} (got ${shown(value)})`;
  if (typeof value === 'number') {
    if (rule.minimum !== undefined && value < rule.minimum)
      return `${at}: must be at least ${rule.minimum} (got ${value})`;
    if (rule.maximum !== undefined && value > rule.maximum)
      return `${at}: must be at most ${rule.maximum} (got ${value})`;
  }
  if (rule.properties === undefined || typeOf(value) !== 'object') return undefined;
  const object = value as Record<string, unknown>;
  const names = Object.keys(rule.properties);
  for (const [name, inner] of Object.entries(object)) {
    const child = key === '' ? name : `${key}.${name}`;
    const innerRule = Object.hasOwn(rule.properties, name) ? rule.properties[name] : undefined;
    if (innerRule === undefined) {
      if (rule.additionalProperties === false)
        return `${child}: unknown key (${key === '' ? 'keys' : `keys of ${key}`}: ${names.filter((n) => n !== '//').join(', ')})${didYouMean(name, names)}`;
      continue;
    }
    const found = problem(inner, innerRule, child);
    if (found !== undefined) return found;
  }
  for (const name of rule.required ?? [])
    if (!Object.hasOwn(object, name)) return `${key === '' ? name : `${key}.${name}`}: missing (required)`;
  const count = Object.keys(object).length;
  if (rule.minProperties !== undefined && count < rule.minProperties)
    return `${at}: must name one of ${names.join(', ')}`;
  if (rule.maxProperties !== undefined && count > rule.maxProperties)
    return `${at}: must name only one of ${names.join(', ')} (got ${Object.keys(object).join(', ')})`;
  return undefined;
}

/** `value` (a parsed file) as a Config, or a ConfigError naming the key and what is wrong. */
export function checkConfig(value: unknown, file: string): Config {
  const found = problem(value, CONFIG_SCHEMA as unknown as Rule, '');
  if (found !== undefined) throw new ConfigError(`${file}: ${found}`);
  return value as Config;
}
