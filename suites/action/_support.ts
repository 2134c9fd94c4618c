/**
 * Runs action.yml's steps the way the GitHub runner would, without `act`: inputs with their defaults,
 * `${{ inputs.x }}` in a step's env, its `if: inputs.x != ''`, `bash --noprofile --norc -eo pipefail` (the
 * runner's `shell: bash`) on its `run` script, and a fake GITHUB_* environment (action path, workspace, output
 * and step-summary files).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../cli/_support.js';

export interface ActionStep {
  readonly name: string;
  readonly id?: string;
  readonly if?: string;
  readonly shell?: string;
  readonly env?: Record<string, string>;
  readonly run?: string;
  readonly uses?: string;
}

export interface Action {
  readonly name: string;
  readonly inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  readonly outputs: Record<string, { description: string; value: string }>;
  readonly runs: { using: string; steps: ActionStep[] };
}

export const loadAction = (): Action => parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as Action;

const EXPRESSION = /\$\{\{\s*inputs\.([A-Za-z0-9_-]+)\s*\}\}/g;
const STEP_OUTPUT = /\$\{\{\s*steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)\s*\}\}/g;

/** The `key=value` lines a step appended to GITHUB_OUTPUT (no multi-line values in this action). */
const outputsOf = (text: string): Map<string, string> =>
  new Map(
    text
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

export interface StepRun {
  readonly step: string;
  readonly skipped: boolean;
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface Fake {
  readonly workspace: string;
  readonly output: string;
  readonly summary: string;
}

/** Run every step in order, stopping at the first that fails (as a composite action does). */
export function runAction(inputs: Record<string, string>, fake: Fake, extraEnv: NodeJS.ProcessEnv = {}): StepRun[] {
  const action = loadAction();
  const value = (name: string): string => {
    if (!(name in action.inputs)) throw new Error(`the action has no input ${name}`);
    return inputs[name] ?? action.inputs[name]!.default ?? '';
  };
  for (const name of Object.keys(inputs)) value(name);
  writeFileSync(fake.output, '');
  const runs: StepRun[] = [];
  const stepOutputs = new Map<string, Map<string, string>>();
  for (const step of action.runs.steps) {
    const condition = step.if?.match(/^\s*inputs\.([A-Za-z0-9_-]+)\s*!=\s*''\s*$/);
    if (step.if !== undefined && condition === null)
      throw new Error(`step ${step.name}: cannot evaluate if: ${step.if}`);
    if (condition && value(condition[1]!) === '') {
      runs.push({ step: step.name, skipped: true, code: 0, stdout: '', stderr: '' });
      continue;
    }
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: 'true',
      GITHUB_ACTION_PATH: ROOT,
      GITHUB_WORKSPACE: fake.workspace,
      GITHUB_OUTPUT: fake.output,
      GITHUB_STEP_SUMMARY: fake.summary,
      ...extraEnv,
    };
    for (const [key, text] of Object.entries(step.env ?? {}))
      env[key] = text
        .replace(EXPRESSION, (_, name: string) => value(name))
        .replace(STEP_OUTPUT, (_, id: string, name: string) => stepOutputs.get(id)?.get(name) ?? '');
    const before = readFileSync(fake.output, 'utf8');
    // What the runner runs for `shell: bash`. Without --norc, a bash whose stdin is a socket (node's pipes are)
    // and whose environment has no SHLVL reads ~/.bashrc, as if started by sshd: a machine whose ~/.bashrc sets
    // up a tool manager spent about 0.13 s in it per step.
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
      cwd: fake.workspace,
      env,
      encoding: 'utf8',
      timeout: 280_000, // a hang guard (spawnSync holds the test's own timer), below the test timeout
    });
    runs.push({
      step: step.name,
      skipped: false,
      code: result.status ?? -1,
      stdout: result.stdout,
      stderr: result.stderr,
    });
    if (step.id !== undefined)
      stepOutputs.set(step.id, outputsOf(readFileSync(fake.output, 'utf8').slice(before.length)));
    if (result.status !== 0) break;
  }
  return runs;
}
