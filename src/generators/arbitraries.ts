/**
 * The public arbitraries, one per contract table and shared format, plus the violators.
 * `import { arbitraries } from 'cdm-conformance'`; see docs/generators.md.
 */
export {
  absoluteIdentifier,
  derivedUuid,
  extensionKey,
  formatTimestamp,
  instant,
  member,
  schemaVersion,
  semver,
  symbolCode,
  timestamp,
  uuid,
} from './primitives.js';
export { kinematics, position, verticalExtent, verticalPosition } from './position.js';
export {
  areaGeometry,
  geometry,
  geometryPosition,
  lineString,
  multiLineString,
  multiPoint,
  multiPolygon,
  point,
  polygon,
} from './geometry.js';
export { area, boundingBox, period, temporalValidity } from './region.js';
export { route, routeLeg, routeProjection, waypoint } from './route.js';
export { integrity, operationalStatus, quality, residual, sourceHash, sourceId, sourceRef } from './provenance.js';
export { entityRelation, eventRelation, evidenceRef, oesMetadata, securityMarking } from './oes.js';
export { entity } from './entity.js';
export { event } from './event.js';
export { planObject } from './planObject.js';
export { track, trackSample } from './track.js';
export { canonicalObject, objectOfKind } from './canonicalObject.js';
export { bag as openBag, jsonValue, type Json } from './_internals/json.js';
export {
  hasViolator,
  placesOf,
  unviolatable,
  violator,
  violatorRules,
  type Scope,
  type Violation,
  type ViolatorOptions,
} from './violators/index.js';
