/**
 * An issued document as the file handed out: its PDF, drawn from the frozen rows the first time it is
 * asked for and stored (two first requests at once store one: the first insert wins, both hand out
 * the stored bytes), then always the stored bytes, checked against their digest (a difference is a
 * fault, never shown). For a business buyer, that PDF with the XML drawn from the frozen rows inside,
 * as Factur-X, and the XML alone: made once (by the filer right after the document is issued, or by
 * its first request, whichever comes first) and stored beside the PDF the same way.
 */
import { createHash } from 'node:crypto';
import type { InvoiceDocument } from './document';
import { facturXFiles } from './facturx';
import type { Db } from '../db/connection';
import { invoicePdf } from './pdf';
import type { IssuedDocument } from './repository';
import { wordsFor } from './words';

export function lineNameFor(doc: InvoiceDocument): (line: InvoiceDocument['lines'][number]) => string {
  const { t } = wordsFor(doc.locale);
  return (line) => (line.kind === 'shipping' ? t('invoices.shipping') : line.kind === 'adjustment' ? t('invoices.adjustment') : line.kind === 'service' ? line.title : `${line.brand} ${line.articleNumber} ${line.title}`.trim());
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The stored PDF of the document, drawn and stored first if it has none yet. */
export async function storedPdf(db: Db, issued: IssuedDocument): Promise<Uint8Array> {
  let row = await db.selectFrom('invoice_files').select(['pdf', 'pdf_sha256']).where('invoice_id', '=', issued.id).executeTakeFirst();
  if (!row) {
    const drawn = await invoicePdf(issued.document);
    await db.insertInto('invoice_files').values({ invoice_id: issued.id, pdf: Buffer.from(drawn).toString('base64'), pdf_sha256: sha256(drawn) })
      .onConflict((oc) => oc.column('invoice_id').doNothing()).execute();
    row = await db.selectFrom('invoice_files').select(['pdf', 'pdf_sha256']).where('invoice_id', '=', issued.id).executeTakeFirstOrThrow();
  }
  const pdf = Buffer.from(row.pdf, 'base64');
  if (sha256(pdf) !== row.pdf_sha256) throw new Error(`the PDF of document ${issued.number} of part ${issued.orderShopId} is not the one stored`);
  return pdf;
}

/** The stored Factur-X PDF and XML of an e-invoice, made from the stored PDF and stored first if it has none yet. */
export async function storedEInvoice(db: Db, issued: IssuedDocument): Promise<{ pdf: Uint8Array; xml: string }> {
  let row = await db.selectFrom('invoice_e_files').select(['pdf', 'pdf_sha256', 'xml']).where('invoice_id', '=', issued.id).executeTakeFirst();
  if (!row) {
    const drawn = await storedPdf(db, issued);
    const { pdf, xml } = await facturXFiles(issued.document, drawn, lineNameFor(issued.document));
    await db.insertInto('invoice_e_files').values({ invoice_id: issued.id, pdf: Buffer.from(pdf).toString('base64'), pdf_sha256: sha256(pdf), xml })
      .onConflict((oc) => oc.column('invoice_id').doNothing()).execute();
    row = await db.selectFrom('invoice_e_files').select(['pdf', 'pdf_sha256', 'xml']).where('invoice_id', '=', issued.id).executeTakeFirstOrThrow();
  }
  const pdf = Buffer.from(row.pdf, 'base64');
  if (sha256(pdf) !== row.pdf_sha256) throw new Error(`the Factur-X of document ${issued.number} of part ${issued.orderShopId} is not the one stored`);
  return { pdf, xml: row.xml };
}

export async function documentPdf(db: Db, issued: IssuedDocument): Promise<{ filename: string; bytes: Uint8Array }> {
  const bytes = issued.document.eInvoice ? (await storedEInvoice(db, issued)).pdf : await storedPdf(db, issued);
  return { filename: `${issued.number}.pdf`, bytes };
}
