/** cdm-conformance: the reference validator, rule catalogue, codecs and (soon) generators and runner. */
export * as codecs from './contract/index.js';
export { CanonicalObject, kinds, kindNames, isKind, type Kind } from './contract/canonicalObject.js';
export * from './rules/index.js';
