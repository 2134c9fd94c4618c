/** `validate`'s output formats driven through its gate, as the CLI drives them, for one NDJSON file. */
import { PassThrough } from 'node:stream';
import { ValidateReporter, type ReporterOptions } from '../../../src/cli/validate/reporter.js';
import { verdictOfText } from '../../../src/validation/verdict.js';

/** What `validate --format sarif` writes for these lines of one NDJSON file (through the gate, as the CLI does). */
export async function validateAs(
  format: ReporterOptions['format'],
  lines: readonly string[],
  lint = false,
): Promise<string> {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const options: ReporterOptions = {
    format,
    quiet: false,
    lint,
    colour: false,
    failOn: 'error',
    maxErrors: Infinity,
    env: {},
  };
  const gate = new ValidateReporter(options, out, null);
  for (const [i, line] of lines.entries())
    gate.record(
      { source: 'fixtures/out.ndjson', index: i + 1, text: line },
      verdictOfText(line, { kind: 'entity', lint }),
    );
  await gate.finish();
  return text;
}

export const ENTITY =
  '{"entity_id":"6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d","entity_type":"PLATFORM","affiliation":"NEUTRAL","valid_from":"2024-03-01T12:00:00.000Z","source":{"adapter":"ais-adapter","adapter_version":"1.2.0","system":"AIS","synthetic":false},"source_ids":[{"system":"AIS","external_id":"440348000"}]}';
