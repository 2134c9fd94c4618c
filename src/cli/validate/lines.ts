/** How `validate` records NDJSON lines as the line reader gives them (validate.ts). */
import type { ValidateOptions } from '../../rules/types.js';
import { LineTooLong } from '../../support/lines.js';
import { NotUtf8 } from '../../support/utf8.js';
import { lineVerdict } from '../../validation/lines.js';
import type { ValidateReporter } from './reporter.js';

/** One line within the cap: a blank one is skipped (it still has its number), any other is recorded. */
function recordLine(
  reporter: ValidateReporter,
  source: string,
  index: number,
  line: string | NotUtf8,
  options: ValidateOptions,
): void {
  const result = lineVerdict(line, options);
  if (result === undefined) return;
  if (result.valid && result.warnings === undefined) reporter.recordValid(source, index);
  else reporter.record(line instanceof NotUtf8 ? { source, index } : { source, index, text: line }, result);
}

/** Lines as a line reader gives them, the first numbered `firstLine`, recorded, then flushed. */
export async function recordLines(
  reporter: ValidateReporter,
  source: string,
  lines: ReadonlyArray<string | NotUtf8 | LineTooLong>,
  firstLine: number,
  options: ValidateOptions,
  tooLong: (index: number, line: LineTooLong) => void,
): Promise<void> {
  for (let offset = 0; offset < lines.length; offset++) {
    const line = lines[offset]!;
    if (line instanceof LineTooLong) {
      await reporter.flush(); // what came before it is printed first
      reporter.skipped('line');
      tooLong(firstLine + offset, line);
    } else recordLine(reporter, source, firstLine + offset, line, options);
  }
  await reporter.flush();
}
