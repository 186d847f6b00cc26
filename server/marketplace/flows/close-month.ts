/**
 * Closing a month, across the domains it touches: for every shop with something to settle, one
 * settlement of what happened up to the month's end (Europe/Berlin) that no earlier settlement
 * counted (settlements, whose close.ts says what a settlement counts); what it counts is marked
 * with its id in the orders (lines, first shipping, withdrawals' refunds), so each is settled once
 * and one recorded late for a closed month (a refund after the close) is counted by the next month;
 * the month goes into the ledger; and the operator's commission invoices are issued
 * (settlements/commission-invoice.ts) when the caller names the operator.
 *
 * The whole run is one transaction that begins by taking the month's row in settlement_months: a
 * run stopped anywhere (kill -9, the database gone) leaves no settlement, no mark and no month, and
 * runs again from the start; a second run finds the month closed and changes nothing.
 */
import type { Db } from '../db/connection';
import type { OperatorIdentity } from '../dependencies';
import { postMonthClose } from '../ledger';
import { markLinesSettled, markShippingSettled, markWithdrawalsSettled } from '../orders';
import { issueMonthInvoices, monthRuns, slices, takeMonth, writeSettlement, type CloseOutcome, type Fault } from '../settlements';

/** operator: who invoices the commission; each settlement's invoice is issued in the close's transaction. */
export async function closeMonth(db: Db, month: string, closedBy: string, now = new Date(), fault?: Fault, operator?: OperatorIdentity): Promise<CloseOutcome> {
  return db.transaction().execute(async (tx): Promise<CloseOutcome> => {
    const refused = await takeMonth(tx, month, closedBy, now);
    if (refused) return refused;
    await fault?.('month taken');

    let settlements = 0;
    let payoutCents = 0;
    for (const run of await monthRuns(tx, month)) {
      const { id, payoutCents: payout } = await writeSettlement(tx, month, run);
      await fault?.('settlement written');
      for (const ids of slices(run.lineIds)) await markLinesSettled(tx, id, ids);
      await fault?.('lines marked');
      for (const ids of slices(run.partIds)) await markShippingSettled(tx, id, ids);
      for (const ids of slices(run.withdrawalIds)) await markWithdrawalsSettled(tx, id, ids);
      settlements += 1;
      payoutCents += payout;
    }
    await postMonthClose(tx, month, now);
    if (operator) await issueMonthInvoices(tx, month, operator, now);
    return { kind: 'closed', month, settlements, payoutCents };
  });
}
