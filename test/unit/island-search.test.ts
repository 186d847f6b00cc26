/** Pure parts of the search suggestions: grouping limits, links under every base, and the query the marketplace reads. */
import { suggestionQuery, toGroups } from '../../client/search/suggestions';
import { suggestionsQuery } from '../../contract/calls/search';

const links = { base: '/fr-FR', words: { allVehicles: 'Tous-les-vehicules', section: 'Pieces-auto' } };
const category = (i: number, isUniversal = false) => ({ id: i, title: `C${i}`, seoAlias: `c-${i}`, isUniversal });

test('at most five category suggestions per group, empty groups dropped', () => {
  const many = Array.from({ length: 8 }, (_, i) => category(i));
  const groups = toGroups({ results: many, universal: [], vehicleSpecific: many, products: [], universalProducts: [] }, links);
  expect(groups.map((g) => [g.key, g.options.length])).toEqual([['vehicleSpecific', 5]]);
});

test('suggested categories link to their listing under the page base: prefixed, or bare under an edition host', () => {
  const answer = { results: [], universal: [category(8, true)], vehicleSpecific: [category(3)], products: [], universalProducts: [] };
  expect(toGroups(answer, links).flatMap((g) => g.options.map((o) => o.href))).toEqual(['/fr-FR/c-3/Tous-les-vehicules/--3', '/fr-FR/c-8/8-8']);
  expect(toGroups(answer, { ...links, base: '' })[0]!.options[0]!.href).toBe('/c-3/Tous-les-vehicules/--3');
});

test('the query the island sends is the one the marketplace reads, with the chosen vehicle as its context id', () => {
  const sent = new URL(suggestionQuery('Öl filter', { name: 'modelId', value: '123' }), 'http://x').searchParams;
  expect(suggestionsQuery.parse(Object.fromEntries(sent))).toEqual({ q: 'Öl filter', vehicleModelId: '123' });
  expect(suggestionQuery('Öl', { name: 'vehicleSeriesGroupId', value: '7' })).toContain('vehicleSeriesGroupId=7');
});
