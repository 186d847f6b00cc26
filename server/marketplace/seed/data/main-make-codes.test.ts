/** SWAG, Topran and Meyle numbers start with the code of the make the part is catalogued under: its main fitted make. */
import { BRANDS } from './brands';
import { mainMakeCode, mainMakeCodeInNumber, mainMakeOf } from './main-make-codes';
import { createArticleNumbers } from '../article-numbers';
import { createRng } from '../rng';
import type { SeededBrand } from '../shops';

const brands: SeededBrand[] = BRANDS.map((line, index) => {
  const [name = '', pattern = '', groups = ''] = line.split('|');
  return { id: index + 1, name, pattern, groups: groups.split(','), priceFactor: 1 };
});
const cars = (...makes: string[]) => makes.map((make) => ({ car: { make } }));

test('the main make is the one most of the cars are of', () => {
  expect(mainMakeOf(['Skoda', 'VW', 'VW', 'Audi'])).toBe('VW');
  expect(mainMakeOf(['BMW', 'Mini'])).toBe('BMW');
  expect(mainMakeOf([])).toBeUndefined();
  expect([mainMakeCode('SWAG', 'BMW'), mainMakeCode('SWAG', 'VW'), mainMakeCode('Topran', 'Opel'), mainMakeCode('Meyle', 'Mercedes-Benz'), mainMakeCode('Meyle', 'Ford')]).toEqual(['20', '30', '2', '01', '71']);
});

test('a drawn SWAG, Topran or Meyle number carries its main fitted make\'s code, in the brand\'s format; Lemförder prints 5+2, Behr a climate part\'s own prefix', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(5);
  const seen = new Set<string>();
  for (const [fitted, make] of [[cars('BMW', 'BMW', 'Mini'), 'BMW'], [cars('VW', 'Audi', 'Toyota'), 'VW'], [cars('Opel'), 'Opel'], [cars('Ford', 'Mazda', 'Ford'), 'Ford']] as const) {
    for (let i = 0; i < 400; i++) {
      const made = numbers.draw(rng, 'Querlenker', fitted);
      const brand = made.brand.name;
      seen.add(brand);
      if (['SWAG', 'Topran', 'Meyle'].includes(brand)) expect([brand, made.number, mainMakeCodeInNumber(brand, made.number)]).toEqual([brand, made.number, mainMakeCode(brand, make)]);
      if (brand === 'Meyle') expect(made.number).toMatch(/^\d{3} \d{3} \d{4}$/);
      if (brand === 'Lemförder') expect(made.number).toMatch(/^\d{5} \d{2}$/);
    }
  }
  expect(['SWAG', 'Topran', 'Meyle', 'Lemförder'].filter((brand) => !seen.has(brand))).toEqual([]);
  for (const [kind, prefix] of [['Verdampfer', '8FV'], ['Klimakompressor', '8FK'], ['Trockner Klimaanlage', '8FT'], ['Expansionsventil', '8UW'], ['Klimakondensator', '8FC']] as const) {
    for (let i = 0; i < 300; i++) {
      const made = numbers.draw(rng, kind, cars('VW'));
      if (made.brand.name === 'Behr') expect(made.number.slice(0, 3)).toBe(prefix);
    }
  }
});

test('a Zimmermann disc starts with its main fitted make\'s block: 150 BMW, 100 VW group, 400 Mercedes', () => {
  expect([mainMakeCode('Zimmermann', 'BMW'), mainMakeCode('Zimmermann', 'Skoda'), mainMakeCode('Zimmermann', 'Mercedes-Benz'), mainMakeCode('Zimmermann', 'Peugeot')]).toEqual(['150', '100', '400', '440']);
  const numbers = createArticleNumbers(brands);
  const rng = createRng(7);
  let seen = 0;
  for (const [fitted, code] of [[cars('BMW', 'Mini', 'BMW'), '150'], [cars('Skoda', 'VW'), '100'], [cars('Mercedes-Benz'), '400']] as const) {
    for (let i = 0; i < 400; i++) {
      const made = numbers.draw(rng, 'Bremsscheiben', fitted);
      if (made.brand.name !== 'Zimmermann') continue;
      seen++;
      expect(made.number).toMatch(new RegExp(`^${code}\\.\\d{4}\\.\\d{2}$`));
      expect(mainMakeCodeInNumber('Zimmermann', made.number)).toBe(code);
    }
  }
  expect(seen).toBeGreaterThan(0);
});

test('a Tesla disc carries Zimmermann\'s Tesla block, and no rare make the 600 printed on VW\'s discs', () => {
  expect(mainMakeCode('Zimmermann', 'Tesla')).toBe('650');
  for (const make of ['Tesla', 'MG', 'McLaren', 'Aston Martin', 'SsangYong', 'Polestar']) expect([make, mainMakeCode('Zimmermann', make)]).not.toEqual([make, '600']);
  expect(mainMakeCodeInNumber('Zimmermann', '650.1370.20')).toBe('650');
});

test('an SKF timing-belt number opens with its main fitted make\'s group: VKMA 01… VW group, 02… Fiat, 03… PSA, 04… Ford, 06… Renault', () => {
  expect([mainMakeCode('SKF', 'Audi'), mainMakeCode('SKF', 'Fiat'), mainMakeCode('SKF', 'Citroën'), mainMakeCode('SKF', 'Ford'), mainMakeCode('SKF', 'Dacia')]).toEqual(['01', '02', '03', '04', '06']);
  expect(mainMakeCodeInNumber('SKF', 'VKMT 58039')).toBeUndefined();
  const numbers = createArticleNumbers(brands);
  const rng = createRng(11);
  let seen = 0;
  for (const [fitted, code] of [[cars('VW', 'Skoda'), '01'], [cars('Fiat'), '02'], [cars('Peugeot', 'Citroën'), '03'], [cars('Ford'), '04'], [cars('Renault'), '06']] as const) {
    for (const kind of ['Zahnriemen', 'Zahnriemensatz', 'Zahnriemensatz mit Wasserpumpe']) {
      for (let i = 0; i < 200; i++) {
        const made = numbers.draw(rng, kind, fitted);
        if (made.brand.name !== 'SKF') continue;
        seen++;
        expect(made.number).toMatch(new RegExp(`^VKM[TAC] ${code}\\d{3}$`));
        expect(mainMakeCodeInNumber('SKF', made.number)).toBe(code);
      }
    }
  }
  expect(seen).toBeGreaterThan(0);
});

test('a Brembo pad, shoe, caliper or master cylinder carries its main fitted make after the letter: P 85 VW group, P 68 Dacia, P 06 BMW', () => {
  expect([mainMakeCode('Brembo', 'VW'), mainMakeCode('Brembo', 'Dacia'), mainMakeCode('Brembo', 'BMW'), mainMakeCode('Brembo', 'Opel'), mainMakeCode('Brembo', 'Ford')]).toEqual(['85', '68', '06', '59', '24']);
  expect(mainMakeCodeInNumber('Brembo', 'P 05 251')).toBeUndefined();
  expect(mainMakeCodeInNumber('Brembo', 'F 85 251')).toBe('85');
  const numbers = createArticleNumbers(brands);
  const rng = createRng(11);
  const seen = new Set<string>();
  for (const kind of ['Bremsbeläge', 'Bremsbacken', 'Bremssattel', 'Hauptbremszylinder']) {
    for (const [fitted, code] of [[cars('Dacia', 'Renault', 'Dacia'), '68'], [cars('VW', 'Audi', 'VW'), '85'], [cars('Opel'), '59']] as const) {
      for (let i = 0; i < 300; i++) {
        const made = numbers.draw(rng, kind, fitted);
        if (made.brand.name !== 'Brembo') continue;
        seen.add(kind);
        expect([kind, made.number]).toEqual([kind, expect.stringMatching(new RegExp(`^[PSFM] ${code} \\d{3}$`))]);
      }
    }
  }
  expect([...seen].sort()).toEqual(['Bremsbacken', 'Bremsbeläge', 'Bremssattel', 'Hauptbremszylinder']);
});

test('a Denso compressor carries its make\'s two digits after DCP: 02 Audi, 32 VW, 05 BMW, 17 Mercedes, 50 Toyota', () => {
  expect(mainMakeCode('Denso', 'BMW')).toBe('05');
  expect(mainMakeCode('Denso', 'Audi')).toBe('02');
  expect(mainMakeCode('Denso', 'Skoda')).toBe('32');
  expect(mainMakeCode('Denso', 'Mercedes-Benz')).toBe('17');
  expect(mainMakeCodeInNumber('Denso', 'DCP02010')).toBe('02');
  expect(mainMakeCodeInNumber('Denso', 'DCP05020')).toBe('05');
  expect(mainMakeCodeInNumber('SKF', 'VKMA 01250')).toBe('01');
});
