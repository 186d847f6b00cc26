/**
 * Personal data past its retention is replaced, not deleted: the order's numbers, amounts and
 * lines stay (the shop's and the marketplace's books), the person goes: name, address, e-mail,
 * phone, a business buyer's company and VAT ID, the mails' texts, a withdrawal's name and e-mail,
 * a review's author (its stars and words stay on the article page, no longer signed); a contact
 * message's sender and text. Issued invoices keep their buyer: the law keeps them for their own
 * (longer) period, and they never change.
 * A scheduled job in every marketplace process (running it twice changes nothing).
 */
import type { Db } from '../db/connection';
import type { PersonalDataSettings } from './settings';

const GONE = '—';
const DAY_MS = 86_400_000;
const goneAddress = (country: string | undefined) => JSON.stringify({ name: GONE, street: GONE, zip: '', city: '', country: country ?? '' });
const goneEmail = (orderId: number) => `anonymised-${orderId}@invalid`;

/** Anonymises these orders now (the guest orders past retention, or a shopper's on request). */
export async function anonymiseOrders(db: Db, orderIds: number[], now = new Date()): Promise<number> {
  let done = 0;
  for (const id of orderIds) {
    await db.transaction().execute(async (tx) => {
      const order = await tx.selectFrom('orders').select(['delivery_country', 'anonymised_at']).where('id', '=', id).executeTakeFirst();
      if (!order || order.anonymised_at) return;
      await tx.updateTable('orders').set({ email: goneEmail(id), phone: null, delivery_address: goneAddress(order.delivery_country), billing_address: null, buyer_company: null, buyer_vat_id: null, email_key: null, session_id: null, anonymised_at: now.toISOString() })
        .where('id', '=', id).execute();
      await tx.updateTable('mail_queue').set({ recipient: goneEmail(id), text_body: GONE, html_body: GONE }).where('order_id', '=', id).execute();
      await tx.updateTable('withdrawals').set({ name: GONE, email: goneEmail(id) }).where('order_id', '=', id).execute();
      // The buyer's mailbox key goes too: the reviews and shop ratings stay, counted once each.
      const parts = tx.selectFrom('order_shops').select('id').where('order_id', '=', id);
      await tx.updateTable('article_reviews').set({ author: GONE, buyer_key: goneEmail(id) }).where('order_shop_id', 'in', parts).execute();
      await tx.updateTable('shop_ratings').set({ buyer_key: goneEmail(id) }).where('order_shop_id', 'in', parts).execute();
      // The desk's conversation with the shopper greets them by name and quotes what they wrote: it goes too.
      const thread = tx.selectFrom('desk_threads').select('id').where('order_id', '=', id);
      await tx.updateTable('desk_thread_messages').set({ text: GONE, sender: null }).where('thread_id', 'in', thread).execute();
      // Its photos are no longer shown (the files, named by their hash, may be another message's too).
      await tx.deleteFrom('desk_thread_photos').where('message_id', 'in', tx.selectFrom('desk_thread_messages').select('id').where('thread_id', 'in', thread)).execute();
      await tx.updateTable('desk_threads').set({ email: goneEmail(id) }).where('order_id', '=', id).execute();
      done++;
    });
  }
  return done;
}

export async function anonymiseContactMessages(db: Db, ids: number[], now = new Date()): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.updateTable('contact_messages').set({ name: GONE, email: GONE, message: GONE, anonymised_at: now.toISOString() })
    .where('id', 'in', ids).where('anonymised_at', 'is', null).executeTakeFirst();
  // Support's answers greet the sender by name and quote what was asked: they go with the message.
  await db.updateTable('contact_replies').set({ text: GONE }).where('message_id', 'in', ids).execute();
  await db.updateTable('desk_thread_messages').set({ text: GONE, sender: null })
    .where('thread_id', 'in', db.selectFrom('desk_threads').select('id').where('contact_message_id', 'in', ids)).execute();
  return Number(result.numUpdatedRows);
}

/** Guest orders and contact messages older than their retention; answers how many were anonymised. */
export async function anonymiseExpired(db: Db, settings: Pick<PersonalDataSettings, 'guestOrderDays' | 'contactMessageDays'>, now = new Date()): Promise<{ orders: number; contactMessages: number }> {
  const orderBefore = new Date(now.getTime() - settings.guestOrderDays * DAY_MS).toISOString();
  const messageBefore = new Date(now.getTime() - settings.contactMessageDays * DAY_MS).toISOString();
  const orders = await db.selectFrom('orders').select('id').where('user_id', 'is', null).where('anonymised_at', 'is', null).where('created_at', '<', orderBefore).limit(1000).execute();
  const messages = await db.selectFrom('contact_messages').select('id').where('anonymised_at', 'is', null).where('received_at', '<', messageBefore).limit(1000).execute();
  return {
    orders: await anonymiseOrders(db, orders.map((row) => row.id), now),
    contactMessages: await anonymiseContactMessages(db, messages.map((row) => row.id), now),
  };
}

/** Runs now and then every `everyMs`; the timer does not keep the process alive. */
export function startAnonymising(db: Db, settings: Pick<PersonalDataSettings, 'guestOrderDays' | 'contactMessageDays'>, everyMs: number, onDone: (counts: { orders: number; contactMessages: number }) => void, onError: (error: unknown) => void): { stop(): void } {
  const run = () => void anonymiseExpired(db, settings).then((counts) => (counts.orders + counts.contactMessages > 0 ? onDone(counts) : undefined), onError);
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return { stop: () => (clearTimeout(first), clearInterval(timer)) };
}
