/**
 * Every `cdm-conformance run` the examples' READMEs give writes a report folder of its own: with no --name
 * or --out, each module example (all named subject.mjs) wrote reports/subject/ over the last one's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const EXAMPLES = join(import.meta.dirname, '../../examples');

function readmes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? readmes(join(dir, entry.name)) : entry.name === 'README.md' ? [join(dir, entry.name)] : [],
  );
}

/** The run command lines of a README, continuation lines joined, comments dropped. */
function runCommands(text: string): string[] {
  return text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('npx cdm-conformance run '));
}

/** Where a run writes its reports: --out DIR, else reports/<--name>. */
function reportFolder(command: string): string | undefined {
  const option = (name: string): string | undefined =>
    new RegExp(`\\s${name}[ =]("[^"]*"|'[^']*'|\\S+)`).exec(command)?.[1]?.replace(/^["']|["']$/g, '');
  const out = option('--out');
  if (out !== undefined) return out;
  const name = option('--name');
  return name === undefined ? undefined : `reports/${name}`;
}

describe('the examples’ run commands', () => {
  const commands = readmes(EXAMPLES).flatMap((file) =>
    runCommands(readFileSync(file, 'utf8')).map((command) => ({ file, command })),
  );

  it('are found', () => {
    expect(commands.length).toBeGreaterThanOrEqual(9);
  });

  it('each name its report folder, and no two the same one (a baseline update aside)', () => {
    const folders = new Map<string, string>();
    for (const { file, command } of commands) {
      if (command.includes('--baseline')) continue; // the baseline walkthrough runs one subject on purpose
      const folder = reportFolder(command);
      expect(folder, `${file}: ${command}`).toBeDefined();
      expect(folders.get(folder!), `${command} writes ${folder} as well as ${folders.get(folder!)}`).toBeUndefined();
      folders.set(folder!, command);
    }
  });
});
