/**
 * The portal's offer list sorted by name through the marketplace's call, on the project's backend:
 * a part type without a title in the member's language sorts by its German title, among the
 * others, not ahead of them (SQLite) nor behind them (PostgreSQL).
 */
import { createMarketplace } from '../../server/marketplace/index';
import { STAFF_SESSION_HEADER } from '../../contract/headers';
import type { ShopOffer } from '../../contract/calls/portal-offers';
import { categoryTitled, createSeededDatabase } from '../support/seeded-db';
import { createStaff } from '../support/staff';
import { emptyShop } from '../feeds/helpers';

const SHOP = 4;
const FRENCH = 6;
const db = createSeededDatabase();
const market = createMarketplace(db);

test('a part type without a French title sorts by its German one, between the French titles', async () => {
  const k = db.kysely;
  await emptyShop(db, SHOP);
  // Brake discs keep only their German title; two other part types get French ones either side of it.
  const discs = await categoryTitled(db, 'Bremsscheiben');
  await k.deleteFrom('category_texts').where('category_id', '=', discs).where('lang_no', '=', FRENCH).execute();
  const others = await k.selectFrom('articles').select(['id', 'category_id']).where('category_id', '!=', discs).orderBy('id').execute();
  const plugs = others[0]!;
  const filters = others.find((article) => article.category_id !== plugs.category_id)!;
  const disc = await k.selectFrom('articles').select(['id', 'category_id']).where('category_id', '=', discs).orderBy('id').executeTakeFirstOrThrow();
  for (const [categoryId, title] of [[plugs.category_id, 'Bougies'], [filters.category_id, 'Filtres']] as const) {
    await k.deleteFrom('category_texts').where('category_id', '=', categoryId).where('lang_no', '=', FRENCH).execute();
    await k.insertInto('category_texts').values({ category_id: categoryId, lang_no: FRENCH, title, seo_alias: title }).execute();
  }
  const offer = async (articleId: number, sku: string) =>
    (await k.insertInto('offers').values({ article_id: articleId, shop_id: SHOP, sku, price_cents: 1_000, stock: 3 }).returning('id').executeTakeFirstOrThrow()).id;
  const filter = await offer(filters.id, 'F-1');
  const brake = await offer(disc.id, 'B-1');
  const plug = await offer(plugs.id, 'P-1');

  const member = await createStaff(k, 'shop_owner', { shopId: SHOP, locale: 'fr-FR' });
  const list = async (sort: string) => {
    const answer = await market.handle({ method: 'GET', path: '/portal/offers', query: { sort }, headers: { [STAFF_SESSION_HEADER]: member.token } });
    expect(answer.status).toBe(200);
    return (answer.body as { offers: ShopOffer[] }).offers.map((shown) => shown.id);
  };
  expect(await list('name')).toEqual([plug, brake, filter]);
  expect(await list('-name')).toEqual([filter, brake, plug]);
});
