/**
 * Finding and reading cdm-conformance.config.json: `--config FILE`, else the first one from the working
 * directory upward, stopping at the repository root (the folder holding .git), so a file outside the
 * project never applies. A file that cannot be read, is not JSON or breaks the schema is a ConfigError.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ioReason } from '../../support/errorText.js';
import { ConfigError, checkConfig } from './check.js';
import type { Config } from './schema.js';

export const CONFIG_FILE = 'cdm-conformance.config.json';

/** A config file is a few hundred bytes; anything this large is not one. */
const MAX_BYTES = 1024 * 1024;

/** The config file that applies in `cwd`, or undefined. */
export function findConfig(cwd: string): string | undefined {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    const file = path.join(dir, CONFIG_FILE);
    if (existsSync(file)) return file;
    if (existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) return undefined;
  }
}

export interface LoadedConfig {
  readonly file: string;
  readonly config: Config;
}

/** `file` (absolute) read and checked; messages name it as `shown` (relative to the working directory, say). */
export function readConfig(file: string, shown = file): LoadedConfig {
  let text: string;
  try {
    if (statSync(file).size > MAX_BYTES) throw new ConfigError(`${shown}: larger than 1 MiB: not a config file`);
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${shown}: ${ioReason(error)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ConfigError(`${shown}: not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  return { file, config: checkConfig(value, shown) };
}
