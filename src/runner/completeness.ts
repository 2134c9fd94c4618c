/**
 * Whether a run can certify. A certificate says "every must rule of the catalogue was put to the subject and
 * passed", so a run certifies only when it is complete: no filter picked its cases (--rule, --tier, --kind,
 * --id, --shard, another --corpus ...), it was neither interrupted nor cut short, and every must rule of the
 * catalogue had a case the subject answered. Anything less is partial: it can fail a subject (a failure is a
 * failure however few cases ran), but it can only ever pass "partially", never certify.
 */
import type { AppliedFilter } from '../report/model/index.js';
import { catalogue } from '../rules/catalogue/index.js';
import { plural } from '../support/plural.js';

/** The number of must rules in the catalogue: what a complete run puts to the subject. */
export const CATALOGUE_MUST_RULES = catalogue.filter((rule) => rule.tier === 'must').length;

export interface CompletenessInput {
  readonly filters: readonly AppliedFilter[];
  /** Must rules of the catalogue the subject answered at least one case of. */
  readonly mustRulesTested: number;
  readonly aborted?: string | undefined;
  readonly interrupted?: string | undefined;
}

/** Why the run is partial, one short phrase each; empty when it is complete. */
export function partialReasons(input: CompletenessInput): string[] {
  const reasons: string[] = [];
  if (input.interrupted !== undefined) reasons.push(`interrupted (${input.interrupted})`);
  if (input.aborted !== undefined) reasons.push('ended early');
  if (input.filters.length > 0) reasons.push(`filtered by ${describeFilters(input.filters)}`);
  const untested = CATALOGUE_MUST_RULES - input.mustRulesTested;
  if (untested > 0) reasons.push(`${plural(untested, 'must rule')} not put to the subject`);
  return reasons;
}

export const isComplete = (input: CompletenessInput): boolean => partialReasons(input).length === 0;

/** `--rule Track.* --kind entity,track`: the filters as they would be typed again. */
export function describeFilters(filters: readonly AppliedFilter[]): string {
  return filters.map((filter) => `${filter.option} ${filter.values.join(',')}`.trim()).join(' ');
}

/**
 * The verdict of a run: true (conformant: complete, nothing failed), false (a scored case failed, which
 * shows non-conformance whatever else the run left out), or null (nothing failed, but the run was partial,
 * so it certifies nothing).
 */
export function conformantVerdict(complete: boolean, failed: boolean): boolean | null {
  if (failed) return false;
  return complete ? true : null;
}
