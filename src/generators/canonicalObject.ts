/** The four canonical kinds, one at a time or as a mixed stream (object_kind always present). */
import fc from 'fast-check';
import { kindNames, type CanonicalObject, type Kind } from '../contract/canonicalObject.js';
import { NO_NEED, type Need } from './_internals/need.js';
import { entityWith } from './entity.js';
import { eventWith } from './event.js';
import { planObjectWith } from './planObject.js';
import { trackWith } from './track.js';

const BUILDERS: Record<Kind, (need: Need) => fc.Arbitrary<CanonicalObject>> = {
  entity: entityWith,
  event: eventWith,
  plan_object: planObjectWith,
  track: trackWith,
};

/** A valid object of `kind` that holds what `need` asks for. */
export const objectOfKindWith = (kind: Kind, need: Need): fc.Arbitrary<CanonicalObject> => BUILDERS[kind](need);

/** A valid object of one kind. */
export const objectOfKind = (kind: Kind): fc.Arbitrary<CanonicalObject> => objectOfKindWith(kind, NO_NEED);

/** A valid object of any kind, or of one of `kinds`: what a mixed stream carries. */
export const canonicalObject = (kinds: readonly Kind[] = kindNames): fc.Arbitrary<CanonicalObject> =>
  fc.oneof(...kinds.map((kind) => objectOfKind(kind)));
