/** How `validate` records NDJSON lines as the line reader gives them (validate.ts). */
import type { ValidateOptions } from '../../rules/types.js';
import { LineTooLong } from '../../support/lines.js';
import { NotUtf8 } from '../../support/utf8.js';
import { lineVerdict } from '../../validation/lines.js';
import type { ValidateReporter } from './reporter.js';

/** One line within the cap: a blank one is skipped (it still has its number), any other is recorded. */
export function recordLine(
  gate: ValidateReporter,
  source: string,
  index: number,
  line: string | NotUtf8,
  options: ValidateOptions,
): void {
  const result = lineVerdict(line, options);
  if (result === undefined) return;
  if (result.valid && result.warnings === undefined) gate.recordValid(source, index);
  else gate.record(line instanceof NotUtf8 ? { source, index } : { source, index, text: line }, result);
}

/** Lines as a line reader gives them, the first numbered `firstLine`, recorded on this thread, then flushed. */
export async function recordLines(
  gate: ValidateReporter,
  source: string,
  lines: ReadonlyArray<string | NotUtf8 | LineTooLong>,
  firstLine: number,
  options: ValidateOptions,
  tooLong: (index: number, line: LineTooLong) => void,
): Promise<void> {
  for (let offset = 0; offset < lines.length; offset++) {
    const line = lines[offset]!;
    if (line instanceof LineTooLong) {
      await gate.flush(); // what came before it is printed first
      gate.skipped('line');
      tooLong(firstLine + offset, line);
    } else recordLine(gate, source, firstLine + offset, line, options);
  }
  await gate.flush();
}
