/** A battery place under the floor holds its own size: a smart fortwo 451 never takes a compact's 60 Ah box. */
import type { CarFacts } from './fitment-rules';
import { carBatteryAh } from './car-batteries';
import { batteryPlaceAh } from './battery-places';

const BASE: CarFacts = {
  make: 'Smart', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '0.8 cdi', engineCode: '', ccm: 799, kw: 33, typeStart: 2007, generationStart: 2007, typeEnd: 2014,
  platform: 'Smart/451', engine: 'Smart/diesel/799', generation: 'Smart fortwo 451', frontDiscMm: 280, rearDiscMm: 0, rearDrumMm: 180, wipersMm: [500, 500], batteryAh: 60, headlamp: 'H4', oilGrade: '', oilApproval: '',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });

test('the fortwo 451 takes its footwell battery, not a 60 Ah box, whatever its engine', () => {
  expect(carBatteryAh(car({}))).toBe(40);
  expect(carBatteryAh(car({ fuel: 'petrol', typeName: '1.0 Turbo', kw: 62, ccm: 999, batteryAh: 60 }))).toBe(40);
});

test('the 453 and the Twingo III built beside it take the LB1 box under the passenger floor, start-stop or not', () => {
  expect(carBatteryAh(car({ generation: 'Smart fortwo 453', fuel: 'petrol', typeName: '0.9 Turbo', kw: 66, typeStart: 2014, batteryAh: 60 }))).toBe(44);
  expect(carBatteryAh(car({ make: 'Renault', generation: 'Renault Twingo III', fuel: 'petrol', typeName: '0.9 TCe 90', kw: 66, typeStart: 2014, batteryAh: 60 }))).toBe(44);
});

test('an engine-bay car keeps its tray: no place size for a Twingo II or an up!', () => {
  expect(batteryPlaceAh({ generation: 'Renault Twingo II (CN0)' })).toBeUndefined();
  expect(batteryPlaceAh({ generation: 'VW up! (121)' })).toBeUndefined();
  expect(carBatteryAh(car({ make: 'Renault', generation: 'Renault Twingo II (CN0)', typeName: '1.5 dCi 85', batteryAh: 70 }))).toBe(70);
});

test('a performance type of a compact keeps its generation\'s tray: no 92 Ah box for a Golf VII R or a Focus IV ST', () => {
  const golfR = car({ make: 'VW', generation: 'VW Golf VII (5G1, BQ1, BE1, BE2)', fuel: 'petrol', typeName: '2.0 TSI R 4motion', kw: 221, ccm: 1984, typeStart: 2014, batteryAh: 92 });
  expect(carBatteryAh(golfR)).toBeLessThanOrEqual(80);
  expect(batteryPlaceAh({ generation: 'Audi A3 8V (8V1, 8VA, 8VS, 8V7)' })).toBe(80);
  for (const [typeName, fuel] of [['2.3 EcoBoost ST', 'petrol'], ['2.0 EcoBlue ST', 'diesel']] as const) {
    expect(carBatteryAh(car({ make: 'Ford', generation: 'Ford Focus IV (HN)', fuel, typeName, kw: 206, ccm: 2261, typeStart: 2019, batteryAh: 92 }))).toBeLessThanOrEqual(80);
  }
  expect(batteryPlaceAh({ generation: 'Ford Focus IV (HN)' })).toBe(80);
  // The executive class's boot battery is not a compact's tray.
  expect(batteryPlaceAh({ generation: 'BMW 5er G30' })).toBeUndefined();
  expect(batteryPlaceAh({ generation: 'VW Golf Sportsvan' })).toBeUndefined();
});
