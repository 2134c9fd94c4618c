/**
 * JSON for people: like JSON.stringify(value, null, 2), but an array or object of scalars that fits on
 * a line ([24.5, 59.8], {"rule": ..., "path": ...}) is written on one line, so geometries and small
 * blocks stay readable.
 */
const INLINE_WIDTH = 100;

const isScalar = (value: unknown): boolean => value === null || typeof value !== 'object';

export function formatJson(value: unknown, indent = ''): string {
  if (isScalar(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isScalar)) {
      const inline = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      if (inline.length + indent.length <= INLINE_WIDTH) return inline;
    }
    return `[\n${value.map((item) => `${inner}${formatJson(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  if (entries.every(([, item]) => isScalar(item))) {
    const inline = `{${entries.map(([key, item]) => `${JSON.stringify(key)}: ${JSON.stringify(item)}`).join(', ')}}`;
    if (inline.length + indent.length <= INLINE_WIDTH) return inline;
  }
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatJson(item, inner)}`).join(',\n')}\n${indent}}`;
}
