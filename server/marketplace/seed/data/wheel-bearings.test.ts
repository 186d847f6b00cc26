import { describe, expect, it } from '@jest/globals';
import type { CarFacts } from './fitment-rules';
import { fitmentKey } from './fitment-rules';
import { PART_TYPES } from './part-types';
import { car } from './brake-test-cars';
import { rearBearingSize, wheelBearingOf, wheelBearingSizeOf } from './wheel-bearings';

const psa = (generation: string, frontDiscMm: number): CarFacts => car({ make: generation.split(' ')[0], generation, platform: 'PF1', frontDiscMm, rearDiscMm: 0, rearDrumMm: 203, typeName: '1.4', fuel: 'petrol', kw: 55, ccm: 1360 });
const input = (forCar: CarFacts, position: 'front' | 'rear', step: number) => ({ draw: () => 0.5, own: () => 0.5, step, engine: 0.5, position, car: forCar });
const sizeOf = (forCar: CarFacts, position: 'front' | 'rear', step = 2) => {
  const criteria = PART_TYPES.Radlagersatz!.criteria(input(forCar, position, step));
  const value = (key: string) => Number(criteria.find((c) => c.key === key)?.value);
  return `${value('inner_diameter')}x${value('outer_diameter')}`;
};

describe('wheel bearing kits by axle and platform', () => {
  it('gives a 206\'s front a front bearing of its own, never the 34x66 rear size, and not the later PF1 cars\' kit', () => {
    const p206 = psa('Peugeot 206 (2A)', 266);
    const p207 = psa('Peugeot 207 (WA)', 266);
    const c3 = psa('Citroën C3 III (SX)', 266);
    expect(sizeOf(p206, 'front')).toBe('39x72');
    expect(rearBearingSize(34, 66)).toBe(true);
    expect(wheelBearingOf(p206, 'front')).not.toBe(wheelBearingOf(p207, 'front'));
    expect(wheelBearingOf(p207, 'front')).toBe(wheelBearingOf(c3, 'front'));
    expect(fitmentKey('Radlagersatz', 'size', p206, 'front')).not.toBe(fitmentKey('Radlagersatz', 'size', p207, 'front'));
  });

  it('sizes every front kit in the front class and the rear by its brake, whatever the size step', () => {
    for (const disc of [247, 266, 283, 312, 345]) {
      for (const step of [0, 3, 8]) {
        const [inner, outer] = sizeOf(car({ frontDiscMm: disc }), 'front', step).split('x').map(Number);
        expect([disc, step, rearBearingSize(inner!, outer!)]).toEqual([disc, step, false]);
      }
    }
    expect([wheelBearingSizeOf(car({ rearDiscMm: 0, rearDrumMm: 203 }), 'rear'), wheelBearingSizeOf(car({ rearDiscMm: 300 }), 'rear')]).toEqual([{ innerMm: 25, outerMm: 52 }, { innerMm: 34, outerMm: 66 }]);
  });
});
