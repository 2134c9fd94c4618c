/** The kind a case is about, for roll-ups, the --kind filter and pattern rule maps. */
import type { CaseResult, Kind } from '../report/model/index.js';
import { kindNames } from '../contract/canonicalObject.js';

const KINDS: readonly Kind[] = kindNames;

/** The kind a case is about: its --kind, else the kind its id is filed under, else the mixed stream. */
export function kindOfCase(result: Pick<CaseResult, 'kind' | 'id'>): Kind | 'stream' {
  if (result.kind !== null) return result.kind;
  const scope = result.id.split('/').find((segment) => (KINDS as readonly string[]).includes(segment));
  return (scope as Kind | undefined) ?? 'stream';
}
