// Answers every request like the reference.
import { respond, serve } from './_serve.mjs';
serve(({ reply }) => respond(reply));
