#!/usr/bin/env node
/**
 * `cdm-conformance`: the process around dispatch.ts. This file owns what belongs to the process: the exit
 * code, a reader that goes away, and the promise that even an error nothing caught is one line, no stack trace.
 */
import { EXIT } from './terminal/errors.js';
import { reportFailure, runCommandLine } from './dispatch.js';

function fail(error: unknown): void {
  reportFailure(error);
  process.exitCode = EXIT.error;
}

// A reader that goes away (`validate big.ndjson | head`) is not an error of ours: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.ok);
  fail(error);
  process.exit(EXIT.error);
});
process.on('uncaughtException', (error) => {
  fail(error);
  process.exit(EXIT.error);
});
process.on('unhandledRejection', (error) => {
  fail(error);
  process.exit(EXIT.error);
});

// exitCode rather than process.exit(): let stdout drain completely into a pipe before the process ends.
void runCommandLine(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
