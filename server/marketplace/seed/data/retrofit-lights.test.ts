/** Osram's LEDriving DRL are universal retrofit pairs: no side, no OE number, no car; the sided OE daytime lamp stays with the lamp makers. */
import { PRODUCT_LINES } from './product-lines';
import { PART_TYPES } from './part-types';
import { RETROFIT_DAYTIME_CRITERIA, retrofitDaytimeSet } from './retrofit-lights';
import { CATEGORY_TREE } from './categories';
import { createRng } from '../rng';

const universalKinds = new Set(CATEGORY_TREE.filter((root) => root.universal).flatMap((root) => root.groups.flatMap((group) => group.leaves.map((leaf) => leaf.replace(/^\d+:/, '').split('|')[0]!))));

test('the LEDDRL line is listed with the universal LED lamps, not as a sided daytime lamp', () => {
  const line = PRODUCT_LINES.find((l) => l.brand === 'Osram' && l.pattern.startsWith('LEDDRL'))!;
  expect(line.kinds).toEqual(['LED-Lampe']);
  expect(universalKinds.has('LED-Lampe')).toBe(true);
  expect(universalKinds.has('Tagfahrleuchte')).toBe(false);
  const sidedMakers = PRODUCT_LINES.filter((l) => l.kinds.includes('Tagfahrleuchte')).map((l) => l.brand).sort();
  expect(sidedMakers).toEqual(['Hella', 'Magneti Marelli']);
});

test('a LEDDRL set states LED, ECE R87, two lamps and no side; an LED bulb keeps its lamp type', () => {
  const criteria = (number: string) => PART_TYPES['LED-Lampe']!.criteria({ draw: createRng(3), own: createRng(4), step: 3, engine: 0.5, position: null, car: null, number } as never);
  const set = criteria('LEDDRL301');
  expect(set).toEqual([...RETROFIT_DAYTIME_CRITERIA]);
  expect(Object.fromEntries(set.map((c) => [c.key, c.value]))).toEqual({ light_technology: 'led', specification: 'ECE R87', pieces: '2', voltage: '12' });
  expect(set.some((c) => c.key === 'fitting_side')).toBe(false);
  expect(criteria('13700DWP-02B').some((c) => c.key === 'lamp_type')).toBe(true);
  expect([retrofitDaytimeSet('LEDDRL142'), retrofitDaytimeSet('2PT 373 067-978'), retrofitDaytimeSet(undefined)]).toEqual([true, false, false]);
});
