/**
 * A review's history at the desk: each decision (published, rejected) with who, when and why, and
 * the undoing of the latest one, which puts the review back as it was before it (and the buyer's
 * earlier reviews an approval had put aside) and is itself a row of the history.
 */
import type { ReviewDecisionAnswer } from '../../../contract/calls/article-reviews';
import type { Db } from '../db/connection';

export interface DecidingStaff { id: number; name: string }

export interface Decision { reviewId: number; from: string; to: string; reason: string; replaced?: readonly number[]; undoes?: number }

export async function recordDecision(db: Db, staff: DecidingStaff, decision: Decision, now: Date): Promise<void> {
  await db.insertInto('review_decisions').values({
    review_id: decision.reviewId, at: now.toISOString(), staff_id: staff.id, staff_name: staff.name, from_status: decision.from, to_status: decision.to,
    reason: decision.reason, undoes: decision.undoes ?? null, replaced: JSON.stringify(decision.replaced ?? []),
  }).execute();
}

/** The histories of these reviews, oldest first, by review id. */
export async function reviewHistories(db: Db, reviewIds: readonly number[]): Promise<Map<number, ReviewDecisionAnswer[]>> {
  const histories = new Map<number, ReviewDecisionAnswer[]>();
  if (reviewIds.length === 0) return histories;
  const rows = await db.selectFrom('review_decisions').select(['id', 'review_id', 'at', 'staff_name', 'from_status', 'to_status', 'reason', 'undoes'])
    .where('review_id', 'in', [...reviewIds]).orderBy('review_id').orderBy('id').execute();
  for (const row of rows) {
    const entry: ReviewDecisionAnswer = { id: row.id, at: row.at, staffName: row.staff_name, from: row.from_status, to: row.to_status, reason: row.reason, undo: row.undoes !== null };
    histories.set(row.review_id, [...(histories.get(row.review_id) ?? []), entry]);
  }
  return histories;
}

/** not_found: no such review; nothing: no decision left to undo; changed: the review moved on since (a later review of its buyer replaced it). */
export type UndoOutcome = { ok: true; status: string; was: string } | { ok: false; reason: 'not_found' | 'nothing' | 'changed' };

/**
 * Undoes the review's latest decision that is not undone yet: the review returns to the state
 * before it, with the buyer's reviews that decision replaced.
 */
export async function undoDecision(db: Db, reviewId: number, staff: DecidingStaff, reason: string, now = new Date()): Promise<UndoOutcome> {
  return db.transaction().execute(async (tx) => {
    const review = await tx.selectFrom('article_reviews').select(['status']).where('id', '=', reviewId).executeTakeFirst();
    if (!review) return { ok: false as const, reason: 'not_found' as const };
    const rows = await tx.selectFrom('review_decisions').select(['id', 'from_status', 'to_status', 'undoes', 'replaced']).where('review_id', '=', reviewId).orderBy('id', 'desc').execute();
    const undone = new Set(rows.flatMap((row) => (row.undoes === null ? [] : [row.undoes])));
    const latest = rows.find((row) => row.undoes === null && !undone.has(row.id));
    if (!latest) return { ok: false as const, reason: 'nothing' as const };
    if (review.status !== latest.to_status) return { ok: false as const, reason: 'changed' as const };
    const changed = await tx.updateTable('article_reviews')
      .set(latest.from_status === 'pending' ? { status: 'pending', moderated_at: null, moderated_by: null } : { status: latest.from_status })
      .where('id', '=', reviewId).where('status', '=', latest.to_status).executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return { ok: false as const, reason: 'changed' as const };
    const replaced = (JSON.parse(latest.replaced) as unknown[]).filter((id): id is number => typeof id === 'number');
    if (replaced.length) await tx.updateTable('article_reviews').set({ status: 'approved' }).where('id', 'in', replaced).where('status', '=', 'replaced').execute();
    await recordDecision(tx, staff, { reviewId, from: latest.to_status, to: latest.from_status, reason, undoes: latest.id }, now);
    return { ok: true as const, status: latest.from_status, was: latest.to_status };
  });
}
