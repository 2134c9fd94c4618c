// Crashes mid-run: dies with a stack trace (exit 1 via an uncaught error) at a triggering request.
import { respond, serve, triggers } from './_serve.mjs';
serve(({ reply, id }) => {
  if (triggers(id)) throw new Error(`boom on ${id}`);
  respond(reply);
});
