import { describe, expect, it } from '@jest/globals';
import type { CarFacts } from './fitment-rules';
import { makeDiscSize } from './brake-sizes';
import { PART_TYPES } from './part-types';
import { car, facts, listed } from './brake-test-cars';
import { fitmentKey } from './fitment-rules';
import { discMaterialOf, platformDiscMm } from './brake-packages';
import { PRICE_BANDS_EUR, castDiscPriceEur, discPriceClassOf } from './price-bands';

const disc = (forCar: CarFacts, position: 'front' | 'rear') => PART_TYPES.Bremsscheiben!.criteria({ draw: () => 0.5, own: () => 0.5, step: 5, engine: 0.5, position, car: forCar });

describe('discs by the type\'s brake package', () => {
  it('brakes a Mégane IV on 280, 296 or 320 mm front discs by engine, never a Clio\'s 259 or 269', () => {
    const megane = (kw: number) => facts('Renault', 'Renault Mégane IV (B9A)', kw, '', 'CMF-CD').frontDiscMm;
    expect([66, 81, 85, 96, 97, 103, 151].map(megane)).toEqual([280, 280, 280, 296, 296, 296, 320]);
    for (const mm of [280, 296, 320]) expect(makeDiscSize('Renault', 'front', mm)).toBe(true);
    // The CMF-CD rear table still holds for it.
    expect(facts('Renault', 'Renault Mégane IV (B9A)', 66, '', 'CMF-CD').rearDiscMm).toBe(260);
  });

  it('gives a Taycan, a Taycan Turbo and a Taycan Turbo S three packages: 360 cast, 415 coated, 420 carbon-ceramic', () => {
    const types = ['Taycan', 'Taycan 4S', 'Taycan GTS', 'Taycan Turbo Cross Turismo', 'Taycan Turbo S', 'Taycan Turbo S Sport Turismo'];
    expect(types.map((t) => platformDiscMm(listed('Porsche', 'Porsche Taycan', 142, t), 'front'))).toEqual([360, 360, 415, 415, 420, 420]);
    expect(types.map((t) => platformDiscMm(listed('Porsche', 'Porsche Taycan', 142, t), 'rear'))).toEqual([358, 358, 365, 365, 410, 410]);
    expect(types.map((t) => discMaterialOf(listed('Porsche', 'Porsche Taycan', 142, t), 'front'))).toEqual(['cast_iron', 'cast_iron', 'coated_cast_iron', 'coated_cast_iron', 'carbon_ceramic', 'carbon_ceramic']);
    for (const mm of [360, 415, 420]) expect(makeDiscSize('Porsche', 'front', mm)).toBe(true);
    for (const mm of [358, 365, 410]) expect(makeDiscSize('Porsche', 'rear', mm)).toBe(true);
    const turboS = car({ make: 'Porsche', generation: 'Porsche Taycan', platform: 'Porsche Taycan', typeName: 'Taycan Turbo S', fuel: 'electric', frontDiscMm: 420, rearDiscMm: 410 });
    expect(Object.fromEntries(disc(turboS, 'front').map((c) => [c.key, c.value]))).toMatchObject({ diameter: '420', material: 'carbon_ceramic' });
    expect(Object.fromEntries(disc(car({}), 'front').map((c) => [c.key, c.value]))).toMatchObject({ diameter: '312', material: 'cast_iron' });
  });

  it('keys a 911 Turbo\'s 408 mm coated disc apart from a GT3\'s cast one of that size', () => {
    const turbo = car({ make: 'Porsche', generation: 'Porsche 911', platform: 'Porsche 911', typeName: '911 TURBO COUPE', fuel: 'petrol', frontDiscMm: 408, rearDiscMm: 380 });
    const gt3 = { ...turbo, typeName: '911 GT3' };
    expect(fitmentKey('Bremsscheiben', 'size', turbo, 'front')).not.toBe(fitmentKey('Bremsscheiben', 'size', gt3, 'front'));
  });

  it('prices a performance disc at 250 to 600 euros and a cast one by its size', () => {
    const priced = (criteria: { key: string; value: string }[]) => PART_TYPES.Bremsscheiben!.priceFor!(criteria);
    expect(priced([{ key: 'diameter', value: '420' }, { key: 'material', value: 'carbon_ceramic' }])).toEqual([25000, 60000]);
    expect(priced([{ key: 'diameter', value: '330' }, { key: 'material', value: 'coated_cast_iron' }])).toEqual([25000, 60000]);
    const [low, high] = priced([{ key: 'diameter', value: '350' }, { key: 'thickness', value: '34' }, { key: 'material', value: 'cast_iron' }]);
    expect(low).toBeGreaterThanOrEqual(8000);
    expect(high).toBeLessThanOrEqual(15000);
    // A large cast disc is a cast disc: priced by its size, not by the performance class.
    expect(discPriceClassOf([{ key: 'diameter', value: '390' }, { key: 'material', value: 'cast_iron' }])).toBeUndefined();
    const [bigLow, bigHigh] = priced([{ key: 'diameter', value: '380' }, { key: 'thickness', value: '36' }, { key: 'material', value: 'cast_iron' }]);
    expect(bigLow).toBeGreaterThanOrEqual(10000);
    expect(bigHigh).toBeLessThanOrEqual(35000);
    expect(castDiscPriceEur(400, 38)[1]).toBeLessThanOrEqual(350);
    // A cast disc's price grows smoothly: no neighbouring size of one thickness costs 1.6 times the other.
    for (const thickness of [10, 22, 34]) {
      for (let diameter = 230; diameter < 420; diameter += 1) {
        expect(castDiscPriceEur(diameter + 1, thickness)[1] / castDiscPriceEur(diameter, thickness)[1]).toBeLessThan(1.6);
      }
    }
    expect(castDiscPriceEur(348, 36)[1] / castDiscPriceEur(350, 34)[1]).toBeGreaterThan(0.9);
    // The band holds a performance disc's dearest offer.
    expect(PRICE_BANDS_EUR.Bremsscheiben![1] / 1.4).toBeGreaterThanOrEqual(600);
  });
});
