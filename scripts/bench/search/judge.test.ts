import { judge, type FoundArticle, type NumberedArticle } from './judge';
import type { JudgedQuery } from './judged-queries';

const article = (id: number, normNumber: string, brand: string): FoundArticle => ({ id, categoryTitle: 'Ölfilter', criteria: null, normNumber, brand });
const numbered = (): NumberedArticle => ({ id: 0, number: '', oeNumber: null });

test('a number two brands share: both first is the ideal answer, never above 1', () => {
  const query: JudgedQuery = { edition: 'de-DE', kind: 'number', term: 'LX 9913', good: 'num:LX9913' };
  const both = judge(query, [article(1, 'LX9913', 'Mahle'), article(2, 'LX9913', 'Knecht')], null, numbered);
  expect(both.ndcg).toBeCloseTo(1);
  const apart = judge(query, [article(1, 'LX9913', 'Mahle'), article(3, 'OC90', 'Mahle'), article(2, 'LX9913', 'Knecht')], null, numbered);
  expect(apart.ndcg).toBeLessThan(1);
  expect(apart.firstRight).toBe(true);
});
