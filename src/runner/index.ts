/**
 * The conformance runner's public API: subjects (exec, stream, module, reference), cases (corpus and
 * generated), the run itself and its report; `runSuite` does what `cdm-conformance run` does: it plans the
 * run (`planRun`) and runs the subject against the plan (`runPlan`).
 *
 *   import { runSuite, ModuleSubject } from 'cdm-conformance';
 *   const { report, exitCode } = await runSuite(ModuleSubject.fromValue(myValidate), { tiers: ['must'] });
 */
export { runSuite, type SuiteOptions } from './suite.js';
export { planRun, type RunPlan } from './plan.js';
export { levelOf, LEVELS, PlanError, type PlanOptions } from './planOptions.js';
export { runPlan, type SessionOptions } from './session.js';
export { runConformance, runnerVersion, CONTRACT, type RunConfig, type RunOutcome } from './run.js';
export { loadCorpusCases, caseFilter, ruleScope, type CaseFilter, type Corpus, type KindFilter } from './cases.js';
export { generatedCases } from './generated.js';
export { parseBaseline, readBaseline, renderBaseline, writeBaseline } from './baseline.js';
export type { RuleMap } from './match.js';
export {
  makeSubject,
  ModuleLoadError,
  type Subject,
  type SubjectChoice,
  type SubjectSettings,
} from './subjects/index.js';
export { ExecSubject } from './subjects/exec.js';
export { ModuleSubject } from './subjects/module.js';
export { ReferenceSubject } from './subjects/reference.js';
export { StreamSubject } from './subjects/stream.js';
export type {
  Case,
  CaseResult,
  ExpectedError,
  Level,
  Outcome,
  Rollup,
  RuleResult,
  RuleStatus,
  RunReport,
  SubjectError,
  SubjectVerdict,
} from '../report/model/index.js';
