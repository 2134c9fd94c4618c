/** The console lines naming the shrunk fixtures of a run: one per cause, with how many disagreements it stands for. */
import { escapeForTerminal } from '../../support/terminal.js';
import type { ShrunkEntry } from '../../report/model/index.js';

export function shrunkLines(shrunk: readonly ShrunkEntry[]): string {
  const total = shrunk.reduce((sum, entry) => sum + entry.disagreements, 0);
  const head = `Shrunk disagreements: ${shrunk.length} fixture${shrunk.length === 1 ? '' : 's'} for ${total} generated disagreement${total === 1 ? '' : 's'} (one per cause; \`cdm-conformance corpus promote FILE --id NAME\` takes one into the corpus):`;
  const lines = shrunk.map((entry) => {
    const findings = entry.cause.outcome === 'false-reject' ? entry.cause.actual : entry.cause.expected;
    const why = `${entry.cause.outcome}${findings.length > 0 ? `: ${findings.join(', ')}` : ''}`;
    return `  ${escapeForTerminal(entry.file)}\n    ${entry.disagreements} × ${escapeForTerminal(why)}`;
  });
  return `${[head, ...lines].join('\n')}\n`;
}
