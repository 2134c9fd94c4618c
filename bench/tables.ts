/** The bench's printing: numbers, aligned tables and target lines, each target beside the figure it judges. */
import type { Range } from './rounds.js';

export const fmt = (value: number, digits = 0): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Rows as aligned columns: the first left-aligned, the others right-aligned. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '))
    .join('\n');
}

/** A ratio over the rounds: "median (min-max)". */
export const ratioText = (ratio: Range | undefined): string =>
  ratio === undefined ? '-' : `${fmt(ratio[1], 2)} (${fmt(ratio[0], 2)}-${fmt(ratio[2], 2)})`;

export interface Target {
  readonly label: string;
  /** The figure over the rounds; undefined when it was not measured here. */
  readonly ratio: Range | undefined;
  readonly target: number;
  /** The median must be at most the target (memory growth, time) rather than at least (speed). */
  readonly atMost?: boolean;
}

/** Whether the median round meets the target; undefined when not measured. */
export const met = ({ ratio, target, atMost }: Target): boolean | undefined =>
  ratio === undefined ? undefined : atMost ? ratio[1] <= target : ratio[1] >= target;

export function targetLine(target: Target): string {
  const judged = met(target);
  if (judged === undefined) return `  ${target.label}: not measured`;
  return `  ${target.label}: ${ratioText(target.ratio)}, target ${target.atMost ? '<=' : '>='} ${target.target}: ${judged ? 'met' : 'NOT met'}`;
}
