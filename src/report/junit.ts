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
import { diffErrors, diffText, oneLine } from './errorDiff.js';
import { escapeText, openTag } from './xml.js';
import { seconds, showPath, showRule, verdictWord } from './text.js';

type Verdict =
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

function testcase(result: CaseResult, verdict: Verdict): string {
  const open = openTag('testcase', { classname: result.rule, name: result.id, time: seconds(result.durationMs) });
  switch (verdict.kind) {
    case 'passed':
      return `    ${open}/>`;
    case 'skipped':
      return `    ${open}>\n      ${openTag('skipped', { message: verdict.message })}/>\n    </testcase>`;
    default:
      return `    ${open}>\n      ${openTag(verdict.kind, { message: verdict.message, type: verdict.type })}>${escapeText(verdict.body)}</${verdict.kind}>\n    </testcase>`;
  }
}

/** A case's <testcase> element (text, or its bytes) and the kind of its verdict, which its suite counts. */
export interface JunitCase<T = string> {
  readonly kind: Verdict['kind'];
  readonly text: T;
}

/** A case's element, from its verdict (the diff is the costly part). */
export function junitCase(result: CaseResult): JunitCase {
  const verdict = junitVerdict(result);
  return { kind: verdict.kind, text: testcase(result, verdict) };
}

export interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
  time: number;
}

function countsOf(cases: readonly CaseResult[], rendered: ReadonlyMap<CaseResult, JunitCase<unknown>>): Counts {
  const counts: Counts = { tests: cases.length, failures: 0, errors: 0, skipped: 0, time: 0 };
  for (const result of cases) {
    const kind = rendered.get(result)!.kind;
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

/**
 * junit.xml in pieces, in order: each case's element from `caseOf` (junitCase, or its bytes rendered while
 * the run was going: report/caseParts.ts), everything else through `text`.
 */
export function junitPieces<T>(
  report: RunReport,
  caseOf: (result: CaseResult) => JunitCase<T>,
  text: (piece: string) => T,
): T[] {
  const suites = junitSuites(report, caseOf, text);
  return [text(junitTop(report, suites.total)), ...suites.pieces];
}

/** The XML declaration and the <testsuites> line: the run's name, its case counts (`total`) and its duration. */
export function junitTop(report: RunReport, total: Counts): string {
  const { header } = report;
  const root = openTag('testsuites', {
    name: `cdm-conformance ${header.contract}: ${header.subject.name}`,
    tests: total.tests,
    failures: total.failures,
    errors: total.errors,
    skipped: total.skipped,
    time: seconds(header.durationMs),
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}>\n`;
}

/** Everything after junitTop, and the counts it shows: made of the report's rules and cases alone. */
export function junitSuites<T>(
  report: Pick<RunReport, 'rules' | 'cases'>,
  caseOf: (result: CaseResult) => JunitCase<T>,
  text: (piece: string) => T,
): { readonly total: Counts; readonly pieces: T[] } {
  const ruleInfo = new Map(report.rules.map((rule) => [rule.id, rule]));
  // Each case's element once, for its suite's counts, its place and the total.
  const rendered = new Map(report.cases.map((result) => [result, caseOf(result)]));
  const total = countsOf(report.cases, rendered);
  const pieces: T[] = [];
  const newline = text('\n');
  let suites = 0;
  for (const [rule, cases] of suitesOf(report)) {
    const counts = countsOf(cases, rendered);
    const info = ruleInfo.get(rule);
    const properties =
      info === undefined
        ? []
        : [
            '    <properties>',
            ...(['tier', 'category', 'status'] as const).map(
              (key) => `      ${openTag('property', { name: key, value: info[key] })}/>`,
            ),
            '    </properties>',
          ];
    const open = `  ${openTag('testsuite', { name: showRule(rule), tests: counts.tests, failures: counts.failures, errors: counts.errors, skipped: counts.skipped, time: seconds(counts.time) })}>`;
    pieces.push(text(`${suites++ === 0 ? '' : '\n'}${[open, ...properties].join('\n')}`));
    for (const result of cases) pieces.push(newline, rendered.get(result)!.text);
    pieces.push(text('\n  </testsuite>'));
  }
  pieces.push(text(`${suites === 0 ? '' : '\n'}</testsuites>\n`));
  return { total, pieces };
}

export function renderJunit(report: RunReport): string {
  return junitPieces(report, junitCase, (piece) => piece).join('');
}
