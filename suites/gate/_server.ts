/**
 * The gate's suites on a real `nats-server -js` (_natsServer.ts). Without nats-server they are skipped,
 * except in CI (CI set), where .ci/run installs it and a skip would hide a missing install: there they fail.
 */
import { describe, it } from 'vitest';
import { natsServerPath } from './_natsServer.js';

export { type NatsServer, startNats } from './_natsServer.js';

const NATS_SERVER = natsServerPath();

/** `describe` when nats-server is here; otherwise skipped, or one failing test in CI. */
export function describeWithNats(name: string, body: () => void): void {
  if (NATS_SERVER !== undefined) describe(name, body);
  else if (process.env.CI) {
    describe(name, () => {
      it('needs nats-server (.ci/run installs it)', () => {
        throw new Error('nats-server is not installed: the gate suites cannot run');
      });
    });
  } else describe.skip(`${name} (nats-server not installed)`, body);
}
