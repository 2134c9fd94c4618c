/**
 * Writing to stdout without unbounded buffering, and deciding whether to colour it.
 */
import type { Writable } from 'node:stream';

/**
 * Wait until `stream` can take more. Writes that return false are queued inside Node; without this wait a
 * fast producer and a slow consumer (a pipe into a slow reader) would grow memory with the whole output.
 */
export function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    // 'close' too: a consumer that goes away must not leave us waiting forever (EPIPE is handled in main).
    const done = (): void => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** Write `text` and, if the stream's buffer is full, wait for it to drain before returning. */
export async function writeRespectingBackpressure(stream: Writable, text: string): Promise<void> {
  if (text.length === 0) return;
  if (!stream.write(text)) await drained(stream);
}

/** https://no-color.org: NO_COLOR present and non-empty turns colour off; FORCE_COLOR=0 does too. */
export function wantsColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (stream.isTTY !== true) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR === '0') return false;
  return true;
}

export interface Palette {
  readonly rule: (text: string) => string;
  readonly path: (text: string) => string;
  readonly warning: (text: string) => string;
}

const plain = (text: string): string => text;
const sgr = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

export function palette(colour: boolean): Palette {
  if (!colour) return { rule: plain, path: plain, warning: plain };
  return { rule: sgr(31, 39), path: sgr(2, 22), warning: sgr(33, 39) };
}
