/** One engine code, one oil filter size: the check names the codes whose filters come in two. */
import { engineCodesOfSeveralOilFilterSizes } from './engine-consumables-check';

test('a B48B20 whose 330e takes another element than its 330i counts once; a type of two codes tells no one code\'s filter', () => {
  const found = engineCodesOfSeveralOilFilterSizes([
    { car: { engineCode: 'B48B20' }, size: 'height 91, outer_diameter 62, inner_diameter 25' },
    { car: { engineCode: 'B48B20' }, size: 'height 152, outer_diameter 83, inner_diameter 30' },
    { car: { engineCode: 'B48B20' }, size: 'height 152, outer_diameter 83, inner_diameter 30' },
    { car: { engineCode: 'H4D' }, size: 'height 65, outer_diameter 68, thread M20x1.5' },
    { car: { engineCode: 'H4D' }, size: 'height 65, outer_diameter 68, thread M20x1.5' },
    { car: { engineCode: 'CHHB', engineCodes: ['CHHB', 'CJXC'] }, size: 'height 88, outer_diameter 76, thread 3/4"-16 UNF' },
    { car: { engineCode: 'CHHB' }, size: 'height 123, outer_diameter 72, inner_diameter 30' },
    { car: { engineCode: '' }, size: 'height 70' },
    { car: { engineCode: '' }, size: 'height 80' },
  ]);
  expect(found.map(([code, sizes]) => [code, sizes.size])).toEqual([['B48B20', 2]]);
});
