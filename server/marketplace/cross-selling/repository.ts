/**
 * Cross-selling and recommendation signals, all from real data: complementary categories (brake
 * discs -> brake pads), vehicle fitment (only parts that fit the chosen model, or universal parts)
 * and articles other carts hold together with this one.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { Schema } from '../db/schema';
import { deliveredPrice } from '../catalogue';

export interface SuggestedArticleRow {
  id: number;
  category_id: number;
  article_number: string;
  norm_number: string;
  brand: string;
  title: string | null;
}

export interface SuggestedOfferRow {
  offer_id: number;
  article_id: number;
  price_cents: number;
  shop_id: number;
  shop_name: string;
  shop_slug: string;
  shop_rating: number;
}

type ArticleExpressions = ExpressionBuilder<Schema & { a: Schema['articles'] }, 'a'>;

/** Fits the model, or is universal (no fitment rows). modelId null: no vehicle chosen. */
function fits(eb: ArticleExpressions, modelId: number | null) {
  const universal = eb.not(eb.exists(eb.selectFrom('fitment as f2').select('f2.article_id').whereRef('f2.article_id', '=', 'a.id')));
  if (modelId === null) return eb.lit(true);
  return eb.or([eb.exists(eb.selectFrom('fitment as f').select('f.article_id').where('f.model_id', '=', modelId).whereRef('f.article_id', '=', 'a.id')), universal]);
}

function deliverable(eb: ArticleExpressions, country: string) {
  return eb.exists(
    eb
      .selectFrom('offers as o')
      .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', country))
      .select('o.id')
      .whereRef('o.article_id', '=', 'a.id')
      .where('o.stock', '>', 0),
  );
}

/** The article's columns, its category title in the language (German when missing). */
function articleColumns(eb: ArticleExpressions, langNo: number) {
  return [
    'a.id',
    'a.category_id',
    'a.article_number',
    'a.norm_number',
    'b.name as brand',
    eb
      .selectFrom('category_texts as ct')
      .select('ct.title')
      .whereRef('ct.category_id', '=', 'a.category_id')
      .where('ct.lang_no', 'in', [langNo, 1])
      .orderBy((o) => o.case().when('ct.lang_no', '=', langNo).then(0).else(1).end())
      .limit(1)
      .as('title'),
  ] as const;
}

export async function offerContext(db: Db, offerId: number): Promise<{ article_id: number; category_id: number; brand_id: number; shop_id: number } | undefined> {
  return db
    .selectFrom('offers as o')
    .innerJoin('articles as a', 'a.id', 'o.article_id')
    .select(['o.article_id', 'a.category_id', 'a.brand_id', 'o.shop_id'])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
}

export async function articleContext(db: Db, articleId: number): Promise<{ category_id: number; brand_id: number } | undefined> {
  return db.selectFrom('articles').select(['category_id', 'brand_id']).where('id', '=', articleId).executeTakeFirst();
}

/** Articles of complementary categories, strongest pairing first, then the same brand, then popularity. */
export async function complementArticles(db: Db, categoryId: number, brandId: number, modelId: number | null, country: string, langNo: number, limit: number): Promise<SuggestedArticleRow[]> {
  return db
    .selectFrom('category_complements as cc')
    .innerJoin('articles as a', 'a.category_id', 'cc.complement_id')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select((eb) => articleColumns(eb as unknown as ArticleExpressions, langNo))
    .where('cc.category_id', '=', categoryId)
    .where((eb) => fits(eb as unknown as ArticleExpressions, modelId))
    .where((eb) => deliverable(eb as unknown as ArticleExpressions, country))
    .orderBy('cc.weight', 'desc')
    .orderBy((eb) => eb.case().when('a.brand_id', '=', brandId).then(0).else(1).end())
    .orderBy('a.popularity', 'desc')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/** Articles that other carts hold together with this article, most carts first. */
export async function boughtTogether(db: Db, articleId: number, modelId: number | null, country: string, langNo: number, limit: number): Promise<SuggestedArticleRow[]> {
  const together = db
    .selectFrom('cart_lines as cl')
    .innerJoin('offers as o1', 'o1.id', 'cl.offer_id')
    .innerJoin('cart_lines as cl2', (join) => join.onRef('cl2.session_id', '=', 'cl.session_id').onRef('cl2.id', '<>', 'cl.id'))
    .innerJoin('offers as o2', 'o2.id', 'cl2.offer_id')
    .select((eb) => ['o2.article_id', eb.fn.count<number>('cl2.session_id').distinct().as('carts')])
    .where('o1.article_id', '=', articleId)
    .where('o2.article_id', '<>', articleId)
    .groupBy('o2.article_id');
  return db
    .selectFrom(together.as('together'))
    .innerJoin('articles as a', 'a.id', 'together.article_id')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select((eb) => articleColumns(eb as unknown as ArticleExpressions, langNo))
    .where('together.carts', '>=', 2)
    .where((eb) => fits(eb as unknown as ArticleExpressions, modelId))
    .where((eb) => deliverable(eb as unknown as ArticleExpressions, country))
    .orderBy('together.carts', 'desc')
    .orderBy('a.popularity', 'desc')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/** Other articles of the same category that fit the vehicle: the alternatives to a spare part. */
export async function alternativeArticles(db: Db, articleId: number, categoryId: number, modelId: number | null, country: string, langNo: number, limit: number): Promise<SuggestedArticleRow[]> {
  return db
    .selectFrom('articles as a')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select((eb) => articleColumns(eb as unknown as ArticleExpressions, langNo))
    .where('a.category_id', '=', categoryId)
    .where('a.id', '<>', articleId)
    .where((eb) => fits(eb as unknown as ArticleExpressions, modelId))
    .where((eb) => deliverable(eb as unknown as ArticleExpressions, country))
    .orderBy('a.popularity', 'desc')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/**
 * The offer to show for each article, in one query: from the preferred shop when it has one (no
 * extra shipping), else the cheapest (then the better-rated shop).
 */
export async function bestOffers(db: Db, articleIds: number[], country: string, preferShopId: number | null): Promise<Map<number, SuggestedOfferRow>> {
  const best = new Map<number, SuggestedOfferRow>();
  if (!articleIds.length) return best;
  const rows = await db
    .selectFrom('offers as o')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', country))
    .innerJoin('articles as a', 'a.id', 'o.article_id')
    .leftJoin('category_texts as cd', (join) => join.onRef('cd.category_id', '=', 'a.category_id').on('cd.lang_no', '=', 1))
    .select(['o.id as offer_id', 'o.article_id', 'o.price_cents', 'o.refund_cents', 'cd.title as kind', 's.id as shop_id', 's.name as shop_name', 's.slug as shop_slug', 's.rating as shop_rating'])
    .where('o.article_id', 'in', articleIds)
    .where('o.stock', '>', 0)
    .execute()
    // The price delivered into the country: a battery with that country's deposit (catalogue/deposits.ts).
    .then((read) => read.map(({ refund_cents, kind, ...row }) => ({ ...row, price_cents: deliveredPrice({ kind, priceCents: row.price_cents, refundCents: refund_cents }, country).priceCents })));
  const rank = (o: SuggestedOfferRow) => [o.shop_id === preferShopId ? 0 : 1, o.price_cents, -o.shop_rating, o.offer_id];
  const better = (a: SuggestedOfferRow, b: SuggestedOfferRow) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
    return false;
  };
  for (const row of rows) {
    const held = best.get(row.article_id);
    if (!held || better(row, held)) best.set(row.article_id, row);
  }
  return best;
}

export async function modelKnown(db: Db, modelId: number): Promise<boolean> {
  return (await db.selectFrom('models').select('id').where('id', '=', modelId).executeTakeFirst()) !== undefined;
}
