/**
 * `validate --stream`: the subject stream protocol (docs/protocol.md, src/protocol/) on stdin and stdout.
 * The reference validator speaks the same protocol a subject under test does, so the runner can drive either.
 */
import type { Writable } from 'node:stream';
import { type ServerDefaults, serveRequests } from '../protocol/server.js';
import { EXIT, reportError } from './terminal/errors.js';
import { writeRespectingBackpressure } from './terminal/output.js';

/** Serve requests from `input` to `output` until the input ends: the command's exit code. */
export async function serveStream(
  input: AsyncIterable<Buffer>,
  output: Writable,
  defaults: ServerDefaults = {},
): Promise<number> {
  const sink = { write: (text: string) => writeRespectingBackpressure(output, text), complain: reportError };
  return (await serveRequests(input, sink, defaults)) ? EXIT.ok : EXIT.error;
}
