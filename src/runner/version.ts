/** The version of cdm-conformance that runs (report header.runner, the reference's hello). */
import { readFileSync } from 'node:fs';

export function runnerVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return manifest.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
