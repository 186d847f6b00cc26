/**
 * What a settlement counted, marked on the order's rows with the settlement's id (flows/close-month.ts):
 * a line's goods, a part's shipping, a withdrawal's refund are each settled once. A row marked
 * already keeps its mark. Ids come in slices the caller sizes for SQLite's bound values.
 */
import type { Db } from '../db/connection';

export async function markLinesSettled(tx: Db, settlementId: number, lineIds: number[]): Promise<void> {
  await tx.updateTable('order_lines').set({ settlement_id: settlementId }).where('id', 'in', lineIds).where('settlement_id', 'is', null).execute();
}

export async function markShippingSettled(tx: Db, settlementId: number, partIds: number[]): Promise<void> {
  await tx.updateTable('order_shops').set({ shipping_settlement_id: settlementId }).where('id', 'in', partIds).where('shipping_settlement_id', 'is', null).execute();
}

export async function markWithdrawalsSettled(tx: Db, settlementId: number, withdrawalIds: number[]): Promise<void> {
  await tx.updateTable('withdrawals').set({ settlement_id: settlementId }).where('id', 'in', withdrawalIds).where('settlement_id', 'is', null).execute();
}
