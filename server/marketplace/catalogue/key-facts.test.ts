/** How an article is named by its facts: a disc by its size and kind, a wiper set by both its blades. */
import { articleName, keyFacts } from './key-facts';

const criteria = (...list: { key: string; value: string; unit?: string }[]) => JSON.stringify(list);
const NBSP = '\u00a0';

test('a front wiper set is named by both its blades, driver\'s first; a single blade by its one length', () => {
  const set = criteria({ key: 'fitting_position', value: 'front' }, { key: 'length', value: '600', unit: 'mm' }, { key: 'length_passenger', value: '475', unit: 'mm' }, { key: 'blade_type', value: 'flat_blade' }, { key: 'pieces', value: '2' });
  expect(articleName('Scheibenwischer', set, 1, 'X')).toBe(`Scheibenwischer 600/475${NBSP}mm Flachbalkenwischer`);
  const single = criteria({ key: 'length', value: '650', unit: 'mm' }, { key: 'blade_type', value: 'flat_blade' }, { key: 'pieces', value: '1' });
  expect(keyFacts(single, 1)).toBe(`650${NBSP}mm Flachbalkenwischer`);
});

test('a brake disc is named by its diameter and kind', () => {
  expect(keyFacts(criteria({ key: 'diameter', value: '312', unit: 'mm' }, { key: 'disc_type', value: 'ventilated' }), 1)).toBe(`Ø${NBSP}312${NBSP}mm belüftet`);
});
