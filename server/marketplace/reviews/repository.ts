/** The organisation's rating and reviews (the marketplace's own review store). */
import { statement } from '../catalogue/statements';
import type { Database } from '../db/connection';

/** Spec section 5/9: only reviews with a non-empty comment, at most 4. */
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

export function organisationRating(db: Database): OrganisationRating | null {
  const row = statement(db, 'SELECT name, rating_value, review_count FROM organisation_rating WHERE id = 1').get() as
    | { name: string; rating_value: number; review_count: number }
    | undefined;
  return row ? { name: row.name, value: row.rating_value, reviewCount: row.review_count } : null;
}

/** The latest reviews written in the visitor's language (a review in another language is not shown). */
export function latestReviewsWithComment(db: Database, langNo: number, limit = MAX_REVIEWS): OrganisationReview[] {
  const rows = statement(
    db,
    `SELECT id, comment, rating, author, lang_no, created_at FROM organisation_reviews
      WHERE lang_no = ? AND trim(comment) <> '' ORDER BY created_at DESC, id DESC LIMIT ?`,
  ).all(langNo, limit) as { id: number; comment: string; rating: number; author: string; lang_no: number; created_at: string }[];
  return rows.map((r) => ({ id: r.id, comment: r.comment.trim(), mark: r.rating, author: r.author, langNo: r.lang_no, createdAt: r.created_at }));
}
