/**
 * Commission and payouts on both backends. The reconciliation is a property test: thousands of
 * generated orders (fewer on PostgreSQL) with partial shipments, refused lines, withdrawals and
 * refunds, moved through the real steps (shopOrderStep, withdraw) in time order
 * across four months, each month closed two days after its end. Then, to the cent:
 *   payments received = paid out to shops + commission + refunds + balances still owed (≤ 0)
 * where "received" is worked out from the generator's own plan (a prepaid part its whole total;
 * a part on account or cash on delivery nothing: the shop collects those itself, and refunds a
 * withdrawal from it itself). Payments go in as in the shop: the provider confirms a card payment,
 * the operator books a transfer. The ledger, read alone, tells the same to the cent. Also:
 * every shipped line is settled once, closed months never change, closing twice changes nothing,
 * and a run stopped half-way (a fault between writes, or kill -9 of the process) leaves nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Database } from '../../server/marketplace/db/connection';
import type { Db } from '../../server/marketplace/db/connection';
import { reconcile } from '../../server/marketplace/ledger/index';
import { refreshPaymentByReference } from '../../server/marketplace/orders/payment';
import { recordPrepaymentReceived } from '../../server/marketplace/orders/prepayment';
import type { PaymentProvider } from '../../server/marketplace/payments/index';
import { shopOrderStep } from '../../server/marketplace/flows/index';
import { withdraw } from '../../server/marketplace/flows/index';
import { closeMonth } from '../../server/marketplace/flows/index';
import { createPayoutRun, monthBounds, payeesOf, payoutRunFile, settlementCsv, settlementDetail, settlementPdf } from '../../server/marketplace/settlements/index';
import { BACKENDS, closeBackends, freshDatabase, openAgain } from './commerce-backends';
import { bundleForChild } from '../support/migrate-now';
import { tempDir } from '../support/temp-dir';
import { seededRandom, type Rng } from '../support/seeded-random';
import { waitFor } from '../support/wait-for';

afterAll(closeBackends);

const DAY = 24 * 60 * 60 * 1000;
const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];
const PAIN_XSD = path.join(__dirname, '..', 'fixtures', 'sepa', 'pain.001.001.09.xsd');


/** Six shops: different commissions; shop 5 has no bank account, shop 6 a stored one that no longer checks out. */
const SHOPS = [
  { id: 1, bp: 1250, fixed: 35 }, { id: 2, bp: 800, fixed: 0 }, { id: 3, bp: 0, fixed: 99 },
  { id: 4, bp: 1500, fixed: 50 }, { id: 5, bp: 333, fixed: 7 }, { id: 6, bp: 1000, fixed: 0 },
];
const METHODS = ['card', 'prepayment', 'invoice', 'cod'] as const;
type Method = (typeof METHODS)[number];
const PREPAID: readonly Method[] = ['card', 'prepayment'];
const SHOP_COLLECTS: readonly Method[] = ['invoice', 'cod'];

async function writeShops(db: Db): Promise<void> {
  await db.insertInto('shops').values(SHOPS.map((s) => ({ id: s.id, name: `Teilehaus ${s.id}`, slug: `teilehaus-${s.id}`, rating: 4, payment_methods: 'prepayment invoice cod', commission_bp: s.bp, commission_fixed_cents: s.fixed, withdrawal_days: 14 }))).execute();
  await db.insertInto('shop_bank_accounts').values([
    { shop_id: 1, holder: 'Teilehaus Eins GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
    { shop_id: 2, holder: 'Teilehaus Zwei KG', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    { shop_id: 3, holder: 'Müller & Söhne Autoteile', iban: 'AT611904300234573201', bic: 'BKAUATWW' },
    { shop_id: 4, holder: 'Recambios Núñez S.L.', iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX' },
    { shop_id: 6, holder: 'Teilehaus Sechs', iban: 'DE03120300000000202051', bic: 'BYLADEM1001' },
  ]).execute();
}

interface PlannedPart { orderId: number; orderShopId: number; number: string; shopId: number; method: Method; lines: number[]; shipping: number; total: number }
interface Model { received: number; shippedGoods: number; shippingCredited: number; refusedRefunds: number; commission: number; collected: number; parts: number; lines: number; withdrawals: number; earlyWithdrawals: number; partialShipments: number; refusals: number }
interface Step { at: number; run: () => Promise<unknown> }

/** Orders placed between 1 January and 20 March 2026, with up to three shops' parts each. */
async function placeOrders(db: Db, rng: Rng, count: number): Promise<PlannedPart[]> {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const parts: PlannedPart[] = [];
  for (let n = 1; n <= count; n++) {
    const at = new Date(start + rng.int(0, 78 * DAY / 1000) * 1000).toISOString();
    const shops = [...SHOPS].sort(() => rng.next() - 0.5).slice(0, rng.int(1, 3));
    const planned = shops.map((shop) => {
      const lines = Array.from({ length: rng.int(1, 4) }, () => rng.int(1, 3) * rng.int(99, 25_999));
      return { shopId: shop.id, method: rng.pick(METHODS), lines, shipping: rng.pick([0, 495, 590, 995, 1290]) };
    });
    const items = planned.reduce((sum, p) => sum + p.lines.reduce((a, b) => a + b, 0), 0);
    const shipping = planned.reduce((sum, p) => sum + p.shipping, 0);
    const number = `SP-${String(n).padStart(6, '0')}-PROP`;
    const order = await db.insertInto('orders').values({
      number, idempotency_key: `prop-${n}`, session_id: null, user_id: null, locale: 'de-DE', delivery_country: 'DE', email: `kunde${n}@example.de`, phone: null,
      delivery_address: JSON.stringify({ name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln', country: 'DE' }), billing_address: null,
      items_cents: items, shipping_cents: shipping, total_cents: items + shipping, vat_cents: 0, page_url: '', created_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    for (const [index, p] of planned.entries()) {
      const goods = p.lines.reduce((a, b) => a + b, 0);
      const partNumber = `${number}-${index + 1}`;
      const part = await db.insertInto('order_shops').values({
        order_id: order.id, number: partNumber, shop_id: p.shopId, shop_name: `Teilehaus ${p.shopId}`, status: p.method === 'card' ? 'awaiting_payment' : 'new', payment_method: p.method, payment_reference: number, bank_account: null,
        items_cents: goods, shipping_cents: p.shipping, total_cents: goods + p.shipping, vat_rate_bp: 1900, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 3,
        terms: 'AGB', cancellation_policy: 'Widerruf', terms_accepted_at: at, acknowledged_at: null, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: at, shipped_at: null,
      }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('order_lines').values(p.lines.map((total, i) => ({
        order_shop_id: part.id, offer_id: 0, article_id: 0, sku: null, article_number: `0 986 ${i}`, ean: null, brand: 'Bosch', title: 'Bremsscheibe', quantity: 1, unit_price_cents: total, line_total_cents: total, refund_cents: 0,
      }))).execute();
      // A prepaid part was paid when placed: the marketplace holds its whole total.
      if (p.method === 'prepayment') expect(await recordPrepaymentReceived(db, number, partNumber, 'staff:1', new Date(at))).toBe('recorded');
      parts.push({ orderId: order.id, orderShopId: part.id, number: partNumber, shopId: p.shopId, method: p.method, lines: p.lines, shipping: p.shipping, total: goods + p.shipping });
    }
    const card = parts.filter((part) => part.orderId === order.id && part.method === 'card');
    if (card.length > 0) {
      await db.insertInto('order_payments').values({ order_id: order.id, provider: 'stripe', provider_reference: `pi_${order.id}`, amount_cents: card.reduce((sum, part) => sum + part.total, 0), status: 'pending', created_at: at }).execute();
      expect(await refreshPaymentByReference(db, PAYS, `pi_${order.id}`)).toBe('paid');
    }
  }
  return parts;
}

/** The provider confirms every card payment. */
const PAYS: PaymentProvider = { name: 'stripe', methods: ['card'], start: () => Promise.reject(new Error('not used')), state: () => Promise.resolve('paid') };

const commissionOn = (goods: number, first: boolean, shop: { bp: number; fixed: number }) => Math.floor((goods * shop.bp + 5000) / 10000) + (first ? shop.fixed : 0);
const monthOfIso = (iso: string) => MONTHS.find((m) => iso >= monthBounds(m).start && iso < monthBounds(m).end)!;

/**
 * Each part's steps, in its own time order: ship some lines, refuse some, ship the rest (every line
 * ends shipped or refused); then perhaps a withdrawal after delivery and its refund. A few prepaid
 * parts are withdrawn before anything ships. The model adds up what the plan means for the money.
 */
function planSteps(db: Db, rng: Rng, parts: PlannedPart[], placedAt: Map<number, number>, model: Model): Step[] {
  const steps: Step[] = [];
  const ok = (outcome: { ok: boolean }, what: string) => {
    if (!outcome.ok) throw new Error(`${what}: ${JSON.stringify(outcome)}`);
  };
  // The commission follows the month each shipment falls in: one goods sum per part and month.
  const shippedByPartMonth = new Map<string, { goods: number; first: boolean; shop: (typeof SHOPS)[number] }>();
  for (const part of parts) {
    const shop = SHOPS.find((s) => s.id === part.shopId)!;
    let t = placedAt.get(part.orderId)! + rng.int(1, 72) * 3_600_000;
    const n = part.lines.length;
    const positions = Array.from({ length: n }, (_, i) => i + 1);
    model.parts += 1;
    model.lines += n;
    const paid = PREPAID.includes(part.method);
    if (paid && rng.chance(0.03)) {
      // Withdrawn before anything shipped: the whole part goes back from the money the marketplace holds.
      model.earlyWithdrawals += 1;
      model.received += part.total;
      const withdrawAt = t;
      const refundAt = t + rng.int(1, 10) * DAY;
      steps.push({ at: withdrawAt, run: async () => ok(await withdraw(db, part.orderId, { partNumber: part.number, lines: [], name: 'Erika Mustermann', email: 'kunde@example.de' }, new Date(withdrawAt)), 'early withdrawal') });
      steps.push({ at: refundAt, run: async () => ok(await shopOrderStep(db, part.shopId, part.number, { status: 'refunded' }, new Date(refundAt)), 'refund') });
      continue;
    }
    const firstShip = positions.filter(() => rng.chance(0.6));
    const rest = positions.filter((p) => !firstShip.includes(p));
    const refused = rest.filter(() => rng.chance(0.3));
    const later = rest.filter((p) => !refused.includes(p));
    const groups: { kind: 'ship' | 'refuse'; lines: number[] }[] = [];
    if (firstShip.length > 0) groups.push({ kind: 'ship', lines: firstShip });
    if (refused.length > 0) groups.push({ kind: 'refuse', lines: refused });
    if (later.length > 0) groups.push({ kind: 'ship', lines: later });
    if (groups.filter((g) => g.kind === 'ship').length > 1) model.partialShipments += 1;
    if (refused.length > 0) model.refusals += 1;
    let anyShipped = false;
    let lastShip = 0;
    let shippedGoods = 0;
    for (const group of groups) {
      t += rng.int(1, 9 * 24) * 3_600_000;
      const at = t;
      const goods = group.lines.reduce((sum, p) => sum + part.lines[p - 1]!, 0);
      if (group.kind === 'ship') {
        const key = `${part.orderShopId}|${monthOfIso(new Date(at).toISOString())}`;
        const entry = shippedByPartMonth.get(key) ?? { goods: 0, first: !anyShipped, shop };
        entry.goods += goods;
        shippedByPartMonth.set(key, entry);
        model.shippedGoods += goods;
        if (!anyShipped) model.shippingCredited += part.shipping;
        // Cash on delivery and purchase on account: the shopper pays the shop what went out.
        if (SHOP_COLLECTS.includes(part.method)) model.collected += goods + (anyShipped ? 0 : part.shipping);
        anyShipped = true;
        lastShip = at;
        shippedGoods += goods;
        steps.push({ at, run: async () => ok(await shopOrderStep(db, part.shopId, part.number, { status: 'shipped', carrier: 'DHL', trackingNumber: `00340434${part.orderShopId}`, lines: group.lines }, new Date(at)), 'ship') });
      } else {
        // A refusal of a paid part pays the lines back (the shipping too once nothing is shipped or open).
        const nothingElse = !anyShipped && groups.at(-1) === group;
        if (paid) model.refusedRefunds += goods + (nothingElse ? part.shipping : 0);
        steps.push({ at, run: async () => ok(await shopOrderStep(db, part.shopId, part.number, { status: 'refused', reason: 'nicht lieferbar', lines: group.lines }, new Date(at)), 'refuse') });
      }
    }
    // What the marketplace received for the part: prepaid the whole; on account or cash on delivery
    // nothing (the shopper pays the shop).
    if (paid) model.received += part.total;
    // A withdrawal once every line is settled, within 14 days of the last shipment.
    const room = Math.floor((lastShip + 13 * DAY - t) / 3_600_000);
    if (anyShipped && room >= 1 && rng.chance(0.25)) {
      const shipped = [...firstShip, ...later].sort((a, b) => a - b);
      const lines = rng.chance(0.5) ? [] : shipped.filter(() => rng.chance(0.5));
      const withdrawAt = t + rng.int(1, room) * 3_600_000;
      const refundAt = withdrawAt + rng.int(1, 20 * 24) * 3_600_000;
      // Most refunds pay back what was withdrawn; some less (the goods came back damaged).
      const custom = rng.chance(0.3) ? Math.floor(shippedGoods * 0.5) : undefined;
      model.withdrawals += 1;
      steps.push({ at: withdrawAt, run: async () => ok(await withdraw(db, part.orderId, { partNumber: part.number, lines, name: 'Erika Mustermann', email: 'kunde@example.de' }, new Date(withdrawAt)), 'withdrawal') });
      steps.push({ at: refundAt, run: async () => ok(await shopOrderStep(db, part.shopId, part.number, custom === undefined ? { status: 'refunded' } : { status: 'refunded', refundCents: custom }, new Date(refundAt)), 'refund') });
    }
  }
  for (const entry of shippedByPartMonth.values()) model.commission += commissionOn(entry.goods, entry.first, entry.shop);
  return steps;
}

const sumOf = async (db: Db, table: 'settlements', column: 'payout_cents' | 'commission_cents' | 'goods_cents' | 'shipping_cents' | 'refunds_cents' | 'collected_cents') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.coalesce(eb.fn.sum<number>(column), eb.lit(0)).as('n')).executeTakeFirstOrThrow()).n);

async function finalOwed(db: Db): Promise<number> {
  const rows = await db.selectFrom('settlements').select(['shop_id', 'carried_out_cents']).orderBy('month').execute();
  const last = new Map<number, number>();
  for (const row of rows) last.set(row.shop_id, Number(row.carried_out_cents));
  return [...last.values()].reduce((a, b) => a + b, 0);
}

const snapshot = async (db: Db, month: string) => JSON.stringify({
  settlements: await db.selectFrom('settlements').selectAll().where('month', '=', month).orderBy('id').execute(),
  items: await db.selectFrom('settlement_items').selectAll().where('settlement_id', 'in', db.selectFrom('settlements').select('id').where('month', '=', month)).orderBy('id').execute(),
});

describe.each(BACKENDS)('settlements on %s', (backend) => {
  test('reconciliation over generated orders: received = paid out + commission + refunds + balances owed, to the cent', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    await writeShops(db);
    const seed = 20261127;
    const rng = seededRandom(seed);
    const count = backend === 'sqlite' ? 2000 : 300;
    const started = Date.now();
    const parts = await placeOrders(db, rng, count);
    const placedAt = new Map((await db.selectFrom('orders').select(['id', 'created_at']).execute()).map((o) => [o.id, Date.parse(o.created_at)]));
    const model: Model = { received: 0, shippedGoods: 0, shippingCredited: 0, refusedRefunds: 0, commission: 0, collected: 0, parts: 0, lines: 0, withdrawals: 0, earlyWithdrawals: 0, partialShipments: 0, refusals: 0 };
    const steps = planSteps(db, rng, parts, placedAt, model);
    // Each month is closed two days after its end, between the steps, as the operator would.
    const frozen = new Map<string, string>();
    for (const month of MONTHS) {
      const at = Date.parse(monthBounds(month).end) + 2 * DAY;
      steps.push({ at, run: async () => {
        expect((await closeMonth(db, month, 'test', new Date(at))).kind).toBe('closed');
        frozen.set(month, await snapshot(db, month));
      } });
    }
    steps.sort((a, b) => a.at - b.at);
    for (const step of steps) await step.run();
    const eventsDone = Date.now();

    // Every shipped line and every refund is settled, once.
    expect(Number((await db.selectFrom('order_lines').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 'open').executeTakeFirstOrThrow()).n))
      .toBe(model.earlyWithdrawals > 0 ? Number((await db.selectFrom('order_lines as ol').innerJoin('order_shops as os', 'os.id', 'ol.order_shop_id').select((eb) => eb.fn.countAll<number>().as('n')).where('ol.state', '=', 'open').where('os.shipped_at', 'is', null).executeTakeFirstOrThrow()).n) : 0);
    expect(Number((await db.selectFrom('order_lines').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 'shipped').where('settlement_id', 'is', null).executeTakeFirstOrThrow()).n)).toBe(0);
    expect(Number((await db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<number>().as('n')).where('settlement_id', 'is', null).executeTakeFirstOrThrow()).n)).toBe(0);
    // A closed month never changed while later months closed.
    for (const [month, before] of frozen) expect(await snapshot(db, month)).toBe(before);

    const paidOut = await sumOf(db, 'settlements', 'payout_cents');
    const commission = await sumOf(db, 'settlements', 'commission_cents');
    const refusedRefunds = Number((await db.selectFrom('order_refunds').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('n')).executeTakeFirstOrThrow()).n);
    const withdrawalRefunds = Number((await db.selectFrom('withdrawals as w').innerJoin('order_shops as os', 'os.id', 'w.order_shop_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('w.refund_cents'), eb.lit(0)).as('n')).where('os.payment_method', 'in', PREPAID).executeTakeFirstOrThrow()).n);
    const owed = await finalOwed(db);
    const figures = {
      backend, seed, orders: count, parts: model.parts, lines: model.lines, partialShipments: model.partialShipments, refusals: model.refusals, withdrawals: model.withdrawals + model.earlyWithdrawals,
      settlements: Number((await db.selectFrom('settlements').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
      receivedCents: model.received, paidOutCents: paidOut, commissionCents: commission, refundsCents: refusedRefunds + withdrawalRefunds, refusedRefundsCents: refusedRefunds, withdrawalRefundsCents: withdrawalRefunds,
      owedByShopsCents: owed, collectedByShopsCents: await sumOf(db, 'settlements', 'collected_cents'),
      difference: model.received - (paidOut + commission + refusedRefunds + withdrawalRefunds + owed),
      eventsSeconds: (eventsDone - started) / 1000,
    };
    console.log(`settlement reconciliation ${JSON.stringify(figures)}`);
    expect(await sumOf(db, 'settlements', 'goods_cents')).toBe(model.shippedGoods);
    expect(await sumOf(db, 'settlements', 'shipping_cents')).toBe(model.shippingCredited);
    expect(refusedRefunds).toBe(model.refusedRefunds);
    expect(commission).toBe(model.commission);
    expect(figures.collectedByShopsCents).toBe(model.collected);
    expect(figures.difference).toBe(0);
    expect(owed).toBeLessThanOrEqual(0);
    // The ledger alone says the same, and owes nothing that nobody can pay.
    const books = await reconcile(db);
    expect(books.discrepancies).toEqual([]);
    expect(books.differenceCents).toBe(0);
    expect(books.paidByShoppersCents).toBe(model.received);
    expect(books.owedToShopsCents + books.paidOutToShopsCents).toBe(paidOut);
    expect(books.commissionCents + books.commissionVatCents).toBe(commission);
    expect(books.refundsOwedCents).toBe(refusedRefunds + withdrawalRefunds);
    expect(books.owedByShopsCents).toBe(0 - owed);
    expect(books.heldCents).toBe(0);

    // Closing again changes nothing; an earlier month after a later one is refused.
    expect(await closeMonth(db, '2026-05', 'test')).toEqual({ kind: 'already', month: '2026-05' });
    expect(await closeMonth(db, '2025-12', 'test')).toEqual({ kind: 'later', month: '2025-12', later: '2026-05' });

    // A payout run over the closed months: schema-valid, every settlement owed money paid or listed as not payable.
    const owedAll = await db.selectFrom('settlements').select(['shop_id', 'payout_cents']).where('payout_cents', '>', 0).execute();
    const run = await createPayoutRun(db, { holder: 'Spareo GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }, { createdBy: 'test', now: new Date('2026-06-03T08:00:00Z') });
    if (run.kind !== 'created') throw new Error('no run');
    expect(run.run.transfers + run.notPayable.length).toBe(owedAll.length);
    expect(run.notPayable.map((p) => [p.shopId, p.reason])).toEqual(expect.arrayContaining([[5, 'no_account'], [6, 'invalid_account']]));
    const xml = (await payoutRunFile(db, run.run.id))!.xml;
    const file = path.join(tempDir('sepa-'), 'payouts.xml');
    fs.writeFileSync(file, xml);
    expect(execFileSync('xmllint', ['--noout', '--schema', PAIN_XSD, file], { stdio: 'pipe', encoding: 'utf8' })).toBe('');
    expect(xml).toContain(`<NbOfTxs>${run.run.transfers}</NbOfTxs>`);
    expect(xml).toContain(`<CtrlSum>${(run.run.totalCents / 100).toFixed(2)}</CtrlSum>`);

    // The documents of a settlement add up as the row says.
    const one = (await db.selectFrom('settlements').select('id').where('shop_id', '=', 1).where('month', '=', '2026-02').executeTakeFirstOrThrow()).id;
    const detail = (await settlementDetail(db, one))!;
    expect(detail.items.reduce((s, i) => s + i.commissionCents, 0)).toBe(detail.commissionCents);
    expect(detail.carriedInCents + detail.goodsCents + detail.shippingCents - detail.collectedCents - detail.refundsCents - detail.commissionCents).toBe(detail.payoutCents + detail.carriedOutCents);
    expect(settlementCsv(detail)).toContain(`payout,${(detail.payoutCents / 100).toFixed(2)}`);
    expect(Buffer.from(await settlementPdf(detail, 'fr-FR')).subarray(0, 5).toString()).toBe('%PDF-');
  }, 600_000);

  test('a purchase on account is collected by the shop: a shop\'s own order on account is never paid out, the shop owes the commission', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    await writeShops(db);
    const at = '2026-02-03T10:00:00.000Z';
    // Teilehaus 1 orders from itself, on account: nobody pays the marketplace anything.
    const order = await db.insertInto('orders').values({
      number: 'SP-260203-SELFIN', idempotency_key: 'self-invoice', session_id: null, user_id: null, locale: 'de-DE', delivery_country: 'DE', email: 'inhaber@teilehaus-1.example', phone: null,
      delivery_address: JSON.stringify({ name: 'Teilehaus Eins', street: 'Hafenweg 1', zip: '20457', city: 'Hamburg', country: 'DE' }), billing_address: null,
      items_cents: 50_000, shipping_cents: 590, total_cents: 50_590, vat_cents: 0, page_url: '', created_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    const partNumber = 'SP-260203-SELFIN-1';
    const part = await db.insertInto('order_shops').values({
      order_id: order.id, number: partNumber, shop_id: 1, shop_name: 'Teilehaus 1', status: 'new', payment_method: 'invoice', payment_reference: 'SP-260203-SELFIN', bank_account: null,
      items_cents: 50_000, shipping_cents: 590, total_cents: 50_590, vat_rate_bp: 1900, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 3,
      terms: 'AGB', cancellation_policy: 'Widerruf', terms_accepted_at: at, acknowledged_at: null, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: at, shipped_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('order_lines').values({
      order_shop_id: part.id, offer_id: 0, article_id: 0, sku: null, article_number: '0 986 1', ean: null, brand: 'Bosch', title: 'Bremsscheibe', quantity: 1, unit_price_cents: 50_000, line_total_cents: 50_000, refund_cents: 0,
    }).execute();
    expect((await shopOrderStep(db, 1, partNumber, { status: 'shipped', carrier: 'DHL', trackingNumber: '1' }, new Date('2026-02-04T10:00:00Z'))).ok).toBe(true);
    expect((await shopOrderStep(db, 1, partNumber, { status: 'delivered' }, new Date('2026-02-06T10:00:00Z'))).ok).toBe(true);
    expect((await closeMonth(db, '2026-02', 'test', new Date('2026-03-02T09:00:00Z'))).kind).toBe('closed');

    const settlement = await db.selectFrom('settlements').selectAll().where('month', '=', '2026-02').where('shop_id', '=', 1).executeTakeFirstOrThrow();
    const commission = commissionOn(50_000, true, SHOPS[0]!);
    expect(Number(settlement.collected_cents)).toBe(50_590);
    expect(Number(settlement.commission_cents)).toBe(commission);
    expect(Number(settlement.payout_cents)).toBe(0);
    expect(Number(settlement.carried_out_cents)).toBe(-commission);
    const detail = (await settlementDetail(db, settlement.id))!;
    expect(detail.items).toEqual([expect.objectContaining({ paymentMethod: 'invoice', goodsCents: 50_000, shippingCents: 590, collectedCents: 50_590, commissionCents: commission })]);
    expect(settlementCsv(detail)).toContain('collected_by_shop,505.90');
    expect(settlementCsv(detail)).toContain('payout,0.00');
    // A payout run pays it nothing, and does not list it as owed either.
    const due = await payeesOf(db, new Date('2026-03-03T08:00:00Z'));
    expect(due.payees).toEqual([]);
    expect(due.notPayable).toEqual([]);
    expect((await createPayoutRun(db, { holder: 'Spareo GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }, { createdBy: 'test', now: new Date('2026-03-03T08:00:00Z') })).kind).toBe('nothing');
  }, 120_000);

  test('a refund recorded after its month closed goes into the next month; the closed one stays as it was', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    await writeShops(db);
    const rng = seededRandom(7);
    const [part] = await placeOrders(db, rng, 1);
    const shipAt = new Date('2026-01-30T10:00:00Z');
    expect((await shopOrderStep(db, part!.shopId, part!.number, { status: 'shipped', carrier: 'DHL', trackingNumber: '1' }, shipAt)).ok).toBe(true);
    expect((await withdraw(db, part!.orderId, { partNumber: part!.number, lines: [], name: 'E M', email: 'e@example.de' }, new Date('2026-01-31T20:00:00Z'))).ok).toBe(true);
    expect((await closeMonth(db, '2026-01', 'test', new Date('2026-02-01T09:00:00Z'))).kind).toBe('closed');
    const january = await snapshot(db, '2026-01');
    // The refund is booked on 31 January (the shop dates it back), after January was closed.
    expect((await shopOrderStep(db, part!.shopId, part!.number, { status: 'refunded' }, new Date('2026-01-31T22:00:00Z'))).ok).toBe(true);
    expect((await closeMonth(db, '2026-02', 'test', new Date('2026-03-01T09:00:00Z'))).kind).toBe('closed');
    expect(await snapshot(db, '2026-01')).toBe(january);
    const feb = await db.selectFrom('settlements').selectAll().where('month', '=', '2026-02').where('shop_id', '=', part!.shopId).executeTakeFirstOrThrow();
    expect(Number(feb.refunds_cents)).toBe(part!.total);
    expect(Number(feb.carried_in_cents) + Number(feb.carried_out_cents)).toBeLessThanOrEqual(0);
  }, 120_000);

  test('a run stopped between its writes leaves no month, no settlement and no mark, and runs again', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    await writeShops(db);
    const parts = await placeOrders(db, seededRandom(11), 40);
    for (const part of parts) await shopOrderStep(db, part.shopId, part.number, { status: 'shipped', carrier: 'DHL', trackingNumber: '1' }, new Date('2026-04-10T10:00:00Z'));
    for (const step of ['month taken', 'settlement written', 'lines marked']) {
      let stops = 0;
      await expect(closeMonth(db, '2026-04', 'test', new Date(), () => {
        if (stops++ === 2 || step === 'month taken') throw new Error(`stopped at ${step}`);
      })).rejects.toThrow('stopped');
      expect(await db.selectFrom('settlement_months').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('settlements').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('settlement_items').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('order_lines').select('id').where('settlement_id', 'is not', null).execute()).toEqual([]);
    }
    const done = await closeMonth(db, '2026-04', 'test');
    expect(done.kind).toBe('closed');
    expect(await db.selectFrom('order_lines').select('id').where('settlement_id', 'is', null).execute()).toEqual([]);
  }, 120_000);

  test('two closing the same month at once: one closes it, the other finds it closed', async () => {
    const { db: database, location } = await freshDatabase(backend);
    const db = database.kysely;
    await writeShops(db);
    const parts = await placeOrders(db, seededRandom(17), 30);
    for (const part of parts) await shopOrderStep(db, part.shopId, part.number, { status: 'shipped', carrier: 'DHL', trackingNumber: '1' }, new Date('2026-04-10T10:00:00Z'));
    // Two connections on PostgreSQL; SQLite's connections in one thread would wait on each other, so its runs share one (they serialise as two processes' would).
    const other = backend === 'postgres' ? openAgain(location).kysely : db;
    const outcomes = await Promise.all([closeMonth(db, '2026-04', 'one'), closeMonth(other, '2026-04', 'two')]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['already', 'closed']);
    const lines = await db.selectFrom('order_lines').select('settlement_id').execute();
    expect(new Set(lines.map((l) => l.settlement_id)).size).toBe(new Set(parts.map((p) => p.shopId)).size);
  }, 120_000);

  test('kill -9 of the closing process mid-run leaves no half-written month; the next run closes it', async () => {
    const { db: database, location } = await freshDatabase(backend);
    const db = database.kysely;
    await writeShops(db);
    const parts = await placeOrders(db, seededRandom(13), 60);
    for (const part of parts) await shopOrderStep(db, part.shopId, part.number, { status: 'shipped', carrier: 'DHL', trackingNumber: '1' }, new Date('2026-04-10T10:00:00Z'));
    const child = bundleForChild('settlement-close-child.ts');
    try {
      const run = spawn(process.execPath, [child.file, location, '2026-04'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let said = '';
      await new Promise<void>((resolve, reject) => {
        run.stderr.on('data', (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes('mid-run')) resolve();
        });
        run.on('exit', () => reject(new Error(`the child ended before the middle of its run: ${said}`)));
      });
      const gone = new Promise((resolve) => run.on('exit', (_code, signal) => resolve(signal)));
      run.kill('SIGKILL');
      expect(await gone).toBe('SIGKILL');
      // Another connection sees nothing of the run (PostgreSQL ends the dead session's transaction; SQLite rolls its journal back).
      await waitFor("the killed run's month to be rolled back", async () => (await db.selectFrom('settlement_months').selectAll().execute()).length === 0, 5000, 100);
      expect(await db.selectFrom('settlements').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('order_lines').select('id').where('settlement_id', 'is not', null).execute()).toEqual([]);
      expect((await closeMonth(db, '2026-04', 'test')).kind).toBe('closed');
      expect(await db.selectFrom('order_lines').select('id').where('settlement_id', 'is', null).execute()).toEqual([]);
    } finally {
      fs.rmSync(child.dir, { recursive: true, force: true });
    }
  }, 120_000);
});

// Keeps the type import used when a backend list is empty.
export type { Database };
