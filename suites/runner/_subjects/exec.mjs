// An exec-convention subject (docs/protocol.md): the text on stdin, or in the .json file given as argument.
// Judges like the reference (against $CDM_KIND when set), prints {valid, errors}, exits 0 / 1.
// --mode M misbehaves when the text contains --on TEXT (or always without --on):
//   crash (exit 3 + stderr), hang, signal (SIGKILL itself), mismatch (says valid, exits 1), garbage (non-JSON stdout)
import { readFileSync } from 'node:fs';
import { validateText } from './_reference.mjs';

const argv = process.argv.slice(2);
const option = (name) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : undefined);
const file = argv.find((arg) => arg.endsWith('.json'));
const text = file === undefined ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
const kind = process.env.CDM_KIND || undefined;
const result = validateText(text, kind === undefined ? {} : { kind });
const on = option('on');
const mode = on === undefined || text.includes(on) ? option('mode') : undefined;

if (mode === 'crash') {
  process.stderr.write('segmentation fault (pretend)\n');
  process.exit(3);
}
if (mode === 'hang') setInterval(() => {}, 1 << 30);
else if (mode === 'signal') process.kill(process.pid, 'SIGKILL');
else if (mode === 'mismatch') {
  process.stdout.write(`${JSON.stringify({ valid: true, errors: [] })}\n`);
  process.exitCode = 1;
} else if (mode === 'garbage') {
  process.stdout.write('not json at all\n');
  process.exitCode = result.valid ? 0 : 1;
} else {
  process.stdout.write(`${JSON.stringify({ valid: result.valid, errors: result.errors })}\n`);
  process.exitCode = result.valid ? 0 : 1;
}
