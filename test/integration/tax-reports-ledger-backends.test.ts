/**
 * The filings' totals are the ledger's, on both backends: a quarter of generated orders to
 * consumers in France, Italy and Austria from a German shop registered for OSS, and to consumers at
 * home from a second shop, paid by card or bank transfer (money the marketplace collects, so every
 * cent of goods passes through the ledger), shipped in one or two parcels, some withdrawn and
 * refunded; each month closed. Then, to the cent:
 * - the OSS shop's figures (taxable base plus VAT over every country and rate) equal what the
 *   ledger moved from the shoppers' money held to that shop in the quarter's settlements;
 * - each DAC7 seller's consideration equals what the ledger owes the shop after the commission
 *   (shop payable and receivable), its fees the commission the ledger booked (net plus VAT); the
 *   file rounds to whole euros as its schema asks, so the sums compared are the cents before rounding;
 * - the operator's commission figures equal the ledger's commission revenue and VAT.
 * The DAC7 file of the year passes the DPI schema (DPI_XSD) or, without it, its rules checked here.
 * Withdrawals here are refunded in full: where a shop keeps compensation for wear, the credit note
 * still takes back the whole lines (compensation is no consideration for a supply), so the OSS base
 * and the money the ledger credited differ by exactly what was kept.
 */
import type { Db } from '../../server/marketplace/db/connection';
import type { PaymentProvider } from '../../server/marketplace/payments/index';
import { balances } from '../../server/marketplace/ledger/index';
import { refreshPaymentByReference } from '../../server/marketplace/orders/payment';
import { recordPrepaymentReceived } from '../../server/marketplace/orders/prepayment';
import { shopOrderStep } from '../../server/marketplace/flows/index';
import { withdraw } from '../../server/marketplace/flows/index';
import { closeMonth } from '../../server/marketplace/flows/index';
import { monthBounds } from '../../server/marketplace/settlements/index';
import { commissionFigures, dac7Report, dac7Xml, ossReport } from '../../server/marketplace/tax-reports/index';
import { BACKENDS, closeBackends, freshDatabase } from './commerce-backends';
import { dpiErrors } from '../support/dpi-schema';
import { seededRandom, type Rng } from '../support/seeded-random';

afterAll(closeBackends);

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 3_600_000;
const MONTHS = ['2026-07', '2026-08', '2026-09'];
const OPERATOR = { name: 'Spareo GmbH', street: 'Torstraße 1', postcode: '10119', city: 'Berlin', country: 'DE', vatId: 'DE136695976', register: 'HRB 1' };
/** Consumers abroad for the OSS shop, at each country's standard rate; the second shop sells at home. */
const ABROAD = [{ country: 'FR', rateBp: 2000, zip: '75002', city: 'Paris' }, { country: 'IT', rateBp: 2200, zip: '00184', city: 'Roma' }, { country: 'AT', rateBp: 2000, zip: '1010', city: 'Wien' }] as const;
const HOME = { country: 'DE', rateBp: 1900, zip: '50667', city: 'Köln' } as const;

async function writeShops(db: Db): Promise<void> {
  await db.insertInto('shops').values([
    { id: 1, name: 'Teilestadt', slug: 'teilestadt', rating: 4, country: 'DE', tax_scheme: 'oss', vat_id: 'DE136695976', legal_name: 'Teilestadt GmbH', street: 'Industriestraße 5', postcode: '50667', city: 'Köln', tax_number: '21/815/08150', register_number: 'HRB 12345', is_trader: 1, payment_methods: 'prepayment', commission_bp: 1250, commission_fixed_cents: 35, withdrawal_days: 14 },
    { id: 2, name: 'Schrauber Max', slug: 'schrauber-max', rating: 4, country: 'DE', tax_scheme: 'regular', vat_id: 'DE811569869', legal_name: 'Max Schrauber', street: 'Weg 2', postcode: '10115', city: 'Berlin', tax_number: '30/123/45678', birth_date: '1980-02-29', is_trader: 0, payment_methods: 'prepayment', commission_bp: 800, commission_fixed_cents: 0, withdrawal_days: 14 },
  ]).execute();
  await db.insertInto('shop_bank_accounts').values([
    { shop_id: 1, holder: 'Teilestadt GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', held_since: null },
    { shop_id: 2, holder: 'Max Schrauber', iban: 'DE02120300000000202051', bic: 'BYLADEM1001', held_since: null },
  ]).execute();
}

interface Part { orderId: number; orderNumber: string; id: number; number: string; shopId: number; method: 'card' | 'prepayment'; lines: number; placedAt: number }

async function placeOrder(db: Db, rng: Rng, n: number, at: number, states: Map<string, 'paid'>): Promise<Part> {
  const iso = new Date(at).toISOString();
  const shopId = rng.chance(0.6) ? 1 : 2;
  const to = shopId === 1 ? rng.pick(ABROAD) : HOME;
  const method = rng.pick(['card', 'prepayment'] as const);
  const lines = Array.from({ length: rng.int(1, 3) }, () => rng.int(1, 2) * rng.int(99, 19_999));
  const shipping = rng.pick([0, 495, 995]);
  const goods = lines.reduce((a, b) => a + b, 0);
  const number = `SP-${String(n).padStart(6, '0')}-TAXR`;
  const address = { name: 'Camille Martin', street: 'Rue du Louvre 1', zip: to.zip, city: to.city, country: to.country };
  const order = await db.insertInto('orders').values({
    number, idempotency_key: `tax-${n}`, session_id: null, user_id: null, locale: 'de-DE', delivery_country: to.country, email: `kunde${n}@example.fr`, phone: null,
    delivery_address: JSON.stringify(address), billing_address: null, items_cents: goods, shipping_cents: shipping, total_cents: goods + shipping, vat_cents: 0, page_url: '', created_at: iso,
  }).returning('id').executeTakeFirstOrThrow();
  const partNumber = `${number}-1`;
  const part = await db.insertInto('order_shops').values({
    order_id: order.id, number: partNumber, shop_id: shopId, shop_name: shopId === 1 ? 'Teilestadt' : 'Schrauber Max', status: method === 'card' ? 'awaiting_payment' : 'new', payment_method: method, payment_reference: number,
    bank_account: method === 'prepayment' ? JSON.stringify({ holder: 'Spareo', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }) : null,
    items_cents: goods, shipping_cents: shipping, total_cents: goods + shipping, vat_rate_bp: to.rateBp, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 3,
    terms: 'AGB', cancellation_policy: 'Widerruf', terms_accepted_at: iso, acknowledged_at: null, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: iso, shipped_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('order_lines').values(lines.map((total, i) => ({
    order_shop_id: part.id, offer_id: 0, article_id: 0, sku: null, article_number: `0 986 ${i}`, ean: null, brand: 'Bosch', title: 'Bremsscheibe', quantity: 1, unit_price_cents: total, line_total_cents: total, refund_cents: 0,
  }))).execute();
  if (method === 'card') {
    await db.insertInto('order_payments').values({ order_id: order.id, provider: 'stripe', provider_reference: `pi_${order.id}`, amount_cents: goods + shipping, status: 'pending', created_at: iso }).execute();
    states.set(`pi_${order.id}`, 'paid');
  }
  return { orderId: order.id, orderNumber: number, id: part.id, number: partNumber, shopId, method, lines: lines.length, placedAt: at };
}

const fakeProvider = (states: Map<string, 'paid'>): PaymentProvider => ({
  name: 'stripe', methods: ['card', 'paypal', 'klarna'], start: () => Promise.reject(new Error('not used')), state: (reference) => Promise.resolve(states.get(reference) ?? 'pending'),
});

const done = (outcome: unknown, what: string) => {
  if (typeof outcome === 'object' && outcome !== null && 'ok' in outcome && !outcome.ok) throw new Error(`${what}: ${JSON.stringify(outcome)}`);
};

interface Step { at: number; run: () => Promise<unknown> }

/** Paid, shipped in one or two parcels, delivered; some withdrawn whole and refunded, all within days. */
function stepsOf(db: Db, rng: Rng, part: Part, provider: PaymentProvider): Step[] {
  const steps: Step[] = [];
  let t = part.placedAt + HOUR;
  const status = (update: Parameters<typeof shopOrderStep>[3], at: number, what: string) => steps.push({ at, run: async () => done(await shopOrderStep(db, part.shopId, part.number, update, new Date(at)), what) });
  if (part.method === 'card') steps.push({ at: t, run: async () => refreshPaymentByReference(db, provider, `pi_${part.orderId}`) });
  else steps.push({ at: t, run: async () => done(await recordPrepaymentReceived(db, part.orderNumber, part.number, 'staff:1', new Date(t)), 'transfer') });
  const positions = Array.from({ length: part.lines }, (_, i) => i + 1);
  const first = positions.length > 1 && rng.chance(0.5) ? positions.slice(0, 1) : positions;
  const rest = positions.filter((p) => !first.includes(p));
  for (const lines of [first, rest].filter((group) => group.length > 0)) {
    t += rng.int(2, 30) * HOUR;
    status({ status: 'shipped', carrier: 'DHL', trackingNumber: `00340434${part.id}`, lines }, t, 'ship');
  }
  t += DAY;
  status({ status: 'delivered' }, t, 'delivered');
  if (rng.chance(0.25)) {
    const withdrawAt = t + rng.int(1, 48) * HOUR;
    steps.push({ at: withdrawAt, run: async () => done(await withdraw(db, part.orderId, { partNumber: part.number, lines: [], name: 'Camille Martin', email: 'kunde@example.fr' }, new Date(withdrawAt)), 'withdrawal') });
    status({ status: 'refunded' }, withdrawAt + rng.int(1, 48) * HOUR, 'refund');
  }
  return steps;
}

const balanceOf = (rows: Awaited<ReturnType<typeof balances>>, account: string) => rows.filter((row) => row.account === account).reduce((sum, row) => sum + row.balanceCents, 0);

describe.each(BACKENDS)('the filings against the ledger on %s', (backend) => {
  test('the OSS figures, the DAC7 report and the commission figures of a generated quarter equal the ledger to the cent', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    await writeShops(db);
    const rng = seededRandom(20261128);
    const states = new Map<string, 'paid'>();
    const provider = fakeProvider(states);
    const start = Date.parse('2026-07-01T06:00:00Z');
    // Placed by mid-September, so every step (at most about a week) lands in the quarter.
    const count = backend === 'sqlite' ? 90 : 45;
    const parts: Part[] = [];
    for (let n = 1; n <= count; n++) parts.push(await placeOrder(db, rng, n, start + rng.int(0, 74 * 24) * HOUR, states));
    const steps = parts.flatMap((part) => stepsOf(db, rng, part, provider));
    for (const month of MONTHS) {
      const at = Date.parse(monthBounds(month).end) + 2 * DAY;
      steps.push({ at, run: async () => expect((await closeMonth(db, month, 'test', new Date(at))).kind).toBe('closed') });
    }
    steps.sort((a, b) => a.at - b.at);
    for (const step of steps) await step.run();

    // OSS: the shop's taxable base plus VAT, over every country and rate, is what the ledger credited it.
    const oss = (await ossReport(db, 1, '2026-Q3'))!;
    expect(oss.lines.map((line) => line.country).sort()).toEqual(['AT', 'FR', 'IT']);
    const ossGross = oss.lines.reduce((sum, line) => sum + line.netCents + line.vatCents, 0);
    const shop1 = await balances(db, { shopId: 1 });
    const credited1 = -(balanceOf(shop1, 'shop_payable') + balanceOf(shop1, 'shop_receivable')) - (balanceOf(shop1, 'commission_revenue') + balanceOf(shop1, 'commission_vat_payable'));
    expect(ossGross).toBeGreaterThan(0);
    expect(ossGross).toBe(credited1);
    // Each line's VAT is its rate's share of the gross as the invoices said it; never more than a cent per document off the rate.
    for (const line of oss.lines) expect(Math.abs(line.vatCents - Math.round(line.netCents * line.rateBp / 10_000))).toBeLessThanOrEqual(count);

    // DAC7: per seller, consideration is what the ledger owes the shop, the fees the commission it booked.
    const report = await dac7Report(db, 2026);
    expect(report.sellers.map((s) => s.shopId)).toEqual([1, 2]);
    for (const seller of report.sellers) {
      const rows = await balances(db, { shopId: seller.shopId });
      const consideration = seller.quarters.reduce((sum, q) => sum + q.considerationCents, 0);
      const fees = seller.quarters.reduce((sum, q) => sum + q.feesCents, 0);
      expect(consideration).toBe(-(balanceOf(rows, 'shop_payable') + balanceOf(rows, 'shop_receivable')));
      expect(fees).toBe(-(balanceOf(rows, 'commission_revenue') + balanceOf(rows, 'commission_vat_payable')));
      expect(seller.quarters[2]!.sales).toBeGreaterThan(0);
      expect([0, 1, 3].map((q) => seller.quarters[q]!.considerationCents)).toEqual([0, 0, 0]);
    }
    const xml = dac7Xml(report, OPERATOR, new Date('2027-01-15T09:00:00Z'));
    expect(dpiErrors(xml)).toEqual([]);
    // Whole euros in the file, each quarter's cents rounded once.
    const q3 = report.sellers[0]!.quarters[2]!;
    expect(xml).toContain(`<dpi:ConsQ3 currCode="EUR">${Math.round(q3.considerationCents / 100)}</dpi:ConsQ3>`);

    // The operator's commission: net and VAT as the ledger booked them.
    const all = await balances(db);
    const commission = await commissionFigures(db, '2026-Q3');
    expect(commission.reduce((sum, line) => sum + line.netCents, 0)).toBe(-balanceOf(all, 'commission_revenue'));
    expect(commission.reduce((sum, line) => sum + line.vatCents, 0)).toBe(-balanceOf(all, 'commission_vat_payable'));
    expect(commission.every((line) => line.country === 'DE' && line.treatment === 'domestic' && line.rateBp === 1900)).toBe(true);
  }, 600_000);
});
