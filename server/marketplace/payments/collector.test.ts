import { PAYMENT_METHOD } from '../../../contract/index';
import { collectorOf } from './collector';

test('the shop collects cash on delivery and purchase on account; the marketplace everything else', () => {
  const shop = PAYMENT_METHOD.options.filter((method) => collectorOf(method) === 'shop');
  expect(shop).toEqual(['cod', 'invoice']);
  expect(collectorOf('prepayment')).toBe('marketplace');
  expect(collectorOf('card')).toBe('marketplace');
});
