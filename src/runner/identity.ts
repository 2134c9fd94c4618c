/**
 * Who the subject is: a name and version from the command line (flags) and whatever the subject says about
 * itself (the stream protocol's hello, a module's `about` export; docs/protocol.md). What a subject says is
 * hostile input like any answer: only strings are kept, control and bidirectional characters are removed,
 * lengths are capped, a homepage must be an http(s) URL; anything else is a warning, never a failure.
 */
import type { SubjectHeader, SubjectIdentity } from '../report/model/index.js';

/** The longest value kept, in characters (a longer one is cut, ending in …). */
export const IDENTITY_LIMITS: Readonly<Record<keyof SubjectIdentity, number>> = {
  name: 64,
  version: 64,
  language: 64,
  homepage: 256,
};

const FIELDS = Object.keys(IDENTITY_LIMITS) as (keyof SubjectIdentity)[];

// C0/C1 controls, DEL, line/paragraph separators, bidirectional embeddings, overrides and isolates.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** One line of plain text, or undefined when nothing is left. */
function clean(text: string): string | undefined {
  const flat = text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  return flat === '' ? undefined : flat;
}

function cut(text: string, limit: number): string {
  const chars = [...text];
  return chars.length <= limit ? text : `${chars.slice(0, limit - 1).join('')}…`;
}

function homepageOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The identity members of `value` that pass the checks, and one problem per member that does not (`where`
 * names the source in those messages: "the hello answer", "the module's about export").
 */
export function readIdentity(value: unknown, where: string): { identity: SubjectIdentity; problems: string[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { identity: {}, problems: [`${where} is not a JSON object; ignored`] };
  }
  const record = value as Record<string, unknown>;
  const identity: { -readonly [K in keyof SubjectIdentity]?: string } = {};
  const problems: string[] = [];
  for (const field of FIELDS) {
    let raw: unknown;
    try {
      raw = record[field];
    } catch {
      problems.push(`${where}: ${field} could not be read; ignored`);
      continue;
    }
    if (raw === undefined) continue;
    if (typeof raw !== 'string') {
      problems.push(`${where}: ${field} is not a string; ignored`);
      continue;
    }
    const limit = IDENTITY_LIMITS[field];
    // Cap before cleaning too, so a huge string costs nothing.
    let text = clean(raw.length > limit * 4 ? raw.slice(0, limit * 4) : raw);
    if (text === undefined) continue;
    if (field === 'homepage') {
      text = text.length > limit ? undefined : homepageOf(text);
      if (text === undefined || text.length > limit) {
        problems.push(`${where}: homepage is not an http(s) URL of at most ${limit} characters; ignored`);
        continue;
      }
    } else if ([...text].length > limit || raw.length > limit * 4) {
      problems.push(`${where}: ${field} is longer than ${limit} characters; cut`);
      text = cut(text, limit);
    }
    identity[field] = text;
  }
  return { identity, problems };
}

/** Identity given on the command line: --name, --subject-version (compare: NAME@VERSION=). */
export interface GivenIdentity {
  readonly name?: string;
  readonly version?: string;
}

/**
 * header.subject: flags first, then what the subject announced. A flag version that differs from the
 * announced one is recorded as given, with a warning (the report then says what the user asserted).
 */
export function subjectHeader(
  base: Pick<SubjectHeader, 'mode' | 'target' | 'name'>,
  given: GivenIdentity,
  announced: SubjectIdentity | undefined,
): { header: SubjectHeader; warnings: string[] } {
  const said = announced !== undefined && Object.keys(announced).length > 0 ? announced : undefined;
  const version = given.version ?? said?.version;
  const warnings =
    given.version !== undefined && said?.version !== undefined && said.version !== given.version
      ? [
          `--subject-version ${given.version} differs from the version the subject announced (${said.version}); the report records ${given.version}`,
        ]
      : [];
  const header: SubjectHeader = {
    mode: base.mode,
    target: base.target,
    name: given.name ?? said?.name ?? base.name,
    ...(version === undefined ? {} : { version }),
    ...(said?.language === undefined ? {} : { language: said.language }),
    ...(said?.homepage === undefined ? {} : { homepage: said.homepage }),
    ...(said === undefined ? {} : { announced: said }),
  };
  return { header, warnings };
}

/** `name version`, or the name alone: how pages and tables name a subject. */
export const subjectLabel = (subject: Pick<SubjectHeader, 'name' | 'version'>): string =>
  subject.version === undefined ? subject.name : `${subject.name} ${subject.version}`;
