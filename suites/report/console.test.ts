import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/report/console.js';
import { makeCase, makeReport, rules } from './_support/runReports.js';
import type { RuleResult } from '../../src/report/model/index.js';

const ESC = '\u001b';

describe('renderConsole', () => {
  it('has no ESC characters without colour, and has them with colour', () => {
    expect(renderConsole(makeReport(), { color: false })).not.toContain(ESC);
    expect(renderConsole(makeReport(), { color: true })).toContain(`${ESC}[31m`);
    expect(renderConsole(makeReport(), { color: true })).toContain(`${ESC}[32m`);
    expect(renderConsole(makeReport(), { color: true })).toContain(`${ESC}[2m`);
  });

  it('keeps control characters from subject output off the terminal', () => {
    const report = makeReport({
      cases: [
        makeCase({
          id: 'x',
          rule: 'Timestamp.format',
          outcome: 'error',
          actual: { valid: null, errors: [], message: `${ESC}[2Jgone` },
        }),
      ],
    });
    const text = renderConsole(report, { color: false });
    expect(text).not.toContain(ESC);
    expect(text).toContain('\\u001B[2Jgone');
  });

  it('lists failing rules first, then passing rules', () => {
    const text = renderConsole(makeReport(), { color: false });
    const failing = text.indexOf('✗ Entity.additional-properties');
    expect(failing).toBeGreaterThan(0);
    expect(failing).toBeLessThan(text.indexOf('✓ Affiliation.closed-vocabulary'));
    expect(text).toContain('2 rules without cases in this run');
  });

  it('collapses many passing rules to one count line', () => {
    const many: RuleResult[] = Array.from({ length: 20 }, (_, i) => ({
      ...rules[0]!,
      id: `Rule${i}.closed-vocabulary`,
    }));
    const text = renderConsole(makeReport({ rules: many, cases: [] }), { color: false });
    expect(text).toContain('✓ 20 rules pass every case');
    expect(text).not.toContain('Rule3.closed-vocabulary');
  });

  it('shows the worst cases with an expected-versus-actual diff, false accepts first, one per rule first', () => {
    const text = renderConsole(makeReport(), { color: false, worst: 4 });
    expect(text).toContain('Worst 4 cases');
    const worst = text.slice(text.indexOf('Worst 4 cases'), text.indexOf('By category'));
    expect(worst).toMatch(/1\. entity\/Entity\.additional-properties\/extra-key false-accept/);
    expect(worst).toMatch(/2\. track\/Track\.samples\.order\/equal-timestamps false-reject/);
    expect(worst).toMatch(/3\. entity\/Timestamp\.format\/no-millis error/);
    // A refusal for the wrong rule is its own outcome, shown after every rule's worst case.
    expect(worst).toMatch(/4\. entity\/Entity\.additional-properties\/two-extra-keys wrong-rule/);
    expect(worst).toMatch(/- Entity\.additional-properties\s+\/a/);
    expect(worst).toMatch(/\+ Entity\.type\s+""/);
    expect(worst).not.toContain('json.duplicate-key'); // may cases are never among the worst
  });

  it('defaults to five worst cases; 0 hides them', () => {
    expect(renderConsole(makeReport(), { color: false })).toContain('Worst 5 cases');
    expect(renderConsole(makeReport(), { color: false, worst: 0 })).not.toContain('Worst');
  });

  it('rolls up by category and ends with the verdict', () => {
    const text = renderConsole(makeReport(), { color: false });
    expect(text).toMatch(/By category\n.*category.*\n\s+undeclared-key\s+1\s+1\s+0%/);
    expect(text.trimEnd().split('\n').pop()).toBe(
      'NOT CONFORMANT at level rule: 1 of 7 must rules passes (14.2%); 4 scored rules fail',
    );
  });
});
