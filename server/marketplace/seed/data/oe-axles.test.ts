/** An OE number names one part of one axle: the seed never gives a front part's number to a rear one. */
import { OeAxles, axleOfCriteria, oePoolSalt } from './oe-axles';
import { drawOeNumber } from './oe-number-formats';
import { createRng, hashSeed } from '../rng';

test('a front and a rear article of one kind and make draw from pools of their own', () => {
  expect(oePoolSalt('front')).not.toEqual(oePoolSalt('rear'));
  expect(oePoolSalt(null)).toEqual([]);
  const draw = (axle: 'front' | 'rear', slot: number) => drawOeNumber(createRng(hashSeed(12, 3, slot, ...oePoolSalt(axle))), 'VW');
  const front = new Set([0, 1, 2, 3, 4].map((slot) => draw('front', slot)));
  for (const slot of [0, 1, 2, 3, 4]) expect(front.has(draw('rear', slot))).toBe(false);
});

test('a make\'s number claimed for one axle is refused for the other, but free for its own and for parts of no axle', () => {
  const axles = new OeAxles();
  expect(axles.claim(3, '5Q0 615 301 F', 'front')).toBe(true);
  expect(axles.claim(3, '5Q0 615 301 F', 'front')).toBe(true);
  expect(axles.claim(3, '5Q0 615 301 F', 'rear')).toBe(false);
  expect(axles.claim(4, '5Q0 615 301 F', 'rear')).toBe(true);
  expect(axles.claim(3, '5Q0 615 301 F', null)).toBe(true);
});

test('the axle is the article\'s fitting_position', () => {
  expect(axleOfCriteria([{ key: 'diameter', value: '312' }, { key: 'fitting_position', value: 'rear' }])).toBe('rear');
  expect(axleOfCriteria([{ key: 'diameter', value: '312' }])).toBeNull();
});
