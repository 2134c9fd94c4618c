// Writes half an answer line (no newline) at a triggering request; --then exit|hang.
import { option, respond, serve, triggers } from './_serve.mjs';
const then = option('then', 'hang');
let stuck = false;
serve(({ reply, id }) => {
  if (stuck) return;
  if (!triggers(id)) return respond(reply);
  stuck = true;
  process.stdout.write(JSON.stringify(reply).slice(0, 12));
  if (then === 'exit') process.exit(0);
  setInterval(() => {}, 1 << 30);
});
