/**
 * A shopper's personal data by e-mail address: everything the marketplace keeps that names them
 * (the right of access: account, saved vehicles, cart, addresses, orders, withdrawals, reviews,
 * contact messages), each asked of the domain that holds it; and its erasure where no retention
 * applies. The account, its saved vehicles and addresses, and the contact messages go at once;
 * orders are the shops' and the marketplace's commercial records and are kept until their
 * retention ends (then anonymised), so an erasure names them and until when.
 */
import type { Db } from '../db/connection';
import { accountCartLines } from '../cart';
import { contactMessagesOf, conversationsOfOrders, eraseContactMessages } from '../desk';
import { detachAccount, linesOfOrders, ordersOfShopper, partsOfOrders, savedAddressesOf, withdrawalsOf } from '../orders';
import type { PersonalDataSettings } from '../personal-data';
import { reviewsOfParts } from '../reviews';
import { accountOf, eraseAccount, savedVehiclesOf } from '../users';
import { anonymiseOrders } from './anonymise-past-retention';

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
  const user = await accountOf(db, email);
  const savedVehicles = user ? await savedVehiclesOf(db, user.id) : [];
  const cartLines = user ? await accountCartLines(db, user.id) : [];
  const addresses = user ? await savedAddressesOf(db, user.id) : undefined;
  const orders = await ordersOfShopper(db, email, user?.id);
  const orderIds = orders.map((order) => order.id);
  const lines = await linesOfOrders(db, orderIds);
  const withdrawals = await withdrawalsOf(db, email, orderIds);
  // The conversation with the desk about each order: what the shopper wrote, and what they were answered.
  const conversation = await conversationsOfOrders(db, orderIds);
  // The reviews the shopper wrote as a buyer: their first name beside what they said.
  const parts = new Map((await partsOfOrders(db, orderIds)).map((part) => [part.id, part]));
  const reviews = (await reviewsOfParts(db, [...parts.keys()])).map(({ order_shop_id: partId, ...review }) => ({ order_id: parts.get(partId)!.order_id, part: parts.get(partId)!.number, ...review }));
  const messages = await contactMessagesOf(db, email);
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
  const user = await accountOf(db, email);
  const orders = await ordersOfShopper(db, email, user?.id);
  const keptUntil = (createdAt: string) => new Date(new Date(createdAt).getTime() + settings.guestOrderDays * DAY_MS).toISOString();
  const past = orders.filter((order) => !order.anonymised_at && keptUntil(order.created_at) <= now.toISOString());
  const kept = orders.filter((order) => !order.anonymised_at && keptUntil(order.created_at) > now.toISOString());
  const ordersAnonymised = await anonymiseOrders(db, past.map((order) => order.id), now);
  const contactMessagesErased = await eraseContactMessages(db, email);
  if (user) {
    // Orders keep their records; they just no longer point at an account.
    await detachAccount(db, user.id);
    await eraseAccount(db, user.id);
  }
  return {
    accountErased: Boolean(user),
    contactMessagesErased,
    ordersAnonymised,
    ordersKept: kept.map((order) => ({ number: order.number, keptUntil: keptUntil(order.created_at).slice(0, 10) })),
  };
}
