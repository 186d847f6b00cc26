/** The core parts of the top models: the judge's best sellers each have their timing drive and ribbed belt among them. */
import { kindFits, type CarFacts } from './fitment-rules';
import { CORE_PARTS } from './top-models';
import { car } from './brake-test-cars';

const petrol = (over: Partial<CarFacts>) => car({ fuel: 'petrol', ...over });
/** The best sellers the trade judge found without their timing kit, by engine. */
const BEST_SELLERS: Record<string, CarFacts> = {
  'Golf VII 1.6 TDI (EA288)': car({ typeName: '1.6 TDI', engineCode: 'CLHA', ccm: 1598, kw: 77 }),
  'Passat B8 2.0 TDI (EA288)': car({ typeName: '2.0 TDI', engineCode: 'CRLB', generation: 'VW Passat B8 (3G2)', generationStart: 2014 }),
  'Golf VI 1.4 TSI (EA111)': petrol({ typeName: '1.4 TSI', engineCode: 'CAXC', ccm: 1390, kw: 90, generation: 'VW Golf VI (5K1)', generationStart: 2008, typeStart: 2008 }),
  'Polo V 1.2 TSI (EA111)': petrol({ typeName: '1.2 TSI', engineCode: 'CBZB', ccm: 1197, kw: 77, generation: 'VW Polo V (6R1)', generationStart: 2009, typeStart: 2010 }),
  'Astra J 1.4 Turbo (A14NET)': petrol({ make: 'Opel', typeName: '1.4 Turbo', engineCode: 'A14NET', ccm: 1364, kw: 103, generation: 'Opel Astra J', generationStart: 2009 }),
  'Astra K 1.0 Turbo (B10XFT)': petrol({ make: 'Opel', typeName: '1.0 Turbo', engineCode: 'B10XFT', ccm: 999, kw: 77, generation: 'Opel Astra K', generationStart: 2015 }),
  'Corsa D 1.2 (Z12XEP)': petrol({ make: 'Opel', typeName: '1.2', engineCode: 'Z12XEP', ccm: 1229, kw: 59, generation: 'Opel Corsa D', generationStart: 2006 }),
  'Corsa E 1.4 (B14XER)': petrol({ make: 'Opel', typeName: '1.4', engineCode: 'B14XER', ccm: 1398, kw: 66, generation: 'Opel Corsa E', generationStart: 2014 }),
  'Focus III 1.0 EcoBoost': petrol({ make: 'Ford', typeName: '1.0 EcoBoost', engineCode: '', ccm: 999, kw: 92, generation: 'Ford Focus III', generationStart: 2010 }),
  '208 I 1.2 PureTech (EB2)': petrol({ make: 'Peugeot', typeName: '1.2 PureTech 82', engineCode: 'HMZ', ccm: 1199, kw: 60, generation: 'Peugeot 208 I', generationStart: 2012 }),
  '308 II 1.2 PureTech 130': petrol({ make: 'Peugeot', typeName: '1.2 PureTech 130', engineCode: '', ccm: 1199, kw: 96, generation: 'Peugeot 308 II', generationStart: 2013 }),
};
const TIMING_KITS = new Set(['Zahnriemensatz', 'Zahnriemensatz mit Wasserpumpe', 'Steuerkettensatz']);
const coreKinds = (facts: CarFacts) => CORE_PARTS.filter((core) => core.fuels.includes(facts.fuel as 'petrol') && kindFits(core.kind, facts, core.position ?? null)).map((core) => core.kind);

test.each(Object.entries(BEST_SELLERS))('%s has its timing kit among its core parts', (_name, facts) => {
  expect(coreKinds(facts).filter((kind) => TIMING_KITS.has(kind))).not.toEqual([]);
});

test('a chain engine\'s core timing kit is the chain kit, a belt engine\'s (dry or in oil) the belt kit', () => {
  expect(coreKinds(BEST_SELLERS['Golf VI 1.4 TSI (EA111)']!).filter((kind) => TIMING_KITS.has(kind))).toEqual(['Steuerkettensatz']);
  expect(coreKinds(BEST_SELLERS['Corsa E 1.4 (B14XER)']!).filter((kind) => TIMING_KITS.has(kind))).toEqual(['Steuerkettensatz']);
  expect(coreKinds(BEST_SELLERS['Golf VII 1.6 TDI (EA288)']!).filter((kind) => TIMING_KITS.has(kind))).toEqual(['Zahnriemensatz']);
  expect(coreKinds(BEST_SELLERS['208 I 1.2 PureTech (EB2)']!).filter((kind) => TIMING_KITS.has(kind))).toEqual(['Zahnriemensatz']);
});

test.each(Object.entries(BEST_SELLERS))('%s has its ribbed belt among its core parts', (_name, facts) => {
  expect(coreKinds(facts)).toContain('Keilrippenriemen');
});

test('an electric car has no timing drive and no ribbed belt among its core parts', () => {
  const kinds = coreKinds(car({ fuel: 'electric', typeName: 'e-Golf', engineCode: '', ccm: 0 }));
  expect(kinds.filter((kind) => TIMING_KITS.has(kind) || kind === 'Keilrippenriemen')).toEqual([]);
});

/** The rear wiper: a hatchback's, an estate's and an SUV's core part, not a saloon's. */
const corePositions = (facts: CarFacts) => CORE_PARTS.filter((core) => core.fuels.includes(facts.fuel as 'petrol') && kindFits(core.kind, facts, core.position ?? null)).map((core) => `${core.kind}/${core.position ?? ''}`);
test('a hatchback, an estate and an SUV have a rear wiper among their core parts, a saloon none', () => {
  expect(corePositions(car({}))).toContain('Scheibenwischer/rear');
  expect(corePositions(petrol({ make: 'Skoda', generation: 'Skoda Octavia III (5E5)', typeName: '1.4 TSI Combi' }))).toContain('Scheibenwischer/rear');
  expect(corePositions(car({ generation: 'VW Tiguan II (AD1)' }))).toContain('Scheibenwischer/rear');
  expect(corePositions(car({ make: 'BMW', generation: 'BMW 3er F30', typeName: '320d' }))).not.toContain('Scheibenwischer/rear');
});
