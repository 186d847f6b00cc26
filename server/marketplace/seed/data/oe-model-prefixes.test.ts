/** A VW group or Porsche number starts with its car's model (body and chassis parts) or its engine's (engine parts). */
import { drawOeNumber, oeNumberFits } from './oe-number-formats';
import { GENERATION_PREFIXES, generationOwnCar, modelPrefixesFor, ownGenerationPrefixes, vagEnginePrefixes } from './oe-model-prefixes';
import { createRng } from '../rng';

type Car = { generation: string; fuel: 'petrol' | 'diesel' | 'electric'; ccm: number; typeStart: number; engineCode?: string; kw?: number; generationStart?: number };
const draw = (seed: number, make: string, kind: string, axle: 'front' | 'rear' | null, car: Car) => drawOeNumber(createRng(seed), make, { kind, axle, ...car });
const a3 = { generation: 'Audi A3 8Y (GYA)', fuel: 'petrol', ccm: 1498, typeStart: 2020, engineCode: 'DPCA' } as const;
const golf5 = { generation: 'VW Golf V (1K1)', fuel: 'diesel', ccm: 1896, typeStart: 2004, engineCode: 'BKC' } as const;

test('body and chassis parts carry their generation\'s prefix: 8Y0 on an A3 8Y, 57A/5Q0 on a Karoq, 2K5/2K0 on a Caddy IV, 5J0 on a Fabia II', () => {
  for (let seed = 1; seed < 100; seed++) {
    expect(['8Y0', '5WA']).toContain(draw(seed, 'Audi', 'Stoßdämpfer', 'front', a3).slice(0, 3));
    expect(['8Y0 837', '8Y0 839', '5WA 837', '5WA 839']).toContain(draw(seed, 'Audi', 'Fensterheber', null, a3).slice(0, 7));
    expect(['57A', '5Q0']).toContain(draw(seed, 'Skoda', 'Stoßdämpfer', 'rear', { generation: 'Skoda Karoq', fuel: 'petrol', ccm: 1498, typeStart: 2018 }).slice(0, 3));
    expect(['2K5', '2K0']).toContain(draw(seed, 'VW', 'Scheibenwischer', null, { generation: 'VW Caddy IV (SAA)', fuel: 'diesel', ccm: 1968, typeStart: 2015 }).slice(0, 3));
    expect(['5J0', '6Q0']).toContain(draw(seed, 'Skoda', 'Kraftstoffdruckregler', null, { generation: 'Skoda Fabia II (542)', fuel: 'petrol', ccm: 1390, typeStart: 2007 }).slice(0, 3));
  }
});

test('engine parts carry the engine\'s prefix, not the body\'s: a 1.9 TDI PD oil filter 038/045, an EA189 03L, an EA288 04L, an EA211 04E', () => {
  for (let seed = 1; seed < 100; seed++) {
    const filter = draw(seed, 'VW', 'Ölfilter', null, golf5);
    expect(['038', '045']).toContain(filter.slice(0, 3));
    expect(filter.slice(4, 7)).toBe('115');
  }
  expect(vagEnginePrefixes({ generation: '', fuel: 'diesel', ccm: 1598, typeStart: 2010, engineCode: 'CAYC' })).toEqual(['03L']);
  expect(vagEnginePrefixes({ generation: '', fuel: 'diesel', ccm: 1968, typeStart: 2014, engineCode: 'CRBC' })).toEqual(['04L']);
  expect(vagEnginePrefixes({ generation: '', fuel: 'petrol', ccm: 1395, typeStart: 2014, engineCode: 'CZCA' })).toEqual(['04E']);
  expect(modelPrefixesFor('VW', 'Ölfilter', golf5)).not.toContain('1K0');
  expect(modelPrefixesFor('VW', 'Bremsbeläge', golf5)).toEqual(['1K0']);
  expect(modelPrefixesFor('Peugeot', 'Ölfilter', golf5)).toBeNull();
});

test('Porsche numbers start with the car\'s type (95B Macan, 9Y0 Cayenne), and "659 771 928 81" is no Porsche number', () => {
  const macan = { generation: 'Porsche Macan I', fuel: 'petrol', ccm: 1984, typeStart: 2019 } as const;
  for (let seed = 1; seed < 50; seed++) {
    const number = draw(seed, 'Porsche', 'Kardanwelle', null, macan);
    expect([number.slice(0, 3), oeNumberFits('Porsche', number)]).toEqual(['95B', true]);
  }
  expect(['659 771 928 81', '550 296 215 85'].map((number) => oeNumberFits('Porsche', number))).toEqual([false, false]);
  expect(oeNumberFits('Porsche', '95B 407 151 A')).toBe(true);
});

test('every generation\'s prefixes are VW group prefixes the format takes, the own one first', () => {
  for (const [generation, prefixes] of Object.entries(GENERATION_PREFIXES)) {
    expect([generation, prefixes.every((prefix) => /^[0-9][0-9A-Z]{2}$/.test(prefix))]).toEqual([generation, true]);
  }
  expect(GENERATION_PREFIXES['Skoda Fabia II (542)']).not.toContain('540');
});

const octavia3 = { make: 'Skoda', generation: 'Skoda Octavia III (5E3)', generationStart: 2013, fuel: 'petrol', ccm: 1395, typeStart: 2013 } as const;
const octavia4 = { make: 'Skoda', generation: 'Skoda Octavia IV (NX3)', generationStart: 2020, fuel: 'petrol', ccm: 999, typeStart: 2020 } as const;

test('a part for the Octavia IV alone carries the IV\'s MQB evo numbers, never the 5E range the counter reads as the Octavia III', () => {
  for (let seed = 1; seed < 100; seed++) expect(draw(seed, 'Skoda', 'Stoßdämpfer', 'front', octavia4).slice(0, 2)).not.toBe('5E');
  expect(ownGenerationPrefixes('Skoda', 'Stoßdämpfer', [octavia4])).toEqual(['5WA', '5Q0']);
});

test('a part carried over keeps the number of the oldest generation it fits: 5E0/5Q0 on an Octavia III and IV part, whichever car is listed first', () => {
  expect(generationOwnCar('Skoda', [octavia4, octavia3])).toBe(octavia3);
  expect(ownGenerationPrefixes('Skoda', 'Stoßdämpfer', [octavia4, octavia3])).toEqual(['5E0', '5Q0']);
  // The VW group's makes share their numbers: a Golf VII's part also fitted to the Octavia IV is the Golf VII's.
  const golf7 = { make: 'VW', generation: 'VW Golf VII (5G1)', generationStart: 2012, fuel: 'petrol', ccm: 1395, typeStart: 2012 } as const;
  expect(generationOwnCar('Skoda', [octavia4, golf7])).toBe(golf7);
  expect(ownGenerationPrefixes('Mercedes-Benz', 'Stoßdämpfer', [octavia4])).toBeNull();
});

test('Jaguar and Land Rover numbers are of the range their car was launched in: T2H/T4A on an X260 XF, LR1 on a 2022 Range Rover, no C2… or LR0…', () => {
  const xf = { make: 'Jaguar', generation: 'Jaguar XF', generationStart: 2015, fuel: 'diesel', ccm: 1998, typeStart: 2015 } as const;
  const rangeRover = { make: 'Land Rover', generation: 'Land Rover Range Rover', generationStart: 2022, fuel: 'petrol', ccm: 2996, typeStart: 2022 } as const;
  for (let seed = 1; seed < 50; seed++) {
    const jaguar = draw(seed, 'Jaguar', 'Federbeinstützlager', 'rear', xf);
    expect([['T2H', 'T4A'].includes(jaguar.slice(0, 3)), oeNumberFits('Jaguar', jaguar)]).toEqual([true, true]);
    const landRover = draw(seed, 'Land Rover', 'Hydrostößel', null, rangeRover);
    expect([landRover.slice(0, 3), oeNumberFits('Land Rover', landRover)]).toEqual(['LR1', true]);
  }
  expect(modelPrefixesFor('Land Rover', 'Bremsbeläge', { ...rangeRover, generation: 'Land Rover Discovery Sport', generationStart: 2015 })).toEqual(['LR0']);
  expect(modelPrefixesFor('Jaguar', 'Bremsbeläge', { ...xf, generation: 'Jaguar XJ', generationStart: 2010 })).toContain('C2Z');
});

test('a body panel or lamp carries its own model\'s prefix, never the platform\'s: 8P0 on an A3 8P bumper, 1T0 on a Touran I bumper', () => {
  const a3p = { generation: 'Audi A3 8P (8P1)', fuel: 'petrol', ccm: 1595, typeStart: 2003 } as const;
  const touran = { generation: 'VW Touran I (1T1)', fuel: 'diesel', ccm: 1968, typeStart: 2010 } as const;
  for (let seed = 1; seed < 60; seed++) {
    expect(draw(seed, 'Audi', 'Stoßstange', null, a3p).slice(0, 3)).toBe('8P0');
    expect(draw(seed, 'VW', 'Stoßstange', null, touran).slice(0, 3)).toBe('1T0');
    expect(draw(seed, 'Audi', 'Kotflügel', null, a3p).slice(0, 3)).toBe('8P0');
  }
  expect(modelPrefixesFor('Audi', 'Stoßstange', a3p)).toEqual(['8P0']);
  expect(modelPrefixesFor('Audi', 'Stoßdämpfer', a3p)).toEqual(['8P0', '1K0']);
});
