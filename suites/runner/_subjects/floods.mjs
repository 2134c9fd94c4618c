// Answers every invalid case like the reference plus a 2 MB tail of distinct extra errors (each passing the
// answer checks), or, with --same N, N copies of one error: what a subject sends is not the runner's to keep.
import { option, respond, serve } from './_serve.mjs';
const same = Number(option('same', '0'));
const filler = 'x'.repeat(200);
const extra = same > 0
  ? Array.from({ length: same }, () => ({ rule: 'Entity.id.type', path: '/id', message: 'same' }))
  : Array.from({ length: 9000 }, (_, i) => ({ rule: `R${i % 12}`, path: `/p/${i}`, message: filler }));
serve(({ reply }) => respond(reply.valid ? reply : { ...reply, errors: [...reply.errors, ...extra] }));
