/**
 * lint fixtures for the source formats' "not available" codes (AIS, Cursor on Target, SBS-1) kept as
 * values where they are still valid: hand-written rows, then each place of the catalogue no row trips
 * (sentinelPlaces.ts).
 */
import type { Fixture } from '../../types.js';
import { add, replace } from './build.js';
import { flagged, linted } from './lint.js';
import { sentinelPlaceFixtures } from './sentinelPlaces.js';

const KNOTS = 1852 / 3600;
const SPEED_CONVERTED = Number((102.3 * KNOTS).toFixed(3));

export function sourceCodeFixtures(): Fixture[] {
  const handWritten = linted({
    'lint.attributes.ais-heading-not-available': {
      entity: [
        [
          'attributes.heading--511',
          'entity attributes.heading 511, the AIS "heading not available" code, kept as a value: valid (a bag), but unknown is absence',
          flagged(add('/attributes/heading', 511)),
        ],
        [
          'attributes.heading--511-as-string',
          'entity attributes.heading "511" as text: the same AIS code, linted',
          flagged(add('/attributes/heading', '511')),
        ],
        [
          'attributes.true_heading--511',
          'entity attributes.true_heading 511: the AIS "heading not available" code under a heading-like key other than heading, linted all the same',
          flagged(add('/attributes/true_heading', 511)),
        ],
        [
          'attributes.true_heading--510-not-flagged',
          'entity attributes.true_heading 510: not the AIS code (and no real heading either, but lint names only the code): NOT flagged',
          [add('/attributes/true_heading', 510)],
        ],
        [
          'attributes.msg_count--511-not-flagged',
          'entity attributes.msg_count 511: the number 511 under a key that is not about heading: NOT flagged',
          [add('/attributes/msg_count', 511)],
        ],
      ],
      track: [
        [
          'status.attributes.hdg--511-text',
          'track status.attributes.hdg "511" (as text), the AIS heading code in the status bag: linted',
          flagged(add('/status/attributes/hdg', '511')),
        ],
      ],
      event: [
        [
          'payload.heading--511',
          'event payload.heading 511, the AIS "heading not available" code in the event payload',
          flagged(add('/payload/heading', 511)),
        ],
      ],
    },
    'lint.Kinematics.ais-speed-not-available': {
      entity: [
        [
          'kinematics.speed_mps--102.3',
          'entity kinematics.speed_mps 102.3, the AIS SOG "not available" code (1023 raw) copied without conversion: a valid speed, but unknown is null',
          flagged(replace('/kinematics/speed_mps', 102.3)),
        ],
        [
          'kinematics.speed_mps--102.3-knots-converted',
          `entity kinematics.speed_mps ${SPEED_CONVERTED}, the AIS "not available" 102.3 kn converted to m/s as if it were a speed`,
          flagged(replace('/kinematics/speed_mps', SPEED_CONVERTED)),
        ],
        [
          'kinematics.speed_mps--102-not-flagged',
          'entity kinematics.speed_mps 102.0 m/s, a real (fast) speed near the AIS code: valid and NOT flagged, only 102.3 (and its m/s conversion) is the code',
          [replace('/kinematics/speed_mps', 102)],
        ],
        [
          'attributes.sog--1023-raw',
          'entity attributes.sog 1023, the raw AIS SOG "not available" code kept in the bag: valid (a bag), linted',
          flagged(add('/attributes/sog', 1023)),
        ],
      ],
      route: [
        [
          'route.legs.0.attributes.groundSpeed--102.3',
          'route leg 0 attributes.groundSpeed 102.3 (camelCase key), the AIS SOG "not available" code in a leg bag',
          flagged(add('/route/legs/0/attributes/groundSpeed', 102.3)),
        ],
      ],
    },
    'lint.Position.cot-unknown-sentinel': {
      entity: [
        [
          'position.alt_m--cot-hae-9999999',
          'entity position alt_m 9999999.0, a Cursor on Target hae="9999999.0" (unknown) carried as a height, stated again in the HAE vertical',
          [replace('/position/alt_m', 9999999)],
          '/position/alt_m',
          '/position/vertical/value',
        ],
        [
          'position.accuracy_m--cot-ce-9999999',
          'entity position accuracy_m 9999999.0, a Cursor on Target ce="9999999.0" (unknown) carried as an accuracy',
          flagged(replace('/position/accuracy_m', 9999999)),
        ],
        [
          'position.vertical.value--cot-hae-9999999',
          'entity position.vertical.value 9999999 (HAE, and alt_m with it), a Cursor on Target hae="9999999.0" (unknown) carried as a height',
          [replace('/position/vertical/value', 9999999)],
          '/position/alt_m',
          '/position/vertical/value',
        ],
        [
          'attributes.cot.le--text',
          'entity attributes.cot.le "9999999.0", the Cursor on Target unknown code kept verbatim as text inside a nested bag member: linted',
          [add('/attributes/cot', { le: '9999999.0' })],
          '/attributes/cot/le',
        ],
        [
          'position.vertical.value--9999998-not-flagged',
          'entity position.vertical.value 9999998 (and alt_m with it): a height, if an odd one, not the Cursor on Target code: NOT flagged',
          [replace('/position/vertical/value', 9999998)],
        ],
      ],
      track: [
        [
          'samples.0.position.accuracy_m--cot-ce-9999999',
          'track sample 0 accuracy_m 9999999.0, the Cursor on Target unknown code',
          flagged(replace('/samples/0/position/accuracy_m', 9999999)),
        ],
        [
          'samples.1.position.vertical.uncertainty--cot-le-9999999',
          'track sample 1 vertical uncertainty 9999999, a Cursor on Target le="9999999.0" (unknown) carried as an uncertainty',
          flagged(replace('/samples/1/position/vertical/uncertainty', 9999999)),
        ],
        [
          'quality.uncertainty.ce_m--9999999',
          'track quality.uncertainty.ce_m 9999999, the Cursor on Target unknown ce kept as a named uncertainty component',
          flagged(add('/quality/uncertainty/ce_m', 9999999)),
        ],
      ],
      route: [
        [
          'route.waypoints.0.position.alt_m--cot-hae-9999999',
          'route waypoint 0 alt_m 9999999.0, the Cursor on Target unknown height, stated again in the HAE vertical',
          [replace('/route/waypoints/0/position/alt_m', 9999999)],
          '/route/waypoints/0/position/alt_m',
          '/route/waypoints/0/position/vertical/value',
        ],
        [
          'route.waypoints.1.altitude_constraint.value--9999999',
          'route waypoint 1 altitude_constraint value 9999999 (FL), the Cursor on Target unknown height as a crossing restriction',
          flagged(replace('/route/waypoints/1/altitude_constraint/value', 9999999)),
        ],
      ],
      area: [
        [
          'area.vertical.upper.value--9999999',
          'area vertical upper value 9999999 (FL), the Cursor on Target unknown height as a ceiling: valid, linted',
          flagged(replace('/area/vertical/upper/value', 9999999)),
        ],
        [
          'area.vertical.upper.value--99999-not-flagged',
          'area vertical upper value 99999 (FL): a very high ceiling, not the Cursor on Target code: NOT flagged',
          [replace('/area/vertical/upper/value', 99999)],
        ],
      ],
    },
    'lint.attributes.ais-course-not-available': {
      entity: [
        [
          'attributes.cog--360',
          'entity attributes.cog 360, the AIS COG "not available" code kept in the bag (in kinematics.course_deg it would be out of range): valid, linted',
          flagged(add('/attributes/cog', 360)),
        ],
        [
          'attributes.cog--359.9-not-flagged',
          'entity attributes.cog 359.9, a real course: valid and NOT flagged',
          [add('/attributes/cog', 359.9)],
        ],
      ],
      event: [
        [
          'oes.extensions.x.acme.cog--3600',
          'event oes.extensions "x.acme.cog" 3600, the raw AIS COG "not available" code in the extensions bag',
          flagged(add('/oes/extensions/x.acme.cog', 3600)),
        ],
      ],
    },
    'lint.attributes.ais-position-not-available': {
      entity: [
        [
          'attributes.lat--91',
          'entity attributes.lat 91, the AIS "latitude not available" code kept in the bag (in position.lat it would be out of range): valid, linted',
          flagged(add('/attributes/lat', 91)),
        ],
        [
          'attributes.raw_lon--181',
          'entity attributes.raw_lon 181, the AIS "longitude not available" code: valid, linted',
          flagged(add('/attributes/raw_lon', 181)),
        ],
        [
          'attributes.lon--91-not-flagged',
          'entity attributes.lon 91, a real longitude (91 is the code only for a latitude): NOT flagged',
          [add('/attributes/lon', 91)],
        ],
      ],
      event: [
        [
          'residual.data.lat--91',
          'event residual.data.lat 91, the AIS latitude code kept as a residual: linted',
          flagged(add('/residual/data/lat', 91)),
        ],
      ],
    },
    'lint.attributes.sbs1-empty-field': {
      entity: [
        [
          'attributes.squawk--empty',
          'entity attributes.squawk "", how SBS-1 (BaseStation) writes an absent field, kept as an empty string: unknown is absence, never ""',
          flagged(add('/attributes/squawk', '')),
        ],
        [
          'attributes.squawk--null-not-flagged',
          'entity attributes.squawk null: an absent SBS-1 field written as null, as the contract says: NOT flagged',
          [add('/attributes/squawk', null)],
        ],
      ],
      route: [
        [
          'route.metadata.remarks--empty-not-flagged',
          'route metadata.remarks "": free text the source left empty, kept verbatim in the never-drop bag; no SBS-1 (BaseStation) field, so NOT flagged',
          [add('/route/metadata/remarks', '')],
        ],
      ],
    },
  });
  return [...handWritten, ...sentinelPlaceFixtures(handWritten)];
}
