export {
  UnknownKindError,
  type ValidateOptions,
  type ValidationError,
  type ValidationResult,
} from './validate.js';
export {
  catalogue,
  ruleById,
  catalogueDocument,
  categories,
  decisions,
  type Rule,
  type Tier,
} from './catalogue/index.js';
export { lint, lintRules } from './lint/index.js';
export * from '../json/pointer.js';
