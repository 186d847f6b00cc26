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
