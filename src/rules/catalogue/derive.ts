/**
 * Walks the codecs from the four canonical roots and lists every rule a codec can report, with the
 * JSON Pointer patterns (places) where it can report it. A rule exists exactly where a codec checks it.
 */
import { kinds, kindNames, type Kind } from '../../contract/canonicalObject.js';
import type { CheckInfo, Described, SchemaCoverage } from '../../contract/_internals/meta.js';
import { ANY_INDEX, ANY_KEY } from '../../json/pointer.js';

/** Whether the JSON Schema export (corpus/schema/) expresses a rule, or why it cannot (docs/json-schema.md). */
export type JsonSchemaCoverage = { readonly expressed: true } | { readonly expressed: false; readonly why: string };

/** How a derived rule came about, so the catalogue can quote the right contract text. */
export type Origin =
  | {
      readonly from: 'field';
      readonly owner: string;
      readonly field: string;
      readonly check: string;
      readonly demands: string;
    }
  | { readonly from: 'additional-properties'; readonly owner: string }
  | { readonly from: 'owned'; readonly demands: string }
  | { readonly from: 'cross-field'; readonly owner: string }
  | { readonly from: 'root'; readonly owner: string };

/** Where a rule applies: per kind, or `stream` for rules about the mixed stream itself (no kind yet). */
export type PlaceScope = Kind | 'stream';
export type Places = Partial<Record<PlaceScope, string[]>>;

export interface DerivedRule {
  readonly id: string;
  readonly origin: Origin;
  readonly places: Places;
  /** Expressed by corpus/schema/ only when it is at every place. */
  readonly jsonSchema: JsonSchemaCoverage;
}

const EXPRESSED: JsonSchemaCoverage = { expressed: true };
const coverageOf = (schema: SchemaCoverage): JsonSchemaCoverage =>
  'keywords' in schema ? EXPRESSED : { expressed: false, why: schema.gap };

const ROOT_NAMES: Record<Kind, string> = {
  entity: 'Entity',
  event: 'Event',
  plan_object: 'PlanObject',
  track: 'Track',
};

export function deriveRules(): DerivedRule[] {
  const rules = new Map<string, DerivedRule>();

  function add(
    id: string,
    origin: Origin,
    scope: PlaceScope,
    place: string,
    jsonSchema: JsonSchemaCoverage = EXPRESSED,
  ): void {
    let rule = rules.get(id);
    if (rule === undefined) {
      rule = { id, origin, places: {}, jsonSchema };
      rules.set(id, rule);
    } else if (!jsonSchema.expressed && rule.jsonSchema.expressed) {
      rule = { ...rule, jsonSchema };
      rules.set(id, rule);
    }
    const places = (rule.places[scope] ??= []);
    if (!places.includes(place)) places.push(place);
  }

  /** Field-level checks of `codec` at `place`, qualified by owner.field; nested objects recurse. */
  function walkValue(kind: Kind, codec: Described, owner: string, field: string, place: string): void {
    const qualifyCheck = (info: CheckInfo, at: string): void => {
      if (info.rule !== undefined)
        add(info.rule, { from: 'owned', demands: info.demands }, kind, at, coverageOf(info.jsonSchema));
      else
        add(
          `${owner}.${field}.${info.check}`,
          { from: 'field', owner, field, check: info.check!, demands: info.demands },
          kind,
          at,
          coverageOf(info.jsonSchema),
        );
    };
    const typeRule = (at: string): void =>
      add(
        `${owner}.${field}.type`,
        { from: 'field', owner, field, check: 'type', demands: 'the stated type' },
        kind,
        at,
      );
    const meta = codec.meta;
    switch (meta.shape) {
      case 'leaf':
        typeRule(place);
        meta.checks.forEach((info) => qualifyCheck(info, place));
        return;
      case 'literal':
        if (!meta.dispatched)
          add(
            `${owner}.${field}.const`,
            { from: 'field', owner, field, check: 'const', demands: `the constant "${meta.value}"` },
            kind,
            place,
          );
        return;
      case 'nullable':
        return walkValue(kind, meta.inner, owner, field, place);
      case 'array':
        typeRule(place);
        if (meta.minItems > 0)
          add(
            `${owner}.${field}.min-items`,
            {
              from: 'field',
              owner,
              field,
              check: 'min-items',
              demands: `at least ${meta.minItems} item${meta.minItems === 1 ? '' : 's'}`,
            },
            kind,
            place,
          );
        meta.rules?.forEach((info) => qualifyCheck(info, place));
        return walkValue(kind, meta.item, owner, field, `${place}/${ANY_INDEX}`);
      case 'map':
        typeRule(place);
        return walkValue(kind, meta.value, owner, field, `${place}/${ANY_KEY}`);
      case 'bag':
        typeRule(place);
        meta.keyChecks.forEach((info) => qualifyCheck(info, `${place}/${ANY_KEY}`));
        return;
      case 'geometry':
        typeRule(place);
        typeRule(`${place}/type`);
        meta.shapes.forEach((shape) => walkObject(kind, shape, place));
        return;
      case 'object':
        typeRule(place);
        return walkObject(kind, codec, place);
      case 'kinds':
        throw new Error('the canonical union is a root, never a field');
    }
  }

  function walkObject(kind: Kind, codec: Described, place: string): void {
    const meta = codec.meta;
    if (meta.shape !== 'object') throw new Error(`${codec.name} is not an object codec`);
    add(
      `${meta.name}.additional-properties`,
      { from: 'additional-properties', owner: meta.name },
      kind,
      `${place}/${ANY_KEY}`,
    );
    for (const [field, spec] of Object.entries(meta.fields)) {
      if (spec.required)
        add(
          `${meta.name}.${field}.required`,
          { from: 'field', owner: meta.name, field, check: 'required', demands: 'present' },
          kind,
          `${place}/${field}`,
        );
      walkValue(kind, spec.codec, meta.name, field, `${place}/${field}`);
    }
    for (const check of meta.crossChecks) {
      check.places.forEach((relative) =>
        add(
          check.rule,
          { from: 'cross-field', owner: meta.name },
          kind,
          `${place}${relative}`,
          coverageOf(check.jsonSchema),
        ),
      );
    }
  }

  add('CanonicalObject.type', { from: 'root', owner: 'CanonicalObject' }, 'stream', '');
  add('CanonicalObject.object_kind.missing', { from: 'root', owner: 'CanonicalObject' }, 'stream', '/object_kind');
  add('CanonicalObject.object_kind.unknown', { from: 'root', owner: 'CanonicalObject' }, 'stream', '/object_kind');
  for (const kind of kindNames) {
    const root = ROOT_NAMES[kind];
    add(`${root}.type`, { from: 'root', owner: root }, kind, '');
    walkObject(kind, kinds[kind], '');
  }
  return [...rules.values()];
}
