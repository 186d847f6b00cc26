/**
 * A return the shop agreed (a business buyer has no withdrawal) on both backends: the shop records
 * it on a delivered part, takes the goods back and states the refund, through the one step every
 * channel takes (flows/shop-order-step.ts). The credit note is issued with the return; the refund goes the withdrawal's way: sent
 * by the marketplace when it collected the money (prepayment), reported by the shop when the shop
 * did (on account); the ledger owes the shopper what was paid and the month's settlement takes it
 * off the shop's payout. The shopper's order page names the stage as a return, not a withdrawal.
 */
import type { Db } from '../../server/marketplace/db/connection';
import { partMoney, reconcile } from '../../server/marketplace/ledger/index';
import { eventsOfOrder } from '../../server/marketplace/orders/events';
import { recordPrepaymentReceived } from '../../server/marketplace/orders/prepayment';
import { shopOrderStep } from '../../server/marketplace/flows/index';
import { partStage, partSteps } from '../../server/marketplace/orders/steps';
import { closeMonth } from '../../server/marketplace/flows/index';
import { BACKENDS, closeBackends, freshDatabase } from './commerce-backends';
import { documentsOf, LINES, placeBusinessOrder, TOTAL, writeShop } from './business-orders';

afterAll(closeBackends);

const step = async (db: Db, part: string, update: Parameters<typeof shopOrderStep>[3], at: string) => {
  const outcome = await shopOrderStep(db, 1, part, update, new Date(at), 'staff:7');
  if (!outcome.ok) throw new Error(`${update.status}: ${JSON.stringify(outcome)}`);
  return outcome;
};

describe.each(BACKENDS)('an agreed return on %s', (backend) => {
  test('paid by prepayment: credit note, refund sent by the marketplace, owed in the ledger and taken off the shop\'s settlement', async () => {
    const db = (await freshDatabase(backend)).db.kysely;
    await writeShop(db);
    const part = await placeBusinessOrder(db, 1, 'prepayment', '2026-11-02T09:00:00.000Z');
    expect(await recordPrepaymentReceived(db, part.orderNumber, part.number, 'system', new Date('2026-11-03T09:00:00Z'))).toBe('recorded');
    await step(db, part.number, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' }, '2026-11-04T09:00:00Z');
    await step(db, part.number, { status: 'delivered' }, '2026-11-05T09:00:00Z');
    // Not yet delivered back: the goods-received step waits for the return.
    expect(await shopOrderStep(db, 1, part.number, { status: 'returned' }, new Date('2026-11-06T09:00:00Z'))).toEqual({ ok: false, reason: 'conflict', current: 'shipped' });

    expect(await step(db, part.number, { status: 'return_requested' }, '2026-11-06T10:00:00Z')).toEqual({ ok: true, status: 'withdrawn', changed: true });
    // Asked again (a doubled form): nothing more is recorded.
    expect(await step(db, part.number, { status: 'return_requested' }, '2026-11-06T10:00:01Z')).toEqual({ ok: true, status: 'withdrawn', changed: false });
    const record = await db.selectFrom('withdrawals').select(['kind', 'lines', 'whole_part', 'email']).where('order_shop_id', '=', part.id).execute();
    expect(record).toEqual([{ kind: 'return', lines: '[1,2]', whole_part: 1, email: 'einkauf1@werkstatt.example' }]);
    expect(await documentsOf(db, part.id)).toEqual([['invoice', 'shipment', TOTAL], ['credit_note', 'withdrawal', TOTAL]]);

    await step(db, part.number, { status: 'returned' }, '2026-11-09T09:00:00Z');
    await step(db, part.number, { status: 'refunded' }, '2026-11-09T10:00:00Z');

    // The marketplace collected the transfer: it sends the money back (a SEPA transfer requested).
    const refunds = await db.selectFrom('refunds').select(['amount_cents', 'cause', 'method', 'state']).where('order_shop_id', '=', part.id).execute();
    expect(refunds.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }))).toEqual([{ amount_cents: TOTAL, cause: 'withdrawal', method: 'transfer', state: 'requested' }]);
    expect((await partMoney(db, [part.id])).get(part.id)).toEqual(expect.objectContaining({ receivedCents: TOTAL, refundOwedCents: TOTAL }));
    // The whole refund was credited with the return: no second credit note.
    expect(await db.selectFrom('invoices').select('id').where('order_shop_id', '=', part.id).where('kind', '=', 'credit_note').execute()).toHaveLength(1);

    expect((await closeMonth(db, '2026-11', 'test', new Date('2026-12-01T09:00:00Z'))).kind).toBe('closed');
    const settlement = await db.selectFrom('settlements').selectAll().where('shop_id', '=', 1).executeTakeFirstOrThrow();
    expect(Number(settlement.refunds_cents)).toBe(TOTAL);
    expect((await reconcile(db)).discrepancies).toEqual([]);

    const events = await eventsOfOrder(db, part.orderId);
    expect(events.filter((e) => e.orderShopId === part.id).map((e) => e.kind)).toEqual(['paid', 'shipped', 'delivered', 'return_requested', 'goods_received', 'refunded']);
    expect(partStage({ status: 'refunded', steps: partSteps(events, part.id) })).toBe('return_refunded');
    expect(partStage({ status: 'withdrawn', steps: partSteps(events, part.id) })).toBe('return_requested');
  });

  test('on account (the shop collects): the shop reports the refund, the marketplace owes nothing and takes nothing off the shop', async () => {
    const db = (await freshDatabase(backend)).db.kysely;
    await writeShop(db);
    const part = await placeBusinessOrder(db, 2, 'invoice', '2026-11-02T09:00:00.000Z');
    await step(db, part.number, { status: 'shipped', carrier: 'GLS', trackingNumber: 'GLS 4711 0815' }, '2026-11-04T09:00:00Z');
    // Only the first line goes back; a line that never went out cannot.
    expect(await shopOrderStep(db, 1, part.number, { status: 'return_requested', lines: [3] }, new Date('2026-11-06T09:00:00Z'))).toEqual({ ok: false, reason: 'lines', open: [1, 2] });
    await step(db, part.number, { status: 'return_requested', lines: [1] }, '2026-11-06T10:00:00Z');
    await step(db, part.number, { status: 'refunded' }, '2026-11-08T10:00:00Z');
    const record = await db.selectFrom('withdrawals').select(['kind', 'lines', 'refund_cents']).where('order_shop_id', '=', part.id).executeTakeFirstOrThrow();
    expect(record).toEqual({ kind: 'return', lines: '[1]', refund_cents: LINES[0] });
    expect(await db.selectFrom('refunds').select('id').where('order_shop_id', '=', part.id).execute()).toEqual([]);
    expect(await documentsOf(db, part.id)).toEqual([['invoice', 'shipment', TOTAL], ['credit_note', 'withdrawal', LINES[0]]]);
    expect((await partMoney(db, [part.id])).get(part.id)).toEqual(expect.objectContaining({ receivedCents: 0, refundOwedCents: 0 }));
    expect((await closeMonth(db, '2026-11', 'test', new Date('2026-12-01T09:00:00Z'))).kind).toBe('closed');
    const settlement = await db.selectFrom('settlements').selectAll().where('shop_id', '=', 1).executeTakeFirstOrThrow();
    expect(Number(settlement.refunds_cents)).toBe(0);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });
});
