/**
 * An issued document as the file handed out: the PDF drawn again from its frozen rows (checked
 * against the digest taken at issue: a difference is a fault, never shown), and for a business buyer
 * the Factur-X PDF carrying the same data as XML.
 */
import { createHash } from 'node:crypto';
import type { InvoiceDocument } from './document';
import { facturXPdf } from './facturx';
import { invoicePdf } from './pdf';
import type { IssuedDocument } from './repository';
import { wordsFor } from './words';

export function lineNameFor(doc: InvoiceDocument): (line: InvoiceDocument['lines'][number]) => string {
  const { t } = wordsFor(doc.locale);
  return (line) => (line.kind === 'shipping' ? t('invoices.shipping') : line.kind === 'adjustment' ? t('invoices.adjustment') : `${line.brand} ${line.articleNumber} ${line.title}`.trim());
}

export async function documentPdf(issued: IssuedDocument): Promise<{ filename: string; bytes: Uint8Array }> {
  const pdf = await invoicePdf(issued.document);
  const digest = createHash('sha256').update(pdf).digest('hex');
  if (digest !== issued.pdfSha256) throw new Error(`document ${issued.number} of part ${issued.orderShopId} drew differently from its issue`);
  const bytes = issued.document.eInvoice ? await facturXPdf(issued.document, pdf, lineNameFor(issued.document)) : pdf;
  return { filename: `${issued.number}.pdf`, bytes };
}
