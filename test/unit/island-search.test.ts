/** Pure parts of the search suggestions: grouping limits and the query with vehicle context. */
import { suggestionQuery, toGroups } from '../../views/islands/search/suggestions';

test('at most five category suggestions per group, empty groups dropped', () => {
  const many = Array.from({ length: 8 }, (_, i) => ({ id: i, name: `C${i}`, url: `/c${i}` }));
  const groups = toGroups({ results: many, universal: [], vehicleSpecific: many.slice(0, 2) });
  expect(groups.map((g) => [g.key, g.options.length])).toEqual([['vehicleSpecific', 2], ['results', 5]]);
});

test('the chosen vehicle travels as its context id', () => {
  expect(suggestionQuery('Öl filter', { name: 'modelId', value: '123' })).toBe('/api/search/suggestions?query=%C3%96l+filter&vehicleModelId=123');
  expect(suggestionQuery('Öl', { name: 'vehicleSeriesGroupId', value: '7' })).toContain('vehicleSeriesGroupId=7');
  expect(suggestionQuery('Öl')).toBe('/api/search/suggestions?query=%C3%96l');
});
