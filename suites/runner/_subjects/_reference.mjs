// The reference's code for the scripted subjects, from the one-file bundle of _dist.mjs that ensureBuilt makes
// (suites/cli/_support.ts) when it is at least as new as dist/: a subject then starts by loading one file
// instead of ~100 compiled modules (~0.06 s CPU instead of ~0.10 s; the suites start a few hundred). dist/
// itself otherwise: never older code than dist/ holds.
import { statSync } from 'node:fs';

const bundle = new URL('../../../node_modules/.cache/cdm-conformance-suites/subjects.mjs', import.meta.url);
const sources = ['protocol/server.js', 'validation/verdict.js', 'rules/validate.js'].map((file) => new URL(`../../../dist/${file}`, import.meta.url));
const mtime = (url) => statSync(url, { throwIfNoEntry: false })?.mtimeMs;
const built = mtime(bundle);
const fresh = built !== undefined && sources.every((source) => (mtime(source) ?? Infinity) <= built);

export const { answer, validateText, validate } = await import(fresh ? bundle.href : './_dist.mjs');
