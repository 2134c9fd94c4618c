/**
 * junit.xml: the format every CI understands (GitHub publishers, GitLab, Jenkins). One <testsuite> per rule,
 * one <testcase> per case, so a CI test view groups failures by the rule they break.
 *
 * Mapping: false-accept / false-reject / wrong-rule / wrong-path -> <failure>; error / timeout -> <error>; skipped cases, may-tier cases
 * (reported, never scored) and baseline expected failures -> <skipped>; pass -> a passing testcase.
 * unexpected-pass -> <failure type="unexpected-pass">: the subject is right, but the run fails until the
 * baseline drops the case, and the CI test view must show why the job is red.
 */
import type { CaseResult, RunReport } from './model/index.js';
import type { Reporter } from './reporter.js';
import { diffErrors, diffText, oneLine } from './errorDiff.js';
import { escapeText, openTag } from './xml.js';
import { seconds, showPath, showRule, verdictWord } from './text.js';

export type Verdict =
  | { readonly kind: 'passed' }
  | { readonly kind: 'failure' | 'error'; readonly type: string; readonly message: string; readonly body: string }
  | { readonly kind: 'skipped'; readonly message: string };

function expectation(result: CaseResult): string {
  const errors = result.expected.errors.map((error) => `${error.rule} at ${showPath(error.path)}`);
  return `expected ${verdictWord(result.expected.valid)}${errors.length === 0 ? '' : ` (${errors.join(', ')})`}`;
}

function diffBody(result: CaseResult): string {
  const lines = diffErrors(result.expected.errors, result.actual.errors ?? []);
  return [
    `expected: ${verdictWord(result.expected.valid)}`,
    `actual:   ${verdictWord(result.actual.valid)}`,
    ...(lines.length === 0 ? [] : ['errors (- expected, not reported; + reported, not expected):', ...diffText(lines)]),
    ...(result.actual.message === undefined ? [] : [`subject message: ${result.actual.message}`]),
    ...(result.actual.stderr === undefined ? [] : ['subject stderr:', result.actual.stderr.trimEnd()]),
  ].join('\n');
}

export function junitVerdict(result: CaseResult): Verdict {
  if (result.tier === 'may') {
    return {
      kind: 'skipped',
      message: `may rule, reported not scored: subject says ${verdictWord(result.actual.valid)}, reference says ${verdictWord(result.expected.valid)}`,
    };
  }
  switch (result.outcome) {
    case 'pass':
      return { kind: 'passed' };
    case 'unexpected-pass':
      return {
        kind: 'failure',
        type: 'unexpected-pass',
        message:
          'unexpected pass: the case passes but the baseline lists it as failing; the baseline is out of date for this case',
        body: diffBody(result),
      };
    case 'false-accept':
    case 'false-reject':
      return {
        kind: 'failure',
        type: result.outcome,
        message: `${result.outcome}: ${expectation(result)}; subject said ${verdictWord(result.actual.valid)}`,
        body: diffBody(result),
      };
    case 'wrong-rule':
    case 'wrong-path': {
      const what =
        result.outcome === 'wrong-rule'
          ? 'without reporting the expected rule'
          : 'with the expected rule, but not at the expected path';
      return {
        kind: 'failure',
        type: result.outcome,
        message: `${result.outcome}: ${expectation(result)}; subject rejected it ${what}`,
        body: diffBody(result),
      };
    }
    case 'error':
      return {
        kind: 'error',
        type: 'error',
        message: `subject error: ${oneLine(result.actual.message ?? 'no message')}`,
        body: diffBody(result),
      };
    case 'timeout':
      return {
        kind: 'error',
        type: 'timeout',
        message: `subject gave no answer in time (${Math.round(result.durationMs)} ms)`,
        body: diffBody(result),
      };
    case 'skipped':
      return { kind: 'skipped', message: result.actual.message ?? 'skipped' };
    case 'expected-failure':
      return {
        kind: 'skipped',
        message: `expected failure (baseline): ${expectation(result)}; subject said ${verdictWord(result.actual.valid)}`,
      };
  }
}

/** One <testcase> as the one JUnit writer renders it, for `run` (a case) and `validate` (an object). */
export interface JunitTestcase {
  readonly classname: string;
  readonly name: string;
  /** Milliseconds, written as seconds; absent when nothing was timed. */
  readonly timeMs?: number;
  readonly verdict: Verdict;
  /** Notes that do not fail the case (validate's warnings). */
  readonly systemOut?: string;
}

/** The <testcase> element, indented for its place in a <testsuite>, without a trailing line break. */
export function testcaseXml(testcase: JunitTestcase): string {
  const { verdict } = testcase;
  const open = `    ${openTag('testcase', { classname: testcase.classname, name: testcase.name, time: testcase.timeMs === undefined ? undefined : seconds(testcase.timeMs) })}`;
  const inner: string[] = [];
  if (verdict.kind === 'skipped') inner.push(`      ${openTag('skipped', { message: verdict.message })}/>`);
  else if (verdict.kind !== 'passed')
    inner.push(
      `      ${openTag(verdict.kind, { type: verdict.type, message: verdict.message })}>${escapeText(verdict.body)}</${verdict.kind}>`,
    );
  if (testcase.systemOut !== undefined) inner.push(`      <system-out>${escapeText(testcase.systemOut)}</system-out>`);
  return inner.length === 0 ? `${open}/>` : `${open}>\n${inner.join('\n')}\n    </testcase>`;
}

/** The XML declaration and the <testsuites> start tag, with a line break. */
export function testsuitesOpen(attributes: Readonly<Record<string, string | number | undefined>>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${openTag('testsuites', attributes)}>\n`;
}

/** A <testsuite> start tag, indented for its place. */
export const testsuiteOpen = (attributes: Readonly<Record<string, string | number | undefined>>): string =>
  `  ${openTag('testsuite', attributes)}>`;

export const TESTSUITE_CLOSE = '  </testsuite>';
export const TESTSUITES_CLOSE = '</testsuites>\n';

interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
  time: number;
}

function countsOf(cases: readonly CaseResult[], verdicts: ReadonlyMap<CaseResult, Verdict>): Counts {
  const counts: Counts = { tests: cases.length, failures: 0, errors: 0, skipped: 0, time: 0 };
  for (const result of cases) {
    const kind = verdicts.get(result)!.kind;
    if (kind === 'failure') counts.failures += 1;
    else if (kind === 'error') counts.errors += 1;
    else if (kind === 'skipped') counts.skipped += 1;
    counts.time += Number.isFinite(result.durationMs) ? result.durationMs : 0;
  }
  return counts;
}

/** Cases grouped by their primary rule, in the report's rule order; rules without cases get no suite. */
export function suitesOf(report: Pick<RunReport, 'rules' | 'cases'>): Map<string, CaseResult[]> {
  const suites = new Map<string, CaseResult[]>(report.rules.map((rule) => [rule.id, []]));
  for (const result of report.cases) {
    const cases = suites.get(result.rule);
    if (cases === undefined) suites.set(result.rule, [result]);
    else cases.push(result);
  }
  for (const [rule, cases] of suites) if (cases.length === 0) suites.delete(rule);
  return suites;
}

const counted = (counts: Counts) => ({ tests: counts.tests, failures: counts.failures, errors: counts.errors });

/** junit.xml of a run: a <testsuite> per rule with its properties, a <testcase> per case. */
export function renderJunit(report: RunReport): string {
  const { header } = report;
  const verdicts = new Map(report.cases.map((result) => [result, junitVerdict(result)]));
  const ruleInfo = new Map(report.rules.map((rule) => [rule.id, rule]));
  const total = countsOf(report.cases, verdicts);
  const lines: string[] = [];
  for (const [rule, cases] of suitesOf(report)) {
    const counts = countsOf(cases, verdicts);
    lines.push(
      testsuiteOpen({ name: showRule(rule), ...counted(counts), skipped: counts.skipped, time: seconds(counts.time) }),
    );
    const info = ruleInfo.get(rule);
    if (info !== undefined)
      lines.push(
        '    <properties>',
        ...(['tier', 'category', 'status'] as const).map(
          (key) => `      ${openTag('property', { name: key, value: info[key] })}/>`,
        ),
        '    </properties>',
      );
    for (const result of cases)
      lines.push(
        testcaseXml({
          classname: result.rule,
          name: result.id,
          timeMs: result.durationMs,
          verdict: verdicts.get(result)!,
        }),
      );
    lines.push(TESTSUITE_CLOSE);
  }
  const top = testsuitesOpen({
    name: `cdm-conformance ${header.contract}: ${header.subject.name}`,
    ...counted(total),
    time: seconds(header.durationMs),
  });
  return `${top}${lines.map((line) => `${line}\n`).join('')}${TESTSUITES_CLOSE}`;
}

export const junitReporter: Reporter = { file: 'junit.xml', render: renderJunit };
