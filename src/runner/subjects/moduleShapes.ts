/**
 * The shapes a --module export may have, auto-detected in this order:
 *
 * 1. a Standard Schema v1 object (`~standard.validate`, result always awaited; no `issues` = valid; issue
 *    path segments are keys or `{ key }` objects);
 * 2. a zod-style schema (`safeParse` -> `{ success, error: { issues: [{ path, code, message }] } }`);
 * 3. an io-ts-style codec (`decode` -> Either: `{ _tag: 'Right' }` or `{ _tag: 'Left', left: errors }`);
 * 4. a function `(value, { kind }) => boolean | { valid, errors? }`, sync or async.
 *
 * Each becomes a Judge: `(value, kind) => Promise<{ valid, errors? }>`.
 */
import { toPointer } from '../../json/pointer.js';
import type { Kind, SubjectError } from '../../report/model/index.js';
import { readErrors } from './subject.js';

export interface Judgement {
  readonly valid: boolean;
  readonly errors?: SubjectError[];
}

export type Judge = (value: unknown, kind: Kind | null) => Promise<Judgement>;

export type Shape = 'standard-schema' | 'zod' | 'io-ts' | 'function';

const isObjectLike = (value: unknown): value is Record<string, unknown> =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

const segment = (part: unknown): string | number =>
  isObjectLike(part) && 'key' in part ? segment(part.key) : typeof part === 'number' ? part : String(part);

const pointer = (path: unknown): string | undefined => (Array.isArray(path) ? toPointer(path.map(segment)) : undefined);

const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function issueErrors(issues: readonly unknown[], ruleKeys: readonly string[]): SubjectError[] {
  return issues.map((issue) => {
    const fields = isObjectLike(issue) ? issue : {};
    const path = pointer(fields.path);
    const rule = ruleKeys.map((key) => stringOf(fields[key])).find((found) => found !== undefined);
    const message = stringOf(fields.message);
    return {
      ...(path === undefined ? {} : { path }),
      ...(rule === undefined ? {} : { rule }),
      ...(message === undefined ? {} : { message }),
    };
  });
}

function standardSchema(schema: Record<string, unknown>): Judge {
  const standard = schema['~standard'] as { validate: (value: unknown) => unknown };
  return async (value) => {
    const result = (await standard.validate(value)) as { issues?: readonly unknown[] } | undefined;
    const issues = result?.issues;
    if (issues === undefined || issues === null) return { valid: true, errors: [] };
    return { valid: issues.length === 0, errors: issueErrors(issues, ['rule', 'code']) };
  };
}

function zodSchema(schema: Record<string, unknown>): Judge {
  const safeParse = schema.safeParse as (value: unknown) => unknown;
  return async (value) => {
    const result = (await safeParse.call(schema, value)) as { success?: unknown; error?: { issues?: unknown } };
    if (result?.success === true) return { valid: true, errors: [] };
    const issues = Array.isArray(result?.error?.issues) ? (result.error.issues as unknown[]) : [];
    return { valid: false, errors: issueErrors(issues, ['rule', 'code']) };
  };
}

function ioTsCodec(codec: Record<string, unknown>): Judge {
  const decode = codec.decode as (value: unknown) => unknown;
  return async (value) => {
    const either = (await decode.call(codec, value)) as { _tag?: unknown; left?: unknown };
    if (either?._tag === 'Right') return { valid: true, errors: [] };
    if (either?._tag !== 'Left') throw new Error('decode did not return an Either ({ _tag: "Left" | "Right" })');
    const failures = Array.isArray(either.left) ? either.left : [];
    return {
      valid: false,
      errors: failures.map((failure: unknown) => {
        const fields = isObjectLike(failure) ? failure : {};
        // io-ts contexts start with the root entry; the keys after it form the path.
        const keys = Array.isArray(fields.context)
          ? fields.context.slice(1).map((entry: unknown) => (isObjectLike(entry) ? entry.key : ''))
          : undefined;
        const path = keys === undefined ? undefined : toPointer(keys.filter((key) => key !== '').map(String));
        const rule = stringOf(fields.rule);
        const message = stringOf(fields.message);
        return {
          ...(path === undefined ? {} : { path }),
          ...(rule === undefined ? {} : { rule }),
          ...(message === undefined ? {} : { message }),
        };
      }),
    };
  };
}

function plainFunction(fn: (value: unknown, options: { kind: Kind | null }) => unknown): Judge {
  return async (value, kind) => {
    const result = await fn(value, { kind });
    if (typeof result === 'boolean') return { valid: result };
    if (isObjectLike(result) && typeof result.valid === 'boolean') {
      const errors = readErrors(result.errors);
      return { valid: result.valid, ...(errors === undefined ? {} : { errors }) };
    }
    throw new Error(
      `the function returned ${result === null ? 'null' : typeof result}, not a boolean or { valid, errors? }`,
    );
  };
}

/** Detect the shape of `candidate`, or say what it is and what would have fitted. */
export function detectShape(candidate: unknown): { shape: Shape; judge: Judge } | { problem: string } {
  if (isObjectLike(candidate)) {
    const standard = candidate['~standard'];
    if (isObjectLike(standard) && typeof standard.validate === 'function')
      return { shape: 'standard-schema', judge: standardSchema(candidate) };
    if (typeof candidate.safeParse === 'function') return { shape: 'zod', judge: zodSchema(candidate) };
    if (typeof candidate.decode === 'function') return { shape: 'io-ts', judge: ioTsCodec(candidate) };
  }
  if (typeof candidate === 'function')
    return {
      shape: 'function',
      judge: plainFunction(candidate as (value: unknown, options: { kind: Kind | null }) => unknown),
    };
  const what =
    candidate === null
      ? 'null'
      : Array.isArray(candidate)
        ? 'an array'
        : typeof candidate === 'object'
          ? 'an object'
          : `a ${typeof candidate}`;
  return {
    problem: `it is ${what}; expected a function (value) => boolean | { valid, errors }, a Standard Schema (~standard.validate), a zod-style schema (safeParse) or an io-ts-style codec (decode)`,
  };
}
