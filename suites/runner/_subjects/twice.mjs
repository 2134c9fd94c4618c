// Answers a triggering request twice: --mode same (the same answer again) or contradict (valid flipped).
import { option, respond, serve, triggers } from './_serve.mjs';
const mode = option('mode', 'same');
serve(({ reply, id }) => {
  respond(reply);
  if (triggers(id)) respond(mode === 'contradict' ? { ...reply, valid: !reply.valid } : reply);
});
