/** Parts paid through the provider (card, PayPal, Klarna, the local methods): start one provider payment for an order, and read its state when the shopper is back. */
import type { Db } from '../db/connection';
import type { PaymentMethod } from '../../../contract/index';
import type { PaymentProvider } from '../payments';
import { mailsQueued } from '../mail';
import { recordEvent } from './events';
import { queueNewPartMails } from './notices';
import { orderById } from './repository';
import { fillLink } from './links';
import { postProviderPayment } from '../ledger';

/** The sum of the parts still awaiting a provider payment. */
export async function awaitingCents(db: Db, orderId: number): Promise<number> {
  const row = await db.selectFrom('order_shops').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_cents'), eb.lit(0)).as('cents'))
    .where('order_id', '=', orderId).where('status', '=', 'awaiting_payment').executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** Links with {number} and {token} (as the web tier sends them), filled for this order. */
export interface PaymentLinks { returnUrl: string; cancelUrl: string }

export async function startPayment(db: Db, provider: PaymentProvider | null, order: { id: number; number: string; token: string; locale: string }, links: PaymentLinks): Promise<string | null> {
  const amountCents = await awaitingCents(db, order.id);
  if (!provider || amountCents <= 0) return null;
  const rows = await db.selectFrom('order_shops').select('payment_method').distinct().where('order_id', '=', order.id).where('status', '=', 'awaiting_payment')
    .orderBy('payment_method').execute();
  const methods = rows.map((r) => r.payment_method as PaymentMethod);
  const started = await provider.start({
    orderNumber: order.number, amountCents, currency: 'EUR', methods, description: `Spareo ${order.number}`,
    returnUrl: fillLink(links.returnUrl, order.number, order.token), cancelUrl: fillLink(links.cancelUrl, order.number, order.token), locale: order.locale,
  });
  await db.insertInto('order_payments').values({
    order_id: order.id, provider: provider.name, provider_reference: started.reference, amount_cents: amountCents, status: 'pending', created_at: new Date().toISOString(),
  }).execute();
  return started.redirectUrl;
}

/** Asks the provider; a paid payment releases the parts awaiting it to their shops. */
export async function refreshPayment(db: Db, provider: PaymentProvider | null, orderId: number): Promise<'none' | 'pending' | 'paid' | 'failed'> {
  const payment = await db.selectFrom('order_payments').select(['id', 'order_id as orderId', 'provider_reference as reference', 'status'])
    .where('order_id', '=', orderId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return payment ? settle(db, provider, payment) : 'none';
}

/**
 * A provider's notification about one of its payments: asks the provider as the order page does
 * (its answer, not the notification's body, is what counts). Unknown: not one of ours.
 */
export async function refreshPaymentByReference(db: Db, provider: PaymentProvider | null, reference: string): Promise<'unknown' | 'pending' | 'paid' | 'failed'> {
  const payment = await db.selectFrom('order_payments').select(['id', 'order_id as orderId', 'provider_reference as reference', 'status'])
    .where('provider_reference', '=', reference).executeTakeFirst();
  return payment ? settle(db, provider, payment) : 'unknown';
}

async function settle(db: Db, provider: PaymentProvider | null, payment: { id: number; orderId: number; reference: string; status: string }): Promise<'pending' | 'paid' | 'failed'> {
  if (payment.status === 'paid') return 'paid';
  if (!provider) return 'pending';
  const state = await provider.state(payment.reference);
  const orderId = payment.orderId;
  const mailed = await db.transaction().execute(async (tx) => {
    // Only the first to see it paid moves it: the return page and a notification (or a repeated one) may arrive together.
    const moved = await tx.updateTable('order_payments').set({ status: state }).where('id', '=', payment.id).where('status', '!=', 'paid').returning('id').execute();
    if (state !== 'paid' || moved.length === 0) return 0;
    const now = new Date();
    const released = await tx.updateTable('order_shops').set({ status: 'new', status_changed_at: now.toISOString() })
      .where('order_id', '=', orderId).where('status', '=', 'awaiting_payment').returning('id').execute();
    for (const part of released) await recordEvent(tx, { orderId, orderShopId: part.id, kind: 'paid', actor: 'system', at: now, detail: {} });
    await postProviderPayment(tx, payment.id, released.map((part) => part.id), now);
    if (released.length === 0) return 0;
    // The released parts are the shops' new orders now; parts new from the start had their mail when placed.
    const order = (await orderById(tx, orderId))!;
    const ids = new Set(released.map((part) => part.id));
    return queueNewPartMails(tx, { ...order, shops: order.shops.filter((part) => ids.has(part.id)) }, now);
  });
  if (mailed > 0) mailsQueued();
  return state;
}
