/** Fixtures whose every text field tries to break out of the page: they must render as text. */
import type { Fixture } from '../../src/corpus/types.js';

export const HOSTILE = '</script><img src=x onerror=alert(1)>';

const contract = { section: 'Entity', quote: [`quote ${HOSTILE}`] };

export const hostileFixtures: Fixture[] = [
  {
    id: 'entity/Entity.additional-properties/hostile-object',
    description: `description ${HOSTILE}`,
    rules: ['Entity.additional-properties'],
    tier: 'must',
    kind: 'entity',
    contract,
    expect: { valid: false, errors: [{ rule: 'Entity.additional-properties', path: `/${HOSTILE}` }] },
    object: { object_kind: 'entity', [HOSTILE]: HOSTILE, ['__proto__']: { note: HOSTILE } },
  },
  {
    id: 'stream/json.duplicate-key/hostile-text',
    description: `text ${HOSTILE}`,
    rules: ['json.duplicate-key'],
    tier: 'must',
    kind: null,
    contract,
    expect: { valid: false, errors: [{ rule: 'json.duplicate-key', path: '/a' }] },
    text: `\ufeff{"a": "${HOSTILE}", "a": 1}`,
  },
];
