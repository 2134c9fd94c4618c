/** A showcase: a valid, realistic object translated from one real source record. */
import type { Kind } from '../../../contract/canonicalObject.js';
import type { ContractReference } from '../../types.js';

export interface ShowcaseSpec {
  readonly kind: Kind;
  readonly name: string;
  readonly description: string;
  readonly contract: ContractReference;
  readonly object: Record<string, unknown>;
}
