/** A sheet states what the brand's part is: a Bilstein damper is gas-pressure, and no size is stated as 0. */
import { criterionFitsBrand, statedCriteria, statesNothing } from './stated-criteria';
import { PART_TYPES } from './part-types';

test('a Bilstein damper drawn as oil-pressure is stated gas-pressure; another brand\'s twin-tube oil damper stays as drawn', () => {
  const drawn = [{ key: 'fitting_position', value: 'front' }, { key: 'shock_type', value: 'oil_pressure' }];
  expect(statedCriteria('Bilstein', drawn)).toEqual([{ key: 'fitting_position', value: 'front' }, { key: 'shock_type', value: 'gas_pressure' }]);
  expect(statedCriteria('Sachs', drawn)).toEqual(drawn);
  expect(criterionFitsBrand('Bilstein', { key: 'shock_type', value: 'oil_pressure' })).toBe(false);
});

test('a cable length of 0 mm is left out, not stated', () => {
  expect(statedCriteria('Febi Bilstein', [{ key: 'pins', value: '2' }, { key: 'cable_length', value: '0', unit: 'mm' }])).toEqual([{ key: 'pins', value: '2' }]);
  expect([statesNothing({ key: 'x', value: '0' }), statesNothing({ key: 'x', value: '0.0' }), statesNothing({ key: 'x', value: '10' }), statesNothing({ key: 'lowering', value: '30/30' })]).toEqual([true, true, false, false]);
});

test('a turbocharger states its boost, never an electric operation (every turbo here is an exhaust-gas turbo)', () => {
  for (const engine of [0.1, 0.3, 0.5, 0.7, 0.9]) {
    const criteria = PART_TYPES.Turbolader!.criteria!({ draw: () => 0.5, own: () => 0.5, step: 0, engine, position: null, car: null });
    expect(criteria.filter((criterion) => criterion.key === 'operation')).toEqual([]);
  }
});
