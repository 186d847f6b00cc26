/** A generation the list names under another series name too is listed with those engines. */
import { SHARED_RANGES, missingFromRange, sharedRangesOf } from './shared-ranges';

const grandland = SHARED_RANGES.find((r) => r.generation === 'Grandland X')!;
const marcoPolo = SHARED_RANGES.find((r) => r.generation === 'Marco Polo')!;

test('the list\'s Grandland 1.2 Turbo petrol is a Grandland X too, named so, with the Grandland X\'s years; its diesel already is one', () => {
  expect(sharedRangesOf('Opel', 'Grandland', { name: 'Grandland', fuel: 'petrol', ccm: 1199, kw: 96 })).toEqual([{ generation: 'Grandland X', years: [2017, 2021], name: 'Grandland X' }]);
  expect(sharedRangesOf('Opel', 'Grandland', { name: 'Grandland', fuel: 'diesel', ccm: 1499, kw: 96 })).toEqual([]);
  expect(sharedRangesOf('Opel', 'Crossland X', { name: 'Crossland', fuel: 'petrol', ccm: 1199, kw: 96 })).toEqual([]);
});

test('the V 220 d and V 250 d are Marco Polos too; the V 300 d is the list\'s own Marco Polo 300 d', () => {
  expect(sharedRangesOf('Mercedes-Benz', 'V-Klasse', { name: 'V 250 d', fuel: 'diesel', ccm: 1950, kw: 140 })).toEqual([{ generation: 'Marco Polo', years: [2014, null], name: 'Marco Polo 250 d' }]);
  expect(sharedRangesOf('Mercedes-Benz', 'V-Klasse', { name: 'V 220 d', fuel: 'diesel', ccm: 1950, kw: 120 })[0]?.name).toBe('Marco Polo 220 d');
  expect(sharedRangesOf('Mercedes-Benz', 'V-Klasse', { name: 'V 300 d', fuel: 'diesel', ccm: 1950, kw: 174 })).toEqual([]);
});

test('a Grandland X of the diesel alone and a Marco Polo of the 300 d alone lack engines; with them, nothing', () => {
  const petrol = { fuel: 'petrol', ccm: 1199, kw: 96 };
  const diesel = { fuel: 'diesel', ccm: 1499, kw: 96 };
  expect(missingFromRange(grandland, [petrol, diesel], [diesel])).toEqual([petrol]);
  expect(missingFromRange(grandland, [petrol, diesel], [diesel, petrol])).toEqual([]);
  const v = [{ fuel: 'diesel', ccm: 1950, kw: 120 }, { fuel: 'diesel', ccm: 1950, kw: 140 }, { fuel: 'diesel', ccm: 1950, kw: 174 }];
  expect(missingFromRange(marcoPolo, v, v.slice(2))).toHaveLength(2);
  expect(missingFromRange(marcoPolo, v, v)).toEqual([]);
});
