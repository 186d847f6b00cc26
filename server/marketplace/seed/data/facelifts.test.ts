/** Bumpers, grilles and headlamps split at a generation's facelift: a Focus II's from 2008 is not the one before. */
import type { CarFacts } from './fitment-rules';
import { fitmentKey } from './fitment-rules';
import { faceliftCriteria, faceliftPanelFits, faceliftPeriodsOf, ledHeadlampFacelift } from './facelifts';
import { factoryLedHeadlamp } from './listed-car-facts';
import { PART_TYPES } from './part-types';
import { createRng } from '../rng';

const FOCUS: CarFacts = {
  make: 'Ford', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '1.6 TDCi', engineCode: 'G8DA', ccm: 1560, kw: 80, typeStart: 2004, generationStart: 2004, typeEnd: 2011,
  platform: 'C1', engine: 'diesel/G8DA', generation: 'Ford Focus II (DA3)', frontDiscMm: 278, rearDiscMm: 0, rearDrumMm: 228, wipersMm: [650, 475], batteryAh: 60, headlamp: 'H1', oilGrade: '5W-30', oilApproval: 'Ford WSS-M2C913-C',
};
const valueOf = (criteria: readonly { key: string; value: string }[]) => (key: string) => criteria.find((c) => c.key === key)?.value;

test('a Focus II is built before and after its 2008 facelift', () => {
  expect(faceliftPeriodsOf(FOCUS)).toEqual([[2004, 2007], [2008, 9999]]);
});

test('a Focus II front bumper states its build years, and one stating none is sent back', () => {
  const draw = createRng(3);
  const criteria = PART_TYPES['Stoßstange']!.criteria({ draw, own: draw, step: 3, engine: 0.5, position: 'front', car: FOCUS });
  expect(criteria.some((c) => c.key === 'built_from' || c.key === 'built_until')).toBe(true);
  expect(faceliftPanelFits('Stoßstange', valueOf(criteria), FOCUS)).toBe(true);
  expect(faceliftPanelFits('Stoßstange', valueOf([{ key: 'fitting_position', value: 'front' }]), FOCUS)).toBe(false);
  // A type built from 2009 only takes the facelift's bumper.
  const late = { ...FOCUS, typeStart: 2009 };
  expect(faceliftPanelFits('Stoßstange', valueOf([{ key: 'built_until', value: '2007' }]), late)).toBe(false);
  expect(faceliftCriteria('Stoßstange', late, 0)).toEqual([{ key: 'built_from', value: '2008' }]);
});

test('types built before, across and after the facelift take panels of their own keys; a bonnet and a generation without a known facelift keep theirs', () => {
  const early = { ...FOCUS, typeEnd: 2007 };
  const late = { ...FOCUS, typeStart: 2009 };
  expect(new Set([FOCUS, early, late].map((car) => fitmentKey('Kühlergrill', 'series', car, null))).size).toBe(3);
  expect(fitmentKey('Motorhaube', 'series', early, null)).toBe(fitmentKey('Motorhaube', 'series', late, null));
  expect(faceliftCriteria('Stoßstange', { ...FOCUS, generation: 'Ford Focus IV (HN)' }, 0.5)).toEqual([]);
});

test('the W205 of the 2018 facelift has LED headlamps on every type: a C 300 d of 2018 takes no H7 bulb, a C 220 d of 2014 does', () => {
  const w205 = (typeName: string, typeStart: number) => ({ generation: 'Mercedes-Benz C-Klasse W205', typeName, typeStart });
  expect(ledHeadlampFacelift(w205('C 300 d', 2018))).toBe(true);
  expect(factoryLedHeadlamp(w205('C 300 d', 2018))).toBe(true);
  expect(factoryLedHeadlamp(w205('C 220 d', 2014))).toBe(false);
  expect(factoryLedHeadlamp({ generation: 'Mercedes-Benz C-Klasse W204', typeName: 'C 220 CDI', typeStart: 2011 })).toBe(false);
});

test('a type whose last year is the facelift\'s is the pre-facelift car: an E87 116i of 2004 to 2007 takes no bumper from 2007, an F20 116i of 2011 to 2015 no headlamp from 2015', () => {
  const e87 = { ...FOCUS, make: 'BMW', typeName: '116i', generation: 'BMW 1er E87 (E81)', typeStart: 2004, generationStart: 2004, typeEnd: 2007 };
  expect(faceliftPanelFits('Stoßstange', valueOf([{ key: 'built_from', value: '2007' }]), e87)).toBe(false);
  expect(faceliftPanelFits('Stoßstange', valueOf([{ key: 'built_until', value: '2006' }]), e87)).toBe(true);
  for (const pick of [0, 0.5, 0.99]) expect(faceliftCriteria('Stoßstange', e87, pick)).toEqual([{ key: 'built_until', value: '2006' }]);
  // The LCI type that starts in 2007 takes the facelift's bumper only.
  const lci = { ...e87, typeStart: 2007, typeEnd: 2011 };
  expect(faceliftCriteria('Stoßstange', lci, 0)).toEqual([{ key: 'built_from', value: '2007' }]);
  expect(fitmentKey('Stoßstange', 'series', e87, null)).not.toBe(fitmentKey('Stoßstange', 'series', lci, null));
  const f20 = { ...e87, generation: 'BMW 1er F20', typeStart: 2011, generationStart: 2011, typeEnd: 2015 };
  expect(faceliftPanelFits('Hauptscheinwerfer', valueOf([{ key: 'built_from', value: '2015' }, { key: 'built_until', value: '2016' }]), f20)).toBe(false);
  expect(faceliftCriteria('Hauptscheinwerfer', f20, 0.99)).toEqual([{ key: 'built_until', value: '2014' }]);
  // A type built across the facelift (2004 to 2009) keeps both periods, and one built in the facelift's year alone keeps the new one.
  expect(faceliftCriteria('Stoßstange', { ...e87, typeEnd: 2009 }, 0.99)).toEqual([{ key: 'built_from', value: '2007' }]);
  expect(faceliftCriteria('Stoßstange', { ...e87, typeStart: 2007, typeEnd: 2007 }, 0)).toEqual([{ key: 'built_from', value: '2007' }]);
});
