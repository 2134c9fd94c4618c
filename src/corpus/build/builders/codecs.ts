/** The closed-object codecs by contract type name (Entity, Position, ...), for builders that need a type's fields. */
import * as contract from '../../../contract/index.js';
import type { Described } from '../../../contract/_internals/meta.js';

const byName = new Map<string, Described>();
for (const value of Object.values(contract)) {
  const meta = (value as Partial<Described> | undefined)?.meta;
  if (meta?.shape === 'object') byName.set(meta.name, value as Described);
}

export function codecOf(name: string): Described {
  const codec = byName.get(name);
  if (codec === undefined) throw new Error(`no contract type named ${name}`);
  return codec;
}
