/**
 * The stream protocol's optional hello (docs/protocol.md): the runner starts a stream subject with
 * CDM_CONFORMANCE_HELLO=1 in its environment, and the subject may write one line `{"hello": {...}}` (no
 * `id`) saying who it is. The line is never an answer and never costs a case; a subject that does not write
 * it works as before. What it says is checked like any subject output (identity.ts).
 */
import { readIdentity } from '../identity.js';
import type { SubjectIdentity } from '../../report/model/index.js';

/** Set to "1" in a stream subject's environment: this runner reads a hello line. */
export const HELLO_VARIABLE = 'CDM_CONFORMANCE_HELLO';
/** The longest hello line read; a longer one is ignored with a warning. */
export const MAX_HELLO_BYTES = 4096;

/** The hello member when `record` is a hello line (a `hello` member and no `id`), else undefined. */
export function helloMember(record: Record<string, unknown> | undefined): { value: unknown } | undefined {
  if (record === undefined || Object.hasOwn(record, 'id') || !Object.hasOwn(record, 'hello')) return undefined;
  return { value: record.hello };
}

/** Keeps the first hello a subject wrote (any of its processes) and the warnings hellos earned. */
export class HelloRecord {
  private identity: SubjectIdentity | undefined;
  private seen = false;
  private readonly problems: string[] = [];

  take(line: string, value: unknown): void {
    if (Buffer.byteLength(line) > MAX_HELLO_BYTES)
      return this.warn(`the subject's hello line is longer than ${MAX_HELLO_BYTES} bytes; ignored`);
    const read = readIdentity(value, "the subject's hello");
    if (!this.seen) {
      this.seen = true;
      this.identity = Object.keys(read.identity).length === 0 ? undefined : read.identity;
      for (const problem of read.problems) this.warn(problem);
    } else if (JSON.stringify(read.identity) !== JSON.stringify(this.identity ?? {})) {
      this.warn('the subject announced itself again, differently; the first hello is kept');
    }
  }

  private warn(message: string): void {
    if (this.problems.length < 10 && !this.problems.includes(message)) this.problems.push(message);
  }

  announced(): SubjectIdentity | undefined {
    return this.identity;
  }

  warnings(): readonly string[] {
    return this.problems;
  }
}
