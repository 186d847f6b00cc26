/**
 * The scheduled payout run (the command line, daily from cron): makes a run when the schedule says
 * one is due (payout-schedule.ts), else says when the next one is. A run made in between by hand
 * counts as the month's.
 */
import type { Db } from '../db/connection';
import type { CollectionAccount } from '../payments';
import type { Fault } from './close';
import { nextPayoutDay, payoutRunDue } from './payout-schedule';
import { createPayoutRun, type PayoutRunOutcome } from './runs';

export type DueRunOutcome = PayoutRunOutcome | { kind: 'not_due'; next: string };

export async function runDuePayouts(db: Db, debtor: CollectionAccount, options: { runDay: number; holdHours: number; createdBy: string; now?: Date; force?: boolean; fault?: Fault }): Promise<DueRunOutcome> {
  const now = options.now ?? new Date();
  const [lastClosed, lastRun] = await Promise.all([
    db.selectFrom('settlement_months').select(['month', 'closed_at as closedAt']).orderBy('month', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('payout_runs').select('created_at').orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  const state = { lastClosed: lastClosed ?? null, lastRunAt: lastRun?.created_at ?? null };
  if (!options.force && !payoutRunDue(options.runDay, state, now)) return { kind: 'not_due', next: nextPayoutDay(options.runDay, state, now) };
  return createPayoutRun(db, debtor, { createdBy: options.createdBy, now, holdHours: options.holdHours, fault: options.fault });
}
