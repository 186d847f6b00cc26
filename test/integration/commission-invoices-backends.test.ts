/**
 * The operator's commission invoices on both backends: the close issues one per settlement that
 * moved commission, numbered in the operator's own series without gaps per calendar year; its
 * amounts are the ledger's commission and VAT postings to the cent (19 % for a German shop, reverse
 * charge for an Austrian and a French one, in their language); asking again gives the same number
 * and the same stored bytes; a settlement closed before invoices were issued gets one at the first
 * request, and two such requests at once issue one; every XML passes EN 16931.
 */
import type { Db } from '../../server/marketplace/db/connection';
import type { OperatorIdentity } from '../../server/marketplace/dependencies';
import { recordPrepaymentReceived } from '../../server/marketplace/orders/prepayment';
import { setShopOrderStatus } from '../../server/marketplace/orders/status';
import { closeMonth } from '../../server/marketplace/flows/index';
import { settlementDetail } from '../../server/marketplace/settlements/index';
import { commissionInvoiceOf, issueCommissionInvoice } from '../../server/marketplace/settlements/commission-invoice';
import { commissionInvoiceFiles } from '../../server/marketplace/settlements/commission-invoice-files';
import { en16931FailuresOfAll } from '../support/en16931';
import { validateFacturX } from '../support/invoice-files';
import { BACKENDS, closeBackends, freshDatabase } from './commerce-backends';

afterAll(closeBackends);

const OPERATOR: OperatorIdentity = { name: 'Teilewerk Handels GmbH', street: 'Domstraße 1', postcode: '50668', city: 'Köln', country: 'DE', email: 'buchhaltung@teilewerk.example', phone: null, register: 'Amtsgericht Köln, HRB 98765', vatId: 'DE136695976' };

const SHOPS = [
  { id: 1, name: 'Teilestadt', legal_name: 'Teilestadt GmbH', street: 'Industriestraße 5', postcode: '50667', city: 'Köln', country: 'DE', vat_id: 'DE129273398', commission_bp: 1250, commission_fixed_cents: 35 },
  { id: 2, name: 'Autoteile Huber', legal_name: 'Autoteile Huber e.U.', street: 'Mariahilfer Straße 10', postcode: '1070', city: 'Wien', country: 'AT', vat_id: 'ATU13585627', commission_bp: 1000, commission_fixed_cents: 0 },
  { id: 3, name: 'Pièces Dupont', legal_name: 'Pièces Dupont SARL', street: '12 rue de la Paix', postcode: '75002', city: 'Paris', country: 'FR', vat_id: 'FR40303265045', commission_bp: 800, commission_fixed_cents: 0 },
  // No commission agreed: its settlement moves none and has no invoice.
  { id: 4, name: 'Gratis-Teile', legal_name: null, street: 'Weg 2', postcode: '10115', city: 'Berlin', country: 'DE', vat_id: 'DE136695976', commission_bp: 0, commission_fixed_cents: 0 },
];

async function writeShops(db: Db): Promise<void> {
  await db.insertInto('shops').values(SHOPS.map((s) => ({ ...s, slug: `shop-${s.id}`, rating: 4, payment_methods: 'prepayment', withdrawal_days: 14, email: `buero@shop${s.id}.example` }))).execute();
}

/** A prepaid part of one shop (goods 100,00 €, shipping 4,95 €), paid and shipped on the days given. */
async function shipPart(db: Db, shopId: number, number: string, orderedAt: string, shippedAt: string): Promise<void> {
  const order = await db.insertInto('orders').values({
    number, idempotency_key: number, locale: 'de-DE', delivery_country: 'DE', email: 'erika@example.de',
    delivery_address: JSON.stringify({ name: 'Erika Muster', street: 'Weg 1', zip: '50667', city: 'Köln', country: 'DE' }),
    items_cents: 10_000, shipping_cents: 495, total_cents: 10_495, vat_cents: 0, page_url: '', created_at: orderedAt,
  }).returning('id').executeTakeFirstOrThrow();
  const part = await db.insertInto('order_shops').values({
    order_id: order.id, number: `${number}-1`, shop_id: shopId, shop_name: `Shop ${shopId}`, status: 'new', payment_method: 'prepayment', payment_reference: number, bank_account: null,
    items_cents: 10_000, shipping_cents: 495, total_cents: 10_495, vat_rate_bp: 1900, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 2,
    terms: 'AGB', cancellation_policy: 'W', terms_accepted_at: orderedAt, acknowledged_at: null, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: orderedAt, shipped_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('order_lines').values({ order_shop_id: part.id, offer_id: 0, article_id: 0, sku: null, article_number: '0 986 479 R64', ean: null, brand: 'Bosch', title: 'Bremsscheibe', quantity: 2, unit_price_cents: 5_000, line_total_cents: 10_000, refund_cents: 0 }).execute();
  if (await recordPrepaymentReceived(db, number, `${number}-1`, 'staff:1', new Date(orderedAt)) !== 'recorded') throw new Error(`${number}: transfer not booked`);
  if (!(await setShopOrderStatus(db, shopId, `${number}-1`, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434' }, new Date(shippedAt))).ok) throw new Error(`${number}: not shipped`);
}

/** What the ledger posted for the settlement on one account (credit positive here). */
async function posted(db: Db, settlementId: number, account: 'commission_revenue' | 'commission_vat_payable'): Promise<number> {
  const row = await db.selectFrom('ledger_entries').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('n'))
    .where('settlement_id', '=', settlementId).where('account', '=', account).executeTakeFirstOrThrow();
  return 0 - Number(row.n);
}

describe.each(BACKENDS)('commission invoices on %s', (backend) => {
  test('the close invoices each shop\'s commission: German VAT as the ledger posted it, reverse charge abroad, numbers gapless per year and issued once', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    await writeShops(db);
    for (const shop of SHOPS) await shipPart(db, shop.id, `SP-261015-CI${shop.id}`, '2026-10-15T10:00:00.000Z', '2026-10-16T09:00:00.000Z');
    expect((await closeMonth(db, '2026-10', 'test', new Date('2026-11-02T08:00:00Z'), undefined, OPERATOR)).kind).toBe('closed');

    const settlements = await db.selectFrom('settlements').select(['id', 'shop_id', 'commission_cents', 'commission_vat_cents']).orderBy('id').execute();
    const invoices = await Promise.all(settlements.map((s) => commissionInvoiceOf(db, s.id)));
    expect(invoices.map((invoice) => invoice?.number ?? null)).toEqual(['COM-2026-000001', 'COM-2026-000002', 'COM-2026-000003', null]);

    // Each invoice's amounts are the ledger's postings for its settlement, to the cent.
    for (const [index, s] of settlements.slice(0, 3).entries()) {
      const doc = invoices[index]!.document;
      expect({ shop: s.shop_id, gross: doc.grossCents, net: doc.netCents, vat: doc.vatCents })
        .toEqual({ shop: s.shop_id, gross: Number(s.commission_cents), net: await posted(db, s.id, 'commission_revenue'), vat: await posted(db, s.id, 'commission_vat_payable') });
    }
    // The German shop: 12,5 % of 100,00 € + 0,35 € = 12,85 €, of which 2,05 € VAT at 19 %; Austria and France: reverse charge.
    expect([invoices[0]!.document.grossCents, invoices[0]!.document.vatCents, invoices[0]!.document.rates[0]!.rateBp]).toEqual([1_285, 205, 1900]);
    expect([invoices[1]!.document.vatCents, invoices[1]!.document.vatNote, invoices[1]!.document.locale]).toEqual([0, { kind: 'reverseCharge' }, 'de-AT']);
    expect([invoices[2]!.document.vatCents, invoices[2]!.document.vatNote, invoices[2]!.document.locale]).toEqual([0, { kind: 'reverseCharge' }, 'fr-FR']);
    expect(await settlementDetail(db, settlements[0]!.id)).toMatchObject({ commissionCents: 1_285, commissionVatCents: 205, commissionInvoice: 'COM-2026-000001' });

    // Asked again: the same invoice, the same stored bytes, no number taken.
    const files = await Promise.all(invoices.slice(0, 3).map((invoice) => commissionInvoiceFiles(db, invoice!)));
    const again = await issueCommissionInvoice(db, settlements[0]!.id, { ...OPERATOR, name: 'Someone Else GmbH' }, new Date('2026-12-01T00:00:00Z'));
    expect([again!.number, again!.document.seller.name]).toEqual(['COM-2026-000001', 'Teilewerk Handels GmbH']);
    const filesAgain = await commissionInvoiceFiles(db, again!);
    expect(Buffer.compare(Buffer.from(filesAgain.pdf), Buffer.from(files[0]!.pdf))).toBe(0);
    expect(filesAgain.xml).toBe(files[0]!.xml);
    expect(Buffer.from(files[0]!.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(files[1]!.xml).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(files[2]!.xml).toContain('Autoliquidation');
    const failures = en16931FailuresOfAll(files.map((f) => f.xml));
    files.forEach((f, index) => expect({ index, schema: validateFacturX(f.xml).ok, failures: failures[index] }).toEqual({ index, schema: true, failures: [] }));

    // November, closed in January 2027 without naming the operator (as before invoices were issued):
    // the first request issues them, in the new year's series from 1; two requests at once issue one.
    for (const shop of SHOPS.slice(0, 2)) await shipPart(db, shop.id, `SP-261110-CI${shop.id}`, '2026-11-10T10:00:00.000Z', '2026-11-11T09:00:00.000Z');
    expect((await closeMonth(db, '2026-11', 'test', new Date('2027-01-04T08:00:00Z'))).kind).toBe('closed');
    const november = await db.selectFrom('settlements').select('id').where('month', '=', '2026-11').orderBy('id').execute();
    expect(await commissionInvoiceOf(db, november[0]!.id)).toBeUndefined();
    const both = await Promise.all([1, 2, 3].map(() => issueCommissionInvoice(db, november[1]!.id, OPERATOR, new Date('2027-01-05T10:00:00Z'))));
    expect(both.map((invoice) => invoice!.number)).toEqual(['COM-2027-000001', 'COM-2027-000001', 'COM-2027-000001']);
    expect((await issueCommissionInvoice(db, november[0]!.id, OPERATOR, new Date('2027-01-05T11:00:00Z')))!.number).toBe('COM-2027-000002');

    const rows = await db.selectFrom('commission_invoices').select(['year', 'sequence']).orderBy('year').orderBy('sequence').execute();
    expect(rows.map((row) => `${row.year}/${row.sequence}`)).toEqual(['2026/1', '2026/2', '2026/3', '2027/1', '2027/2']);
    expect((await db.selectFrom('commission_invoice_series').select(['year', 'last_number']).orderBy('year').execute()).map((r) => [Number(r.year), Number(r.last_number)])).toEqual([[2026, 3], [2027, 2]]);
    // An issued invoice never changes.
    await expect(db.updateTable('commission_invoices').set({ number: 'COM-2026-999999' }).where('id', '=', invoices[0]!.id).execute()).rejects.toThrow(/never changes/);
  }, 180_000);
});
