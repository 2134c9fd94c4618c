// Puts U+202E (right-to-left override) and GitHub workflow commands, legacy forms included, everywhere a
// subject's text reaches the console: its hello, rule ids, paths, messages, stderr and its exit at EOF.
import { serve, respond } from './_serve.mjs';
const RLO = '\u202e';
const commands = ['::error::forged', '::add-mask::secret', '::set-output name=x::y', '::stop-commands::tok', '##[error]old'];
const hostile = (text, i) => `${RLO}${commands[i % commands.length]}\n${commands[(i + 1) % commands.length]} ${text}`;
if (process.env.CDM_CONFORMANCE_HELLO === '1')
  respond({ hello: { name: `${RLO}::error::hello`, version: `\n::add-mask::v`, language: '##[warning]x' } });
process.stderr.write(`\n::error::from stderr ${RLO}\n`);
serve(({ reply, index }) => {
  respond(
    reply.valid
      ? reply
      : {
          ...reply,
          errors: reply.errors.map((error, i) => ({
            rule: hostile(error.rule, index + i),
            path: hostile(error.path, index + i + 1),
            message: hostile(error.message, index + i + 2),
          })),
        },
  );
});
process.stdin.on('end', () => {
  process.stderr.write(`\n::stop-commands::end ${RLO}\n`);
  process.exitCode = 3;
});
