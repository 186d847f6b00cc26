/** Fitment keys that follow what decides the part: the vehicle for a propshaft, the torque for a clutch, the family for a glow plug, the bore for a head gasket. */
import { fitmentKey, type CarFacts } from './fitment-rules';

const GOLF: CarFacts = {
  make: 'VW', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '2.0 TDI', engineCode: 'CRBC', ccm: 1968, kw: 110, typeStart: 2013, generationStart: 2012, platform: 'MQB', engine: 'diesel/CRBC', generation: 'VW Golf VII (5G1)',
  frontDiscMm: 312, rearDiscMm: 272, rearDrumMm: 0, wipersMm: [650, 400], batteryAh: 68, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 504.00/507.00',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...GOLF, ...facts });

test('a propshaft is the vehicle\'s: one OM654 in a CLS, a Vito and a GLE takes three, and every engine of one generation and drive shares one', () => {
  const om654 = { make: 'Mercedes-Benz', engine: 'diesel/OM654', engineCode: 'OM654', ccm: 1950, platform: 'Mercedes-Benz/MRA' };
  const cls = car({ ...om654, typeName: 'CLS 220 d', generation: 'Mercedes-Benz CLS' });
  const vito = car({ ...om654, typeName: 'Vito Tourer 116 CDI', generation: 'Mercedes-Benz Vito Tourer', platform: 'Mercedes-Benz Vito Tourer' });
  const gle = car({ ...om654, typeName: 'GLE 300 d 4MATIC', generation: 'Mercedes-Benz GLE', platform: 'Mercedes-Benz GLE' });
  const keys = [cls, vito, gle].map((c) => fitmentKey('Kardanwelle', 'engine', c, null));
  expect(new Set(keys).size).toBe(3);
  expect(fitmentKey('Kardanwelle', 'engine', { ...cls, engine: 'petrol/M264', typeName: 'CLS 300' }, null)).toBe(keys[0]);
});

test('a clutch is keyed by its engine and the diameter its torque takes: a 50 kW and a 96 kW K9K take two kits, two types of one torque one', () => {
  const k9k = (kw: number) => car({ make: 'Renault', engine: 'diesel/K9K', engineCode: 'K9K', ccm: 1461, kw, platform: 'Renault/B', generation: 'Renault Clio III (BR0)', typeName: `1.5 dCi ${kw}` });
  for (const kind of ['Kupplungssatz', 'Kupplungsscheibe', 'Kupplungsdruckplatte', 'Zweimassenschwungrad']) {
    expect(fitmentKey(kind, 'engine', k9k(50), null)).not.toBe(fitmentKey(kind, 'engine', k9k(96), null));
    expect(fitmentKey(kind, 'engine', k9k(50), null)).toBe(fitmentKey(kind, 'engine', k9k(51), null));
  }
});

test('glow plugs are keyed by engine family: the Golf VII\'s CRBC and the Passat B8\'s CRLB take one plug', () => {
  expect(fitmentKey('Glühkerzen', 'engine', GOLF, null)).toBe(fitmentKey('Glühkerzen', 'engine', car({ engineCode: 'CRLB', engine: 'diesel/CRLB', generation: 'VW Passat B8 (3G2)' }), null));
});

test('a head gasket is keyed by its engine and bore', () => {
  expect(fitmentKey('Zylinderkopfdichtung', 'engine', GOLF, null)).toBe('engine/diesel/CRBC/81');
});

test('a 3er G20 318i, 320d xDrive and 330d take three propshafts: drive, cylinders and gearbox split the key', () => {
  const g20 = { make: 'BMW', fuel: 'diesel' as const, generation: 'BMW 3er (G20)', platform: 'CLAR', generationStart: 2019, typeStart: 2019 };
  const keys = [
    car({ ...g20, fuel: 'petrol', typeName: '318i', ccm: 1998, kw: 115, engine: 'petrol/B48B20' }),
    car({ ...g20, typeName: '320d xDrive', ccm: 1995, kw: 140, engine: 'diesel/B47D20' }),
    car({ ...g20, typeName: '330d', ccm: 2993, kw: 210, engine: 'diesel/B57D30' }),
  ].map((c) => fitmentKey('Kardanwelle', 'engine', c, null));
  expect(new Set(keys).size).toBe(3);
});

test('a blower resistor is the generation\'s heater box\'s, a fuel filter the platform\'s fuel line\'s: one K9K in a Logan and a Mégane takes two', () => {
  const k9k = { make: 'Renault', engine: 'diesel/K9K', engineCode: 'K9K', ccm: 1461, kw: 66 };
  const logan = car({ ...k9k, platform: 'Renault/B0', generation: 'Dacia Logan I', typeName: '1.5 dCi' });
  const megane = car({ ...k9k, platform: 'CMF-CD', generation: 'Renault Mégane IV', typeName: '1.5 dCi 90' });
  for (const kind of ['Vorwiderstand Gebläse', 'Kraftstofffilter']) expect(fitmentKey(kind, 'engine', logan, null)).not.toBe(fitmentKey(kind, 'engine', megane, null));
});

test('a clutch carries one power band: a 66 kW and an 81 kW K9K of one clutch size take two kits', () => {
  const k9k = (kw: number) => car({ make: 'Renault', engine: 'diesel/K9K', engineCode: 'K9K', ccm: 1461, kw, platform: 'Renault/B', generation: 'Renault Clio IV', typeName: '1.5 dCi' });
  expect(fitmentKey('Kupplungssatz', 'engine', k9k(66), null)).not.toBe(fitmentKey('Kupplungssatz', 'engine', k9k(81), null));
});

test('a formed coolant or charge-air hose is one generation\'s: a K9K on the B0 platform takes its own hose in a Logan I, a Sandero II and a Duster II', () => {
  const k9k = (generation: string) => car({ make: 'Dacia', engine: 'diesel/K9K', engineCode: 'K9K', ccm: 1461, kw: 66, platform: 'B0', generation, typeName: '1.5 dCi' });
  for (const kind of ['Ladeluftschlauch', 'Kühlerschlauch']) {
    const keys = ['Dacia Logan I (LS)', 'Dacia Sandero II (B8)', 'Dacia Duster II (HM)'].map((generation) => fitmentKey(kind, 'engine', k9k(generation), null));
    expect(new Set(keys).size).toBe(3);
    // Two types of one generation and engine share the hose.
    expect(fitmentKey(kind, 'engine', { ...k9k('Dacia Duster II (HM)'), kw: 85 }, null)).toBe(keys[2]);
  }
  // An engine mount stays the platform's.
  expect(fitmentKey('Motorlager', 'engine', k9k('Dacia Logan I (LS)'), null)).toBe(fitmentKey('Motorlager', 'engine', k9k('Dacia Duster II (HM)'), null));
});
