/**
 * Payout runs: creating one pays every closed settlement owed money and payable now (sepa.ts) in
 * one pain.001 file under a message id of its own, kept with its XML, so the file downloaded again
 * is the same file and the bank never sees the transfers twice. Each payout keeps its end-to-end
 * id, the account it went to and its state: sent, then confirmed once the bank statement shows it
 * booked. The run is written in one transaction (an interrupted run leaves nothing), and a
 * settlement's payout is unique, so no settlement is ever in two runs.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { postPayout } from '../ledger';
import { maskedIban, type CollectionAccount } from '../payments';
import type { Fault } from './close';
import { DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS } from './payout-hold';
import { endToEndIdOf, painXml, payeesOf, type NotPayable } from './sepa';

export interface PayoutRunSummary { id: number; messageId: string; createdAt: string; createdBy: string; transfers: number; totalCents: number; sent: number; confirmed: number }
export type PayoutRunOutcome =
  | { kind: 'created'; run: PayoutRunSummary; notPayable: NotPayable[] }
  /** Nobody to pay now: no run, no file. */
  | { kind: 'nothing'; notPayable: NotPayable[] };
/** fault: called inside the run's transaction after each write ('run written', 'payout posted' after each payee's ledger posting, 'payouts written'), for tests that stop it there. */
export interface PayoutRunOptions { createdBy: string; now?: Date; holdHours?: number; fault?: Fault }
export type PayoutState = 'sent' | 'confirmed';
export interface ShopPayout { settlementId: number; month: string; amountCents: number; sentAt: string; confirmedAt: string | null; state: PayoutState; account: string }

/** At most 35 characters of SEPA's set: the day and a random tail, unique by the table's key besides. */
const messageIdAt = (now: Date) => `SPAREO-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(6).toString('hex').toUpperCase()}`;

export async function createPayoutRun(db: Db, debtor: CollectionAccount, options: PayoutRunOptions): Promise<PayoutRunOutcome> {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  return db.transaction().execute(async (tx): Promise<PayoutRunOutcome> => {
    const { payees, notPayable } = await payeesOf(tx, now, options.holdHours ?? DEFAULT_PAYOUT_ACCOUNT_HOLD_HOURS);
    if (payees.length === 0) return { kind: 'nothing', notPayable };
    const messageId = messageIdAt(now);
    const totalCents = payees.reduce((sum, p) => sum + p.payoutCents, 0);
    const { id } = await tx.insertInto('payout_runs').values({ message_id: messageId, created_at: at, created_by: options.createdBy, transfers: payees.length, total_cents: totalCents, xml: painXml(messageId, debtor, payees, now) })
      .returning('id').executeTakeFirstOrThrow();
    await options.fault?.('run written');
    await tx.insertInto('payouts').values(payees.map((p) => ({
      run_id: id, settlement_id: p.settlementId, shop_id: p.shopId, amount_cents: p.payoutCents, end_to_end_id: endToEndIdOf(p),
      holder: p.holder, iban: p.iban, bic: p.bic, state: 'sent', sent_at: at, confirmed_at: null,
    }))).execute();
    // What the marketplace owed each shop leaves its bank with the file, once per settlement.
    for (const p of payees) {
      await postPayout(tx, { settlementId: p.settlementId, shopId: p.shopId, cents: p.payoutCents, at: now });
      await options.fault?.('payout posted');
    }
    await options.fault?.('payouts written');
    return { kind: 'created', run: { id, messageId, createdAt: at, createdBy: options.createdBy, transfers: payees.length, totalCents, sent: payees.length, confirmed: 0 }, notPayable };
  });
}

/** The runs made, newest first, with how many of their payouts are still sent and how many confirmed. */
export async function payoutRuns(db: Db, limit = 24): Promise<PayoutRunSummary[]> {
  const runs = await db.selectFrom('payout_runs').select(['id', 'message_id', 'created_at', 'created_by', 'transfers', 'total_cents']).orderBy('id', 'desc').limit(limit).execute();
  if (runs.length === 0) return [];
  const counts = await db.selectFrom('payouts').select(['run_id', 'state', (eb) => eb.fn.countAll<number>().as('n')]).where('run_id', 'in', runs.map((r) => r.id)).groupBy(['run_id', 'state']).execute();
  const count = (runId: number, state: PayoutState) => Number(counts.find((c) => Number(c.run_id) === runId && c.state === state)?.n ?? 0);
  return runs.map((r) => ({
    id: Number(r.id), messageId: r.message_id, createdAt: r.created_at, createdBy: r.created_by, transfers: Number(r.transfers), totalCents: Number(r.total_cents),
    sent: count(Number(r.id), 'sent'), confirmed: count(Number(r.id), 'confirmed'),
  }));
}

/** The run's file as it was written; undefined when there is no such run. */
export async function payoutRunFile(db: Db, id: number): Promise<{ messageId: string; filename: string; xml: string } | undefined> {
  const run = await db.selectFrom('payout_runs').select(['message_id', 'created_at', 'xml']).where('id', '=', id).executeTakeFirst();
  return run && { messageId: run.message_id, filename: `payouts-${run.created_at.slice(0, 10)}-${id}.xml`, xml: run.xml };
}

/**
 * The bank booked the transfer with this end-to-end id: its payout is confirmed, at the booking's
 * moment. Told again, nothing changes (the first booking's moment stays).
 */
export async function confirmPayout(db: Db, endToEndId: string, bookedAt: Date | string): Promise<'confirmed' | 'already' | 'unknown'> {
  const at = typeof bookedAt === 'string' ? new Date(bookedAt).toISOString() : bookedAt.toISOString();
  const changed = await db.updateTable('payouts').set({ state: 'confirmed', confirmed_at: at }).where('end_to_end_id', '=', endToEndId).where('state', '=', 'sent').executeTakeFirst();
  if (Number(changed.numUpdatedRows) > 0) return 'confirmed';
  return (await db.selectFrom('payouts').select('id').where('end_to_end_id', '=', endToEndId).executeTakeFirst()) ? 'already' : 'unknown';
}

/** The shop's payouts, newest first, the account they went to masked. */
export async function payoutsOf(db: Db, shopId: number, limit = 36): Promise<ShopPayout[]> {
  const rows = await db.selectFrom('payouts as p').innerJoin('settlements as s', 's.id', 'p.settlement_id')
    .select(['p.settlement_id', 's.month', 'p.amount_cents', 'p.sent_at', 'p.confirmed_at', 'p.state', 'p.iban'])
    .where('p.shop_id', '=', shopId).orderBy('p.sent_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ settlementId: Number(r.settlement_id), month: r.month, amountCents: Number(r.amount_cents), sentAt: r.sent_at, confirmedAt: r.confirmed_at, state: r.state === 'confirmed' ? 'confirmed' : 'sent', account: maskedIban(r.iban) }));
}
