import { contractSections } from '../contractText.js';

const errorsRow = (condition: string): string => {
  const row = contractSections.Errors?.rows[condition];
  if (row === undefined) throw new Error(`the Errors table has no row ${JSON.stringify(condition)}`);
  return row;
};

/** The rows of the contract's Errors table, each with a stable id; `stated-elsewhere` for rules outside it. */
export const categories = {
  'undeclared-key': errorsRow('Object contains a key not declared for its type'),
  'closed-vocabulary': errorsRow('Enumerated field holds a value outside its closed vocabulary'),
  'event-relation-predicate': errorsRow('EventRelation predicate not one of the seven'),
  'entity-relation-predicate': errorsRow('EntityRelation predicate is a bare word or local name'),
  'reserved-extension-namespace': errorsRow('OesMetadata.extensions key in the reserved namespace'),
  'integrity-incomplete': errorsRow('Integrity block lacking any of algorithm, signature, chain_hash'),
  'evidence-kind-field': errorsRow('EvidenceRef carries a field that belongs to another kind'),
  'track-sample-order': errorsRow('Track samples with decreasing observed_at'),
  route: errorsRow(
    'Route with fewer than 2 waypoints, duplicate sequence values, or a leg naming a non-existent sequence',
  ),
  'plan-object-expiry': errorsRow('PlanObject with expires_at and validity.valid_to both stated and different'),
  'position-altitude': errorsRow('Position with alt_m and an HAE vertical both stated and different'),
  'required-length-range-format': errorsRow(
    'Required key missing, string shorter than its minimum length, number outside its range, or value not matching a stated format',
  ),
  'stated-elsewhere':
    'Stated in the contract outside the Errors table (a table row, the Limits table or a numbered rule).',
} as const;

export type Category = keyof typeof categories;
