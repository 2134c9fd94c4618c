/**
 * How many cases a property runs: the deep count under `npm run test:deep` (CDM_DEEP=1), else a tenth of it
 * (at least 100), so every `npm test` still puts the property to a sample and the thousands run on request.
 *
 *   fc.assert(property, { numRuns: propertyRuns(2000) });
 */
export const DEEP = process.env.CDM_DEEP === '1';

export const propertyRuns = (deep: number): number =>
  DEEP ? deep : Math.min(deep, Math.max(100, Math.round(deep / 10)));
