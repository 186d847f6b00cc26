/**
 * Queues the mails that tell the shop and the shopper what happened to a part, in the transaction
 * of the change itself: a mail is never lost, nor sent for a change that rolled back.
 */
import type { Db } from '../db/connection';
import { enqueueMail, newPartShopMail, partEventMail, shopperCancelledMail, shopperCancelledShopMail, type PartEvent, type ShopContact } from '../mail';
import type { StoredOrder, StoredShopOrder } from './repository';
import { issuedOfPart } from '../invoices/index';
import { withdrawalPeriodsOf } from './withdrawal-period';

async function contactsOf(db: Db, shopIds: number[]): Promise<Map<number, ShopContact>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db.selectFrom('shops').select(['id', 'email', 'country']).where('id', 'in', [...new Set(shopIds)]).execute();
  return new Map(rows.map((row) => [row.id, { email: row.email?.trim() || null, country: row.country }]));
}

/** Each part the shop may now work on (status new: not awaiting a payment) gets one mail to its shop; a shop without an address gets none. */
export async function queueNewPartMails(db: Db, order: StoredOrder, now = new Date()): Promise<number> {
  const parts = order.shops.filter((part) => part.status === 'new');
  const contacts = await contactsOf(db, parts.map((part) => part.shop.id));
  let queued = 0;
  for (const part of parts) {
    const contact = contacts.get(part.shop.id);
    if (!contact?.email) continue;
    await enqueueMail(db, newPartShopMail(order, part, { ...contact, email: contact.email }), now);
    queued += 1;
  }
  return queued;
}

/** The shopper hears of the shop's step (stepLines: the positions it took), with the shop's address to answer to. */
export async function queuePartEventMail(db: Db, order: StoredOrder, part: StoredShopOrder, event: PartEvent, now = new Date(), stepLines: readonly number[] = []): Promise<void> {
  const contact = (await contactsOf(db, [part.shop.id])).get(part.shop.id);
  // The documents this very step issued (same transaction, same moment).
  const documents = (await issuedOfPart(db, part.id)).filter((doc) => doc.issuedAt === now.toISOString());
  // A shipment names the day the withdrawal period presumably ends, by the order page's own rule.
  const period = event === 'shipped' ? (await withdrawalPeriodsOf(db, order, now)).get(part.id) ?? null : null;
  await enqueueMail(db, partEventMail(order, part, event, contact?.email ?? null, documents, period, stepLines), now);
}

/** The shopper's own cancellation: the shopper hears it is done and what becomes of money paid; the shop, not to ship it. */
export async function queueShopperCancelledMails(db: Db, order: StoredOrder, part: StoredShopOrder, refundCents: number | null, now = new Date()): Promise<void> {
  const contact = (await contactsOf(db, [part.shop.id])).get(part.shop.id);
  await enqueueMail(db, shopperCancelledMail(order, part, refundCents, contact?.email ?? null), now);
  if (contact?.email) await enqueueMail(db, shopperCancelledShopMail(order, part, { ...contact, email: contact.email }), now);
}

/** The shop's contact address, for the withdrawal confirmation's Reply-To. */
export async function shopEmailOf(db: Db, shopId: number): Promise<string | null> {
  return (await contactsOf(db, [shopId])).get(shopId)?.email ?? null;
}
