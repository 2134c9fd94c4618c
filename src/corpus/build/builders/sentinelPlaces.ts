/**
 * Lint fixtures for the source-format sentinels (src/rules/lint/sentinels.ts) at every place the catalogue
 * lists for them that no hand-written fixture (lintCodes.ts) already trips: each named field the value is still
 * valid in, and each open bag, under a member name the sentinel recognises. The value is the sentinel's
 * code; a reconciled partner (alt_m beside an HAE vertical) carries it too and is expected as well.
 */
import type { Kind } from '../../../contract/canonicalObject.js';
import { instantiatePlace, matchesPlace, parsePointer, toPointer } from '../../../json/pointer.js';
import { ruleById } from '../../../rules/catalogue/index.js';
import { sentinels } from '../../../rules/lint/sentinels.js';
import { basesOf } from '../bases/index.js';
import { finding, fromBase, makeFixture, valid } from '../make.js';
import { reconcile } from '../reconcile.js';
import type { Fixture } from '../../types.js';

/** The code each sentinel writes, and the bag member name it is written under. */
const SAMPLES: Record<string, { readonly value: unknown; readonly key: string }> = {
  'lint.Kinematics.ais-speed-not-available': { value: 102.3, key: 'sog' },
  'lint.attributes.ais-course-not-available': { value: 360, key: 'cog' },
  'lint.attributes.ais-heading-not-available': { value: 511, key: 'heading' },
  'lint.attributes.ais-position-not-available': { value: 91, key: 'lat' },
  'lint.Position.cot-unknown-sentinel': { value: 9999999, key: 'hae' },
  'lint.attributes.sbs1-empty-field': { value: '', key: 'squawk' },
};

function get(object: unknown, segments: readonly string[]): unknown {
  let value = object;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

export function sentinelPlaceFixtures(handWritten: readonly Fixture[]): Fixture[] {
  const fixtures: Fixture[] = [];
  for (const sentinel of sentinels) {
    const sample = SAMPLES[sentinel.id];
    if (sample === undefined) throw new Error(`no sample value for sentinel ${sentinel.id}`);
    const tripped = handWritten
      .filter((fixture) => fixture.rules.includes(sentinel.id))
      .flatMap((fixture) =>
        (fixture.expect.valid ? (fixture.expect.warnings ?? []) : []).map((w) => ({
          kind: fixture.kind,
          path: w.path,
        })),
      );
    for (const [kind, patterns] of Object.entries(ruleById.get(sentinel.id)!.places) as [Kind, string[]][]) {
      for (const pattern of patterns) {
        if (tripped.some((hit) => hit.kind === kind && matchesPlace(hit.path, pattern))) continue;
        // Extension keys have the form x.<namespace>.<name> (OesMetadata.extensions.key-form).
        const pointer = instantiatePlace(
          pattern,
          pattern.endsWith('/extensions/{key}') ? `x.acme.${sample.key}` : sample.key,
        );
        const segments = parsePointer(pointer);
        const holder = segments.slice(0, -1);
        // The base that holds the deepest part of the path; missing bags and maps are added with the member.
        const isObject = (value: unknown): boolean =>
          value !== null && typeof value === 'object' && !Array.isArray(value);
        let depth = holder.length;
        let home = basesOf(kind).find((base) => isObject(get(base.object, holder)));
        while (home === undefined && depth > 0) {
          depth--;
          home = basesOf(kind).find((base) => isObject(get(base.object, holder.slice(0, depth))));
        }
        if (home === undefined) throw new Error(`sentinel ${sentinel.id}: no ${kind} base holds ${toPointer(holder)}`);
        let patchValue: unknown = sample.value;
        for (let index = segments.length - 1; index > depth; index--) patchValue = { [segments[index]!]: patchValue };
        const patchPath = toPointer(segments.slice(0, depth + 1));
        const exists = get(home.object, segments.slice(0, depth + 1)) !== undefined;
        const { ops, note } = reconcile(home.object, [
          { op: exists ? 'replace' : 'add', path: patchPath, value: patchValue },
        ]);
        const carriers = [
          pointer,
          ...ops
            .filter((op) => op.op !== 'remove' && op.path !== patchPath && Object.is(op.value, sample.value))
            .map((op) => op.path),
        ];
        const where = pointer.slice(1).replace(/\//g, '.');
        fixtures.push(
          makeFixture(
            fromBase(home, ops, {
              rule: sentinel.id,
              name: `${where}--${String(sample.value) === '' ? 'empty' : String(sample.value)}`,
              description: `${kind} ${pointer} ${JSON.stringify(sample.value)}: the ${sentinel.fact.source.toUpperCase()} code (${sentinel.fact.text}) where it is still a valid value${note}; linted`,
              intent: valid(...carriers.map((path) => finding(sentinel.id, path))),
            }),
          ),
        );
      }
    }
  }
  return fixtures;
}
