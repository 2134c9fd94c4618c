/**
 * "Did you mean ...": the known names nearest to an unknown one, for rule ids, fixture ids and kinds.
 * Distance is Damerau-Levenshtein (a swapped pair of letters counts once) on lower-cased text, and a known
 * name that contains the typed text whole (a fragment of an id) ranks first.
 */

/** Optimal string alignment distance, with an early exit once every cell of a row exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Up to `count` names close to `typed`, nearest first; none when nothing is plausibly meant. */
export function nearest(typed: string, known: Iterable<string>, count = 3): string[] {
  const wanted = typed.toLowerCase();
  if (wanted === '') return [];
  // Allow about one edit in three characters: "Postion.lat.rnage" finds Position.lat.range, "zzz" finds nothing.
  const limit = Math.max(1, Math.floor(wanted.length / 3));
  const scored: { name: string; score: number }[] = [];
  for (const name of known) {
    const lower = name.toLowerCase();
    const score = lower.includes(wanted) && wanted.length >= 3 ? 0 : editDistance(wanted, lower, limit) + 0.5;
    if (score <= limit + 0.5) scored.push({ name, score: score === 0 ? lower.length - wanted.length - 1000 : score });
  }
  scored.sort((a, b) => a.score - b.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return scored.slice(0, count).map((entry) => entry.name);
}

/** " (did you mean A, B or C?)", or '' when nothing is near. */
export function didYouMean(typed: string, known: Iterable<string>, count = 3): string {
  const names = nearest(typed, known, count);
  if (names.length === 0) return '';
  const listed = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  return ` (did you mean ${listed}?)`;
}
