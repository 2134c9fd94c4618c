import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CaseParts } from '../../src/report/caseParts.js';
import { holdsFor, ReportDraft, writeReports } from '../../src/report/index.js';
import { runConformance } from '../../src/runner/run.js';
import { suiteCases } from '../../src/runner/suite.js';
import { ReferenceSubject } from '../../src/runner/subjects/reference.js';
import type { Subject } from '../../src/runner/subjects/subject.js';
import type { Case, RunReport, SubjectIdentity } from '../../src/report/model/index.js';
import { REPORT_HTML, ReportHtmlDraft, reportHtmlFile } from '../../src/site/reportHtml.js';
import { scratchFolders } from './_support/scratch.js';

const tempDir = scratchFolders('cdm-draft-');

/** What a subject's close does: nothing, answer a case twice, be interrupted, announce itself late. */
type Close = 'nothing' | 'amends' | 'interrupted' | 'announces';

/**
 * The reference without two rules (false accepts), its close taking 30 ms and doing `close`: the ways a
 * subject's close can change a report, beside the time it takes.
 */
function closingSubject(close: Close, signal: { by?: string }): Subject & { readonly inputEnded: boolean } {
  const reference = new ReferenceSubject({ disabledRules: ['Entity.additional-properties', 'Timestamp.format'] });
  const amended = new Map<string, string>();
  let identity: SubjectIdentity | undefined;
  let first: string | undefined;
  let inputEnded = false;
  return {
    get inputEnded() {
      return inputEnded;
    },
    mode: 'stream',
    target: 'closing',
    name: 'closing',
    concurrency: 4,
    judge: async (testCase: Case) => {
      first ??= testCase.id;
      return reference.judgeNow(testCase);
    },
    fatal: () => undefined,
    amendments: () => amended,
    announced: () => identity,
    close: async () => {
      // As a stream subject's stdin.end(): Node ends the pipe on the next tick, libuv shuts it in its next poll.
      process.nextTick(() => setImmediate(() => (inputEnded = true)));
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (close === 'amends') amended.set(first!, 'answered twice: the second answer came after the input ended');
      if (close === 'interrupted') signal.by = 'SIGTERM';
      if (close === 'announces') identity = { name: 'late', version: '1.0.0' };
    },
  };
}

let cases: readonly Case[];
let scope: readonly string[];
beforeAll(async () => {
  ({ cases, scope } = await suiteCases({ kinds: ['entity'] }));
}, 120_000);

/** A run whose subject closes as `close` says: its draft (given while the subject closed), its report, its case parts. */
async function run(
  close: Close,
): Promise<{ draft: RunReport; report: RunReport; parts: CaseParts; closed: boolean; inputEnded: boolean }> {
  const parts = new CaseParts();
  const signal: { by?: string } = {};
  let draft: RunReport | undefined;
  let closedAtDraft = true;
  let inputEndedAtDraft = false;
  let closed = false;
  const subject = closingSubject(close, signal);
  const closeFirst = subject.close.bind(subject);
  subject.close = async () => {
    await closeFirst();
    closed = true;
  };
  const { report } = await runConformance({
    subject,
    cases,
    scope,
    level: 'path',
    corpusDigest: 'sha256:test',
    interrupted: () => signal.by,
    onResult: (result) => parts.add(result),
    onDraft: (report) => {
      draft = report;
      closedAtDraft = closed;
      inputEndedAtDraft = subject.inputEnded;
    },
  });
  parts.stop();
  return { draft: draft!, report, parts, closed: closedAtDraft, inputEnded: inputEndedAtDraft };
}

/** The five files of `report` written with `draft`'s parts (or without any draft), by name. */
async function files(report: RunReport, parts: CaseParts, draft?: RunReport): Promise<Record<string, Buffer>> {
  const dir = await tempDir();
  const html = draft === undefined ? reportHtmlFile(report) : new ReportHtmlDraft(draft).file(report);
  await writeReports(report, dir, {
    parts,
    extraFiles: [html],
    ...(draft === undefined ? {} : { draft: new ReportDraft(draft, parts) }),
  });
  const names = (await readdir(dir)).sort();
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await readFile(path.join(dir, name))] as const)),
  );
}

describe('report files rendered from a draft while the subject closes', () => {
  it("are drafted after the end of the subject's input went out and before the subject has closed, from the report as it stands then", async () => {
    const { draft, report, closed, inputEnded } = await run('nothing');
    expect({ inputEnded, closed }).toEqual({ inputEnded: true, closed: false });
    expect(report.header.durationMs).toBeGreaterThanOrEqual(draft.header.durationMs);
    expect(holdsFor(draft, report)).toBe(true);
    expect({ ...report, header: { ...report.header, durationMs: 0 } }).toEqual({
      ...draft,
      header: { ...draft.header, durationMs: 0 },
    });
  }, 60_000);

  it('write the same five files as the final report alone, its duration in each, when the close changed nothing else', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    const { draft, report, parts } = await run('nothing');
    const drafted = await files(report, parts, draft);
    expect(Object.keys(drafted)).toEqual(['badge.svg', 'junit.xml', 'report.html', 'report.json', 'summary.md']);
    expect(drafted).toEqual(await files(report, parts));
    const seconds = (report.header.durationMs / 1000).toFixed(3);
    expect(drafted['junit.xml']!.toString()).toContain(`time="${seconds}">`);
    expect(drafted['report.json']!.toString()).toContain(`"durationMs": ${report.header.durationMs},`);
    expect(drafted[REPORT_HTML]!.toString()).toContain(`, ${(report.header.durationMs / 1000).toFixed(1)} s (`);
  }, 60_000);

  it.each(['amends', 'interrupted', 'announces'] as const)(
    "are not used when the close changed the report (%s): the files are the final report's",
    async (close) => {
      vi.stubEnv('GITHUB_STEP_SUMMARY', '');
      const { draft, report, parts } = await run(close);
      expect(holdsFor(draft, report)).toBe(false);
      const drafted = await files(report, parts, draft);
      expect(drafted).toEqual(await files(report, parts));
      // And they say what the close changed.
      const json = drafted['report.json']!.toString();
      if (close === 'amends') expect(json).toContain('answered twice: the second answer came after the input ended');
      if (close === 'interrupted') expect(json).toContain('"interrupted": "SIGTERM"');
      if (close === 'announces') expect(json).toContain('"name": "late"');
    },
    60_000,
  );

  it('hold only for the same cases and everything else equal but the duration', () => {
    const report = {
      header: { durationMs: 5, subjectMs: 1 },
      summary: { level: 'path' },
      rules: [],
      cases: [],
    } as unknown as RunReport;
    expect(holdsFor(report, { ...report, header: { ...report.header, durationMs: 900 } })).toBe(true);
    expect(holdsFor(report, { ...report, cases: [] })).toBe(false);
    expect(holdsFor(report, { ...report, header: { ...report.header, subjectMs: 2 } })).toBe(false);
    expect(
      holdsFor(report, { ...report, summary: { ...report.summary, interrupted: 'SIGINT' } } as unknown as RunReport),
    ).toBe(false);
  });
});
