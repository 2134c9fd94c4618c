/**
 * A JSON value as lines, each knowing the JSON Pointer of the value it starts, so `corpus show` can
 * mark the lines an expected error or warning points at. Small scalar arrays and objects stay on one
 * line (as in the fixture files); a pointer inside them marks their line.
 */
import { parsePointer, toPointer } from '../../json/pointer.js';

export interface RenderedLine {
  readonly pointer: string;
  readonly text: string;
}

const INLINE_WIDTH = 100;
const isScalar = (value: unknown): boolean => value === null || typeof value !== 'object';

function inline(value: unknown): string | undefined {
  if (Array.isArray(value) && value.every(isScalar)) return `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isScalar)) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${JSON.stringify(item)}`)
      .join(', ')}}`;
  }
  return undefined;
}

export function renderLines(value: unknown): RenderedLine[] {
  const lines: RenderedLine[] = [];
  const visit = (item: unknown, segments: string[], indent: string, prefix: string, suffix: string): void => {
    const pointer = toPointer(segments);
    const short = isScalar(item) ? JSON.stringify(item) : inline(item);
    if (short !== undefined && indent.length + prefix.length + short.length <= INLINE_WIDTH) {
      lines.push({ pointer, text: `${indent}${prefix}${short}${suffix}` });
      return;
    }
    const isArray = Array.isArray(item);
    const entries: Array<[string, unknown]> = isArray
      ? (item as unknown[]).map((child, index) => [String(index), child])
      : Object.entries(item as object);
    if (entries.length === 0) {
      lines.push({ pointer, text: `${indent}${prefix}${isArray ? '[]' : '{}'}${suffix}` });
      return;
    }
    lines.push({ pointer, text: `${indent}${prefix}${isArray ? '[' : '{'}` });
    entries.forEach(([key, child], index) => {
      const comma = index < entries.length - 1 ? ',' : '';
      visit(child, [...segments, key], `${indent}  `, isArray ? '' : `${JSON.stringify(key)}: `, comma);
    });
    lines.push({ pointer, text: `${indent}${isArray ? ']' : '}'}${suffix}` });
  };
  visit(value, [], '', '', '');
  return lines;
}

/** The index of the first line for `pointer`, or of its nearest ancestor that has a line; `exact` says which. */
export function lineFor(lines: readonly RenderedLine[], pointer: string): { index: number; exact: boolean } {
  const segments = parsePointer(pointer);
  for (let depth = segments.length; depth >= 0; depth--) {
    const candidate = toPointer(segments.slice(0, depth));
    const index = lines.findIndex((line) => line.pointer === candidate);
    if (index >= 0) return { index, exact: depth === segments.length };
  }
  return { index: 0, exact: false };
}
