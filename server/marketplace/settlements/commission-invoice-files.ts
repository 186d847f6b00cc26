/**
 * A commission invoice as handed out: its Factur-X PDF (the drawn invoice with the EN 16931 CII XML
 * inside, PDF/A-3) and the XML alone, made from the frozen rows the first time either is asked for
 * and stored (two first requests at once store one: the first insert wins, both hand out the stored
 * bytes); then always the stored bytes, checked against their digest. The filer makes them right
 * after the close issued the invoice, so the first download finds them stored.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import { facturXFiles, invoicePdf, lineNameFor, type FilingSweep } from '../invoices';
import { commissionInvoiceOf, type CommissionInvoice } from './commission-invoice';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function commissionInvoiceFiles(db: Db, invoice: CommissionInvoice): Promise<{ pdf: Uint8Array; xml: string }> {
  let row = await db.selectFrom('commission_invoice_files').select(['pdf', 'pdf_sha256', 'xml']).where('invoice_id', '=', invoice.id).executeTakeFirst();
  if (!row) {
    const drawn = await invoicePdf(invoice.document);
    // The XML handed out alone is the one the PDF carries.
    const { pdf, xml } = await facturXFiles(invoice.document, drawn, lineNameFor(invoice.document));
    await db.insertInto('commission_invoice_files').values({ invoice_id: invoice.id, pdf: Buffer.from(pdf).toString('base64'), pdf_sha256: sha256(pdf), xml })
      .onConflict((oc) => oc.column('invoice_id').doNothing()).execute();
    row = await db.selectFrom('commission_invoice_files').select(['pdf', 'pdf_sha256', 'xml']).where('invoice_id', '=', invoice.id).executeTakeFirstOrThrow();
  }
  const pdf = Buffer.from(row.pdf, 'base64');
  if (sha256(pdf) !== row.pdf_sha256) throw new Error(`the PDF of commission invoice ${invoice.number} is not the one stored`);
  return { pdf, xml: row.xml };
}

/** The commission invoices still without their files (issued at a close), oldest first, for the filer. */
export function commissionInvoiceSweep(db: Db, onError: (error: unknown) => void = () => undefined): FilingSweep {
  const failed = new Set<number>();
  return async () => {
    const ids = await db.selectFrom('commission_invoices').select('settlement_id')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('commission_invoice_files').select('commission_invoice_files.invoice_id').whereRef('commission_invoice_files.invoice_id', '=', 'commission_invoices.id'))))
      .$if(failed.size > 0, (query) => query.where('settlement_id', 'not in', [...failed]))
      .orderBy('id').limit(20).execute();
    let made = 0;
    for (const { settlement_id: settlementId } of ids) {
      try {
        const invoice = await commissionInvoiceOf(db, Number(settlementId));
        if (invoice) await commissionInvoiceFiles(db, invoice);
        made += 1;
      } catch (error) {
        failed.add(Number(settlementId));
        onError(error);
      }
    }
    return made;
  };
}
