/** Engine consumables by engine family: the judge's cars, each seeing its family's one size, design, voltage and pump maker. */
import { type CarFacts, fitmentKey, oilFilterCartridge } from './fitment-rules';
import { BMW_MODULAR_PETROL_HOUSING, VW_EA888_GEN3_HOUSING, VW_PD_R5_HOUSING, VW_PD_TDI_HOUSING, consumableFamilyOf, injectionMakersOf, knownOilFilterElementOf, oilFilterEngineOf, oilFilterHousingOf, oilFilterStyleOfFamily } from './engine-families';
import { glowPlugFamily, glowPlugSize } from './engine-sizes';
import { carCriteria, oilFilterThreadOf } from './car-criteria';
import { PART_TYPES, type PartInput } from './part-types';
import { PRODUCT_LINES } from './product-lines';

const BASE: CarFacts = {
  make: 'VW', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '2.0 TDI', engineCode: 'CRBC', ccm: 1968, kw: 110, typeStart: 2012, generationStart: 2012, platform: 'MQB', engine: 'diesel/CRBC', generation: 'VW Golf VII (5G1)',
  frontDiscMm: 312, rearDiscMm: 272, rearDrumMm: 0, wipersMm: [650, 400], batteryAh: 70, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 507.00',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });
const GOLF_VII = car({});
const PASSAT_B8 = car({ engineCode: 'CRLB', engine: 'diesel/CRLB', typeStart: 2014, generationStart: 2014, generation: 'VW Passat B8 (3G2)' });
const OCTAVIA_III = car({ make: 'Skoda', typeName: '1.6 TDI', engineCode: 'CXXB', engine: 'diesel/CXXB', ccm: 1598, kw: 81, typeStart: 2015, generation: 'Skoda Octavia III (5E3)' });
const FABIA_III = car({ make: 'Skoda', typeName: '1.4 TDI', engineCode: '', engine: 'Skoda Fabia III (NJ3)/1.4 TDI/66', ccm: 1422, kw: 66, typeStart: 2014, generationStart: 2014, platform: 'PQ26', generation: 'Skoda Fabia III (NJ3)' });
const W176 = car({ make: 'Mercedes-Benz', typeName: 'A 200 CDI', engineCode: 'OM651', engine: 'diesel/OM651', ccm: 1796, kw: 100, platform: 'MFA', generation: 'Mercedes-Benz A-Klasse W176' });
const W204 = car({ make: 'Mercedes-Benz', typeName: 'C 220 CDI', engineCode: 'OM651', engine: 'diesel/OM651', ccm: 2143, kw: 125, typeStart: 2009, generationStart: 2007, platform: 'W204', generation: 'Mercedes-Benz C-Klasse W204' });
const F30_320D = car({ make: 'BMW', typeName: '320d', engineCode: 'B47D20', engine: 'diesel/B47D20', ccm: 1995, kw: 140, typeStart: 2015, platform: 'CLAR', generation: 'BMW 3er F30' });
const F20_116D = car({ make: 'BMW', typeName: '116d', engineCode: 'B37D15', engine: 'diesel/B37D15', ccm: 1496, kw: 85, typeStart: 2015, generationStart: 2011, platform: 'BMW/F', generation: 'BMW 1er F20' });
const E90_320D = car({ make: 'BMW', typeName: '320d', engineCode: 'N47D20', engine: 'diesel/N47D20', ccm: 1995, kw: 130, typeStart: 2007, generationStart: 2005, platform: 'BMW/E', generation: 'BMW 3er E90' });
const RENEGADE = car({ make: 'Jeep', typeName: '1.6 Multijet', engineCode: '', engine: 'Jeep Renegade/1.6 Multijet/96', ccm: 1598, kw: 96, typeStart: 2023, generationStart: 2014, platform: 'Jeep Renegade', generation: 'Jeep Renegade (BU)' });
const C_HR_II = car({ make: 'Toyota', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: '2.0 Hybrid', engineCode: 'M20A-FXS', engine: 'hybrid/M20A-FXS', ccm: 1987, kw: 145, typeStart: 2023, generationStart: 2023, platform: 'TNGA-C', generation: 'Toyota C-HR II' });
const YARIS_II = car({ make: 'Toyota', fuel: 'petrol', typeName: '1.0 VVT-i', engineCode: '1KR-FE', engine: 'petrol/1KR-FE', ccm: 998, kw: 51, typeStart: 2005, generationStart: 2005, platform: 'Toyota/B', generation: 'Toyota Yaris II (XP9)' });
const A6_C7 = car({ make: 'Audi', typeName: '3.0 TDI', engineCode: '', engine: 'Audi A6 C7/3.0 TDI/160', ccm: 2967, kw: 160, typeStart: 2014, generationStart: 2011, platform: 'MLB', generation: 'Audi A6 C7 (4G2)' });
const T6 = car({ typeName: '2.0 TDI', engineCode: '', engine: 'VW Transporter T6/2.0 TDI/110', typeStart: 2015, generationStart: 2015, platform: 'T6', generation: 'VW Transporter T6' });
const T_ROC = car({ typeName: '2.0 TDI', engineCode: '', engine: 'VW T-Roc/2.0 TDI/110', typeStart: 2018, generationStart: 2017, platform: 'MQB', generation: 'VW T-Roc (A11)' });
const CLIO_IV = car({ make: 'Renault', typeName: '1.5 dCi 90', engineCode: 'K9K', engine: 'diesel/K9K', ccm: 1461, kw: 66, platform: 'Renault/B', generation: 'Renault Clio IV (BH)' });

/** The criteria an article of the kind states for the car, whatever the engine-code draw the old catalogue sized it by. */
const criteriaFor = (kind: string, forCar: CarFacts, engine: number) => {
  const input: PartInput = { draw: () => 0.5, own: () => 0.5, step: 0, engine, position: null, car: forCar };
  return PART_TYPES[kind]!.criteria(input).map((c) => `${c.key} ${c.value}`).join(', ');
};

test('the EA288 in a Golf VII, a Passat B8, an Octavia III and a Fabia III takes one fuel filter size and one oil cartridge', () => {
  const cars = [GOLF_VII, PASSAT_B8, OCTAVIA_III, FABIA_III];
  for (const each of cars) expect(consumableFamilyOf(each)).toBe('VW EA288');
  for (const kind of ['Kraftstofffilter', 'Ölfilter']) expect(new Set(cars.map((each, at) => criteriaFor(kind, each, 0.1 + at * 0.2))).size).toBe(1);
  for (const each of cars) expect(oilFilterCartridge(each)).toBe(true);
  // One oil cartridge article for every EA288, whatever its code.
  expect(fitmentKey('Ölfilter', 'engine', GOLF_VII, null)).toBe(fitmentKey('Ölfilter', 'engine', PASSAT_B8, null));
  // The fuel filter sits in the platform's fuel line: one MQB article, the Fabia's of the same size.
  expect(fitmentKey('Kraftstofffilter', 'engine', GOLF_VII, null)).toBe(fitmentKey('Kraftstofffilter', 'engine', OCTAVIA_III, null));
});

test('the OM651 takes one glow plug in an A-Klasse W176 as in a C-Klasse W204', () => {
  expect(glowPlugFamily(W176)).toBe(glowPlugFamily(W204));
  expect(criteriaFor('Glühkerzen', W176, 0.1)).toBe(criteriaFor('Glühkerzen', W204, 0.9));
});

test('a 320d F30 (B47) and a 116d F20 (B37) take one fast-glow plug, never an 11 V one; the N47 takes its own', () => {
  expect(glowPlugFamily(F30_320D)).toBe(glowPlugFamily(F20_116D));
  expect(criteriaFor('Glühkerzen', F30_320D, 0.1)).toBe(criteriaFor('Glühkerzen', F20_116D, 0.7));
  for (const each of [F30_320D, F20_116D, E90_320D, GOLF_VII, W204, CLIO_IV]) expect(criteriaFor('Glühkerzen', each, 0.3)).toContain('voltage 4.4');
  expect(glowPlugFamily(E90_320D)).not.toBe(glowPlugFamily(F30_320D));
  // An 11 V plug only on a relay-glowed diesel before 2002: a pump-nozzle TDI of 2000.
  expect(criteriaFor('Glühkerzen', car({ engineCode: 'AJM', engine: 'diesel/AJM', ccm: 1896, typeStart: 2000, generationStart: 1997 }), 0.3)).toContain('voltage 11');
});

test('a Renegade\'s 1.6 MultiJet, a C-HR II\'s M20A and an A6 C7\'s 3.0 TDI take a cartridge: no spin-on can and no thread', () => {
  for (const each of [RENEGADE, C_HR_II, A6_C7]) {
    expect(oilFilterStyleOfFamily(each)).toBe('cartridge');
    expect(oilFilterCartridge(each)).toBe(true);
    expect(carCriteria('Ölfilter', each)).toEqual([]);
    expect(criteriaFor('Ölfilter', each, 0.4)).not.toContain('thread');
  }
});

test('a Toyota\'s spin-on can is threaded M20x1.5, never 3/4"-16; a K9K\'s is Renault\'s in a Nissan or a Mercedes', () => {
  expect(oilFilterCartridge(YARIS_II)).toBe(false);
  expect(oilFilterThreadOf(YARIS_II)).toBe('M20x1.5');
  expect(criteriaFor('Ölfilter', YARIS_II, 0.4)).toContain('thread M20x1.5');
  for (const make of ['Nissan', 'Dacia', 'Mercedes-Benz']) expect(oilFilterThreadOf({ ...CLIO_IV, make })).toBe(oilFilterThreadOf(CLIO_IV));
});

test('a T6 and a T-Roc 2.0 TDI (EA288) run Bosch: no line of another maker\'s pump or injector is theirs', () => {
  for (const each of [T6, T_ROC]) {
    expect(injectionMakersOf(each)).toEqual(['bosch']);
    const pumps = PRODUCT_LINES.filter((line) => line.kinds.includes('Hochdruckpumpe') && line.systemMaker && injectionMakersOf(each).includes(line.systemMaker));
    expect(pumps.map((line) => line.brand)).toEqual(['Bosch']);
  }
  // Denso pumps fit Denso systems: Toyota's D-4D and Opel's Isuzu 1.7 CDTI.
  expect(injectionMakersOf(car({ make: 'Toyota', engineCode: '1ND-TV', ccm: 1364 }))).toEqual(['denso']);
  expect(injectionMakersOf(car({ make: 'Opel', engineCode: 'Z17DTH', ccm: 1686 }))).toEqual(['denso']);
  // Every high-pressure pump line says whose system it is for.
  expect(PRODUCT_LINES.filter((line) => line.kinds.includes('Hochdruckpumpe') && !line.systemMaker)).toEqual([]);
});

test('a V-Klasse 220 d to 300 d (OM654) runs Bosch: no Delphi pump or injector is its', () => {
  const vKlasse = car({ make: 'Mercedes-Benz', typeName: 'V 250 d', engineCode: 'OM654', engine: 'diesel/OM654', ccm: 1950, kw: 140, typeStart: 2019, generationStart: 2014, platform: 'VS20', generation: 'Mercedes-Benz V-Klasse W447' });
  expect(consumableFamilyOf(vKlasse)).toBe('Mercedes OM654');
  expect(injectionMakersOf(vKlasse)).toEqual(['bosch']);
  expect(injectionMakersOf({ ...vKlasse, engineCode: '' })).toEqual(['bosch']);
});

test('the pump-nozzle TDIs (1.9 and 2.0, BKC to BMM) take one self-regulating M10x1 steel plug on their 11 V relay', () => {
  const golfV = car({ typeName: '1.9 TDI', engineCode: 'BKC', engine: 'diesel/BKC', ccm: 1896, kw: 77, typeStart: 2003, generationStart: 2003, platform: 'PQ35', generation: 'VW Golf V (1K1)' });
  const pd = [golfV, ...['BXE', 'BLS'].map((engineCode) => ({ ...golfV, engineCode, typeStart: 2006 })), ...['BKD', 'BMM', 'AZV'].map((engineCode) => ({ ...golfV, engineCode, ccm: 1968, typeStart: 2008 }))];
  const families = new Set(pd.map((each) => glowPlugFamily(each)));
  expect(families.size).toBe(1);
  expect(glowPlugSize([...families][0]!)).toEqual({ thread: 'M10x1', lengthMm: 121, volts: '11' });
  for (const each of pd) expect(criteriaFor('Glühkerzen', each, 0.4)).toBe('thread M10x1, voltage 11, length 121');
  // The common-rail TDIs that followed them glow fast on 4.4 V.
  expect(glowPlugSize(glowPlugFamily(GOLF_VII)).volts).toBe('4.4');
});

test('Ford\'s 2.0 TDCi without a code is PSA\'s DW10 and takes its cartridge; its 1.4 to 1.6 TDCi are PSA\'s DV engines, its 2.0 TDI VW\'s EA288', () => {
  const mondeo = car({ make: 'Ford', typeName: '2.0 TDCi', engineCode: '', engine: 'Ford Mondeo IV/2.0 TDCi/103', ccm: 1997, kw: 103, typeStart: 2010, generationStart: 2007, platform: 'Ford EUCD', generation: 'Ford Mondeo IV' });
  expect(consumableFamilyOf(mondeo)).toBe('PSA DW10');
  expect(oilFilterCartridge(mondeo)).toBe(true);
  expect(criteriaFor('Ölfilter', mondeo, 0.4)).not.toContain('thread');
  expect(consumableFamilyOf({ ...mondeo, ccm: 1560 })).toBe('PSA DV6');
  expect(consumableFamilyOf({ ...mondeo, ccm: 1499, typeStart: 2019 })).toBe('PSA DV5');
  expect(consumableFamilyOf({ ...mondeo, ccm: 1968, typeStart: 2022 })).toBe('VW EA288');
  expect(oilFilterCartridge({ ...mondeo, ccm: 1968, typeStart: 2022 })).toBe(true);
});

test('a Corsa D 1.4 (A14XER) and a Corsa E 1.4 (B14XER) are one Family 0 engine: one oil filter, one plug thread', () => {
  const corsaD = { ...BASE, make: 'Opel', fuel: 'petrol', typeName: '1.4', engineCode: 'A14XER', ccm: 1398, kw: 74, typeStart: 2010, generationStart: 2006, platform: 'GM Gamma', generation: 'Opel Corsa D (S07)' } as CarFacts;
  const corsaE = { ...corsaD, engineCode: 'B14XER', typeStart: 2014, generationStart: 2014, generation: 'Opel Corsa E (X15)' } as CarFacts;
  expect(consumableFamilyOf(corsaD)).toBe('Opel Family 0');
  expect(consumableFamilyOf(corsaE)).toBe('Opel Family 0');
  expect(fitmentKey('Ölfilter', 'engine', corsaD, null)).toBe(fitmentKey('Ölfilter', 'engine', corsaE, null));
  expect(carCriteria('Zündkerzen', corsaE)).toEqual(carCriteria('Zündkerzen', corsaD));
  expect(carCriteria('Zündkerzen', corsaE)).toEqual([['thread', 'M14x1.25'], ['spanner_size', '16']]);
});

test('a Kuga I 2.0 TDCi (PSA DW10) runs Bosch\'s or Siemens\'s system: no Delphi pump or injector is its', () => {
  const kuga = car({ make: 'Ford', typeName: '2.0 TDCi', engineCode: 'UFDA', engine: 'diesel/UFDA', ccm: 1997, kw: 100, typeStart: 2008, generationStart: 2008, platform: 'C1', generation: 'Ford Kuga I' });
  expect(consumableFamilyOf(kuga)).toBe('PSA DW10');
  for (const each of [kuga, { ...kuga, engineCode: '' }]) expect(injectionMakersOf(each)).not.toContain('delphi');
  // Ford's own Lynx 1.8 TDCi keeps Delphi's.
  expect(injectionMakersOf(car({ make: 'Ford', engineCode: 'KKDA', ccm: 1753 }))).toEqual(['delphi']);
});

test('the Astra K 1.6 CDTI the base lists without a code (70 kW) is GM\'s 1.6 CDTI: its B16DTE and B16DTH siblings\' glow plug, one length', () => {
  const astraK = (engineCode: string, kw: number) => car({ make: 'Opel', typeName: '1.6 CDTI', engineCode, ccm: 1598, kw, typeStart: 2015, generationStart: 2015, platform: 'D2XX', generation: 'Opel Astra K (B16)', engine: engineCode ? `diesel/${engineCode}` : 'Opel Astra K (B16)/1.6 CDTI/70' });
  const [uncoded, dte, dth] = [astraK('', 70), astraK('B16DTE', 81), astraK('B16DTH', 100)];
  expect(consumableFamilyOf(uncoded)).toBe('Opel 1.6 CDTI');
  expect(glowPlugFamily(uncoded)).toBe(glowPlugFamily(dte));
  expect(glowPlugFamily(uncoded)).toBe(glowPlugFamily(dth));
  expect(glowPlugSize(glowPlugFamily(uncoded)).lengthMm).toBe(glowPlugSize(glowPlugFamily(dte)).lengthMm);
  expect(fitmentKey('Glühkerzen', 'engine', uncoded, null)).toBe(fitmentKey('Glühkerzen', 'engine', dte, null));
});

const petrol = (facts: Partial<CarFacts>): CarFacts => car({ fuel: 'petrol', engineCode: '', ...facts, engine: `${facts.generation}/${facts.typeName}/${facts.kw}` });

test('the 1.2 PureTech (EB2) is one family with one oil filter can in a 208, a C3 with its code, a Berlingo and a PSA-built Opel, not in the Astra K\'s GM 1.2 Turbo', () => {
  const c3 = petrol({ make: 'Citroën', typeName: '1.2 PureTech 110', engineCode: 'EB2DT', ccm: 1199, kw: 81, typeStart: 2016, generationStart: 2016, platform: 'PF1', generation: 'Citroën C3 III (SX)' });
  const p208 = petrol({ make: 'Peugeot', typeName: '1.2 PureTech 82', engineCode: 'HMZ', ccm: 1199, kw: 60, typeStart: 2012, generationStart: 2012, platform: 'PF1', generation: 'Peugeot 208 I (CA, CC)' });
  const berlingo = petrol({ make: 'Citroën', typeName: '1.2 PureTech 110', ccm: 1199, kw: 81, typeStart: 2018, generationStart: 2018, platform: 'EMP2', generation: 'Citroën Berlingo III (K9)' });
  const corsaF = petrol({ make: 'Opel', typeName: '1.2 Turbo', ccm: 1199, kw: 74, typeStart: 2019, generationStart: 2019, platform: 'CMP', generation: 'Opel Corsa F (P2JO)' });
  const astraK = petrol({ make: 'Opel', typeName: '1.2 Turbo', engineCode: 'F12SHL', ccm: 1199, kw: 81, typeStart: 2019, generationStart: 2015, platform: 'D2XX', generation: 'Opel Astra K (B16)' });
  const cars = [c3, p208, berlingo, corsaF];
  for (const each of cars) expect(consumableFamilyOf(each)).toBe('PSA EB2');
  expect(consumableFamilyOf(astraK)).toBeNull();
  expect(new Set(cars.map((each, at) => criteriaFor('Ölfilter', each, 0.1 + at * 0.2))).size).toBe(1);
  expect(new Set(cars.map((each) => fitmentKey('Ölfilter', 'engine', each, null))).size).toBe(1);
  // Its can is PSA's, threaded as PSA threads it in the Opel too, and stays a can (PSA's diesels take cartridges).
  for (const each of cars) expect(oilFilterCartridge(each)).toBe(false);
  expect(oilFilterThreadOf(corsaF)).toBe('M20x1.5');
  expect(oilFilterThreadOf(astraK)).toBe('3/4"-16 UNF');
});

test('Ford\'s uncoded EcoBoost and EcoBlue types are their families: one oil filter for every 1.0 EcoBoost, one slim plug for the 1.6 EcoBoost of 2010 as of 2013', () => {
  const ford = (typeName: string, ccm: number, kw: number, typeStart: number, generation: string, fuel: CarFacts['fuel'] = 'petrol') => petrol({ make: 'Ford', fuel, typeName, ccm, kw, typeStart, generationStart: typeStart, platform: generation, generation });
  const fox = [ford('1.0 EcoBoost', 999, 74, 2012, 'Ford Fiesta VI'), ford('1.0 EcoBoost', 999, 92, 2018, 'Ford Focus IV (HN)'), ford('1.0 EcoBoost', 998, 92, 2014, 'Ford Ecosport'), ford('Tourneo Connect 1.0 EcoBoost', 999, 74, 2014, 'Ford Tourneo Connect II')];
  for (const each of fox) expect(consumableFamilyOf(each)).toBe('Ford 1.0 EcoBoost');
  expect(new Set(fox.map((each, at) => criteriaFor('Ölfilter', each, 0.1 + at * 0.2))).size).toBe(1);
  const mondeo = ford('1.6 EcoBoost', 1596, 118, 2010, 'Ford Mondeo IV (BA7)');
  const kuga = ford('1.6 EcoBoost', 1596, 110, 2013, 'Ford Kuga II (DM2)');
  const focus15 = ford('1.5 EcoBoost', 1498, 110, 2014, 'Ford Focus III (DYB)');
  for (const each of [mondeo, kuga, focus15]) expect(consumableFamilyOf(each)).toBe('Ford 1.5/1.6 EcoBoost');
  expect(carCriteria('Zündkerzen', mondeo)).toEqual(carCriteria('Zündkerzen', kuga));
  expect(carCriteria('Zündkerzen', mondeo)).toEqual([['thread', 'M12x1.25'], ['spanner_size', '14']]);
  expect(consumableFamilyOf(ford('1.5 EcoBoost', 1497, 110, 2019, 'Ford Kuga III (DFK)'))).toBe('Ford 1.5 EcoBoost Dragon');
  // The aspirated 1.6 Ti-VCT and the Tourneo Connect's VW-built 1.5 of 2022 are not Ford's EcoBoost.
  expect(consumableFamilyOf(ford('1.6 Ti-VCT', 1596, 92, 2010, 'Ford Focus III (DYB)'))).toBeNull();
  expect(consumableFamilyOf(ford('1.5 EcoBoost', 1498, 84, 2022, 'Ford Tourneo Connect'))).toBeNull();
  const ecoBlue = [ford('2.0 EcoBlue', 1995, 110, 2018, 'Ford Focus IV (HN)', 'diesel'), ford('2.0 EcoBlue', 1995, 96, 2016, 'Ford Transit Custom', 'diesel')];
  for (const each of ecoBlue) expect(consumableFamilyOf(each)).toBe('Ford 2.0 EcoBlue');
  expect(glowPlugFamily(ecoBlue[0]!)).toBe(glowPlugFamily(ecoBlue[1]!));
  expect(criteriaFor('Ölfilter', ecoBlue[0]!, 0.1)).toBe(criteriaFor('Ölfilter', ecoBlue[1]!, 0.9));
});

test('the pump-nozzle TDIs (BKC, BKD, BLS, AXB, BNM) share one oil filter housing and its 045 115 466 element, about 65 x 141 mm; the R5 TDI its own', () => {
  const pd = (generation: string, engineCode: string, ccm: number, typeStart: number) => car({ generation, engineCode, engine: `diesel/${engineCode}`, ccm, typeStart, generationStart: typeStart, typeName: 'TDI', platform: generation });
  const cars = [pd('VW Golf V (1K1)', 'BKC', 1896, 2003), pd('VW Touran I (1T1)', 'BKD', 1968, 2003), pd('Skoda Octavia II (1Z3)', 'BLS', 1896, 2006), pd('VW Transporter T5 (7HA)', 'AXB', 1896, 2003), pd('VW Polo IV (9N)', 'BNM', 1422, 2005)];
  for (const each of cars) expect(oilFilterHousingOf(each)).toBe(VW_PD_TDI_HOUSING);
  // One element whatever the engine-code draw the old catalogue sized each code by.
  const sizes = new Set(cars.map((each, at) => criteriaFor('Ölfilter', each, 0.05 + at * 0.2)));
  expect([...sizes]).toEqual(['height 141, outer_diameter 65, inner_diameter 31']);
  expect(new Set(cars.map((each) => fitmentKey('Ölfilter', 'engine', each, null))).size).toBe(1);
  expect(oilFilterHousingOf(pd('VW Transporter T5 (7HA)', 'AXD', 2461, 2003))).toBe(VW_PD_R5_HOUSING);
  // A common-rail TDI keeps its own family's housing.
  expect(oilFilterHousingOf(GOLF_VII)).toBe('VW EA288');
});

describe('Renault-Nissan petrols under their makers\' codes', () => {
  const petrol = { fuel: 'petrol' as const, hybrid: false, hybridDrive: 'none' as const };
  const MEGANE_M4R = car({ ...petrol, make: 'Renault', typeName: '2.0 16V', engineCode: 'M4R', engine: 'petrol/M4R', ccm: 1997, kw: 103, typeStart: 2008, generationStart: 2008, platform: 'Renault/C', generation: 'Renault Mégane III' });
  const QASHQAI_MR20 = car({ ...petrol, make: 'Nissan', typeName: '2.0', engineCode: 'MR20DE', engine: 'petrol/MR20DE', ccm: 1997, kw: 104, typeStart: 2007, generationStart: 2007, platform: 'Renault/C', generation: 'Nissan Qashqai J10' });
  const A_250E = car({ ...petrol, hybrid: true, hybridDrive: 'plug-in', make: 'Mercedes-Benz', typeName: 'A 250 e', engineCode: 'M282 DE 14 LA', engine: 'hybrid/M282', ccm: 1332, kw: 118, typeStart: 2020, generationStart: 2018, platform: 'MFA2', generation: 'Mercedes-Benz A-Klasse W177' });
  const CLIO_V_H5H = car({ ...petrol, make: 'Renault', typeName: '1.3 TCe 130', engineCode: 'H5H', engine: 'petrol/H5H', ccm: 1332, kw: 96, typeStart: 2019, generationStart: 2019, platform: 'CMF-B', generation: 'Renault Clio V' });
  const QASHQAI_J11 = car({ ...petrol, make: 'Nissan', typeName: '1.3 DIG-T', engineCode: 'HR13DDT', engine: 'petrol/HR13DDT', ccm: 1332, kw: 103, typeStart: 2018, generationStart: 2013, platform: 'CMF-C/D', generation: 'Nissan Qashqai J11' });

  it('gives one family to each engine whatever its badge', () => {
    expect(consumableFamilyOf(MEGANE_M4R)).toBe('Nissan MR20DE');
    expect(consumableFamilyOf(QASHQAI_MR20)).toBe('Nissan MR20DE');
    expect(consumableFamilyOf(A_250E)).toBe('Renault H5H');
    expect(consumableFamilyOf(CLIO_V_H5H)).toBe('Renault H5H');
    expect(consumableFamilyOf(QASHQAI_J11)).toBe('Renault H5H');
    expect(consumableFamilyOf(car({ ...petrol, make: 'Dacia', engineCode: 'H4M', ccm: 1598 }))).toBe(consumableFamilyOf(car({ ...petrol, make: 'Nissan', engineCode: 'HR16DE', ccm: 1598 })));
    expect(consumableFamilyOf(car({ ...petrol, make: 'Renault', engineCode: 'M5M', ccm: 1618 }))).toBe(consumableFamilyOf(car({ ...petrol, make: 'Nissan', engineCode: 'MR16DDT', ccm: 1618 })));
  });

  it('takes one oil filter: the same fitment key, can and thread on both badges', () => {
    expect(fitmentKey('Ölfilter', 'engine', MEGANE_M4R, null)).toBe(fitmentKey('Ölfilter', 'engine', QASHQAI_MR20, null));
    expect(fitmentKey('Ölfilter', 'engine', A_250E, null)).toBe(fitmentKey('Ölfilter', 'engine', CLIO_V_H5H, null));
    expect(oilFilterThreadOf(MEGANE_M4R)).toBe(oilFilterThreadOf(QASHQAI_MR20));
    expect(oilFilterThreadOf(A_250E)).toBe(oilFilterThreadOf(CLIO_V_H5H));
    expect(oilFilterThreadOf(QASHQAI_J11)).toBe(oilFilterThreadOf(CLIO_V_H5H));
    expect(oilFilterCartridge(A_250E)).toBe(false);
    expect(oilFilterCartridge(MEGANE_M4R)).toBe(false);
  });

  it('leaves the petrols\' injection out of the diesel pump makers', () => {
    expect(injectionMakersOf(QASHQAI_MR20)).toEqual(['denso']);
  });
});

test('BMW\'s B38 and B48 petrols take one oil filter element, across or along, petrol-only or plug-in; the B47 diesel keeps its own', () => {
  const bmw = (generation: string, typeName: string, engineCode: string, ccm: number, hybridDrive: CarFacts['hybridDrive'] = 'none', make = 'BMW') =>
    car({ make, fuel: 'petrol', hybrid: false, hybridDrive, typeName, engineCode, engine: `${hybridDrive === 'plug-in' ? 'plugin-hybrid' : 'petrol'}/${engineCode}`, ccm, kw: 100, typeStart: 2019, generationStart: 2019, platform: generation, generation });
  const cars = [
    bmw('BMW 1er F40', '118i', 'B38A15', 1499), bmw('Mini F56', 'Cooper', 'B38A15', 1499, 'none', 'Mini'), bmw('BMW X1 F48', 'xDrive25e', 'B38A15', 1499, 'plug-in'),
    bmw('BMW 3er G20', '320i', 'B48B20', 1998), bmw('BMW 3er G20', '330e', 'B48B20', 1998, 'plug-in'), bmw('BMW 5er G30', '530e', 'B48B20', 1998, 'plug-in'), bmw('BMW X2 F39', 'sDrive20i', 'B48A20', 1998),
  ];
  for (const each of cars) expect(oilFilterHousingOf(each)).toBe(BMW_MODULAR_PETROL_HOUSING);
  expect(new Set(cars.map((each) => fitmentKey('Ölfilter', 'engine', each, null))).size).toBe(1);
  expect(new Set(cars.map((each, at) => criteriaFor('Ölfilter', each, 0.1 + at * 0.12))).size).toBe(1);
  expect(oilFilterHousingOf(F30_320D)).toBe('BMW B37/B47/B57');
});

test('a Golf VII R\'s CJXC is the EA888 of the third generation: the GTI\'s and the Octavia RS\'s CHHB cartridge, never a spin-on can', () => {
  const ea888 = (generation: string, typeName: string, engineCode: string, ccm = 1984) => car({ fuel: 'petrol', typeName, engineCode, engine: `petrol/${engineCode}`, ccm, kw: 169, typeStart: 2013, generationStart: 2012, generation });
  const cars = [ea888('VW Golf VII (5G1)', '2.0 TSI R', 'CJXC'), ea888('VW Golf VII (5G1)', '2.0 TSI GTI', 'CHHB'), ea888('Skoda Octavia III (5E3)', '2.0 TSI RS', 'CHHB'), ea888('VW Passat B8 (3G2)', '1.8 TSI', 'CJSA', 1798)];
  for (const each of cars) {
    expect(oilFilterCartridge(each)).toBe(true);
    expect(oilFilterHousingOf(each)).toBe(VW_EA888_GEN3_HOUSING);
  }
  expect(new Set(cars.map((each) => fitmentKey('Ölfilter', 'engine', each, null))).size).toBe(1);
  expect(new Set(cars.map((each, at) => criteriaFor('Ölfilter', each, 0.2 + at * 0.2))).size).toBe(1);
  // The EA888 of the first and second generation (a Golf VI GTI's CCZB) keeps its spin-on can.
  expect(oilFilterHousingOf(ea888('VW Golf VI (5K1)', '2.0 TSI GTI', 'CCZB'))).toBeNull();
});

test('a hybrid, a plug-in hybrid and a gas car take the oil filter of the petrol car of their engine code', () => {
  const merc = (typeName: string, hybridDrive: CarFacts['hybridDrive'], modelFuel: string) => car({ make: 'Mercedes-Benz', fuel: 'petrol', hybrid: hybridDrive === 'hybrid', hybridDrive, typeName, engineCode: 'M254', engine: `${modelFuel}/M254`, ccm: 1496, kw: 125, typeStart: 2021, generationStart: 2021, platform: 'MRA2', generation: 'Mercedes-Benz C-Klasse W206' });
  const c = [merc('C 180', 'hybrid', 'hybrid'), merc('C 300 e', 'plug-in', 'plugin-hybrid'), merc('C 200', 'none', 'petrol')];
  expect(new Set(c.map(oilFilterEngineOf))).toEqual(new Set(['petrol/M254']));
  expect(new Set(c.map((each) => fitmentKey('Ölfilter', 'engine', each, null))).size).toBe(1);
  const h4d = (typeName: string, modelFuel: string) => car({ make: 'Dacia', fuel: 'petrol', typeName, engineCode: 'H4D', engine: `${modelFuel}/H4D`, ccm: 999, kw: 67, typeStart: 2020, generationStart: 2020, platform: 'CMF-B', generation: 'Dacia Sandero III' });
  expect(fitmentKey('Ölfilter', 'engine', h4d('1.0 TCe 100 ECO-G', 'lpg'), null)).toBe(fitmentKey('Ölfilter', 'engine', h4d('1.0 TCe 90', 'petrol'), null));
  // A type without a code keeps its own filter.
  expect(oilFilterEngineOf(RENEGADE)).toBe('Fiat 1.6 MultiJet');
  expect(oilFilterEngineOf(car({ fuel: 'petrol', engineCode: '', typeName: '1.6', ccm: 1598, typeStart: 2005, generationStart: 2003 }))).toBeNull();
});

test('Toyota\'s ZR petrols take the short 04152-37010 cartridge, about 64 × 65 mm, never a 150 mm element', () => {
  const auris = car({ make: 'Toyota', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: '1.8 Hybrid', engineCode: '2ZR-FXE', engine: 'hybrid/2ZR-FXE', ccm: 1798, kw: 73, typeStart: 2012, generationStart: 2012, platform: 'Toyota/MC', generation: 'Toyota Auris (E18)' });
  const corolla16 = car({ make: 'Toyota', fuel: 'petrol', typeName: '1.6 VVT-i', engineCode: '1ZR-FE', engine: 'petrol/1ZR-FE', ccm: 1598, kw: 97, typeStart: 2007, generationStart: 2006, platform: 'Toyota/MC', generation: 'Toyota Corolla (E15)' });
  const ctUncoded = car({ make: 'Lexus', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: 'CT 200h', engineCode: '', engine: 'Lexus CT/CT 200h/73', ccm: 1798, kw: 73, typeStart: 2011, generationStart: 2010, platform: 'Toyota/MC', generation: 'Lexus CT (ZWA10)' });
  for (const each of [auris, corolla16, ctUncoded]) {
    expect(knownOilFilterElementOf(each)).toEqual({ height: 65, outer: 64 });
    for (const engine of [0.1, 0.5, 0.9]) expect(criteriaFor('Ölfilter', each, engine)).toMatch(/^height 65, outer_diameter 64, inner_diameter \d+$/);
  }
  expect(knownOilFilterElementOf(YARIS_II)).toBeNull();
  expect(knownOilFilterElementOf(C_HR_II)).toBeNull();
});
