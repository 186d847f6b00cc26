/** Card/PayPal parts: start one provider payment for an order, and read its state when the shopper is back. */
import type { Database } from '../db/connection';
import { paymentProvider } from '../payments/provider';
import type { PlaceOrderBody } from '../../../contract/calls/orders';
import { fillLink } from './place';

export async function startPayment(db: Database, order: { id: number; number: string; token: string; locale: string }, amountCents: number, body: PlaceOrderBody): Promise<string | null> {
  const provider = paymentProvider();
  if (!provider || amountCents <= 0 || !body.paymentReturnUrl) return null;
  const methods = (db.prepare("SELECT DISTINCT payment_method AS m FROM order_shops WHERE order_id = ? AND status = 'awaiting_payment'").all(order.id) as { m: 'card' | 'paypal' }[]).map((r) => r.m);
  const returnUrl = fillLink(body.paymentReturnUrl, order.number, order.token);
  const started = await provider.start({
    orderNumber: order.number, amountCents, currency: 'EUR', methods, description: `Spareo ${order.number}`,
    returnUrl, cancelUrl: fillLink(body.orderUrl, order.number, order.token), locale: order.locale,
  });
  db.prepare('INSERT INTO order_payments (order_id, provider, provider_reference, amount_cents, status, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(order.id, provider.name, started.reference, amountCents, 'pending', new Date().toISOString());
  return started.redirectUrl;
}

/** Asks the provider; a paid payment releases the parts awaiting it to their shops. */
export async function refreshPayment(db: Database, orderId: number): Promise<'none' | 'pending' | 'paid' | 'failed'> {
  const payment = db.prepare('SELECT id, provider_reference AS reference, status FROM order_payments WHERE order_id = ? ORDER BY id DESC LIMIT 1').get(orderId) as { id: number; reference: string; status: string } | undefined;
  if (!payment) return 'none';
  if (payment.status === 'paid') return 'paid';
  const provider = paymentProvider();
  if (!provider) return 'pending';
  const state = await provider.state(payment.reference);
  db.prepare('UPDATE order_payments SET status = ? WHERE id = ?').run(state, payment.id);
  if (state === 'paid') db.prepare("UPDATE order_shops SET status = 'new', status_changed_at = ? WHERE order_id = ? AND status = 'awaiting_payment'").run(new Date().toISOString(), orderId);
  return state;
}
