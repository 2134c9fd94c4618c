/**
 * Who the subject is and how fast it was, on every page that shows a run: report.html, the comparison
 * (name and version per matrix column), the reports index, summary.md and the console. A report.json is
 * hostile input: its identity strings are escaped and a homepage is linked only when it is http(s).
 */
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/report/console.js';
import { renderSummaryMarkdown } from '../../src/report/summaryMarkdown.js';
import type { RunReport } from '../../src/report/model/index.js';
import { comparePage } from '../../src/site/comparePage.js';
import { compare } from '../../src/site/comparison.js';
import { reportPage } from '../../src/site/reportPage.js';
import { reportsIndexPage } from '../../src/site/reportsIndexPage.js';
import { makeReport } from '../report/_support/runReports.js';
import { HOSTILE } from './_hostile.js';

const script = { name: 'pages.js', code: '' };

function identified(subject: Partial<RunReport['header']['subject']>, speed = true): RunReport {
  const base = makeReport();
  return {
    ...base,
    header: { ...base.header, subject: { ...base.header.subject, ...subject } },
    summary: {
      ...base.summary,
      ...(speed ? { speed: { cases: 40, wallMs: 80, casesPerSecond: 500, p50Ms: 0.42, p99Ms: 12.5 } } : {}),
    },
  };
}

const good = identified({
  name: 'pyval',
  version: '2.1.0',
  language: 'Python 3.11',
  homepage: 'https://example.org/pyval',
  announced: { name: 'pyval', version: '2.1.0' },
});
const hostile = identified({
  name: `n ${HOSTILE}`,
  version: `v ${HOSTILE}`,
  language: `l ${HOSTILE}`,
  homepage: 'javascript:alert(1)',
});

describe('report.html', () => {
  it('names the implementation with its version, language and homepage, and shows its speed', () => {
    const page = reportPage(good, { standalone: true, script });
    expect(page).toMatch(/<h1>pyval 2\.1\.0<\/h1>/);
    expect(page).toContain('Python 3.11');
    expect(page).toContain('<a href="https://example.org/pyval" rel="noreferrer">https://example.org/pyval</a>');
    expect(page).toMatch(/500 cases\/s.*p50 0\.42 ms.*p99 12\.5 ms/s);
  });

  it('escapes every identity string and links no homepage that is not http(s)', () => {
    const page = reportPage(hostile, { standalone: true, script });
    expect(page).not.toContain(HOSTILE);
    expect(page).toContain('v &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('href="javascript:');
  });
});

describe('the comparison', () => {
  it('shows name and version in each matrix column and in the implementations table', () => {
    const impls = [
      { name: 'pyval', report: good, calibration: false, page: 'reports/pyval.html' },
      { name: 'plain', report: identified({ name: 'plain' }, false), calibration: false, page: 'reports/plain.html' },
    ];
    const page = comparePage(compare(impls), script);
    const columns = /<table class="matrix"><thead><tr>(.*?)<\/tr><\/thead>/s.exec(page)![1]!;
    expect(columns).toMatch(/pyval.*2\.1\.0/s);
    expect(columns).toContain('plain');
    expect(page).toContain('500');
  });

  it('escapes hostile identity strings', () => {
    const page = comparePage(
      compare([{ name: hostile.header.subject.name, report: hostile, calibration: false, page: 'reports/x.html' }]),
      script,
    );
    expect(page).not.toContain(HOSTILE);
    expect(page).not.toContain('href="javascript:');
  });
});

describe('the reports index, summary.md and the console', () => {
  it('name the subject with its version', () => {
    expect(reportsIndexPage([{ name: 'pyval', source: 'reports/pyval/report.json', report: good }])).toContain(
      'pyval 2.1.0',
    );
    const markdown = renderSummaryMarkdown(good);
    expect(markdown.split('\n')[0]).toBe('## CDM 3.0.0 conformance: pyval 2.1.0');
    expect(markdown).toContain(
      '- subject: pyval 2.1.0, Python 3.11, <https://example.org/pyval> (stream: `python3 validator.py --stream`)',
    );
    expect(markdown).toContain('- speed: 500 cases/s, p50 0.42 ms, p99 12.5 ms per case (40 answered cases)');
    expect(renderConsole(good, { color: false })).toContain('pyval 2.1.0');
  });

  it('keep hostile strings inert in summary.md and the console', () => {
    const markdown = renderSummaryMarkdown(
      identified({ name: 'n', version: `v ${HOSTILE}`, homepage: 'javascript:alert(1)' }),
    );
    expect(markdown).not.toContain('<img');
    expect(markdown).not.toContain('javascript:');
    const shown = renderConsole(identified({ name: 'n', version: 'v\u001b[31m' }), { color: false });
    expect(shown).not.toContain('\u001b[31m');
  });
});
