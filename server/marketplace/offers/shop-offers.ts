/**
 * A shop's own offers as its portal lists them (its changes are written by feeds/offer-edits.ts,
 * with the feed's rules): searched by the article's name, brand,
 * number, EAN, the shop's SKU or a price as typed; filtered by state; sorted; one page at a time.
 * Every reading and change is bound to the shop, so a member never reaches another shop's offer.
 * A paused offer is stored with stock 0 (the site leaves it out as a sold-out one) and its stock
 * kept beside it until it is resumed.
 */
import { sql, type SqlBool, type Expression } from 'kysely';
import { amountCentsOf } from '../../../locales/amounts';
import { OFFER_PAGE_SIZE, type OfferListQuery, type OfferState, type ShopOffer } from '../../../contract/calls/portal-offers';
import type { Db } from '../db/connection';
import { articleName } from '../catalogue';

function shopOffers(db: Db, shopId: number, langNo: number) {
  return db.selectFrom('offers as o')
    .innerJoin('articles as a', 'a.id', 'o.article_id')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .leftJoin('category_texts as ct', (join) => join.onRef('ct.category_id', '=', 'a.category_id').on('ct.lang_no', '=', langNo))
    .leftJoin('category_texts as cd', (join) => join.onRef('cd.category_id', '=', 'a.category_id').on('cd.lang_no', '=', 1))
    .where('o.shop_id', '=', shopId);
}

type Query = ReturnType<typeof shopOffers>;

const columns = (query: Query) => query.select((eb) => [
  'o.id', 'o.sku', 'b.name as brand', 'a.article_number', 'a.ean', 'a.criteria', eb.fn.coalesce('ct.title', 'cd.title').as('title'),
  'o.price_cents', 'o.stock', 'o.paused_stock', 'o.delivery_days',
]);

type Row = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>;

const stateOf = (row: { stock: number; paused_stock: number | null }): OfferState => (row.paused_stock !== null ? 'paused' : row.stock > 0 ? 'live' : 'soldOut');

function toShopOffer(row: Row, langNo: number): ShopOffer {
  return {
    id: row.id, sku: row.sku, brand: row.brand, name: articleName(row.title, row.criteria, langNo, row.article_number), articleNumber: row.article_number, ean: row.ean,
    priceCents: row.price_cents, stock: row.paused_stock ?? row.stock, deliveryDays: row.delivery_days, state: stateOf(row),
  };
}

/** "%text%" for LIKE, the text's own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: string, pattern: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

function matching(query: Query, q: string | undefined, state: OfferState | undefined): Query {
  let found = query;
  if (q) {
    const pattern = containing(q);
    const cents = amountCentsOf(q);
    found = found.where((eb) => {
      const any: Expression<SqlBool>[] = ['o.sku', 'a.article_number', 'a.norm_number', 'a.ean', 'b.name', 'ct.title', 'cd.title'].map((column) => like(column, pattern));
      if (cents !== null) any.push(eb('o.price_cents', '=', cents));
      return eb.or(any);
    });
  }
  if (state === 'paused') found = found.where('o.paused_stock', 'is not', null);
  if (state === 'live') found = found.where('o.paused_stock', 'is', null).where('o.stock', '>', 0);
  if (state === 'soldOut') found = found.where('o.paused_stock', 'is', null).where('o.stock', '=', 0);
  return found;
}

/** One page of the shop's offers matching the search, and how many match. */
export async function listShopOffers(db: Db, shopId: number, query: OfferListQuery, langNo: number): Promise<{ offers: ShopOffer[]; total: number; page: number; pageSize: number }> {
  const all = matching(shopOffers(db, shopId, langNo), query.q, query.state);
  const found = query.id === undefined ? all : all.where('o.id', '=', Number(query.id));
  const page = Number(query.page ?? 1);
  const sort = query.sort ?? 'name';
  const down = sort.startsWith('-');
  const direction = down ? 'desc' : 'asc';
  const by = sort.replace('-', '');
  let rows = columns(found);
  if (by === 'price') rows = rows.orderBy('o.price_cents', direction);
  else if (by === 'stock') rows = rows.orderBy(sql`coalesce(o.paused_stock, o.stock)`, direction);
  else if (by === 'number') rows = rows.orderBy('a.article_number', direction);
  else rows = rows.orderBy(sql`coalesce(ct.title, cd.title)`, direction).orderBy('b.name', direction).orderBy('a.article_number', direction);
  const [list, count] = await Promise.all([
    rows.orderBy('o.id', direction).limit(OFFER_PAGE_SIZE).offset((page - 1) * OFFER_PAGE_SIZE).execute(),
    found.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { offers: list.map((row) => toShopOffer(row, langNo)), total: Number(count?.n ?? 0), page, pageSize: OFFER_PAGE_SIZE };
}

/** One offer of the shop's (undefined: none of this shop by that id). */
export async function shopOfferOf(db: Db, shopId: number, offerId: number, langNo: number): Promise<ShopOffer | undefined> {
  const row = await columns(shopOffers(db, shopId, langNo)).where('o.id', '=', offerId).executeTakeFirst();
  return row ? toShopOffer(row, langNo) : undefined;
}
