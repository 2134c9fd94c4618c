/**
 * `cdm-conformance generate`: sample objects from the property-test generators, valid or breaking
 * exactly one must rule, the same for the same --seed.
 */
import fc from 'fast-check';
import { kindNames, type Kind } from '../contract/canonicalObject.js';
import { canonicalObject, objectOfKind } from '../generators/canonicalObject.js';
import { realisticObject } from '../generators/realistic/objects.js';
import { hasViolator, placesOf, unviolatable, violator } from '../generators/violators/index.js';
import { ruleById } from '../rules/catalogue/index.js';
import { EXIT, PROGRAM, reportError, UsageError } from './terminal/errors.js';
import { writeRespectingBackpressure } from './terminal/output.js';
import { integerOption, seedOption } from './options/values.js';
import { oneOfChoice } from './options/choices.js';
import { commandLine } from './options/commandLine.js';
import { didYouMean } from '../support/suggest.js';

export const usage = `Usage: ${PROGRAM} generate [options]

Sample canonical objects from the fast-check generators behind the property suites: valid objects,
or (--violate) objects that break exactly one must rule and no other. The same options and seed
always give the same objects, and a smaller --count gives a prefix of a larger one.

Options:
  --kind K        ${kindNames.join(', ')} (default: a mixed stream of all four)
  --count N       how many objects (default 10)
  --seed S        an integer from -2147483648 to 2147483647 (write --seed=-5 for a negative
                  one); default: a random seed, reported on stderr so the run can be repeated
  --violate RULE  objects that break RULE (a must rule id of corpus/rules.json) at one of its
                  places; '${PROGRAM} validate --kind K' reports RULE and nothing else
  --realistic     objects that read like adapter output (names, coordinates in real sea areas and
                  airspace, timestamps in the hour before now, ordinary numbers) and pass
                  'validate --lint'; the same seed gives the same objects within one minute.
                  Without it: the fuzz behind the property suites (any Unicode, extreme numbers)
  --ndjson        one object per line (default: one pretty-printed JSON array); the form to
                  pipe into validate: '${PROGRAM} generate --ndjson | ${PROGRAM} validate -'
  -h, --help      show this help

Output is plain JSON, never coloured (NO_COLOR changes nothing).

Exit codes:
  0  objects written
  2  usage error (unknown kind or rule, a rule without a violator, a bad number)
`;

/** Objects are drawn in chunks, each from its own seed, so memory stays bounded and prefixes agree. */
const CHUNK = 500;

function arbitraryFor(kind: Kind | undefined, rule: string | undefined): fc.Arbitrary<unknown> {
  if (rule === undefined) return kind === undefined ? canonicalObject() : objectOfKind(kind);
  const entry = ruleById.get(rule);
  if (entry === undefined)
    throw new UsageError(
      `unknown rule ${JSON.stringify(rule)}${didYouMean(rule, [...ruleById.keys()]) || ' (rule ids are listed in corpus/rules.json)'}`,
    );
  if (!hasViolator(rule)) {
    const why =
      unviolatable[rule] ??
      (entry.tier === 'must' ? 'none is defined' : `only must rules have violators; this one is ${entry.tier}`);
    throw new UsageError(`rule ${rule} has no violator: ${why}`);
  }
  if (kind !== undefined && !placesOf(rule).some((place) => place.scope === kind)) {
    const scopes = [...new Set(placesOf(rule).map((place) => place.scope))].join(', ');
    throw new UsageError(`rule ${rule} applies to no place of kind ${kind} (it applies to: ${scopes})`);
  }
  return violator(rule, kind === undefined ? {} : { scope: kind }).map((violation) => violation.value);
}

const indent = (text: string): string => text.replace(/^/gm, '  ');

export async function run(argv: string[]): Promise<number> {
  const parsed = await commandLine(argv, usage, {
    kind: { type: 'string' },
    count: { type: 'string' },
    seed: { type: 'string' },
    violate: { type: 'string' },
    realistic: { type: 'boolean', default: false },
    ndjson: { type: 'boolean', default: false },
  });
  if (parsed === undefined) return EXIT.ok;
  const { values } = parsed;
  if (values.kind !== undefined) oneOfChoice('--kind', values.kind, kindNames);
  const kind = values.kind as Kind | undefined;
  const count = integerOption('--count', values.count, 10, { max: 10_000_000 });
  const seed = seedOption(values.seed);
  if (values.realistic && values.violate !== undefined)
    throw new UsageError('--realistic makes valid objects; drop --violate');
  const arbitrary = values.realistic
    ? realisticObject(Math.floor(Date.now() / 60_000) * 60_000, kind)
    : arbitraryFor(kind, values.violate);
  if (values.seed === undefined) reportError(`seed ${seed} (pass --seed ${seed} to get the same objects again)`);

  const out = process.stdout;
  if (!values.ndjson) await writeRespectingBackpressure(out, count === 0 ? '[]\n' : '[\n');
  for (let start = 0, chunk = 0; start < count; start += CHUNK, chunk += 1) {
    const size = Math.min(CHUNK, count - start);
    const objects = fc.sample(arbitrary, { seed: (seed + Math.imul(chunk, 0x9e3779b1)) | 0, numRuns: size });
    const text = objects
      .map((object, index) =>
        values.ndjson
          ? `${JSON.stringify(object)}\n`
          : `${indent(JSON.stringify(object, null, 2))}${start + index === count - 1 ? '\n' : ',\n'}`,
      )
      .join('');
    await writeRespectingBackpressure(out, text);
  }
  if (!values.ndjson && count > 0) await writeRespectingBackpressure(out, ']\n');
  return EXIT.ok;
}
