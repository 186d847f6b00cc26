/** Workshop tools whose facts agree: a torque wrench's drive is its range's. */
import { PART_TYPES, type PartInput } from './part-types';
import { TORQUE_RANGES, torqueRangeTop, torqueWrenchDrive } from './tool-sizes';
import { createRng } from '../rng';

test('a wrench to 25 Nm has a 1/4" drive, to 100 Nm 3/8", to 200 and 340 Nm 1/2", above 3/4"', () => {
  expect(TORQUE_RANGES.map((range) => torqueWrenchDrive(range.toNm))).toEqual(['1/4"', '3/8"', '1/2"', '1/2"']);
  expect(torqueWrenchDrive(800)).toBe('3/4"');
  expect(torqueRangeTop('60–340')).toBe(340);
});

test('no torque wrench article states a drive its range breaks (a 1/4" wrench to 340 Nm)', () => {
  const own = createRng(7);
  const input: PartInput = { draw: own, own, step: 3, engine: 0.5, position: null, car: null };
  const drawn = new Set<string>();
  for (let i = 0; i < 400; i++) {
    const criteria = PART_TYPES['Drehmomentschlüssel']!.criteria(input);
    const range = criteria.find((c) => c.key === 'torque_range')!.value;
    const drive = criteria.find((c) => c.key === 'drive_size')!.value;
    drawn.add(`${range} ${drive}`);
    expect({ range, drive }).toEqual({ range, drive: torqueWrenchDrive(torqueRangeTop(range)!) });
  }
  expect(drawn.size).toBe(TORQUE_RANGES.length);
});
