/** One connector, wattage, bulb, outlet count, tooth count, fill or material per car: the electrical, heater-box, lamp, brake and gearbox parts a car has one version of (a column switch per cruise-control version, a tank sender per pump version). */
import { PART_TYPES, type PartInput } from './part-types';
import type { CarFacts } from './fitment-rules';
import { carCriteria } from './car-criteria';
import { placeOf, statedSecondarySize } from './secondary-sizes';
import { createRng } from '../rng';

const W213: CarFacts = {
  make: 'Mercedes-Benz', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: 'E 220 d', engineCode: 'OM654', ccm: 1950, kw: 143, typeStart: 2016, generationStart: 2016, platform: 'MRA', engine: 'diesel/OM654',
  generation: 'Mercedes-Benz E-Klasse (W213)', frontDiscMm: 330, rearDiscMm: 300, rearDrumMm: 0, wipersMm: [650, 0], batteryAh: 80, headlamp: 'LED', oilGrade: '0W-20', oilApproval: 'MB 229.71',
};
const GIULIA: CarFacts = {
  ...W213, make: 'Alfa Romeo', typeName: '2.2 JTDM', engineCode: '55275990', ccm: 2143, kw: 110, platform: 'Giorgio', engine: 'diesel/2.2 JTDM', generation: 'Alfa Romeo Giulia (952)', frontDiscMm: 305, rearDiscMm: 292,
};

/** The criteria of `count` articles of the kind made for the car, each with its own draws, as the seed makes a kind's many brands. */
function articles(kind: string, car: CarFacts, count = 40) {
  const shared = createRng(7);
  return Array.from({ length: count }, (_, n) => {
    const input: PartInput = { draw: shared, own: createRng(1000 + n), step: 3, engine: 0.5, position: null, car };
    const criteria = PART_TYPES[kind]!.criteria(input);
    return (key: string) => criteria.find((c) => c.key === key)?.value;
  });
}

const KINDS: readonly (readonly [string, string])[] = [
  ['Zündschloss', 'connector_pins'], ['Relais Kraftstoffpumpe', 'connector_pins'], ['Glühzeitsteuergerät', 'connector_pins'], ['Innenraumgebläse', 'wattage'],
  ['Vorwiderstand Gebläse', 'connector_pins'], ['Nebelscheinwerfer', 'lamp_type'], ['ABS-Ring', 'teeth'], ['Getriebeölwechselsatz', 'volume'],
  ['Bremslichtschalter', 'connector_pins'], ['Leuchtweitenregulierung', 'connector_pins'], ['Fensterhebermotor', 'connector_pins'], ['Zentralverriegelung Stellelement', 'connector_pins'],
  ['Waschwasserpumpe', 'pump_outlets'], ['Kühlmitteltemperatursensor', 'connector_pins'], ['AGR-Ventil', 'connector_pins'], ['Generatorregler', 'connector_pins'],
  ['Rußpartikelfilter', 'material'], ['Kupplungsnehmerzylinder', 'material'],
];

test('every maker\'s part for one car states one connector, wattage, bulb, tooth count or fill, the car\'s', () => {
  for (const car of [W213, GIULIA]) {
    for (const [kind, key] of KINDS) {
      const made = articles(kind, car);
      const wanted = carCriteria(kind, car).find(([k]) => k === key)?.[1];
      expect({ kind, key, values: [...new Set(made.map((value) => value(key)))] }).toEqual({ kind, key, values: [wanted] });
      expect(statedSecondarySize(kind, made[0]!)?.split('/')).toContain(made[0]!(key));
    }
  }
});

test('a column switch comes with and without cruise control, one connector for each version, and the check reads the version as its place', () => {
  const switches = articles('Lenkstockschalter', W213);
  expect(new Set(switches.map((value) => value('with_cruise_control')))).toEqual(new Set(['yes', 'no']));
  for (const version of ['yes', 'no']) {
    const pins = new Set(switches.filter((value) => value('with_cruise_control') === version).map((value) => value('connector_pins')));
    expect(pins).toEqual(new Set([carCriteria('Lenkstockschalter', W213, null, version).find(([k]) => k === 'connector_pins')?.[1]]));
  }
  expect(placeOf('Lenkstockschalter', switches[0]!)).toBe(switches[0]!('with_cruise_control'));
  // Without the version the car decides nothing, so one article still serves the model's both versions' fitment key.
  expect(carCriteria('Lenkstockschalter', W213)).toEqual([]);
});

test('a wiper motor takes one connector per car and window, the front one\'s and the rear one\'s', () => {
  for (const position of ['front', 'rear'] as const) {
    const shared = createRng(7);
    const motors = Array.from({ length: 40 }, (_, n) => PART_TYPES.Wischermotor!.criteria({ draw: shared, own: createRng(1000 + n), step: 3, engine: 0.5, position, car: W213 }));
    const wanted = carCriteria('Wischermotor', W213, position).find(([k]) => k === 'connector_pins')?.[1];
    expect([...new Set(motors.map((criteria) => criteria.find((c) => c.key === 'connector_pins')?.value))]).toEqual([wanted]);
  }
});

test('a tank sender comes alone and with its pump, one connector for each version', () => {
  const senders = articles('Tankgeber', GIULIA);
  for (const version of ['yes', 'no']) {
    const pins = new Set(senders.filter((value) => value('with_fuel_pump') === version).map((value) => value('connector_pins')));
    expect(pins).toEqual(new Set([carCriteria('Tankgeber', GIULIA, null, version).find(([k]) => k === 'connector_pins')?.[1]]));
  }
  expect(placeOf('Tankgeber', senders[0]!)).toBe(senders[0]!('with_fuel_pump'));
});

test('a Giulia and a Stelvio with one 2.2 diesel take one glow-time control unit', () => {
  const stelvio = { ...GIULIA, generation: 'Alfa Romeo Stelvio (949)' };
  expect(carCriteria('Glühzeitsteuergerät', stelvio)).toEqual(carCriteria('Glühzeitsteuergerät', GIULIA));
});
