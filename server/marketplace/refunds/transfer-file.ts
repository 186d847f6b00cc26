/**
 * The refund transfers owed, as one SEPA credit transfer initiation (pain.001.001.09, the sepa
 * library) from the marketplace's account: each refund requested with an account goes into one
 * file only, and is marked sent with it. The file is kept: asked again with nothing new owed, the
 * desk gets the last file again, byte for byte, rather than an empty one or a second payment.
 */
import SEPA from 'sepa';
import type { Db } from '../db/connection';
import { postRefundPaid } from '../ledger';
import type { CollectionAccount } from '../payments';

export const REFUND_PAIN_FORMAT = 'pain.001.001.09';

export interface RefundTransferFile { id: number; xml: string; transfers: number; totalCents: number; createdAt: string; fresh: boolean }

/** SEPA's character set (Latin letters, digits, a few signs): anything else the bank would refuse. */
const sepaText = (text: string, max: number) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[^A-Za-z0-9/?:().,'+ -]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);

type Row = { id: number; amount_cents: number; iban: string | null; holder: string | null; end_to_end_id: string | null; order_number: string };

function fileXml(rows: Row[], debtor: CollectionAccount, fileId: number, now: Date): string {
  const doc = new SEPA.Document(REFUND_PAIN_FORMAT);
  doc.grpHdr.id = `SPAREO-RF-${fileId}`;
  doc.grpHdr.created = now;
  doc.grpHdr.initiatorName = sepaText(debtor.holder, 70);
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = now;
  info.debtorIBAN = debtor.iban;
  info.debtorBIC = debtor.bic;
  info.debtorName = sepaText(debtor.holder, 70);
  doc.addPaymentInfo(info);
  for (const row of rows) {
    const tx = info.createTransaction();
    tx.creditorName = sepaText(row.holder ?? '', 70);
    tx.creditorIBAN = row.iban!;
    // Cents to euros exactly: the library takes a number with at most two decimals.
    tx.amount = Number((row.amount_cents / 100).toFixed(2));
    tx.remittanceInfo = sepaText(`Spareo Erstattung ${row.order_number}`, 140);
    tx.end2endId = row.end_to_end_id!;
    info.addTransaction(tx);
  }
  return doc.toString();
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
