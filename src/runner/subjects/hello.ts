/**
 * What the runner keeps of a stream subject's hello (the message itself: src/protocol/hello.ts). The line is
 * never an answer and never costs a case; a subject that does not write it works as before. What it says is
 * checked like any subject output (identity.ts).
 */
import { MAX_HELLO_BYTES } from '../../protocol/hello.js';
import { readIdentity } from '../identity.js';
import type { SubjectIdentity } from '../../report/model/index.js';

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
