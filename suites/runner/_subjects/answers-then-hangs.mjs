// Answers the first `--answer N` requests, then creates the file `--ready FILE` and stays alive without
// answering again: a subject caught mid-run by a signal, with some cases answered and some in flight.
import { writeFileSync } from 'node:fs';
import { option, respond, serve } from './_serve.mjs';
const answers = Number(option('answer', '2'));
const ready = option('ready', '');
let hung = false;
serve(({ reply, index }) => {
  if (index <= answers) return respond(reply);
  if (hung) return;
  hung = true;
  if (ready !== '') writeFileSync(`${ready}.${process.pid}`, '');
  setInterval(() => {}, 1 << 30);
});
