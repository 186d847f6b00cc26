/**
 * Reviews of articles by verified buyers. Which article of which part its buyer may rate is the
 * order's to say (orders/reviewable.ts); kept here: once per part and article, waiting for the desk
 * (pending) and shown once approved. A buyer (by mailbox key) has one review of an article that
 * counts: a later one replaces the earlier, which is kept as `replaced` and neither shown nor
 * counted. The article page reads the approved ones with their average and counts per star.
 */
import type { Db } from '../db/connection';
import { NO_REVIEWS, REVIEWS_SHOWN, type ArticleReviewsAnswer, type PendingReviewAnswer, type ReviewOrder } from '../../../contract/calls/article-reviews';
import { articleName } from '../catalogue';
import { reviewPhotos, keepReviewPhotos } from './review-photos';
import { recordDecision, reviewHistories } from './decisions';

/** reviewed: this part's article was rated and the desk has decided on it already. */
export type ReviewOutcome = { ok: true; id: number } | { ok: false; reason: 'moderated' };

/** orderShopId: the part the buyer may rate the article of, as the order said; buyerKey: the buyer's mailbox key. */
export interface NewReview { orderShopId: number; articleId: number; rating: number; text: string; author: string; langNo: number; buyerKey: string; photoIds?: readonly string[] }

/** The articles of these parts rated already, as "part id:article id". */
export async function reviewedArticles(db: Db, orderShopIds: readonly number[]): Promise<Set<string>> {
  if (orderShopIds.length === 0) return new Set();
  const rows = await db.selectFrom('article_reviews').select(['order_shop_id', 'article_id']).where('order_shop_id', 'in', [...orderShopIds]).execute();
  return new Set(rows.map((row) => `${row.order_shop_id}:${row.article_id}`));
}

/**
 * Keeps the review, pending. A second one for the same part and article replaces the first while
 * the desk has not looked at it; after that it is refused. The buyer's other pending reviews of
 * the article are replaced at once (the desk need not judge a text its writer took back).
 */
export async function submitReview(db: Db, review: NewReview, now = new Date()): Promise<ReviewOutcome> {
  return db.transaction().execute(async (tx) => {
    const fields = { rating: review.rating, text: review.text, author: review.author, lang_no: review.langNo, buyer_key: review.buyerKey, created_at: now.toISOString() };
    const existing = await tx.selectFrom('article_reviews').select(['id', 'status']).where('order_shop_id', '=', review.orderShopId).where('article_id', '=', review.articleId).executeTakeFirst();
    let id: number;
    if (existing) {
      if (existing.status !== 'pending') return { ok: false as const, reason: 'moderated' as const };
      await tx.updateTable('article_reviews').set(fields).where('id', '=', existing.id).execute();
      id = existing.id;
    } else {
      const inserted = await tx.insertInto('article_reviews').values({ ...fields, article_id: review.articleId, order_shop_id: review.orderShopId })
        .returning('id').executeTakeFirstOrThrow();
      id = inserted.id;
    }
    if (review.buyerKey) {
      await tx.updateTable('article_reviews').set({ status: 'replaced' }).where('buyer_key', '=', review.buyerKey)
        .where('article_id', '=', review.articleId).where('status', '=', 'pending').where('id', '<>', id).execute();
    }
    await keepReviewPhotos(tx, id, review.photoIds ?? []);
    return { ok: true as const, id };
  });
}

/**
 * The approved reviews of an article: the average and the counts per star over all of them, the
 * latest few (or the best-rated, as the reader chose) written in the visitor's language (a German
 * text on the Spanish page reads as an untranslated page; its stars still count).
 */
export async function approvedReviews(db: Db, articleId: number, langNo: number, order: ReviewOrder = 'newest'): Promise<ArticleReviewsAnswer> {
  let listed = db.selectFrom('article_reviews').select(['id', 'rating', 'text', 'author', 'created_at', 'helpful'])
    .where('article_id', '=', articleId).where('status', '=', 'approved').where('lang_no', '=', langNo);
  if (order === 'stars') listed = listed.orderBy('rating', 'desc');
  const [counts, latest] = await Promise.all([
    db.selectFrom('article_reviews').select((eb) => ['rating', eb.fn.countAll<number>().as('n')])
      .where('article_id', '=', articleId).where('status', '=', 'approved').groupBy('rating').execute(),
    listed.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(REVIEWS_SHOWN).execute(),
  ]);
  if (counts.length === 0) return NO_REVIEWS;
  const perStar = [1, 2, 3, 4, 5].map((stars) => Number(counts.find((row) => Number(row.rating) === stars)?.n ?? 0));
  const count = perStar.reduce((sum, n) => sum + n, 0);
  const average = perStar.reduce((sum, n, i) => sum + n * (i + 1), 0) / count;
  const photos = await reviewPhotos(db, latest.map((row) => row.id));
  return {
    average: Math.round(average * 100) / 100, count, counts: perStar,
    reviews: latest.map((row) => ({ id: row.id, rating: row.rating, text: row.text, author: row.author, createdAt: row.created_at, helpful: Number(row.helpful), photos: photos.get(row.id) ?? [] })),
  };
}

/** The reviews waiting for the desk, oldest first, with the article they are about and the order. */
export async function pendingReviews(db: Db, limit = 100): Promise<PendingReviewAnswer[]> {
  return reviewsForDesk(db, ['pending'], limit);
}

/** The reviews the desk decided on, latest decision first, each with its history (to undo the latest). */
export async function decidedReviews(db: Db, limit = 30): Promise<PendingReviewAnswer[]> {
  return reviewsForDesk(db, ['approved', 'rejected'], limit);
}

async function reviewsForDesk(db: Db, statuses: readonly string[], limit: number): Promise<PendingReviewAnswer[]> {
  let query = db.selectFrom('article_reviews as r').innerJoin('order_shops as p', 'p.id', 'r.order_shop_id').innerJoin('orders as o', 'o.id', 'p.order_id')
    .innerJoin('articles as a', 'a.id', 'r.article_id').innerJoin('brands as b', 'b.id', 'a.brand_id')
    .leftJoin('category_texts as ct', (join) => join.onRef('ct.category_id', '=', 'a.category_id').on('ct.lang_no', '=', 1))
    .select(['r.id', 'r.rating', 'r.text', 'r.author', 'r.created_at', 'r.article_id', 'r.lang_no', 'r.helpful', 'r.status', 'o.number', 'b.name as brand', 'a.article_number', 'a.criteria', 'ct.title'])
    .where('r.status', 'in', [...statuses]).limit(limit);
  query = statuses.includes('pending') ? query.orderBy('r.created_at').orderBy('r.id')
    : query.orderBy((eb) => eb.selectFrom('review_decisions as d').select((inner) => inner.fn.max('d.id').as('last')).whereRef('d.review_id', '=', 'r.id'), 'desc').orderBy('r.moderated_at', 'desc').orderBy('r.id', 'desc');
  const rows = await query.execute();
  const ids = rows.map((row) => row.id);
  const [photos, histories] = await Promise.all([reviewPhotos(db, ids), reviewHistories(db, ids)]);
  return rows.map((row) => ({
    id: row.id, rating: row.rating, text: row.text, author: row.author, createdAt: row.created_at, articleId: row.article_id, langNo: row.lang_no, orderNumber: row.number,
    helpful: Number(row.helpful), photos: photos.get(row.id) ?? [], status: row.status, history: histories.get(row.id) ?? [],
    article: `${row.brand} ${articleName(row.title, row.criteria, 1, row.article_number)}`,
  }));
}

/**
 * Approves or rejects a pending review; false when there is no such pending review. An approved
 * review replaces the same buyer's approved ones of the article written before it (or is itself
 * replaced, should a later one have been approved first). The decision goes into the review's
 * history with who made it and why, and what it replaced, so it can be undone (decisions.ts).
 */
export async function moderateReview(db: Db, id: number, decision: 'approved' | 'rejected', staffId: number, now = new Date(), how: { staffName?: string; reason?: string } = {}): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const changed = await tx.updateTable('article_reviews').set({ status: decision, moderated_at: now.toISOString(), moderated_by: staffId })
      .where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    let replaced: number[] = [];
    let status: string = decision;
    if (decision === 'approved') {
      const review = await tx.selectFrom('article_reviews').select(['buyer_key', 'article_id']).where('id', '=', id).executeTakeFirstOrThrow();
      if (review.buyer_key) {
        const later = await tx.selectFrom('article_reviews').select('id').where('buyer_key', '=', review.buyer_key).where('article_id', '=', review.article_id)
          .where('status', '=', 'approved').where('id', '>', id).executeTakeFirst();
        const put = await tx.selectFrom('article_reviews').select('id').where('buyer_key', '=', review.buyer_key)
          .where('article_id', '=', review.article_id).where('status', '=', 'approved').where('id', later ? '<=' : '<', id).execute();
        replaced = put.map((row) => row.id).filter((other) => other !== id);
        if (put.length) await tx.updateTable('article_reviews').set({ status: 'replaced' }).where('id', 'in', put.map((row) => row.id)).execute();
        if (later) status = 'replaced';
      }
    }
    const staffName = how.staffName ?? (await tx.selectFrom('staff').select('name').where('id', '=', staffId).executeTakeFirst())?.name ?? '';
    await recordDecision(tx, { id: staffId, name: staffName }, { reviewId: id, from: 'pending', to: status, reason: how.reason ?? '', replaced }, now);
    return true;
  });
}
