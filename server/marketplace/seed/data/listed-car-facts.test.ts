import { listedCarFacts, listedEngineOf } from './listed-car-facts';

test('a mid-size diesel takes a 74 Ah battery, the size the trade sells most of', () => {
  const sizes = new Set([60, 85, 100, 120, 140, 180].map((kw) => listedCarFacts({ make: 'Opel', generation: 'Astra L', fuel: 'diesel', kw, ccm: 1499 }).batteryAh));
  expect(sizes).toContain(74);
});

test('a sports car carries its small AGM battery, not its power class\'s 95 Ah: a 911 GT3 70 Ah, a Ferrari F8 60 Ah; a Cayenne keeps its class\'s', () => {
  expect(listedCarFacts({ make: 'Porsche', generation: 'Porsche 911', fuel: 'petrol', kw: 375, ccm: 3996 }).batteryAh).toBe(70);
  expect(listedCarFacts({ make: 'Ferrari', generation: 'Ferrari F8', fuel: 'petrol', kw: 530, ccm: 3902 }).batteryAh).toBe(60);
  expect(listedCarFacts({ make: 'Porsche', generation: 'Porsche Cayenne', fuel: 'petrol', kw: 250, ccm: 2995 }).batteryAh).toBe(92);
});

test('the car\'s own 12 V battery: a Yaris II 1.3 a small JIS box, a Yaris hybrid\'s auxiliary 35 to 45 Ah, a Model 3 33 Ah, not by power', () => {
  expect(listedCarFacts({ make: 'Toyota', generation: 'Toyota Yaris II', fuel: 'petrol', kw: 64, ccm: 1298 }).batteryAh).toBeLessThanOrEqual(45);
  const hybrid = listedCarFacts({ make: 'Toyota', generation: 'Toyota Yaris IV', fuel: 'petrol', kw: 85, ccm: 1490, hybridDrive: 'hybrid' }).batteryAh;
  expect(hybrid).toBeGreaterThanOrEqual(35);
  expect(hybrid).toBeLessThanOrEqual(45);
  expect(listedCarFacts({ make: 'Tesla', generation: 'Tesla Model 3', fuel: 'electric', kw: 324, ccm: 0 }).batteryAh).toBe(33);
});

test('a Mini F56 Cooper S and Cooper SE brake their rear wheels with 259 mm solid discs, not 300 mm ventilated ones', () => {
  expect(listedCarFacts({ make: 'Mini', generation: 'Mini Mini (F56)', fuel: 'petrol', kw: 141, ccm: 1998 }).rearDiscMm).toBe(259);
  expect(listedCarFacts({ make: 'Mini', generation: 'Mini Mini (F56)', fuel: 'electric', kw: 135, ccm: 0 }).rearDiscMm).toBe(259);
});

test('Porsche\'s 4.0 litre is two engines: the 911 GT3\'s and 718 GT4\'s flat-six, the Cayenne\'s and Panamera\'s twin-turbo V8', () => {
  const gt3 = listedEngineOf({ make: 'Porsche', fuel: 'petrol', ccm: 3996, generation: 'Porsche 911' });
  const cayenne = listedEngineOf({ make: 'Porsche', fuel: 'petrol', ccm: 3996, generation: 'Porsche Cayenne' });
  expect(gt3).not.toBe(cayenne);
  expect(listedEngineOf({ make: 'Porsche', fuel: 'petrol', ccm: 3995, generation: 'Porsche Cayman' })).toMatch(/flat-six$/);
  expect(listedEngineOf({ make: 'VW', fuel: 'petrol', ccm: 1498, generation: 'VW Golf 8' })).toBe('VW/petrol/1498');
});

test('Mercedes-AMG\'s 2.0 litre is two engines: the CLA 35\'s M260 (the A 250\'s) and the CLA and GLA 45\'s M139', () => {
  const car = { make: 'Mercedes-Benz', fuel: 'petrol' as const, ccm: 1991, generation: 'CLA' };
  const cla35 = listedEngineOf({ ...car, typeName: 'AMG CLA 35 4MATIC' });
  expect(cla35).toBe('Mercedes-Benz/petrol/1991');
  expect(listedEngineOf({ ...car, typeName: 'A 250 e' })).toBe(cla35);
  expect(listedEngineOf({ ...car, typeName: 'AMG CLA 45 S 4MATIC' })).not.toBe(cla35);
  expect(listedEngineOf({ ...car, generation: 'GLA', typeName: 'AMG GLA 45' })).toBe(listedEngineOf({ ...car, typeName: 'AMG CLA 45 S 4MATIC' }));
});

test('a small car\'s low beam is its generation\'s known lamp, or none: the H4 city cars, the LED ones, no H7 by default', () => {
  const lamp = (generation: string, make: string, generationStart: number) => listedCarFacts({ make, generation, fuel: 'petrol', kw: 51, ccm: 998, generationStart }).headlamp;
  expect(lamp('Toyota Aygo II (B4)', 'Toyota', 2014)).toBe('H4');
  expect(lamp('Mitsubishi Space Star', 'Mitsubishi', 2012)).toBe('H4');
  expect(lamp('Renault Twingo III', 'Renault', 2014)).toBe('H4');
  expect(lamp('Honda Jazz IV (GR)', 'Honda', 2020)).toBe('LED');
  expect(lamp('Volvo XC40 (536)', 'Volvo', 2017)).toBe('LED');
  expect(lamp('Toyota Aygo X', 'Toyota', 2022)).toBe('LED');
  // Not known: an i10 or Picanto base lamp is an H4 reflector, a projector trim's an H7; no bulb is offered.
  expect(lamp('Hyundai I 10 (AC3)', 'Hyundai', 2019)).toBe('');
  expect(lamp('Kia Picanto (JA)', 'Kia', 2017)).toBe('');
});
