import { densoHeatCode, densoPlugDesignation, densoPlugNotDesignation, heatRangeInNumber } from './spark-plug-numbers';
import { PRODUCT_LINES, patternRegExp } from './product-lines';

test('a Denso plug number spells its heat range: K20TT is a 6, K87TT no plug at all', () => {
  expect(heatRangeInNumber('Denso', 'K20TT')).toBe(6);
  expect(heatRangeInNumber('Denso', 'K16TT-004')).toBe(5);
  expect(heatRangeInNumber('Denso', 'IXEH22TT')).toBe(7);
  expect(heatRangeInNumber('Denso', 'VK24')).toBe(8);
  expect(heatRangeInNumber('Denso', 'K87TT-3')).toBeNaN();
  expect(heatRangeInNumber('NGK', '4711')).toBeUndefined();
  expect(densoHeatCode(7)).toBe('22');
});

test('a Denso plug\'s number is its designation: thread, heat range and line, no suffix', () => {
  expect(densoPlugDesignation('M14x1.25', 6, '0.7')).toBe('K20TT');
  expect(densoPlugDesignation('M14x1.25', 6, '1.0')).toBe('IK20TT');
  expect(densoPlugDesignation('M12x1.25', 7, '0.9')).toBe('IXEH22TT');
  const criteria = [{ key: 'thread', value: 'M14x1.25' }, { key: 'heat_range', value: '6' }, { key: 'electrode_gap', value: '0.7' }];
  expect(densoPlugNotDesignation('K20TT', criteria)).toBe(false);
  // The old catalogue's invented suffix, and a slim plug's letters on a 14 mm plug.
  expect(densoPlugNotDesignation('K20TT-232', criteria)).toBe(true);
  expect(densoPlugNotDesignation('XEH20TT', criteria)).toBe(true);
});

test('Denso\'s plug line numbers designations only, never a free pair of digits or a suffix', () => {
  const line = PRODUCT_LINES.find((l) => l.brand === 'Denso' && l.kinds.includes('Zündkerzen'))!;
  const format = patternRegExp(line.pattern);
  expect(format.test('K20TT')).toBe(true);
  expect(format.test('IXEH22TT')).toBe(true);
  expect(format.test('K20TT-123')).toBe(false);
  expect(format.test('K87TT')).toBe(false);
});
