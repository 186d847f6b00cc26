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
