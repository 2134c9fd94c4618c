/**
 * The whole value: a kind validated against a non-object, the smallest object of each kind, and the
 * mixed stream's dispatch on object_kind (an unknown kind, a non-object, object_kind missing).
 */
import { kindNames, type Kind } from '../../../contract/canonicalObject.js';
import { baseId, basesOf, ROOT_NAMES } from '../bases/index.js';
import { applyPatch } from '../jsonPatch.js';
import { finding, invalid, makeFixture, valid, type Intent } from '../make.js';
import type { Fixture, PatchOperation } from '../../types.js';
import { codecOf } from './codecs.js';

const NOT_OBJECTS: Array<[name: string, value: unknown, phrase: string]> = [
  ['array', [], 'an empty array'],
  ['array-of-object', ['{}'], 'an array holding one string'],
  ['string', 'entity', 'a string'],
  ['number', 42, 'a number'],
  ['null', null, 'null'],
  ['boolean', true, 'true'],
];

/** The patch that removes every optional top-level key of a kind's first base. */
function minimalPatch(kind: Kind): PatchOperation[] {
  const object = basesOf(kind)[0]!.object;
  const meta = codecOf(ROOT_NAMES[kind]).meta;
  if (meta.shape !== 'object') throw new Error('a root is an object codec');
  return Object.keys(object)
    .filter((key) => meta.fields[key]?.required === false)
    .map((key) => ({ op: 'remove', path: `/${key}` }));
}

function requiredRules(kind: Kind): string[] {
  const meta = codecOf(ROOT_NAMES[kind]).meta;
  if (meta.shape !== 'object') return [];
  return Object.entries(meta.fields)
    .filter(([, spec]) => spec.required)
    .map(([key]) => `${ROOT_NAMES[kind]}.${key}.required`);
}

function rootFixtures(kind: Kind): Fixture[] {
  const rule = `${ROOT_NAMES[kind]}.type`;
  const first = basesOf(kind)[0]!;
  const invalids = NOT_OBJECTS.map(([name, value, phrase]) =>
    makeFixture({
      scope: kind,
      rule,
      name: `root--${name}`,
      description: `${phrase} validated as ${kind}: a canonical object is a JSON object, rejected at the root.`,
      object: value,
      intent: invalid(finding(rule, '')),
    }),
  );
  const patch = minimalPatch(kind);
  const minimal = makeFixture({
    scope: kind,
    rule,
    rules: [rule, ...requiredRules(kind)],
    name: 'root--valid-minimal',
    description: `the smallest ${kind}: only the keys ${ROOT_NAMES[kind]} requires, every optional key absent (object_kind too), accepted.`,
    object: applyPatch(first.object, patch),
    derived: { base: baseId(first), patch },
    intent: valid(),
  });
  return [...invalids, minimal];
}

function streamFixture(
  name: string,
  rule: string,
  description: string,
  object: unknown,
  intent: Intent,
  derived?: { base: string; patch: PatchOperation[] },
): Fixture {
  return makeFixture({
    scope: 'stream',
    rule,
    name,
    description,
    object,
    kind: null,
    intent,
    ...(derived ? { derived } : {}),
  });
}

function streamFixtures(): Fixture[] {
  const fixtures: Fixture[] = NOT_OBJECTS.map(([name, value, phrase]) =>
    streamFixture(
      `root--${name}`,
      'CanonicalObject.type',
      `${phrase} in a mixed stream: not an object, so no shape can be chosen; rejected at the root.`,
      value,
      invalid(finding('CanonicalObject.type', '')),
    ),
  );
  const entity = basesOf('entity')[0]!;
  const unknownKinds: Array<[string, unknown, string]> = [
    ['capitalised', 'Entity', '"Entity": kinds are lowercase'],
    ['uppercase', 'ENTITY', '"ENTITY": kinds are lowercase'],
    ['hyphen', 'plan-object', '"plan-object" with a hyphen instead of plan_object'],
    ['plural', 'tracks', '"tracks", a plural'],
    ['other-word', 'vessel', '"vessel", a thing, not a kind'],
    ['empty', '', 'the empty string'],
    ['number', 1, 'the number 1 (an enum index)'],
    ['null', null, 'null'],
  ];
  for (const [name, value, phrase] of unknownKinds) {
    const patch: PatchOperation[] = [{ op: 'replace', path: '/object_kind', value }];
    fixtures.push(
      streamFixture(
        `object_kind--${name}`,
        'CanonicalObject.object_kind.unknown',
        `entity in a mixed stream with object_kind ${phrase}: names no shape, rejected at object_kind.`,
        applyPatch(entity.object, patch),
        invalid(finding('CanonicalObject.object_kind.unknown', '/object_kind')),
        { base: baseId(entity), patch },
      ),
    );
  }
  for (const kind of kindNames) {
    const first = basesOf(kind)[0]!;
    fixtures.push(
      makeFixture({
        scope: 'stream',
        rule: 'CanonicalObject.object_kind.unknown',
        rules: ['CanonicalObject.object_kind.unknown', 'CanonicalObject.type'],
        name: `object_kind--valid-${kind}`,
        description: `maximal ${kind} in a mixed stream: object_kind "${kind}" chooses the ${ROOT_NAMES[kind]} shape, accepted.`,
        object: first.object,
        kind: null,
        intent: valid(),
      }),
    );
    const patch: PatchOperation[] = [{ op: 'remove', path: '/object_kind' }];
    fixtures.push(
      streamFixture(
        `object_kind--missing-on-${kind}`,
        'CanonicalObject.object_kind.missing',
        `maximal ${kind} without object_kind in a mixed stream: the shape is not guessed, refused once at object_kind (valid when validated as ${kind}).`,
        applyPatch(first.object, patch),
        invalid(finding('CanonicalObject.object_kind.missing', '/object_kind')),
        { base: baseId(first), patch },
      ),
    );
  }
  return fixtures;
}

export function rootAndStreamFixtures(): Fixture[] {
  return [...kindNames.flatMap(rootFixtures), ...streamFixtures()];
}
