import { LeafType } from './leaf.js';

/** A closed vocabulary: "A value outside the list is invalid." Members are compared exactly (case too). */
export function vocabulary<const V extends string>(
  name: string,
  members: readonly V[],
): LeafType<V> & { readonly members: readonly V[] } {
  const set = new Set<string>(members);
  const codec = new LeafType<V>(name, `a string (one of the ${name} values)`, 'string', [
    {
      info: {
        rule: `${name}.closed-vocabulary`,
        demands: `one of ${members.join(', ')}`,
        jsonSchema: { keywords: { enum: [...members] } },
      },
      test: (value) => set.has(value),
      message: (value) => `${JSON.stringify(value)} is not a ${name} value; expected one of ${members.join(', ')}`,
    },
  ]);
  return Object.assign(codec, { members });
}
