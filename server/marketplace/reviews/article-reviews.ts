/**
 * Reviews of articles by verified buyers. Which article of which part its buyer may rate is the
 * order's to say (orders/reviewable.ts); kept here: once per part and article, waiting for the desk
 * (pending) and shown once approved. The article page reads the approved ones with their average
 * and counts per star.
 */
import type { Db } from '../db/connection';
import { NO_REVIEWS, REVIEWS_SHOWN, type ArticleReviewsAnswer, type PendingReviewAnswer } from '../../../contract/calls/article-reviews';
import { articleName } from '../catalogue';

export type ReviewOutcome = { ok: true; id: number } | { ok: false; reason: 'reviewed' };

/** orderShopId: the part the buyer may rate the article of, as the order said. */
export interface NewReview { orderShopId: number; articleId: number; rating: number; text: string; author: string; langNo: number }

/** The articles of these parts rated already, as "part id:article id". */
export async function reviewedArticles(db: Db, orderShopIds: readonly number[]): Promise<Set<string>> {
  if (orderShopIds.length === 0) return new Set();
  const rows = await db.selectFrom('article_reviews').select(['order_shop_id', 'article_id']).where('order_shop_id', 'in', [...orderShopIds]).execute();
  return new Set(rows.map((row) => `${row.order_shop_id}:${row.article_id}`));
}

export async function submitReview(db: Db, review: NewReview, now = new Date()): Promise<ReviewOutcome> {
  const inserted = await db.insertInto('article_reviews').values({
    article_id: review.articleId, order_shop_id: review.orderShopId, rating: review.rating, text: review.text, author: review.author, lang_no: review.langNo, created_at: now.toISOString(),
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
