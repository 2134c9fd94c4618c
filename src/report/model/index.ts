/** The report model: what the runner builds and every reporter reads, one concept per file. */
export type { BaselineSummary } from './baseline.js';
export type { Case, ExpectedError, Kind, RequestForm } from './case.js';
export type { CaseResult, Level, Outcome } from './caseResult.js';
export { type Headline, headlineOf, headlineOfMustRules, headlinePercent, headlineText } from './headline.js';
export type { LevelScore, Rollup, RuleResult, RuleStatus } from './ruleResult.js';
export type { AppliedFilter, RunReport } from './runReport.js';
export type { ShrunkEntry } from './shrunk.js';
export type { Speed, SubjectHeader, SubjectIdentity } from './subject.js';
export type { SubjectError, SubjectVerdict } from './verdict.js';
