/**
 * Split a byte stream into lines in constant memory, for NDJSON inputs of any size.
 *
 * Why not node:readline: it also splits on a lone '\r', which JSON allows as whitespace inside a value,
 * and its 'line' events keep firing after pause(), so a slow consumer cannot stop it. An async generator
 * is pulled: while the consumer awaits (stdout 'drain'), nothing more is read from the input.
 */
import { decodeUtf8, type NotUtf8 } from './utf8.js';

function stripCR(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/**
 * Yield the complete lines of `chunks` in batches (one batch per chunk that completes at least one line).
 * Batches amortise the per-await cost; a trailing '\r' (CRLF files) is dropped; the last line need not end
 * with '\n'. Line i of the input is the i-th item yielded overall, blank lines included, so callers can
 * count line numbers. Each line is decoded strictly (utf8.ts): a line that is not UTF-8 is yielded as
 * NotUtf8 and the lines after it are unaffected. '\n' is never part of a multi-byte sequence, so splitting
 * bytes on it is safe, and a sequence split across two reads is joined before decoding.
 */
export async function* utf8LineBatches(chunks: AsyncIterable<Buffer>): AsyncGenerator<Array<string | NotUtf8>> {
  let pending: Buffer[] = [];
  for await (const chunk of chunks) {
    let newline = chunk.indexOf(10);
    if (newline === -1) {
      if (chunk.length > 0) pending.push(chunk);
      continue;
    }
    const batch: Array<string | NotUtf8> = [];
    let start = 0;
    do {
      let bytes = chunk.subarray(start, newline);
      if (pending.length > 0) {
        pending.push(bytes);
        bytes = Buffer.concat(pending);
        pending = [];
      }
      batch.push(decodeLine(bytes));
      start = newline + 1;
      newline = chunk.indexOf(10, start);
    } while (newline !== -1);
    if (start < chunk.length) pending.push(chunk.subarray(start));
    yield batch;
  }
  if (pending.length > 0) yield [decodeLine(Buffer.concat(pending))];
}

function decodeLine(bytes: Buffer): string | NotUtf8 {
  const text = decodeUtf8(bytes);
  return typeof text === 'string' ? stripCR(text) : text;
}
