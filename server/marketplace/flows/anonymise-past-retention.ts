/**
 * Personal data past its retention is replaced, not deleted: the order's numbers, amounts and
 * lines stay (the shop's and the marketplace's books), the person goes from every domain that
 * holds them: the order and its withdrawals (orders), the mails' recipients and texts (mail), a
 * review's author and the buyer's mailbox key (reviews), the conversation about the order (desk);
 * a contact message's sender and text with support's answers (desk). Issued invoices keep their
 * buyer: the law keeps them for their own (longer) period, and they never change.
 * A scheduled job in every marketplace process (running it twice changes nothing).
 */
import type { Db } from '../db/connection';
import { anonymiseContactMessages, anonymiseOrderConversation, contactMessagesBefore } from '../desk';
import { anonymiseOrderMails } from '../mail';
import { anonymiseOrder, guestOrdersBefore, partIdsOf } from '../orders';
import type { PersonalDataSettings } from '../personal-data';
import { anonymiseBuyerReviews } from '../reviews';

const DAY_MS = 86_400_000;
/** Rows taken per run; the next run takes the rest. */
const PER_RUN = 1000;

/** Anonymises these orders now (the guest orders past retention, or a shopper's on request), each in one transaction. */
export async function anonymiseOrders(db: Db, orderIds: number[], now = new Date()): Promise<number> {
  let done = 0;
  for (const id of orderIds) {
    await db.transaction().execute(async (tx) => {
      if (!(await anonymiseOrder(tx, id, now))) return;
      await anonymiseOrderMails(tx, id);
      await anonymiseBuyerReviews(tx, id, await partIdsOf(tx, id));
      await anonymiseOrderConversation(tx, id);
      done++;
    });
  }
  return done;
}

/** Guest orders and contact messages older than their retention; answers how many were anonymised. */
export async function anonymiseExpired(db: Db, settings: Pick<PersonalDataSettings, 'guestOrderDays' | 'contactMessageDays'>, now = new Date()): Promise<{ orders: number; contactMessages: number }> {
  const orderBefore = new Date(now.getTime() - settings.guestOrderDays * DAY_MS).toISOString();
  const messageBefore = new Date(now.getTime() - settings.contactMessageDays * DAY_MS).toISOString();
  const orders = await guestOrdersBefore(db, orderBefore, PER_RUN);
  const messages = await contactMessagesBefore(db, messageBefore, PER_RUN);
  return {
    orders: await anonymiseOrders(db, orders, now),
    contactMessages: await anonymiseContactMessages(db, messages, now),
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
