/**
 * The portal's offer list in every order a member can choose, asked of the marketplace in-process
 * on the project's backend, by the shop's owner and by its staff: the same offers, each order
 * followed (price and stock as numbers, downwards the reverse). The portal's pages ask for these
 * orders (integration/portal-roles walks them on SQLite alone); PostgreSQL runs each here.
 */
import { createMarketplace } from '../../server/marketplace/index';
import { STAFF_SESSION_HEADER } from '../../contract/headers';
import { OFFER_SORTS, type ShopOffer } from '../../contract/calls/portal-offers';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff } from '../support/staff';

const SHOP = 4;
const db = createSeededDatabase();
const market = createMarketplace(db);

async function listed(token: string, sort: string): Promise<{ offers: ShopOffer[]; total: number }> {
  const answer = await market.handle({ method: 'GET', path: '/portal/offers', query: { sort }, headers: { [STAFF_SESSION_HEADER]: token, 'x-spareo-locale': 'de-DE' } });
  expect(answer.status).toBe(200);
  return answer.body as { offers: ShopOffer[]; total: number };
}

const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

test.each(['shop_owner', 'shop_staff'] as const)('a %s sees the shop\'s offers in every order the list offers', async (role) => {
  const member = await createStaff(db.kysely, role, { shopId: SHOP });
  const total = Number((await db.kysely.selectFrom('offers').where('shop_id', '=', SHOP).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  expect(total).toBeGreaterThan(1);
  for (const sort of OFFER_SORTS) {
    const { offers, total: counted } = await listed(member.token, sort);
    expect({ sort, counted, shown: offers.length }).toEqual({ sort, counted: total, shown: Math.min(total, 25) });
    const down = sort.startsWith('-');
    const numbers = sort.endsWith('price') ? offers.map((offer) => offer.priceCents) : sort.endsWith('stock') ? offers.map((offer) => offer.stock) : undefined;
    if (numbers) expect({ sort, followed: ascending(down ? [...numbers].reverse() : numbers) }).toEqual({ sort, followed: true });
  }
});
