/** Card/PayPal parts: start one provider payment for an order, and read its state when the shopper is back. */
import type { Database } from '../db/connection';
import { paymentProvider } from '../payments/provider';
import { fillLink } from './place';

/** The sum of the parts still awaiting a provider payment. */
export function awaitingCents(db: Database, orderId: number): number {
  return (db.prepare("SELECT coalesce(sum(total_cents), 0) AS cents FROM order_shops WHERE order_id = ? AND status = 'awaiting_payment'").get(orderId) as { cents: number }).cents;
}

/** Links with {number} and {token} (as the web tier sends them), filled for this order. */
export interface PaymentLinks { returnUrl: string; cancelUrl: string }

export async function startPayment(db: Database, order: { id: number; number: string; token: string; locale: string }, links: PaymentLinks): Promise<string | null> {
  const provider = paymentProvider();
  const amountCents = awaitingCents(db, order.id);
  if (!provider || amountCents <= 0) return null;
  const methods = (db.prepare("SELECT DISTINCT payment_method AS m FROM order_shops WHERE order_id = ? AND status = 'awaiting_payment'").all(order.id) as { m: 'card' | 'paypal' }[]).map((r) => r.m);
  const started = await provider.start({
    orderNumber: order.number, amountCents, currency: 'EUR', methods, description: `Spareo ${order.number}`,
    returnUrl: fillLink(links.returnUrl, order.number, order.token), cancelUrl: fillLink(links.cancelUrl, order.number, order.token), locale: order.locale,
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
