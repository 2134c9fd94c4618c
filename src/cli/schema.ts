/**
 * `cdm-conformance schema`: print the contract as JSON Schema 2020-12 (the documents committed under
 * corpus/schema/), or list the rules a schema cannot express, which a schema user must check themselves.
 */
import { kindNames, type Kind } from '../contract/canonicalObject.js';
import { schemaDocument } from '../rules/jsonSchema/documents.js';
import { type Draft, drafts } from '../rules/jsonSchema/drafts.js';
import { schemaGaps } from '../rules/jsonSchema/gaps.js';
import { EXIT, PROGRAM, UsageError } from './terminal/errors.js';
import { writeRespectingBackpressure } from './terminal/output.js';
import { oneOfChoice } from './options/choices.js';
import { commandLine } from './options/commandLine.js';

export const usage = `Usage: ${PROGRAM} schema [options]

Print the Common Data Model Contract 3.0.0 as a JSON Schema 2020-12 document, generated from the
same codecs as the reference validator (the files under corpus/schema/ of the package), or the same
document in draft-07 or 2019-09 for registries and validators that only read those.

Without --kind: the mixed-stream document; object_kind is required and picks the shape.
With --kind K: the document for one kind, where object_kind may be absent.

A schema cannot express every rule: cross-field rules (sample order, distinct sequences, agreeing
values ...) and findings about the JSON text (duplicate keys ...) need code of your own. --gaps lists
them with the reason (docs/json-schema.md explains each).

Options:
  --kind K     ${kindNames.join(', ')}
  --draft D    ${drafts.join(', ')} (default 2020-12); the rules a schema cannot express are the same
               for every draft (--gaps)
  --gaps       list the must and may rules the schema cannot express, one per line: tier, rule, why
  --json       with --gaps: a JSON array of { id, tier, why } instead of lines
  -h, --help   show this help

Output is plain text or JSON, never coloured (NO_COLOR changes nothing).

Exit codes:
  0  written
  2  usage error (unknown option or kind)
`;

export async function run(argv: string[]): Promise<number> {
  const parsed = await commandLine(argv, usage, {
    kind: { type: 'string' },
    gaps: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    draft: { type: 'string', default: '2020-12' },
  });
  if (parsed === undefined) return EXIT.ok;
  const { values } = parsed;
  if (values.kind !== undefined) oneOfChoice('--kind', values.kind, kindNames);
  const draft: Draft = oneOfChoice('--draft', values.draft, drafts);
  if (values.json && !values.gaps) throw new UsageError('--json goes with --gaps (the schema itself is JSON already)');
  if (values.gaps) {
    if (values.kind !== undefined) throw new UsageError('--gaps lists rules of every kind; leave out --kind');
    const gaps = schemaGaps();
    const text = values.json
      ? `${JSON.stringify(gaps, null, 2)}\n`
      : gaps.map((gap) => `${gap.tier}\t${gap.id}\t${gap.why}\n`).join('');
    await writeRespectingBackpressure(process.stdout, text);
    return EXIT.ok;
  }
  const document = schemaDocument(values.kind as Kind | undefined, draft);
  await writeRespectingBackpressure(process.stdout, `${JSON.stringify(document, null, 2)}\n`);
  return EXIT.ok;
}
