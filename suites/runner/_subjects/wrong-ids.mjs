// At a triggering request: --mode unknown answers with an id nobody asked for; --mode swap holds the
// answer back and sends it after the next one (out of order).
import { option, respond, serve, triggers } from './_serve.mjs';
const mode = option('mode', 'unknown');
let held;
serve(({ reply, id }) => {
  if (held !== undefined) {
    respond(reply);
    respond(held);
    held = undefined;
    return;
  }
  if (!triggers(id)) return respond(reply);
  if (mode === 'swap') held = reply;
  else respond({ ...reply, id: `not-${id}` });
});
