/** A battery's number names its capacity the way each maker writes it. */
import { capacityCode, capacityInNumber } from './battery-numbers';
import { PRODUCT_LINES } from './product-lines';

test('Varta, Exide and Banner numbers carry the capacity; Bosch numbers do not', () => {
  expect([capacityCode('Varta', 74), capacityCode('Varta', 105), capacityCode('Exide', 77), capacityCode('Banner', 74)]).toEqual(['574', '605', '77', '74']);
  expect(capacityInNumber('Varta', '574 012 068')).toBe(74);
  expect(capacityInNumber('Varta', '605 901 095')).toBe(105);
  expect(capacityInNumber('Exide', 'EA770')).toBe(77);
  expect(capacityInNumber('Exide', 'EA1050')).toBe(105);
  expect(capacityInNumber('Banner', 'P74 09')).toBe(74);
  // A number that names no capacity is caught, not passed.
  expect(capacityInNumber('Banner', 'P46-38')).toBeNaN();
  expect(capacityInNumber('Bosch', '0 092 S40 080')).toBeUndefined();
});

test('every battery line of a capacity-naming maker writes the capacity into its pattern', () => {
  const lines = PRODUCT_LINES.filter((line) => line.kinds.includes('Starterbatterie') && ['Varta', 'Exide', 'Banner'].includes(line.brand));
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect({ line: line.line, pattern: line.pattern.includes('@') }).toEqual({ line: line.line, pattern: true });
});
