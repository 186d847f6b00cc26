/**
 * Each shop's two series, invoices (INV-000001, ...) and credit notes (CN-000001, ...). The next
 * number is taken inside the transaction that issues the document: on PostgreSQL the upsert locks
 * the series row until that transaction ends, so a second shipment of the same shop waits and then
 * takes the following number; SQLite runs writing transactions one after the other. A transaction
 * that rolls back gives its number back with it: no number is skipped, none is used twice.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { DocumentKind } from './document';

export const PREFIX: Record<DocumentKind, string> = { invoice: 'INV', credit_note: 'CN' };

export const numberOf = (kind: DocumentKind, sequence: number) => `${PREFIX[kind]}-${String(sequence).padStart(6, '0')}`;

export async function nextNumber(tx: Db, shopId: number, kind: DocumentKind): Promise<{ sequence: number; number: string }> {
  const row = await tx.insertInto('invoice_series').values({ shop_id: shopId, kind, last_number: 1 })
    .onConflict((oc) => oc.columns(['shop_id', 'kind']).doUpdateSet({ last_number: sql<number>`invoice_series.last_number + 1` }))
    .returning('last_number').executeTakeFirstOrThrow();
  const sequence = Number(row.last_number);
  return { sequence, number: numberOf(kind, sequence) };
}
