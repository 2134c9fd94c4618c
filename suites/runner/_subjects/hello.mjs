// Answers like the reference, and announces itself with a hello line (docs/protocol.md) in one of several
// ways, some of them hostile: --mode good | hostile | not-object | late | twice | huge | only-if-asked.
import { option, respond, serve } from './_serve.mjs';

const mode = option('mode', 'good');
const good = { name: 'scripted-validator', version: '3.1.4', language: 'JavaScript (Node.js)', homepage: 'https://example.org/scripted', extra: ['ignored'] };
const hello = (value) => process.stdout.write(`${JSON.stringify({ hello: value })}\n`);

if (mode === 'good') hello(good);
if (mode === 'twice') hello(good);
if (mode === 'hostile') hello({ name: `\u001b]0;pwned\u0007<script>alert(1)</script>${'n'.repeat(100)}`, version: 42, language: '\u202eevil', homepage: 'javascript:alert(1)' });
if (mode === 'not-object') hello('scripted-validator 3.1.4');
if (mode === 'huge') hello({ name: 'x'.repeat(200_000) });
if (mode === 'only-if-asked' && process.env.CDM_CONFORMANCE_HELLO === '1') hello(good);

serve(({ reply, index }) => {
  respond(reply);
  if (mode === 'late' && index === 1) hello(good);
  if (mode === 'twice' && index === 1) hello({ ...good, version: '9.9.9' });
});
