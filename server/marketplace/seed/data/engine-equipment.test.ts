/** What the engine carries around it: the judge's compressor, clutch, oil cooler, drain plug and air-mass meter, refused where the car has none. */
import { fitmentKey, kindFits, ruleAgainst, type CarFacts } from './fitment-rules';
import { accessoryBelt, airMassMeter, chargeAirCooledInManifold, drainPlugThreadOf, electricCompressor, engineOilCooler, oilCoolerSized, thermostatOpeningOf, thermostatOpeningSuits } from './engine-equipment';
import { carCriteria } from './car-criteria';
import { PART_TYPES, type PartInput } from './part-types';
import { equipmentAgainst } from '../equipment-check';

const base = { hybrid: false, hybridDrive: 'none', wipersMm: [600, 400], oilGrade: '5W-30', oilApproval: 'x', headlamp: 'H7', batteryAh: 70, rearDrumMm: 0, engineCode: '' } as const;
/** The judge's cars, as the vehicle base gives them. */
const XC60_B4: CarFacts = { ...base, make: 'Volvo', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: 'XC60 B4 AWD', ccm: 1969, kw: 145, typeStart: 2023, generationStart: 2023, generation: 'Volvo XC60', platform: 'SPA', engine: 'Volvo/petrol/1969/transverse', frontDiscMm: 345, rearDiscMm: 320 };
const XC60_T8: CarFacts = { ...XC60_B4, hybrid: false, hybridDrive: 'plug-in', typeName: 'XC60 TWIN ENGINE FWD', kw: 223 };
const Q5_35TDI: CarFacts = { ...base, make: 'Audi', fuel: 'diesel', typeName: '35 TDI', ccm: 1968, kw: 120, typeStart: 2020, generationStart: 2016, generation: 'Audi Q5 FY (FYB)', platform: 'MLB Evo', engine: 'Audi Q5 FY (FYB)/35 TDI/120', frontDiscMm: 338, rearDiscMm: 300 };
const AYGO: CarFacts = { ...base, make: 'Toyota', fuel: 'petrol', typeName: 'Aygo X 1.0L VVT-i', ccm: 998, kw: 53, typeStart: 2023, generationStart: 2022, generation: 'Toyota Aygo X', platform: 'TNGA-B', engine: 'Toyota/petrol/998/transverse', frontDiscMm: 255, rearDiscMm: 0, rearDrumMm: 200 };
const CADDY: CarFacts = { ...base, make: 'VW', fuel: 'diesel', typeName: '2.0 TDI', ccm: 1968, kw: 75, typeStart: 2015, generationStart: 2015, generation: 'VW Caddy IV (SAA)', platform: 'PQ35', engine: 'VW Caddy IV (SAA)/2.0 TDI/75', frontDiscMm: 288, rearDiscMm: 272 };
const CORSA: CarFacts = { ...base, make: 'Opel', fuel: 'petrol', typeName: '1.2', engineCode: 'Z12XEP', ccm: 1229, kw: 59, typeStart: 2006, generationStart: 2006, generation: 'Opel Corsa D (S07)', platform: 'SCCS', engine: 'petrol/Z12XEP', frontDiscMm: 260, rearDiscMm: 0, rearDrumMm: 200 };

/** A part's criteria as the seed draws them for the car, with the engine's fixed number set. */
const criteriaOf = (kind: string, car: CarFacts, engine = 0.1) => {
  const input: PartInput = { draw: () => 0.5, own: () => 0.5, step: 4, engine, position: null, car };
  return Object.fromEntries(PART_TYPES[kind]!.criteria(input).map((c) => [c.key, c.value]));
};

test('a plug-in SPA Volvo (T8, Twin Engine) has an electric compressor: no belt-driven one; the B4 mild hybrid keeps its belt compressor', () => {
  expect(electricCompressor(XC60_T8)).toBe(true);
  expect(electricCompressor(XC60_B4)).toBe(false);
  expect(carCriteria('Klimakompressor', XC60_T8)).toEqual([['operation', 'electric']]);
  const t8 = criteriaOf('Klimakompressor', XC60_T8);
  expect(t8.operation).toBe('electric');
  expect(t8.ribs).toBeUndefined();
  expect(criteriaOf('Klimakompressor', XC60_B4).ribs).toBeDefined();
  // One engine, two compressors: the T8's and the B4's never share an article.
  expect(fitmentKey('Klimakompressor', 'engine', XC60_T8, null)).not.toBe(fitmentKey('Klimakompressor', 'engine', XC60_B4, null));
  // The check names a belt compressor on the plug-in, and an electric one on the B4.
  expect(equipmentAgainst('Klimakompressor', XC60_T8, (key) => ({ ribs: '6', voltage: '12' } as Record<string, string>)[key])).toBe('A/C compressor drive');
  expect(equipmentAgainst('Klimakompressor', XC60_B4, (key) => ({ operation: 'electric' } as Record<string, string>)[key])).toBe('A/C compressor drive');
  expect(equipmentAgainst('Klimakompressor', XC60_B4, (key) => ({ ribs: '6' } as Record<string, string>)[key])).toBeNull();
  // A Toyota power split and Hyundai's 1.6 HEV are full hybrids; a Kia 1.0 T-GDi 48 V is not.
  expect(electricCompressor({ ...AYGO, hybridDrive: 'hybrid', typeName: '1.8 Hybrid', ccm: 1798 })).toBe(true);
  expect(electricCompressor({ ...AYGO, make: 'Hyundai', hybridDrive: 'hybrid', typeName: '1.6 GDI Hybrid', ccm: 1580 })).toBe(true);
  expect(electricCompressor({ ...AYGO, make: 'Kia', hybridDrive: 'hybrid', typeName: 'Stonic 1.0 essence T-GDi', ccm: 998 })).toBe(false);
});

test('the Q5 FY 35 TDI 120 kW is sold with S tronic only: no single-disc clutch kit; the A4 B9 35 TDI of 2019 neither', () => {
  expect(ruleAgainst('Kupplungssatz', Q5_35TDI)?.name).toBe('clutch part on an automatic-only type');
  expect(kindFits('Kupplungssatz', { ...Q5_35TDI, generation: 'Audi A4 B9 (8W2)', typeStart: 2019 })).toBe(false);
  expect(kindFits('Kupplungssatz', { ...Q5_35TDI, generation: 'Audi A3 8Y (GYA)', kw: 110, generationStart: 2020 })).toBe(false);
  expect(kindFits('Kupplungssatz', { ...Q5_35TDI, generation: 'Audi A3 8Y (GYA)', typeName: '30 TDI', kw: 85, generationStart: 2020 })).toBe(true);
  // The A4 B9's 2.0 TDI of 2015 with 140 kW had a manual.
  expect(kindFits('Kupplungssatz', { ...Q5_35TDI, generation: 'Audi A4 B9 (8W2)', typeName: '2.0 TDI', kw: 140, typeStart: 2015 })).toBe(true);
});

test('the Aygo\'s 1KR-FE has no engine-oil cooler; a diesel\'s is a plate stack, not a radiator', () => {
  expect(engineOilCooler(AYGO)).toBe(false);
  expect(ruleAgainst('Ölkühler', AYGO)?.name).toBe('oil cooler on an engine without one');
  expect(kindFits('Ölkühler', CADDY)).toBe(true);
  expect(kindFits('Ölkühler', { ...AYGO, typeName: '1.0 Turbo' })).toBe(true);
  expect(oilCoolerSized({ length: '248', width: '196', height: '58' })).toBe(false);
  for (const engine of [0, 0.37, 0.99]) {
    const { length, width, height } = criteriaOf('Ölkühler', CADDY, engine);
    expect(oilCoolerSized({ length, width, height })).toBe(true);
  }
});

test('a drain plug is threaded for its engine maker: M14x1.5 in a Caddy IV 2.0 TDI whatever its engine number, M12x1.5 in a BMW', () => {
  expect(drainPlugThreadOf(CADDY)).toBe('M14x1.5');
  for (const engine of [0, 0.1, 0.9]) expect(criteriaOf('Ölablassschraube', CADDY, engine).thread).toBe('M14x1.5');
  expect(carCriteria('Ölablassschraube', CADDY)).toEqual([['thread', 'M14x1.5']]);
  expect(drainPlugThreadOf({ ...CADDY, make: 'BMW', generation: 'BMW 3er F30', engine: 'diesel/B47D20A', engineCode: 'B47D20A' })).toBe('M12x1.5');
  expect(drainPlugThreadOf({ ...AYGO })).toBe('M12x1.25');
});

test('the Corsa D 1.2 (Z12XEP, A12XER) reads manifold pressure: no air-mass meter; a TDI and a 1.8 TFSI measure air mass', () => {
  expect(airMassMeter(CORSA)).toBe(false);
  expect(ruleAgainst('Luftmassenmesser', CORSA)?.name).toBe('air-mass meter on a speed-density engine');
  expect(kindFits('Luftmassenmesser', { ...CORSA, engineCode: 'A12XER', kw: 63 })).toBe(false);
  expect(kindFits('Luftmassenmesser', CADDY)).toBe(true);
  expect(kindFits('Luftmassenmesser', { ...CADDY, fuel: 'petrol', typeName: '1.8 TFSI', ccm: 1798, engine: 'petrol/CDAA', engineCode: 'CDAA' })).toBe(true);
  // A MAP sensor is the speed-density engine's own.
  expect(kindFits('Saugrohrdrucksensor', CORSA)).toBe(true);
});

test('Toyota\'s beltless hybrid engines (a Corolla 1.8 Hybrid\'s 2ZR-FXE) take no ribbed belt, tensioner or idler; the Yaris III\'s 1NZ-FXE and a 48 V mild hybrid do', () => {
  const corolla: CarFacts = { ...AYGO, hybridDrive: 'hybrid', hybrid: true, typeName: '1.8 Hybrid', engineCode: '2ZR-FXE', ccm: 1798, generation: 'Toyota Corolla E21' };
  expect(accessoryBelt(corolla)).toBe(false);
  for (const kind of ['Keilrippenriemen', 'Spannrolle', 'Umlenkrolle']) expect(ruleAgainst(kind, corolla)?.name).toBe('accessory belt on a beltless hybrid engine');
  expect(kindFits('Keilrippenriemen', { ...corolla, typeName: '1.5 Hybrid', engineCode: '1NZ-FXE', ccm: 1497, generation: 'Toyota Yaris III (XP13)' })).toBe(true);
  expect(kindFits('Keilrippenriemen', XC60_B4)).toBe(true);
});

test('a water pump is driven as its engine\'s is: mechanical on the A14NET whatever the engine draw, electric on a BMW N20 and a beltless Toyota hybrid', () => {
  const A14NET: CarFacts = { ...base, make: 'Opel', fuel: 'petrol', typeName: '1.4 Turbo', engineCode: 'A14NET', ccm: 1364, kw: 103, typeStart: 2010, generationStart: 2009, generation: 'Opel Astra J (P10)', platform: 'Delta II', engine: 'petrol/A14NET', frontDiscMm: 276, rearDiscMm: 268 };
  const N20: CarFacts = { ...A14NET, make: 'BMW', typeName: '320i', engineCode: 'N20B20', ccm: 1997, generation: 'BMW 3er F30', engine: 'petrol/N20B20' };
  const COROLLA: CarFacts = { ...A14NET, make: 'Toyota', hybrid: true, hybridDrive: 'hybrid', typeName: '1.8 Hybrid', engineCode: '2ZR-FXE', ccm: 1798, generation: 'Toyota Corolla E21', engine: 'petrol/2ZR-FXE' };
  expect(carCriteria('Wasserpumpe', A14NET)).toEqual([['operation', 'mechanical']]);
  for (const engine of [0.05, 0.4, 0.7, 0.95]) expect(criteriaOf('Wasserpumpe', A14NET, engine).operation).toBe('mechanical');
  expect([criteriaOf('Wasserpumpe', N20).operation, criteriaOf('Wasserpumpe', COROLLA).operation]).toEqual(['electric', 'electric']);
  expect(criteriaOf('Wasserpumpe', N20).material).toBe('plastic');
});

test('a thermostat opens at its engine\'s temperature: 87 °C on a VW group TDI, 105 °C only on a map-controlled BMW petrol, never 105 on a diesel', () => {
  const t5: CarFacts = { ...CADDY, generation: 'VW Transporter T5 (7HA)', typeName: '2.0 TDI', engineCode: 'CAAC', kw: 103, typeStart: 2009, generationStart: 2003 };
  const x2: CarFacts = { ...CORSA, make: 'BMW', typeName: 'X2 sDrive20i', engineCode: 'B48A20', ccm: 1998, kw: 141, typeStart: 2018, generationStart: 2018, generation: 'BMW X2 (F39)', engine: 'petrol/B48A20' };
  const x2d: CarFacts = { ...x2, fuel: 'diesel', typeName: 'X2 sDrive18d', engineCode: 'B47C20', engine: 'diesel/B47C20' };
  expect(thermostatOpeningOf(t5)).toBe(87);
  expect(thermostatOpeningOf(x2)).toBe(105);
  expect(thermostatOpeningOf(x2d)).toBeNull();
  expect(thermostatOpeningOf(CORSA)).toBeNull();
  for (const engine of [0.05, 0.3, 0.5, 0.7, 0.95]) {
    expect(criteriaOf('Thermostat', t5, engine).opening_temperature).toBe('87');
    expect(criteriaOf('Thermostat', x2, engine).opening_temperature).toBe('105');
    expect(Number(criteriaOf('Thermostat', x2d, engine).opening_temperature)).toBeLessThanOrEqual(92);
    expect(Number(criteriaOf('Thermostat', CORSA, engine).opening_temperature)).toBeLessThanOrEqual(92);
  }
  expect(thermostatOpeningSuits(t5, 105)).toBe(false);
  expect(thermostatOpeningSuits(x2d, 105)).toBe(false);
  expect(thermostatOpeningSuits(x2d, 88)).toBe(true);
  expect(thermostatOpeningSuits(x2, 88)).toBe(false);
  // A TDI's and a BMW petrol's thermostat are not one article with another engine's.
  expect(fitmentKey('Thermostat', 'series', t5, null)).not.toBe(fitmentKey('Thermostat', 'series', { ...t5, make: 'Ford' }, null));
});

test('a TSI that cools its charge air in the intake manifold takes no front-mounted intercooler; a twincharger, an EA888 and a TDI do', () => {
  const PASSAT_CAXA: CarFacts = { ...base, make: 'VW', fuel: 'petrol', typeName: '1.4 TSI', engineCode: 'CAXA', ccm: 1390, kw: 90, typeStart: 2007, generationStart: 2005, generation: 'VW Passat B6 (3C2)', platform: 'PQ46', engine: 'petrol/CAXA', frontDiscMm: 288, rearDiscMm: 255 };
  const GOLF7: CarFacts = { ...PASSAT_CAXA, typeName: '1.4 TSI', engineCode: 'CZDA', ccm: 1395, kw: 110, typeStart: 2013, generationStart: 2012, generation: 'VW Golf VII (5G1)', platform: 'MQB', engine: 'petrol/CZDA' };
  const manifoldCooled: CarFacts[] = [PASSAT_CAXA, GOLF7, ...['CHZB', 'CJZA', 'CJZC', 'CZEA', 'CHPA', 'CMBA', 'CXSA', 'DADA', 'DACA', 'DKRF'].map((engineCode) => ({ ...GOLF7, engineCode })),
    { ...PASSAT_CAXA, engineCode: 'CBZB', ccm: 1197, kw: 77 }, { ...PASSAT_CAXA, engineCode: '', typeName: '1.2 TSI', ccm: 1197, kw: 77 }, { ...PASSAT_CAXA, engineCode: '', kw: 90 },
    { ...GOLF7, engineCode: '', typeName: '1.5 TSI', ccm: 1498, kw: 110, typeStart: 2017 }, { ...GOLF7, engineCode: '', typeName: '1.0 TSI', ccm: 999, kw: 85 }];
  for (const car of manifoldCooled) {
    expect([car.engineCode || car.typeName, chargeAirCooledInManifold(car)]).toEqual([car.engineCode || car.typeName, true]);
    expect(ruleAgainst('Ladeluftkühler', car)?.name).toBe('front-mounted intercooler on a manifold-cooled engine');
  }
  // The twincharger 1.4 TSI (BMY, CAVA, CAVD: 103 kW on), the EA888 2.0 TSI and the TDIs have an air-to-air cooler in front.
  const frontMounted: CarFacts[] = [{ ...PASSAT_CAXA, engineCode: 'CAVA', kw: 110 }, { ...PASSAT_CAXA, engineCode: 'BMY', kw: 103 }, { ...PASSAT_CAXA, engineCode: '', kw: 118 },
    { ...GOLF7, engineCode: 'CHHB', typeName: '2.0 GTI', ccm: 1984, kw: 162 }, CADDY, Q5_35TDI];
  for (const car of frontMounted) {
    expect([car.engineCode || car.typeName, chargeAirCooledInManifold(car)]).toEqual([car.engineCode || car.typeName, false]);
    expect(kindFits('Ladeluftkühler', car)).toBe(true);
  }
});
