/**
 * An issued document as the file handed out: the PDF stored at issue (checked against its digest: a
 * difference is a fault, never shown), and for a business buyer that PDF with the XML drawn from the
 * frozen rows inside, as Factur-X.
 */
import { createHash } from 'node:crypto';
import type { InvoiceDocument } from './document';
import { facturXPdf } from './facturx';
import type { IssuedFile } from './repository';
import { wordsFor } from './words';

export function lineNameFor(doc: InvoiceDocument): (line: InvoiceDocument['lines'][number]) => string {
  const { t } = wordsFor(doc.locale);
  return (line) => (line.kind === 'shipping' ? t('invoices.shipping') : line.kind === 'adjustment' ? t('invoices.adjustment') : `${line.brand} ${line.articleNumber} ${line.title}`.trim());
}

export async function documentPdf(issued: IssuedFile): Promise<{ filename: string; bytes: Uint8Array }> {
  const pdf = issued.pdf;
  const digest = createHash('sha256').update(pdf).digest('hex');
  if (digest !== issued.pdfSha256) throw new Error(`the PDF of document ${issued.number} of part ${issued.orderShopId} is not the one issued`);
  const bytes = issued.document.eInvoice ? await facturXPdf(issued.document, pdf, lineNameFor(issued.document)) : pdf;
  return { filename: `${issued.number}.pdf`, bytes };
}
