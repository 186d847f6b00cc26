import { describe, expect, it } from '@jest/globals';
import type { CarFacts } from './fitment-rules';
import { PART_TYPES } from './part-types';
import { car as golf, facts as listedFacts } from './brake-test-cars';
import { caliperPistonsOf, repairKitNotCaliper } from './caliper-repair-kits';

const facts = (make: string, generation: string, kw: number, typeName = ''): CarFacts => golf({ make, generation, typeName, kw, ...listedFacts(make, generation, kw, typeName) });
const pistonsOf = (kind: string, forCar: CarFacts, position: 'front' | 'rear', step: number) =>
  PART_TYPES[kind]!.criteria({ draw: () => 0.5, own: () => 0.5, step, engine: 0.5, position, car: forCar }).find((c) => c.key === 'piston_diameter')?.value;

describe('caliper repair kits of the caliper they rebuild', () => {
  it('states the pistons of the car\'s caliper on each axle, whatever the size step', () => {
    const cars = [facts('Peugeot', 'Peugeot 208 I', 60), facts('Seat', 'Seat Ateca', 110), facts('Renault', 'Renault Mégane IV', 85), facts('Mercedes-Benz', 'Mercedes-Benz GLE', 243, 'GLE 400 d 4MATIC')];
    for (const car of cars) {
      for (const axle of ['front', 'rear'] as const) {
        if (!caliperPistonsOf(car, axle)) continue;
        for (const step of [0, 2, 5, 8]) {
          const kit = pistonsOf('Bremssattel Reparatursatz', car, axle, step);
          expect([car.generation, axle, step, kit]).toEqual([car.generation, axle, step, pistonsOf('Bremssattel', car, axle, step)]);
          expect(repairKitNotCaliper(kit, car, axle)).toBe(false);
        }
      }
    }
  });

  it('counts a kit of another piston, and a single-piston kit for a twin-piston caliper', () => {
    const peugeot = facts('Peugeot', 'Peugeot 208 I', 60);
    expect(repairKitNotCaliper('42', peugeot, 'front')).toBe(caliperPistonsOf(peugeot, 'front') !== '42');
    expect(repairKitNotCaliper('50', peugeot, 'rear')).toBe(peugeot.rearDiscMm > 0);
    const gle = facts('Mercedes-Benz', 'Mercedes-Benz GLE', 243, 'GLE 400 d 4MATIC');
    expect(caliperPistonsOf(gle, 'front')).toMatch(/^2x/);
    expect(repairKitNotCaliper('42', gle, 'front')).toBe(true);
  });
});
