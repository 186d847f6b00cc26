/** Blue Print, Vemo and Vaico numbers carry the make of the cars they fit. */
import { MAKE_CODES, makeCodeFits, makeCodeFor, makeCodeInNumber } from './make-codes';

test('one code stands for a make group: ADV for VW, Audi, Skoda and Seat; V30 for Mercedes', () => {
  expect(makeCodeFor('Blue Print', ['VW', 'Audi', 'Skoda', 'Seat'])).toBe('ADV');
  expect(makeCodeFor('Blue Print', ['Toyota'])).toBe('ADT');
  expect(makeCodeFor('Vemo', ['Mercedes-Benz'])).toBe('V30');
  expect(makeCodeFor('Vaico', ['Renault', 'Dacia'])).toBe('V46');
});

test('no code for cars of two codes, for a make the brand has none for, or for no car', () => {
  expect(makeCodeFor('Blue Print', ['VW', 'BMW'])).toBeUndefined();
  expect(makeCodeFor('Vemo', ['Renault', 'Nissan', 'Mercedes-Benz'])).toBeUndefined();
  expect(makeCodeFor('Blue Print', ['Opel'])).toBeUndefined();
  expect(makeCodeFor('Blue Print', [])).toBeUndefined();
});

test('a number fits a car only when its code stands for the car\'s make: ADV on a Peugeot does not', () => {
  expect(makeCodeInNumber('Blue Print', 'ADV54222')).toBe('ADV');
  expect(makeCodeFits('Blue Print', 'ADV54222', 'Skoda')).toBe(true);
  expect(makeCodeFits('Blue Print', 'ADV54222', 'Peugeot')).toBe(false);
  expect(makeCodeFits('Vemo', 'V20-36-7466', 'Mini')).toBe(true);
  expect(makeCodeFits('Vemo', 'V99-36-7466', 'BMW')).toBe(false);
  expect(makeCodeFits('Brembo', '09.1370.00', 'Porsche')).toBe(true);
});

test('codes of one brand are of one length and each make has one code', () => {
  for (const [brand, codes] of Object.entries(MAKE_CODES)) {
    expect([brand, new Set(Object.keys(codes).map((code) => code.length)).size]).toEqual([brand, 1]);
    const makes = Object.values(codes).flat();
    expect([brand, makes.length]).toEqual([brand, new Set(makes).size]);
  }
});
