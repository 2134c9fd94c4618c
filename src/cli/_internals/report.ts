/**
 * Results of `validate` as people read them (grouped by object, one error per line) or as tools read them
 * (--json: one JSON line per input value), plus the counts behind the summary and the exit code.
 */
import type { Writable } from 'node:stream';
import type { ValidationError, ValidationResult } from '../../rules/validate.js';
import { palette, writeRespectingBackpressure, type Palette } from './output.js';
import type { Progress } from './progress.js';

export interface ReportOptions {
  readonly json: boolean;
  readonly quiet: boolean;
  readonly lint: boolean;
  readonly colour: boolean;
}

/** Where a value came from: `index` is the 1-based line of an NDJSON value, 0 for a whole-file value. */
export interface Origin {
  /** The file as given on the command line, or '-' for stdin. */
  readonly source: string;
  readonly index: number;
}

export class Reporter {
  objects = 0;
  valid = 0;
  invalid = 0;
  withWarnings = 0;
  private pending = '';
  private readonly colours: Palette;

  constructor(
    private readonly options: ReportOptions,
    private readonly out: Writable,
    private readonly progress: Progress | null,
  ) {
    this.colours = palette(options.colour);
  }

  /** Count one result and queue its output; call flush() once per batch. */
  record(origin: Origin, result: ValidationResult): void {
    this.objects++;
    if (result.valid) this.valid++;
    else this.invalid++;
    const warnings = result.warnings ?? [];
    if (warnings.length > 0) this.withWarnings++;
    this.progress?.tick(this.objects);
    if (this.options.quiet) return;
    if (this.options.json) this.pending += jsonLine(origin, result, this.options.lint);
    else if (!result.valid || warnings.length > 0) this.pending += this.humanBlock(origin, result.errors, warnings);
  }

  /** Write what record() queued, waiting if stdout is full (so a slow reader slows us, not our memory). */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = this.pending;
    this.pending = '';
    this.progress?.clear();
    await writeRespectingBackpressure(this.out, text);
  }

  summary(): string {
    const counts = `${this.objects} object${this.objects === 1 ? '' : 's'}: ${this.valid} valid, ${this.invalid} invalid`;
    return this.options.lint ? `${counts}, ${this.withWarnings} with warnings` : counts;
  }

  private humanBlock(origin: Origin, errors: readonly ValidationError[], warnings: readonly ValidationError[]): string {
    const where = origin.source === '-' ? '<stdin>' : origin.source;
    let text = origin.index > 0 ? `${where}:${origin.index}\n` : `${where}\n`;
    for (const e of errors) text += `  ${this.colours.path(e.path || '(root)')}  ${this.colours.rule(e.rule)}  ${e.message}\n`;
    for (const w of warnings) {
      text += `  ${this.colours.path(w.path || '(root)')}  ${this.colours.warning(w.rule)}  warning: ${w.message}\n`;
    }
    return text;
  }
}

const pick = (e: ValidationError): ValidationError => ({ path: e.path, rule: e.rule, message: e.message });

/** The --json line: a fixed key order so outputs diff cleanly. */
function jsonLine(origin: Origin, result: ValidationResult, lint: boolean): string {
  const line: Record<string, unknown> = {
    source: origin.source,
    index: origin.index,
    valid: result.valid,
    errors: result.errors.map(pick),
  };
  if (lint) line.warnings = (result.warnings ?? []).map(pick);
  return JSON.stringify(line) + '\n';
}
