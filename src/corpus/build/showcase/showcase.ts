/** Showcase fixtures: valid, realistic objects, each describing its source record and the mapping. */
import { makeFixture, valid } from '../make.js';
import type { Fixture } from '../../types.js';
import { entityShowcases } from './entities.js';
import { eventAndPlanShowcases } from './eventsAndPlans.js';

export function showcaseFixtures(): Fixture[] {
  return [...entityShowcases, ...eventAndPlanShowcases].map((spec) =>
    makeFixture({
      scope: spec.kind,
      rule: 'showcase',
      rules: [],
      tier: 'must',
      name: spec.name,
      description: spec.description,
      contract: spec.contract,
      object: spec.object,
      intent: valid(),
    }),
  );
}
