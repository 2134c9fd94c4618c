/** A case put to a subject: a corpus fixture or a generated object, with what it expects. */
import type { Tier } from '../../rules/catalogue/types.js';

/** How a stream request carries a case's text (src/protocol/, docs/protocol.md). */
export type RequestForm = 'object' | 'text';

export type Kind = 'entity' | 'event' | 'plan_object' | 'track';

export interface ExpectedError {
  readonly rule: string;
  readonly path: string;
}

/** One case to put to a subject: a corpus fixture or a generated object. */
export interface Case {
  readonly id: string;
  /** The rules the case is about (first is the primary rule for per-rule scoring). */
  readonly rules: readonly string[];
  readonly tier: Tier;
  /** Validate against this kind, or null for a mixed-stream object. */
  readonly kind: Kind | null;
  /** The exact JSON text sent to the subject, byte for byte. */
  readonly text: string;
  readonly expect: { readonly valid: boolean; readonly errors: readonly ExpectedError[] };
  readonly origin: 'corpus' | 'generated';
  readonly description: string;
}
