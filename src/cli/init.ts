/**
 * `cdm-conformance init`: a cdm-conformance.config.json to start from, for a stream subject, with the keys
 * explained in `"//"` notes (JSON has no comments; docs/config.md). It never replaces a file without --force.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../support/atomicWrite.js';
import { ioReason } from '../support/errorText.js';
import { CONFIG_COMMANDS } from './config/apply.js';
import { checkConfig } from './config/check.js';
import { CONFIG_FILE } from './config/load.js';
import { commandLine } from './options/commandLine.js';
import { EXIT, PROGRAM, UsageError } from './terminal/errors.js';

export const usage = `Usage: ${PROGRAM} init [options]

Write ${CONFIG_FILE} in the working directory: defaults for
${CONFIG_COMMANDS} for a subject that speaks the stream protocol, each key
explained in a "//" note. Edit it, then run '${PROGRAM} run' with no subject option. docs/config.md
lists every key.

Options:
  --stream "CMD"  the subject's command (default "my-validator --stream", to edit)
  --name NAME     the subject's name in reports (default my-validator)
  --force         replace an existing ${CONFIG_FILE}
  -h, --help      show this help

Exit codes:
  0  written
  2  usage error, the file is already there (without --force), or it cannot be written
`;

/** The starter: valid against the schema as written (a suite holds it to that). */
export function starter(stream: string, name: string): string {
  const config = {
    $schema: './node_modules/cdm-conformance/docs/config.schema.json',
    '//': [
      `Defaults for cdm-conformance ${CONFIG_COMMANDS}; a flag on the command line wins (docs/config.md).`,
      'subject: the command speaking the stream protocol (docs/protocol.md); or {"exec": ...}, {"module": ...}.',
      'level: verdict, rule or path. requestForm: object or text (how a case travels in its request line).',
      'Paths (out, and ruleMap, baseline when you add them) are relative to this file.',
      'generated: {"count": N, "seed": S} adds N generated cases to each run.',
    ],
    subject: { stream },
    name,
    level: 'verdict',
    requestForm: 'object',
    out: `reports/${name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-') || 'subject'}`,
    validate: {
      '//': 'For cdm-conformance validate FILE...: lint adds warnings; failOn error or warning; maxErrors caps the list.',
      lint: true,
      failOn: 'error',
      maxErrors: 50,
    },
  };
  const text = `${JSON.stringify(config, null, 2)}\n`;
  checkConfig(JSON.parse(text), CONFIG_FILE);
  return text;
}

export async function run(argv: string[]): Promise<number> {
  const parsed = await commandLine(argv, usage, {
    stream: { type: 'string', default: 'my-validator --stream' },
    name: { type: 'string', default: 'my-validator' },
    force: { type: 'boolean', default: false },
  });
  if (parsed === undefined) return EXIT.ok;
  const { stream, name, force } = parsed.values;
  if (stream.trim() === '') throw new UsageError('--stream needs a command');
  if (name.trim() === '') throw new UsageError('--name needs a name');
  const file = path.resolve(CONFIG_FILE);
  if (existsSync(file) && !force) throw new UsageError(`${CONFIG_FILE} is already there; --force replaces it`);
  try {
    await writeFileAtomic(file, starter(stream, name));
  } catch (error) {
    throw new UsageError(`cannot write ${CONFIG_FILE}: ${ioReason(error)}`);
  }
  process.stderr.write(`Wrote ${CONFIG_FILE}: edit the subject, then run '${PROGRAM} run'.\n`);
  return EXIT.ok;
}
