/**
 * The operator's invoice for its commission, one per settlement that charged or gave back any: the
 * operator (its identity as configured) invoices the shop (as its identity stood that day) for the
 * month's commission, with the VAT the close fixed on the settlement (tax/commission.ts), so the
 * invoice, the settlement and the ledger say the same to the cent. The commission as charged is the
 * gross: for a shop in Germany 19 % VAT is contained in it, under reverse charge there is none.
 * Commission given back by refunds is a credit line of its own.
 *
 * Numbered in the operator's own series, one per calendar year (Europe/Berlin) without gaps
 * (COM-2026-000001, ...): the number is taken in the transaction that issues the invoice (the close,
 * or the first request for a settlement closed before invoices were issued), whose upsert locks the
 * year's row until it ends; a transaction rolled back gives its number back.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { backendOf } from '../db/connection';
import type { OperatorIdentity } from '../dependencies';
import { priced, type DocumentVatNote, type InvoiceDocument, type LineInput } from '../invoices';
import { commissionTaxOf, commissionVatCents, EU_VAT_AREA, OPERATOR_HOME, type CommissionTax } from '../tax';
import { localeOfCountry } from '../../../locales/editions';
import { translator } from '../mail';
import { monthBounds } from './month';
import { berlinDay } from './payout-schedule';

export interface CommissionInvoice { id: number; settlementId: number; shopId: number; number: string; issuedAt: string; document: InvoiceDocument }

export const commissionInvoiceNumber = (year: number, sequence: number) => `COM-${year}-${String(sequence).padStart(6, '0')}`;

async function nextNumber(tx: Db, year: number): Promise<{ sequence: number; number: string }> {
  const row = await tx.insertInto('commission_invoice_series').values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last_number: sql<number>`commission_invoice_series.last_number + 1` }))
    .returning('last_number').executeTakeFirstOrThrow();
  const sequence = Number(row.last_number);
  return { sequence, number: commissionInvoiceNumber(year, sequence) };
}

const COLUMNS = ['id', 'settlement_id', 'shop_id', 'number', 'issued_at', 'document'] as const;

export async function commissionInvoiceOf(db: Db, settlementId: number): Promise<CommissionInvoice | undefined> {
  const row = await db.selectFrom('commission_invoices').select(COLUMNS).where('settlement_id', '=', settlementId).executeTakeFirst();
  return row ? { id: Number(row.id), settlementId: Number(row.settlement_id), shopId: Number(row.shop_id), number: row.number, issuedAt: row.issued_at, document: JSON.parse(row.document) as InvoiceDocument } : undefined;
}

/** The numbers of the settlements' invoices, for the lists (settlement id → number). */
export async function commissionInvoiceNumbers(db: Db, settlementIds: readonly number[]): Promise<Map<number, string>> {
  if (settlementIds.length === 0) return new Map();
  const rows = await db.selectFrom('commission_invoices').select(['settlement_id', 'number']).where('settlement_id', 'in', [...settlementIds]).execute();
  return new Map(rows.map((row) => [Number(row.settlement_id), row.number]));
}

/** "Amtsgericht Köln, HRB 98765": the court and the number, as an invoice names them apart. */
function registerParts(register: string | null): { tradeRegister: string | null; registerNumber: string | null } {
  if (!register) return { tradeRegister: null, registerNumber: null };
  const cut = register.lastIndexOf(',');
  return cut < 0 ? { tradeRegister: null, registerNumber: register.trim() } : { tradeRegister: register.slice(0, cut).trim(), registerNumber: register.slice(cut + 1).trim() };
}

/**
 * The tax the settlement was closed with: the shop's rule today when it gives the VAT the close fixed
 * (always, for an invoice issued at the close). A shop abroad whose settlement carries no VAT was
 * closed before a missing VAT ID meant German VAT: reverse charge (or outside the EU), as posted.
 * Anything else would contradict the ledger and is refused.
 */
function taxOf(settlementId: number, shop: { country: string; vatId: string | null }, commissionCents: number, vatCents: number): CommissionTax {
  const today = commissionTaxOf(shop);
  if (commissionVatCents(commissionCents, today) === vatCents) return today;
  const country = shop.country.toUpperCase();
  if (vatCents === 0 && country !== OPERATOR_HOME) return EU_VAT_AREA.has(country) ? { kind: 'reverseCharge', rateBp: 0 } : { kind: 'outsideScope', rateBp: 0 };
  throw new Error(`settlement ${settlementId}: its commission VAT ${vatCents} is not what the shop's establishment gives (${commissionVatCents(commissionCents, today)})`);
}

const noteOf = (tax: CommissionTax): DocumentVatNote | null => (tax.kind === 'domestic' ? null : { kind: tax.kind });

interface SettlementFacts { id: number; month: string; shopId: number; commissionCents: number; vatCents: number; items: { commissionCents: number }[] }
interface ShopFacts { name: string; legalName: string | null; street: string; postcode: string; city: string; country: string; vatId: string | null; email: string | null }

/** The invoice's frozen rows, in the shop's language (its country's edition); null when the settlement moved no commission. */
export function commissionInvoiceDocument(settlement: SettlementFacts, shop: ShopFacts, operator: OperatorIdentity, number: string, issuedAt: Date): InvoiceDocument | null {
  const charged = settlement.items.reduce((sum, item) => sum + Math.max(0, item.commissionCents), 0);
  const credited = settlement.items.reduce((sum, item) => sum + Math.max(0, -item.commissionCents), 0);
  if (charged === 0 && credited === 0) return null;
  if (charged - credited !== settlement.commissionCents) throw new Error(`settlement ${settlement.id}: its items' commission ${charged - credited} is not its commission ${settlement.commissionCents}`);
  const tax = taxOf(settlement.id, shop, settlement.commissionCents, settlement.vatCents);
  const locale = localeOfCountry(shop.country);
  const { t } = translator(locale);
  const { start, end } = monthBounds(settlement.month);
  const period = { start: berlinDay(start), end: berlinDay(new Date(Date.parse(end) - 1)) };
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${settlement.month}-15T12:00:00Z`));
  const line = (title: string, cents: number, quantity: number): LineInput => ({ kind: 'service', position: null, brand: '', articleNumber: '', title, quantity, unitGrossCents: Math.abs(cents), grossCents: cents, rateBp: tax.rateBp });
  const lines = [
    ...(charged > 0 ? [line(t('invoices.commission.charged', { month: monthName }), charged, 1)] : []),
    ...(credited > 0 ? [line(t('invoices.commission.credited', { month: monthName }), -credited, -1)] : []),
  ];
  const sums = priced(lines);
  // The invoice shows what the ledger posted, to the cent.
  if (sums.vatCents !== settlement.vatCents) throw new Error(`settlement ${settlement.id}: invoice VAT ${sums.vatCents} is not the settlement's ${settlement.vatCents}`);
  const legal = shop.legalName?.trim() || shop.name;
  const address = { street: shop.street, zip: shop.postcode, city: shop.city, country: shop.country };
  const reference = `${settlement.month} #${settlement.id}`;
  return {
    kind: 'invoice', cause: 'commission', number, issuedAt: issuedAt.toISOString(), deliveryDate: period.end, locale,
    orderNumber: '', partNumber: '', orderedAt: issuedAt.toISOString(), corrects: null,
    seller: { name: operator.name, street: operator.street, zip: operator.postcode, city: operator.city, country: operator.country, vatId: operator.vatId, email: operator.email, phone: operator.phone, ...registerParts(operator.register) },
    buyer: { name: legal === shop.name ? legal : shop.name, company: legal === shop.name ? null : legal, ...address, vatId: shop.vatId, email: shop.email },
    deliveryAddress: { name: legal, ...address },
    ...sums, vatNote: noteOf(tax), paymentMethod: 'setOff',
    settlement: { paid: true, account: null, reference, dueDate: null },
    service: { period, reference },
    eInvoice: true,
  };
}

/**
 * Issues the settlement's invoice, once: an invoice issued before is returned as it is. Runs in the
 * caller's transaction (the close's) or a transaction of its own; on PostgreSQL the settlement's row
 * is locked first, so two first requests at once issue one invoice and take one number.
 */
export async function issueCommissionInvoice(db: Db, settlementId: number, operator: OperatorIdentity, now = new Date()): Promise<CommissionInvoice | undefined> {
  const run = async (tx: Db): Promise<CommissionInvoice | undefined> => {
    await tx.selectFrom('settlements').select('id').where('id', '=', settlementId).$if(backendOf(tx) === 'postgres', (query) => query.forUpdate()).execute();
    const before = await commissionInvoiceOf(tx, settlementId);
    if (before) return before;
    const s = await tx.selectFrom('settlements').select(['id', 'month', 'shop_id', 'commission_cents', 'commission_vat_cents']).where('id', '=', settlementId).executeTakeFirst();
    if (!s) return undefined;
    const shop = await tx.selectFrom('shops').select(['name', 'legal_name', 'street', 'postcode', 'city', 'country', 'vat_id', 'email']).where('id', '=', s.shop_id).executeTakeFirstOrThrow();
    const items = await tx.selectFrom('settlement_items').select('commission_cents').where('settlement_id', '=', settlementId).orderBy('id').execute();
    const facts: SettlementFacts = { id: s.id, month: s.month, shopId: s.shop_id, commissionCents: Number(s.commission_cents), vatCents: Number(s.commission_vat_cents ?? 0), items: items.map((i) => ({ commissionCents: Number(i.commission_cents) })) };
    const shopFacts: ShopFacts = { name: shop.name, legalName: shop.legal_name, street: shop.street ?? '', postcode: shop.postcode ?? '', city: shop.city ?? '', country: shop.country, vatId: shop.vat_id || null, email: shop.email || null };
    if (!commissionInvoiceDocument(facts, shopFacts, operator, '', now)) return undefined;
    const year = Number(berlinDay(now).slice(0, 4));
    const { sequence, number } = await nextNumber(tx, year);
    const document = commissionInvoiceDocument(facts, shopFacts, operator, number, now)!;
    const { id } = await tx.insertInto('commission_invoices').values({ settlement_id: s.id, shop_id: s.shop_id, year, sequence, number, issued_at: document.issuedAt, document: JSON.stringify(document) })
      .returning('id').executeTakeFirstOrThrow();
    return { id: Number(id), settlementId: s.id, shopId: s.shop_id, number, issuedAt: document.issuedAt, document };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** Every settlement of the month, in the close's transaction, in the order of their ids. */
export async function issueMonthInvoices(tx: Db, month: string, operator: OperatorIdentity, now: Date): Promise<void> {
  const rows = await tx.selectFrom('settlements').select('id').where('month', '=', month).orderBy('id').execute();
  for (const row of rows) await issueCommissionInvoice(tx, row.id, operator, now);
}
