/** Product cards for a list of article ids, in the given order. */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { BATTERY_KIND, deliveredPrice } from './deposits';
import { photosById } from '../photos';
import { shopOnSale } from '../shops';
import { keyFacts } from './key-facts';
import type { Product } from '../../../contract/index';

export async function productCards(db: Db, ids: number[], langNo: number, deliveryCountry: string): Promise<Product[]> {
  if (!ids.length) return [];
  // The cheapest offer in stock from a shop that ships to the delivery country carries price and offerId.
  const rows = await db
    .selectFrom('articles as a')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .innerJoin('categories as c', 'c.id', 'a.category_id')
    .innerJoin('category_texts as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang_no', '=', langNo))
    .leftJoin('category_texts as cd', (join) => join.onRef('cd.category_id', '=', 'c.id').on('cd.lang_no', '=', 1))
    .leftJoin('offers as best', (join) =>
      join.on((eb) =>
        eb(
          'best.id',
          '=',
          eb
            .selectFrom('offers as o')
            .innerJoin('shop_shipping as s', (j) => j.onRef('s.shop_id', '=', 'o.shop_id').on('s.country', '=', deliveryCountry))
            .select('o.id')
            .whereRef('o.article_id', '=', 'a.id')
            .where(shopOnSale('o.shop_id'))
            .where('o.stock', '>', 0)
            // A battery's own price decides: every one carries the same deposit delivered there.
            .orderBy(sql<number>`o.price_cents - case when ${sql.ref('cd.title')} = ${BATTERY_KIND} then o.refund_cents else 0 end`)
            .orderBy('o.id')
            .limit(1),
        ),
      ),
    )
    .select((eb) => [
      'a.id',
      'a.norm_number as normNumber',
      'a.article_number as articleNumber',
      'a.criteria',
      'b.id as brandId',
      'b.name as brandName',
      'b.seo_name as brandSeo',
      'b.logo',
      'c.id as categoryId',
      't.title',
      't.seo_alias as seoAlias',
      'c.is_universal as isUniversal',
      eb.selectFrom('article_images').select('filename').whereRef('article_id', '=', 'a.id').orderBy('position').limit(1).as('image'),
      // The first photo: the catalogue's own, else the first a shop's feed brought.
      eb.selectFrom('article_photos').select('photo_id').whereRef('article_id', '=', 'a.id').orderBy('shop_id').orderBy('position').limit(1).as('photoId'),
      eb.selectFrom('documents').select('doc_no').whereRef('article_id', '=', 'a.id').where('lang_no', 'in', [langNo, 255]).orderBy('lang_no').limit(1).as('docNo'),
      'best.id as offerId',
      'best.price_cents as priceCents',
      'best.refund_cents as refundCents',
      'cd.title as kind',
      eb.selectFrom('offers').select((c) => c.fn.countAll<number>().as('n')).whereRef('article_id', '=', 'a.id').as('offerCount'),
      eb.exists(eb.selectFrom('offers').select('id').whereRef('article_id', '=', 'a.id').where('stock', '>', 0)).as('inStock'),
    ])
    .where('a.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const photos = await photosById(db, rows.flatMap((r) => (r.photoId ? [r.photoId] : [])));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const facts = keyFacts(r.criteria, langNo);
    // The price delivered into the country: a battery with that country's deposit (deposits.ts).
    const price = r.priceCents === null ? null : deliveredPrice({ kind: r.kind, priceCents: r.priceCents, refundCents: r.refundCents ?? 0 }, deliveryCountry);
    return [{
      id: r.id, offerId: r.offerId, normNumber: r.normNumber, articleNumber: r.articleNumber,
      title: facts ? `${r.brandName} ${r.title} ${facts}` : `${r.brandName} ${r.title}`, keyFacts: facts,
      manufacturer: { id: r.brandId, name: r.brandName, seoName: r.brandSeo, logo: r.logo && `/img/brands/${r.logo}` },
      photo: (r.photoId && photos.get(r.photoId)) || null,
      // The category's icon only stands in for an article without any photo.
      smallImages: r.photoId && photos.has(r.photoId) ? [photos.get(r.photoId)!.large] : r.image ? [`/img/categories/${r.image}`] : [],
      type: { id: r.categoryId, title: r.title },
      category: { id: r.categoryId, seoAlias: r.seoAlias, isUniversal: r.isUniversal === 1 },
      // EXISTS is 0/1 on SQLite and a boolean on PostgreSQL.
      langNo, docNo: r.docNo, priceCents: price?.priceCents ?? null, refundCents: price?.refundCents ?? 0, offerCount: Number(r.offerCount ?? 0), inStock: Boolean(r.inStock),
    }];
  });
}
