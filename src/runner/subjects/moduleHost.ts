/**
 * The child process a --module subject runs in (moduleProcess.ts starts it): it imports the module, says
 * which shape it found, then judges one case per message over the IPC channel.
 *
 *   runner -> host  { id, text, kind }          text already gated by the runner (module.ts textGate)
 *   host -> runner  { type: 'ready', shape, exportName } | { type: 'load-error', message }
 *                   { type: 'verdict', id, valid, errors? } | { type: 'threw', id, message }
 *
 * Nothing here guards against the module: process.exit, an uncaught exception from a timer, an unhandled
 * rejection or an endless loop end or stall this process, and the runner turns that into the case's
 * outcome. The host leaves as soon as the runner's channel closes, so it never outlives the run.
 */
import { parseJsonText } from '../../json/parseJsonText.js';
import type { Kind } from '../../report/model/index.js';
import { loadModule } from './module.js';
import { thrownMessage } from './subject.js';

interface Request {
  readonly id: number;
  readonly text: string;
  readonly kind: Kind | null;
}

const send = (message: unknown): void => {
  if (process.connected) process.send!(message);
};

/** Anything thrown, as text; String() itself throws for some values (an object without a prototype). */
function describeThrown(error: unknown): string {
  try {
    return thrownMessage(error);
  } catch {
    return Object.prototype.toString.call(error);
  }
}

const [specifier, cwd] = process.argv.slice(2);
process.once('disconnect', () => process.exit(0));
// Requests that come while the module loads wait for it (an IPC message without a listener is lost).
const loading = loadModule(specifier ?? '', cwd);
loading.then(
  (loaded) =>
    send({
      type: 'ready',
      shape: loaded.shape,
      exportName: loaded.exportName,
      ...(loaded.about === undefined ? {} : { about: loaded.about }),
    }),
  (error: unknown) => {
    send({ type: 'load-error', message: describeThrown(error) });
    process.disconnect();
  },
);
process.on('message', (request: Request) => {
  void loading.then(
    ({ judge }) => {
      const parsed = parseJsonText(request.text);
      return judge(parsed.ok ? parsed.value : undefined, request.kind).then(
        (judgement) =>
          send({
            type: 'verdict',
            id: request.id,
            valid: judgement.valid,
            ...(judgement.errors === undefined ? {} : { errors: judgement.errors }),
          }),
        (error: unknown) => send({ type: 'threw', id: request.id, message: describeThrown(error) }),
      );
    },
    () => {},
  );
});
