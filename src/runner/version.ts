/** The version of cdm-conformance that runs (report header.runner, the reference's hello). */
import { readFileSync } from 'node:fs';
import { packagePath } from '../support/packagePaths.js';

export function runnerVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version?: string };
    return manifest.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
