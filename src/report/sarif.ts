/**
 * SARIF 2.1.0 (OASIS), in the subset GitHub code scanning reads (docs/report.md, "SARIF"): one result per
 * finding (findings.ts), ruleId the catalogue rule id, each rule described by its contract quote with a
 * helpUri to its page on the docs site when the caller knows the site's address, a physical location, and a
 * partialFingerprints entry stable across runs. `run` writes report.sarif; `validate --format sarif` streams
 * the same pieces (cli/validate/formats.ts).
 */
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ruleById } from '../rules/catalogue/index.js';
import { runnerVersion } from '../runner/version.js';
import { type Finding, runFindings } from './findings.js';
import type { RunReport } from './model/index.js';
import type { ReportContext, Reporter } from './reporter.js';

export const SARIF_SCHEMA =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const TOOL = 'cdm-conformance';
/** The partialFingerprints key: ours, versioned, beside the ones GitHub computes itself. */
export const FINGERPRINT_KEY = 'cdmFinding/v1';

/** A relative path as a relative URI reference (what code scanning matches against the checkout); an absolute one as a file: URI. */
const fileUri = (file: string): string => (isAbsolute(file) ? pathToFileURL(file).href : encodeURI(file));

/** A finding as a SARIF result object. */
export function sarifResult(finding: Finding): Record<string, unknown> {
  const region =
    finding.line === undefined
      ? undefined
      : { startLine: finding.line, ...(finding.column === undefined ? {} : { startColumn: finding.column }) };
  return {
    ruleId: finding.ruleId,
    level: finding.level,
    message: { text: finding.message },
    ...(finding.file === undefined
      ? {}
      : {
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: fileUri(finding.file) },
                ...(region === undefined ? {} : { region }),
              },
            },
          ],
        }),
    partialFingerprints: { [FINGERPRINT_KEY]: finding.fingerprint },
  };
}

/** The reportingDescriptor of a rule id: its summary, its contract quote, its tier, its docs page. */
function ruleDescriptor(id: string, context: ReportContext): Record<string, unknown> {
  const rule = ruleById.get(id);
  const helpUri = context.helpUri?.(id);
  if (rule === undefined) return { id, shortDescription: { text: id }, ...(helpUri === undefined ? {} : { helpUri }) };
  return {
    id,
    shortDescription: { text: rule.summary },
    fullDescription: { text: rule.quote.join('\n') },
    ...(helpUri === undefined ? {} : { helpUri }),
    help: { text: `${rule.summary}\n\nContract (${rule.section}):\n${rule.quote.join('\n')}` },
    defaultConfiguration: { level: rule.tier === 'lint' ? 'warning' : 'error' },
    properties: { tier: rule.tier, category: rule.category },
  };
}

/** The run's `tool` object, describing each rule id in `ruleIds` (sorted). */
export function sarifTool(ruleIds: Iterable<string>, context: ReportContext): Record<string, unknown> {
  return {
    driver: {
      name: TOOL,
      version: runnerVersion(),
      rules: [...new Set(ruleIds)].sort().map((id) => ruleDescriptor(id, context)),
    },
  };
}

/** The document's opening up to the first result, for a writer that streams results (validate). */
export const SARIF_HEAD = `{\n  "$schema": ${JSON.stringify(SARIF_SCHEMA)},\n  "version": "2.1.0",\n  "runs": [\n    {\n      "results": [`;

/** What closes the results array and the document, with the run's tool. */
export function sarifTail(ruleIds: Iterable<string>, context: ReportContext): string {
  const tool = JSON.stringify(sarifTool(ruleIds, context), null, 2).replace(/\n/g, '\n      ');
  return `\n      ],\n      "tool": ${tool}\n    }\n  ]\n}\n`;
}

/** One result as a line of the results array (a separator goes before every result but the first). */
export const sarifResultLine = (finding: Finding): string => `\n        ${JSON.stringify(sarifResult(finding))}`;

export function renderSarif(findings: readonly Finding[], context: ReportContext): string {
  const results = findings.map(sarifResultLine).join(',');
  return `${SARIF_HEAD}${results}${sarifTail(
    findings.map((finding) => finding.ruleId),
    context,
  )}`;
}

export const sarifReporter: Reporter = {
  file: 'report.sarif',
  render: (report: RunReport, context) => renderSarif(runFindings(report), context),
};
