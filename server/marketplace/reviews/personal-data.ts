/**
 * The reviews' part of a shopper's personal data: what they wrote as a buyer of an order's parts.
 * Anonymised, the stars and words stay on the article page, no longer signed, and the buyer's
 * mailbox key goes: the reviews and shop ratings stay, counted once each.
 */
import type { Db } from '../db/connection';
import { GONE, goneEmail } from '../personal-data';

/** The reviews written for these parts of an order, oldest first. */
export async function reviewsOfParts(db: Db, partIds: readonly number[]) {
  if (partIds.length === 0) return [];
  return db.selectFrom('article_reviews').select(['order_shop_id', 'article_id as articleId', 'rating', 'text', 'author', 'status', 'created_at as createdAt'])
    .where('order_shop_id', 'in', [...partIds]).orderBy('id').execute();
}

export async function anonymiseBuyerReviews(tx: Db, orderId: number, partIds: readonly number[]): Promise<void> {
  if (partIds.length === 0) return;
  await tx.updateTable('article_reviews').set({ author: GONE, buyer_key: goneEmail(orderId) }).where('order_shop_id', 'in', [...partIds]).execute();
  await tx.updateTable('shop_ratings').set({ buyer_key: goneEmail(orderId) }).where('order_shop_id', 'in', [...partIds]).execute();
}
