// At a triggering request, writes to stdout without ever ending a line (and never stops).
import { respond, serve, triggers } from './_serve.mjs';
const block = 'x'.repeat(1 << 16);
let flooding = false;
function flood() {
  while (process.stdout.write(block));
  process.stdout.once('drain', flood);
}
serve(({ reply, id }) => {
  if (flooding) return;
  if (!triggers(id)) return respond(reply);
  flooding = true;
  process.stdout.write('{"id":');
  flood();
});
