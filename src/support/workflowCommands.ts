/**
 * GitHub Actions workflow commands (`::error file=F,line=L,col=C,title=T::message`), escaped exactly as
 * GitHub's toolkit does (@actions/core, command.ts): in data `%`, CR and LF; in a property also `:` and `,`.
 * The runner unescapes them again, so a message holding a newline, `::` or `%0A` arrives as written and
 * cannot start a second command of its own.
 */

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  readonly level: AnnotationLevel;
  readonly file?: string;
  readonly line?: number;
  readonly col?: number;
  readonly title?: string;
  readonly message: string;
}

export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One workflow command line (with its newline); properties in GitHub's documented order. */
export function workflowCommand(annotation: Annotation): string {
  const properties: string[] = [];
  if (annotation.file !== undefined) properties.push(`file=${escapeProperty(annotation.file)}`);
  if (annotation.line !== undefined) properties.push(`line=${annotation.line}`);
  if (annotation.col !== undefined) properties.push(`col=${annotation.col}`);
  if (annotation.title !== undefined) properties.push(`title=${escapeProperty(annotation.title)}`);
  return `::${annotation.level}${properties.length > 0 ? ` ${properties.join(',')}` : ''}::${escapeData(annotation.message)}\n`;
}

/**
 * Plain output made inert for GitHub Actions: the runner executes a log line as a workflow command when,
 * after leading whitespace, it starts with `::` (`::error::...`, `::add-mask::...`, `::stop-commands::...`).
 * Such a line gets its first `:` written `\x3a` (terminal.ts's escape style), so it still reads the same.
 * The older form, `##[` anywhere in a line, is escaped with the data itself (escapeForTerminal).
 */
export function inertLineStarts(text: string): string {
  return text.replace(/^([^\S\n]*):(?=:)/gm, '$1\\x3a');
}

/** Every line of console output made inert: no line starts a command, no `##[` anywhere (terminal.ts). */
export function inertConsole(text: string): string {
  return inertLineStarts(text).replace(/##\[/g, '#\\x23[');
}
