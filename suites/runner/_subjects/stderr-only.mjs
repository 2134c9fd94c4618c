// Reads requests and writes its answers to stderr only; stdout stays silent.
import { serve } from './_serve.mjs';
serve(({ reply }) => process.stderr.write(`answer: ${JSON.stringify(reply)}\n`));
