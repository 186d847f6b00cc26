/** Parts for equipment a generation has: the cars a parts-trade judge found listed with parts for equipment they lack. */
import { type CarFacts, hydraulicSteering, kindFits } from './fitment-rules';
import { keyIgnition, padWearSensor, steeringAssistOf } from './car-equipment';
import { carCriteria } from './car-criteria';
import { electricParkingBrake, frontParkingSensors, startsWithoutLockCylinder } from './generation-equipment';
import { equipmentAgainst } from '../equipment-check';
import { PART_TYPES } from './part-types';

const BASE: CarFacts = {
  make: 'VW', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '2.0 TDI', engineCode: 'CRBC', ccm: 1968, kw: 110, typeStart: 2012, generationStart: 2012, platform: 'MQB', engine: 'diesel/CRBC', generation: 'VW Golf VII (5G1)',
  frontDiscMm: 312, rearDiscMm: 272, rearDrumMm: 0, wipersMm: [650, 400], batteryAh: 68, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 504.00/507.00',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });

const GOLF_VII_TDI = car({});
const TOURNEO_CONNECT_II = car({ make: 'Ford', typeName: 'Tourneo Connect 1.5 EcoBlue', engineCode: '', ccm: 1499, kw: 88, typeStart: 2014, generationStart: 2014, generation: 'Ford Tourneo Connect II', platform: 'Ford Tourneo Connect II', engine: 'Ford/diesel/1499/transverse', frontDiscMm: 300, rearDiscMm: 271 });
const MEGANE_IV_DCI = car({ make: 'Renault', typeName: '1.5 dCi 110', engineCode: 'K9K', ccm: 1461, kw: 81, typeStart: 2016, generationStart: 2016, generation: 'Renault Mégane IV (B9A)', platform: 'CMF-CD', engine: 'diesel/K9K', frontDiscMm: 280, rearDiscMm: 260 });
const MEGANE_IV_TCE = car({ ...MEGANE_IV_DCI, fuel: 'petrol', typeName: '1.3 TCe 140', engineCode: 'H5H', ccm: 1332, kw: 103, typeStart: 2018, engine: 'petrol/H5H' });
const CLIO_III_DCI = car({ make: 'Renault', typeName: '1.5 dCi 70', engineCode: 'K9K', ccm: 1461, kw: 50, typeStart: 2005, generationStart: 2005, generation: 'Renault Clio III (BR0)', platform: 'Renault/B', engine: 'diesel/K9K', frontDiscMm: 259, rearDiscMm: 0, rearDrumMm: 203 });
const TRAFIC_2023 = car({ make: 'Renault', typeName: 'Trafic', engineCode: '', ccm: 1997, kw: 110, typeStart: 2023, generationStart: 2023, generation: 'Renault Trafic', platform: 'Renault Trafic', engine: 'Renault/diesel/1997/transverse', frontDiscMm: 296, rearDiscMm: 260, headlamp: 'LED' });
const A4_B8_27_TDI = car({ make: 'Audi', typeName: '2.7 TDI', engineCode: 'CAMA', ccm: 2698, kw: 140, typeStart: 2007, generationStart: 2007, generation: 'Audi A4 B8 (8K2)', platform: 'MLB', engine: 'diesel/CAMA', frontDiscMm: 320, rearDiscMm: 300 });
const A6_C7_30_TDI = car({ make: 'Audi', typeName: '3.0 TDI', engineCode: '', ccm: 2967, kw: 150, typeStart: 2011, generationStart: 2011, generation: 'Audi A6 C7 (4G2)', platform: 'MLB', engine: 'Audi A6 C7 (4G2)/3.0 TDI/150', frontDiscMm: 356, rearDiscMm: 300 });
const E60_530D = car({ make: 'BMW', typeName: '530d', engineCode: 'M57D30', ccm: 2993, kw: 170, typeStart: 2005, generationStart: 2003, generation: 'BMW 5er E60', platform: 'BMW 5er E60', engine: 'diesel/M57D30', frontDiscMm: 324, rearDiscMm: 320 });
const FIAT_500 = car({ make: 'Fiat', fuel: 'petrol', typeName: '1.2 8V', engineCode: '169A4000', ccm: 1242, kw: 51, typeStart: 2007, generationStart: 2007, generation: 'Fiat 500 (312)', platform: 'Fiat Mini', engine: 'petrol/169A4000', frontDiscMm: 257, rearDiscMm: 0, rearDrumMm: 180 });
const KAMIQ_15_TSI = car({ make: 'Skoda', fuel: 'petrol', typeName: 'Kamiq 1.5 TSI', engineCode: '', ccm: 1498, kw: 110, typeStart: 2023, generationStart: 2023, generation: 'Skoda Kamiq', platform: 'Skoda Kamiq', engine: 'Skoda/petrol/1498/transverse' });
const DS4_PURETECH = car({ make: 'DS', fuel: 'petrol', typeName: 'DS4 PureTech', engineCode: '', ccm: 1598, kw: 165, typeStart: 2023, generationStart: 2023, generation: 'DS DS 4', platform: 'DS DS 4', engine: 'DS/petrol/1598/transverse', frontDiscMm: 330, rearDiscMm: 290 });
const A3_8P_TDI = car({ make: 'Audi', typeName: '1.9 TDI', engineCode: 'BKC', ccm: 1896, kw: 77, typeStart: 2003, generationStart: 2003, generation: 'Audi A3 8P (8P1)', platform: 'PQ35', engine: 'diesel/BKC', frontDiscMm: 288, rearDiscMm: 253 });
const A3_8V_TFSI = car({ make: 'Audi', fuel: 'petrol', typeName: '1.5 TFSI', engineCode: 'DADA', ccm: 1498, typeStart: 2017, generationStart: 2012, generation: 'Audi A3 8V (8V1)', engine: 'petrol/DADA' });
const PASSAT_B6 = car({ typeName: '2.0 TDI', engineCode: 'BKP', kw: 103, typeStart: 2005, generationStart: 2005, generation: 'VW Passat B6 (3C2)', platform: 'PQ46', engine: 'diesel/BKP', rearDiscMm: 253 });

test('A22: a Tourneo Connect II has a hand lever and cables, no parking brake actuator; a Golf VII a lever, a Passat B6 and an A3 8V an electric one', () => {
  expect(kindFits('Stellelement Feststellbremse', TOURNEO_CONNECT_II, 'rear')).toBe(false);
  expect(kindFits('Handbremsseil', TOURNEO_CONNECT_II, 'rear')).toBe(true);
  expect([GOLF_VII_TDI, PASSAT_B6, car({ ...A3_8V_TFSI })].map(electricParkingBrake)).toEqual([false, true, true]);
  // The generation decides, not the type's disc: every Transit Custom and 3er F30 pulls a lever.
  expect(electricParkingBrake(car({ generation: 'Ford Transit Custom', generationStart: 2023, frontDiscMm: 316 }))).toBe(false);
  expect(electricParkingBrake(car({ generation: 'BMW 3er F30', generationStart: 2012, frontDiscMm: 312 }))).toBe(false);
});

test('A1: a Mégane IV starts by card and a Passat B6 by a key in a slot: no ignition lock; a Clio III and a Golf VII turn a key in one', () => {
  expect(kindFits('Zündschloss', MEGANE_IV_DCI)).toBe(false);
  expect(kindFits('Zündschloss', PASSAT_B6)).toBe(false);
  expect([CLIO_III_DCI, GOLF_VII_TDI, TRAFIC_2023].map(keyIgnition)).toEqual([true, true, true]);
  expect(startsWithoutLockCylinder(car({ make: 'Renault', generation: 'Renault Talisman', generationStart: 2023 }))).toBe(true);
});

test('a Captur II starts by its card and a button: no ignition lock; the first Captur keeps its lock', () => {
  expect(kindFits('Zündschloss', car({ make: 'Renault', generation: 'Renault Captur II (HF)', generationStart: 2019, typeStart: 2019, platform: 'CMF-B', engineCode: 'H5H', fuel: 'petrol' }))).toBe(false);
  expect(keyIgnition(car({ make: 'Renault', generation: 'Renault Captur (J5)', generationStart: 2013, typeStart: 2013, platform: 'Renault/B', engineCode: 'H5F', fuel: 'petrol' }))).toBe(true);
});

test('A21: the Trafic III keeps hydraulic assistance: its steering gear is hydraulic and it takes a steering pump; a Golf VII is electric', () => {
  expect(steeringAssistOf(TRAFIC_2023)).toBe('hydraulic');
  expect(hydraulicSteering(TRAFIC_2023)).toBe(true);
  expect(kindFits('Servopumpe', TRAFIC_2023)).toBe(true);
  expect(equipmentAgainst('Lenkgetriebe', TRAFIC_2023, (key) => (key === 'operation' ? 'electric' : undefined))).toBe('steering gear');
  expect(steeringAssistOf(GOLF_VII_TDI)).toBe('electric');
});

test('A78: an A4 B8 2.7 TDI and an A6 C7 3.0 TDI cool with electric fans; an E60 530d (M57) drives a viscous fan', () => {
  expect(kindFits('Visko-Kupplung', A4_B8_27_TDI)).toBe(false);
  expect(kindFits('Visko-Kupplung', A6_C7_30_TDI)).toBe(false);
  expect(kindFits('Visko-Kupplung', E60_530D)).toBe(true);
});

test('P86: a Clio III carries its indicators in its head and tail lamps: no separate indicator lamp; a Fiat 500 has its own', () => {
  expect(kindFits('Blinkleuchte', CLIO_III_DCI)).toBe(false);
  expect(kindFits('Blinkleuchte', GOLF_VII_TDI)).toBe(false);
  expect(kindFits('Blinkleuchte', FIAT_500)).toBe(true);
});

test('P109, P190: a Kamiq 1.5 TSI and a DS 4 PureTech have no exhaust temperature sensor; a diesel and the 1.3 TCe with its particulate filter have', () => {
  expect(kindFits('Abgastemperatursensor', KAMIQ_15_TSI)).toBe(false);
  expect(kindFits('Abgastemperatursensor', DS4_PURETECH)).toBe(false);
  expect(kindFits('Abgastemperatursensor', MEGANE_IV_TCE)).toBe(true);
  expect(kindFits('Abgastemperatursensor', GOLF_VII_TDI)).toBe(true);
});

test('P111, T5: an A3 8P and 8V take the Golf\'s rear pads, without a wear contact; an A6 C7\'s rear pads have one', () => {
  expect(kindFits('Verschleißanzeige Bremsbeläge', A3_8P_TDI, 'rear')).toBe(false);
  // The PQ35's front pads have no wear lead either, on an A3 8P as on a Golf VI.
  expect(kindFits('Verschleißanzeige Bremsbeläge', A3_8P_TDI, 'front')).toBe(false);
  expect(carCriteria('Bremsbeläge', A3_8V_TFSI, 'rear')).toEqual(carCriteria('Bremsbeläge', GOLF_VII_TDI, 'rear'));
  expect(carCriteria('Bremsbeläge', A3_8V_TFSI, 'rear')).toEqual([['wear_indicator', 'without_contact']]);
  expect(padWearSensor(A6_C7_30_TDI, 'rear')).toBe(true);
  // One platform axle, one value: a Mégane IV's pads are a Qashqai J11's.
  expect(padWearSensor(MEGANE_IV_DCI, 'front')).toBe(padWearSensor(car({ make: 'Nissan', platform: 'CMF-CD', generation: 'Nissan Qashqai J11' }), 'front'));
});

test('the Golf VIII, Octavia IV, Leon IV and Formentor start by a button in every trim: no ignition lock', () => {
  for (const generation of ['VW Golf VIII (CD1)', 'Skoda Octavia IV (NX3)', 'Seat Leon IV (KL1)', 'Cupra Formentor']) {
    expect({ generation, lock: keyIgnition({ ...GOLF_VII_TDI, generation, generationStart: 2020 }) }).toEqual({ generation, lock: false });
  }
  expect(keyIgnition(GOLF_VII_TDI)).toBe(true);
});

test('an A6 C6 and a Honda e hold by an electric brake, no cable to sell; every Mégane III, the RS 250 too, pulls a lever on cables', () => {
  const a6c6 = car({ make: 'Audi', typeName: '2.7 TDI', engineCode: 'BPP', ccm: 2698, kw: 132, typeStart: 2004, generationStart: 2004, generation: 'Audi A6 C6 (4F2)', platform: 'C6', engine: 'diesel/BPP', frontDiscMm: 321, rearDiscMm: 302 });
  expect(electricParkingBrake(a6c6)).toBe(true);
  expect(kindFits('Handbremsseil', a6c6, 'rear')).toBe(false);
  const hondaE = car({ make: 'Honda', fuel: 'electric', typeName: 'E', engineCode: '', ccm: 0, kw: 100, typeStart: 2020, generationStart: 2020, generation: 'Honda E', platform: 'Honda E', engine: 'Honda/electric/0', frontDiscMm: 282, rearDiscMm: 260 });
  expect(kindFits('Handbremsseil', hondaE, 'rear')).toBe(false);
  const meganeRs = car({ make: 'Renault', fuel: 'petrol', typeName: '2.0 RS 250', engineCode: 'F4R', ccm: 1998, kw: 184, typeStart: 2010, generationStart: 2008, generation: 'Renault Mégane III (BZ0)', platform: 'Renault/C', engine: 'petrol/F4R', frontDiscMm: 340, rearDiscMm: 290 });
  expect(electricParkingBrake(meganeRs)).toBe(false);
  expect(kindFits('Stellelement Feststellbremse', meganeRs, 'rear')).toBe(false);
  expect(equipmentAgainst('Stellelement Feststellbremse', meganeRs, () => undefined)).toBe('parking brake');
  expect(electricParkingBrake(car({ ...meganeRs, generation: 'Renault Scénic III (JZ0)', frontDiscMm: 296 }))).toBe(true);
});

test('a Mini R56 had a rear parking aid only: no front parking sensor; its rear sensor, and an F56\'s front one, are sold', () => {
  const r56 = car({ make: 'Mini', fuel: 'petrol', typeName: 'Cooper', engineCode: '', ccm: 1598, kw: 88, typeStart: 2006, generationStart: 2006, generation: 'Mini Mini R56', platform: 'Mini R56', engine: 'Mini/petrol/1598' });
  expect(frontParkingSensors(r56)).toBe(false);
  expect(kindFits('Einparkhilfe Sensor', r56, 'front')).toBe(false);
  expect(kindFits('Einparkhilfe Sensor', r56, 'rear')).toBe(true);
  expect(kindFits('Einparkhilfe Sensor', car({ ...r56, generation: 'Mini Mini F56', generationStart: 2014 }), 'front')).toBe(true);
  // The sensor the seed makes for an R56 is a rear one, whatever its draw; an F56's may be a front one.
  const positionOf = (forCar: CarFacts) => PART_TYPES['Einparkhilfe Sensor']!.criteria({ draw: () => 0.1, own: () => 0.1, step: 0, engine: 0.5, position: null, car: forCar }).find((c) => c.key === 'fitting_position')?.value;
  expect(positionOf(r56)).toBe('rear');
  expect(positionOf(car({ ...r56, generation: 'Mini Mini F56', generationStart: 2014 }))).toBe('front');
  for (const generation of ['Smart fortwo 451', 'Fiat 500 (312)', 'VW up! (121)', 'Dacia Logan I (LS)', 'Dacia Sandero I (BS0)', 'Peugeot 206 (2A)']) expect({ generation, front: frontParkingSensors({ generation }) }).toEqual({ generation, front: false });
  for (const generation of ['Dacia Sandero II (B8)', 'Peugeot 207 (WA)', 'Fiat 500X', 'VW Golf VII (5G1)']) expect({ generation, front: frontParkingSensors({ generation }) }).toEqual({ generation, front: true });
});
