/**
 * badge.svg: a shields.io-style "flat" badge, "cdm 3.0.0 | 97.3%", drawn locally so a README can show the
 * latest run without a network service. Text widths are estimated per character (Verdana 11px, the font
 * shields measures with) because there is no font engine here; close is good enough for a badge.
 */
import { headlineOf, headlinePercent, type RunReport } from './model/index.js';
import type { Reporter } from './reporter.js';
import { contractVersion } from './text.js';
import { escapeAttribute, escapeText } from './xml.js';

export type BadgeColor = 'green' | 'yellowgreen' | 'yellow' | 'orange' | 'red' | 'lightgrey';

/** shields.io's palette for the named colours. */
const HEX: Readonly<Record<BadgeColor, string>> = {
  green: '#97ca00',
  yellowgreen: '#a4a61d',
  yellow: '#dfb317',
  orange: '#fe7d37',
  red: '#e05d44',
  lightgrey: '#9f9f9f',
};

/** Green is reserved for 100: anything less is not conformant, however close. */
export function badgeColor(percent: number): BadgeColor {
  if (percent >= 100) return 'green';
  if (percent >= 90) return 'yellowgreen';
  if (percent >= 75) return 'yellow';
  if (percent >= 50) return 'orange';
  return 'red';
}

// Approximate Verdana 11px advance widths; characters not listed use the width of their class.
const WIDTHS: Readonly<Record<string, number>> = {
  ' ': 3.9,
  '.': 4.0,
  ',': 4.0,
  ':': 4.6,
  ';': 4.6,
  '!': 4.3,
  "'": 3.0,
  '|': 4.9,
  '-': 4.6,
  _: 7.0,
  '(': 4.6,
  ')': 4.6,
  '/': 4.9,
  '%': 11.9,
  '#': 9.2,
  '+': 9.2,
  i: 3.0,
  l: 3.0,
  j: 3.3,
  f: 3.9,
  t: 4.3,
  r: 4.7,
  I: 4.6,
  J: 5.0,
  c: 5.9,
  s: 5.8,
  z: 5.8,
  k: 6.5,
  v: 6.5,
  x: 6.5,
  y: 6.5,
  m: 10.7,
  w: 8.9,
  M: 9.9,
  W: 11.1,
};

function charWidth(char: string): number {
  const known = WIDTHS[char];
  if (known !== undefined) return known;
  if (/[0-9]/.test(char)) return 7.0;
  if (/[a-z]/.test(char)) return 6.8;
  if (/[A-Z]/.test(char)) return 7.5;
  return 7.0;
}

export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return Math.round(width * 10) / 10;
}

export function renderBadge(label: string, message: string, color: BadgeColor): string {
  // shields' flat layout: 5px padding each side of each text; text is drawn at 10x and scaled by .1 for precision.
  const labelText = Math.round(textWidth(label));
  const messageText = Math.round(textWidth(message));
  const left = labelText + 10;
  const right = messageText + 10;
  const total = left + right;
  const title = `${label}: ${message}`;
  const text = (x: number, y: number, length: number, value: string, shadow: boolean): string =>
    `<text${shadow ? ' aria-hidden="true"' : ''} x="${x}" y="${y}" fill="${shadow ? '#010101' : '#fff'}"${shadow ? ' fill-opacity=".3"' : ''} transform="scale(.1)" textLength="${length}">${escapeText(value)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="20" role="img" aria-label="${escapeAttribute(title)}">`,
    `<title>${escapeText(title)}</title>`,
    '<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>',
    `<clipPath id="r"><rect width="${total}" height="20" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#r)"><rect width="${left}" height="20" fill="#555"/><rect x="${left}" width="${right}" height="20" fill="${HEX[color]}"/><rect width="${total}" height="20" fill="url(#s)"/></g>`,
    '<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="110">',
    text(left * 5, 150, labelText * 10, label, true),
    text(left * 5, 140, labelText * 10, label, false),
    text((left + right / 2) * 10, 150, messageText * 10, message, true),
    text((left + right / 2) * 10, 140, messageText * 10, message, false),
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

/** What the run's badge says: its label, message and colour (badge.svg draws it, badge.json hands it to shields). */
export interface BadgeParts {
  readonly label: string;
  readonly message: string;
  readonly color: BadgeColor;
}

/**
 * The run's badge, "cdm <contract version>" and what the run earned: its percent, coloured by it (green only
 * for a conformant run); a grey "partial 25/374" for a partial run that passed every selected case, which
 * certifies nothing; a red "fail (partial 25/374)" for a partial run that failed.
 */
export function badgeParts(report: RunReport): BadgeParts {
  const { summary } = report;
  // A run whose verdicts are exit statuses says so where the badge is seen, not only in the report.
  const label = `cdm ${contractVersion(report.header.contract)}${report.header.verdicts === 'exit-code' ? ' (exit codes)' : ''}`;
  if (summary.complete === false) {
    const share = `${summary.mustRules.total}/${summary.mustRules.catalogue ?? summary.mustRules.total + (summary.mustRules.untested ?? 0)}`;
    return summary.conformant === false
      ? { label, message: `fail (partial ${share})`, color: 'red' }
      : { label, message: `partial ${share}`, color: 'lightgrey' };
  }
  const headline = headlineOf(summary);
  const colour = badgeColor(headline.percent);
  // The colour agrees with the verdict whatever the percent says: green is a certificate.
  // Every must rule passing is 100% of the headline, yet a failing lint or valid-object row is no certificate.
  const qualifier = summary.conformant === true || headline.percent < 100 ? '' : ', not conformant';
  return {
    label,
    message: `${headlinePercent(headline)}${qualifier}`,
    color: summary.conformant === true ? 'green' : colour === 'green' ? 'yellowgreen' : colour,
  };
}

export function reportBadge(report: RunReport): string {
  const { label, message, color } = badgeParts(report);
  return renderBadge(label, message, color);
}

/** shields.io's endpoint badge (https://shields.io/badges/endpoint-badge): the same label, message and colour. */
export function reportBadgeJson(report: RunReport): string {
  const { label, message, color } = badgeParts(report);
  return `${JSON.stringify({ schemaVersion: 1, label, message, color })}\n`;
}

export const badgeReporter: Reporter = { file: 'badge.svg', render: reportBadge };
export const badgeJsonReporter: Reporter = { file: 'badge.json', render: reportBadgeJson };
