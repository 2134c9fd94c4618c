/**
 * The bases themselves, published as valid fixtures: every key each type declares is present, so
 * none is undeclared. Every derived fixture names one of these as its base.
 */
import { baseId, bases, ROOT_NAMES } from '../bases/index.js';
import { makeFixture, valid } from '../make.js';
import { annotationOf } from '../targets.js';
import { splitId, type Fixture } from '../../types.js';

export function baseFixtures(): Fixture[] {
  return bases.map((base) => {
    const root = `${ROOT_NAMES[base.kind]}.additional-properties`;
    const types = [...new Set(annotationOf(base).objects.values())]
      .filter((type) => type !== ROOT_NAMES[base.kind])
      .sort();
    const { rule, name } = splitId(baseId(base));
    return makeFixture({
      scope: base.kind,
      rule,
      rules: [root, ...types.map((type) => `${type}.additional-properties`)],
      name,
      description: `${base.description}; accepted.`,
      object: base.object,
      intent: valid(),
    });
  });
}
