import { densoHeatCode, heatRangeInNumber } from './spark-plug-numbers';
import { PRODUCT_LINES, patternRegExp } from './product-lines';

test('a Denso plug number spells its heat range: K20TT is a 6, K87TT no plug at all', () => {
  expect(heatRangeInNumber('Denso', 'K20TT-123')).toBe(6);
  expect(heatRangeInNumber('Denso', 'K16TT-004')).toBe(5);
  expect(heatRangeInNumber('Denso', 'K87TT-3')).toBeNaN();
  expect(heatRangeInNumber('NGK', '4711')).toBeUndefined();
  expect(densoHeatCode(7)).toBe('22');
});

test('Denso\'s plug line numbers every plug with a heat code that exists, never a free pair of digits', () => {
  const line = PRODUCT_LINES.find((l) => l.brand === 'Denso' && l.kinds.includes('Zündkerzen'))!;
  const format = patternRegExp(line.pattern);
  expect(format.test('K20TT-123')).toBe(true);
  expect(format.test('K87TT-123')).toBe(false);
  expect(format.test('K87TT-3')).toBe(false);
});
