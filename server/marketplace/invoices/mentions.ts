/**
 * What the law asks an invoice to say beyond its amounts, drawn from the frozen document for the PDF
 * and the e-invoice alike, in the buyer's language:
 * - the VAT note, in the words of the seller's country where it has its own (an Austrian small
 *   business is "Umsatzsteuerbefreit – Kleinunternehmer" whatever edition the buyer used);
 * - who the seller is in law: legal form and share capital where known, and a French seller's SIREN;
 * - on an invoice between businesses where French law applies (a French seller or a French buyer):
 *   the due date, the late-payment penalties with the 40 € recovery indemnity, and that there is no
 *   discount for early payment (Code de commerce, art. L441-9 and L441-10).
 */
import type { InvoiceDocument } from './document';
import { sirenOf } from './siren';
import type { Words } from './words';

export function vatNoteText(doc: InvoiceDocument, t: Words['t']): string {
  const note = doc.vatNote;
  if (!note) return '';
  return t(`tax.note.${note.kind}`, { basis: note.kind === 'smallBusiness' ? note.basis : '', context: doc.seller.country });
}

/** The seller's legal form, capital and French company number, as lines under its address. */
export function sellerLawLines(doc: InvoiceDocument, { t, money }: Words): string[] {
  const { legalForm, shareCapitalCents } = doc.seller;
  const lines: string[] = [];
  if (legalForm && shareCapitalCents) lines.push(t('invoices.capital', { form: legalForm, amount: money(shareCapitalCents) }));
  else if (legalForm) lines.push(legalForm);
  const siren = sirenOf(doc.seller);
  if (siren) lines.push(`SIREN ${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`);
  return lines;
}

/** Whether French law on invoices between businesses applies: a business buyer, and a French seller or buyer. */
export const frenchBusinessInvoice = (doc: InvoiceDocument): boolean =>
  doc.kind === 'invoice' && Boolean(doc.buyer.company) && (doc.seller.country === 'FR' || doc.buyer.country === 'FR');

/** The payment mentions French law asks of an invoice between businesses; none on others. */
export function legalNotes(doc: InvoiceDocument, { t, day }: Words): string[] {
  if (!frenchBusinessInvoice(doc)) return [];
  // Paid with the order, the payment was due on the day of issue.
  const due = doc.settlement?.dueDate ?? doc.issuedAt;
  return [t('invoices.france.due', { date: day(due) }), t('invoices.france.penalties'), t('invoices.france.noDiscount')];
}
