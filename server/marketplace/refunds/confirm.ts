/**
 * A refund is confirmed when the money is known to have arrived: for the provider's, its
 * notification that the refund succeeded; for a transfer, the bank statement booking it (the
 * statement import calls confirmBankRefund with the transfer's end-to-end id). A refund the
 * provider reports failed is marked failed, for the desk to retry. Confirming again changes nothing.
 */
import type { Db } from '../db/connection';

/** The provider's word on its refunds (by its ids): how many of ours it changed. */
export async function confirmProviderRefunds(db: Db, refunds: readonly { id: string; succeeded: boolean; failed: boolean }[], now = new Date()): Promise<number> {
  let changed = 0;
  const at = now.toISOString();
  for (const refund of refunds) {
    if (refund.succeeded) {
      const done = await db.updateTable('refunds').set({ state: 'confirmed', confirmed_at: at }).where('provider_refund_id', '=', refund.id).where('state', 'in', ['requested', 'sent', 'failed']).executeTakeFirst();
      changed += Number(done.numUpdatedRows);
    } else if (refund.failed) {
      const done = await db.updateTable('refunds').set({ state: 'failed', failed_at: at, failure: 'the payment provider reported the refund failed' })
        .where('provider_refund_id', '=', refund.id).where('state', '=', 'sent').executeTakeFirst();
      changed += Number(done.numUpdatedRows);
    }
  }
  return changed;
}

export type BankConfirmation = 'confirmed' | 'already' | 'unknown';

/** A refund transfer booked on the marketplace's account statement, found by its end-to-end id. */
export async function confirmBankRefund(db: Db, endToEndId: string, bookedAt: Date | string): Promise<BankConfirmation> {
  const at = typeof bookedAt === 'string' ? bookedAt : bookedAt.toISOString();
  const row = await db.selectFrom('refunds').select(['id', 'state']).where('end_to_end_id', '=', endToEndId.trim()).where('method', '=', 'transfer').executeTakeFirst();
  if (!row) return 'unknown';
  if (row.state === 'confirmed') return 'already';
  await db.updateTable('refunds').set({ state: 'confirmed', confirmed_at: at }).where('id', '=', row.id).where('state', '<>', 'confirmed').execute();
  return 'confirmed';
}
