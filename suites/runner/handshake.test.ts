/**
 * The stream protocol's optional hello (docs/protocol.md): a subject may announce its name, version,
 * language and homepage; one that does not works exactly as before, and a bad hello is a warning, never a
 * failed case or a crash.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliInProcess } from '../cli/_support.js';
import { runConformance } from '../../src/runner/run.js';
import { makeSubject } from '../../src/runner/subjects/index.js';
import type { StreamSubject } from '../../src/runner/subjects/stream.js';
import { ensureBuilt, outcomes, ROOT, sixCases, subjectCommand } from './_support.js';

beforeAll(() => ensureBuilt());

async function runHello(mode: string | undefined, given: { name?: string; version?: string } = {}) {
  const command = mode === undefined ? subjectCommand('well-behaved.mjs') : subjectCommand('hello.mjs', '--mode', mode);
  const subject = await makeSubject(
    { mode: 'stream', command },
    { ...given, timeoutMs: 2000, jobs: 1, maxRestarts: 3 },
  );
  const outcome = await runConformance({
    subject,
    cases: sixCases(),
    scope: [],
    level: 'verdict',
    corpusDigest: 'test',
  });
  expect(Object.values(outcomes(outcome.report.cases))).toEqual(Array(6).fill('pass'));
  expect((subject as StreamSubject).restarts).toBe(0);
  return outcome;
}

describe('the stream hello', () => {
  it('a subject that announces itself is recorded under its own name', async () => {
    const { report, warnings } = await runHello('good');
    expect(report.header.subject).toMatchObject({
      mode: 'stream',
      name: 'scripted-validator',
      version: '3.1.4',
      language: 'JavaScript (Node.js)',
      homepage: 'https://example.org/scripted',
      announced: {
        name: 'scripted-validator',
        version: '3.1.4',
        language: 'JavaScript (Node.js)',
        homepage: 'https://example.org/scripted',
      },
    });
    expect(warnings).toEqual([]);
  });

  it('the runner tells the subject it may say hello (CDM_CONFORMANCE_HELLO=1)', async () => {
    const { report } = await runHello('only-if-asked');
    expect(report.header.subject.version).toBe('3.1.4');
  });

  it('a subject that says nothing works as before: named from its command, no identity, no warning', async () => {
    const { report, warnings } = await runHello(undefined);
    expect(report.header.subject).toEqual({
      mode: 'stream',
      target: subjectCommand('well-behaved.mjs'),
      name: 'well-behaved',
    });
    expect(warnings).toEqual([]);
  });

  it('flags win over the hello; a differing version is a warning', async () => {
    const { report, warnings } = await runHello('good', { name: 'mine', version: '3.1.5' });
    expect(report.header.subject).toMatchObject({
      name: 'mine',
      version: '3.1.5',
      announced: { name: 'scripted-validator', version: '3.1.4' },
    });
    expect(warnings.join('\n')).toMatch(
      /--subject-version 3\.1\.5 differs from the version the subject announced \(3\.1\.4\)/,
    );
  });

  it('a hostile hello is cleaned, capped and warned about; no case suffers', async () => {
    const { report, warnings } = await runHello('hostile');
    const subject = report.header.subject;
    expect(subject.name).not.toMatch(/[\u0000-\u001f\u202e]/);
    expect([...subject.name].length).toBeLessThanOrEqual(64);
    expect(subject.version).toBeUndefined();
    expect(subject.homepage).toBeUndefined();
    expect(subject.language).toBe('evil');
    expect(warnings.join('\n')).toMatch(/version is not a string/);
    expect(warnings.join('\n')).toMatch(/homepage is not an http\(s\) URL/);
    expect(warnings.join('\n')).toMatch(/name is longer than 64 characters/);
  });

  it('a hello that is not an object, or too long, is a warning and ignored', async () => {
    const notObject = await runHello('not-object');
    expect(notObject.report.header.subject.announced).toBeUndefined();
    expect(notObject.warnings.join('\n')).toMatch(/hello.*not a JSON object/);
    const huge = await runHello('huge');
    expect(huge.report.header.subject.announced).toBeUndefined();
    expect(huge.warnings.join('\n')).toMatch(/hello line is longer than 4096 bytes/);
  });

  it('a hello among the answers is taken; a second one that differs is a warning', async () => {
    const late = await runHello('late');
    expect(late.report.header.subject.version).toBe('3.1.4');
    const twice = await runHello('twice');
    expect(twice.report.header.subject.version).toBe('3.1.4');
    expect(twice.warnings.join('\n')).toMatch(/announced itself again, differently/);
  });
});

describe('the bundled reference over the stream protocol', () => {
  it('announces itself and shows a portable command: no path of this machine in the report', async () => {
    const subject = await makeSubject({ mode: 'reference' }, { timeoutMs: 10_000, jobs: 1, maxRestarts: 3 });
    const { report, warnings } = await runConformance({
      subject,
      cases: sixCases(),
      scope: [],
      level: 'verdict',
      corpusDigest: 'test',
    });
    expect(Object.values(outcomes(report.cases))).toEqual(Array(6).fill('pass'));
    expect(report.header.subject).toMatchObject({
      mode: 'reference',
      target: 'cdm-conformance validate --stream',
      name: 'reference',
      version: report.header.runner,
      announced: { name: 'cdm-conformance' },
    });
    expect(report.header.subject.language).toMatch(/^TypeScript \(Node\.js v\d+/);
    expect(warnings).toEqual([]);
    const text = JSON.stringify(report);
    expect(text).not.toContain(ROOT);
    expect(text).not.toContain(process.execPath);
  });
});

// The command lines run in process (cliInProcess): what they show is the command's; the subjects are processes.
describe('identity on the command line', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'cdm-identity-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const header = (dir: string) =>
    (JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { header: { subject: Record<string, unknown> } })
      .header.subject;

  it('run --name and --subject-version name the subject; a version unlike the announced one is warned about', async () => {
    const out = join(scratch, 'run');
    const run = await cliInProcess([
      'run',
      '--stream',
      subjectCommand('hello.mjs'),
      '--name',
      'mine',
      '--subject-version',
      '4.0.0',
      '--rule',
      'Track.samples.order',
      '--quiet',
      '--out',
      out,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(header(out)).toMatchObject({
      name: 'mine',
      version: '4.0.0',
      language: 'JavaScript (Node.js)',
      announced: { version: '3.1.4' },
    });
    expect(run.stderr).toMatch(
      /warning: --subject-version 4\.0\.0 differs from the version the subject announced \(3\.1\.4\)/,
    );
  });

  it('run refuses a --subject-version that is not one short line', async () => {
    const run = await cliInProcess([
      'run',
      '--reference',
      '--subject-version',
      'x\u001b[31m',
      '--rule',
      'Track.samples.order',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--subject-version/);
  });

  it('compare takes NAME@VERSION=CMD per subject; the comparison shows name and version per column', async () => {
    const out = join(scratch, 'compare');
    const run = await cliInProcess([
      'compare',
      '--stream',
      `plain@2.5.0=${subjectCommand('well-behaved.mjs')}`,
      '--stream',
      `hello=${subjectCommand('hello.mjs')}`,
      '--reference',
      '--rule',
      'Track.samples.order',
      '--out',
      out,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(header(join(out, 'plain'))).toMatchObject({ name: 'plain', version: '2.5.0' });
    expect(header(join(out, 'hello'))).toMatchObject({
      name: 'hello',
      version: '3.1.4',
      homepage: 'https://example.org/scripted',
    });
    expect(header(join(out, 'reference'))).toMatchObject({
      name: 'reference',
      target: 'cdm-conformance validate --stream',
      version: expect.any(String),
    });
    const page = readFileSync(join(out, 'site', 'compare.html'), 'utf8');
    const columns = /<table class="matrix"><thead><tr>(.*?)<\/tr><\/thead>/s.exec(page)![1]!;
    expect(columns).toContain('plain');
    expect(columns).toContain('2.5.0');
    expect(columns).toContain('3.1.4');
  });
});
