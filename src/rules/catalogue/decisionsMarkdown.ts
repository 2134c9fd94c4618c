/** Renders docs/decisions.md from the decisions list, so the document and the rules never drift. */
import { decisions } from './decisions.js';
import { runnerDecisions } from './runnerDecisions.js';

export function decisionsMarkdown(): string {
  const lines: string[] = [
    '# Decisions where the contract is silent or ambiguous',
    '',
    '<!-- Generated from src/rules/catalogue/decisions.ts by `npm run generate`; edit that file, not this one. -->',
    '',
    'The contract (Common Data Model Contract 3.0.0) is the only authority. Where it is silent or ambiguous the',
    'reference validator decides, and the decision is recorded here with the contract text it rests on. Every rule',
    'named below has tier **may**: the corpus records the reference verdict, the runner reports what a subject',
    'does in a behaviour matrix, and nothing here is ever scored.',
    '',
    'Conventions that apply everywhere:',
    '',
    '- **Rule granularity.** A rule is one statement of the contract at the place it is stated: a table row gives',
    '  `Type.field.check` rules (`Position.lat.range`), a named format gives one rule (`Timestamp.format`), a',
    '  vocabulary gives `Name.closed-vocabulary`, each object type gives `Type.additional-properties`. A rule',
    '  stated once for a type applies wherever that type appears: its places (JSON Pointer patterns per kind) list',
    '  them all (Position in an entity, a track sample and a waypoint).',
    '- **Wrong JSON type** (a string where a number is stated, `null` where the row has no "or null") is the',
    '  rule `Type.field.type`, filed under the Errors row "value not matching a stated format". An optional field',
    '  whose row does not say "or null" rejects `null`.',
    '- **Integrity, all three or none.** Each of the three fields is required once the block is present; a',
    '  partial block reports one `Integrity.<field>.required` per missing field (category integrity-incomplete);',
    '  none is `integrity` absent or null.',
    '- **adapter_version** states both Semver and "min length 1"; an empty string is reported once, as',
    '  `Semver.format`.',
    '- **Cross-field rules** run only when the fields they relate are themselves valid, so one defect is never',
    '  reported twice under two names.',
    '- **Lint reads source codes where the source puts them.** "Unknown ... is never a zero, an empty string"',
    '  (What the service does, 4.) is checked by lint, never scored, and an open bag keeps source fields verbatim.',
    '  A source\'s "not available" code is linted in a bag only under a member named for the field that code',
    '  belongs to: AIS 511 under a heading-like name, and an empty string (SBS-1: "empty field = absent") only',
    '  under a BaseStation field name (callsign, altitude, ground speed, track, lat/lon, vertical rate, squawk,',
    '  the alert/emergency/SPI/on-ground flags). An empty `remarks` is source text, not an absent SBS-1 field.',
    '',
  ];
  for (const decision of decisions) {
    lines.push(`## ${decision.title}`, '', `Section: ${decision.section}. The contract says:`, '');
    for (const quote of decision.contract) lines.push(`> ${quote}`, '>');
    lines.pop();
    lines.push('', `**Decision.** ${decision.decision}`, '', '| rule | tier | reference |', '|---|---|---|');
    for (const rule of decision.rules) lines.push(`| \`${rule.id}\` | may | ${rule.reference}: ${rule.summary} |`);
    lines.push('');
  }
  lines.push(...runnerDecisions);
  return `${lines.join('\n')}\n`;
}
