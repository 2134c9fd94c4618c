/**
 * `cdm-conformance gate`: the live-feed gate on NATS JetStream (src/gate/). This file wires the command line
 * to gate(), the signals to stop(), and the operator's lines and progress to stderr.
 */
import { parseArgs } from 'node:util';
import { kindNames, type Kind } from '../contract/canonicalObject.js';
import { DEFAULT_MAX_BYTES, gate, type MetricsSnapshot, startProgress } from '../gate/index.js';
import { escapeForTerminal } from '../support/terminal.js';
import { oneOfChoice } from './options/choices.js';
import { EXIT, PROGRAM, UsageError } from './terminal/errors.js';
import { integerOption } from './options/values.js';

export const usage = `Usage: ${PROGRAM} gate --server URL --stream NAME --durable NAME --valid-to SUBJECT --invalid-to SUBJECT [options]

Validate a live feed on NATS JetStream. Reads the existing stream NAME through the durable
pull consumer NAME (created when missing; every instance with the same --durable shares the
stream's messages), validates each message's bytes as 'validate --stream' does, and publishes
it unchanged to --valid-to, or to --invalid-to with headers naming what broke (Cdm-Rule,
Cdm-Pointer, Cdm-Error, Cdm-Errors, Cdm-Source-Subject, Cdm-Source-Sequence). A message is
acked only once its publish is acknowledged: at-least-once, and a copy published again is
dropped by the destination stream's duplicate window (Nats-Msg-Id). docs/gate.md walks through it.

Options:
  --server URL        NATS server(s), comma-separated: nats://host:4222 (tls://... for TLS)
  --stream NAME       the stream to read (it must exist)
  --durable NAME      the durable pull consumer shared by the instances
  --valid-to SUBJECT  where valid messages go (a stream must store this subject)
  --invalid-to SUBJECT  where invalid messages go (a stream must store this subject)
  --kind K            validate against one kind (${kindNames.join(', ')}); default: each
                      message's object_kind
  --lint              also run the lint rules: a valid message with findings gets the
                      headers Cdm-Warnings and Cdm-Warning-Rule
  --max-bytes N       longest message read (default ${DEFAULT_MAX_BYTES}, 1 MiB); a longer one goes to
                      --invalid-to unread, with Cdm-Rule message.too-large
  --metrics-port N    serve Prometheus metrics on http://HOST:N/metrics
  --metrics-host ADDR the address the metrics listen on (default 0.0.0.0)
  --quiet             no progress line (a terminal shows one every few seconds)
  -h, --help          show this help

Output: lines for the operator on stderr (connection lost and back, the last counts); never
coloured (NO_COLOR changes nothing).

Exit codes:
  0  stopped by SIGTERM or SIGINT, every message in flight published and acked
  2  usage or configuration error (bad URL, no server at start, no such stream, no stream
     for a destination), or reading stopped on an error the server sent
`;

const say = (line: string): void => {
  process.stderr.write(`${process.stderr.isTTY ? '\r\u001b[K' : ''}${PROGRAM} gate: ${escapeForTerminal(line)}\n`);
};

const summary = (s: MetricsSnapshot): string =>
  `${s.received} received, ${s.valid} valid, ${s.invalid} invalid, ${s.redelivered} redelivered, ${s.duplicates} duplicates dropped`;

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      server: { type: 'string' },
      stream: { type: 'string' },
      durable: { type: 'string' },
      'valid-to': { type: 'string' },
      'invalid-to': { type: 'string' },
      kind: { type: 'string' },
      lint: { type: 'boolean', default: false },
      'max-bytes': { type: 'string' },
      'metrics-port': { type: 'string' },
      'metrics-host': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw new UsageError(`gate takes no FILE; got ${JSON.stringify(positionals[0])}`);
  if (values.kind !== undefined) oneOfChoice('--kind', values.kind, kindNames);
  const options = {
    server: required(values, 'server'),
    stream: required(values, 'stream'),
    durable: required(values, 'durable'),
    validTo: required(values, 'valid-to'),
    invalidTo: required(values, 'invalid-to'),
    kind: values.kind as Kind | undefined,
    lint: values.lint,
    maxBytes: integerOption('--max-bytes', values['max-bytes'], DEFAULT_MAX_BYTES, { min: 1, max: 2 ** 30 }),
    metricsPort:
      values['metrics-port'] === undefined
        ? undefined
        : integerOption('--metrics-port', values['metrics-port'], 0, { min: 0, max: 65535 }),
    metricsHost: values['metrics-host'],
    notice: say,
  };

  // A configuration error (GateConfigError) reaches the user as one line and exit 2, from dispatch.ts.
  const running = await gate(options);
  say(
    `reading stream ${options.stream} (durable ${options.durable}): valid to ${options.validTo}, invalid to ${options.invalidTo}${running.metricsPort === undefined ? '' : `; metrics on port ${running.metricsPort}`}`,
  );
  const stopProgress =
    process.stderr.isTTY && !values.quiet
      ? startProgress(
          () => running.metrics.snapshot(),
          (text) => process.stderr.write(text),
        )
      : () => {};
  let signals = 0;
  const onSignal = (signal: NodeJS.Signals): void => {
    signals++;
    if (signals > 1) {
      // Nothing is lost: what was not acked is delivered again, to this gate's successor or a sibling.
      say(`${signal} again: stopping now, ${running.metrics.snapshot().inFlight} messages left unacked`);
      process.exit(EXIT.error);
    }
    say(`${signal}: finishing the messages in flight`);
    void running.stop();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  try {
    const last = await running.finished;
    stopProgress();
    say(`stopped: ${summary(last)}`);
    return EXIT.ok;
  } catch (error) {
    stopProgress();
    say(`stopped: ${error instanceof Error ? error.message : String(error)}; ${summary(running.metrics.snapshot())}`);
    return EXIT.error;
  } finally {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  }
}
