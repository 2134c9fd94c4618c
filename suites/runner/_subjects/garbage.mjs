// Writes a line that is not JSON instead of the answer at a triggering request, then carries on.
import { respond, serve, triggers } from './_serve.mjs';
serve(({ reply, id }) => {
  if (triggers(id)) process.stdout.write('%%% this is not json %%%\n');
  else respond(reply);
});
