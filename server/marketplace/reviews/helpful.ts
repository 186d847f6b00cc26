/**
 * Readers mark a review helpful without an account: one vote per review and visitor (a hash of the
 * session, so the table holds no session id), and at most a day's worth of votes per visitor, so
 * one visitor cannot push a review up by the hundreds.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';

export const HELPFUL_VOTES_PER_DAY = 30;

export type HelpfulOutcome = { ok: true; helpful: number; counted: boolean } | { ok: false; reason: 'not_found' | 'too_many' };

export async function markHelpful(db: Db, reviewId: number, sessionId: string, now = new Date()): Promise<HelpfulOutcome> {
  const visitor = createHash('sha256').update(`helpful:${sessionId}`).digest('hex').slice(0, 32);
  return db.transaction().execute(async (tx) => {
    const review = await tx.selectFrom('article_reviews').select('helpful').where('id', '=', reviewId).where('status', '=', 'approved').executeTakeFirst();
    if (!review) return { ok: false as const, reason: 'not_found' as const };
    const since = new Date(now.getTime() - 86_400_000).toISOString();
    const recent = await tx.selectFrom('review_helpful_votes').select((eb) => eb.fn.countAll<number>().as('n')).where('visitor', '=', visitor).where('created_at', '>', since).executeTakeFirstOrThrow();
    if (Number(recent.n) >= HELPFUL_VOTES_PER_DAY) return { ok: false as const, reason: 'too_many' as const };
    const voted = await tx.insertInto('review_helpful_votes').values({ review_id: reviewId, visitor, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['review_id', 'visitor']).doNothing()).executeTakeFirst();
    const counted = Number(voted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (!counted) return { ok: true as const, helpful: Number(review.helpful), counted };
    await tx.updateTable('article_reviews').set((eb) => ({ helpful: eb('helpful', '+', 1) })).where('id', '=', reviewId).execute();
    return { ok: true as const, helpful: Number(review.helpful) + 1, counted };
  });
}
