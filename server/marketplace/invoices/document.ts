/**
 * What an invoice or credit note says, frozen when it is issued: the seller (the shop, as its
 * identity stood that day), the buyer, the lines with net, VAT and gross, the sums per rate and the
 * delivery date, in the buyer's language. The PDF and the e-invoice are drawn from this alone, so
 * drawing them again years later gives the same document whatever became of the shop or the order.
 */
import type { VatNote } from '../../../contract/calls/orders';
import { sumsOf, type RateTotal } from './amounts';

export type DocumentKind = 'invoice' | 'credit_note';
/**
 * shipment: the shop shipped lines; withdrawal: the shopper withdrew from shipped lines; refund: the
 * shop paid back more than that; commission: the operator's invoice of a month's commission to a shop.
 */
export type IssueCause = 'shipment' | 'withdrawal' | 'refund' | 'commission';

export interface Party {
  name: string; street: string; zip: string; city: string; country: string;
  vatId: string | null; email: string | null;
}

export interface Seller extends Party {
  phone: string | null; tradeRegister: string | null; registerNumber: string | null;
  /** Where the shop gave them (absent on documents issued before they were kept). */
  legalForm?: string | null; shareCapitalCents?: number | null;
}
export interface Buyer extends Party { company: string | null }

/** A line as invoiced: an article of the part (position: its place in the part), or the part's shipping; a service is named by its title. */
export interface DocumentLine {
  kind: 'article' | 'shipping' | 'adjustment' | 'service';
  position: number | null;
  brand: string; articleNumber: string; title: string;
  quantity: number; unitGrossCents: number; grossCents: number; netCents: number; rateBp: number;
}

export interface InvoiceDocument {
  kind: DocumentKind; cause: IssueCause; number: string; issuedAt: string;
  /** The day the goods left (the supply's date); for a credit note, the corrected invoice's. */
  deliveryDate: string;
  locale: string; orderNumber: string; partNumber: string; orderedAt: string;
  /** The invoice a credit note corrects. */
  corrects: { number: string; issuedAt: string } | null;
  seller: Seller; buyer: Buyer; deliveryAddress: Omit<Party, 'vatId' | 'email'>;
  lines: DocumentLine[]; rates: RateTotal[]; netCents: number; vatCents: number; grossCents: number;
  vatNote: DocumentVatNote | null;
  /** How the buyer pays: an order's payment method, or setOff (taken off what the issuer pays the buyer). */
  paymentMethod: string;
  /** The operator's own invoice for a service over a period (its commission): no goods, no delivery. */
  service?: Service;
  /** Absent on documents issued before it was kept: read as paid with the order. */
  settlement?: Settlement;
  /** The buyer gave a company name and a VAT ID: the PDF carries the EN 16931 XML (Factur-X). */
  eInvoice: boolean;
}

/**
 * Besides a part's notes: the recipient of a service owes its VAT (reverse charge), or the service is
 * not taxable where the issuer is (the recipient is established outside the EU).
 */
export type DocumentVatNote = VatNote | { kind: 'reverseCharge' } | { kind: 'outsideScope' };

/** A service rendered over a period (first and last day, YYYY-MM-DD), with the reference the buyer knows it by. */
export interface Service { period: { start: string; end: string }; reference: string }

/**
 * How the invoice is settled, as it stood when it was issued: whether the buyer's money is in, and
 * where an open amount is to be transferred (the collector's account: the marketplace's collection
 * account for prepayment, the shop's own for purchase on account), by when and with what reference.
 */
export interface Settlement {
  paid: boolean;
  account: { holder: string; iban: string; bic: string } | null;
  reference: string;
  dueDate: string | null;
}

export type LineInput = Omit<DocumentLine, 'netCents'>;

/** The lines with their nets and the sums, by the one rounding of amounts.ts. */
export function priced(lines: LineInput[]): Pick<InvoiceDocument, 'lines' | 'rates' | 'netCents' | 'vatCents' | 'grossCents'> {
  const sums = sumsOf(lines);
  return { lines: lines.map((line, index) => ({ ...line, netCents: sums.lineNets[index]! })), rates: sums.rates, netCents: sums.netCents, vatCents: sums.vatCents, grossCents: sums.grossCents };
}
