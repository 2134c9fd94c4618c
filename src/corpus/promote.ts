/**
 * `corpus promote`: a shrunk fixture (or any file in the fixture format) taken into a corpus folder in the
 * form its own tests accept. The id is `<scope>/<rule>/<place>--[valid-]<name>`, its entry goes into
 * promoted.json (the source `npm run generate` rebuilds it from), and its fixture file, index.json and the
 * counts in docs/corpus.md are written as the builders would write them. Refused, before anything is written:
 * a file that is not a fixture, an id that exists or was retired, the same object under another id, a
 * description the rule already has, and an expectation the reference does not share.
 */
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ruleById } from '../rules/catalogue/index.js';
import { matchesPlace, parsePointer, toPointer } from '../json/pointer.js';
import { didYouMean } from '../support/suggest.js';
import { corpusCountsParagraph, withCounts } from './docCounts.js';
import { fixtureText, loadCorpus } from './load.js';
import { fixtureFile, indexDocument, serializeFixture } from './render.js';
import { PROMOTED_FILE, promotedFixture, readPromoted, renderPromoted, type PromotedEntry } from './promoted.js';
import { RETIRED_IDS } from './retired.js';
import { fixtureSchema } from './schema.js';
import { checkSchema } from './schemaCheck.js';
import { SCOPES, slug, splitId, type Fixture, type Scope } from './types.js';

/** The promotion cannot be done as asked; the message is one line. */
export class PromoteError extends Error {
  override readonly name = 'PromoteError';
}

export interface PromoteRequest {
  /** The file's name, for messages, and its text. */
  readonly file: string;
  readonly text: string;
  /** A name (`above-100`, `kinematics.speed_mps--valid-above-100`) or a whole id. */
  readonly id: string;
  readonly description?: string | undefined;
  /** The rule to file it under, when not its first rule (required when it names none). */
  readonly rule?: string | undefined;
  /** The corpus folder. */
  readonly dir: string;
}

export interface Promotion {
  readonly entry: PromotedEntry;
  readonly fixture: Fixture;
  /** The corpus after the promotion, sorted by id. */
  readonly fixtures: readonly Fixture[];
  readonly entries: readonly PromotedEntry[];
}

function parseFixture(request: PromoteRequest): Fixture {
  let value: unknown;
  try {
    value = JSON.parse(request.text);
  } catch (error) {
    throw new PromoteError(`${request.file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const problems = checkSchema(value, fixtureSchema);
  if (problems.length > 0)
    throw new PromoteError(`${request.file} is not a fixture (docs/fixture-format.md): ${problems[0]}`);
  return value as Fixture;
}

function scopeOf(fixture: Fixture): Scope {
  try {
    return splitId(fixture.id).scope;
  } catch {
    return fixture.kind ?? 'stream';
  }
}

/** Every pointer in a value, the root excluded. */
function pointers(value: unknown, at: (string | number)[] = [], out: string[] = []): string[] {
  if (Array.isArray(value))
    value.forEach((item, index) => {
      out.push(toPointer([...at, index]));
      pointers(item, [...at, index], out);
    });
  else if (value !== null && typeof value === 'object')
    for (const [key, member] of Object.entries(value)) {
      out.push(toPointer([...at, key]));
      pointers(member, [...at, key], out);
    }
  return out;
}

/** Where the fixture is about its rule: the expected error's path, else the first of the rule's places the object has. */
function placeOf(fixture: Fixture, rule: string, scope: Scope): string | undefined {
  if (!fixture.expect.valid)
    return (fixture.expect.errors.find((error) => error.rule === rule) ?? fixture.expect.errors[0])?.path;
  const places = ruleById.get(rule)?.places[scope] ?? [];
  const present = fixture.object === undefined ? [] : pointers(fixture.object);
  for (const place of places) {
    const found = present.find((pointer) => matchesPlace(pointer, place));
    if (found !== undefined) return found;
  }
  return undefined;
}

function idFor(request: PromoteRequest, fixture: Fixture, rule: string, scope: Scope): string {
  const valid = fixture.expect.valid;
  let name: string;
  if (request.id.includes('/')) {
    const parts = request.id.replace(/\.json$/, '').split('/');
    if (parts.length !== 3 || parts[0] !== scope || parts[1] !== rule)
      throw new PromoteError(
        `--id ${request.id}: this fixture goes under ${scope}/${rule}/ (its kind and rule); give a name, or an id under that folder`,
      );
    name = parts[2]!;
  } else {
    const place = placeOf(fixture, rule, scope);
    name = request.id.includes('--')
      ? request.id
      : `${place === undefined ? 'object' : slug(place)}--${valid ? 'valid-' : ''}${request.id}`;
  }
  if (!/^[A-Za-z0-9._-]+$/.test(name))
    throw new PromoteError(`--id ${request.id}: a name is letters, digits, '.', '_' and '-' only`);
  if (valid !== name.includes('--valid-'))
    throw new PromoteError(
      `--id ${request.id}: ${valid ? 'a valid fixture has --valid- in its name' : 'an invalid fixture has no --valid- in its name'} (docs/corpus.md)`,
    );
  return `${scope}/${rule}/${name}`;
}

function valueAt(fixture: Fixture, pointer: string | undefined): string {
  if (pointer === undefined || fixture.object === undefined || !pointers(fixture.object).includes(pointer)) return '';
  const found = parsePointer(pointer).reduce<unknown>(
    (node, key) => (node as Record<string, unknown>)[key],
    fixture.object,
  );
  const text = JSON.stringify(found) ?? '';
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function defaultDescription(fixture: Fixture, rule: string, scope: Scope): string {
  const place = placeOf(fixture, rule, scope);
  const where = place === undefined ? `a ${scope}` : `${place} ${valueAt(fixture, place)}`.trim();
  return fixture.expect.valid
    ? `${where}: valid; found by generated testing, where a validator refused it under ${rule} (shrunk).`
    : `${where}: ${fixture.expect.errors.map((error) => error.rule).join(', ')}; found by generated testing, where a validator accepted it (shrunk).`;
}

/** Checks everything and returns what the corpus becomes; writes nothing. */
export function planPromotion(request: PromoteRequest): Promotion {
  const input = parseFixture(request);
  const rule = request.rule ?? input.rules[0];
  if (rule === undefined)
    throw new PromoteError(
      `${request.file} names no rule (the subject named none): give --rule RULE, the catalogue rule it is about`,
    );
  if (!ruleById.has(rule))
    throw new PromoteError(`--rule ${rule} is not a catalogue rule${didYouMean(rule, ruleById.keys())}`);
  const scope = scopeOf(input);
  if (!SCOPES.includes(scope)) throw new PromoteError(`${request.file}: no scope for kind ${String(input.kind)}`);
  const id = idFor(request, input, rule, scope);
  const existing = loadCorpus(request.dir);
  const entries = readPromoted(request.dir);
  const taken =
    existing.find((fixture) => fixture.id.toLowerCase() === id.toLowerCase()) ??
    entries.find((entry) => entry.id.toLowerCase() === id.toLowerCase());
  if (taken !== undefined) throw new PromoteError(`${id} exists already; choose another --id`);
  if (RETIRED_IDS.has(id)) throw new PromoteError(`${id} was retired and is never reused; choose another --id`);
  const same = existing.find(
    (fixture) =>
      fixture.kind === input.kind &&
      (fixtureText(fixture) === fixtureText(input) ||
        (fixture.object !== undefined && isDeepStrictEqual(fixture.object, input.object))),
  );
  if (same !== undefined)
    throw new PromoteError(
      `${request.file} holds the same ${input.text === undefined ? 'object' : 'text'} as ${same.id}: nothing to promote`,
    );
  const description = request.description ?? defaultDescription(input, rule, scope);
  if (description.trim() === '' || /[\r\n]/.test(description))
    throw new PromoteError('--description is one line of text');
  const rules = [rule, ...input.rules.filter((other) => other !== rule)];
  const clash = existing.find(
    (fixture) => fixture.description === description && fixture.rules.some((other) => rules.includes(other)),
  );
  if (clash !== undefined)
    throw new PromoteError(`${clash.id} has that description already; give another --description`);
  const entry: PromotedEntry = {
    id,
    description,
    rules,
    kind: input.kind,
    expect: input.expect,
    ...(input.text !== undefined ? { text: input.text } : { object: input.object }),
    from: `${input.id}: ${input.description}`,
  };
  let fixture: Fixture;
  try {
    fixture = promotedFixture(entry);
  } catch (error) {
    throw new PromoteError(
      `${request.file}: the reference does not agree with it: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const fixtures = [...existing, fixture].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { entry, fixture, fixtures, entries: [...entries, entry] };
}

/**
 * The files a promotion writes (absolute path → content): the fixture, index.json, promoted.json and, when
 * `docsPage` is given as its current text, docs/corpus.md with its counts.
 */
export function promotionFiles(
  promotion: Promotion,
  dir: string,
  docsPage?: { readonly file: string; readonly text: string },
): Map<string, string> {
  const files = new Map<string, string>();
  files.set(path.join(dir, fixtureFile(promotion.fixture.id)), serializeFixture(promotion.fixture));
  files.set(path.join(dir, 'index.json'), indexDocument(promotion.fixtures));
  files.set(path.join(dir, PROMOTED_FILE), renderPromoted(promotion.entries));
  if (docsPage !== undefined)
    files.set(docsPage.file, withCounts(docsPage.text, corpusCountsParagraph(promotion.fixtures)));
  return files;
}
