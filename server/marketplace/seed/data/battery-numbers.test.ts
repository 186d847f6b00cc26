/** A battery's number names its capacity the way each maker writes it. */
import { COLD_TOKEN, boschBatteryType, boschCapacityInNumber, capacityCode, capacityInNumber, coldCode, coldCrankingInNumber, coldCrankingOf, typedBatteryPattern } from './battery-numbers';
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

test('a Varta number ends in its cold-cranking current in tens of amperes, as its sheet states it', () => {
  expect([coldCrankingOf(35), coldCode(35), coldCode(74), coldCode(105)]).toEqual([300, '030', '063', '089']);
  expect(coldCrankingInNumber('Varta', '535 901 030')).toBe(300);
  expect(coldCrankingInNumber('Varta', '574 012 068')).toBe(680);
  expect(coldCrankingInNumber('Varta', 'P74 09')).toBeNaN();
  expect(coldCrankingInNumber('Bosch', '0 092 S5A 080')).toBeUndefined();
  const lines = PRODUCT_LINES.filter((line) => line.brand === 'Varta');
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect({ line: line.line, cold: line.pattern.endsWith(COLD_TOKEN) }).toEqual({ line: line.line, cold: true });
});

it('numbers a Bosch battery by the type of its capacity, as Bosch\'s own table has it', () => {
  expect(boschBatteryType('0 092 S40 @0', 80)).toBe('10');
  expect(boschBatteryType('0 092 S40 @0', 60)).toBe('05');
  expect(boschBatteryType('0 092 S40 @0', 44)).toBe('01');
  expect(boschBatteryType('0 092 S5A @0', 95)).toBe('13');
  expect(boschBatteryType('0 092 S40 @0', 92)).toBeUndefined();
  expect(boschBatteryType('0 092 S40 @0', 60, 'left_plus')).toBeUndefined();
  expect(boschCapacityInNumber('0 092 S40 100')).toBe(80);
  expect(boschCapacityInNumber('0 092 S40 010')).toBe(44);
  expect(boschCapacityInNumber('0 092 S40 050')).toBe(60);
  expect(boschCapacityInNumber('0 092 S40 130')).toBe(95);
  expect(boschCapacityInNumber('0 092 S40 290')).toBeNaN();
  expect(boschCapacityInNumber('0 986 020 290')).toBeUndefined();
});

it('draws Bosch batteries only from the Bosch lines numbered by type', () => {
  const bosch = PRODUCT_LINES.filter((line) => line.brand === 'Bosch' && line.kinds.includes('Starterbatterie'));
  expect(bosch.length).toBeGreaterThan(0);
  for (const line of bosch) expect([line.pattern, typedBatteryPattern(line.pattern)]).toEqual([line.pattern, true]);
});

it('gives Bosch no type for a Japanese car\'s JIS box: its table is the European boxes\'', () => {
  expect(boschBatteryType('0 092 S4E @0', 60, 'right_plus', 'EN')).toBe('05');
  expect(boschBatteryType('0 092 S4E @0', 60, 'right_plus', 'JIS')).toBeUndefined();
});

it('numbers a Banner Running Bull by the European type number\'s capacity, a Power Bull by its Ah', () => {
  expect([capacityCode('Banner', 70, '@ 0#'), capacityCode('Banner', 105, '@ 0#'), capacityCode('Banner', 70, 'P@ ##')]).toEqual(['570', '605', '70']);
  expect(capacityInNumber('Banner', '570 01')).toBe(70);
  expect(capacityInNumber('Banner', '605 01')).toBe(105);
  expect(capacityInNumber('Banner', '470 01')).toBeNaN();
});
