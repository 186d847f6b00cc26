/** Reading issued documents: a part's, an order's, one by its number. */
import type { Db } from '../db/connection';
import type { InvoiceSummary } from '../../../contract/calls/invoices';
import type { DocumentKind, InvoiceDocument } from './document';

export interface IssuedDocument { id: number; shopId: number; orderShopId: number; kind: DocumentKind; number: string; issuedAt: string; document: InvoiceDocument }

export const ISSUED_COLUMNS = ['id', 'shop_id', 'order_shop_id', 'kind', 'number', 'issued_at', 'document'] as const;
export type IssuedRow = { id: number; shop_id: number; order_shop_id: number; kind: string; number: string; issued_at: string; document: string };

export const toIssued = (row: IssuedRow): IssuedDocument => ({
  id: row.id, shopId: row.shop_id, orderShopId: row.order_shop_id, kind: row.kind as DocumentKind, number: row.number, issuedAt: row.issued_at,
  document: JSON.parse(row.document) as InvoiceDocument,
});

export async function issuedOfPart(db: Db, orderShopId: number): Promise<IssuedDocument[]> {
  return (await db.selectFrom('invoices').select(ISSUED_COLUMNS).where('order_shop_id', '=', orderShopId).orderBy('id').execute()).map(toIssued);
}

/** Every document of an order's parts, oldest first (the order page lists them per part). */
export async function issuedOfOrder(db: Db, orderId: number): Promise<IssuedDocument[]> {
  return (await db.selectFrom('invoices').select(ISSUED_COLUMNS).where('order_id', '=', orderId).orderBy('id').execute()).map(toIssued);
}

/** One document of one part, by its number (numbers repeat across shops, never within one part's shop). */
export async function issuedByNumber(db: Db, orderShopId: number, number: string): Promise<IssuedDocument | undefined> {
  const row = await db.selectFrom('invoices').select(ISSUED_COLUMNS).where('order_shop_id', '=', orderShopId).where('number', '=', number).executeTakeFirst();
  return row ? toIssued(row) : undefined;
}

/** The lists the order page and the portal show, for many parts in one query. */
export async function summariesOfParts(db: Db, orderShopIds: readonly number[]): Promise<Map<number, InvoiceSummary[]>> {
  const map = new Map<number, InvoiceSummary[]>();
  if (orderShopIds.length === 0) return map;
  const rows = await db.selectFrom('invoices').select(ISSUED_COLUMNS).where('order_shop_id', 'in', [...orderShopIds]).orderBy('id').execute();
  for (const issued of rows.map(toIssued)) {
    const list = map.get(issued.orderShopId) ?? [];
    list.push({
      number: issued.number, kind: issued.kind, issuedAt: issued.issuedAt, grossCents: issued.document.grossCents, eInvoice: issued.document.eInvoice,
      corrects: issued.document.corrects?.number ?? null,
    });
    map.set(issued.orderShopId, list);
  }
  return map;
}
