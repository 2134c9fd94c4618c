/**
 * `validate`'s reporter (what makes it a CI gate): counts every object, lists findings in the chosen format up to --max-errors,
 * keeps per-rule statistics, and decides the exit code (--fail-on error|warning).
 */
import type { Writable } from 'node:stream';
import { MAX_LISTED_ERRORS } from '../../json/errorCap.js';
import { docsHelpUri } from '../../site/reportHtml.js';
import { GitlabFormat, SarifFormat } from './findingFormats.js';
import type { ValidationResult } from '../../rules/types.js';
import { writeRespectingBackpressure } from '../terminal/output.js';
import type { ProgressLine } from './logProgress.js';
import {
  GithubFormat,
  HumanFormat,
  JsonFormat,
  JunitFormat,
  locate,
  type Format,
  type Formatter,
  type Origin,
} from './formats.js';
import { RuleStats } from './stats.js';

export type FailOn = 'error' | 'warning';

/** The result of every valid object without warnings (never changed by anyone). */
const VALID: ValidationResult = Object.freeze({
  valid: true,
  errors: Object.freeze([]) as unknown as ValidationResult['errors'],
});

export interface ReporterOptions {
  readonly format: Format;
  readonly quiet: boolean;
  readonly lint: boolean;
  readonly colour: boolean;
  readonly failOn: FailOn;
  /** List at most this many findings (human, github); Infinity for all. */
  readonly maxErrors: number;
  readonly env?: NodeJS.ProcessEnv;
  /** The docs site's address (sarif: each rule's helpUri is its page there). */
  readonly docsUrl?: string;
}

function formatter(options: ReporterOptions): Formatter {
  switch (options.format) {
    case 'json':
      return new JsonFormat(options.lint);
    case 'github':
      return new GithubFormat(options.env);
    case 'junit':
      return new JunitFormat();
    case 'sarif':
      return new SarifFormat(
        options.env ?? process.env,
        options.docsUrl === undefined ? {} : { helpUri: docsHelpUri(options.docsUrl) },
      );
    case 'gitlab':
      return new GitlabFormat(options.env ?? process.env);
    default:
      return new HumanFormat(options.colour);
  }
}

export class ValidateReporter {
  readonly stats = new RuleStats();
  /** findings counted but not listed because of --max-errors */
  unlisted = 0;
  /** errors the validator counted but did not list: past its cap of one object (json/errorCap.ts) */
  omitted = 0;
  private listed = 0;
  /** Lines and whole values not validated: longer than --max-line-bytes. */
  private readonly tooLong = { line: 0, value: 0 };
  private pending = '';
  private readonly format: Formatter;

  constructor(
    private readonly options: ReporterOptions,
    private readonly out: Writable,
    private readonly progress: ProgressLine | null,
  ) {
    this.format = formatter(options);
    if (!options.quiet) this.pending += this.format.begin();
  }

  get objects(): number {
    return this.stats.objects;
  }
  get valid(): number {
    return this.stats.valid;
  }
  get invalid(): number {
    return this.stats.invalid;
  }
  get withWarnings(): number {
    return this.stats.withWarnings;
  }

  /**
   * A valid object with nothing to say (no warning): what record() does for it, without building its
   * origin or result where the format prints nothing for it (human, github, or --quiet).
   */
  recordValid(source: string, index: number): void {
    if (!this.options.quiet && (this.options.format === 'json' || this.options.format === 'junit')) {
      this.record({ source, index }, VALID);
      return;
    }
    this.stats.recordValid();
    this.progress?.tick(this.stats.objects);
  }

  /** Count one result and queue its output; call flush() once per batch. */
  record(origin: Origin, result: ValidationResult): void {
    const warnings = result.warnings ?? [];
    const firstLine =
      origin.index > 0 || result.errors.length + warnings.length === 0
        ? origin.index
        : locate(origin, result.errors[0] ?? warnings[0]!).line;
    this.stats.record({ source: origin.source, line: firstLine }, result);
    this.omitted += result.omittedErrors ?? 0;
    this.progress?.tick(this.stats.objects);
    if (this.options.quiet) return;
    const capped = this.options.format === 'human' || this.options.format === 'github';
    let errors = result.errors;
    let shown = warnings;
    if (capped && errors.length + warnings.length > 0) {
      const room = Math.max(0, this.options.maxErrors - this.listed);
      errors = result.errors.slice(0, room);
      shown = warnings.slice(0, Math.max(0, room - errors.length));
      this.listed += errors.length + shown.length;
      this.unlisted += result.errors.length - errors.length + warnings.length - shown.length;
    }
    this.pending += this.format.object(origin, result, {
      errors,
      warnings: shown,
      warningsFail: this.options.failOn === 'warning',
    });
  }

  /** A line or value that was not validated (too long): counted for the summary; the caller names it. */
  skipped(what: 'line' | 'value'): void {
    this.tooLong[what] += 1;
  }

  notValidated(): number {
    return this.tooLong.line + this.tooLong.value;
  }

  /** Write what record() queued, waiting if stdout is full (so a slow reader slows us, not our memory). */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = this.pending;
    this.pending = '';
    this.progress?.clear();
    await writeRespectingBackpressure(this.out, text);
  }

  /** Close the format's document (junit) and write it. */
  async finish(): Promise<void> {
    if (!this.options.quiet) this.pending += this.format.end();
    await this.flush();
  }

  summary(): string {
    const { objects, valid, invalid } = this.stats;
    const counts = `${objects} object${objects === 1 ? '' : 's'}: ${valid} valid, ${invalid} invalid`;
    const withLint = this.options.lint ? `${counts}, ${this.stats.withWarnings} with warnings` : counts;
    const skipped = (['line', 'value'] as const)
      .filter((what) => this.tooLong[what] > 0)
      .map((what) => `${this.tooLong[what]} ${what}${this.tooLong[what] === 1 ? '' : 's'}`);
    const notValidated =
      skipped.length === 0
        ? withLint
        : `${withLint}; ${skipped.join(' and ')} not validated (longer than --max-line-bytes)`;
    const overCap =
      this.omitted > 0
        ? `${notValidated}; ${this.omitted} more error${this.omitted === 1 ? '' : 's'} counted, not listed (over ${MAX_LISTED_ERRORS} in one object)`
        : notValidated;
    return this.unlisted > 0
      ? `${overCap} (${this.unlisted} more findings not listed: --max-errors ${this.options.maxErrors})`
      : overCap;
  }

  /** 1 when an object is invalid, or (--fail-on warning) has a lint finding; else 0. */
  failed(): boolean {
    return this.stats.invalid > 0 || (this.options.failOn === 'warning' && this.stats.withWarnings > 0);
  }
}
