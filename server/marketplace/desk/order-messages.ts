/**
 * The shopper and a shop write to each other about one part, inside the order's conversation at
 * the desk (the one store of everything said about the order, so the desk reads it where it reads
 * the shopper's mails). The shopper writes from the order page, the shop answers in the portal;
 * each side is mailed in its language, the mail answering to the conversation's own address. The
 * photos are checked and written again before the message is kept (message-photos.ts).
 */
import { localeOfCountry } from '../../../locales/editions';
import type { OrderMessage } from '../../../contract/calls/order-messages';
import type { Db } from '../db/connection';
import { buyerMessageShopMail, enqueueMail, mailsQueued, shopMessageBuyerMail } from '../mail';
import type { MediaStore } from '../media';
import type { StoredOrder, StoredShopOrder } from '../orders';
import { attachPhotos, makeMessagePhotos, photosOfMessages, storeMessagePhotos } from './message-photos';
import { replyMailboxOf, threadAddress, type ReplyMailboxes } from './reply-address';
import { orderThread, threadOfOrder } from './threads';

export interface MessageSent { text: string; photos: readonly Uint8Array[] }

const FROM: Record<string, OrderMessage['from']> = { buyer: 'buyer', shop: 'shop', answer: 'desk', reply: 'mail' };

/**
 * The order's messages between the shopper and its shops (the part's alone when named), oldest
 * first, with the shop's name for the shop's.
 */
export async function orderMessages(db: Db, orderId: number, part?: string): Promise<OrderMessage[]> {
  const thread = await threadOfOrder(db, orderId);
  if (!thread) return [];
  let query = db.selectFrom('desk_thread_messages as m').leftJoin('shops as s', 's.id', 'm.shop_id')
    .select(['m.id', 'm.direction', 'm.part_number', 'm.at', 'm.text', 's.name as shopName'])
    .where('m.thread_id', '=', thread.id).where('m.direction', 'in', ['buyer', 'shop']);
  if (part) query = query.where('m.part_number', '=', part);
  const rows = await query.orderBy('m.id').execute();
  const photos = await photosOfMessages(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id, from: FROM[row.direction] ?? 'mail', part: row.part_number, at: row.at,
    author: row.direction === 'shop' ? row.shopName : null, text: row.text, photos: photos.get(row.id) ?? [],
  }));
}

/** Whether the photo belongs to a message of the order's conversation (of the part's messages, when named). */
export async function photoOfOrder(db: Db, orderId: number, file: string, part?: string): Promise<boolean> {
  let query = db.selectFrom('desk_thread_photos as p').innerJoin('desk_thread_messages as m', 'm.id', 'p.message_id').innerJoin('desk_threads as t', 't.id', 'm.thread_id')
    .select('p.id').where('t.order_id', '=', orderId).where('p.file', '=', file);
  if (part) query = query.where('m.part_number', '=', part);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether any conversation's message carries the photo (the desk sees them all). */
export async function photoKnown(db: Db, file: string): Promise<boolean> {
  return (await db.selectFrom('desk_thread_photos').select('id').where('file', '=', file).executeTakeFirst()) !== undefined;
}

interface Kept { id: number }

async function keep(db: Db, store: MediaStore, mailboxes: ReplyMailboxes, order: StoredOrder, part: StoredShopOrder, from: 'buyer' | 'shop', message: MessageSent, now: Date,
  mail: (tx: Db, replyTo: string | null, photoCount: number) => Promise<Parameters<typeof enqueueMail>[1] | null>): Promise<Kept> {
  // Refused photos refuse the message before anything is kept (MessagePhotoRefused).
  const photos = await makeMessagePhotos(message.photos);
  await storeMessagePhotos(store, photos);
  const kept = await db.transaction().execute(async (tx) => {
    const thread = await orderThread(tx, order, now);
    const row = await tx.insertInto('desk_thread_messages').values({
      thread_id: thread.id, direction: from, sender: from === 'buyer' ? order.email : null, from_other: 0, subject: part.number, text: message.text,
      part_number: part.number, shop_id: part.shop.id, at: now.toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    await attachPhotos(tx, row.id, photos);
    // Asked inside the transaction: SQLite has one connection, which the transaction holds.
    const outgoing = await mail(tx, threadAddress(replyMailboxOf(mailboxes), thread.token), photos.length);
    if (outgoing) await enqueueMail(tx, outgoing, now);
    return { id: row.id };
  });
  mailsQueued();
  return kept;
}

/** The shopper writes to the shop of the part; the shop is mailed in the language of its country. */
export async function writeToShop(db: Db, store: MediaStore, mailboxes: ReplyMailboxes, order: StoredOrder, part: StoredShopOrder, message: MessageSent, now = new Date()): Promise<Kept> {
  return keep(db, store, mailboxes, order, part, 'buyer', message, now, async (tx, replyTo, photoCount) => {
    const shop = await tx.selectFrom('shops').select(['email', 'country']).where('id', '=', part.shop.id).executeTakeFirst();
    const email = shop?.email?.trim();
    return shop && email ? buyerMessageShopMail(order, part, { text: message.text, photoCount }, { email, locale: localeOfCountry(shop.country) }, replyTo) : null;
  });
}

/** The shop answers the shopper about its part; the shopper is mailed in the order's language. */
export async function answerAsShop(db: Db, store: MediaStore, mailboxes: ReplyMailboxes, order: StoredOrder, part: StoredShopOrder, message: MessageSent, now = new Date()): Promise<Kept> {
  return keep(db, store, mailboxes, order, part, 'shop', message, now, async (_tx, replyTo, photoCount) => shopMessageBuyerMail(order, part, { text: message.text, photoCount }, replyTo));
}
