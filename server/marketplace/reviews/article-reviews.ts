/**
 * Reviews of articles by verified buyers. Only the buyer of a part the shop reported delivered may
 * rate its articles, once each; a review waits for the desk (pending) and shows once approved.
 * The article page reads the approved ones with their average and counts per star.
 */
import type { Db } from '../db/connection';
import { NO_REVIEWS, REVIEWS_SHOWN, type ArticleReviewsAnswer, type PendingReviewAnswer } from '../../../contract/calls/article-reviews';
import { articleName } from '../catalogue';

export type ReviewOutcome = { ok: true; id: number } | { ok: false; reason: 'not_found' | 'not_delivered' | 'reviewed' };

export interface NewReview { orderId: number; partNumber: string; articleId: number; rating: number; text: string; author: string; langNo: number }

/** Whether the shop reported the part delivered (its timeline has the step). */
export async function partDelivered(db: Db, orderShopId: number): Promise<boolean> {
  return (await db.selectFrom('order_events').select('id').where('order_shop_id', '=', orderShopId).where('kind', '=', 'delivered').limit(1).executeTakeFirst()) !== undefined;
}

/** The articles of the order's delivered parts the buyer has not rated yet, by part number. */
export async function articlesToReview(db: Db, orderId: number): Promise<Map<string, number[]>> {
  const rows = await db.selectFrom('order_shops as p').innerJoin('order_lines as l', 'l.order_shop_id', 'p.id')
    .select(['p.number', 'l.article_id as articleId'])
    .where('p.order_id', '=', orderId)
    .where((eb) => eb.exists(eb.selectFrom('order_events as e').select('e.id').whereRef('e.order_shop_id', '=', 'p.id').where('e.kind', '=', 'delivered')))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('article_reviews as r').select('r.id').whereRef('r.order_shop_id', '=', 'p.id').whereRef('r.article_id', '=', 'l.article_id'))))
    .orderBy('l.id').execute();
  const open = new Map<string, number[]>();
  for (const row of rows) open.set(row.number, [...new Set([...(open.get(row.number) ?? []), row.articleId])]);
  return open;
}

export async function submitReview(db: Db, review: NewReview, now = new Date()): Promise<ReviewOutcome> {
  const part = await db.selectFrom('order_shops as p').innerJoin('order_lines as l', 'l.order_shop_id', 'p.id').select('p.id')
    .where('p.order_id', '=', review.orderId).where('p.number', '=', review.partNumber).where('l.article_id', '=', review.articleId).executeTakeFirst();
  if (!part) return { ok: false, reason: 'not_found' };
  if (!(await partDelivered(db, part.id))) return { ok: false, reason: 'not_delivered' };
  const inserted = await db.insertInto('article_reviews').values({
    article_id: review.articleId, order_shop_id: part.id, rating: review.rating, text: review.text, author: review.author, lang_no: review.langNo, created_at: now.toISOString(),
  }).onConflict((oc) => oc.columns(['order_shop_id', 'article_id']).doNothing()).returning('id').executeTakeFirst();
  return inserted ? { ok: true, id: inserted.id } : { ok: false, reason: 'reviewed' };
}

/**
 * The approved reviews of an article: the average and the counts per star over all of them, the
 * latest few written in the visitor's language (a German text on the Spanish page reads as an
 * untranslated page; its stars still count).
 */
export async function approvedReviews(db: Db, articleId: number, langNo: number): Promise<ArticleReviewsAnswer> {
  const [counts, latest] = await Promise.all([
    db.selectFrom('article_reviews').select((eb) => ['rating', eb.fn.countAll<number>().as('n')])
      .where('article_id', '=', articleId).where('status', '=', 'approved').groupBy('rating').execute(),
    db.selectFrom('article_reviews').select(['id', 'rating', 'text', 'author', 'created_at'])
      .where('article_id', '=', articleId).where('status', '=', 'approved').where('lang_no', '=', langNo).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(REVIEWS_SHOWN).execute(),
  ]);
  if (counts.length === 0) return NO_REVIEWS;
  const perStar = [1, 2, 3, 4, 5].map((stars) => Number(counts.find((row) => Number(row.rating) === stars)?.n ?? 0));
  const count = perStar.reduce((sum, n) => sum + n, 0);
  const average = perStar.reduce((sum, n, i) => sum + n * (i + 1), 0) / count;
  return {
    average: Math.round(average * 100) / 100, count, counts: perStar,
    reviews: latest.map((row) => ({ id: row.id, rating: row.rating, text: row.text, author: row.author, createdAt: row.created_at })),
  };
}

/** The reviews waiting for the desk, oldest first, with the article they are about and the order. */
export async function pendingReviews(db: Db, limit = 100): Promise<PendingReviewAnswer[]> {
  const rows = await db.selectFrom('article_reviews as r').innerJoin('order_shops as p', 'p.id', 'r.order_shop_id').innerJoin('orders as o', 'o.id', 'p.order_id')
    .innerJoin('articles as a', 'a.id', 'r.article_id').innerJoin('brands as b', 'b.id', 'a.brand_id')
    .leftJoin('category_texts as ct', (join) => join.onRef('ct.category_id', '=', 'a.category_id').on('ct.lang_no', '=', 1))
    .select(['r.id', 'r.rating', 'r.text', 'r.author', 'r.created_at', 'r.article_id', 'r.lang_no', 'o.number', 'b.name as brand', 'a.article_number', 'a.criteria', 'ct.title'])
    .where('r.status', '=', 'pending').orderBy('r.created_at').orderBy('r.id').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id, rating: row.rating, text: row.text, author: row.author, createdAt: row.created_at, articleId: row.article_id, langNo: row.lang_no, orderNumber: row.number,
    article: `${row.brand} ${articleName(row.title, row.criteria, 1, row.article_number)}`,
  }));
}

/** Approves or rejects a pending review; false when there is no such pending review. */
export async function moderateReview(db: Db, id: number, decision: 'approved' | 'rejected', staffId: number, now = new Date()): Promise<boolean> {
  const changed = await db.updateTable('article_reviews').set({ status: decision, moderated_at: now.toISOString(), moderated_by: staffId })
    .where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}
