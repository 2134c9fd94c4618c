/**
 * An exec subject that times out on its first cases without answering any: slow to start (an interpreter's
 * imports) or never exiting. The runner runs one case alone with more time and says which, naming the
 * start-up it measured (src/runner/subjects/execStartup.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runConformance } from '../../src/runner/run.js';
import { ExecSubject } from '../../src/runner/subjects/exec.js';
import { slowStartMessage } from '../../src/runner/subjects/execStartup.js';
import { killMarked, markProcesses, noOrphans } from './_orphans.js';
import { sixCases } from './_support.js';

const mark = markProcesses();
afterEach(() => killMarked(mark));

const runWith = (subject: ExecSubject) =>
  runConformance({ subject, cases: sixCases(6), scope: [], level: 'verdict', corpusDigest: 'test' });

const FIRST = 'the subject timed out on its first 3 cases without answering any';

describe('an exec subject slow to start', () => {
  it('is told the start-up measured on one case run alone, and to raise --timeout or use --stream', async () => {
    // Half a second of start-up, then a verdict: never within 100 ms, always within the probe's 60 s.
    const subject = new ExecSubject({
      command: `sleep 0.5; cat >/dev/null; echo '{"valid":true}'`,
      name: 'slow',
      timeoutMs: 100,
      concurrency: 2,
      startupProbeMs: 60_000,
    });
    const { exitCode, verdict, report } = await runWith(subject);
    expect(exitCode).toBe(2);
    const measured =
      /one case run alone answered in (\d+) ms \(its start-up included\) against --timeout 100: raise --timeout \(for example --timeout (\d+)\) or use --stream/.exec(
        verdict,
      );
    expect(measured, verdict).not.toBeNull();
    expect(verdict).toContain(FIRST);
    expect(Number(measured![1])).toBeGreaterThanOrEqual(500);
    expect(Number(measured![2])).toBeGreaterThan(Number(measured![1]));
    expect(verdict).not.toMatch(/does it exit/);
    // The probe is no case of the run: three timeouts, the rest not run.
    expect(report.cases.filter((result) => result.outcome === 'timeout')).toHaveLength(3);
    await noOrphans(mark);
  });

  it('that never exits, even alone and given the probe time, is asked whether it reads stdin to its end', async () => {
    const subject = new ExecSubject({
      command: 'exec sleep 30',
      name: 'hang',
      timeoutMs: 50,
      concurrency: 1,
      startupProbeMs: 200,
    });
    const { exitCode, verdict } = await runWith(subject);
    expect(exitCode).toBe(2);
    expect(verdict).toContain(
      `${FIRST}, nor within 200 ms when one case was run alone: does it exit after reading stdin to its end? (if it only starts slowly: raise --timeout or use --stream)`,
    );
    await noOrphans(mark);
  });

  it('words each probe result', () => {
    expect(slowStartMessage(FIRST, { status: 'answered', valid: true, durationMs: 1734.2 }, 1000, 4000)).toBe(
      `${FIRST}, yet one case run alone answered in 1735 ms (its start-up included) against --timeout 1000: raise --timeout (for example --timeout 4000) or use --stream (one long-lived process, docs/protocol.md)`,
    );
    expect(
      slowStartMessage(
        FIRST,
        { status: 'error', message: 'the subject exited with code 3', durationMs: 9 },
        1000,
        4000,
      ),
    ).toBe(`${FIRST}; one case run alone ended without a verdict: the subject exited with code 3`);
  });
});
