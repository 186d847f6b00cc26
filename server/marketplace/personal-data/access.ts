/**
 * A shopper's personal data by e-mail address: everything the shop keeps that names them (the right
 * of access: account, saved vehicles, cart, addresses, orders, withdrawals, reviews, contact messages), and
 * its erasure where no retention applies. The account, its saved vehicles and addresses, and the
 * contact messages go at once; orders are the shops' and the marketplace's commercial records and
 * are kept until their retention ends (then anonymised), so an erasure names them and until when.
 */
import type { Db } from '../db/connection';
import { anonymiseOrders } from './anonymise';
import type { PersonalDataSettings } from './settings';

const DAY_MS = 86_400_000;
const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export async function exportPersonalData(db: Db, email: string, now = new Date()) {
  const user = await db.selectFrom('users').select(['id', 'created_at']).where('email', '=', email).executeTakeFirst();
  const savedVehicles = user ? await db.selectFrom('saved_vehicles').select(['model_id as modelId', 'saved_at as savedAt']).where('user_id', '=', user.id).orderBy('saved_at').execute() : [];
  // The carts of the account's sessions: what the shopper put there is theirs too.
  const cartLines = user ? await db.selectFrom('cart_lines as c').innerJoin('sessions as s', 's.id', 'c.session_id')
    .select(['c.offer_id as offerId', 'c.model_id as modelId', 'c.quantity', 'c.added_at as addedAt']).where('s.user_id', '=', user.id).orderBy('c.id').execute() : [];
  const addresses = user ? await db.selectFrom('user_addresses').selectAll().where('user_id', '=', user.id).executeTakeFirst() : undefined;
  const orders = await db.selectFrom('orders').select(['id', 'number', 'created_at', 'locale', 'email', 'phone', 'delivery_address', 'billing_address', 'total_cents'])
    .where((eb) => eb.or([eb('email', '=', email), ...(user ? [eb('user_id', '=', user.id)] : [])])).orderBy('id').execute();
  const orderIds = orders.map((order) => order.id);
  const lines = orderIds.length === 0 ? [] : await db.selectFrom('order_lines as l').innerJoin('order_shops as p', 'p.id', 'l.order_shop_id')
    .select(['p.order_id', 'p.number as part', 'p.shop_name', 'l.brand', 'l.article_number', 'l.title', 'l.quantity', 'l.unit_price_cents']).where('p.order_id', 'in', orderIds).execute();
  const withdrawals = await db.selectFrom('withdrawals').select(['order_id', 'name', 'email', 'statement', 'received_at']).where((eb) => eb.or([eb('email', '=', email), ...(orderIds.length ? [eb('order_id', 'in', orderIds)] : [])])).execute();
  // The conversation with the desk about each order: what the shopper wrote, and what they were answered.
  const conversation = orderIds.length === 0 ? [] : await db.selectFrom('desk_thread_messages as m').innerJoin('desk_threads as t', 't.id', 'm.thread_id')
    .select(['t.order_id', 'm.direction', 'm.at', 'm.sender', 'm.subject', 'm.text']).where('t.order_id', 'in', orderIds).orderBy('m.id').execute();
  // The reviews the shopper wrote as a buyer: their first name beside what they said.
  const reviews = orderIds.length === 0 ? [] : await db.selectFrom('article_reviews as r').innerJoin('order_shops as p', 'p.id', 'r.order_shop_id')
    .select(['p.order_id', 'p.number as part', 'r.article_id as articleId', 'r.rating', 'r.text', 'r.author', 'r.status', 'r.created_at as createdAt'])
    .where('p.order_id', 'in', orderIds).orderBy('r.id').execute();
  const messages = await db.selectFrom('contact_messages').select(['received_at', 'locale', 'name', 'email', 'order_number', 'message', 'status']).where('email', '=', email).orderBy('id').execute();
  return {
    email,
    exportedAt: now.toISOString(),
    account: user ? { createdAt: user.created_at, savedVehicles, cart: cartLines, addresses: addresses ? { delivery: parsed(addresses.delivery_address), billing: parsed(addresses.billing_address), phone: addresses.phone } : null } : null,
    orders: orders.map((order) => ({
      number: order.number, createdAt: order.created_at, locale: order.locale, email: order.email, phone: order.phone,
      deliveryAddress: parsed(order.delivery_address), billingAddress: parsed(order.billing_address), totalCents: order.total_cents,
      lines: lines.filter((line) => line.order_id === order.id).map(({ order_id: _orderId, ...line }) => line),
      conversation: conversation.filter((message) => message.order_id === order.id).map(({ order_id: _orderId, ...message }) => message),
      reviews: reviews.filter((review) => review.order_id === order.id).map(({ order_id: _orderId, ...review }) => review),
    })),
    contactMessages: messages,
    withdrawals,
  };
}

export async function erasePersonalData(db: Db, settings: Pick<PersonalDataSettings, 'guestOrderDays'>, email: string, now = new Date()) {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const orders = await db.selectFrom('orders').select(['id', 'number', 'created_at', 'anonymised_at'])
    .where((eb) => eb.or([eb('email', '=', email), ...(user ? [eb('user_id', '=', user.id)] : [])])).execute();
  const keptUntil = (createdAt: string) => new Date(new Date(createdAt).getTime() + settings.guestOrderDays * DAY_MS).toISOString();
  const past = orders.filter((order) => !order.anonymised_at && keptUntil(order.created_at) <= now.toISOString());
  const kept = orders.filter((order) => !order.anonymised_at && keptUntil(order.created_at) > now.toISOString());
  const ordersAnonymised = await anonymiseOrders(db, past.map((order) => order.id), now);
  const messages = await db.deleteFrom('contact_messages').where('email', '=', email).executeTakeFirst();
  if (user) {
    // Orders keep their records; they just no longer point at an account.
    await db.updateTable('orders').set({ user_id: null }).where('user_id', '=', user.id).execute();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
  }
  return {
    accountErased: Boolean(user),
    contactMessagesErased: Number(messages.numDeletedRows),
    ordersAnonymised,
    ordersKept: kept.map((order) => ({ number: order.number, keptUntil: keptUntil(order.created_at).slice(0, 10) })),
  };
}
