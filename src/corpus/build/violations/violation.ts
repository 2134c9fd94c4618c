import type { PatchOperation } from '../../types.js';

/** One way to break one rule at one place: the patch to apply to the base and the error path it causes. */
export interface Violation {
  /** Short, file-name-safe: becomes the end of the fixture name. */
  readonly name: string;
  /** What the change is, for the description ("90.000001, just above the maximum 90"). */
  readonly phrase: string;
  readonly ops: readonly PatchOperation[];
  /** The JSON Pointer the reference reports the error at. */
  readonly path: string;
}
