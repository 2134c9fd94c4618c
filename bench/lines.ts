/** Every non-empty line of an NDJSON file, split on '\n' the way a user's own pipeline would. */
import { createReadStream } from 'node:fs';

export async function forEachLine(file: string, each: (line: string) => void): Promise<void> {
  let rest: Buffer | undefined;
  for await (const read of createReadStream(file, { highWaterMark: 1 << 16 })) {
    const chunk = rest === undefined ? (read as Buffer) : Buffer.concat([rest, read as Buffer]);
    let start = 0;
    let newline = chunk.indexOf(10);
    while (newline !== -1) {
      if (newline > start) each(chunk.toString('utf8', start, newline));
      start = newline + 1;
      newline = chunk.indexOf(10, start);
    }
    rest = start < chunk.length ? chunk.subarray(start) : undefined;
  }
  if (rest !== undefined) each(rest.toString('utf8'));
}
