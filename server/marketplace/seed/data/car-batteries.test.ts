/** One battery per car from its facts: an electric car's and a full hybrid's per generation, a mild hybrid's as a start-stop car's. */
import { type CarFacts, fitmentKey } from './fitment-rules';
import { auxiliaryBatteryModelOf, carBatteryAh, motorStartsEngine } from './car-batteries';

const BASE: CarFacts = {
  make: 'Renault', fuel: 'electric', hybrid: false, hybridDrive: 'none', typeName: 'Zoe R110', engineCode: '', ccm: 0, kw: 80, typeStart: 2019, generationStart: 2012, typeEnd: 2024,
  platform: 'Renault/B', engine: 'Renault/electric/0', generation: 'Renault Zoe (BFM)', frontDiscMm: 258, rearDiscMm: 0, rearDrumMm: 228, wipersMm: [650, 350], batteryAh: 45, headlamp: 'LED', oilGrade: '', oilApproval: '',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });

test('an electric car\'s battery is its generation\'s, whatever the type\'s power: one Zoe, one size', () => {
  expect(new Set([car({ kw: 65, batteryAh: 40 }), car({ kw: 100, batteryAh: 45 })].map(carBatteryAh)).size).toBe(1);
  expect(carBatteryAh(car({ make: 'Tesla', generation: 'Tesla Model 3', batteryAh: 45 }))).toBe(33);
  expect(carBatteryAh(car({ make: 'VW', generation: 'VW ID.3', batteryAh: 45 }))).toBe(44);
});

test('a 48 V mild hybrid cranks like a start-stop car: a C-segment Xceed 1.6 CRDi 48V takes 60 Ah or more, not a full hybrid\'s 45', () => {
  const xceed = car({ make: 'Kia', fuel: 'diesel', hybrid: true, hybridDrive: 'hybrid', typeName: 'XCeed 1.6 CRDi 48V', ccm: 1598, kw: 100, typeStart: 2023, generation: 'Kia Xceed', batteryAh: 45 });
  expect(motorStartsEngine(xceed)).toBe(false);
  expect(carBatteryAh(xceed)).toBeGreaterThanOrEqual(60);
  const mazda = car({ make: 'Mazda', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: 'CX-30 2.0L E-SKYACTIV G', ccm: 1998, kw: 90, typeStart: 2023, generation: 'Mazda CX-30', batteryAh: 45 });
  expect(carBatteryAh(mazda)).toBeGreaterThanOrEqual(60);
});

test('a full hybrid keeps its small battery, per generation: a Yaris 35 Ah, a C-HR 45 Ah', () => {
  const yaris = car({ make: 'Toyota', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: '1.5 Hybrid', ccm: 1490, kw: 85, generation: 'Toyota Yaris IV (XP21)', batteryAh: 45 });
  expect(carBatteryAh(yaris)).toBe(35);
  expect(carBatteryAh({ ...yaris, generation: 'Toyota C-HR I (X10)', kw: 90, batteryAh: 35 })).toBe(45);
});

test('an executive car\'s own battery is its boot AGM of 92 or 105 Ah, a 911\'s stays its small 70 Ah: one 70 Ah AGM does not fit both', () => {
  const a6 = car({ make: 'Audi', fuel: 'diesel', hybrid: true, hybridDrive: 'hybrid', typeName: '50 TDI', ccm: 2967, kw: 210, typeStart: 2018, generationStart: 2018, generation: 'Audi A6 C8 (4A2)', batteryAh: 70 });
  expect(carBatteryAh(a6)).toBe(105);
  expect(carBatteryAh({ ...a6, fuel: 'petrol', typeName: '40 TFSI', hybrid: false, hybridDrive: 'none' })).toBe(92);
  expect(carBatteryAh(car({ make: 'Porsche', fuel: 'petrol', typeName: '911 CARRERA', kw: 283, typeStart: 2019, generation: 'Porsche 911', batteryAh: 70 }))).toBe(70);
  expect(carBatteryAh(car({ make: 'BMW', fuel: 'petrol', typeName: '320i', kw: 135, typeStart: 2019, generation: 'BMW 3er G20', batteryAh: 70 }))).toBe(70);
});

it('keeps a small car\'s own 44 or 51 Ah battery with start-stop: the 60 Ah box does not go into its LB1 tray', () => {
  const polo = car({ make: 'VW', generation: 'VW Polo V (6R1)', typeName: '1.2 TSI', fuel: 'petrol', hybridDrive: 'none', typeStart: 2014, batteryAh: 51 });
  expect(carBatteryAh(polo)).toBe(51);
  expect(carBatteryAh(car({ make: 'Skoda', generation: 'Skoda Fabia III (NJ3)', typeName: '1.0 TSI', fuel: 'petrol', hybridDrive: 'none', typeStart: 2017, batteryAh: 44 }))).toBe(44);
  expect(carBatteryAh(car({ make: 'VW', generation: 'VW Golf VII (5G1)', typeName: '1.2 TSI', fuel: 'petrol', hybridDrive: 'none', typeStart: 2012, batteryAh: 59 }))).toBe(60);
});

test('a full hybrid\'s auxiliary battery is its model\'s: an Auris II and a C-HR I of one engine and size take two, a mild hybrid\'s goes by its tray', () => {
  const auris = car({ make: 'Toyota', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: '1.8 Hybrid', engineCode: '2ZR-FXE', ccm: 1798, kw: 100, typeStart: 2015, generation: 'Toyota Auris II (E18)', batteryAh: 45 });
  const chr = { ...auris, generation: 'Toyota C-HR I (X10)', kw: 90 };
  const battery = (c: CarFacts) => fitmentKey('Starterbatterie', 'size', c, null);
  expect(auxiliaryBatteryModelOf(auris)).toBe('Toyota Auris II (E18)');
  expect(battery({ ...auris, batteryAh: carBatteryAh(auris) })).not.toBe(battery({ ...chr, batteryAh: carBatteryAh(chr) }));
  // Two types of one generation share it.
  expect(battery({ ...chr, kw: 135, batteryAh: carBatteryAh(chr) })).toBe(battery({ ...chr, batteryAh: carBatteryAh(chr) }));
  // A Suzuki SHVS mild hybrid cranks by its starter battery: listed by its box's size, not its model.
  const swift = car({ make: 'Suzuki', fuel: 'petrol', hybrid: true, hybridDrive: 'hybrid', typeName: '1.2 DUALJET HYBRID', ccm: 1197, kw: 61, typeStart: 2020, generation: 'Suzuki Swift', batteryAh: 60 });
  expect(auxiliaryBatteryModelOf(swift)).toBeNull();
  expect(battery(swift)).not.toContain('auxiliary');
});

test('a capacity the base records for the type is the car\'s own: an A6 C8 recorded with 70 Ah takes 70 Ah, not the class\'s 92 or 105 Ah', () => {
  const a6 = car({ make: 'Audi', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '40 TDI', ccm: 1968, kw: 150, typeStart: 2018, generationStart: 2018, generation: 'Audi A6 C8 (4A2)', batteryAh: 70, batteryAhRecorded: true });
  expect(carBatteryAh(a6)).toBe(70);
  expect(carBatteryAh({ ...a6, fuel: 'petrol', typeName: '40 TFSI' })).toBe(70);
  expect(carBatteryAh({ ...a6, fuel: 'petrol', typeName: '55 TFSI e', hybrid: true, hybridDrive: 'plug-in' })).toBe(70);
  // An A6 C7 2.0 TDI ultra recorded with 95 Ah takes the diesel class's 105, within a quarter of its record.
  expect(carBatteryAh({ ...a6, generation: 'Audi A6 C7 (4G2)', typeName: '2.0 TDI ultra', typeStart: 2014, generationStart: 2011, batteryAh: 95 })).toBe(105);
});
