/**
 * lint fixtures: valid objects an adapter should not produce, each carrying a source's "not
 * available" code, a zero or an epoch where the contract says unknown is absence or null. Where such
 * a value is actually invalid (AIS COG 360 in course_deg, lat 91 in Position.lat) it is a must
 * fixture of the broken rule instead (perPlace.ts); here the values sit where they are still valid.
 */

import { finding, valid, type Intent } from '../make.js';
import { reconcile } from '../reconcile.js';
import type { Fixture, PatchOperation } from '../../types.js';
import { add, base, derive, replace, type Spec } from './build.js';
import { sentinelPlaceFixtures } from './sentinelPlaces.js';

const KNOTS = 1852 / 3600;

/** A lint spec whose patch is reconciled (a moved waypoint moves the route's geometry). */
function spec(
  homeObject: Record<string, unknown>,
  rule: string,
  name: string,
  description: string,
  patch: PatchOperation[],
  intent: Intent,
): Spec {
  const { ops, note } = reconcile(homeObject, patch);
  return { rule, name, description: `${description}${note}.`, patch: ops, intent };
}

function entityLint(): Fixture[] {
  const home = base('entity', 'maximal');
  const o = home.object;
  return derive(home, [
    spec(
      o,
      'lint.attributes.ais-heading-not-available',
      'attributes.heading--511',
      'entity attributes.heading 511, the AIS "heading not available" code, kept as a value: valid (a bag), but unknown is absence',
      [add('/attributes/heading', 511)],
      valid(finding('lint.attributes.ais-heading-not-available', '/attributes/heading')),
    ),
    spec(
      o,
      'lint.attributes.ais-heading-not-available',
      'attributes.heading--511-as-string',
      'entity attributes.heading "511" as text: the same AIS code, linted',
      [add('/attributes/heading', '511')],
      valid(finding('lint.attributes.ais-heading-not-available', '/attributes/heading')),
    ),
    spec(
      o,
      'lint.Kinematics.ais-speed-not-available',
      'kinematics.speed_mps--102.3',
      'entity kinematics.speed_mps 102.3, the AIS SOG "not available" code (1023 raw) copied without conversion: a valid speed, but unknown is null',
      [replace('/kinematics/speed_mps', 102.3)],
      valid(finding('lint.Kinematics.ais-speed-not-available', '/kinematics/speed_mps')),
    ),
    spec(
      o,
      'lint.Kinematics.ais-speed-not-available',
      'kinematics.speed_mps--102.3-knots-converted',
      `entity kinematics.speed_mps ${Number((102.3 * KNOTS).toFixed(3))}, the AIS "not available" 102.3 kn converted to m/s as if it were a speed`,
      [replace('/kinematics/speed_mps', Number((102.3 * KNOTS).toFixed(3)))],
      valid(finding('lint.Kinematics.ais-speed-not-available', '/kinematics/speed_mps')),
    ),
    spec(
      o,
      'lint.Position.cot-unknown-sentinel',
      'position.alt_m--cot-hae-9999999',
      'entity position alt_m 9999999.0, a Cursor on Target hae="9999999.0" (unknown) carried as a height, stated again in the HAE vertical',
      [replace('/position/alt_m', 9999999)],
      valid(
        finding('lint.Position.cot-unknown-sentinel', '/position/alt_m'),
        finding('lint.Position.cot-unknown-sentinel', '/position/vertical/value'),
      ),
    ),
    spec(
      o,
      'lint.Position.cot-unknown-sentinel',
      'position.accuracy_m--cot-ce-9999999',
      'entity position accuracy_m 9999999.0, a Cursor on Target ce="9999999.0" (unknown) carried as an accuracy',
      [replace('/position/accuracy_m', 9999999)],
      valid(finding('lint.Position.cot-unknown-sentinel', '/position/accuracy_m')),
    ),
    spec(
      o,
      'lint.Kinematics.ais-speed-not-available',
      'kinematics.speed_mps--102-not-flagged',
      'entity kinematics.speed_mps 102.0 m/s, a real (fast) speed near the AIS code: valid and NOT flagged, only 102.3 (and its m/s conversion) is the code',
      [replace('/kinematics/speed_mps', 102)],
      valid(),
    ),
    spec(
      o,
      'lint.Kinematics.ais-speed-not-available',
      'attributes.sog--1023-raw',
      'entity attributes.sog 1023, the raw AIS SOG "not available" code kept in the bag: valid (a bag), linted',
      [add('/attributes/sog', 1023)],
      valid(finding('lint.Kinematics.ais-speed-not-available', '/attributes/sog')),
    ),
    spec(
      o,
      'lint.attributes.ais-course-not-available',
      'attributes.cog--360',
      'entity attributes.cog 360, the AIS COG "not available" code kept in the bag (in kinematics.course_deg it would be out of range): valid, linted',
      [add('/attributes/cog', 360)],
      valid(finding('lint.attributes.ais-course-not-available', '/attributes/cog')),
    ),
    spec(
      o,
      'lint.attributes.ais-course-not-available',
      'attributes.cog--359.9-not-flagged',
      'entity attributes.cog 359.9, a real course: valid and NOT flagged',
      [add('/attributes/cog', 359.9)],
      valid(),
    ),
    spec(
      o,
      'lint.attributes.ais-heading-not-available',
      'attributes.true_heading--511',
      'entity attributes.true_heading 511: the AIS "heading not available" code under a heading-like key other than heading, linted all the same',
      [add('/attributes/true_heading', 511)],
      valid(finding('lint.attributes.ais-heading-not-available', '/attributes/true_heading')),
    ),
    spec(
      o,
      'lint.attributes.ais-heading-not-available',
      'attributes.true_heading--510-not-flagged',
      'entity attributes.true_heading 510: not the AIS code (and no real heading either, but lint names only the code): NOT flagged',
      [add('/attributes/true_heading', 510)],
      valid(),
    ),
    spec(
      o,
      'lint.attributes.ais-heading-not-available',
      'attributes.msg_count--511-not-flagged',
      'entity attributes.msg_count 511: the number 511 under a key that is not about heading: NOT flagged',
      [add('/attributes/msg_count', 511)],
      valid(),
    ),
    spec(
      o,
      'lint.attributes.ais-position-not-available',
      'attributes.lat--91',
      'entity attributes.lat 91, the AIS "latitude not available" code kept in the bag (in position.lat it would be out of range): valid, linted',
      [add('/attributes/lat', 91)],
      valid(finding('lint.attributes.ais-position-not-available', '/attributes/lat')),
    ),
    spec(
      o,
      'lint.attributes.ais-position-not-available',
      'attributes.raw_lon--181',
      'entity attributes.raw_lon 181, the AIS "longitude not available" code: valid, linted',
      [add('/attributes/raw_lon', 181)],
      valid(finding('lint.attributes.ais-position-not-available', '/attributes/raw_lon')),
    ),
    spec(
      o,
      'lint.attributes.ais-position-not-available',
      'attributes.lon--91-not-flagged',
      'entity attributes.lon 91, a real longitude (91 is the code only for a latitude): NOT flagged',
      [add('/attributes/lon', 91)],
      valid(),
    ),
    spec(
      o,
      'lint.Position.cot-unknown-sentinel',
      'position.vertical.value--cot-hae-9999999',
      'entity position.vertical.value 9999999 (HAE, and alt_m with it), a Cursor on Target hae="9999999.0" (unknown) carried as a height',
      [replace('/position/vertical/value', 9999999)],
      valid(
        finding('lint.Position.cot-unknown-sentinel', '/position/alt_m'),
        finding('lint.Position.cot-unknown-sentinel', '/position/vertical/value'),
      ),
    ),
    spec(
      o,
      'lint.Position.cot-unknown-sentinel',
      'attributes.cot.le--text',
      'entity attributes.cot.le "9999999.0", the Cursor on Target unknown code kept verbatim as text inside a nested bag member: linted',
      [add('/attributes/cot', { le: '9999999.0' })],
      valid(finding('lint.Position.cot-unknown-sentinel', '/attributes/cot/le')),
    ),
    spec(
      o,
      'lint.Position.cot-unknown-sentinel',
      'position.vertical.value--9999998-not-flagged',
      'entity position.vertical.value 9999998 (and alt_m with it): a height, if an odd one, not the Cursor on Target code: NOT flagged',
      [replace('/position/vertical/value', 9999998)],
      valid(),
    ),
    spec(
      o,
      'lint.attributes.sbs1-empty-field',
      'attributes.squawk--empty',
      'entity attributes.squawk "", how SBS-1 (BaseStation) writes an absent field, kept as an empty string: unknown is absence, never ""',
      [add('/attributes/squawk', '')],
      valid(finding('lint.attributes.sbs1-empty-field', '/attributes/squawk')),
    ),
    spec(
      o,
      'lint.attributes.sbs1-empty-field',
      'attributes.squawk--null-not-flagged',
      'entity attributes.squawk null: an absent SBS-1 field written as null, as the contract says: NOT flagged',
      [add('/attributes/squawk', null)],
      valid(),
    ),
    spec(
      o,
      'lint.Position.null-island',
      'position--null-island',
      'entity position lat 0 / lon 0 ("null island"), how an unknown position is mis-written: valid numbers, but unknown is no Position',
      [replace('/position/lat', 0), replace('/position/lon', 0)],
      valid(finding('lint.Position.null-island', '/position')),
    ),
    spec(
      o,
      'lint.Timestamp.epoch',
      'valid_from--epoch',
      'entity valid_from 1970-01-01T00:00:00.000Z, the epoch standing in for an unknown start',
      [replace('/valid_from', '1970-01-01T00:00:00.000Z')],
      valid(finding('lint.Timestamp.epoch', '/valid_from')),
    ),
    spec(
      o,
      'lint.zero-as-unknown',
      'position.accuracy_m--zero',
      'entity position accuracy_m 0 from an adapter that had no accuracy: valid (>= 0), but unknown accuracy is null, never 0',
      [replace('/position/accuracy_m', 0)],
      valid(finding('lint.zero-as-unknown', '/position/accuracy_m')),
    ),
    spec(
      o,
      'lint.zero-as-unknown',
      'kinematics.speed_mps--zero-not-flagged',
      'entity kinematics.speed_mps 0 from an adapter that had no speed: valid and NOT flagged, because a true 0 (a moored vessel) is a legitimate claim; only the adapter knows, and unknown speed is null',
      [replace('/kinematics/speed_mps', 0)],
      valid(),
    ),
    spec(
      o,
      'lint.Entity.entity_id.random-uuid',
      'entity_id--uuid-v4',
      'entity entity_id 98d80576-482e-427f-8434-7f86890ab222, a random version-4 UUID: entity ids are derived deterministically, never random',
      [replace('/entity_id', '98d80576-482e-427f-8434-7f86890ab222')],
      valid(finding('lint.Entity.entity_id.random-uuid', '/entity_id')),
    ),
    spec(
      o,
      'lint.Residual.beside-source-extras',
      'residual--beside-attributes-source-extras',
      'entity with attributes.source_extras and a residual: a legacy adapter (source_extras) also using the structured container',
      [add('/attributes/source_extras', { raim: false })],
      valid(finding('lint.Residual.beside-source-extras', '/residual')),
    ),
  ]);
}

function otherKindsLint(): Fixture[] {
  const track = base('track', 'maximal');
  const route = base('plan_object', 'route');
  const event = base('event', 'polygon');
  const point = base('event', 'point');
  const area = base('plan_object', 'area-polygon');
  const ring = (area.object.geometry as { coordinates: number[][][] }).coordinates[0]!;
  return [
    ...derive(track, [
      spec(
        track.object,
        'lint.Position.null-island',
        'samples.0.position--null-island',
        'track sample 0 at lat 0 / lon 0: a fix that was never made, written as null island',
        [replace('/samples/0/position/lat', 0), replace('/samples/0/position/lon', 0)],
        valid(finding('lint.Position.null-island', '/samples/0/position')),
      ),
      spec(
        track.object,
        'lint.Position.cot-unknown-sentinel',
        'samples.0.position.accuracy_m--cot-ce-9999999',
        'track sample 0 accuracy_m 9999999.0, the Cursor on Target unknown code',
        [replace('/samples/0/position/accuracy_m', 9999999)],
        valid(finding('lint.Position.cot-unknown-sentinel', '/samples/0/position/accuracy_m')),
      ),
      spec(
        track.object,
        'lint.Position.cot-unknown-sentinel',
        'samples.1.position.vertical.uncertainty--cot-le-9999999',
        'track sample 1 vertical uncertainty 9999999, a Cursor on Target le="9999999.0" (unknown) carried as an uncertainty',
        [replace('/samples/1/position/vertical/uncertainty', 9999999)],
        valid(finding('lint.Position.cot-unknown-sentinel', '/samples/1/position/vertical/uncertainty')),
      ),
      spec(
        track.object,
        'lint.Position.cot-unknown-sentinel',
        'quality.uncertainty.ce_m--9999999',
        'track quality.uncertainty.ce_m 9999999, the Cursor on Target unknown ce kept as a named uncertainty component',
        [add('/quality/uncertainty/ce_m', 9999999)],
        valid(finding('lint.Position.cot-unknown-sentinel', '/quality/uncertainty/ce_m')),
      ),
      spec(
        track.object,
        'lint.attributes.ais-heading-not-available',
        'status.attributes.hdg--511-text',
        'track status.attributes.hdg "511" (as text), the AIS heading code in the status bag: linted',
        [add('/status/attributes/hdg', '511')],
        valid(finding('lint.attributes.ais-heading-not-available', '/status/attributes/hdg')),
      ),
      spec(
        track.object,
        'lint.Timestamp.epoch',
        'samples.0.observed_at--epoch',
        'track sample 0 observed at the epoch: an unknown time written as 1970-01-01 (still in order, so valid)',
        [replace('/samples/0/observed_at', '1970-01-01T00:00:00.000Z')],
        valid(finding('lint.Timestamp.epoch', '/samples/0/observed_at')),
      ),
      spec(
        track.object,
        'lint.zero-as-unknown',
        'track_quality--zero',
        'track track_quality 0 for a track nobody assessed: valid (0..1), but not assessed is null, never 0',
        [replace('/track_quality', 0)],
        valid(finding('lint.zero-as-unknown', '/track_quality')),
      ),
    ]),
    ...derive(route, [
      spec(
        route.object,
        'lint.Position.null-island',
        'route.waypoints.1.position--null-island',
        'route waypoint 1 at lat 0 / lon 0, a waypoint whose position the source did not give',
        [replace('/route/waypoints/1/position/lat', 0), replace('/route/waypoints/1/position/lon', 0)],
        valid(finding('lint.Position.null-island', '/route/waypoints/1/position')),
      ),
      spec(
        route.object,
        'lint.Position.cot-unknown-sentinel',
        'route.waypoints.0.position.alt_m--cot-hae-9999999',
        'route waypoint 0 alt_m 9999999.0, the Cursor on Target unknown height, stated again in the HAE vertical',
        [replace('/route/waypoints/0/position/alt_m', 9999999)],
        valid(
          finding('lint.Position.cot-unknown-sentinel', '/route/waypoints/0/position/alt_m'),
          finding('lint.Position.cot-unknown-sentinel', '/route/waypoints/0/position/vertical/value'),
        ),
      ),
      spec(
        route.object,
        'lint.Position.cot-unknown-sentinel',
        'route.waypoints.1.altitude_constraint.value--9999999',
        'route waypoint 1 altitude_constraint value 9999999 (FL), the Cursor on Target unknown height as a crossing restriction',
        [replace('/route/waypoints/1/altitude_constraint/value', 9999999)],
        valid(finding('lint.Position.cot-unknown-sentinel', '/route/waypoints/1/altitude_constraint/value')),
      ),
      spec(
        route.object,
        'lint.Kinematics.ais-speed-not-available',
        'route.legs.0.attributes.groundSpeed--102.3',
        'route leg 0 attributes.groundSpeed 102.3 (camelCase key), the AIS SOG "not available" code in a leg bag',
        [add('/route/legs/0/attributes/groundSpeed', 102.3)],
        valid(finding('lint.Kinematics.ais-speed-not-available', '/route/legs/0/attributes/groundSpeed')),
      ),
      spec(
        route.object,
        'lint.attributes.sbs1-empty-field',
        'route.metadata.remarks--empty-not-flagged',
        'route metadata.remarks "": free text the source left empty, kept verbatim in the never-drop bag; no SBS-1 (BaseStation) field, so NOT flagged',
        [add('/route/metadata/remarks', '')],
        valid(),
      ),
      spec(
        route.object,
        'lint.zero-as-unknown',
        'route.waypoints.0.altitude_constraint.uncertainty--zero',
        'route waypoint 0 altitude_constraint uncertainty 0: unknown uncertainty is null, never 0',
        [replace('/route/waypoints/0/altitude_constraint/uncertainty', 0)],
        valid(finding('lint.zero-as-unknown', '/route/waypoints/0/altitude_constraint/uncertainty')),
      ),
      spec(
        route.object,
        'lint.Timestamp.epoch',
        'expires_at--epoch',
        'plan_object expires_at at the epoch (and validity.valid_to with it): an unknown expiry written as 1970-01-01',
        [replace('/expires_at', '1970-01-01T00:00:00.000Z')],
        valid(finding('lint.Timestamp.epoch', '/expires_at'), finding('lint.Timestamp.epoch', '/validity/valid_to')),
      ),
    ]),
    ...derive(event, [
      spec(
        event.object,
        'lint.attributes.ais-heading-not-available',
        'payload.heading--511',
        'event payload.heading 511, the AIS "heading not available" code in the event payload',
        [add('/payload/heading', 511)],
        valid(finding('lint.attributes.ais-heading-not-available', '/payload/heading')),
      ),
      spec(
        event.object,
        'lint.attributes.ais-course-not-available',
        'oes.extensions.x.acme.cog--3600',
        'event oes.extensions "x.acme.cog" 3600, the raw AIS COG "not available" code in the extensions bag',
        [add('/oes/extensions/x.acme.cog', 3600)],
        valid(finding('lint.attributes.ais-course-not-available', '/oes/extensions/x.acme.cog')),
      ),
      spec(
        event.object,
        'lint.attributes.ais-position-not-available',
        'residual.data.lat--91',
        'event residual.data.lat 91, the AIS latitude code kept as a residual: linted',
        [add('/residual/data/lat', 91)],
        valid(finding('lint.attributes.ais-position-not-available', '/residual/data/lat')),
      ),
      spec(
        event.object,
        'lint.Event.observed-equals-received',
        'observed_at--receipt-time',
        "event observed_at equal to received_at: the platform's receipt time used as the source's time",
        [replace('/observed_at', '2024-03-01T12:00:02.350Z')],
        valid(finding('lint.Event.observed-equals-received', '/observed_at')),
      ),
      spec(
        event.object,
        'lint.Timestamp.epoch',
        'observed_at--epoch',
        'event observed_at at the epoch: the source time was unknown and written as 1970-01-01',
        [replace('/observed_at', '1970-01-01T00:00:00.000Z')],
        valid(finding('lint.Timestamp.epoch', '/observed_at')),
      ),
      spec(
        event.object,
        'lint.zero-as-unknown',
        'oes.confidence--zero',
        'event oes.confidence 0.0 from a producer that had no confidence: unknown is null, never 0.0',
        [replace('/oes/confidence', 0)],
        valid(finding('lint.zero-as-unknown', '/oes/confidence')),
      ),
      spec(
        event.object,
        'lint.Residual.beside-source-extras',
        'residual--beside-payload-source-extras',
        'event with payload.source_extras and a residual: a legacy adapter also using the structured container',
        [add('/payload/source_extras', { raw: 'NIC=0' })],
        valid(finding('lint.Residual.beside-source-extras', '/residual')),
      ),
      spec(
        event.object,
        'lint.Polygon.open-ring',
        'geometry.coordinates.1--open-hole',
        'event polygon whose hole is not closed (last position differs from the first): accepted as sent, never closed by the consumer',
        [
          replace('/geometry/coordinates/1', [
            [24.9, 60.0],
            [24.9, 60.2],
            [25.1, 60.2],
            [25.1, 60.0],
          ]),
        ],
        valid(finding('lint.Polygon.open-ring', '/geometry/coordinates/1')),
      ),
    ]),
    ...derive(point, [
      spec(
        point.object,
        'lint.Geometry.coordinate-out-of-range',
        'geometry.coordinates--ais-181-91',
        'event Point [181, 91], the AIS "not available" longitude and latitude as a geometry position: not range-checked there, so valid, but linted',
        [replace('/geometry/coordinates', [181, 91])],
        valid(finding('lint.Geometry.coordinate-out-of-range', '/geometry/coordinates')),
      ),
      spec(
        point.object,
        'lint.Geometry.coordinate-out-of-range',
        'geometry.coordinates--lat-lon-swapped',
        'event Point [60.1699, 24.9384] written [lat, lon]: in range either way, so not flagged; the swap goes unnoticed by lint',
        [replace('/geometry/coordinates', [60.1699, 24.9384])],
        valid(),
      ),
    ]),
    ...derive(area, [
      spec(
        area.object,
        'lint.Position.cot-unknown-sentinel',
        'area.vertical.upper.value--9999999',
        'area vertical upper value 9999999 (FL), the Cursor on Target unknown height as a ceiling: valid, linted',
        [replace('/area/vertical/upper/value', 9999999)],
        valid(finding('lint.Position.cot-unknown-sentinel', '/area/vertical/upper/value')),
      ),
      spec(
        area.object,
        'lint.Position.cot-unknown-sentinel',
        'area.vertical.upper.value--99999-not-flagged',
        'area vertical upper value 99999 (FL): a very high ceiling, not the Cursor on Target code: NOT flagged',
        [replace('/area/vertical/upper/value', 99999)],
        valid(),
      ),

      spec(
        area.object,
        'lint.Polygon.open-ring',
        'area.geometry.coordinates.0--open-outer-ring',
        'area polygon (and the geometry projecting it) with an open outer ring: accepted as sent, linted in both places',
        [replace('/area/geometry/coordinates/0', ring.slice(0, -1))],
        valid(
          finding('lint.Polygon.open-ring', '/area/geometry/coordinates/0'),
          finding('lint.Polygon.open-ring', '/geometry/coordinates/0'),
        ),
      ),
      spec(
        area.object,
        'lint.Geometry.coordinate-out-of-range',
        'geometry.coordinates.0.1--lon-181',
        'area polygon vertex at lon 181 (a west-of-antimeridian point written past 180): valid, linted in the geometry and the area',
        [replace('/area/geometry/coordinates/0/1', [181, 59.8])],
        valid(
          finding('lint.Geometry.coordinate-out-of-range', '/area/geometry/coordinates/0/1'),
          finding('lint.Geometry.coordinate-out-of-range', '/geometry/coordinates/0/1'),
        ),
      ),
    ]),
  ];
}

export function lintFixtures(): Fixture[] {
  const handWritten = [...entityLint(), ...otherKindsLint()];
  return [...handWritten, ...sentinelPlaceFixtures(handWritten)];
}
