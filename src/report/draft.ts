/**
 * Report files rendered from a draft of the report while the subject closes (runner/run.ts's onDraft: its
 * input ended, it cleans up, and the runner would otherwise wait idle), instead of after it exited, where
 * every millisecond is added to the run. The close can still change the report (an answer given twice, a
 * signal, a subject that announces itself late), and it always changes its duration; so a part rendered from
 * the draft is used only for a final report that is the draft but for header.durationMs (`holdsFor`), and
 * only a part that does not show the duration: junit.xml's suites, summary.md but for its last section. The
 * rest is rendered from the final report, and all of it when the draft does not hold: the files are byte for
 * byte the ones rendered from the final report alone.
 */
import type { RunReport } from './model/index.js';
import type { CaseParts } from './caseParts.js';
import { junitSuites, junitTop, type Counts } from './junit.js';
import { renderSummaryMarkdown, summaryMarkdownBody, summaryMarkdownWith } from './summaryMarkdown.js';

const shared = new WeakMap<RunReport, string>();

/** `report`'s header but for its duration, and its summary, as JSON text (found once per report). */
function headerAndSummary(report: RunReport): string {
  let text = shared.get(report);
  if (text === undefined) {
    const { durationMs: _duration, ...timeless } = report.header;
    shared.set(report, (text = JSON.stringify([timeless, report.summary])));
  }
  return text;
}

/**
 * Is `final` the `draft` but for header.durationMs? The same scoring (the same arrays of cases, rules and
 * roll-ups, which no one changes once made: an amended run is scored into new ones), the same shrunk cases,
 * the same members, and the header but for its duration and the summary equal as JSON.
 */
export function holdsFor(draft: RunReport, final: RunReport): boolean {
  const keys = Object.keys(draft);
  const same = (key: string): boolean =>
    key === 'header' || key === 'summary' ? true : draft[key as keyof RunReport] === final[key as keyof RunReport];
  return (
    keys.length === Object.keys(final).length &&
    keys.every((key) => Object.hasOwn(final, key) && same(key)) &&
    headerAndSummary(final) === headerAndSummary(draft)
  );
}

export class ReportDraft {
  private readonly junit: { readonly total: Counts; readonly pieces: Uint8Array[] };
  private readonly markdownBody: string;
  private checked: { readonly report: RunReport; readonly holds: boolean } | undefined;

  /** Renders the draft's parts at once (`parts`: the cases' junit elements, rendered while the run went on). */
  constructor(
    readonly draft: RunReport,
    parts: CaseParts,
  ) {
    this.junit = junitSuites(draft, parts.junit, (text) => Buffer.from(text));
    this.markdownBody = summaryMarkdownBody(draft);
    headerAndSummary(draft); // found now, not after the subject closed
  }

  /** holdsFor(draft, report), found once per report. */
  private holds(report: RunReport): boolean {
    if (this.checked?.report !== report) this.checked = { report, holds: holdsFor(this.draft, report) };
    return this.checked.holds;
  }

  /** junit.xml of `report` in pieces, the suites from the draft when it holds. */
  junitPieces(report: RunReport, parts: CaseParts, encode: (text: string) => Uint8Array): Uint8Array[] {
    const { total, pieces } = this.holds(report) ? this.junit : junitSuites(report, parts.junit, encode);
    return [encode(junitTop(report, total)), ...pieces];
  }

  /** summary.md of `report`, all but its last section from the draft when it holds. */
  summaryMarkdown(report: RunReport): string {
    return this.holds(report) ? summaryMarkdownWith(this.markdownBody, report) : renderSummaryMarkdown(report);
  }
}
