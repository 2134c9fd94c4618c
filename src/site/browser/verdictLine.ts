/**
 * What the playground's verdict box says about the text in the editor. An empty editor (nothing but white
 * space) has no verdict to show: it asks for an object instead of saying "Invalid: 1 error".
 */
import type { Kind } from '../../contract/canonicalObject.js';
import { plural } from '../../support/plural.js';

export interface VerdictLine {
  readonly text: string;
  /** The box's colour: pass, fail, or none (nothing judged). */
  readonly state: 'pass' | 'fail' | 'none';
  /** The verdict (the page's data-valid), absent when nothing was judged. */
  readonly valid?: boolean;
}

export const EMPTY_PROMPT = 'Paste an object to see its verdict';

/** Nothing to judge: no character other than white space (a BOM counts as white space). */
export const isEmptyText = (text: string): boolean => text.trim() === '';

export function verdictLine(
  result: { readonly valid: boolean; readonly errors: readonly unknown[]; readonly warnings?: readonly unknown[] },
  kind: Kind | undefined,
): VerdictLine {
  const warnings = result.warnings?.length ?? 0;
  const errors = result.errors.length;
  return result.valid
    ? {
        text: `Valid${kind === undefined ? '' : ` ${kind}`}${warnings === 0 ? '' : `, ${plural(warnings, 'warning')}`}`,
        state: 'pass',
        valid: true,
      }
    : { text: `Invalid: ${plural(errors, 'error')}`, state: 'fail', valid: false };
}
