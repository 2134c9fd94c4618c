/**
 * The globs every `--rule` and `--id` option takes: `*` is any run of characters, `?` one character, a
 * comma separates alternatives. Everything else is literal (a rule id's dots included).
 */

export const hasGlob = (pattern: string): boolean => /[*?]/.test(pattern);

/** The alternatives of patterns, each trimmed; empty ones dropped. */
export function alternatives(patterns: readonly string[]): string[] {
  return patterns
    .flatMap((pattern) => pattern.split(','))
    .map((pattern) => pattern.trim())
    .filter((pattern) => pattern !== '');
}

export function globToRegExp(patterns: readonly string[]): RegExp {
  const parts = alternatives(patterns).map((pattern) =>
    pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.'),
  );
  return new RegExp(`^(?:${parts.join('|')})$`);
}
