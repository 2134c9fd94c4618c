/** Builds a value once: arbitraries are immutable, and some (URLs, JSON trees) are costly to build. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
