/**
 * alt_m beside a vertical position: a must rule where the vertical is HAE in metres (they agree), and the
 * reference's decisions where it is HAE in feet or flight levels (converted exactly) or another reference.
 */
import { valueAt } from '../jsonPatch.js';
import { invalid, finding, slug, valid } from '../make.js';
import { firstValueTarget } from '../targets.js';
import type { Fixture } from '../../types.js';
import { at, placesOf } from './atPlaces.js';
import { base, derive, judged, replace } from './build.js';

const HEIGHT = 'Position.alt_m.agrees-with-hae-vertical';

function inMetres(): Fixture[] {
  const homes: Array<[kind: 'entity' | 'track' | 'plan_object', name: string, position: string]> = [
    ['entity', 'maximal', '/position'],
    ['track', 'maximal', '/samples/0/position'],
    ['plan_object', 'route', '/route/waypoints/0/position'],
  ];
  return homes.flatMap(([kind, name, at]) => {
    const home = base(kind, name);
    const alt = `${at}/alt_m`;
    const where = `${kind} ${at}`;
    const above = Number(((valueAt(home.object, alt) as number) + 0.1).toFixed(3));
    return derive(
      home,
      judged(HEIGHT, [
        [
          `${slug(at)}.alt_m--ten-centimetres-off`,
          `${where}: alt_m ${above}, 10 cm above the HAE vertical in metres: both stated and different, rejected at alt_m.`,
          [replace(alt, above)],
          alt,
        ],
        [
          `${slug(at)}.vertical--geoid-height-as-hae`,
          `${where}: vertical labelled HAE holds a different height than alt_m (an MSL height relabelled HAE): rejected at alt_m.`,
          [replace(`${at}/vertical/value`, 0)],
          alt,
        ],
        [
          `${slug(at)}.alt_m--valid-null-beside-hae`,
          `${where}: alt_m null beside an HAE vertical: only one is stated, accepted.`,
          [replace(alt, null)],
        ],
      ]),
    );
  });
}

const FT_140 = { value: 140, unit: 'ft', reference: 'HAE' };

/** The decisions: HAE in ft or FL converted exactly, and a vertical of another reference never compared. */
function converted(): Fixture[] {
  const converted = 'Position.alt_m.agrees-with-hae-vertical-converted';
  return placesOf(converted).flatMap(([kind, pattern]) => {
    const found = firstValueTarget(kind, pattern, () => true)!;
    const alt = found.slot.pointer;
    // alt_m and the vertical beside it; `rejected`: the rule refuses the pair at alt_m.
    const pair =
      (rule: string) =>
      (name: string, phrase: string, value: number, vertical: object, rejected = false): Fixture =>
        at(
          found,
          rule,
          name,
          phrase,
          [replace(alt, value), replace(alt.replace(/\/alt_m$/, '/vertical'), vertical)],
          rejected ? invalid(finding(rule, alt)) : valid(),
        );
    const agree = pair(converted);
    const beside = pair('Position.alt_m.beside-non-hae-vertical');
    return [
      agree(
        'valid-feet-exact',
        'alt_m 42.672 beside an HAE vertical of 140 ft (140 x 0.3048 = 42.672 m): they agree after exact conversion, accepted',
        42.672,
        FT_140,
      ),
      agree(
        'valid-flight-level-exact',
        'alt_m 3048 beside an HAE vertical of FL 100 (10000 ft = 3048 m): they agree, accepted',
        3048,
        { value: 100, unit: 'FL', reference: 'HAE' },
      ),
      agree(
        'feet-copied-as-metres',
        'alt_m 140 beside an HAE vertical of 140 ft: the feet number copied into metres disagrees, rejected',
        140,
        FT_140,
        true,
      ),
      agree(
        'feet-rounded-to-metre',
        'alt_m 43 beside an HAE vertical of 140 ft (42.672 m): beyond the 0.0005 m tolerance, rejected',
        43,
        FT_140,
        true,
      ),
      beside(
        'valid-msl-vertical',
        'alt_m 88.1 (HAE) beside an MSL vertical of 42.5 m: a second height, not compared, accepted',
        88.1,
        { value: 42.5, unit: 'm', reference: 'MSL' },
      ),
      beside(
        'valid-flight-level-vertical',
        'alt_m 11338.6 (HAE) beside a flight level FL 365 (FL reference): two heights as ASTERIX CAT021 states them, accepted',
        11338.6,
        { value: 365, unit: 'FL', reference: 'FL' },
      ),
    ];
  });
}

export function heightFixtures(): Fixture[] {
  return [...inMetres(), ...converted()];
}
