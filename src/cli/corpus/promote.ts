/** `cdm-conformance corpus promote FILE --id NAME`: a shrunk fixture into the corpus (docs/corpus.md). */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { COUNTS_BEGIN } from '../../corpus/docCounts.js';
import { CORPUS_DIR } from '../../corpus/load.js';
import { planPromotion, promotionFiles } from '../../corpus/promote.js';
import { ioReason } from '../../support/errorText.js';
import { writeFileAtomic } from '../../support/atomicWrite.js';
import { EXIT, InputError, PROGRAM, UsageError } from '../terminal/errors.js';

export const PROMOTE_HELP = `Usage: ${PROGRAM} corpus promote FILE --id NAME [options]

Take a fixture file (a shrunk disagreement that 'run --generated' or 'compare' wrote under
<report folder>/shrunk/) into the corpus, in the form the corpus's own checks accept:
  corpus/fixtures/<scope>/<rule>/<place>--[valid-]<NAME>.json   the fixture, proven by the reference
  corpus/promoted.json     its source: 'npm run generate' rebuilds it from there, so it stays
  corpus/index.json        the listing, with it
  docs/corpus.md           the counts, when the page is beside the corpus folder

Options:
  --id NAME            what the fixture shows, e.g. above-100: the place (from its expected error,
                       or the first of its rule's places the object has) and --valid- for a valid
                       fixture are added; or a whole name (kinematics.speed_mps--valid-above-100)
                       or id (entity/Kinematics.speed_mps.range/...)
  --description TEXT   one line: where, what, and why the reference decides as it does
                       (default: the place, its value and how it was found)
  --rule RULE          file it under this catalogue rule (needed when the fixture names none:
                       a subject that gave no rule ids)
  --corpus DIR         the corpus folder (default: this package's corpus/)
  --docs FILE          the page whose corpus counts to update (default: docs/corpus.md beside the
                       corpus folder, when it exists)
  -h, --help           show this help

Refused, before anything is written: a file that is not a fixture, an id that exists or was
retired, the same object as a fixture already there, a description its rule already has, and an
expectation the reference does not share. Every file is replaced atomically.
Exit codes: 0 promoted, 2 refused or usage error.
`;

function readInput(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read ${file}: ${ioReason(error)}`);
  }
}

export async function promote(argv: string[], write: (text: string) => Promise<void>): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: {
      id: { type: 'string' },
      description: { type: 'string' },
      rule: { type: 'string' },
      corpus: { type: 'string' },
      docs: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return write(PROMOTE_HELP).then(() => EXIT.ok);
  if (positionals.length !== 1)
    throw new UsageError(`corpus promote takes exactly one fixture file (got ${positionals.length})`);
  if (values.id === undefined || values.id.trim() === '')
    throw new UsageError('corpus promote needs --id NAME: what the fixture shows, e.g. above-100');
  const file = positionals[0]!;
  const dir = path.resolve(values.corpus ?? CORPUS_DIR);
  if (!existsSync(path.join(dir, 'fixtures')))
    throw new UsageError(`--corpus ${dir}: not a corpus folder (no fixtures/)`);
  const docsFile = values.docs ?? path.join(dir, '..', 'docs', 'corpus.md');
  const docsText = values.docs !== undefined || existsSync(docsFile) ? readInput(docsFile) : undefined;
  if (values.docs !== undefined && !docsText!.includes(COUNTS_BEGIN))
    throw new UsageError(`--docs ${values.docs}: the page has no corpus counts markers`);
  const docsPage =
    docsText !== undefined && docsText.includes(COUNTS_BEGIN) ? { file: docsFile, text: docsText } : undefined;

  const promotion = planPromotion({
    file,
    text: readInput(file),
    id: values.id,
    description: values.description,
    rule: values.rule,
    dir,
  });
  const files = promotionFiles(promotion, dir, docsPage);
  for (const [target, content] of files) {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFileAtomic(target, content);
  }
  const shown = (target: string): string => path.relative(process.cwd(), target) || target;
  await write(
    `promoted ${promotion.fixture.id} (${promotion.fixture.expect.valid ? 'valid' : 'invalid'}, ${promotion.fixture.tier})\n${[...files.keys()].map((target) => `  wrote ${shown(target)}\n`).join('')}`,
  );
  return EXIT.ok;
}
