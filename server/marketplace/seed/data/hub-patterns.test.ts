import { describe, expect, it } from '@jest/globals';
import { wheelBolts } from './fitment-rules';
import { wheelBoltPatternOf } from './wheel-hubs';
import { PART_TYPES } from './part-types';
import { car } from './brake-test-cars';

const disc = (forCar: ReturnType<typeof car>) => Object.fromEntries(PART_TYPES.Bremsscheiben!.criteria({ draw: () => 0.5, own: () => 0.5, step: 4, engine: 0.5, position: 'rear', car: forCar }).map((c) => [c.key, c.value]));
const small = (make: string, generation: string, frontDiscMm: number) => car({ make, generation, platform: generation, frontDiscMm, rearDiscMm: 259, typeName: '1.33 Dual VVT-i', kw: 73 });

describe('every generation on its own hub', () => {
  it('puts the four-stud small cars on four studs whatever their disc size', () => {
    const fours: [string, string, number][] = [
      ['Toyota', 'Toyota Yaris II (XP9)', 100], ['Toyota', 'Toyota Yaris III (XP13)', 100], ['Toyota', 'Toyota Yaris IV (XP21)', 100], ['Kia', 'Kia Picanto', 100],
      ['Fiat', 'Fiat 500 (312)', 98], ['Opel', 'Opel Corsa E (X15)', 100], ['Opel', 'Opel Corsa F (P2JO)', 108], ['Peugeot', 'Peugeot 208 II (P21)', 108],
      ['Ford', 'Ford Fiesta VII (JHH)', 108], ['Renault', 'Renault Clio V (BF)', 100], ['Dacia', 'Dacia Sandero III', 100], ['Renault', 'Renault Twingo II (CN0)', 100], ['Renault', 'Renault Twingo III', 100],
    ];
    for (const [make, generation, circleMm] of fours) {
      const forCar = small(make, generation, 275);
      expect([generation, wheelBoltPatternOf(forCar)]).toEqual([generation, { bolts: 4, circleMm }]);
      expect([generation, wheelBolts(forCar), disc(forCar).bolt_holes]).toEqual([generation, 4, '4']);
    }
  });

  it('keeps the VW group\'s small cars on 5x100 and the Golf on 5x112', () => {
    expect(wheelBoltPatternOf(car({ generation: 'VW Polo VI (AW1)', platform: 'MQB-A0', frontDiscMm: 256 }))).toEqual({ bolts: 5, circleMm: 100 });
    expect(wheelBoltPatternOf(car({}))).toEqual({ bolts: 5, circleMm: 112 });
  });

  it('puts a BMW type built from 2019 that the base files without a platform on 5x112 (a 4er M440i is a G22), the older rear-drive ones on 5x120', () => {
    const m440i = car({ make: 'BMW', generation: 'BMW 4er', platform: 'BMW 4er', typeName: 'M440i xDrive Coupe', typeStart: 2023, generationStart: 2023, frontDiscMm: 348 });
    expect(wheelBoltPatternOf(m440i)).toEqual({ bolts: 5, circleMm: 112 });
    expect(wheelBoltPatternOf(car({ make: 'BMW', generation: 'BMW 3er F30', platform: 'BMW 3er F30', typeStart: 2012, generationStart: 2012, frontDiscMm: 312 }))).toEqual({ bolts: 5, circleMm: 120 });
  });

  it('puts PSA\'s people carriers and SUVs on five studs (C4 Picasso I and II, 3008 I and II, 5008 I and II, DS 7), the compacts and vans of their platforms on four', () => {
    const psa = (generation: string, platform: string) => car({ make: generation.split(' ')[0]!, generation, platform, typeName: '1.6 HDi 110', kw: 80, frontDiscMm: 304, rearDiscMm: 268 });
    const fives: [string, string][] = [
      ['Citroën C4 Picasso I (UD)', 'PF2'], ['Peugeot 3008 I (0U)', 'PF2'], ['Peugeot 5008 I (0E)', 'PF2'],
      ['Citroën C4 Picasso II (B78)', 'EMP2'], ['Peugeot 3008 II (P84)', 'EMP2'], ['Peugeot 5008 II (P87)', 'EMP2'], ['DS DS 7 Crossback', 'EMP2'],
    ];
    for (const [generation, platform] of fives) {
      const forCar = psa(generation, platform);
      expect([generation, wheelBoltPatternOf(forCar), disc(forCar).bolt_holes]).toEqual([generation, { bolts: 5, circleMm: 108 }, '5']);
    }
    const fours: [string, string][] = [
      ['Peugeot 307 (3A)', 'PF2'], ['Peugeot 308 I (4A)', 'PF2'], ['Citroën C4 I (LC)', 'PF2'], ['Citroën C4 II (B7)', 'PF2'], ['Citroën Berlingo II (B9)', 'PF2'],
      ['Peugeot Partner II (B9)', 'PF2'], ['Peugeot 308 II (T9)', 'EMP2'],
    ];
    for (const [generation, platform] of fours) {
      const forCar = psa(generation, platform);
      expect([generation, wheelBoltPatternOf(forCar), disc(forCar).bolt_holes]).toEqual([generation, { bolts: 4, circleMm: 108 }, '4']);
    }
  });

  it('puts the G-series generations begun in 2017 and 2018 on 5x112 from their first type: an 8er G15, an M5 F90, an X4 M F98', () => {
    for (const [generation, typeName, start] of [['BMW 8er', '840d xDrive', 2018], ['BMW M5', 'M5 Competition', 2017], ['BMW X4', 'X4 M Competition', 2018]] as const) {
      const bmw = car({ make: 'BMW', generation, platform: generation, typeName, typeStart: start, generationStart: start, frontDiscMm: 395 });
      expect([generation, wheelBoltPatternOf(bmw)]).toEqual([generation, { bolts: 5, circleMm: 112 }]);
    }
  });
});

it('bolts an Opel on a PSA hub (Corsa F, Mokka, Combo) with PSA\'s M12x1.25 wheel bolts, an Astra K with M12x1.5', async () => {
  const { wheelBoltThreadOf } = await import('./installed-parts');
  for (const generation of ['Opel Corsa F (P2JO)', 'Opel Mokka', 'Opel Combo']) expect([generation, wheelBoltThreadOf({ make: 'Opel', generation, generationStart: 2019 })]).toEqual([generation, 'M12x1.25']);
  expect(wheelBoltThreadOf({ make: 'Opel', generation: 'Opel Astra K (B16)', generationStart: 2015 })).toBe('M12x1.5');
});
