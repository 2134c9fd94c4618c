/** The rules the JSON Schema export cannot express: what a schema user must check with code of their own. */
import { catalogue } from '../catalogue/index.js';

export interface SchemaGap {
  readonly id: string;
  readonly tier: 'must' | 'may';
  /** Why JSON Schema 2020-12 cannot say it. */
  readonly why: string;
}

/** Every must and may rule the schema leaves out, in catalogue order (lint rules are warnings, not a schema's business). */
export function schemaGaps(): SchemaGap[] {
  return catalogue.flatMap((rule) =>
    rule.tier === 'lint' || rule.jsonSchema.expressed
      ? []
      : [{ id: rule.id, tier: rule.tier, why: rule.jsonSchema.why }],
  );
}
