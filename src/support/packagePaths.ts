/**
 * Where the package's own files are. This module sits two folders below the package root in every form
 * the code runs in: src/support/ (tests), dist/support/ (the compiled modules) and dist/bin/ (the bundled
 * command, whose chunks hold this code). Modules deeper down (dist/runner/subjects/ ...) or bundled into
 * dist/bin/ cannot count `../` from themselves, so every path to a package file is made here.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A file or folder of the package, from its root: `packagePath('dist', 'bin', 'cdm-conformance.js')`. */
export const packagePath = (...segments: string[]): string => join(PACKAGE_ROOT, ...segments);

/**
 * The folder the running code was built into: dist/ for the compiled and bundled command, src/ when the
 * TypeScript sources run themselves (the tests). Build outputs beside the code are looked for here.
 */
export const CODE_DIR = packagePath(fileURLToPath(import.meta.url).endsWith('.ts') ? 'src' : 'dist');

/**
 * The command as installed (package.json "bin"), bundled by scripts/bundle-cli.mjs with a chunk per command;
 * dist/cli/main.js, the compiled modules one by one, stays and answers the same.
 */
export const CLI_PATH = packagePath('dist', 'bin', 'cdm-conformance.js');
