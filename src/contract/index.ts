/** The contract as io-ts codecs: one contract table, one codec. */
export * from './formats.js';
export * from './vocabularies.js';
export * from './geometry.js';
export * from './position.js';
export * from './provenance.js';
export * from './region.js';
export * from './route.js';
export * from './oes.js';
export * from './entity.js';
export * from './event.js';
export * from './planObject.js';
export * from './track.js';
export * from './canonicalObject.js';
export type { Described, CodecMeta, FieldSpec, CheckInfo } from './_internals/meta.js';
