import { describe, expect, it } from 'vitest';
import { LineTooLong, utf8LineBatches } from '../../src/support/lines.js';
import { NotUtf8 } from '../../src/support/utf8.js';

async function* chunks(...parts: Array<string | Buffer>) {
  for (const part of parts) yield typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
}

async function collect(...parts: Array<string | Buffer>): Promise<Array<Array<string | NotUtf8>>> {
  const batches: Array<Array<string | NotUtf8>> = [];
  for await (const batch of utf8LineBatches(chunks(...parts))) batches.push(batch as Array<string | NotUtf8>);
  return batches;
}

describe('utf8LineBatches', () => {
  it('splits on \\n only, joins lines across chunks, drops a CR before \\n, keeps blank lines', async () => {
    expect((await collect('a\r\nb', 'c', 'd\n\ne\rf\n', 'last')).flat()).toEqual(['a', 'bcd', '', 'e\rf', 'last']);
  });

  it('yields nothing for empty input and no phantom line after a final newline', async () => {
    expect(await collect()).toEqual([]);
    expect((await collect('x\n')).flat()).toEqual(['x']);
  });

  it('joins a multi-byte character split across two reads; a line that is not UTF-8 stays one line', async () => {
    const euro = Buffer.from('€', 'utf8');
    expect(
      (
        await collect(
          Buffer.concat([Buffer.from('a'), euro.subarray(0, 1)]),
          Buffer.concat([euro.subarray(1), Buffer.from('\nb\n')]),
        )
      ).flat(),
    ).toEqual(['a€', 'b']);
    const lines = (await collect(Buffer.from([0x61, 0xe9, 0x0a]), 'ok\n')).flat();
    expect(lines[0]).toBeInstanceOf(NotUtf8);
    expect(lines[1]).toBe('ok');
  });

  it('caps a line however it is cut into reads: the line stands as LineTooLong with its length, the next lines follow', async () => {
    const cut = Array.from({ length: 40 }, () => 'y'.repeat(100)); // one 4,000-byte line in 40 reads
    const lines: Array<string | NotUtf8 | LineTooLong> = [];
    for await (const batch of utf8LineBatches(chunks('{"id":"a",', ...cut, '\nnext\n', 'last'), { maxLineBytes: 1024 }))
      lines.push(...batch);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBeInstanceOf(LineTooLong);
    expect((lines[0] as LineTooLong).bytes).toBe(4010);
    expect((lines[0] as LineTooLong).head.startsWith('{"id":"a",yyy')).toBe(true);
    expect((lines[0] as LineTooLong).endless).toBe(false);
    expect(lines.slice(1)).toEqual(['next', 'last']);
  });

  it("keeps an over-long line's head to its own bytes, never the lines after it, within a read or across reads", async () => {
    const long = `{"object":{"note":"${'y'.repeat(1100)}"},`;
    for (const reads of [
      [`${long}\n"id":"not-mine"}\n`],
      [long.slice(0, 1000), `${long.slice(1000)}\n"id":"not-mine"}\n`],
    ]) {
      const lines: Array<string | NotUtf8 | LineTooLong> = [];
      for await (const batch of utf8LineBatches(chunks(...reads), { maxLineBytes: 1024 })) lines.push(...batch);
      expect(lines).toHaveLength(2);
      expect((lines[0] as LineTooLong).head).toBe(long);
    }
  });

  it('stops reading an input that brings no line end within 16 times the cap past it', async () => {
    let reads = 0;
    async function* zeros() {
      for (;;) {
        reads += 1;
        yield Buffer.alloc(1024);
      }
    }
    const lines: Array<string | NotUtf8 | LineTooLong> = [];
    for await (const batch of utf8LineBatches(zeros(), { maxLineBytes: 1024 })) lines.push(...batch);
    expect(lines).toHaveLength(1);
    expect((lines[0] as LineTooLong).endless).toBe(true);
    expect(reads).toBe(18);
  });
});
