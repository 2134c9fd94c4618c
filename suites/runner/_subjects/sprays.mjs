// Judges valid/invalid like the reference, but every refusal names every rule id of the catalogue, no
// paths: at rule level, where extra errors are allowed, naming everything would pass everything (issue 27).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { respond, serve } from './_serve.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const ids = JSON.parse(readFileSync(join(root, 'corpus', 'rules.json'), 'utf8')).rules.map((rule) => rule.id);
const everything = ids.map((rule) => ({ rule }));
serve(({ reply }) => respond(reply.valid ? reply : { id: reply.id, valid: false, errors: everything }));
