/**
 * A business buyer's order of two lines from shop 1 written straight into the tables, for the
 * tests of a return the shop agreed and of the steps that settle it.
 */
import type { Db } from '../../server/marketplace/db/connection';

export const LINES = [4990, 2990];
export const SHIPPING = 495;
export const TOTAL = LINES[0]! + LINES[1]! + SHIPPING;

export async function writeShop(db: Db): Promise<void> {
  await db.insertInto('shops').values({ id: 1, name: 'Teilehaus Eins', slug: 'teilehaus-1', rating: 4, country: 'DE', vat_id: 'DE123456789', payment_methods: 'prepayment invoice', commission_bp: 1000, commission_fixed_cents: 0, withdrawal_days: 14 }).execute();
}

/** A business buyer's order of two lines from shop 1, paid as given. */
export async function placeBusinessOrder(db: Db, n: number, method: 'prepayment' | 'invoice', at: string) {
  const number = `SP-261102-RETRN${n}`;
  const order = await db.insertInto('orders').values({
    number, idempotency_key: `return-${n}`, session_id: null, user_id: null, locale: 'de-DE', delivery_country: 'DE', email: `einkauf${n}@werkstatt.example`, phone: null,
    delivery_address: JSON.stringify({ name: 'Werkstatt Berger GmbH', street: 'Heidestraße 17', zip: '51147', city: 'Köln', country: 'DE' }), billing_address: null,
    buyer_company: 'Werkstatt Berger GmbH', buyer_vat_id: 'DE987654321',
    items_cents: TOTAL - SHIPPING, shipping_cents: SHIPPING, total_cents: TOTAL, vat_cents: 0, page_url: '', created_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  const partNumber = `${number}-1`;
  const part = await db.insertInto('order_shops').values({
    order_id: order.id, number: partNumber, shop_id: 1, shop_name: 'Teilehaus Eins', status: 'new', payment_method: method, payment_reference: number,
    bank_account: method === 'prepayment' ? JSON.stringify({ holder: 'Spareo', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }) : null,
    items_cents: TOTAL - SHIPPING, shipping_cents: SHIPPING, total_cents: TOTAL, vat_rate_bp: 1900, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 3,
    terms: 'AGB', cancellation_policy: 'Widerruf', terms_accepted_at: at, acknowledged_at: null, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: at, shipped_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('order_lines').values(LINES.map((total, i) => ({
    order_shop_id: part.id, offer_id: 0, article_id: 0, sku: null, article_number: `0 986 479 R6${i}`, ean: null, brand: 'Bosch', title: 'Bremsscheibe', quantity: 1, unit_price_cents: total, line_total_cents: total, refund_cents: 0,
  }))).execute();
  return { orderId: order.id, orderNumber: number, id: part.id, number: partNumber };
}

/** The part's invoices and credit notes: kind, cause and gross amount. */
export const documentsOf = async (db: Db, partId: number) =>
  (await db.selectFrom('invoices').select(['kind', 'cause', 'document']).where('order_shop_id', '=', partId).orderBy('id').execute())
    .map((doc) => [doc.kind, doc.cause, (JSON.parse(doc.document) as { grossCents: number }).grossCents]);
