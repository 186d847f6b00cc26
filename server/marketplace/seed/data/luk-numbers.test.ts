/** LuK's clutch numbers spell the clutch's diameter in centimetres; its flywheels are one series with a version suffix. */
import { BRANDS } from './brands';
import { createArticleNumbers } from '../article-numbers';
import { createRng } from '../rng';
import type { SeededBrand } from '../shops';
import { lukDiameterCode, lukNumberNotDiameter } from './luk-numbers';

const brands: SeededBrand[] = BRANDS.map((line, index) => {
  const [name = '', pattern = '', groups = ''] = line.split('|');
  return { id: index + 1, name, pattern, groups: groups.split(','), priceFactor: 1 };
});

test('the diameter code is the clutch\'s centimetres: 619 a 190 mm kit, 623 a 228 mm one, 625 250 mm', () => {
  expect([190, 200, 210, 215, 220, 228, 235, 240, 250].map(lukDiameterCode)).toEqual(['19', '20', '21', '22', '22', '23', '24', '24', '25']);
});

test('a LuK kit, disc or plate under another diameter\'s code, or with a suffix LuK never prints, is no LuK number', () => {
  // Numbers no LuK catalogue holds: a "653" kit (530 mm), a 623 kit stated 200 mm, a disc 378 … 86, a flywheel ending 66.
  expect(lukNumberNotDiameter('LuK', 'Kupplungssatz', '653 5961 01', 228)).toBe(true);
  expect(lukNumberNotDiameter('LuK', 'Kupplungssatz', '623 4114 73', 200)).toBe(true);
  expect(lukNumberNotDiameter('LuK', 'Kupplungssatz', '623 4114 00', 200)).toBe(true);
  expect(lukNumberNotDiameter('LuK', 'Kupplungsscheibe', '378 9475 86', 235)).toBe(true);
  expect(lukNumberNotDiameter('LuK', 'Kupplungsscheibe', '323 9475 86', 235)).toBe(true);
  expect(lukNumberNotDiameter('LuK', 'Kupplungsdruckplatte', '323 0581 10', 235)).toBe(true);
  expect(lukNumberNotDiameter('LuK', 'Zweimassenschwungrad', '415 3730 66', 240)).toBe(true);
  // As LuK prints them: the kit, disc and plate of the size, a size between two centimetres under either, the RepSet DMF kit.
  expect(lukNumberNotDiameter('LuK', 'Kupplungssatz', '623 3085 00', 228)).toBe(false);
  expect(lukNumberNotDiameter('LuK', 'Kupplungssatz', '622 3085 00', 228)).toBe(false);
  expect(lukNumberNotDiameter('LuK', 'Kupplungssatz', '624 3085 33', 235)).toBe(false);
  expect(lukNumberNotDiameter('LuK', 'Kupplungssatz', '600 0014 00', 240)).toBe(false);
  expect(lukNumberNotDiameter('LuK', 'Kupplungsscheibe', '320 0128 10', 200)).toBe(false);
  expect(lukNumberNotDiameter('LuK', 'Kupplungsdruckplatte', '124 0321 10', 240)).toBe(false);
  expect(lukNumberNotDiameter('LuK', 'Zweimassenschwungrad', '415 0533 09', 240)).toBe(false);
  // Other brands' and kinds' numbers are theirs to write.
  expect(lukNumberNotDiameter('Sachs', 'Kupplungssatz', '3000 951 089', 228)).toBe(false);
  expect(lukNumberNotDiameter('LuK', 'Ausrücklager', '500 0155 10', undefined)).toBe(false);
});

test('LuK numbers a drawn clutch under its diameter\'s code and a flywheel 415 … 10', () => {
  const numbers = createArticleNumbers(brands);
  const rng = createRng(31);
  const seen = new Set<string>();
  for (let i = 0; i < 1500; i++) {
    for (const kind of ['Kupplungssatz', 'Kupplungsscheibe', 'Kupplungsdruckplatte', 'Zweimassenschwungrad']) {
      const clutchMm = [190, 200, 210, 215, 220, 228, 235, 240, 250][i % 9]!;
      const made = numbers.draw(rng, kind, [{ car: { make: 'VW' } }], { clutchMm });
      if (made.brand.name !== 'LuK') continue;
      expect([kind, made.number, clutchMm, lukNumberNotDiameter('LuK', kind, made.number, clutchMm)]).toEqual([kind, made.number, clutchMm, false]);
      seen.add(kind === 'Zweimassenschwungrad' ? made.number.slice(0, 3) : `${made.number[0]}${lukDiameterCode(clutchMm)}`);
    }
  }
  expect(seen.has('415') && seen.has('619') && seen.has('625') && seen.has('323') && seen.has('122')).toBe(true);
});
