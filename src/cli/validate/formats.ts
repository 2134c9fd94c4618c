/**
 * The ways `validate` writes its results: human (grouped by object), json (one line per value), github
 * (workflow-command annotations on the offending line and column), junit (one testcase per object, for
 * GitLab and Jenkins), sarif (SARIF 2.1.0, for code scanning) and gitlab (GitLab Code Quality). Each turns
 * one object's result into text with the report layer's writers; the reporter (reporter.ts) counts, caps and
 * writes it.
 */
import { isAbsolute, relative, sep } from 'node:path';
import { parsePointer } from '../../json/pointer.js';
import { locateSegments, type TextLocation } from '../../json/locate.js';
import {
  TESTSUITE_CLOSE,
  TESTSUITES_CLOSE,
  testcaseXml,
  testsuiteOpen,
  testsuitesOpen,
  type Verdict,
} from '../../report/junit.js';
import { escapeForTerminal as printable } from '../../support/terminal.js';
import type { ValidationError, ValidationResult } from '../../rules/types.js';
import { palette, type Palette } from '../terminal/output.js';
import { inertLineStarts } from '../../support/workflowCommands.js';
import { annotation } from '../../report/annotations.js';

export const FORMATS = ['human', 'json', 'github', 'junit', 'sarif', 'gitlab'] as const;
export type Format = (typeof FORMATS)[number];

/** Where a value came from. */
export interface Origin {
  /** The file as given on the command line, or '-' for stdin. */
  readonly source: string;
  /** 1-based line of an NDJSON value, 0 for a whole-file value. */
  readonly index: number;
  /** The value's text, to locate the offending value (line and column) for annotations. */
  readonly text?: string;
}

/** What of one object's findings is listed (the rest is only counted: --max-errors). */
export interface Listed {
  readonly errors: readonly ValidationError[];
  readonly warnings: readonly ValidationError[];
  /** warnings fail the gate (--fail-on warning): annotate and report them as failures */
  readonly warningsFail: boolean;
}

export interface Formatter {
  begin(): string;
  object(origin: Origin, result: ValidationResult, listed: Listed): string;
  end(): string;
}

const sourceName = (source: string): string => (source === '-' ? '<stdin>' : source);

/** The line and column of a finding: within the NDJSON line, or within the whole file. */
export function locate(origin: Origin, finding: ValidationError): { line: number; col?: number } {
  if (origin.text === undefined) return { line: Math.max(origin.index, 1) };
  let found: TextLocation;
  try {
    found = locateSegments(origin.text, parsePointer(finding.path));
  } catch {
    return { line: Math.max(origin.index, 1) }; // a pointer that is not one (never from our validator)
  }
  return origin.index > 0
    ? { line: origin.index + found.line - 1, col: found.column }
    : { line: found.line, col: found.column };
}

const where = (path: string): string => printable(path === '' ? '(root)' : path);

export class HumanFormat implements Formatter {
  private readonly colours: Palette;
  constructor(colour: boolean) {
    this.colours = palette(colour);
  }
  begin(): string {
    return '';
  }
  object(origin: Origin, _result: ValidationResult, listed: Listed): string {
    if (listed.errors.length === 0 && listed.warnings.length === 0) return '';
    let text = `${printable(sourceName(origin.source))}${origin.index > 0 ? `:${origin.index}` : ''}\n`;
    for (const e of listed.errors)
      text += `  ${this.colours.path(where(e.path))}  ${this.colours.rule(printable(e.rule))}  ${printable(e.message)}\n`;
    for (const w of listed.warnings)
      text += `  ${this.colours.path(where(w.path))}  ${this.colours.warning(printable(w.rule))}  warning: ${printable(w.message)}\n`;
    // A file name or path from the data at the start of a line must not read as a workflow command.
    return inertLineStarts(text);
  }
  end(): string {
    return '';
  }
}

const pick = (e: ValidationError): ValidationError => ({ path: e.path, rule: e.rule, message: e.message });

/** One JSON line per value, complete (never capped): a fixed key order so outputs diff cleanly. */
export class JsonFormat implements Formatter {
  constructor(private readonly lint: boolean) {}
  begin(): string {
    return '';
  }
  object(origin: Origin, result: ValidationResult): string {
    const line: Record<string, unknown> = {
      source: origin.source,
      index: origin.index,
      valid: result.valid,
      errors: result.errors.map(pick),
    };
    if (this.lint) line.warnings = (result.warnings ?? []).map(pick);
    return JSON.stringify(line) + '\n';
  }
  end(): string {
    return '';
  }
}

/**
 * A path GitHub can match against the checkout: relative to $GITHUB_WORKSPACE when the file is inside it,
 * with forward slashes.
 */
export function annotationFile(source: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (source === '-') return undefined;
  const workspace = env.GITHUB_WORKSPACE;
  let file = source;
  if (isAbsolute(source) && workspace !== undefined && workspace !== '') {
    const inside = relative(workspace, source);
    if (!inside.startsWith('..') && !isAbsolute(inside)) file = inside;
  }
  return file.split(sep).join('/');
}

export class GithubFormat implements Formatter {
  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}
  begin(): string {
    return '';
  }
  object(origin: Origin, _result: ValidationResult, listed: Listed): string {
    const file = annotationFile(origin.source, this.env);
    const command = (finding: ValidationError, level: 'error' | 'warning'): string => {
      const at = locate(origin, finding);
      // Printable: the message reaches the log viewer, which renders ANSI sequences.
      const message = `${where(finding.path)}: ${printable(finding.message)}${file === undefined ? ` (<stdin> line ${at.line})` : ''}`;
      return annotation({
        level,
        ...(file === undefined ? {} : { file, line: at.line, ...(at.col === undefined ? {} : { col: at.col }) }),
        title: printable(finding.rule),
        message,
      });
    };
    let text = '';
    for (const e of listed.errors) text += command(e, 'error');
    for (const w of listed.warnings) text += command(w, listed.warningsFail ? 'error' : 'warning');
    return text;
  }
  end(): string {
    return '';
  }
}

/**
 * JUnit XML for GitLab and Jenkins: a testsuite per input, a testcase per object, a failure listing every
 * error. The schema wants each suite's counts on its start tag, so one input's testcases are held until the
 * input ends.
 */
export class JunitFormat implements Formatter {
  private current: string | undefined;
  private suite = { text: '', tests: 0, failures: 0 };
  begin(): string {
    return testsuitesOpen({ name: 'cdm-conformance validate' });
  }
  /** The testsuite a new source opens: the one before it closed, '' while the source stays the same. */
  private enter(source: string): string {
    if (source === this.current) return '';
    const closed = this.close();
    this.current = source;
    return closed;
  }
  object(origin: Origin, result: ValidationResult, listed: Listed): string {
    const failing = [...result.errors, ...(listed.warningsFail ? (result.warnings ?? []) : [])];
    const notes = listed.warningsFail ? [] : (result.warnings ?? []);
    const first = failing[0];
    const verdict: Verdict =
      first === undefined
        ? { kind: 'passed' }
        : {
            kind: 'failure',
            type: first.rule,
            message: `${first.rule} at ${first.path === '' ? '(root)' : first.path}: ${first.message}`,
            body: failing.map((e) => `${where(e.path)}  ${e.rule}  ${e.message}`).join('\n'),
          };
    const testcase = testcaseXml({
      classname: sourceName(origin.source),
      name: origin.index > 0 ? `line ${origin.index}` : sourceName(origin.source),
      verdict,
      ...(notes.length === 0
        ? {}
        : { systemOut: notes.map((w) => `warning: ${where(w.path)}  ${w.rule}  ${w.message}`).join('\n') }),
    });
    const closed = this.enter(origin.source);
    this.suite.text += `${testcase}\n`;
    this.suite.tests += 1;
    if (verdict.kind === 'failure') this.suite.failures += 1;
    return closed;
  }
  /** The suite held, with its counts, and nothing held after it. */
  private close(): string {
    if (this.current === undefined) return '';
    const { text, tests, failures } = this.suite;
    this.suite = { text: '', tests: 0, failures: 0 };
    const open = testsuiteOpen({ name: sourceName(this.current), tests, failures, errors: 0 });
    return `${open}\n${text}${TESTSUITE_CLOSE}\n`;
  }
  end(): string {
    return `${this.close()}${TESTSUITES_CLOSE}`;
  }
}
