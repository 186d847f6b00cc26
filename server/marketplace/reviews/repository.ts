/** The organisation's rating and reviews (the marketplace's own review store). */
import type { Db } from '../db/connection';

/** Only reviews with a non-empty comment, at most 4. */
export const MAX_REVIEWS = 4;

export interface OrganisationRating {
  name: string;
  value: number;
  reviewCount: number;
}

export interface OrganisationReview {
  id: number;
  comment: string;
  mark: number;
  author: string;
  langNo: number;
  createdAt: string;
}

export async function organisationRating(db: Db): Promise<OrganisationRating | null> {
  const row = await db.selectFrom('organisation_rating').select(['name', 'rating_value', 'review_count']).where('id', '=', 1).executeTakeFirst();
  return row ? { name: row.name, value: row.rating_value, reviewCount: row.review_count } : null;
}

/** The latest reviews written in the visitor's language (a review in another language is not shown). */
export async function latestReviewsWithComment(db: Db, langNo: number, limit = MAX_REVIEWS): Promise<OrganisationReview[]> {
  const rows = await db
    .selectFrom('organisation_reviews')
    .select(['id', 'comment', 'rating', 'author', 'lang_no', 'created_at'])
    .where('lang_no', '=', langNo)
    .where((eb) => eb(eb.fn('trim', ['comment']), '<>', ''))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, comment: r.comment.trim(), mark: r.rating, author: r.author, langNo: r.lang_no, createdAt: r.created_at }));
}
