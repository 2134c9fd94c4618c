// Writes terminal control sequences where a subject's text reaches the console: stderr, then exits 3 at
// EOF (the end-of-input warning quotes stderr), and rule ids, paths and messages in its answers.
import { serve, respond } from './_serve.mjs';
const ESC = '\u001b';
process.stderr.write(`${ESC}]0;pwned${ESC}\\${ESC}[2J${ESC}[31mred alert\n`);
serve(({ reply }) => {
  respond(reply.valid ? reply : { ...reply, errors: reply.errors.map((error) => ({ ...error, rule: `${ESC}[2J${error.rule}`, path: `${ESC}[31m${error.path}`, message: `${ESC}]8;;http://x${ESC}\\${error.message}` })) });
});
process.stdin.on('end', () => {
  process.stderr.write(`${ESC}[2Jbye\n`);
  process.exitCode = 3;
});
