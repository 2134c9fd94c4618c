/**
 * The pipelines `validate` is measured against, each run as its own process on an NDJSON file, the way a
 * user would write them: split the bytes on '\n', JSON.parse each line, and (ajv) check the value with a
 * compiled JSON Schema. Prints "objects valid" on stdout.
 *
 *   node bench/.build/pipeline.js parse FILE
 *   node bench/.build/pipeline.js ajv FILE SCHEMA.json
 */
import { readFileSync } from 'node:fs';
import { forEachLine } from './lines.js';

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
