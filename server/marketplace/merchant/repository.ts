/**
 * The merchant feed's items: articles with at least one offer from a shop that ships to the
 * delivery country, in id order, page by page. Each carries its cheapest such offer and that
 * shop's shipping for it, its photos (the largest file of each) or, without any, its category's icon.
 */
import type { Db } from '../db/connection';
import { photoAnswer } from '../photos';
import { shippingFor } from '../optimiser';
import { sql } from 'kysely';
import { BATTERY_KIND, deliveredPrice, keyFacts } from '../catalogue';
import type { MerchantItem } from '../../../contract/index';

/** Google Merchant takes one image link and up to ten additional ones. */
const MAX_IMAGES = 11;

function shippedOffers(db: Db, country: string) {
  return db.selectFrom('offers as o').innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', country));
}

export async function countMerchantItems(db: Db, country: string): Promise<number> {
  const row = await shippedOffers(db, country).select((eb) => eb.fn.count<number>('o.article_id').distinct().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function merchantItems(db: Db, langNo: number, country: string, offset: number, limit: number): Promise<MerchantItem[]> {
  const rows = await db
    .selectFrom('articles as a')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .innerJoin('categories as c', 'c.id', 'a.category_id')
    .innerJoin('category_texts as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang_no', '=', langNo))
    .leftJoin('category_texts as cd', (join) => join.onRef('cd.category_id', '=', 'c.id').on('cd.lang_no', '=', 1))
    // The cheapest offer shipped to the country (a battery's by its own price: each carries the country's deposit there);
    // the lowest id among equal prices, so a page reads the same twice.
    .innerJoin('offers as best', (join) => join.on((eb) => eb('best.id', '=', eb.selectFrom('offers as o')
      .innerJoin('shop_shipping as s', (inner) => inner.onRef('s.shop_id', '=', 'o.shop_id').on('s.country', '=', country))
      .select('o.id').whereRef('o.article_id', '=', 'a.id')
      .orderBy(sql<number>`o.price_cents - case when ${sql.ref('cd.title')} = ${BATTERY_KIND} then o.refund_cents else 0 end`).orderBy('o.id').limit(1))))
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'best.shop_id').on('sh.country', '=', country))
    .select((eb) => [
      'a.id', 'a.article_number as articleNumber', 'a.norm_number as normNumber', 'a.ean', 'a.criteria',
      'b.name as brandName', 'b.seo_name as brandSeoName', 't.title as partType', 'c.image_filename as icon',
      'best.price_cents as statedCents', 'best.refund_cents as refundCents', 'cd.title as kind', 'best.stock', 'sh.cost_cents as costCents', 'sh.free_from_cents as freeFromCents',
      eb.selectFrom('offers').select((c) => c.fn.countAll<number>().as('n')).whereRef('article_id', '=', 'a.id').as('offerCount'),
    ])
    .orderBy('a.id').offset(offset).limit(limit)
    .execute();
  const ids = rows.map((row) => row.id);
  const photoRows = ids.length
    ? await db.selectFrom('article_photos as ap').innerJoin('photos as p', 'p.id', 'ap.photo_id')
      .select(['ap.article_id as articleId', 'p.id', 'p.width', 'p.height', 'p.widths'])
      .where('ap.article_id', 'in', ids).orderBy('ap.article_id').orderBy('ap.shop_id').orderBy('ap.position').execute()
    : [];
  // The catalogue's own photos first, then the shops', each file once (as on the article page).
  const images = new Map<number, string[]>();
  for (const row of photoRows) {
    const list = images.get(row.articleId) ?? [];
    const large = photoAnswer(row).large;
    if (list.length < MAX_IMAGES && !list.includes(large)) list.push(large);
    images.set(row.articleId, list);
  }
  return rows.map((row) => {
    // The price delivered into the country: a battery with that country's deposit (catalogue/deposits.ts).
    const priceCents = deliveredPrice({ kind: row.kind, priceCents: row.statedCents, refundCents: row.refundCents }, country).priceCents;
    return {
      articleId: row.id,
      brand: { name: row.brandName, seoName: row.brandSeoName },
      normNumber: row.normNumber,
      articleNumber: row.articleNumber,
      ean: row.ean,
      partType: row.partType,
      keyFacts: keyFacts(row.criteria, langNo),
      images: images.get(row.id) ?? (row.icon ? [`/img/categories/${row.icon}`] : []),
      priceCents,
      shippingCents: shippingFor({ shippingCents: row.costCents, freeFromCents: row.freeFromCents }, priceCents),
      inStock: row.stock > 0,
      offerCount: Number(row.offerCount ?? 0),
    };
  });
}
