/**
 * Cart lines that cannot be ordered: their offer a shop's feed withdrew, or the shop has none of it
 * in stock. The line stays (the shopper chose it), shown as unavailable and outside the sums, with
 * the cheapest offer of the same article in stock to switch to.
 */
import { compiledOnce } from '../db/compiled-once';
import { articleName } from '../catalogue';
import { deliveredPrice } from '../catalogue';
import type { Db } from '../db/connection';
import type { UnavailableCartLine } from '../../../contract/index';
import type { AliasedSelectQueryBuilder } from 'kysely';

/** The line's offer as the shared read needs it: the offer's id, its article and its shop. */
type LineOffers = AliasedSelectQueryBuilder<{ offer_id: number; article_id: number; shop_id: number }, 'w'>;

/**
 * A cart's lines whose offer is in `lineOffers`, with what they show and the cheapest offer of the
 * same article in stock (shipping to `country` included) to switch to.
 */
const linesWithReplacement = (lineOffers: (db: Db) => LineOffers) => compiledOnce((db: Db, sid: string, country: string, langNo: number) =>
  db
    .selectFrom('cart_lines as cl')
    .innerJoin(lineOffers(db), 'w.offer_id', 'cl.offer_id')
    .innerJoin('articles as a', 'a.id', 'w.article_id')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .innerJoin('shops as s', 's.id', 'w.shop_id')
    .leftJoin('category_texts as ct', (join) => join.onRef('ct.category_id', '=', 'a.category_id').on('ct.lang_no', '=', langNo))
    .leftJoin('category_texts as cd', (join) => join.onRef('cd.category_id', '=', 'a.category_id').on('cd.lang_no', '=', 1))
    .leftJoin('offers as r', (join) =>
      join.on((eb) =>
        eb(
          'r.id',
          '=',
          eb
            .selectFrom('offers as o')
            .innerJoin('shop_shipping as sh', (j) => j.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', country))
            .select('o.id')
            .whereRef('o.article_id', '=', 'w.article_id')
            .where('o.stock', '>', 0)
            .orderBy((o) => o('o.price_cents', '+', o.ref('sh.cost_cents')))
            .orderBy('o.id')
            .limit(1),
        ),
      ),
    )
    .leftJoin('shops as rs', 'rs.id', 'r.shop_id')
    .select((eb) => [
      'cl.id',
      'cl.offer_id',
      'w.article_id',
      'cl.quantity',
      eb.fn.coalesce('ct.title', 'cd.title').as('title'),
      'b.name as brand',
      'a.article_number',
      'a.criteria',
      's.name as shop_name',
      'r.id as replacement_id',
      'r.price_cents as replacement_price',
      'r.refund_cents as replacement_refund',
      'cd.title as kind',
      'rs.name as replacement_shop',
    ])
    .where('cl.session_id', '=', sid)
    .orderBy('cl.id'),
);

/** Lines whose offer a feed withdrew (it is no longer among the offers). */
const readUnavailableLines = linesWithReplacement((db) =>
  db.selectFrom('withdrawn_offers as wo').select(['wo.offer_id', 'wo.article_id', 'wo.shop_id'])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('offers as gone').select('gone.id').whereRef('gone.id', '=', 'wo.offer_id'))))
    .as('w'));

/** Lines whose offer is still listed but has no stock. */
const readOutOfStockLines = linesWithReplacement((db) =>
  db.selectFrom('offers as so').select(['so.id as offer_id', 'so.article_id', 'so.shop_id']).where('so.stock', '<=', 0).as('w'));

type UnavailableRow = Awaited<ReturnType<typeof readUnavailableLines>>[number];

export async function unavailableLines(db: Db, sid: string, country: string, langNo: number): Promise<UnavailableCartLine[]> {
  const [withdrawn, outOfStock] = await Promise.all([readUnavailableLines(db, sid, country, langNo), readOutOfStockLines(db, sid, country, langNo)]);
  const rows: (UnavailableRow & { reason: UnavailableCartLine['reason'] })[] = [
    ...withdrawn.map((row) => ({ ...row, reason: 'withdrawn' as const })),
    ...outOfStock.map((row) => ({ ...row, reason: 'stock' as const })),
  ].sort((a, b) => a.id - b.id);
  return rows.map((row) => ({
    reason: row.reason,
    id: row.id,
    offerId: row.offer_id,
    articleId: row.article_id,
    quantity: row.quantity,
    title: articleName(row.title, row.criteria, langNo, row.article_number),
    brand: row.brand,
    articleNumber: row.article_number,
    shopName: row.shop_name,
    // Its price delivered into the country: a battery with that country's deposit (catalogue/deposits.ts).
    replacement: row.replacement_id === null ? null : {
      offerId: row.replacement_id, shopName: row.replacement_shop!,
      price: deliveredPrice({ kind: row.kind, priceCents: row.replacement_price!, refundCents: row.replacement_refund! }, country).priceCents,
    },
  }));
}

/** The article a withdrawn offer was for (a line may switch to another offer of it). */
export async function withdrawnArticle(db: Db, offerId: number): Promise<{ article_id: number } | undefined> {
  return db.selectFrom('withdrawn_offers').select('article_id').where('offer_id', '=', offerId).executeTakeFirst();
}
