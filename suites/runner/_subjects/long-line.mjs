// Answers like the reference, but the answer to a triggering request is padded to --bytes N bytes
// (default 2 MiB) on one line: a valid answer, only long.
import { option, respond, serve, triggers } from './_serve.mjs';
const bytes = Number(option('bytes', String(2 * 1024 * 1024)));
serve(({ reply, id }) => {
  if (!triggers(id)) return respond(reply);
  const head = JSON.stringify(reply).slice(0, -1);
  const pad = Math.max(0, bytes - head.length - 12);
  process.stdout.write(`${head},"pad":"${'x'.repeat(pad)}"}\n`);
});
