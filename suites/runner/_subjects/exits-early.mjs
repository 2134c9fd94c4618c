// Answers --after N requests (default 2), then exits 0 while more are coming.
import { option, respond, serve } from './_serve.mjs';
const after = Number(option('after', '2'));
serve(({ reply, index }) => {
  respond(reply);
  if (index >= after) process.exit(0);
});
