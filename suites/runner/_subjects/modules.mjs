// In-process subjects of every shape the runner detects, all judging like the reference (from values).
import { validate } from './_reference.mjs';

const judge = (value, kind) => validate(value, kind ? { kind } : {});

/** A plain function returning { valid, errors }. */
export const asFunction = (value, { kind }) => judge(value, kind);

/** A plain async function returning a boolean. */
export const asAsyncBoolean = async (value, { kind }) => judge(value, kind).valid;

/** A Standard Schema v1 object; path segments as { key } objects for arrays. */
export const asStandardSchema = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: async (value) => {
      const result = judge(value);
      if (result.valid) return { value };
      const issues = result.errors.map((error) => ({
        message: error.message,
        code: error.rule,
        path: error.path === '' ? [] : error.path.slice(1).split('/').map((s) => ({ key: s.replace(/~1/g, '/').replace(/~0/g, '~') })),
      }));
      return { issues };
    },
  },
};

/** zod-style: safeParse with issues { path, code, message }. */
export const asZod = {
  safeParse(value) {
    const result = judge(value);
    if (result.valid) return { success: true, data: value };
    return { success: false, error: { issues: result.errors.map((e) => ({ code: e.rule, message: e.message, path: e.path === '' ? [] : e.path.slice(1).split('/') })) } };
  },
};

/** io-ts-style: decode returning an Either. */
export const asIoTs = {
  decode(value) {
    const result = judge(value);
    if (result.valid) return { _tag: 'Right', right: value };
    return { _tag: 'Left', left: result.errors.map((e) => ({ value, rule: e.rule, message: e.message, context: [{ key: '' }, ...(e.path === '' ? [] : e.path.slice(1).split('/').map((key) => ({ key })))] })) };
  },
};

/** Throws on every value. */
export const throws = () => {
  throw new Error('not implemented');
};

/** Never settles. */
export const neverSettles = () => new Promise(() => {});

export const notAValidator = 42;
