/** Blue Print, Vemo and Vaico numbers carry the make of the cars they fit. */
import { MAKE_CODES, codeDigitsNotFamily, codedPattern, makeCodeFits, makeCodeFor, makeCodeInNumber } from './make-codes';
import { PRODUCT_LINES, lineRegExp } from './product-lines';

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

test("Blue Print numbers an Asian make's part with five digits after the code, a European make's with six", () => {
  expect(codedPattern('Blue Print', '*#####', 'ADV')).toBe('*######');
  expect(codedPattern('Blue Print', '*#####', 'ADT')).toBe('*#####');
  expect(codedPattern('Vemo', '*-##-####', 'V10')).toBe('*-##-####');
  for (const number of ['ADV182101', 'ADB114201', 'ADF124205', 'ADR164201', 'ADP154201', 'ADU174203', 'ADT34299', 'ADN12246', 'ADH22128', 'ADM52235', 'ADG02154', 'ADC42120', 'ADK84214']) {
    expect([number, codeDigitsNotFamily('Blue Print', number)]).toEqual([number, false]);
  }
  for (const number of ['ADV18210', 'ADB11420', 'ADT342991', 'ADG021540']) expect([number, codeDigitsNotFamily('Blue Print', number)]).toEqual([number, true]);
  expect(codeDigitsNotFamily('Vemo', 'V10-73-5415')).toBe(false);
});

test("Blue Print's line reads each code with its family's digits", () => {
  const line = PRODUCT_LINES.find((candidate) => candidate.brand === 'Blue Print')!;
  expect(['ADV182101', 'ADT34299'].every((number) => lineRegExp(line).test(number))).toBe(true);
  expect(['ADV18210', 'ADT342991'].some((number) => lineRegExp(line).test(number))).toBe(false);
});
