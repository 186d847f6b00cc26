/** An exotic make gets only what the aftermarket lists for it: its service parts from the premium lines, at their price level. */
import type { SeededLeaf } from '../categories';
import { partTypeOf } from '../part-kinds';
import type { SeededModel } from '../vehicles';
import type { CarFacts } from './fitment-rules';
import { EXOTIC_PARTS, exoticBrandFits, exoticFloorEur, exoticKindFits, exoticPartLines } from './exotic-makes';
import { batteryLineTechnology } from './vehicle-keyed-parts';
import { PRODUCT_LINES } from './product-lines';

const F8: CarFacts = {
  make: 'Ferrari', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: 'F8 Tributo', engineCode: 'F154', ccm: 3902, kw: 530, typeStart: 2019, generationStart: 2019, platform: 'Ferrari F8', engine: 'petrol/F154', generation: 'Ferrari F8',
  frontDiscMm: 398, rearDiscMm: 360, rearDrumMm: 0, wipersMm: [600, 0], batteryAh: 60, headlamp: 'LED', oilGrade: '5W-40', oilApproval: 'ACEA C3',
};
const model = (car: CarFacts): SeededModel => ({ id: 1, seriesId: 1, fuel: car.fuel, popularity: 1, car } as SeededModel);
const leaf = (partType: string, icon: string, id: number): SeededLeaf => ({ id, icon, universal: false, popularity: 10, basePriceCents: 5000, titles: {} as SeededLeaf['titles'], partType });

test('no ABS sensor, thermostat or bumper is made for a Ferrari F8; its oil filter, plugs, battery and wipers are', () => {
  expect(partTypeOf(leaf('ABS-Sensor', 'brake', 9101)).usable(model(F8), 'front')).toBe(false);
  for (const kind of ['ABS-Sensor', 'Thermostat', 'Stoßstange', 'Bremsbeläge']) expect([kind, exoticKindFits(kind, 'Ferrari')]).toEqual([kind, false]);
  for (const kind of ['Ölfilter', 'Zündkerzen', 'Starterbatterie', 'Scheibenwischer', 'Bremsscheiben']) expect([kind, exoticKindFits(kind, 'Ferrari')]).toEqual([kind, true]);
  expect(exoticKindFits('ABS-Sensor', 'VW')).toBe(true);
});

test('an exotic\'s disc comes from Brembo or Zimmermann, at a premium disc\'s price; a volume car\'s from any maker', () => {
  expect(exoticBrandFits('Bremsscheiben', 'Brembo', ['Lamborghini'])).toBe(true);
  expect(exoticBrandFits('Bremsscheiben', 'Ferodo', ['Lamborghini'])).toBe(false);
  expect(exoticBrandFits('Bremsscheiben', 'Ferodo', ['VW'])).toBe(true);
  expect(exoticFloorEur('Bremsscheiben', ['VW', 'Bentley'])).toBeGreaterThanOrEqual(120);
  expect(exoticFloorEur('Ölfilter', ['Lamborghini'])).toBeGreaterThan(4);
  expect(exoticFloorEur('Ölfilter', ['VW'])).toBe(0);
});

test('every kind listed for an exotic has a premium line that makes it, a battery one of each technology', () => {
  for (const kind of Object.keys(EXOTIC_PARTS)) {
    const accepts = exoticPartLines(kind, ['Ferrari'])!;
    expect([kind, PRODUCT_LINES.some((line) => line.kinds.includes(kind) && accepts(line))]).toEqual([kind, true]);
  }
  const batteryAccepts = exoticPartLines('Starterbatterie', ['Bentley'])!;
  for (const technology of ['standard', 'EFB', 'AGM']) {
    expect([technology, PRODUCT_LINES.some((line) => batteryAccepts(line) && batteryLineTechnology(line.brand, line.line) === technology)]).toEqual([technology, true]);
  }
});
