/**
 * The refund transfers owed, as one SEPA credit transfer initiation (pain.001.001.09, the sepa
 * library) from the marketplace's account: each refund requested with an account goes into one
 * file only, and is marked sent with it. The file is kept: asked again with nothing new owed, the
 * desk gets the last file again, byte for byte, rather than an empty one or a second payment.
 */
import type { Db } from '../db/connection';
import { postRefundPaid } from '../ledger';
import { creditTransferXml, sepaText, type CollectionAccount } from '../payments';

export interface RefundTransferFile { id: number; xml: string; transfers: number; totalCents: number; createdAt: string; fresh: boolean }

type Row = { id: number; amount_cents: number; iban: string | null; holder: string | null; end_to_end_id: string | null; order_number: string };

function fileXml(rows: Row[], debtor: CollectionAccount, fileId: number, now: Date): string {
  return creditTransferXml(`SPAREO-RF-${fileId}`, debtor, rows.map((row) => ({
    name: row.holder ?? '', iban: row.iban!, cents: row.amount_cents, remittance: `Spareo Erstattung ${row.order_number}`, endToEndId: row.end_to_end_id!,
  })), now);
}

/**
 * A file of the refund transfers owed with an account, those marked sent in the same transaction;
 * null when none is owed and no file was ever made.
 */
export async function refundTransferFile(db: Db, debtor: CollectionAccount, by: string, now = new Date()): Promise<RefundTransferFile | null> {
  return db.transaction().execute(async (tx) => {
    const rows = await tx.selectFrom('refunds as r').innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['r.id', 'r.order_shop_id', 'r.amount_cents', 'r.iban', 'r.holder', 'r.end_to_end_id', 'o.number as order_number'])
      .where('r.method', '=', 'transfer').where('r.state', '=', 'requested').where('r.transfer_file_id', 'is', null)
      .where('r.iban', 'is not', null).where('r.holder', 'is not', null).orderBy('r.id').limit(500).execute();
    // Only holders the bank can read: a name of signs only waits for the shopper to give it again.
    const payable = rows.filter((row) => sepaText(row.holder ?? '', 70));
    if (payable.length === 0) {
      const last = await tx.selectFrom('refund_transfer_files').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
      return last ? { id: last.id, xml: last.xml, transfers: last.transfers, totalCents: last.total_cents, createdAt: last.created_at, fresh: false } : null;
    }
    const totalCents = payable.reduce((sum, row) => sum + row.amount_cents, 0);
    const at = now.toISOString();
    const file = await tx.insertInto('refund_transfer_files').values({ xml: '', transfers: payable.length, total_cents: totalCents, created_at: at, created_by: by }).returning('id').executeTakeFirstOrThrow();
    const xml = fileXml(payable, debtor, file.id, now);
    await tx.updateTable('refund_transfer_files').set({ xml }).where('id', '=', file.id).execute();
    // Only those still owed and in no file: a parallel download takes each refund once.
    const marked = await tx.updateTable('refunds').set({ state: 'sent', sent_at: at, transfer_file_id: file.id })
      .where('id', 'in', payable.map((row) => row.id)).where('state', '=', 'requested').where('transfer_file_id', 'is', null).executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== payable.length) throw new Error('refund transfers changed while the file was made');
    // The money owed leaves the bank with the file: once per refund.
    for (const row of payable) await postRefundPaid(tx, { key: `refund_paid:${row.id}`, orderShopId: row.order_shop_id, cents: row.amount_cents, from: 'bank', at: now });
    return { id: file.id, xml, transfers: payable.length, totalCents, createdAt: at, fresh: true };
  });
}

/** A file made before, as it was made. */
export async function refundTransferFileById(db: Db, id: number): Promise<RefundTransferFile | null> {
  const row = await db.selectFrom('refund_transfer_files').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, xml: row.xml, transfers: row.transfers, totalCents: row.total_cents, createdAt: row.created_at, fresh: false } : null;
}
