// Shared by the scripted stream subjects: answer like the reference (dist/protocol/server.js) and let each
// scenario misbehave on the requests whose id contains one of `--on a,b` (or on every one without --on).
import { createInterface } from 'node:readline';
import { answer } from './_reference.mjs';

const argv = process.argv.slice(2);
export function option(name, fallback) {
  const at = argv.indexOf(`--${name}`);
  return at === -1 ? fallback : argv[at + 1];
}

const targets = option('on', '').split(',').filter((t) => t !== '');
/** Does this request trigger the scenario? */
export const triggers = (id) => targets.length === 0 || (typeof id === 'string' && targets.some((t) => id.includes(t)));

export const respond = (reply) => process.stdout.write(`${JSON.stringify(reply)}\n`);

/** Call `onRequest({ line, reply, id, index })` for each request line; index counts from 1. */
export function serve(onRequest) {
  let index = 0;
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on('line', (line) => {
    if (line.trim() === '') return;
    const reply = answer(line);
    index += 1;
    onRequest({ line, reply, id: reply.id, index });
  });
  return lines;
}
