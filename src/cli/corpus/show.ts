/**
 * `corpus show ID`: one fixture for a reader: what it is, what the reference must say, the contract
 * text it rests on, how it differs from its base, and the object with every line an expected error
 * or warning points at marked ">" (and coloured), the rule and the contract quote beside it.
 */
import type { Palette } from '../terminal/output.js';
import { parseJsonText } from '../../json/parseJsonText.js';
import { splitId, type ExpectedFinding, type Fixture } from '../../corpus/types.js';
import { lineFor, renderLines } from './render.js';

const TIER_NOTE = {
  must: 'must (scored)',
  may: 'may (reported, never scored)',
  lint: 'lint (a valid object an adapter should not produce)',
} as const;

/** A JSON string literal with invisible and format characters (U+FEFF, U+200B..U+200F, U+2028, U+2029, C1) escaped. */
const visible = (text: string): string =>
  JSON.stringify(text).replace(
    /[\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

function field(label: string, lines: readonly string[]): string[] {
  const [first, ...rest] = lines;
  return [`  ${label.padEnd(9)} ${first ?? ''}`, ...rest.map((line) => `  ${' '.repeat(9)} ${line}`)];
}

function findingLines(findings: readonly ExpectedFinding[], palette: Palette): string[] {
  return findings.map(
    (finding) =>
      `${palette.rule(finding.rule)} at ${palette.path(finding.path === '' ? '(the whole object)' : finding.path)}`,
  );
}

/** The value the fixture sends, as parsed (for a text fixture: by the strict parser, when it is JSON at all). */
function valueOf(fixture: Fixture): { value: unknown } | undefined {
  if (fixture.text === undefined) return { value: fixture.object };
  const parsed = parseJsonText(fixture.text);
  return parsed.ok ? { value: parsed.value } : undefined;
}

function annotatedObject(fixture: Fixture, palette: Palette): string[] {
  const parsed = valueOf(fixture);
  if (parsed === undefined) return ['  (the text is not JSON, so there is no value to show)'];
  const lines = renderLines(parsed.value);
  const marks = new Map<number, string[]>();
  const findings = fixture.expect.valid ? (fixture.expect.warnings ?? []) : fixture.expect.errors;
  for (const finding of findings) {
    const { index, exact } = lineFor(lines, finding.path);
    const note = `<- ${finding.rule}${exact ? '' : ` at ${finding.path} (${finding.path.startsWith(lines[index]!.pointer) ? 'inside this value or missing from it' : 'here'})`}`;
    (marks.get(index) ?? marks.set(index, []).get(index)!).push(note);
  }
  const quote = fixture.contract.quote[0];
  return lines.flatMap((line, index) => {
    const notes = marks.get(index);
    if (notes === undefined) return [`    ${line.text}`];
    return [
      `  > ${palette.rule(line.text)}   ${notes.join('; ')}`,
      ...(quote === undefined
        ? []
        : [
            `      ${' '.repeat(line.text.length - line.text.trimStart().length)}contract (${fixture.contract.section}): ${quote}`,
          ]),
    ];
  });
}

export function showFixture(fixture: Fixture, palette: Palette): string {
  const { scope, rule } = splitId(fixture.id);
  const out: string[] = [fixture.id, `  ${fixture.description}`, ''];
  out.push(
    ...field('rules', [
      fixture.rules.length === 0 ? '(none: a showcase, a realistic valid object)' : fixture.rules.join(', '),
    ]),
  );
  out.push(...field('tier', [TIER_NOTE[fixture.tier]]));
  out.push(
    ...field('kind', [
      fixture.kind === null ? `null: a mixed-stream object, dispatched on object_kind (scope ${scope})` : fixture.kind,
    ]),
  );
  if (fixture.expect.valid) {
    const warnings = fixture.expect.warnings ?? [];
    out.push(
      ...field('expect', [
        'valid',
        ...(warnings.length > 0 ? ['lint warnings:', ...findingLines(warnings, palette)] : []),
      ]),
    );
  } else {
    out.push(
      ...field('expect', ['invalid, the reference reports exactly:', ...findingLines(fixture.expect.errors, palette)]),
    );
  }
  out.push(...field('contract', [fixture.contract.section, ...fixture.contract.quote.map((quote) => `"${quote}"`)]));
  if (fixture.derived !== undefined) {
    const changes = fixture.derived.patch.map(
      (operation) =>
        `${operation.op} ${palette.path(operation.path)}${'value' in operation ? `: ${JSON.stringify(operation.value)}` : ''}`,
    );
    out.push(
      ...field('derived', [
        `from ${fixture.derived.base}`,
        ...(changes.length === 0 ? ['(no change to the value: the difference is in the text)'] : changes),
      ]),
    );
  }
  if (fixture.source !== undefined)
    out.push(...field('source', [`${fixture.source.name}`, `its own verdict: ${fixture.source.verdict}`]));
  out.push('');
  if (fixture.text !== undefined) {
    out.push(
      'text (sent verbatim; shown as a JSON string so every character is visible):',
      `  ${visible(fixture.text)}`,
      '',
      'as parsed:',
    );
  } else {
    out.push(rule === 'showcase' ? 'object (a showcase):' : 'object:');
  }
  out.push(...annotatedObject(fixture, palette));
  return `${out.join('\n')}\n`;
}
