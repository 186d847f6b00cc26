/** Bilstein's B4 prefix names the part: 19- a shock absorber, 22- a strut. */
import { b4Prefix, bilsteinPrefixWrong, damperIsStrut } from './bilstein-numbers';

test('a B4 strut is a 22-, a B4 shock absorber a 19-; the B6 24- is either', () => {
  expect([b4Prefix(true), b4Prefix(false)]).toEqual(['22', '19']);
  expect(damperIsStrut('front', undefined)).toBe(true);
  expect(damperIsStrut('rear', undefined)).toBe(false);
  expect([bilsteinPrefixWrong('22-082953', false), bilsteinPrefixWrong('19-082953', false), bilsteinPrefixWrong('19-082953', true), bilsteinPrefixWrong('24-082953', false)]).toEqual([true, false, true, false]);
});
