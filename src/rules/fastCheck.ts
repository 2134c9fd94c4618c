/**
 * The fast path of validation: each codec compiled, from its own metadata, into straight-line JavaScript
 * (as ajv and typia do) that only answers "valid or not" and counts the object members it walked past. It
 * builds no io-ts contexts, no errors and no closures per field, and allocates nothing on a valid value
 * beyond what a cross-field rule does. The io-ts decode stays the single source of truth and runs only to
 * explain a value the fast check rejects; suites/rules/fastCheck.test.ts holds the two to the same answer.
 *
 * A check may refuse a value the decode would accept (the decode then answers): it must never accept one
 * the decode refuses. Two modes keep that true:
 * - `value`: any JavaScript value (the library's validate). Objects with a prototype other than
 *   Object.prototype or null are refused, and each object's own keys are counted, so an undeclared key,
 *   or a declared key holding undefined, refuses the object.
 * - `text`: a value JSON.parse has just built, whose caller compares the colons counted here (members, and
 *   colons inside names and strings) with the colons its text holds (json/colonCount.ts): fewer mean a
 *   repeated name JSON.parse merged. A number the strict parser could report (beyond the safe integers,
 *   or infinite) refuses, and so does an undeclared key: the caller then takes the strict path.
 */
import { CanonicalObjectType, kinds } from '../contract/canonicalObject.js';
import { ArrayOfType } from '../contract/_internals/arrayOf.js';
import { ClosedObjectType } from '../contract/_internals/closedObject.js';
import { LeafType } from '../contract/_internals/leaf.js';
import { LiteralType } from '../contract/_internals/literal.js';
import type { Described } from '../contract/_internals/meta.js';
import { MapOfType, OpenBagType } from '../contract/_internals/openBag.js';
import { OrNullType } from '../contract/_internals/orNull.js';
import { ShapeByTypeType } from '../contract/_internals/shapeByType.js';
import { GeometryPositionType } from '../contract/geometry.js';
import { colonsIn, countColons } from '../json/colonCount.js';
import { hasOwn } from '../contract/_internals/failure.js';
import { bagMembers, FIXED_COLONS, SAFE_NUMBER, sameColons } from './fastCheckCounts.js';

export type CheckMode = 'value' | 'text';

/**
 * `value` mode: the member count of `value` when the codec accepts it; `text` mode: its colon count. -1 when
 * the codec does not accept it (decode it to learn why).
 */
export type MemberCheck = (value: unknown) => number;

/** The source of one module: a function per object-like codec, the values they call passed in as x0, x1 ... */
class Generator {
  private readonly externals: unknown[] = [];
  private readonly externalIndex = new Map<unknown, string>();
  private readonly functions: string[] = [];
  private readonly names = new Map<Described, string>();
  private variables = 0;

  constructor(private readonly mode: CheckMode) {}

  /** A name the generated code reaches `value` by. */
  external(value: unknown): string {
    let name = this.externalIndex.get(value);
    if (name === undefined) {
      name = `x${this.externals.length}`;
      this.externals.push(value);
      this.externalIndex.set(value, name);
    }
    return name;
  }

  private variable(prefix: string): string {
    return `${prefix}${this.variables++}`;
  }

  /** The generated function for `codec` (built once; a recursive codec reaches its own name). */
  functionOf(codec: Described): string {
    let name = this.names.get(codec);
    if (name === undefined) {
      name = `f${this.names.size}`;
      this.names.set(codec, name);
      const body = this.body(codec);
      this.functions.push(`function ${name}(u) {\n${body}\n}`);
    }
    return name;
  }

  source(root: string): string {
    return `"use strict";\n${this.functions.join('\n')}\nreturn ${root};`;
  }

  finish(root: string): MemberCheck {
    const source = this.source(root);
    const parameters = this.externals.map((_, index) => `x${index}`);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the code is built from our own codecs only
    return new Function('hasOwn', 'bagMembers', 'colonsIn', 'countColons', ...parameters, source)(
      hasOwn,
      bagMembers,
      colonsIn,
      countColons,
      ...this.externals,
    ) as MemberCheck;
  }

  /** `value` mode refuses objects whose prototype could answer a declared key the object does not own. */
  private objectGuard(u: string): string {
    const guard = `if (typeof ${u} !== "object" || ${u} === null || Array.isArray(${u})) return -1;`;
    if (this.mode === 'text') return guard;
    const prototype = this.variable('p');
    return `${guard}\nconst ${prototype} = Object.getPrototypeOf(${u}); if (${prototype} !== Object.prototype && ${prototype} !== null) return -1;`;
  }

  /** The body of a function that answers for `u`: its count (members, or in text mode colons), or -1. */
  private body(codec: Described): string {
    if (codec instanceof ClosedObjectType) return this.closedObject(codec);
    if (codec instanceof ShapeByTypeType) return this.shapes(codec.shapes as readonly Described[]);
    if (codec instanceof CanonicalObjectType) return this.dispatch('object_kind', Object.entries(kinds));
    return `let n = 0;\n${this.statements(codec, 'u')}\nreturn n;`;
  }

  /** Statements that `return -1` unless `v` (a variable) is valid, adding what they walk past to `n` (members; in text mode colons). */
  statements(codec: Described, v: string): string {
    if (codec instanceof LeafType) return this.leaf(codec as LeafType<unknown>, v);
    if (codec instanceof LiteralType) {
      const literal = (codec.meta as { value: string }).value;
      return `if (${v} !== ${JSON.stringify(literal)}) return -1;${this.addColons(countColons(literal))}`;
    }
    if (codec instanceof OrNullType) return `if (${v} !== null) {\n${this.statements(codec.inner, v)}\n}`;
    if (codec instanceof GeometryPositionType) return this.position(v);
    if (codec instanceof ArrayOfType) return this.array(codec.item, codec.minItems, v);
    if (codec instanceof OpenBagType) return this.bag(codec, v);
    if (codec instanceof MapOfType) return this.map(codec.value, v);
    if (codec instanceof ClosedObjectType || codec instanceof ShapeByTypeType || codec instanceof CanonicalObjectType) {
      const result = this.variable('r');
      return `const ${result} = ${this.functionOf(codec)}(${v}); if (${result} < 0) return -1; n += ${result};`;
    }
    // A codec this file does not know yet is still judged exactly: uncounted in value mode, counted by the
    // generic walk in text mode.
    const judged = `if (!${this.external(codec)}.is(${v})) return -1;`;
    return this.mode === 'value' ? judged : `${judged}\n${this.walkedColons(v)}`;
  }

  /** `n += count` in text mode (a literal number of colons), nothing otherwise. */
  private addColons(count: number): string {
    return this.mode === 'text' && count > 0 ? `\nn += ${count};` : '';
  }

  /** Text mode: the colons of any JSON value `v`, -1 on a doubtful number or too deep. */
  private walkedColons(v: string): string {
    const inner = this.variable('r');
    return `const ${inner} = colonsIn(${v}); if (${inner} < 0) return -1; n += ${inner};`;
  }

  private numberGuard(v: string): string {
    return this.mode === 'text'
      ? `if (typeof ${v} !== "number" || !(${SAFE_NUMBER(v)})) return -1;`
      : `if (typeof ${v} !== "number" || !Number.isFinite(${v})) return -1;`;
  }

  private leaf(codec: LeafType<unknown>, v: string): string {
    const guard =
      codec.jsonType === 'number'
        ? this.numberGuard(v)
        : `if (typeof ${v} !== ${JSON.stringify(codec.jsonType)}) return -1;`;
    const statements = [guard, ...codec.checks.map((check) => `if (!${this.external(check.test)}(${v})) return -1;`)];
    if (this.mode === 'text' && codec.jsonType === 'string') {
      // After the checks: a fixed count holds only for the values they accept.
      const members = (codec as { members?: readonly string[] }).members;
      const fixed = FIXED_COLONS.get(codec) ?? (members === undefined ? undefined : sameColons(members));
      statements.push(fixed === undefined ? `n += countColons(${v});` : this.addColons(fixed));
    }
    return statements.join('\n');
  }

  private position(v: string): string {
    const index = this.variable('i');
    const item = this.variable('v');
    return `if (!Array.isArray(${v}) || ${v}.length < 2) return -1;
for (let ${index} = 0; ${index} < ${v}.length; ${index}++) { const ${item} = ${v}[${index}]; ${this.numberGuard(item)} }`;
  }

  private array(item: Described, minItems: number, v: string): string {
    const index = this.variable('i');
    const element = this.variable('v');
    return `if (!Array.isArray(${v}) || ${v}.length < ${minItems}) return -1;
for (let ${index} = 0; ${index} < ${v}.length; ${index}++) {
const ${element} = ${v}[${index}];
${this.statements(item, element)}
}`;
  }

  private bag(codec: OpenBagType, v: string): string {
    const lines = [`if (typeof ${v} !== "object" || ${v} === null || Array.isArray(${v})) return -1;`];
    if (codec.keyChecks.length > 0) {
      const key = this.variable('k');
      const judges = codec.keyChecks
        .map((check) => `if (${this.external(check.judge)}(${key}) !== undefined) return -1;`)
        .join('\n');
      lines.push(`for (const ${key} in ${v}) {\nif (!hasOwn(${v}, ${key})) continue;\n${judges}\n}`);
    }
    lines.push(this.mode === 'value' ? `n += bagMembers(${v});` : this.walkedColons(v));
    return lines.join('\n');
  }

  private map(value: Described, v: string): string {
    const key = this.variable('k');
    const item = this.variable('v');
    return `if (typeof ${v} !== "object" || ${v} === null || Array.isArray(${v})) return -1;
for (const ${key} in ${v}) {
if (!hasOwn(${v}, ${key})) continue;
const ${item} = ${v}[${key}];
${this.statements(value, item)}
n++;${this.mode === 'text' ? `\nn += countColons(${key});` : ''}
}`;
  }

  /**
   * One pass over the object's own keys, each judged by a switch on its name. Reading declared names one by
   * one (`u["event_id"]`, absent optional ones too) costs a megamorphic lookup each on objects whose shapes
   * vary, as parsed objects do; iterating the keys uses the object's enum cache instead (several times
   * faster on the bench's streams). The members present are counted into `c`, the required ones into `q`.
   */
  private closedObject(codec: ClosedObjectType<Record<string, { codec: Described; required: boolean }>>): string {
    const fields = Object.entries(codec.fields);
    const required = fields.filter(([, field]) => field.required).length;
    const value = this.variable('v');
    // Names are compared only with those of the same length: a switch on strings compares them one by one.
    const byLength = new Map<number, string[]>();
    for (const [key, field] of fields) {
      const block = `case ${JSON.stringify(key)}: {\n${this.statements(field.codec, value)}${this.addColons(countColons(key))}\n${field.required ? 'q++;\n' : ''}c++;\nbreak;\n}`;
      byLength.set(key.length, [...(byLength.get(key.length) ?? []), block]);
    }
    const cases = [...byLength].map(
      ([length, blocks]) => `case ${length}:\nswitch (k) {\n${blocks.join('\n')}\ndefault: return -1;\n}\nbreak;`,
    );
    // `value` mode also meets inherited enumerable keys (a polluted Object.prototype) and keys holding
    // undefined: both refuse here, and the decode answers. In `text` mode an undeclared key refuses too: the
    // decode names it (JSON.parse builds own keys only, and the caller's colon count catches the rest).
    const ownership = this.mode === 'value' ? `if (!hasOwn(u, k) || ${value} === undefined) return -1;\n` : '';
    const lines = [this.objectGuard('u'), 'let n = 0;', 'let c = 0;', 'let q = 0;'];
    lines.push(
      `for (const k in u) {\nconst ${value} = u[k];\n${ownership}switch (k.length) {\n${cases.join('\n')}\ndefault: return -1;\n}\n}`,
    );
    lines.push(`if (q !== ${required}) return -1;`);
    for (const cross of codec.crossChecks) lines.push(`if (${this.external(cross.run)}(u).length !== 0) return -1;`);
    lines.push('return n + c;');
    return lines.join('\n');
  }

  /** One shape by the `type` member; an untyped value is valid when any shape accepts it. */
  private shapes(shapes: readonly Described[]): string {
    const cases = shapes
      .map((shape) => `case ${JSON.stringify(shape.name)}: return ${this.functionOf(shape)}(u);`)
      .join('\n');
    const tries = shapes.map((shape) => `r = ${this.functionOf(shape)}(u); if (r >= 0) return r;`).join('\n');
    return `${this.objectGuard('u')}
if (hasOwn(u, "type")) {
switch (u.type) {
${cases}
default: return -1;
}
}
let r;
${tries}
return -1;`;
  }

  /** The canonical union: object_kind names the one shape tried. */
  private dispatch(key: string, shapes: ReadonlyArray<readonly [string, Described]>): string {
    const cases = shapes
      .map(([name, shape]) => `case ${JSON.stringify(name)}: return ${this.functionOf(shape)}(u);`)
      .join('\n');
    return `${this.objectGuard('u')}
if (!hasOwn(u, ${JSON.stringify(key)})) return -1;
switch (u[${JSON.stringify(key)}]) {
${cases}
default: return -1;
}`;
  }
}

const compiled: Record<CheckMode, WeakMap<Described, MemberCheck>> = { value: new WeakMap(), text: new WeakMap() };

/**
 * The fast check of `codec`: the number of object members in `value` when the codec accepts it, -1 when it
 * does not (decode it to learn why). In `value` mode a count of 0 or more means `codec.decode(value)` is a
 * Right; in `text` mode it does when the count equals the colons of the text JSON.parse built `value` from.
 */
export function fastCheck(codec: Described, mode: CheckMode = 'value'): MemberCheck {
  let check = compiled[mode].get(codec);
  if (check === undefined) {
    const generator = new Generator(mode);
    check = generator.finish(generator.functionOf(codec));
    compiled[mode].set(codec, check);
  }
  return check;
}

/** The generated source for `codec`, for a reader who wants to see what runs (and for the tests). */
export function fastCheckSource(codec: Described, mode: CheckMode = 'value'): string {
  const generator = new Generator(mode);
  return generator.source(generator.functionOf(codec));
}
