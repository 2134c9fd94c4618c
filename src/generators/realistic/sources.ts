/**
 * What real adapters send, as data: the systems, their formats, plausible names and the areas they
 * watch. The realistic generators draw from these lists, so a sample reads like a feed, not like fuzz.
 */

export interface Area {
  readonly name: string;
  readonly lat: readonly [number, number];
  readonly lon: readonly [number, number];
}

/** Sea areas, airspace and ground, all well away from null island and the poles. */
export const AREAS: readonly Area[] = [
  { name: 'Gulf of Finland', lat: [59.6, 60.4], lon: [22.5, 28.0] },
  { name: 'Skagerrak', lat: [57.5, 58.9], lon: [7.5, 10.8] },
  { name: 'Strait of Dover', lat: [50.8, 51.3], lon: [1.2, 1.9] },
  { name: 'Baltic approaches', lat: [54.2, 55.6], lon: [10.4, 13.0] },
  { name: 'Bay of Biscay', lat: [44.0, 46.5], lon: [-5.5, -1.8] },
  { name: 'Aegean', lat: [36.5, 39.8], lon: [23.5, 26.8] },
];

export const VESSEL_NAMES = [
  'NORDIC STAR',
  'BALTIC TRADER',
  'AURORA',
  'SEA HAWK',
  'POLARIS',
  'MARIA',
  'KESTREL',
  'HANSA CARRIER',
  'VIKING GRACE',
  'ISLAND PRINCESS',
] as const;

export const CALLSIGNS = ['FIN123', 'SAS912', 'DLH4TK', 'KLM1823', 'BAW77C', 'AFR42', 'NAX75R', 'EZY19GB'] as const;

export interface Feed {
  readonly adapter: string;
  readonly version: string;
  readonly system: string;
  readonly formatName: string;
  readonly formatVersion: string;
}

export const AIS: Feed = {
  adapter: 'ais-adapter',
  version: '2.4.1',
  system: 'AIS',
  formatName: 'ITU-R M.1371',
  formatVersion: '5',
};
export const ADSB: Feed = {
  adapter: 'adsb-adapter',
  version: '1.9.0',
  system: 'ADS-B',
  formatName: 'SBS-1 BaseStation',
  formatVersion: '1',
};
export const SENSOR: Feed = {
  adapter: 'rf-sensor-adapter',
  version: '0.8.3',
  system: 'RF sensor network',
  formatName: 'sensor report',
  formatVersion: '2',
};
export const PLANNING: Feed = {
  adapter: 'c2-planning-adapter',
  version: '3.1.0',
  system: 'C2 planning',
  formatName: 'overlay export',
  formatVersion: '4',
};

export const ANNOTATIONS = [
  'Survey area',
  'Anchorage',
  'Search sector 2',
  'Exercise box',
  'Rendezvous point',
  'Patrol line',
] as const;
