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
    const first = chunk.indexOf(10);
    if (first === -1) {
      if (chunk.length > 0) pending.push(chunk);
      continue;
    }
    // The line begun in earlier reads, then every whole line of this read decoded at once.
    let head = chunk.subarray(0, first);
    if (pending.length > 0) {
      pending.push(head);
      head = Buffer.concat(pending);
      pending = [];
    }
    const batch: Array<string | NotUtf8> = [decodeLine(head)];
    const last = chunk.lastIndexOf(10);
    if (last > first) wholeLines(chunk.subarray(first + 1, last + 1), batch);
    if (last + 1 < chunk.length) pending.push(chunk.subarray(last + 1));
    yield batch;
  }
  if (pending.length > 0) yield [decodeLine(Buffer.concat(pending))];
}

/**
 * Appends the lines of `bytes`, whole lines each ending in '\n', to `into`: one decode and one split when
 * they are all UTF-8 (the common case), else line by line so only a bad line is reported.
 */
export function wholeLines(bytes: Uint8Array, into: Array<string | NotUtf8>): void {
  const text = decodeUtf8(bytes);
  if (typeof text === 'string') {
    const lines = text.split('\n');
    // The text ends with '\n': the split's last item is the nothing after it.
    for (let index = 0; index < lines.length - 1; index++) into.push(stripCR(lines[index]!));
    return;
  }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let start = 0;
  while (start < buffer.length) {
    let end = buffer.indexOf(10, start);
    if (end === -1) end = buffer.length;
    into.push(decodeLine(buffer.subarray(start, end)));
    start = end + 1;
  }
}

function decodeLine(bytes: Buffer): string | NotUtf8 {
  const text = decodeUtf8(bytes);
  return typeof text === 'string' ? stripCR(text) : text;
}
