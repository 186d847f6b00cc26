/** A ribbed belt's number spells its ribs and length, as Contitech, Gates and Dayco print it. */
import { beltCode, beltSizeInNumber } from './belt-numbers';
import { patternRegExp, PRODUCT_LINES } from './product-lines';

test('6PK1720 is 6 ribs and 1,720 mm, with or without Dayco\'s S; another maker\'s number spells none', () => {
  expect(beltSizeInNumber('6PK1720')).toEqual({ ribs: 6, lengthMm: 1720 });
  expect(beltSizeInNumber('5PK935S')).toEqual({ ribs: 5, lengthMm: 935 });
  expect(beltSizeInNumber('1 987 947 123')).toBeUndefined();
  expect(beltCode(7, 1153)).toBe('7PK1153');
});

test('the belt lines of Contitech, Gates and Dayco number by size: their patterns take any rib count, not Gates\' 6 only', () => {
  const lines = PRODUCT_LINES.filter((line) => line.kinds.includes('Keilrippenriemen') && ['Contitech', 'Gates', 'Dayco'].includes(line.brand));
  expect(lines).toHaveLength(3);
  for (const line of lines) {
    const pattern = patternRegExp(line.pattern);
    expect([line.brand, pattern.test(line.brand === 'Dayco' ? '5PK1130S' : '5PK1130')]).toEqual([line.brand, true]);
  }
});
