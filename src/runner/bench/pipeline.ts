/**
 * The pipelines `validate` is measured against, each run as its own process on an NDJSON file, the way a
 * user would write them: split the bytes on '\n', JSON.parse each line, and (ajv) check the value with a
 * compiled JSON Schema. Prints "objects valid" on stdout.
 *
 *   node pipeline.js parse FILE
 *   node pipeline.js ajv FILE SCHEMA.json
 */
import { createReadStream, readFileSync } from 'node:fs';

async function forEachLine(file: string, each: (line: string) => void): Promise<void> {
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

async function main(argv: string[]): Promise<void> {
  const [mode, file, schemaFile] = argv;
  if (file === undefined || (mode !== 'parse' && mode !== 'ajv'))
    throw new Error('usage: pipeline.js parse|ajv FILE [SCHEMA.json]');
  let accepts: (value: unknown) => boolean = (value) => value !== undefined;
  if (mode === 'ajv') {
    const { Ajv2020 } = await import('ajv/dist/2020.js');
    const ajv = new Ajv2020({ strict: true, allErrors: false });
    accepts = ajv.compile(JSON.parse(readFileSync(schemaFile!, 'utf8')));
  }
  let objects = 0;
  let valid = 0;
  await forEachLine(file, (line) => {
    objects++;
    try {
      if (accepts(JSON.parse(line))) valid++;
    } catch {
      // not JSON: counted, not valid
    }
  });
  process.stdout.write(`${objects} ${valid}\n`);
}

await main(process.argv.slice(2));
