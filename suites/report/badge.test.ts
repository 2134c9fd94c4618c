import { describe, expect, it } from 'vitest';
import {
  type BadgeColor,
  badgeColor,
  renderBadge,
  reportBadge,
  reportBadgeJson,
  textWidth,
} from '../../src/report/badge.js';
import { formatPercent } from '../../src/report/text.js';
import { parseXml } from './_support/xmlCheck.js';
import { makeReport } from './_support/runReports.js';

describe('badge.svg', () => {
  it('colours by percent at the thresholds', () => {
    expect(badgeColor(100)).toBe('green');
    expect(badgeColor(99.9)).toBe('yellowgreen');
    expect(badgeColor(90)).toBe('yellowgreen');
    expect(badgeColor(89.9)).toBe('yellow');
    expect(badgeColor(75)).toBe('yellow');
    expect(badgeColor(74.9)).toBe('orange');
    expect(badgeColor(50)).toBe('orange');
    expect(badgeColor(49.9)).toBe('red');
    expect(badgeColor(0)).toBe('red');
  });

  it('reads "cdm 3.0.0 | 97.3%", the headline (must rules passing of the catalogue\'s), and uses the colour', () => {
    const report = makeReport({ percent: 50 });
    const svg = reportBadge({
      ...report,
      summary: { ...report.summary, headline: { passing: 364, total: 374, percent: 97.3 } },
    });
    expect(svg).toContain('aria-label="cdm 3.0.0: 97.3%"');
    expect(svg).toContain('>cdm 3.0.0</text>');
    expect(svg).toContain('>97.3%</text>');
    expect(svg).toContain('fill="#a4a61d"');
  });

  it('never rounds up to 100%', () => {
    expect(formatPercent(99.97)).toBe('99.9%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(Number.NaN)).toBe('0%');
  });

  it('is well-formed SVG, escaped, sized by its text', () => {
    const svg = renderBadge('a<b & "c"', '\u0001', 'red');
    const root = parseXml(svg);
    expect(root.name).toBe('svg');
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(root.attributes['aria-label']).toBe('a<b & "c": \\u0001');
    const short = parseXml(renderBadge('cdm 3.0.0', '9%', 'red')).attributes.width!;
    const long = parseXml(renderBadge('cdm 3.0.0', '100%', 'green')).attributes.width!;
    expect(Number(long)).toBeGreaterThan(Number(short));
  });

  it('estimates text width per character', () => {
    expect(textWidth('iiii')).toBeLessThan(textWidth('mmmm'));
    expect(textWidth('')).toBe(0);
  });
});

describe('badge.json', () => {
  it("is shields.io's endpoint form of badge.svg: schemaVersion 1, the same label, message and colour", () => {
    for (const report of [
      makeReport({ percent: 97.3, conformant: false }),
      makeReport({ percent: 100, conformant: true }),
      makeReport({ complete: false, conformant: null }),
    ]) {
      const endpoint = JSON.parse(reportBadgeJson(report)) as Record<string, unknown>;
      expect(Object.keys(endpoint)).toEqual(['schemaVersion', 'label', 'message', 'color']);
      expect(endpoint.schemaVersion).toBe(1);
      const svg = parseXml(reportBadge(report));
      const title = svg.children.find((child) => child.name === 'title')!.text;
      expect(title).toBe(`${endpoint.label}: ${endpoint.message}`);
      expect(reportBadge(report)).toBe(
        renderBadge(endpoint.label as string, endpoint.message as string, endpoint.color as BadgeColor),
      );
    }
  });
});
