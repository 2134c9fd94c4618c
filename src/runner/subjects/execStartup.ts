/**
 * An exec subject that timed out on its first cases without answering any is slow to start (an
 * interpreter's imports, a JVM) or never exits (it waits for more input). One more run of a case, alone and
 * with more time, tells which; the message then names the start-up it measured and the way forward
 * (--timeout or --stream), instead of guessing at a protocol mistake (issue 23).
 */
import type { SubjectVerdict } from '../../report/model/index.js';
import { MAX_TIMEOUT_MS } from './subject.js';

/** The probe's deadline, as a multiple of the per-case timeout. */
export const PROBE_FACTOR = 4;

export const defaultProbeMs = (timeoutMs: number): number => Math.min(MAX_TIMEOUT_MS, PROBE_FACTOR * timeoutMs);

/** `first`: why the run gives up ("the subject timed out on its first 3 cases ..."); `probe`: the case run alone. */
export function slowStartMessage(first: string, probe: SubjectVerdict, timeoutMs: number, probeMs: number): string {
  if (probe.status === 'answered') {
    const took = Math.ceil(probe.durationMs);
    // Twice the start-up measured alone: cases run side by side (-j) share the machine.
    const suggested = Math.min(MAX_TIMEOUT_MS, Math.ceil((2 * took) / 1000) * 1000);
    return `${first}, yet one case run alone answered in ${took} ms (its start-up included) against --timeout ${timeoutMs}: raise --timeout (for example --timeout ${suggested}) or use --stream (one long-lived process, docs/protocol.md)`;
  }
  if (probe.status === 'timeout')
    return `${first}, nor within ${probeMs} ms when one case was run alone: does it exit after reading stdin to its end? (if it only starts slowly: raise --timeout or use --stream)`;
  return `${first}; one case run alone ended without a verdict: ${probe.message}`;
}
