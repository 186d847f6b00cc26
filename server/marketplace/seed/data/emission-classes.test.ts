/** A catalytic converter's Euro stage is the type's approval: the stage in force for new types in its first build year. */
import { emissionStageOf } from './emission-classes';

test('a type approved after a stage came in for new types is built to it', () => {
  expect(emissionStageOf({ typeStart: 2003 })).toBe('Euro 3');
  expect(emissionStageOf({ typeStart: 2005 })).toBe('Euro 4');
  expect(emissionStageOf({ typeStart: 2010 })).toBe('Euro 5');
  expect(emissionStageOf({ typeStart: 2015 })).toBe('Euro 6');
  expect(emissionStageOf({ typeStart: 2018 })).toBe('Euro 6d-TEMP');
  expect(emissionStageOf({ typeStart: 2023 })).toBe('Euro 6d');
});

test('a type built on past the next stage keeps its first cars\' stage: no Euro 6d filter on a Kangoo built from 2009', () => {
  const kangoo = { typeStart: 2009, typeEnd: 2021 };
  expect(emissionStageOf(kangoo)).toBe('Euro 4');
  const builtOn = [{ typeStart: 2012, typeEnd: 2020 }, { typeStart: 2014, typeEnd: 2018 }];
  for (const type of builtOn) expect(emissionStageOf(type)).toBe('Euro 5');
  for (const typeStart of [2000, 2005, 2009, 2011, 2013, 2014]) {
    const stillBuilt = { typeStart, typeEnd: 2025 };
    expect(emissionStageOf(stillBuilt)).not.toMatch(/^Euro 6/);
  }
});

test('an engine line built to Euro 6 only is Euro 6 in the year Euro 6 came: no Euro 5 filter on a 2014 BlueHDi, B37, B13DTC or CXXB', () => {
  expect(emissionStageOf({ typeStart: 2014, make: 'Peugeot', typeName: '1.6 BlueHDi 100', engineCode: 'DV6FD' })).toBe('Euro 6');
  expect(emissionStageOf({ typeStart: 2014, make: 'Mini', typeName: 'Cooper D', engineCode: 'B37C15' })).toBe('Euro 6');
  expect(emissionStageOf({ typeStart: 2014, make: 'BMW', typeName: '520d', engineCode: 'B47D20' })).toBe('Euro 6');
  expect(emissionStageOf({ typeStart: 2014, make: 'Opel', typeName: '1.3 CDTI', engineCode: 'B13DTC' })).toBe('Euro 6');
  expect(emissionStageOf({ typeStart: 2014, make: 'VW', typeName: '1.6 TDI', engineCode: 'CXXB' })).toBe('Euro 6');
  expect(emissionStageOf({ typeStart: 2014, make: 'VW', typeName: '2.0 TDI', engineCode: 'CRLB' })).toBe('Euro 6');
  expect(emissionStageOf({ typeStart: 2014, make: 'VW', generation: 'VW Polo V (6R1, 6C1)', typeName: '1.4 TDI', engineCode: '' })).toBe('Euro 6');
  expect(emissionStageOf({ typeStart: 2014, make: 'VW', generation: 'VW Passat B8 (3G2, 3G5)', typeName: '2.0 BiTDI', engineCode: 'CUAA' })).toBe('Euro 6');
  expect(emissionStageOf({ typeStart: 2014, make: 'Skoda', generation: 'Skoda Fabia III (NJ3, NJ5)', typeName: '1.0 MPI', engineCode: '' })).toBe('Euro 6');
  // The Euro 5 lines stay Euro 5: an Opel A code, a 1.6 HDi, the EA189 1.6 TDI.
  expect(emissionStageOf({ typeStart: 2014, make: 'Opel', typeName: '1.3 CDTI', engineCode: 'A13DTE' })).toBe('Euro 5');
  expect(emissionStageOf({ typeStart: 2012, make: 'Peugeot', typeName: '1.6 HDi 92', engineCode: 'DV6DTED' })).toBe('Euro 5');
  expect(emissionStageOf({ typeStart: 2012, make: 'VW', typeName: '1.6 TDI', engineCode: 'CAYC' })).toBe('Euro 5');
  // A later stage by the years stays: a B47 of 2018 is Euro 6d-TEMP.
  expect(emissionStageOf({ typeStart: 2018, make: 'BMW', typeName: '520d', engineCode: 'B47D20' })).toBe('Euro 6d-TEMP');
});
