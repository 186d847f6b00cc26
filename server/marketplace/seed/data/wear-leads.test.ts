/** A pad-wear lead per car and axle, and the Yaris XP9/XP13 rear drums: the cars a parts-trade judge found with brake parts they cannot take. */
import { expect, it } from '@jest/globals';
import { factoryRearDrumMm, padWearSensor, wearLeadMmOf } from './car-equipment';
import { kindFits } from './fitment-rules';
import { PART_TYPES } from './part-types';
import { car } from './brake-test-cars';

const lead = (forCar: ReturnType<typeof car>, own: number) => Object.fromEntries(PART_TYPES['Verschleißanzeige Bremsbeläge']!.criteria({ draw: () => 0.5, own: () => own, step: 3, engine: 0.5, position: 'front', car: forCar }).map((c) => [c.key, c.value]));

it('gives one car\'s front wear leads one length, whatever the article draws', () => {
  const megane = car({ make: 'Renault', generation: 'Renault Mégane III (BZ0)', platform: 'Renault/C', typeName: '1.5 dCi' });
  const lengths = new Set([0.05, 0.3, 0.55, 0.8, 0.95].map((own) => lead(megane, own).length));
  expect([...lengths]).toEqual([String(wearLeadMmOf(megane, 'front'))]);
});

it('sells no front wear lead for a PQ35 or PQ46 car (Golf VI, Octavia II, Passat B6), whose front pads have no contact', () => {
  for (const [generation, platform] of [['VW Golf VI (5K1)', 'PQ35'], ['Skoda Octavia II (1Z3)', 'PQ35'], ['VW Passat B6 (3C2)', 'PQ46']] as const) {
    const pq = car({ make: generation.split(' ')[0]!, generation, platform });
    expect([generation, padWearSensor(pq, 'front'), kindFits('Verschleißanzeige Bremsbeläge', pq, 'front')]).toEqual([generation, false, false]);
  }
  expect(padWearSensor(car({}), 'front')).toBe(true);
});

it('brakes a Yaris II or III 1.33 on rear drums, the 1.8 on discs', () => {
  expect(factoryRearDrumMm({ make: 'Toyota', generation: 'Toyota Yaris III (XP13)', typeName: '1.33 Dual VVT-i' })).toBe(200);
  expect(factoryRearDrumMm({ make: 'Toyota', generation: 'Toyota Yaris II (XP9)', typeName: '1.3 VVT-i' })).toBe(200);
  expect(factoryRearDrumMm({ make: 'Toyota', generation: 'Toyota Yaris II (XP9)', typeName: '1.8 TS' })).toBeNull();
});
