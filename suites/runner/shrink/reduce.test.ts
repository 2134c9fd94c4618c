/** The reduction pass: members and items dropped, strings cut, numbers moved to their boundary. */
import { describe, expect, it } from 'vitest';
import { reduceValue } from '../../../src/runner/shrink/reduce.js';

const never = () => false;

describe('reduceValue', () => {
  it('keeps only what the disagreement needs', async () => {
    const value = {
      id: 'abcdef',
      tags: ['x', 'y', 'z'],
      kinematics: { speed_mps: 9007199254740991, course_deg: 12.5 },
      note: 'long text',
    };
    // "Still wrong" while id is present and at least three characters long, and speed is above 100.
    const stillWrong = async (candidate: unknown) => {
      const c = candidate as { id?: string; kinematics?: { speed_mps?: number } };
      return typeof c.id === 'string' && c.id.length >= 3 && (c.kinematics?.speed_mps ?? 0) > 100;
    };
    expect(await reduceValue(value, stillWrong, never)).toEqual({ id: 'abc', kinematics: { speed_mps: 101 } });
  });

  it('drops array items down to the ones that matter, and cuts strings by code point', async () => {
    const value = { samples: [{ t: 1 }, { t: 2, bad: true }, { t: 3 }], name: '😀😀😀' };
    const stillWrong = async (candidate: unknown) => {
      const c = candidate as { samples?: { bad?: boolean }[]; name?: string };
      return (c.samples ?? []).some((s) => s.bad === true) && (c.name ?? '').length >= 2;
    };
    expect(await reduceValue(value, stillWrong, never)).toEqual({ samples: [{ bad: true }], name: '😀' });
  });

  it('keeps __proto__ as a plain member', async () => {
    const value = JSON.parse('{"bag":{"__proto__":{"x":1},"y":2}}') as unknown;
    const stillWrong = async (candidate: unknown) =>
      Object.hasOwn((candidate as { bag?: object }).bag ?? {}, '__proto__');
    const reduced = (await reduceValue(value, stillWrong, never)) as { bag: object };
    expect(Object.hasOwn(reduced.bag, '__proto__')).toBe(true);
    expect(JSON.stringify(reduced)).toBe('{"bag":{"__proto__":{}}}');
  });

  it('returns the value unchanged when the budget is already spent', async () => {
    const value = { a: 1, b: 'text' };
    expect(
      await reduceValue(
        value,
        async () => true,
        () => true,
      ),
    ).toBe(value);
  });
});
