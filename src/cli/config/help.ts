/**
 * The `--config FILE` line of each command's --help that reads a config file, written once here: each
 * command puts it among its options at its own column.
 */
import { CONFIG_FILE } from './load.js';

const LABEL = '  --config FILE';
const TEXT = [
  `defaults from FILE, not the ${CONFIG_FILE} found from here`,
  'up to the repository root; an option given here wins (docs/config.md)',
];

/** The option's help lines, its text starting at `column` (on the next line when the label reaches it). */
export function configOptionHelp(column: number): string {
  const indent = ' '.repeat(column);
  const first = LABEL.length < column - 1 ? `${LABEL.padEnd(column)}${TEXT[0]}` : `${LABEL}\n${indent}${TEXT[0]}`;
  return [first, ...TEXT.slice(1).map((line) => `${indent}${line}`)].join('\n');
}
