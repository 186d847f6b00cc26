/** One size per car and position in the secondary positions: a tie rod, bushes, brake hoses and pipes, a temperature sensor, a clutch cable, a wheel cylinder. */
import { PART_TYPES, type PartInput } from './part-types';
import type { CarFacts } from './fitment-rules';
import { carCriteria } from './car-criteria';
import { placeOf, secondarySizesOf, statedSecondarySize, wheelCylinderBoreOf } from './secondary-sizes';
import { createRng } from '../rng';

const GOLF_VII: CarFacts = {
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.5 TSI', engineCode: 'DADA', ccm: 1498, kw: 110, typeStart: 2017, generationStart: 2012, platform: 'MQB', engine: 'petrol/DADA', generation: 'VW Golf VII (5G1)',
  frontDiscMm: 312, rearDiscMm: 272, rearDrumMm: 0, wipersMm: [650, 400], batteryAh: 68, headlamp: 'LED', oilGrade: '0W-20', oilApproval: 'VW 508.00',
};
const SANDERO: CarFacts = {
  ...GOLF_VII, make: 'Dacia', typeName: '1.2 16V', engineCode: 'D4F', ccm: 1149, kw: 55, typeStart: 2008, generationStart: 2008, platform: 'B0', engine: 'petrol/D4F', generation: 'Dacia Sandero I (BS)',
  frontDiscMm: 259, rearDiscMm: 0, rearDrumMm: 203,
};
const PEUGEOT_206: CarFacts = {
  ...GOLF_VII, make: 'Peugeot', typeName: '1.1', engineCode: 'HFX', ccm: 1124, kw: 44, typeStart: 1998, generationStart: 1998, platform: 'PF1', engine: 'petrol/HFX', generation: 'Peugeot 206 (2A)',
  frontDiscMm: 247, rearDiscMm: 0, rearDrumMm: 180,
};

/** The criteria of `count` articles of the kind made for the car at the position, each with its own draws, as the seed makes a kind's many brands. */
function articles(kind: string, car: CarFacts, position: 'front' | 'rear' | null, count = 40) {
  const shared = createRng(7);
  return Array.from({ length: count }, (_, n) => {
    const input: PartInput = { draw: shared, own: createRng(1000 + n), step: 3, engine: 0.5, position, car };
    const criteria = PART_TYPES[kind]!.criteria(input);
    return (key: string) => criteria.find((c) => c.key === key)?.value;
  });
}

const sizesOf = (kind: string, car: CarFacts, position: 'front' | 'rear' | null) => new Set(articles(kind, car, position).map((value) => statedSecondarySize(kind, value)));

test('the Golf VII 1.5 TSI has one inner tie rod, the same left and right: one thread and one length from every maker', () => {
  const rods = articles('Axialgelenk Spurstange', GOLF_VII, 'front');
  expect(new Set(rods.map((value) => value('fitting_side')))).toEqual(new Set(['left', 'right']));
  expect(new Set(rods.map((value) => `${value('thread')} ${value('length')}`)).size).toBe(1);
});

test('bushes, brake hoses and brake pipes come in one size per car and axle', () => {
  for (const kind of ['Querlenkerlager', 'Achskörperlager', 'Bremsschlauch', 'Bremsleitung']) {
    for (const position of ['front', 'rear'] as const) expect({ kind, position, sizes: sizesOf(kind, GOLF_VII, position).size }).toEqual({ kind, position, sizes: 1 });
  }
});

test('a top mount, a drop link, an anti-roll bar bush and a ball joint per axle, a tie-rod end, tie rod, rack boot and master cylinder per car: one size each', () => {
  for (const kind of ['Federbeinstützlager', 'Koppelstange', 'Stabilisatorlager', 'Traggelenk']) {
    for (const position of ['front', 'rear'] as const) expect({ kind, position, sizes: sizesOf(kind, GOLF_VII, position).size }).toEqual({ kind, position, sizes: 1 });
  }
  for (const kind of ['Spurstangenkopf', 'Spurstange', 'Faltenbalg Lenkung', 'Hauptbremszylinder']) expect({ kind, sizes: sizesOf(kind, GOLF_VII, null).size }).toEqual({ kind, sizes: 1 });
});

test('an exhaust temperature sensor has one lead length per engine, a 206\'s clutch cable one length per engine line', () => {
  expect(sizesOf('Abgastemperatursensor', GOLF_VII, null).size).toBe(1);
  expect(sizesOf('Kupplungsseil', PEUGEOT_206, null).size).toBe(1);
  const other = { ...PEUGEOT_206, typeName: '1.4', engineCode: 'KFW', ccm: 1360, kw: 55, engine: 'petrol/KFW' };
  expect(carCriteria('Kupplungsseil', other)).toEqual(carCriteria('Kupplungsseil', PEUGEOT_206));
});

test('the Sandero I 1.2 16V\'s wheel cylinders are its 8-inch drum\'s one bore, with the drum printed beside it', () => {
  expect(wheelCylinderBoreOf(SANDERO)).toBe(19.05);
  expect(wheelCylinderBoreOf({ rearDrumMm: 228 })).toBe(20.64);
  const cylinders = articles('Radbremszylinder', SANDERO, 'rear');
  expect(new Set(cylinders.map((value) => `${value('piston_diameter')} ${value('drum_diameter')}`))).toEqual(new Set(['19.05 203']));
});

test('a car of the same platform and axle brake takes the same size; an article made for no car keeps its drawn one', () => {
  const octavia = { ...GOLF_VII, generation: 'Skoda Octavia III (5E3)', typeName: '2.0 TDI', engine: 'diesel/CRKB' };
  expect(carCriteria('Querlenkerlager', octavia, 'front')).toEqual(carCriteria('Querlenkerlager', GOLF_VII, 'front'));
  const input: PartInput = { draw: createRng(1), own: createRng(2), step: 3, engine: 0.5, position: 'front', car: null };
  expect(PART_TYPES['Axialgelenk Spurstange']!.criteria(input).map((c) => c.key)).toEqual(['fitting_position', 'fitting_side', 'thread', 'length']);
});

/** The sizes (as stated by the given keys) the articles of the kind made for the car at the position come in. */
const statedSizes = (kind: string, keys: readonly string[], car: CarFacts, position: 'front' | 'rear' | null) => new Set(articles(kind, car, position).map((value) => keys.map((key) => value(key)).join('/')));

test('handbrake cables, ABS sensors, drive shafts and joint kits: one size per car and labelled place, left and right alike', () => {
  const sized: [string, string[]][] = [['Handbremsseil', ['length']], ['ABS-Sensor', ['cable_length']], ['Antriebswelle', ['length', 'teeth']], ['Gelenksatz Antriebswelle', ['teeth', 'outer_diameter']]];
  for (const [kind, keys] of sized) {
    for (const position of ['front', 'rear'] as const) expect({ kind, position, sizes: statedSizes(kind, keys, GOLF_VII, position).size }).toEqual({ kind, position, sizes: 1 });
  }
  const cables = articles('Handbremsseil', SANDERO, 'rear');
  expect(new Set(cables.map((value) => value('fitting_side')))).toEqual(new Set(['left', 'right']));
  expect(statedSecondarySize('Handbremsseil', cables[0]!)).toBe(cables[0]!('length'));
});

test('wheel bolts, an A/C drier, a reversing-light switch, a tank cap, a freewheel pulley, gearshift cable, clutch cylinders, the exhaust\'s catalyst, filter, flex pipe and silencers, a brake booster and gas struts: one size per car', () => {
  const sized: [string, string[]][] = [
    ['Radschraube', ['length', 'spanner_size']], ['Trockner Klimaanlage', ['height']], ['Rückfahrlichtschalter', ['thread']], ['Tankdeckel', ['outer_diameter']], ['Generatorfreilauf', ['outer_diameter']],
    ['Schaltseil', ['length']], ['Kupplungsgeberzylinder', ['piston_diameter']], ['Kupplungsnehmerzylinder', ['piston_diameter']], ['Katalysator', ['length']],
    ['Rußpartikelfilter', ['length']], ['Flexrohr', ['length']], ['Vorschalldämpfer', ['length']], ['Mittelschalldämpfer', ['length']], ['Endschalldämpfer', ['length']],
    ['Bremskraftverstärker', ['diameter']], ['Motorhaubendämpfer', ['length', 'force']], ['Gasfeder Heckklappe', ['length', 'force']],
  ];
  for (const [kind, keys] of sized) expect({ kind, sizes: statedSizes(kind, keys, GOLF_VII, null).size }).toEqual({ kind, sizes: 1 });
});

test('radiator hoses, exhaust pipes and clamps and drive-shaft boots are labelled by their place: one size per car and place', () => {
  const sized: [string, string[], 'front' | null][] = [['Kühlerschlauch', ['inner_diameter', 'length'], null], ['Abgasrohr', ['length'], null], ['Rohrverbinder Abgasanlage', ['length'], null], ['Achsmanschette', ['inner_diameter', 'outer_diameter'], 'front']];
  for (const [kind, keys, position] of sized) {
    const byPlace = new Map<string, Set<string>>();
    for (const value of articles(kind, GOLF_VII, position, 60)) {
      const place = placeOf(kind, value);
      byPlace.set(place, (byPlace.get(place) ?? new Set()).add(keys.map((key) => value(key)).join('/')));
    }
    expect({ kind, places: byPlace.size > 1, blank: byPlace.has('') }).toEqual({ kind, places: true, blank: false });
    for (const [place, sizes] of byPlace) expect({ kind, place, sizes: sizes.size }).toEqual({ kind, place, sizes: 1 });
  }
  // Without its place the car decides no size: the fitment key stays the kind's.
  expect(carCriteria('Kühlerschlauch', GOLF_VII)).toEqual([]);
  expect(carCriteria('Kühlerschlauch', GOLF_VII, null, 'upper')).toHaveLength(2);
});

test('a coil spring: one length and coil per car and axle, the rear one shorter', () => {
  for (const position of ['front', 'rear'] as const) expect({ position, sizes: statedSizes('Fahrwerksfeder', ['length', 'outer_diameter'], GOLF_VII, position).size }).toEqual({ position, sizes: 1 });
  expect(Number(carCriteria('Fahrwerksfeder', GOLF_VII, 'rear')[0]![1])).toBeLessThanOrEqual(360);
});

test('a fog lamp is LED where the generation\'s bumper carries LED fog lamps (an X4 G02, an LED low beam), a bulb unit elsewhere', () => {
  const x4 = { make: 'BMW', generation: 'BMW X4 G02', generationStart: 2018, headlamp: 'H7', platform: 'CLAR' } as unknown as CarFacts;
  expect(secondarySizesOf('Nebelscheinwerfer', x4, null)).toEqual([['lamp_type', 'LED']]);
  const f26 = { ...x4, generation: 'BMW X4 F26', generationStart: 2014 } as CarFacts;
  expect(['H8', 'H11', 'HB4']).toContain(secondarySizesOf('Nebelscheinwerfer', f26, null)[0]![1]);
  expect(secondarySizesOf('Nebelscheinwerfer', { ...f26, make: 'VW', generationStart: 2020, headlamp: 'LED' } as CarFacts, null)).toEqual([['lamp_type', 'LED']]);
});
