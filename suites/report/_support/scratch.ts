/**
 * Temporary report folders for a test file that writes reports: each made fresh, all removed after every
 * test, together with the environment stubs (GITHUB_STEP_SUMMARY) the test set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, vi } from 'vitest';

export function scratchFolders(prefix: string): () => Promise<string> {
  const dirs: string[] = [];
  afterEach(async () => {
    vi.unstubAllEnvs();
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  return async () => {
    const dir = await mkdtemp(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}
