/**
 * The stream protocol's optional hello (docs/protocol.md): the runner starts a stream subject with
 * CDM_CONFORMANCE_HELLO=1 in its environment, and the subject may write one line `{"hello": {...}}` (no `id`)
 * saying who it is. The reference writes it (helloLine); the runner reads it (answer.ts readSubjectLine).
 */

/** Set to "1" in a stream subject's environment: this runner reads a hello line. */
export const HELLO_VARIABLE = 'CDM_CONFORMANCE_HELLO';
/** The longest hello line read; a longer one is ignored with a warning. */
export const MAX_HELLO_BYTES = 4096;

/** What a hello says: all optional strings (the runner checks them like any subject output). */
export interface HelloIdentity {
  readonly name?: string;
  readonly version?: string;
  readonly language?: string;
  readonly homepage?: string;
}

export const helloLine = (identity: HelloIdentity): string => `${JSON.stringify({ hello: identity })}\n`;
