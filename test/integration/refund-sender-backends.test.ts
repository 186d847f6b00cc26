/**
 * Provider refunds are sent outside the step that owed them, on both backends: a refund a crash
 * left requested is sent by the next sweep (one held by a sender that died, once its claim lapsed);
 * two marketplace processes sweeping at once send each refund once.
 */
import type { Db } from '../../server/marketplace/db/connection';
import type { PaymentProvider, RefundRequest } from '../../server/marketplace/payments/index';
import { CLAIM_MS } from '../../server/marketplace/refunds/send';
import { sendRequestedRefunds, startRefundSender } from '../../server/marketplace/refunds/index';
import { BACKENDS, closeBackends, freshDatabase, openAgain } from './commerce-backends';

afterAll(closeBackends);

const AT = '2026-11-20T10:00:00.000Z';

/** A provider that takes `delayMs` to answer each refund and records every call. */
function slowProvider(delayMs: number): PaymentProvider & { calls: RefundRequest[] } {
  const calls: RefundRequest[] = [];
  return {
    name: 'stripe', methods: ['card'], calls,
    start: () => Promise.reject(new Error('not used')),
    state: () => Promise.resolve('paid'),
    refund: async (request) => {
      calls.push(request);
      // eslint-disable-next-line tests/fixed-sleeps -- a provider that answers slowly is what this stand-in is
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { id: `re_${request.refundId}`, status: 'pending' };
    },
  };
}

/** A card-paid part with a refund requested of it (as a step records it), optionally held by a sender until `claimedUntil`. */
async function requestedRefund(db: Db, n: number, claimedUntil: string | null = null): Promise<number> {
  if (!(await db.selectFrom('shops').select('id').where('id', '=', 1).executeTakeFirst())) {
    await db.insertInto('shops').values({ id: 1, name: 'Teilehaus Eins', slug: 'teilehaus-1', rating: 4, payment_methods: 'card', commission_bp: 0, commission_fixed_cents: 0, withdrawal_days: 14 }).execute();
  }
  const number = `SP-261120-SEND${String(n).padStart(2, '0')}`;
  const order = await db.insertInto('orders').values({
    number, idempotency_key: `send-${n}`, session_id: null, user_id: null, locale: 'de-DE', delivery_country: 'DE', email: 'kunde@example.de', phone: null,
    delivery_address: JSON.stringify({ name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln', country: 'DE' }), billing_address: null,
    items_cents: 4_000, shipping_cents: 500, total_cents: 4_500, vat_cents: 0, page_url: '', created_at: AT,
  }).returning('id').executeTakeFirstOrThrow();
  const part = await db.insertInto('order_shops').values({
    order_id: order.id, number: `${number}-1`, shop_id: 1, shop_name: 'Teilehaus Eins', status: 'cancelled', payment_method: 'card', payment_reference: number, bank_account: null,
    items_cents: 4_000, shipping_cents: 500, total_cents: 4_500, vat_rate_bp: 1900, vat_cents: 0, vat_note: null, delivery_days_min: 1, delivery_days_max: 3,
    terms: 'AGB', cancellation_policy: 'Widerruf', terms_accepted_at: AT, acknowledged_at: AT, carrier: null, tracking_number: null, refusal_reason: null, status_changed_at: AT, shipped_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('order_payments').values({ order_id: order.id, provider: 'stripe', provider_reference: `cs_test_${n}`, amount_cents: 4_500, status: 'paid', created_at: AT }).execute();
  const refund = await db.insertInto('refunds').values({
    order_id: order.id, order_shop_id: part.id, amount_cents: 4_500, cause: 'cancelled', method: 'provider', state: 'requested',
    idempotency_key: `spareo-refund-test-${n}`, requested_at: AT, claimed_until: claimedUntil,
  }).returning('id').executeTakeFirstOrThrow();
  return refund.id;
}

const stateOf = async (db: Db, id: number) => db.selectFrom('refunds').select(['state', 'attempts', 'provider_refund_id', 'claimed_until']).where('id', '=', id).executeTakeFirstOrThrow();

describe.each(BACKENDS)('on %s', (backend) => {
  test('a refund a crash left requested is sent by the next sweep; one held by a sender that died, once its claim lapsed', async () => {
    const { db: database } = await freshDatabase(backend);
    const db = database.kysely;
    // The step committed, the process died before its sender woke: nobody holds the refund.
    const left = await requestedRefund(db, 1);
    // The process died while sending this one: its claim runs a while yet.
    const held = await requestedRefund(db, 2, new Date(Date.now() + 60_000).toISOString());
    const provider = slowProvider(0);
    const sender = startRefundSender(db, { provider: () => provider, pollMs: 3_600_000 });
    try {
      expect(await sender.runOnce()).toBe(1);
      expect(await stateOf(db, left)).toEqual({ state: 'sent', attempts: 1, provider_refund_id: `re_${left}`, claimed_until: null });
      expect(await stateOf(db, held)).toMatchObject({ state: 'requested', attempts: 0 });
      // Later, the claim lapsed: the next sweep sends it, with the same key as the dead sender did.
      const later = new Date(Date.now() + CLAIM_MS + 120_000);
      expect(await sendRequestedRefunds(db, provider, () => later)).toEqual({ sent: 1, failed: 0, skipped: 0 });
      expect(await stateOf(db, held)).toMatchObject({ state: 'sent', attempts: 1, claimed_until: null });
      expect(provider.calls.map((c) => c.key)).toEqual(['spareo-refund-test-1', 'spareo-refund-test-2']);
    } finally {
      await sender.stop();
    }
  });

  test('two marketplace processes sweeping at once send each refund once', async () => {
    const { db: first, location } = await freshDatabase(backend);
    const second = openAgain(location);
    const ids = [await requestedRefund(first.kysely, 3), await requestedRefund(first.kysely, 4), await requestedRefund(first.kysely, 5)];
    // The provider is slow: each sweep still sends while the other looks at the same rows.
    const provider = slowProvider(150);
    const [a, b] = await Promise.all([sendRequestedRefunds(first.kysely, provider), sendRequestedRefunds(second.kysely, provider)]);
    expect(a.sent + b.sent).toBe(3);
    expect(provider.calls.map((c) => c.refundId).sort((x, y) => x - y)).toEqual(ids);
    for (const id of ids) expect(await stateOf(first.kysely, id)).toMatchObject({ state: 'sent', attempts: 1 });
  });
});
