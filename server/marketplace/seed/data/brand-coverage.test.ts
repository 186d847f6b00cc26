/** A brand lists a kind only for the makes its range covers. */
import type { SeededLeaf } from '../categories';
import { partTypeOf } from '../part-kinds';
import type { SeededModel } from '../vehicles';
import type { CarFacts } from './fitment-rules';
import { brandCovers, coveringLines, kindCovered } from './brand-coverage';
import { vehiclePartLines } from './vehicle-keyed-parts';

const YARIS: CarFacts = {
  make: 'Toyota', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.33 Dual VVT-i', engineCode: '1NR-FE', ccm: 1329, kw: 73, typeStart: 2011, generationStart: 2011, platform: 'B', engine: 'petrol/1NR-FE', generation: 'Toyota Yaris III (XP13)',
  frontDiscMm: 275, rearDiscMm: 0, rearDrumMm: 200, wipersMm: [600, 350], batteryAh: 45, headlamp: 'halogen', oilGrade: '0W-20', oilApproval: 'ACEA C5',
} as CarFacts;
const A110: CarFacts = { ...YARIS, make: 'Alpine', typeName: 'A110', engineCode: 'M5P', generation: 'Alpine A110', frontDiscMm: 320, rearDiscMm: 320, rearDrumMm: 0 };
const model = (car: CarFacts): SeededModel => ({ id: 1, seriesId: 1, fuel: car.fuel, popularity: 1, car } as SeededModel);
const leaf = (partType: string, id: number): SeededLeaf => ({ id, icon: 'brakes', universal: false, popularity: 10, basePriceCents: 5000, titles: {} as SeededLeaf['titles'], partType });

test('no Pierburg, Bosch or Magneti Marelli throttle body for a Toyota 1NR-FE; Vemo lists it, and Pierburg a Golf\'s', () => {
  for (const brand of ['Pierburg', 'Bosch', 'Magneti Marelli']) expect([brand, brandCovers('Drosselklappe', brand, YARIS)]).toEqual([brand, false]);
  expect(brandCovers('Drosselklappe', 'Vemo', YARIS)).toBe(true);
  expect(brandCovers('Drosselklappe', 'Pierburg', { make: 'VW', fuel: 'petrol' })).toBe(true);
  const lines = vehiclePartLines('Drosselklappe', [YARIS])!;
  expect(lines({ brand: 'Pierburg', line: 'Pierburg parts', pattern: '7.#####.##.0', kinds: ['Drosselklappe'] })).toBe(false);
  expect(lines({ brand: 'Vemo', line: 'Vemo', pattern: 'V##-##-####', kinds: ['Drosselklappe'] })).toBe(true);
  expect(coveringLines('Drosselklappe', [{ make: 'VW', fuel: 'petrol' }])).toBeUndefined();
});

test('no aftermarket caliper for the Alpine A110, whose Brembo calipers no remanufacturing line lists', () => {
  expect(kindCovered('Bremssattel', A110)).toBe(false);
  expect(brandCovers('Bremssattel', 'Bosch', A110)).toBe(false);
  expect(partTypeOf(leaf('Bremssattel', 9301)).usable(model(A110), 'front')).toBe(false);
  expect(kindCovered('Bremssattel', YARIS)).toBe(true);
});

test('Denso compressors only for the makes Denso numbers them for; no Bosch injector for a Mazda petrol; no breather filter for a Toyota 2ZR-FXE', () => {
  expect(brandCovers('Klimakompressor', 'Denso', { make: 'BMW', fuel: 'diesel' })).toBe(true);
  expect(brandCovers('Klimakompressor', 'Denso', { make: 'Audi', fuel: 'diesel' })).toBe(true);
  expect(brandCovers('Klimakompressor', 'Denso', { make: 'Hyundai', fuel: 'petrol' })).toBe(false);
  expect(brandCovers('Klimakompressor', 'Valeo', { make: 'Hyundai', fuel: 'petrol' })).toBe(true);
  expect(brandCovers('Einspritzdüse', 'Bosch', { make: 'Mazda', fuel: 'petrol' })).toBe(false);
  expect(kindCovered('Einspritzdüse', { make: 'Mazda', fuel: 'petrol' })).toBe(false);
  expect(kindCovered('Einspritzdüse', { make: 'Mazda', fuel: 'diesel' })).toBe(true);
  expect(brandCovers('Einspritzdüse', 'Bosch', { make: 'VW', fuel: 'petrol' })).toBe(true);
  expect(kindCovered('Kurbelgehäuseentlüftungsfilter', YARIS)).toBe(false);
  expect(kindCovered('Kurbelgehäuseentlüftungsfilter', { make: 'Toyota', fuel: 'diesel' })).toBe(true);
  expect(kindCovered('Kurbelgehäuseentlüftungsfilter', { make: 'VW', fuel: 'petrol' })).toBe(true);
});
