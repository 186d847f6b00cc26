/**
 * What an invoice says about its payment, true to how it stood when issued, once for the PDF and the
 * e-invoice: the means (UN/ECE 4461) of the method actually used, what is still due, and the terms
 * in the buyer's language. A paid invoice owes nothing and names how it was paid; an open transfer
 * (prepayment not yet booked, purchase on account) names the collector's account, the due date and
 * the reference; a credit transfer is never named without its account. A credit note is what the
 * seller pays back. The operator's commission is set off against the shop's payout.
 */
import type { InvoiceDocument, Settlement } from './document';
import { wordsFor } from './words';

export interface PaymentTerms {
  /** UN/ECE 4461: 10 cash, 30 credit transfer, 48 bank card, 58 SEPA credit transfer, 68 online payment service, 97 clearing between partners, ZZZ agreed otherwise. */
  meansCode: string;
  account: Settlement['account'];
  reference: string;
  paidCents: number;
  dueCents: number;
  dueDate: string | null;
  /** The terms as a sentence in the buyer's language. */
  note: string;
}

const PROVIDER_MEANS: Record<string, string> = { card: '48', paypal: '68', klarna: '68', ideal: '68', eps: '68', bancontact: '68', bizum: '68', satispay: '68' };

/** The settlement of documents issued before it was kept: paid with the order, as they said. */
const settlementOf = (doc: InvoiceDocument): Settlement => doc.settlement ?? { paid: true, account: null, reference: doc.orderNumber, dueDate: null };

export function paymentTermsOf(doc: InvoiceDocument): PaymentTerms {
  const { t, money, day } = wordsFor(doc.locale);
  const settlement = settlementOf(doc);
  const method = t(`orders.payment.${doc.paymentMethod}`, { defaultValue: doc.paymentMethod });
  const transfer = doc.paymentMethod === 'prepayment' || doc.paymentMethod === 'invoice';
  const base = { reference: settlement.reference, account: null, dueDate: null } as const;
  if (doc.kind === 'credit_note') {
    // Paid back the way the buyer paid; a transfer back goes to the buyer's account, which the invoice does not know.
    return { ...base, meansCode: PROVIDER_MEANS[doc.paymentMethod] ?? (doc.paymentMethod === 'cod' ? '10' : 'ZZZ'), paidCents: 0, dueCents: doc.grossCents, note: t('invoices.terms.credit', { method }) };
  }
  if (doc.paymentMethod === 'setOff') {
    // Taken off what the issuer pays the buyer (a payout): nothing to transfer (97, clearing between partners).
    return { ...base, meansCode: '97', paidCents: doc.grossCents, dueCents: 0, note: t('invoices.terms.setOff', { reference: settlement.reference }) };
  }
  if (settlement.paid) {
    const meansCode = PROVIDER_MEANS[doc.paymentMethod] ?? (transfer && settlement.account ? '58' : doc.paymentMethod === 'cod' ? '10' : 'ZZZ');
    return { ...base, meansCode, account: meansCode === '58' ? settlement.account : null, paidCents: doc.grossCents, dueCents: 0, note: t('invoices.terms.paid', { method }) };
  }
  if (transfer && settlement.account) {
    const { account } = settlement;
    return {
      meansCode: '58', account, reference: settlement.reference, paidCents: 0, dueCents: doc.grossCents, dueDate: settlement.dueDate,
      note: t('invoices.terms.transfer', { amount: money(doc.grossCents), date: day(settlement.dueDate ?? doc.issuedAt), holder: account.holder, iban: account.iban, bic: account.bic, reference: settlement.reference }),
    };
  }
  if (doc.paymentMethod === 'cod') return { ...base, meansCode: '10', paidCents: 0, dueCents: doc.grossCents, dueDate: settlement.dueDate, note: t('invoices.terms.cod', { amount: money(doc.grossCents) }) };
  return { ...base, meansCode: PROVIDER_MEANS[doc.paymentMethod] ?? 'ZZZ', paidCents: 0, dueCents: doc.grossCents, dueDate: settlement.dueDate, note: t('invoices.terms.open', { amount: money(doc.grossCents), method }) };
}
