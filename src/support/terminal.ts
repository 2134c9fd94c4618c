/**
 * Text from a subject, a fixture or a file, made safe to print: a terminal executes escape sequences
 * (colour, cursor moves, title changes, hyperlinks) and bidirectional controls reorder what the reader sees,
 * so every such character is shown as a visible escape instead. Printing stays one line per item.
 */

// C0 controls, DEL, C1 controls, the line/paragraph separators, the bidirectional embedding, override and
// isolate controls ("Trojan Source", CVE-2021-42574) and the invisible direction marks (LRM, RLM, ALM).
export const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeOne(char: string): string {
  const named = NAMED[char];
  if (named !== undefined) return named;
  const code = char.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * `text` with every control character written as a visible escape (`\x1b`, `\n`, `\u202e`), and GitHub
 * Actions' older command marker `##[` (run wherever it appears in a log line, `##[add-mask]...`) written
 * `#\x23[`. A line that starts with `::` is the other command form: see workflowCommands.ts, inertLineStarts.
 */
export function escapeForTerminal(text: string): string {
  return inertCommands(text.replace(UNSAFE, escapeOne));
}

/**
 * GitHub Actions workflow commands made inert in text printed on one line: the legacy `##[` (run wherever
 * it appears) becomes `#\x23[`, and a leading `::` (`::error::`, `::add-mask::`, `::set-output`,
 * `::stop-commands::`), which the runner executes at the start of a line, becomes `\x3a:`. Every form
 * GitHub still executes starts with one of the two.
 */
export function inertCommands(text: string): string {
  return text.replace(/##\[/g, '#\\x23[').replace(/^(\s*):(?=:)/gm, '$1\\x3a');
}

/**
 * A value as one JSON line safe for a terminal and a CI log: JSON.stringify leaves bidirectional controls
 * and U+2028/2029 raw, and `##[` in a string is a legacy workflow command; both are written as JSON escapes
 * (`\u202e`, `#\u0023[`), so the line parses to the same value.
 */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value)
    .replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/##\[/g, '#\\u0023[');
}
