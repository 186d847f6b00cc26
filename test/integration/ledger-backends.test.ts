/**
 * The one ledger on both backends: append-only (the database refuses UPDATE and DELETE), a
 * transaction posted once by its key, and a property test over generated orders of every payment
 * method moved through the real steps (provider payment confirmed or failed, prepayment transfer
 * booked or never made, lines refused, parts cancelled by the shop or the shopper, shipped,
 * delivered, withdrawn and refunded, each month closed and its payouts issued). From the ledger
 * alone, to the cent:
 *   paid by shoppers = refunds + owed and paid out to shops − commission shops owe + commission + VAT + held
 * and nothing owed that nobody can pay; and the ledger agrees with the settlement rows.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/marketplace/db/connection';
import type { PaymentProvider } from '../../server/marketplace/payments/index';
import { balances, post, postPayout, reconcile, UnbalancedPosting } from '../../server/marketplace/ledger/index';
import { cancelPart } from '../../server/marketplace/orders/cancellation';
import { refreshPaymentByReference } from '../../server/marketplace/orders/payment';
import { recordPrepaymentReceived } from '../../server/marketplace/orders/prepayment';
import { shopOrderStep } from '../../server/marketplace/flows/index';
import { withdraw } from '../../server/marketplace/flows/index';
import { closeMonth } from '../../server/marketplace/flows/index';
import { monthBounds } from '../../server/marketplace/settlements/index';
import { BACKENDS, closeBackends, freshDatabase } from './commerce-backends';
import { seededRandom, type Rng } from '../support/seeded-random';

afterAll(closeBackends);

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 3_600_000;
const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04'];


/** Shop 4 is established in Austria: its commission carries no German VAT (reverse charge). */
const SHOPS = [{ id: 1, bp: 1250, fixed: 35, country: 'DE' }, { id: 2, bp: 800, fixed: 0, country: 'DE' }, { id: 3, bp: 0, fixed: 99, country: 'DE' }, { id: 4, bp: 1500, fixed: 50, country: 'AT', vatId: 'ATU13585627' }];
const METHODS = ['card', 'paypal', 'klarna', 'prepayment', 'cod', 'invoice'] as const;
type Method = (typeof METHODS)[number];
const PROVIDER: readonly Method[] = ['card', 'paypal', 'klarna'];
const SHOP_COLLECTS: readonly Method[] = ['cod', 'invoice'];

async function writeShops(db: Db): Promise<void> {
  await db.insertInto('shops').values(SHOPS.map((s) => ({ id: s.id, name: `Teilehaus ${s.id}`, slug: `teilehaus-${s.id}`, rating: 4, country: s.country, vat_id: 'vatId' in s ? s.vatId : null, payment_methods: 'prepayment invoice cod', commission_bp: s.bp, commission_fixed_cents: s.fixed, withdrawal_days: 14 }))).execute();
}

/** A provider that answers each payment as the plan says (paid, or failed). */
function fakeProvider(states: Map<string, 'paid' | 'failed'>): PaymentProvider {
  return {
    name: 'stripe', methods: ['card', 'paypal', 'klarna'],
    start: () => Promise.reject(new Error('not used')),
    state: (reference) => Promise.resolve(states.get(reference) ?? 'pending'),
  };
}

interface Part { orderId: number; orderNumber: string; id: number; number: string; shopId: number; method: Method; lines: number[]; shipping: number; total: number; placedAt: number }

/** only: one part of shop 1 paid this way. */
async function placeOrder(db: Db, rng: Rng, n: number, at: number, states: Map<string, 'paid' | 'failed'>, only?: Method): Promise<Part[]> {
  const iso = new Date(at).toISOString();
  const shops = only ? [SHOPS[0]!] : [...SHOPS].sort(() => rng.next() - 0.5).slice(0, rng.int(1, 3));
  const planned = shops.map((shop) => ({ shopId: shop.id, method: only ?? rng.pick(METHODS), lines: Array.from({ length: rng.int(1, 3) }, () => rng.int(1, 2) * rng.int(99, 19_999)), shipping: rng.pick([0, 495, 590, 995]) }));
  const goods = (p: (typeof planned)[number]) => p.lines.reduce((a, b) => a + b, 0);
  const items = planned.reduce((sum, p) => sum + goods(p), 0);
  const shipping = planned.reduce((sum, p) => sum + p.shipping, 0);
  const number = `SP-${String(n).padStart(6, '0')}-LEDG`;
  const order = await db.insertInto('orders').values({
    number, idempotency_key: `ledger-${n}`, session_id: null, user_id: null, locale: 'de-DE', delivery_country: 'DE', email: `kunde${n}@example.de`, phone: null,
    delivery_address: JSON.stringify({ name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln', country: 'DE' }), billing_address: null,
    items_cents: items, shipping_cents: shipping, total_cents: items + shipping, vat_cents: 0, page_url: '', created_at: iso,
  }).returning('id').executeTakeFirstOrThrow();
  const parts: Part[] = [];
  for (const [index, p] of planned.entries()) {
    const partNumber = `${number}-${index + 1}`;
    const part = await db.insertInto('order_shops').values({
      order_id: order.id, number: partNumber, shop_id: p.shopId, shop_name: `Teilehaus ${p.shopId}`, status: PROVIDER.includes(p.method) ? 'awaiting_payment' : 'new', payment_method: p.method, payment_reference: number,
      bank_account: p.method === 'prepayment' ? JSON.stringify({ holder: 'Spareo', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }) : null,
      items_cents: goods(p), shipping_cents: p.shipping, total_cents: goods(p) + p.shipping, vat_rate_bp: 1900, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 3,
      terms: 'AGB', cancellation_policy: 'Widerruf', terms_accepted_at: iso, acknowledged_at: null, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: iso, shipped_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('order_lines').values(p.lines.map((total, i) => ({
      order_shop_id: part.id, offer_id: 0, article_id: 0, sku: null, article_number: `0 986 ${i}`, ean: null, brand: 'Bosch', title: 'Bremsscheibe', quantity: 1, unit_price_cents: total, line_total_cents: total, refund_cents: 0,
    }))).execute();
    parts.push({ orderId: order.id, orderNumber: number, id: part.id, number: partNumber, shopId: p.shopId, method: p.method, lines: p.lines, shipping: p.shipping, total: goods(p) + p.shipping, placedAt: at });
  }
  const provider = parts.filter((p) => PROVIDER.includes(p.method));
  if (provider.length > 0) {
    const reference = `pi_${order.id}`;
    await db.insertInto('order_payments').values({ order_id: order.id, provider: 'stripe', provider_reference: reference, amount_cents: provider.reduce((s, p) => s + p.total, 0), status: 'pending', created_at: iso }).execute();
    states.set(reference, rng.chance(0.1) ? 'failed' : 'paid');
  }
  return parts;
}

interface Step { at: number; run: () => Promise<unknown> }
interface Model { received: number; orders: number; parts: number; cancelled: number; refused: number; withdrawn: number; unpaid: number }

const ok = (outcome: unknown, what: string) => {
  if (typeof outcome === 'object' && outcome !== null && 'ok' in outcome && !outcome.ok) throw new Error(`${what}: ${JSON.stringify(outcome)}`);
  if (typeof outcome === 'string' && !['recorded', 'paid', 'failed'].includes(outcome)) throw new Error(`${what}: ${outcome}`);
};

/** Each part's steps in its own time order; the model counts what shoppers paid the marketplace. */
function planSteps(db: Db, rng: Rng, parts: Part[], provider: PaymentProvider, states: Map<string, 'paid' | 'failed'>, model: Model): Step[] {
  const steps: Step[] = [];
  const refreshed = new Set<number>();
  for (const part of parts) {
    model.parts += 1;
    let t = part.placedAt + rng.int(1, 12) * HOUR;
    const status = (update: Parameters<typeof shopOrderStep>[3], at: number, what: string) => steps.push({ at, run: async () => ok(await shopOrderStep(db, part.shopId, part.number, update, new Date(at)), what) });
    let paid = false;
    if (PROVIDER.includes(part.method)) {
      // One notification per order, at once: it releases every provider part of it.
      const reference = `pi_${part.orderId}`;
      if (!refreshed.has(part.orderId)) {
        refreshed.add(part.orderId);
        const at = part.placedAt + 10 * 60_000;
        steps.push({ at, run: async () => ok(await refreshPaymentByReference(db, provider, reference), 'payment') });
        // Stripe sends again: nothing more is booked.
        steps.push({ at: at + 60_000, run: async () => ok(await refreshPaymentByReference(db, provider, reference), 'payment again') });
      }
      if (states.get(reference) === 'failed') {
        model.unpaid += 1;
        continue;
      }
      paid = true;
      model.received += part.total;
    } else if (part.method === 'prepayment') {
      if (rng.chance(0.2)) {
        // Never paid: the shop refuses or cancels it, and nobody is owed anything.
        model.unpaid += 1;
        if (rng.chance(0.5)) status({ status: 'cancelled', reason: 'nicht bezahlt' }, t + 10 * DAY, 'cancel unpaid');
        else status({ status: 'refused', reason: 'nicht bezahlt' }, t + 10 * DAY, 'refuse unpaid');
        continue;
      }
      paid = true;
      model.received += part.total;
      const at = t;
      steps.push({ at, run: async () => ok(await recordPrepaymentReceived(db, part.orderNumber, part.number, 'staff:1', new Date(at)), 'transfer booked') });
      steps.push({ at: at + 60_000, run: async () => recordPrepaymentReceived(db, part.orderNumber, part.number, 'staff:1', new Date(at + 60_000)) });
      t += HOUR;
    }
    t += rng.int(1, 48) * HOUR;
    const roll = rng.next();
    if (roll < 0.08) {
      model.cancelled += 1;
      const at = t;
      if (rng.chance(0.5)) steps.push({ at, run: async () => ok(await cancelPart(db, part.orderId, part.number, new Date(at)), 'shopper cancels') });
      else status({ status: 'cancelled', reason: 'ausverkauft' }, at, 'shop cancels');
      continue;
    }
    if (paid && roll < 0.11) {
      // Withdrawn before anything went out; the refund is stated later.
      model.withdrawn += 1;
      const at = t;
      steps.push({ at, run: async () => ok(await withdraw(db, part.orderId, { partNumber: part.number, lines: [], name: 'Erika Mustermann', email: 'kunde@example.de' }, new Date(at)), 'early withdrawal') });
      status({ status: 'refunded' }, at + rng.int(1, 10) * DAY, 'early refund');
      continue;
    }
    const positions = part.lines.map((_, i) => i + 1);
    const first = positions.filter(() => rng.chance(0.6));
    const rest = positions.filter((p) => !first.includes(p));
    const refused = rest.filter(() => rng.chance(0.4));
    const later = rest.filter((p) => !refused.includes(p));
    const groups = [{ kind: 'ship', lines: first }, { kind: 'refuse', lines: refused }, { kind: 'ship', lines: later }].filter((g) => g.lines.length > 0);
    if (refused.length > 0) model.refused += 1;
    let lastShip = 0;
    for (const group of groups) {
      t += rng.int(1, 8 * 24) * HOUR;
      if (group.kind === 'ship') {
        lastShip = t;
        status({ status: 'shipped', carrier: 'DHL', trackingNumber: `00340434${part.id}`, lines: group.lines }, t, 'ship');
      } else status({ status: 'refused', reason: 'nicht lieferbar', lines: group.lines }, t, 'refuse');
    }
    if (lastShip === 0) continue;
    t = Math.max(t, lastShip) + rng.int(1, 3) * DAY;
    status({ status: 'delivered' }, t, 'delivered');
    if (rng.chance(0.3)) {
      model.withdrawn += 1;
      const shipped = [...first, ...later];
      const lines = rng.chance(0.5) ? [] : shipped.filter(() => rng.chance(0.5));
      const withdrawAt = t + rng.int(1, 5 * 24) * HOUR;
      const refundAt = withdrawAt + rng.int(1, 20 * 24) * HOUR;
      const custom = rng.chance(0.3) ? Math.floor(shipped.reduce((s, p) => s + part.lines[p - 1]!, 0) / 2) : undefined;
      steps.push({ at: withdrawAt, run: async () => ok(await withdraw(db, part.orderId, { partNumber: part.number, lines, name: 'Erika Mustermann', email: 'kunde@example.de' }, new Date(withdrawAt)), 'withdrawal') });
      status(custom === undefined ? { status: 'refunded' } : { status: 'refunded', refundCents: custom }, refundAt, 'refund');
    }
  }
  return steps;
}

const total = async (db: Db, query: 'order_refunds' | 'marketplace_withdrawals' | 'payout' | 'commission') => {
  if (query === 'order_refunds') return Number((await db.selectFrom('order_refunds').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('n')).executeTakeFirstOrThrow()).n);
  if (query === 'marketplace_withdrawals') {
    return Number((await db.selectFrom('withdrawals as w').innerJoin('order_shops as os', 'os.id', 'w.order_shop_id').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('w.refund_cents'), eb.lit(0)).as('n'))
      .where('os.payment_method', 'not in', ['cod', 'invoice']).executeTakeFirstOrThrow()).n);
  }
  const column = query === 'payout' ? 'payout_cents' : 'commission_cents';
  return Number((await db.selectFrom('settlements').select((eb) => eb.fn.coalesce(eb.fn.sum<number>(column), eb.lit(0)).as('n')).executeTakeFirstOrThrow()).n);
};

describe.each(BACKENDS)('the ledger on %s', (backend) => {
  test('a ledger entry never changes: the database refuses UPDATE and DELETE, by the query builder or by hand', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    expect(await post(db, { key: 'test:1', kind: 'shopper_payment', lines: [{ account: 'bank', cents: 1000 }, { account: 'shopper_payments_held', cents: -1000 }] })).toBe('posted');
    await expect(db.updateTable('ledger_entries').set({ amount_cents: 1 }).where('transaction_key', '=', 'test:1').execute()).rejects.toThrow(/never changes/);
    await expect(db.deleteFrom('ledger_entries').where('transaction_key', '=', 'test:1').execute()).rejects.toThrow(/never changes/);
    await expect(sql`UPDATE ledger_entries SET account = 'bank'`.execute(db)).rejects.toThrow(/never changes/);
    await expect(sql`DELETE FROM ledger_entries`.execute(db)).rejects.toThrow(/never changes/);
    expect((await db.selectFrom('ledger_entries').select('amount_cents').orderBy('line_no').execute()).map((r) => Number(r.amount_cents))).toEqual([1000, -1000]);
  });

  test('a transaction is posted once by its key, and one whose debits and credits differ is refused whole', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    const lines = [{ account: 'provider_clearing' as const, cents: 2500 }, { account: 'shopper_payments_held' as const, cents: -2500, orderShopId: 7 }];
    expect(await post(db, { key: 'provider-payment:1', kind: 'shopper_payment', lines })).toBe('posted');
    expect(await post(db, { key: 'provider-payment:1', kind: 'shopper_payment', lines })).toBe('already');
    // Two at once with the same key: one posts it.
    expect((await Promise.all([post(db, { key: 'k2', kind: 'shopper_payment', lines }), post(db, { key: 'k2', kind: 'shopper_payment', lines })])).sort()).toEqual(['already', 'posted']);
    await expect(post(db, { key: 'bad', kind: 'shopper_payment', lines: [{ account: 'bank', cents: 100 }, { account: 'shopper_payments_held', cents: -99 }] })).rejects.toThrow(UnbalancedPosting);
    expect(await db.selectFrom('ledger_entries').select('id').where('transaction_key', '=', 'bad').execute()).toEqual([]);
    expect((await reconcile(db)).paidByShoppersCents).toBe(5000);
  });

  test('a withdrawal from a part paid cash on delivery is refunded by its shop: the marketplace takes nothing off the shop and owes the shopper nothing', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    await writeShops(db);
    const [part] = await placeOrder(db, seededRandom(3), 1, Date.parse('2026-02-02T10:00:00Z'), new Map(), 'cod');
    if (!part) throw new Error('no part placed');
    expect((await shopOrderStep(db, part.shopId, part.number, { status: 'shipped', carrier: 'DHL', trackingNumber: '1' }, new Date('2026-02-03T10:00:00Z'))).ok).toBe(true);
    expect((await withdraw(db, part.orderId, { partNumber: part.number, lines: [], name: 'E M', email: 'e@example.de' }, new Date('2026-02-05T10:00:00Z'))).ok).toBe(true);
    expect((await shopOrderStep(db, part.shopId, part.number, { status: 'refunded' }, new Date('2026-02-08T10:00:00Z'))).ok).toBe(true);
    expect((await closeMonth(db, '2026-02', 'test', new Date('2026-03-02T09:00:00Z'))).kind).toBe('closed');
    const settlement = await db.selectFrom('settlements').selectAll().where('shop_id', '=', part.shopId).executeTakeFirstOrThrow();
    // The shop paid the shopper back out of what it collected: it only owes the commission.
    expect(Number(settlement.refunds_cents)).toBe(0);
    expect(Number(settlement.carried_out_cents)).toBe(-Number(settlement.commission_cents));
    const books = await reconcile(db);
    expect(books.refundsOwedCents).toBe(0);
    expect(books.heldCents).toBe(0);
    expect(books.owedByShopsCents).toBe(Number(settlement.commission_cents));
    expect(books.discrepancies).toEqual([]);
  });

  test('reconciliation over generated orders of every method, from the ledger alone, to the cent', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    await writeShops(db);
    const seed = 20261128;
    const rng = seededRandom(seed);
    const count = backend === 'sqlite' ? 400 : 120;
    const states = new Map<string, 'paid' | 'failed'>();
    const provider = fakeProvider(states);
    const start = Date.parse('2026-01-01T00:00:00Z');
    const parts: Part[] = [];
    for (let n = 1; n <= count; n++) parts.push(...await placeOrder(db, rng, n, start + rng.int(0, 70 * 24) * HOUR, states));
    const model: Model = { received: 0, orders: count, parts: 0, cancelled: 0, refused: 0, withdrawn: 0, unpaid: 0 };
    const steps = planSteps(db, rng, parts, provider, states, model);
    for (const month of MONTHS) {
      const at = Date.parse(monthBounds(month).end) + 2 * DAY;
      steps.push({ at, run: async () => {
        expect((await closeMonth(db, month, 'test', new Date(at))).kind).toBe('closed');
        // The month's payouts issued, each once (a second issue of the same settlement books nothing).
        for (const s of await db.selectFrom('settlements').select(['id', 'shop_id', 'payout_cents']).where('month', '=', month).where('payout_cents', '>', 0).execute()) {
          expect(await postPayout(db, { settlementId: s.id, shopId: s.shop_id, cents: Number(s.payout_cents), at: new Date(at) })).toBe('posted');
          expect(await postPayout(db, { settlementId: s.id, shopId: s.shop_id, cents: Number(s.payout_cents), at: new Date(at) })).toBe('already');
        }
      } });
    }
    steps.sort((a, b) => a.at - b.at);
    for (const step of steps) await step.run();

    const books = await reconcile(db);
    console.log(`ledger reconciliation ${JSON.stringify({ backend, seed, ...model, ...books, discrepancies: books.discrepancies.length })}`);
    expect(books.discrepancies).toEqual([]);
    expect(books.differenceCents).toBe(0);
    expect(books.paidByShoppersCents).toBe(model.received);
    // The ledger tells what the settlements and refunds tell.
    expect(books.commissionCents + books.commissionVatCents).toBe(await total(db, 'commission'));
    expect(books.paidOutToShopsCents).toBe(await total(db, 'payout'));
    expect(books.owedToShopsCents).toBe(0);
    expect(books.refundsOwedCents).toBe(await total(db, 'order_refunds') + await total(db, 'marketplace_withdrawals'));
    expect(books.refundsPaidCents).toBe(0);
    const lastOwed = new Map<number, number>();
    for (const s of await db.selectFrom('settlements').select(['shop_id', 'carried_out_cents']).orderBy('month').execute()) lastOwed.set(s.shop_id, 0 - Number(s.carried_out_cents));
    for (const shop of SHOPS) {
      const own = await balances(db, { shopId: shop.id });
      expect(own.find((b) => b.account === 'shop_receivable')?.balanceCents ?? 0).toBe(lastOwed.get(shop.id) ?? 0);
      expect(own.find((b) => b.account === 'shop_payable')?.balanceCents ?? 0).toBe(0);
    }
    // VAT: 19 % contained in German shops' commission, none in the Austrian shop's (reverse charge: it gave its VAT ID).
    const vat = await balances(db, { shopId: 4 });
    expect(vat.find((b) => b.account === 'commission_vat_payable')?.balanceCents ?? 0).toBe(0);
    expect(books.commissionVatCents).toBeGreaterThan(0);
    // Every method, every step, happened.
    expect(model.cancelled * model.refused * model.withdrawn * model.unpaid).toBeGreaterThan(0);
    const trial = await balances(db);
    expect(trial.reduce((sum, b) => sum + b.balanceCents, 0)).toBe(0);
  }, 600_000);
});
