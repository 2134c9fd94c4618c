// Answers a triggering request twice: --mode same (the same answer again) or contradict (valid flipped);
// with --at end the second answer comes only once its input has ended (while the runner closes it).
import { option, respond, serve, triggers } from './_serve.mjs';
const mode = option('mode', 'same');
const atEnd = option('at', 'once') === 'end';
const again = [];
const answerAgain = (reply) => respond(mode === 'contradict' ? { ...reply, valid: !reply.valid } : reply);
const lines = serve(({ reply, id }) => {
  respond(reply);
  if (triggers(id)) (atEnd ? again.push(reply) : answerAgain(reply));
});
lines.on('close', () => again.forEach(answerAgain));
