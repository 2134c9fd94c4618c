/**
 * Where a JSON Pointer lands in a JSON text: the character range of the member (key and value) or array
 * element it names, so the playground can mark the offending value in what the user typed. A pointer
 * naming something absent lands on the deepest container on its way (a missing key marks its object).
 */
import { parsePointer } from '../json/pointer.js';

export interface Range {
  readonly start: number;
  readonly end: number;
}

class Scanner {
  pos = 0;
  best: Range | null = null;
  bestDepth = -1;
  constructor(
    private readonly text: string,
    private readonly target: readonly string[],
  ) {}

  private space(): void {
    while (this.pos < this.text.length && ' \t\n\r\ufeff'.includes(this.text[this.pos]!)) this.pos++;
  }

  private string(): string {
    const start = this.pos;
    this.pos++;
    while (this.pos < this.text.length && this.text[this.pos] !== '"') this.pos += this.text[this.pos] === '\\' ? 2 : 1;
    if (this.pos >= this.text.length) throw new Error('unterminated string');
    this.pos++;
    return JSON.parse(this.text.slice(start, this.pos)) as string;
  }

  /** Scans one value at `path` (a prefix of the target, or off it); returns its range. */
  value(path: readonly string[], onTarget: boolean): Range {
    this.space();
    const start = this.pos;
    const c = this.text[this.pos];
    if (c === '{' || c === '[') {
      this.pos++;
      const isObject = c === '{';
      let index = 0;
      this.space();
      while (this.text[this.pos] !== (isObject ? '}' : ']')) {
        if (this.pos >= this.text.length) throw new Error('unterminated');
        this.space();
        const memberStart = this.pos;
        let key = String(index++);
        if (isObject) {
          key = this.string();
          this.space();
          if (this.text[this.pos++] !== ':') throw new Error('expected :');
        }
        const childOnTarget = onTarget && this.target[path.length] === key;
        const child = this.value([...path, key], childOnTarget);
        if (childOnTarget) this.offer(path.length + 1, { start: memberStart, end: child.end });
        this.space();
        if (this.text[this.pos] === ',') this.pos++;
      }
      this.pos++;
    } else if (c === '"') {
      this.string();
    } else {
      while (this.pos < this.text.length && !' \t\n\r,]}'.includes(this.text[this.pos]!)) this.pos++;
      if (this.pos === start) throw new Error('expected a value');
    }
    const range = { start, end: this.pos };
    if (onTarget && path.length === 0) this.offer(0, range);
    return range;
  }

  /** The first (outermost on a tie) range at the greatest depth wins; duplicate keys keep the first. */
  private offer(depth: number, range: Range): void {
    if (depth > this.bestDepth) {
      this.best = range;
      this.bestDepth = depth;
    }
  }
}

/** The range a pointer names in `text`, or null when the text cannot be scanned or only the root is on its way. */
export function locatePointer(text: string, pointer: string): Range | null {
  let target: string[];
  try {
    target = parsePointer(pointer);
  } catch {
    return null;
  }
  const scanner = new Scanner(text, target);
  try {
    scanner.value([], true);
  } catch {
    return null;
  }
  // Only the root on the way (a missing top-level key): nothing narrower to mark.
  return scanner.bestDepth > 0 || target.length === 0 ? scanner.best : null;
}
