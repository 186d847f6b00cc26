/** The vehicle-part reader counts a turbo across outputs and a Japanese hybrid's auxiliary battery across models. */
import type { CarFacts } from './data/fitment-rules';
import { vehiclePartChecks } from './vehicle-part-checks';

const C220D: CarFacts = {
  make: 'Mercedes-Benz', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: 'C 220 d', engineCode: 'OM651', ccm: 2143, kw: 125, typeStart: 2014, generationStart: 2014, platform: 'MRA', engine: 'diesel/OM651', generation: 'Mercedes-Benz C-Klasse W205',
  frontDiscMm: 295, rearDiscMm: 300, rearDrumMm: 0, wipersMm: [600, 550], batteryAh: 80, headlamp: 'LED', oilGrade: '5W-30', oilApproval: 'MB 229.51',
};
const AURIS: CarFacts = {
  ...C220D, make: 'Toyota', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: '1.8 Hybrid', engineCode: '2ZR-FXE', ccm: 1798, kw: 100, platform: 'Toyota Auris II (E18)', engine: 'petrol/2ZR-FXE', generation: 'Toyota Auris II (E18)', batteryAh: 45,
};
const none = () => undefined;

/** One article fitted to these cars: the counts it raises. */
function read(kind: string, cars: CarFacts[]) {
  const checks = vehiclePartChecks(() => undefined);
  for (const car of cars) checks.row(1, kind, 'Bosch', '0 092 S5A 041', none, car, 'longitudinal', car.generation);
  checks.close(1, kind, false);
  return checks.counts;
}

test('a turbo for the C 220 d\'s 125 kW and the C 250 d\'s 150 kW is counted, one for one output of two models is not', () => {
  expect(read('Turbolader', [C220D, { ...C220D, typeName: 'C 250 d', kw: 150 }]).turboAcrossOutputs).toBe(1);
  expect(read('Turbolader', [C220D, { ...C220D, generation: 'Mercedes-Benz GLC X253', typeName: 'GLC 220 d 4MATIC' }]).turboAcrossOutputs).toBe(0);
});

test('a battery for an Auris II and a C-HR I hybrid, or for an Auris and a starter-battery car, is counted; one for two Auris types is not', () => {
  const chr = { ...AURIS, generation: 'Toyota C-HR I (X10)', kw: 90 };
  const swift = { ...AURIS, make: 'Suzuki', typeName: '1.2 DUALJET HYBRID', generation: 'Suzuki Swift', engineCode: '', ccm: 1197, kw: 61 };
  expect(read('Starterbatterie', [AURIS, chr]).auxiliaryBatteryAcrossModels).toBe(1);
  expect(read('Starterbatterie', [AURIS, swift]).auxiliaryBatteryAcrossModels).toBe(1);
  expect(read('Starterbatterie', [AURIS, { ...AURIS, kw: 92 }]).auxiliaryBatteryAcrossModels).toBe(0);
  expect(read('Starterbatterie', [swift, { ...swift, generation: 'Suzuki Ignis' }]).auxiliaryBatteryAcrossModels).toBe(0);
});

/** One article with these criteria fitted to the car: the counts it raises. */
function readStated(kind: string, stated: Record<string, string>, car: CarFacts) {
  const checks = vehiclePartChecks(() => undefined);
  checks.row(1, kind, 'Valeo', '439560', (key) => stated[key], car, 'longitudinal', car.generation);
  checks.close(1, kind, false);
  return checks.counts;
}

test('a 90 A alternator on a BMW 220i G42 is counted, a 150 A one is not', () => {
  const g42: CarFacts = { ...C220D, make: 'BMW', fuel: 'petrol', typeName: '220i Coupé', engineCode: 'B48', ccm: 1998, generation: 'BMW 2er G42', generationStart: 2021, typeStart: 2021 };
  expect(readStated('Lichtmaschine', { capacity: '90' }, g42).alternatorNotElectricalLoad).toBe(1);
  expect(readStated('Lichtmaschine', { capacity: '150' }, g42).alternatorNotElectricalLoad).toBe(0);
});

test('a Euro 6d particulate filter on a Kangoo II 1.5 dCi built from 2009 is counted, a Euro 4 one is not', () => {
  const kangoo: CarFacts = { ...C220D, make: 'Renault', typeName: '1.5 dCi 90', engineCode: 'K9K', ccm: 1461, kw: 66, typeStart: 2009, typeEnd: 2021, generationStart: 2008, generation: 'Renault Kangoo II' };
  expect(readStated('Rußpartikelfilter', { emission_class: 'Euro 6d' }, kangoo).exhaustStageNotTypeApproval).toBe(1);
  expect(readStated('Katalysator', { emission_class: 'Euro 6d-TEMP' }, kangoo).exhaustStageNotTypeApproval).toBe(1);
  expect(readStated('Rußpartikelfilter', { emission_class: 'Euro 4' }, kangoo).exhaustStageNotTypeApproval).toBe(0);
});

test('a tank sender for a 3er G20, a 5er G30 and an X3 G01, or for a 320d and a 320d xDrive, is counted; one for two 320d types is not', () => {
  const g20: CarFacts = { ...C220D, make: 'BMW', typeName: '320d', engineCode: 'B47D20', ccm: 1995, kw: 140, platform: 'CLAR', engine: 'diesel/B47', generation: 'BMW 3er G20', generationStart: 2019, typeStart: 2019 };
  const g30 = { ...g20, typeName: '520d', generation: 'BMW 5er G30', generationStart: 2017 };
  const g01 = { ...g20, typeName: 'xDrive20d', generation: 'BMW X3 G01', generationStart: 2017 };
  expect(read('Tankgeber', [g20, g30, g01]).tankUnitAcrossTanks).toBe(1);
  expect(read('Tankgeber', [g20, { ...g20, typeName: '320d xDrive' }]).tankUnitAcrossTanks).toBe(1);
  expect(read('Tankgeber', [g20, { ...g20, typeName: '318d', kw: 110 }]).tankUnitAcrossTanks).toBe(0);
});
