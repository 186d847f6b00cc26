/** Variants the French list carries from a replaced generation are filed under that generation, with its years. */
import { generationOfVariant } from './earlier-generations';
import { typeStartByEngine } from './engine-launches';

test('the list\'s Civic 1.0 and 1.5 VTEC Turbo are the Civic X of 2017 to 2022; its 2.0 e:HEV is today\'s Civic', () => {
  expect(generationOfVariant('Honda', 'Civic', { fuel: 'petrol', ccm: 988, kw: 93 }, 2023)).toEqual({ series: 'Civic X', yearStart: 2017, yearEnd: 2022 });
  expect(generationOfVariant('Honda', 'Civic', { fuel: 'petrol', ccm: 1498, kw: 134 }, 2023).series).toBe('Civic X');
  expect(generationOfVariant('Honda', 'Civic', { fuel: 'hybrid', ccm: 1993, kw: 105 }, 2023)).toEqual({ series: 'Civic', yearStart: 2022, yearEnd: null });
});

test('the Tourneo Connect\'s 1.5 EcoBlue and 1.0 EcoBoost are the Tourneo Connect II; the 2.0 EcoBlue (VW\'s 2.0 TDI) and 1.5 EcoBoost are the Caddy-based one of 2022', () => {
  expect(generationOfVariant('Ford', 'Tourneo Connect', { fuel: 'diesel', ccm: 1499, kw: 88 }, 2023).series).toBe('Tourneo Connect II');
  expect(generationOfVariant('Ford', 'Tourneo Connect', { fuel: 'petrol', ccm: 999, kw: 74 }, 2023).series).toBe('Tourneo Connect II');
  expect(generationOfVariant('Ford', 'Tourneo Connect', { fuel: 'diesel', ccm: 1968, kw: 90 }, 2023)).toEqual({ series: 'Tourneo Connect', yearStart: 2022, yearEnd: null });
});

test('the list\'s RX 450h and 450hL (3.5 V6 hybrid) are the RX IV (AL20) of 2015 to 2022, the 450hL from 2018; the RX of 2022 is the 350h, 450h+ and 500h', () => {
  expect(generationOfVariant('Lexus', 'RX', { fuel: 'hybrid', ccm: 3456, kw: 193 }, 2023)).toEqual({ series: 'RX IV', yearStart: 2015, yearEnd: 2022 });
  expect(generationOfVariant('Lexus', 'RX', { fuel: 'hybrid', ccm: 2487, kw: 140 }, 2023)).toEqual({ series: 'RX', yearStart: 2022, yearEnd: null });
  expect(typeStartByEngine('Lexus', 'RX IV', 'RX 450hL', 2015, 2022, 3456, 'hybrid')).toBe(2018);
  expect(typeStartByEngine('Lexus', 'RX IV', 'RX 450h', 2015, 2022, 3456, 'hybrid')).toBe(2015);
});

test('the list\'s NX 300h is the first NX of 2014 to 2021; the 350h is today\'s NX', () => {
  expect(generationOfVariant('Lexus', 'NX', { fuel: 'hybrid', ccm: 2494, kw: 114 }, 2023)).toEqual({ series: 'NX I', yearStart: 2014, yearEnd: 2021 });
  expect(generationOfVariant('Lexus', 'NX', { fuel: 'hybrid', ccm: 2487, kw: 140 }, 2023).series).toBe('NX');
});
