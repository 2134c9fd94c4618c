/**
 * How the bundled reference is started over the stream protocol (`run --reference`), apart from the
 * reference validator itself (reference.ts): a run that only starts it, or another stream subject, does not
 * load the validator before its subject is spawned.
 */
import { CLI_PATH } from '../../support/packagePaths.js';

export { CLI_PATH, PACKAGE_ROOT } from '../../support/packagePaths.js';

const quote = (text: string): string =>
  /^[\w@%+=:,./-]+$/.test(text) ? text : `"${text.replace(/(["\\$`])/g, '\\$1')}"`;

/** The reference's command as reports show it: what a user types, not this machine's paths. */
export const REFERENCE_SHOWN = 'cdm-conformance validate --stream';

/** `node <root>/dist/bin/cdm-conformance.js validate --stream`, with this very node. */
export function referenceStreamCommand(): string {
  return `${quote(process.execPath)} ${quote(CLI_PATH)} validate --stream`;
}
