/**
 * Issuing: the marketplace issues, in the shop's name, an invoice for the lines a shipment sent
 * (with the part's shipping on its first invoice), and a credit note referencing that invoice when
 * the shopper withdraws from lines it billed or the shop pays back more than them. Each runs inside
 * the transaction of the step that causes it, so the step and its document commit together.
 */
import type { Db } from '../db/connection';
import type { StoredOrder, StoredShopOrder } from '../db/stored-order';
import { collectorOf } from '../payments';
import { priced, type Buyer, type DocumentKind, type InvoiceDocument, type IssueCause, type LineInput, type Seller } from './document';
import { nextNumber } from './numbering';
import { issuedOfPart, type IssuedDocument } from './repository';
import type { Settlement } from './document';

/** Days a buyer on account has to pay the shop's invoice. */
export const PAYMENT_DAYS_ON_ACCOUNT = 14;

async function sellerOf(tx: Db, shopId: number, fallbackName: string): Promise<Seller> {
  const shop = await tx.selectFrom('shops').select(['name', 'legal_name', 'street', 'postcode', 'city', 'country', 'vat_id', 'email', 'phone', 'trade_register', 'register_number', 'legal_form', 'share_capital_cents'])
    .where('id', '=', shopId).executeTakeFirst();
  return {
    name: shop?.legal_name?.trim() || shop?.name || fallbackName, street: shop?.street ?? '', zip: shop?.postcode ?? '', city: shop?.city ?? '', country: shop?.country ?? '',
    vatId: shop?.vat_id || null, email: shop?.email || null, phone: shop?.phone || null, tradeRegister: shop?.trade_register || null, registerNumber: shop?.register_number || null,
    legalForm: shop?.legal_form || null, shareCapitalCents: shop?.share_capital_cents ?? null,
  };
}

function buyerOf(order: StoredOrder): Buyer {
  const address = order.billingAddress ?? order.deliveryAddress;
  return { ...address, company: order.buyerCompany || null, vatId: order.buyerVatId || null, email: order.email };
}

const day = (iso: string) => iso.slice(0, 10);
const daysLater = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * How the part is settled when the document is issued. Money the marketplace collects goes to the
 * account the part named (its collection account); purchase on account is paid to the shop's own
 * account, within PAYMENT_DAYS_ON_ACCOUNT days. Cash on delivery is paid to the carrier.
 */
async function settlementOf(tx: Db, part: StoredShopOrder, now: Date): Promise<Settlement> {
  const open = !part.paid;
  let account: Settlement['account'] = null;
  if (part.paymentMethod === 'prepayment' || part.paymentMethod === 'invoice') {
    if (collectorOf(part.paymentMethod) === 'marketplace') account = part.bankAccount;
    else {
      const own = await tx.selectFrom('shop_bank_accounts').select(['holder', 'iban', 'bic']).where('shop_id', '=', part.shop.id).executeTakeFirst();
      account = own ? { holder: own.holder, iban: own.iban, bic: own.bic } : null;
    }
  }
  const dueDate = open && part.paymentMethod === 'invoice' ? daysLater(now.toISOString(), PAYMENT_DAYS_ON_ACCOUNT) : open ? day(now.toISOString()) : null;
  return { paid: !open, account, reference: part.paymentReference, dueDate };
}

async function store(tx: Db, order: StoredOrder, part: StoredShopOrder, kind: DocumentKind, cause: IssueCause, draft: Omit<InvoiceDocument, 'number' | 'kind' | 'cause'>, correctsId: number | null): Promise<void> {
  const { sequence, number } = await nextNumber(tx, part.shop.id, kind);
  const document: InvoiceDocument = { ...draft, kind, cause, number };
  // The PDF is drawn when first asked for (files.ts), not while this transaction holds the series.
  await tx.insertInto('invoices').values({
    shop_id: part.shop.id, order_id: order.id, order_shop_id: part.id, kind, sequence, number, corrects_id: correctsId, cause,
    issued_at: document.issuedAt, document: JSON.stringify(document),
  }).execute();
}

async function common(tx: Db, order: StoredOrder, part: StoredShopOrder, now: Date) {
  const buyer = buyerOf(order);
  return {
    issuedAt: now.toISOString(), locale: order.locale, orderNumber: order.number, partNumber: part.number, orderedAt: order.createdAt,
    seller: await sellerOf(tx, part.shop.id, part.shop.name), buyer, deliveryAddress: { ...order.deliveryAddress },
    vatNote: part.vatNote, paymentMethod: part.paymentMethod, settlement: await settlementOf(tx, part, now), eInvoice: Boolean(buyer.company && buyer.vatId),
  };
}

const articleLine = (part: StoredShopOrder, position: number): LineInput => {
  const line = part.lines[position - 1]!;
  return { kind: 'article', position, brand: line.brand, articleNumber: line.articleNumber, title: line.title, quantity: line.quantity, unitGrossCents: line.unitPrice, grossCents: line.lineTotal, rateBp: part.vatRateBp };
};
const shippingLine = (part: StoredShopOrder): LineInput => ({ kind: 'shipping', position: null, brand: '', articleNumber: '', title: '', quantity: 1, unitGrossCents: part.shippingCents, grossCents: part.shippingCents, rateBp: part.vatRateBp });

/** The lines (positions, 1-based) a shipment sent: one invoice; the part's shipping goes on its first. */
export async function invoiceShipment(tx: Db, order: StoredOrder, part: StoredShopOrder, positions: readonly number[], now: Date): Promise<void> {
  if (positions.length === 0) return;
  const earlier = await issuedOfPart(tx, part.id);
  const first = !earlier.some((doc) => doc.kind === 'invoice');
  const lines = [...positions].sort((a, b) => a - b).map((position) => articleLine(part, position));
  if (first && part.shippingCents > 0) lines.push(shippingLine(part));
  const base = await common(tx, order, part, now);
  await store(tx, order, part, 'invoice', 'shipment', { ...base, deliveryDate: day(base.issuedAt), corrects: null, ...priced(lines) }, null);
}

function creditDraft(base: Awaited<ReturnType<typeof common>>, invoice: IssuedDocument, lines: LineInput[]) {
  return { ...base, deliveryDate: invoice.document.deliveryDate, corrects: { number: invoice.number, issuedAt: invoice.issuedAt }, ...priced(lines) };
}

/**
 * The shopper withdrew from these lines (positions): per invoice that billed some of them, a credit
 * note for them, with the shipping when the whole part was withdrawn. Lines never invoiced (not
 * shipped) have nothing to correct.
 */
export async function creditWithdrawal(tx: Db, order: StoredOrder, part: StoredShopOrder, positions: readonly number[], wholePart: boolean, now: Date): Promise<void> {
  const issued = await issuedOfPart(tx, part.id);
  const base = await common(tx, order, part, now);
  for (const invoice of issued.filter((doc) => doc.kind === 'invoice')) {
    const lines = invoice.document.lines.filter((line) => (line.kind === 'article' && positions.includes(line.position!)) || (line.kind === 'shipping' && wholePart))
      .map(({ netCents: _n, ...line }) => line);
    if (lines.length === 0) continue;
    await store(tx, order, part, 'credit_note', 'withdrawal', creditDraft(base, invoice, lines), invoice.id);
  }
}

/**
 * The shop paid back: when that is more than the credit notes of the part already say (the
 * withdrawal's lines), a credit note for the difference against the part's last invoice. A refund
 * of less (the shop kept compensation for wear) changes no invoice.
 */
export async function creditRefund(tx: Db, order: StoredOrder, part: StoredShopOrder, refundCents: number, now: Date): Promise<void> {
  const issued = await issuedOfPart(tx, part.id);
  const invoice = issued.filter((doc) => doc.kind === 'invoice').at(-1);
  if (!invoice) return;
  const credited = issued.filter((doc) => doc.kind === 'credit_note').reduce((sum, doc) => sum + doc.document.grossCents, 0);
  const more = refundCents - credited;
  if (more <= 0) return;
  const base = await common(tx, order, part, now);
  const line: LineInput = { kind: 'adjustment', position: null, brand: '', articleNumber: '', title: '', quantity: 1, unitGrossCents: more, grossCents: more, rateBp: part.vatRateBp };
  await store(tx, order, part, 'credit_note', 'refund', creditDraft(base, invoice, [line]), invoice.id);
}
