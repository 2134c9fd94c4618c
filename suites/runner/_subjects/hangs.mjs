// Stops answering (and stays alive) at a triggering request.
import { respond, serve, triggers } from './_serve.mjs';
let hung = false;
serve(({ reply, id }) => {
  if (hung) return;
  if (triggers(id)) {
    hung = true;
    process.stderr.write(`hanging on ${id}\n`); // lets a test fire the timeout once the hang has begun
    setInterval(() => {}, 1 << 30);
    return;
  }
  respond(reply);
});
