/** A catalytic converter's Euro stage is the type's, from its years: its approval year and the year it was last built. */
import { STILL_BUILT, emissionStageOf } from './emission-classes';

test('a type approved after a stage came in for new types is built to it', () => {
  expect(emissionStageOf({ typeStart: 2003, typeEnd: 2005 })).toBe('Euro 3');
  expect(emissionStageOf({ typeStart: 2010, typeEnd: 2010 })).toBe('Euro 5');
  expect(emissionStageOf({ typeStart: 2015, typeEnd: 2015 })).toBe('Euro 6');
  expect(emissionStageOf({ typeStart: 2018, typeEnd: 2019 })).toBe('Euro 6d-TEMP');
  expect(emissionStageOf({ typeStart: 2023, typeEnd: STILL_BUILT })).toBe('Euro 6d');
});

test('a type built on after a stage bound every new car was brought up to it: no Euro 4 converter on a Kangoo built until 2021', () => {
  expect(emissionStageOf({ typeStart: 2009, typeEnd: 2021 })).toBe('Euro 6d');
  expect(emissionStageOf({ typeStart: 2014, typeEnd: 2018 })).toBe('Euro 6');
  expect(emissionStageOf({ typeStart: 2008, typeEnd: 2013 })).toBe('Euro 5');
  expect(emissionStageOf({ typeStart: 2012, typeEnd: 2019 })).toBe('Euro 6');
  expect(emissionStageOf({ typeStart: 2012, typeEnd: 2020 })).toBe('Euro 6d-TEMP');
});
