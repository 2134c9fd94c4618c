/**
 * report.html's failing-case articles, rendered while the subject is still answering (as report/caseParts.ts
 * renders report.json's and junit.xml's parts), instead of after the last answer, where every millisecond is
 * added to the run: about 10 ms of CPU for the 300 a page shows, in a run's tail of about 35.
 *
 * An article holds the command that reruns its case, made of the report's subject, generated cases and
 * level; those are taken as they stand (`context`) when it is rendered ahead. The page uses an article
 * rendered ahead only for the same result object and the same rerun command it would write itself, and
 * renders the others then: report.html is byte for byte the page rendered all at once.
 */
import type { CaseResult } from '../report/model/index.js';
import { IdleTurns } from '../support/idleTurns.js';
import { caseArticle } from './caseArticle.js';
import type { Html } from './html.js';
import { rerunCommandFor, type RerunContext } from './rerun.js';
import { FAILED, MAX_CASES } from './reportPage.js';

/** report.html's options (reportHtml.ts): the articles rendered ahead are for it only. */
const STANDALONE = { standalone: true } as const;

export class ReportArticles {
  private readonly rendered = new WeakMap<CaseResult, { readonly rerun: string; readonly article: Html }>();
  private queued = 0;
  private readonly ahead = new IdleTurns<CaseResult>((result) => {
    const rerun = rerunCommandFor(this.context(), result.id);
    this.rendered.set(result, { rerun, article: caseArticle(result, rerun, STANDALONE) });
  });

  constructor(private readonly context: () => RerunContext) {}

  /** Queue a failing `result` to be rendered in the next idle turns; no more than the page shows. */
  add(result: CaseResult): void {
    if (!FAILED.has(result.outcome) || this.queued >= MAX_CASES) return;
    this.queued += 1;
    this.ahead.add(result);
  }

  /** Render no more ahead (the run is over). */
  stop(): void {
    this.ahead.stop();
  }

  /** reportPage's `renderedArticle` for report.html: the article rendered ahead, when it is still the one. */
  readonly renderedArticle = (result: CaseResult, rerun: string): Html | undefined => {
    const done = this.rendered.get(result);
    return done?.rerun === rerun ? done.article : undefined;
  };
}
