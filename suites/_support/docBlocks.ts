/**
 * The copy-paste examples of docs/ run as they are written: the ```sh block after a heading, with
 * `npx cdm-conformance` standing for this checkout's built command (what npx runs in a project that installed
 * the package) and `examples/` for this checkout's examples.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** The `index`-th ```sh block after the line `heading` of docs/`file`. */
export function shBlock(file: string, heading: string, index = 0): string {
  const text = readFileSync(path.join(root, 'docs', file), 'utf8');
  const at = text.split('\n').indexOf(heading);
  if (at < 0) throw new Error(`docs/${file} has no line ${JSON.stringify(heading)}`);
  const blocks = [
    ...text
      .split('\n')
      .slice(at)
      .join('\n')
      .matchAll(/```sh\n([\s\S]*?)```/g),
  ];
  const block = blocks[index]?.[1];
  if (block === undefined) throw new Error(`docs/${file}: no sh block ${index} after ${heading}`);
  return block;
}

/** Runs `script` with bash -e in `cwd`, `npx cdm-conformance` being this checkout's built command. */
export function runShBlock(script: string, cwd: string, env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(root, 'dist/bin/cdm-conformance.js'))}`;
  const text = script
    .replaceAll('npx cdm-conformance', command)
    .replace(/(^|[\s"'])examples\//gm, `$1${root}/examples/`);
  // --norc: a bash started with piped stdin reads ~/.bashrc, which may put another PATH (a tool manager) first.
  return spawnSync('bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', text], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
}
