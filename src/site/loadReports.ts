/**
 * Reading report.json files for the site: each path is a report.json or a folder searched for them. A file
 * that is not a run report is named in one clear error; subject names become unique page names.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'glob';
import type { RunReport } from '../report/model/index.js';
import { fileName } from './links.js';
import type { NamedReport } from './reportsIndexPage.js';

export class ReportLoadError extends Error {
  override readonly name = 'ReportLoadError';
}

/** Enough shape for the pages; report.json keys added by later runners are carried along untouched. */
function isRunReport(value: unknown): value is RunReport {
  const report = value as Partial<RunReport> | null;
  return (
    typeof report === 'object' &&
    report !== null &&
    typeof report.header?.subject?.name === 'string' &&
    typeof report.header.subject.mode === 'string' &&
    (typeof report.summary?.conformant === 'boolean' || report.summary?.conformant === null) &&
    typeof report.summary.mustRules?.total === 'number' &&
    Array.isArray(report.rules) &&
    Array.isArray(report.cases)
  );
}

function filesOf(given: string): string[] {
  let stats;
  try {
    stats = statSync(given);
  } catch {
    throw new ReportLoadError(`--reports ${given}: no such file or folder`);
  }
  if (!stats.isDirectory()) return [given];
  const found = globSync('**/report.json', { cwd: given, posix: true, ignore: ['**/node_modules/**'] })
    .sort()
    .map((file) => path.join(given, file));
  if (found.length === 0) throw new ReportLoadError(`--reports ${given}: no report.json in this folder`);
  return found;
}

export function loadReports(paths: readonly string[]): NamedReport[] {
  const used = new Set<string>();
  return paths.flatMap(filesOf).map((file) => {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ReportLoadError(
        `${file} is not readable JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!isRunReport(value)) throw new ReportLoadError(`${file} is not a run report (docs/report.md)`);
    const base = fileName(
      value.header.subject.name
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/^[-.]+|-+$/g, '') || 'subject',
    );
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}-${n}`;
    used.add(name);
    return { name, source: file, report: value };
  });
}
