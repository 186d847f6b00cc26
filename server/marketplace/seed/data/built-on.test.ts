import { expect, it } from '@jest/globals';
import { brakeMakeOf, donorOf } from './built-on';
import { padShapeOf } from './brake-packages';
import { car } from './brake-test-cars';

it('brakes a Mazda2 Hybrid as the Yaris XP21 it is built on, and the Skyactiv Mazda2 as a Mazda', () => {
  const hybrid = car({ make: 'Mazda', generation: 'Mazda 2', typeName: 'MAZDA2 HYBRID 1.5L', platform: 'TNGA-B', frontDiscMm: 255, rearDiscMm: 0, rearDrumMm: 200 });
  const skyactiv = car({ make: 'Mazda', generation: 'Mazda 2', typeName: 'MAZDA2 (AM 2022) 1.5L SKYACTIV-G', platform: 'Mazda 2' });
  const yaris = car({ make: 'Toyota', generation: 'Toyota Yaris IV (XP21)', typeName: '1.5 Hybrid', platform: 'TNGA-B', frontDiscMm: 255, rearDiscMm: 0, rearDrumMm: 200 });
  expect(donorOf(hybrid)).toEqual({ make: 'Toyota', generation: 'Toyota Yaris IV (XP21)', platform: 'TNGA-B' });
  expect([brakeMakeOf(hybrid), brakeMakeOf(skyactiv)]).toEqual(['Toyota', 'Mazda']);
  expect(padShapeOf(hybrid, 'front', 255)).toEqual(padShapeOf(yaris, 'front', 255));
});
