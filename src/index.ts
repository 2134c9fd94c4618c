/**
 * cdm-conformance as a library: the reference validator and rule catalogue, the io-ts codecs, the fixture
 * corpus, the fast-check generators and the conformance runner with its reports.
 */
export * as codecs from './contract/index.js';
export { CanonicalObject, kinds, kindNames, isKind, type Kind } from './contract/canonicalObject.js';
export * from './rules/index.js';
export { verdictOfValue as validate, verdictOfText as validateText } from './validation/verdict.js';
export { parseJsonText } from './json/parseJsonText.js';
export { gate, runGate, GateConfigError, type GateOptions, type RunningGate } from './gate/index.js';
export { CORPUS_DIR, fixtureText, loadCorpus, type Fixture } from './corpus/load.js';
export * from './generators/index.js';
export * from './runner/index.js';
export { AtomicWriteError } from './support/atomicWrite.js';
export {
  writeReports,
  REPORT_FILES,
  renderConsole,
  renderJunit,
  renderReportJson,
  renderSummaryMarkdown,
  reportBadge,
} from './report/index.js';
