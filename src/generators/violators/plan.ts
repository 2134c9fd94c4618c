/** A violation plan: what a place needs from a valid object, and the changes that break one rule there. */
import type fc from 'fast-check';
import type { Need } from '../_internals/need.js';
import type { Edit, Segment } from './paths.js';

export interface Change {
  readonly edits: readonly Edit[];
  /** Where the validator must report the rule. */
  readonly path: readonly Segment[];
}

export interface Plan {
  /** What a valid object must hold for the place. */
  readonly need: (place: string) => Need;
  /** Changes that break the rule at a concrete path of `object` matching `place`. */
  readonly change: (object: unknown, place: string) => fc.Arbitrary<Change>;
}
