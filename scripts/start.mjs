#!/usr/bin/env node
// `npm start` until the conformance runner lands: validates every corpus fixture with the bundled
// reference validator, compares each verdict with the fixture's expectation, and writes
// reports/reference/summary.json. Exit 0 when every fixture agrees, 1 otherwise.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob } from 'glob';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { validate } = await import(path.join(root, 'dist/rules/validate.js'));
let validateText;
try {
  ({ validateText } = await import(path.join(root, 'dist/cli/_internals/validateText.js')));
} catch {
  validateText = undefined;
}

console.log('Validating the corpus with the reference validator (the conformance runner is not built yet).');
const files = (await glob('corpus/fixtures/**/*.json', { cwd: root })).sort();
const disagreements = [];
for (const file of files) {
  const fixture = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const options = fixture.kind ? { kind: fixture.kind } : {};
  const result = fixture.text !== undefined && validateText ? validateText(fixture.text, options) : validate(fixture.object, options);
  if (result.valid !== fixture.expect.valid) disagreements.push({ id: fixture.id, expected: fixture.expect.valid, actual: result.valid });
}
const summary = { fixtures: files.length, agree: files.length - disagreements.length, disagreements };
mkdirSync(path.join(root, 'reports/reference'), { recursive: true });
writeFileSync(path.join(root, 'reports/reference/summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`${summary.fixtures} fixtures: ${summary.agree} agree, ${disagreements.length} disagree. Report: reports/reference/summary.json`);
process.exit(disagreements.length === 0 ? 0 : 1);
