/** The cart line's "other shops" list: cheapest first (price plus shipping), in-stock only, without the line's own offer. */
import type { Offer } from '../../../contract/index';
import { alternativesFor, MAX_ALTERNATIVES, readAlternatives } from './alternatives';

const offer = (offerId: number, priceCents: number, costCents: number, rating: number, stock = 5): Offer => ({
  offerId,
  sparePartId: 7,
  shop: { id: offerId, name: `Shop ${offerId}`, slug: `shop-${offerId}`, rating, reviewCount: 3 },
  seller: { legalName: `Shop ${offerId} GmbH`, city: 'Berlin', isTrader: true },
  priceCents,
  refundCents: 0,
  stock,
  available: stock > 0,
  deliveryDays: 1,
  shipping: { costCents, freeFromCents: null, deliveryDaysMin: 2, deliveryDaysMax: 4 },
  totalCents: priceCents + costCents,
  deliveryBy: '2026-12-03',
  awaitsPayment: offerId === 3,
});

test('cheapest first by price plus shipping, the better-rated shop on a tie; out-of-stock offers left out', () => {
  // The marketplace answers best-rated first.
  const list = readAlternatives({ sparePartId: 7, deliveryCountry: 'DE', offers: [offer(1, 5000, 0, 4.9), offer(2, 4000, 590, 4.5), offer(3, 4100, 490, 4.7), offer(4, 3000, 0, 4.0, 0)] });
  expect(list.map((o) => o.offerId)).toEqual(['3', '2', '1']);
  expect(list[0]).toEqual({ offerId: '3', shopName: 'Shop 3', rating: 4.7, priceCents: 4100, shippingCents: 490, deliveryBy: '2026-12-03', awaitsPayment: true });
});

test("a line's alternatives leave out the offer it holds", () => {
  const all = readAlternatives({ sparePartId: 7, deliveryCountry: 'DE', offers: [offer(1, 100, 0, 4), offer(2, 200, 0, 4)] });
  expect(alternativesFor({ '7': all }, '7', '1').map((o) => o.offerId)).toEqual(['2']);
  expect(alternativesFor({}, '7', '1')).toEqual([]);
  expect(alternativesFor(undefined, '7', '1')).toEqual([]);
});

test('a line shows at most the MAX_ALTERNATIVES cheapest other shops', () => {
  const all = readAlternatives({ sparePartId: 7, deliveryCountry: 'DE', offers: Array.from({ length: 30 }, (_, i) => offer(i + 1, 1000 + i, 0, 4)) });
  const shown = alternativesFor({ '7': all }, '7', '1');
  expect(shown).toHaveLength(MAX_ALTERNATIVES);
  expect(shown[0]?.offerId).toBe('2');
});
