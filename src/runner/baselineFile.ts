/**
 * The --baseline file in its two forms. The text form: one case id or rule id per line, `#` starts a
 * comment. The JSON form (docs/baseline.schema.json) adds each entry's triage: why it fails (`reason`),
 * where it is tracked (`link`, an http(s) URL) and the day it must be fixed by (`expires`, YYYY-MM-DD):
 *
 *   { "entries": ["Position.lat.range",
 *                 { "id": "entity/...", "reason": "rounds to float32", "link": "https://...", "expires": "2027-03-31" }] }
 *
 * A file whose first character (after white space) is `{` is JSON; every other file is text, as always.
 * `--update-baseline` keeps the form, and the triage of every entry it writes again.
 */
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../support/atomicWrite.js';
import { isFailure } from './match.js';
import { isScored } from './score.js';
import type { CaseResult } from '../report/model/index.js';

/** One known failure: a case id or a rule id, with its triage when the file gives one. */
export interface BaselineEntry {
  readonly id: string;
  /** Why it is known to fail. */
  readonly reason?: string;
  /** Where it is tracked (an issue URL). */
  readonly link?: string;
  /** The last day it may stay unfixed (YYYY-MM-DD, UTC): from the day after, the entry fails the gate. */
  readonly expires?: string;
}

export type BaselineForm = 'text' | 'json';

export interface BaselineFile {
  readonly form: BaselineForm;
  readonly entries: readonly BaselineEntry[];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (match === null) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

const isUrl = (text: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

const ENTRY_KEYS = new Set(['id', 'reason', 'link', 'expires']);
const TOP_KEYS = new Set(['$schema', 'subject', 'entries']);

/** One entry of the JSON form, checked: a string is an id alone. Throws one line naming the entry. */
function jsonEntry(item: unknown, at: string): BaselineEntry {
  if (typeof item === 'string') {
    if (item.trim() === '') throw new Error(`${at}: an empty id`);
    return { id: item.trim() };
  }
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    throw new Error(`${at}: an entry is an id or an object { "id", "reason"?, "link"?, "expires"? }`);
  const fields = item as Record<string, unknown>;
  for (const key of Object.keys(fields))
    if (!ENTRY_KEYS.has(key))
      throw new Error(`${at}: unknown member ${JSON.stringify(key)} (id, reason, link, expires)`);
  const { id, reason, link, expires } = fields;
  if (typeof id !== 'string' || id.trim() === '') throw new Error(`${at}.id: a case id or rule id is needed`);
  if (reason !== undefined && typeof reason !== 'string') throw new Error(`${at}.reason: must be a string`);
  if (link !== undefined && (typeof link !== 'string' || !isUrl(link)))
    throw new Error(`${at}.link: must be an http(s) URL`);
  if (expires !== undefined && (typeof expires !== 'string' || !isDay(expires)))
    throw new Error(`${at}.expires: ${JSON.stringify(expires)} is not a day written YYYY-MM-DD`);
  return {
    id: id.trim(),
    ...(reason === undefined ? {} : { reason }),
    ...(link === undefined ? {} : { link }),
    ...(expires === undefined ? {} : { expires }),
  };
}

function parseJson(text: string): BaselineEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('a JSON baseline is an object { "entries": [...] } (docs/baseline.schema.json)');
  const top = parsed as Record<string, unknown>;
  for (const key of Object.keys(top))
    if (!TOP_KEYS.has(key)) throw new Error(`unknown member ${JSON.stringify(key)} ($schema, subject, entries)`);
  if (!Array.isArray(top.entries)) throw new Error('"entries" must be an array (docs/baseline.schema.json)');
  return top.entries.map((item, index) => jsonEntry(item, `entries[${index}]`));
}

function parseText(text: string): BaselineEntry[] {
  const entries: BaselineEntry[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const hash = raw.indexOf('#');
    const id = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    if (id !== '') entries.push({ id });
  }
  return entries;
}

/** The entries of a baseline file's text, in either form, each id once (the first wins). */
export function parseBaselineFile(text: string): BaselineFile {
  const form: BaselineForm = text.trimStart().startsWith('{') ? 'json' : 'text';
  const seen = new Set<string>();
  const entries = (form === 'json' ? parseJson(text) : parseText(text)).filter((entry) => {
    if (seen.has(entry.id)) return false;
    seen.add(entry.id);
    return true;
  });
  return { form, entries };
}

/** The file's entries; one that does not exist is an empty baseline only when it is about to be written (its form from its name). */
export async function readBaselineFile(file: string, mayBeMissing: boolean): Promise<BaselineFile> {
  try {
    return parseBaselineFile(await readFile(file, 'utf8'));
  } catch (error) {
    if (mayBeMissing && (error as NodeJS.ErrnoException).code === 'ENOENT')
      return { form: file.endsWith('.json') ? 'json' : 'text', entries: [] };
    throw error;
  }
}

/** The failing scored case ids of a run (expected failures too), by rule. */
function failuresByRule(results: readonly CaseResult[]): Map<string, string[]> {
  const byRule = new Map<string, string[]>();
  for (const result of results) {
    if (!isScored(result.tier) || !(isFailure(result.outcome) || result.outcome === 'expected-failure')) continue;
    const ids = byRule.get(result.rule) ?? [];
    ids.push(result.id);
    byRule.set(result.rule, ids);
  }
  for (const ids of byRule.values()) ids.sort();
  return byRule;
}

/** The text form for this run: every failing scored case id, grouped under a comment naming its rule. */
export function renderBaseline(
  results: readonly CaseResult[],
  subjectName: string,
  kept: readonly (string | BaselineEntry)[] = [],
): string {
  const byRule = failuresByRule(results);
  const lines = [
    `# Known failures of ${subjectName}: one case id or rule id per line (# starts a comment).`,
    '# Written by `cdm-conformance run --update-baseline`; a listed case that passes fails the run.',
  ];
  for (const rule of [...byRule.keys()].sort()) {
    const ids = byRule.get(rule)!;
    lines.push('', `# ${rule} (${ids.length} ${ids.length === 1 ? 'case' : 'cases'})`, ...ids);
  }
  const outside = kept.map((entry) => (typeof entry === 'string' ? entry : entry.id));
  if (outside.length > 0) lines.push('', '# Outside the run that wrote this file (kept as they were)', ...outside);
  return `${lines.join('\n')}\n`;
}

/**
 * The JSON form for this run: every failing scored case id, by rule, then the entries kept from outside the
 * run; an entry the file had before keeps its reason, link and expiry.
 */
export function renderBaselineJson(
  results: readonly CaseResult[],
  subjectName: string,
  kept: readonly BaselineEntry[] = [],
  previous: readonly BaselineEntry[] = [],
): string {
  const triage = new Map(previous.map((entry) => [entry.id, entry]));
  const byRule = failuresByRule(results);
  const ids = [...byRule.keys()].sort().flatMap((rule) => byRule.get(rule)!);
  const entries = [...ids.map((id) => triage.get(id) ?? { id }), ...kept];
  const items = entries.map((entry) => (Object.keys(entry).length === 1 ? entry.id : entry));
  return `${JSON.stringify({ subject: subjectName, entries: items }, null, 2)}\n`;
}

export async function writeBaseline(
  file: string,
  results: readonly CaseResult[],
  subjectName: string,
  kept: readonly (string | BaselineEntry)[] = [],
  form: BaselineForm = 'text',
  previous: readonly BaselineEntry[] = [],
): Promise<void> {
  const keptEntries = kept.map((entry) => (typeof entry === 'string' ? { id: entry } : entry));
  await writeFileAtomic(
    file,
    form === 'json'
      ? renderBaselineJson(results, subjectName, keptEntries, previous)
      : renderBaseline(results, subjectName, kept),
  );
}
