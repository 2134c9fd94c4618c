/**
 * Near misses for every rule that ties two fields together, at each precision a library may round to
 * before it compares: one ulp, float32 (about 7 significant digits, or 128 s of epoch seconds), micro-
 * and millimetres, the seventh decimal of a degree, whole seconds. A library that compares rounded
 * values finds them equal and accepts; the contract says they differ. Each is invalid.
 */
import { nextUp } from '../../../contract/bounds.js';
import { valueAt } from '../jsonPatch.js';
import { slug } from '../make.js';
import type { Fixture } from '../../types.js';
import { base, derive, replace, judged } from './build.js';

const HEIGHT = 'Position.alt_m.agrees-with-hae-vertical';
const EXPIRY = 'PlanObject.expires_at.agrees-with-validity';
const ROUTE = 'PlanObject.geometry.route-projection';
const ORDER = 'Track.samples.order';

/** A height float32 cannot carry: 123.456 is 123.45600128173828 once rounded to float32. */
const HEIGHT_VALUE = 123.456;

function heights(): Fixture[] {
  const homes: Array<[kind: 'entity' | 'track' | 'plan_object', name: string, position: string]> = [
    ['entity', 'maximal', '/position'],
    ['track', 'maximal', '/samples/0/position'],
    ['plan_object', 'route', '/route/waypoints/0/position'],
  ];
  return homes.flatMap(([kind, name, at]) => {
    const alt = `${at}/alt_m`;
    const vertical = `${at}/vertical/value`;
    const misses: Array<[string, number, string]> = [
      ['one-ulp-above', nextUp(HEIGHT_VALUE), 'one ulp (the next double) above'],
      ['float32-rounded', Math.fround(HEIGHT_VALUE), 'the same height rounded to float32'],
      ['one-micrometre-off', HEIGHT_VALUE + 0.000001, 'one micrometre above'],
      ['a-tenth-of-a-millimetre-off', HEIGHT_VALUE + 0.0001, 'a tenth of a millimetre above'],
      ['one-millimetre-off', Number((HEIGHT_VALUE + 0.001).toFixed(3)), 'one millimetre above'],
    ];
    return derive(
      base(kind, name),
      misses.flatMap(([miss, value, phrase]) =>
        judged(HEIGHT, [
          [
            `${slug(at)}.alt_m--${miss}`,
            `${kind} ${at}: alt_m ${value}, ${phrase} the HAE vertical's ${HEIGHT_VALUE} m: in metres the two must be equal, rejected at alt_m.`,
            [replace(vertical, HEIGHT_VALUE), replace(alt, value)],
            alt,
          ],
        ]),
      ),
    );
  });
}

function expiry(): Fixture[] {
  // validity.valid_to is 2024-03-01T18:00:00.000Z; float32 epoch seconds there are 128 s apart.
  const misses: Array<[string, string, string]> = [
    ['one-second-later', '2024-03-01T18:00:01.000Z', 'one second later (equal once both are cut to minutes)'],
    [
      'thirty-seconds-later',
      '2024-03-01T18:00:30.000Z',
      'thirty seconds later (equal as float32 epoch seconds, which are 128 s apart here)',
    ],
    ['one-day-later', '2024-03-02T18:00:00.000Z', 'one day later at the same clock time (equal as times of day)'],
  ];
  return derive(
    base('plan_object', 'route'),
    misses.flatMap(([miss, value, phrase]) =>
      judged(EXPIRY, [
        [
          `expires_at--${miss}`,
          `plan_object expires_at ${value}, ${phrase} than validity.valid_to: both stated and different, rejected.`,
          [replace('/expires_at', value)],
          '/expires_at',
        ],
      ]),
    ),
  );
}

function routeProjection(): Fixture[] {
  const home = base('plan_object', 'route');
  const lat = valueAt(home.object, '/route/waypoints/0/position/lat') as number;
  const lon = valueAt(home.object, '/route/waypoints/0/position/lon') as number;
  const misses: Array<[string, string, number, string]> = [
    [
      'lon-one-ulp-off',
      '/geometry/coordinates/0/0',
      nextUp(lon),
      `lon ${nextUp(lon)}, one ulp east of the waypoint's ${lon}`,
    ],
    [
      'lat-float32-rounded',
      '/geometry/coordinates/0/1',
      Math.fround(lat),
      `lat ${Math.fround(lat)}, the waypoint's ${lat} rounded to float32`,
    ],
    [
      'lat-seventh-decimal-off',
      '/geometry/coordinates/0/1',
      Number((lat + 0.0000001).toFixed(7)),
      `lat ${(lat + 0.0000001).toFixed(7)}, 1e-7 degree (about 1 cm) north of the waypoint's ${lat}`,
    ],
  ];
  return derive(
    home,
    misses.flatMap(([miss, path, value, phrase]) =>
      judged(ROUTE, [
        [
          `geometry--${miss}`,
          `plan_object route geometry's first position with ${phrase}: not the LineString projection of the waypoints, rejected at geometry.`,
          [replace(path, value)],
          '/geometry',
        ],
      ]),
    ),
  );
}

function trackOrder(): Fixture[] {
  // Samples 0 and 1 are 11:58:00.000 and 11:59:00.000.
  const misses: Array<[string, string, string, string]> = [
    [
      'same-second-earlier-millisecond',
      '2024-03-01T11:59:00.400Z',
      '2024-03-01T11:59:00.300Z',
      'sample 1 a tenth of a second before sample 0 within the same second (equal once cut to seconds)',
    ],
    [
      'thirty-seconds-back',
      '2024-03-01T11:59:00.000Z',
      '2024-03-01T11:58:30.000Z',
      'sample 1 thirty seconds before sample 0 (equal as float32 epoch seconds, 128 s apart here)',
    ],
  ];
  return derive(
    base('track', 'maximal'),
    misses.flatMap(([miss, first, second, phrase]) =>
      judged(ORDER, [
        [
          `samples.1.observed_at--${miss}`,
          `track ${phrase}: observed_at goes back, rejected at sample 1.`,
          [replace('/samples/0/observed_at', first), replace('/samples/1/observed_at', second)],
          '/samples/1/observed_at',
        ],
      ]),
    ),
  );
}

export function nearMissFixtures(): Fixture[] {
  return [...heights(), ...expiry(), ...routeProjection(), ...trackOrder()];
}
