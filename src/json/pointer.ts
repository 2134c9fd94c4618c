/** RFC 6901 JSON Pointers. */

export function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function toPointer(segments: readonly (string | number)[]): string {
  let pointer = '';
  for (const segment of segments) pointer += `/${escapeSegment(String(segment))}`;
  return pointer;
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`not a JSON Pointer: ${JSON.stringify(pointer)}`);
  return pointer.slice(1).split('/').map(unescapeSegment);
}

/** Place patterns: `*` stands for any array index, `{key}` for any member name of a bag or map. */
export const ANY_INDEX = '*';
export const ANY_KEY = '{key}';

const INDEX = /^(0|[1-9][0-9]*)$/;

export function matchesPlace(pointer: string, pattern: string): boolean {
  const concrete = parsePointer(pointer);
  const wanted = parsePointer(pattern);
  return (
    concrete.length === wanted.length &&
    wanted.every((segment, index) =>
      segment === ANY_INDEX ? INDEX.test(concrete[index]!) : segment === ANY_KEY || segment === concrete[index],
    )
  );
}

/** A concrete pointer for a place: the first array item and a stand-in key. */
export function instantiatePlace(pattern: string, key = 'x.acme.key'): string {
  return toPointer(
    parsePointer(pattern).map((segment) => (segment === ANY_INDEX ? '0' : segment === ANY_KEY ? key : segment)),
  );
}
