import { describe, expect, it } from '@jest/globals';
import type { CarFacts } from './fitment-rules';
import { fitmentKey } from './fitment-rules';
import { PART_TYPES } from './part-types';
import { hubAbsRingOf, wheelBoltPatternOf } from './wheel-hubs';

const car = (over: Partial<CarFacts>): CarFacts => ({
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.0 TSI', engineCode: 'DKLA', ccm: 999, kw: 70, typeStart: 2017, generationStart: 2017,
  generation: 'VW Polo VI (AW1)', platform: 'MQB-A0', engine: 'petrol/DKLA', frontDiscMm: 256, rearDiscMm: 0, rearDrumMm: 203, wipersMm: [600, 400], batteryAh: 59, headlamp: 'H7',
  oilGrade: '0W-20', oilApproval: 'VW 508.00', ...over,
});
const polo = car({});
const ibiza = car({ make: 'Seat', generation: 'Seat Ibiza V (KJ1)' });
const fabia = car({ make: 'Skoda', generation: 'Skoda Fabia IV (PJ3)' });
const golf = car({ generation: 'VW Golf VII (5G1)', platform: 'MQB', frontDiscMm: 288, rearDiscMm: 272, rearDrumMm: 0 });
const hub = (forCar: CarFacts, step: number) => Object.fromEntries(PART_TYPES.Radnabe!.criteria({ draw: () => 0.5, own: () => 0.5, step, engine: 0.5, position: 'front', car: forCar }).map((c) => [c.key, c.value]));

describe('a wheel hub drilled for its car', () => {
  it('gives the MQB-A0 cars (Polo VI, Ibiza KJ, Fabia IV) 5x100, a Golf 5x112, an up! 4x100, an E90 5x120, a G20 5x112, a 208 I 4x108', () => {
    for (const small of [polo, ibiza, fabia]) expect(wheelBoltPatternOf(small)).toEqual({ bolts: 5, circleMm: 100 });
    expect(wheelBoltPatternOf(golf)).toEqual({ bolts: 5, circleMm: 112 });
    expect(wheelBoltPatternOf(car({ generation: 'VW up!', platform: 'NSF' }))).toEqual({ bolts: 4, circleMm: 100 });
    expect(wheelBoltPatternOf(car({ make: 'BMW', generation: 'BMW 3er E90', platform: 'BMW 3er E90', frontDiscMm: 300 }))).toEqual({ bolts: 5, circleMm: 120 });
    expect(wheelBoltPatternOf(car({ make: 'BMW', generation: 'BMW 3er G20', platform: 'CLAR', frontDiscMm: 330 }))).toEqual({ bolts: 5, circleMm: 112 });
    expect(wheelBoltPatternOf(car({ make: 'Peugeot', generation: 'Peugeot 208 I', platform: 'PF1', frontDiscMm: 266 }))).toEqual({ bolts: 4, circleMm: 108 });
    expect(wheelBoltPatternOf(car({ make: 'Smart', generation: 'Smart fortwo 453', platform: 'Smart fortwo 453', frontDiscMm: 258 }))).toEqual({ bolts: 3, circleMm: 112 });
    expect(wheelBoltPatternOf(car({ make: 'Smart', generation: 'Smart Forfour', platform: 'Smart Forfour', frontDiscMm: 258 }))).toEqual({ bolts: 4, circleMm: 100 });
  });

  it('gives BMW\'s front-drive cars filed by series name (2er U06, 2er F44, X2) 5x112, and the rear-drive G42 Coupé too (G-series)', () => {
    for (const generation of ['BMW 2er U06', 'BMW 2er F44', 'BMW X2']) {
      expect(wheelBoltPatternOf(car({ make: 'BMW', generation, platform: generation, frontDiscMm: 312 }))).toEqual({ bolts: 5, circleMm: 112 });
    }
    expect(wheelBoltPatternOf(car({ make: 'BMW', generation: 'BMW 2er G42', platform: 'BMW 2er G42', frontDiscMm: 312 }))).toEqual({ bolts: 5, circleMm: 112 });
  });

  it('drills a small car\'s hub for its five bolts, never four by its size step', () => {
    for (const small of [polo, ibiza, fabia]) expect(hub(small, 0)).toMatchObject({ bolt_holes: '5', bolt_circle: '100' });
    expect(hub(golf, 4)).toMatchObject({ bolt_holes: '5', bolt_circle: '112' });
  });

  it('keys a hub by its bolt pattern: a Polo VI\'s and a Golf\'s are two articles', () => {
    expect(fitmentKey('Radnabe', 'size', polo, 'front')).toMatch(/\|5\/100\/yes$/);
    expect(fitmentKey('Radnabe', 'size', polo, 'front')).not.toBe(fitmentKey('Radnabe', 'size', golf, 'front'));
  });
});

describe('a wheel hub with or without the ABS ring', () => {
  const drawnHub = (forCar: CarFacts, own: number) => Object.fromEntries(PART_TYPES.Radnabe!.criteria({ draw: () => own, own: () => own, step: 3, engine: 0.5, position: 'front', car: forCar }).map((c) => [c.key, c.value]));
  it('is the car\'s build whatever the draw: a Golf VII\'s hub carries the ring, a generation of before 2000 takes none', () => {
    const old = car({ generation: 'VW Golf IV (1J1)', platform: 'PQ34', generationStart: 1997, typeStart: 1997 });
    for (const own of [0.1, 0.5, 0.95]) {
      expect(drawnHub(golf, own).abs_ring).toBe('yes');
      expect(drawnHub(old, own).abs_ring).toBe('no');
    }
    expect([hubAbsRingOf(golf), hubAbsRingOf(old)]).toEqual(['yes', 'no']);
    expect(fitmentKey('Radnabe', 'size', golf, 'front')).not.toBe(fitmentKey('Radnabe', 'size', { ...golf, generationStart: 1997 }, 'front'));
  });
});
