/** The subject's identity and speed on a page: every string escaped, a homepage linked only when http(s). */
import { identityParts, speedText, webLink } from '../report/identityText.js';
import type { RunReport } from '../report/model/index.js';
import { html, type Html } from './html.js';

/** `pyval 2.1.0 · Python 3.11 · https://…` (the homepage a link), or just the name. */
export function identityLine(subject: RunReport['header']['subject']): Html {
  const link = webLink(subject.homepage);
  const parts: Html[] = identityParts(subject).map((part) => html`${part}`);
  if (link !== undefined) parts.push(html`<a href="${link}" rel="noreferrer">${link}</a>`);
  return html`${parts.map((part, i) => html`${i > 0 ? ' · ' : ''}${part}`)}`;
}

/** Who said so: the flags, the subject itself (its hello or about export), or both. */
export function identitySource(subject: RunReport['header']['subject']): string {
  const announced = subject.announced;
  if (announced === undefined) return subject.version === undefined ? '' : 'version given on the command line';
  const own = (['name', 'version'] as const).every(
    (key) => announced[key] === undefined || announced[key] === subject[key],
  );
  return own ? 'as the subject announced itself' : 'announced by the subject, overridden on the command line';
}

export const speedLine = (report: RunReport): string | undefined =>
  report.summary.speed === undefined ? undefined : speedText(report.summary.speed);
