/**
 * fast-check generators for the Common Data Model Contract: valid canonical objects (every shape and
 * nested type) and, for every must rule, objects that break exactly that rule.
 *
 *   import fc from 'fast-check';
 *   import { arbitraries } from 'cdm-conformance';
 *   fc.assert(fc.property(arbitraries.entity(), (entity) => myAdapter.roundTrip(entity)));
 */
export * as arbitraries from './arbitraries.js';
export type { Scope as ViolationScope, Violation, ViolatorOptions } from './violators/index.js';
