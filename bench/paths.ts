/**
 * Where the bench finds what it runs. The bench runs from its bundle in bench/.build/ (bench/run.mjs), so
 * the repository is two folders up and the bench's other entry points sit beside it.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The command as installed (package.json "bin"): every `validate` pipeline runs it, as a user would. */
export const CLI = join(ROOT, 'dist', 'bin', 'cdm-conformance.js');
/** Another entry point of the bench's bundle: pipeline.js, peakRss.js, inProcessWorker.js. */
export const benchEntry = (file: string): string => fileURLToPath(new URL(`./${file}`, import.meta.url));
