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
