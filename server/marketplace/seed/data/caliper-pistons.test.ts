import { describe, expect, it } from '@jest/globals';
import type { CarFacts } from './fitment-rules';
import { PART_TYPES } from './part-types';
import { car as golf, facts as listedFacts } from './brake-test-cars';

const facts = (make: string, generation: string, kw: number, typeName = ''): CarFacts => golf({ make, generation, typeName, kw, ...listedFacts(make, generation, kw, typeName) });
import { pistonClassOf, pistonNotBrakeClass, pistonsStated } from './caliper-pistons';

const input = (forCar: CarFacts, position: 'front' | 'rear') => ({ draw: () => 0.5, own: () => 0.5, step: 5, engine: 0.5, position, car: forCar });
const pistonsOf = (forCar: CarFacts, position: 'front' | 'rear') => PART_TYPES.Bremssattel!.criteria(input(forCar, position)).find((c) => c.key === 'piston_diameter')?.value;

describe('caliper pistons by the axle\'s brake class', () => {
  it('gives a GLE\'s front caliper twin pistons of its heavy brake, not a compact car\'s single 42 mm one', () => {
    const gle = facts('Mercedes-Benz', 'Mercedes-Benz GLE', 243, 'GLE 400 d 4MATIC');
    expect(gle.frontDiscMm).toBeGreaterThanOrEqual(345);
    expect(pistonsOf(gle, 'front')).toMatch(/^2x4[2-6]$/);
    expect(pistonNotBrakeClass(pistonsOf(gle, 'front'), 'front', gle.frontDiscMm)).toBe(false);
    expect(pistonNotBrakeClass('42', 'front', gle.frontDiscMm)).toBe(true);
  });

  it('keeps a small car\'s front and every rear caliper single-piston and inside their class', () => {
    for (const [make, generation, kw] of [['VW', 'VW Polo VI (AW)', 70], ['VW', 'VW Golf VIII', 110], ['BMW', 'BMW X5', 210], ['Peugeot', 'Peugeot 208 I', 60]] as const) {
      const car = facts(make, generation, kw);
      for (const axle of ['front', 'rear'] as const) {
        const disc = axle === 'front' ? car.frontDiscMm : car.rearDiscMm;
        if (disc) expect([generation, axle, pistonNotBrakeClass(pistonsOf(car, axle), axle, disc)]).toEqual([generation, axle, false]);
      }
    }
    expect(pistonClassOf('rear', 345).pistons).toEqual([1]);
    expect(pistonNotBrakeClass('2x42', 'front', 280)).toBe(true);
  });

  it('reads the trade\'s statement of one or two pistons', () => {
    expect([pistonsStated('42'), pistonsStated('2x44'), pistonsStated('')]).toEqual([{ pistons: 1, pistonMm: 42 }, { pistons: 2, pistonMm: 44 }, undefined]);
  });
});
