/** The three colours the console report uses; with colour off every painter is the identity, so no ESC leaks into logs. */
export interface Painter {
  readonly red: (text: string) => string;
  readonly green: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly bold: (text: string) => string;
}

const wrap =
  (open: number, close: number) =>
  (text: string): string =>
    `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string): string => text;

export function painter(color: boolean): Painter {
  return color
    ? { red: wrap(31, 39), green: wrap(32, 39), dim: wrap(2, 22), bold: wrap(1, 22) }
    : { red: plain, green: plain, dim: plain, bold: plain };
}
