/**
 * How many errors one object lists. Past the cap an error is counted, not listed, so memory stays bounded by
 * the line cap whatever a line holds: one 16 MB line whose array holds millions of wrong items once cost
 * gigabytes of error objects. The strict parser's findings and the decode's failures are capped alike.
 */
export const MAX_LISTED_ERRORS = 1000;

/** A list that holds at most MAX_LISTED_ERRORS items and counts the others in `omitted`. */
export type CappedList<T> = T[] & { omitted?: number };

/** Add `item` to `list`, or count it when the list is full. */
export function listOrCount<T>(list: CappedList<T>, item: T): void {
  if (list.length < MAX_LISTED_ERRORS) list.push(item);
  else list.omitted = (list.omitted ?? 0) + 1;
}

/** The items `list` counted but does not hold (0 for any plain list). */
export const omittedIn = (list: readonly unknown[]): number => (list as CappedList<unknown>).omitted ?? 0;

/** Count in `list` what `from` counted but does not hold (a container taking its child's failures). */
export function addOmitted(list: CappedList<unknown>, from: readonly unknown[]): void {
  const omitted = omittedIn(from);
  if (omitted > 0) list.omitted = (list.omitted ?? 0) + omitted;
}
