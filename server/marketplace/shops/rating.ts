/**
 * The shop's rating as every page and the offers' order read it: one number and a count, kept on
 * the shop. The reviews work it out from the buyers' ratings (reviews/shop-ratings.ts).
 */
import type { Db } from '../db/connection';

export async function saveShopRating(db: Db, shopId: number, rating: number, count: number): Promise<void> {
  await db.updateTable('shops').set({ rating, review_count: count }).where('id', '=', shopId).execute();
}
