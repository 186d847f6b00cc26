/**
 * Orders as customer service sees them: found by number (of the order or a shop's part), e-mail,
 * shop or date; and one order's timeline, told from what the marketplace recorded: the order's
 * events (placed, each status change, acknowledgements, withdrawals, refunds), every mail queued
 * for it (sent, failed or waiting) and the desk's notes.
 */
import { TIMELINE_FACTS, type DeskOrderSummary, type TimelineEntry, type TimelineFacts } from '../../../contract/calls/desk';
import type { Db } from '../db/connection';

const SEARCH_LIMIT = 100;

async function partsOf(db: Db, orderIds: number[]): Promise<Map<number, DeskOrderSummary['parts']>> {
  const parts = new Map<number, DeskOrderSummary['parts']>();
  if (orderIds.length === 0) return parts;
  const rows = await db.selectFrom('order_shops').select(['order_id', 'number', 'shop_id', 'shop_name', 'status']).where('order_id', 'in', orderIds).orderBy('id').execute();
  for (const row of rows) {
    const list = parts.get(row.order_id) ?? [];
    list.push({ number: row.number, shopId: row.shop_id, shopName: row.shop_name, status: row.status });
    parts.set(row.order_id, list);
  }
  return parts;
}

export interface OrderSearch {
  number?: string;
  email?: string;
  shopId?: number;
  from?: string;
  to?: string;
}

export async function searchOrders(db: Db, search: OrderSearch): Promise<DeskOrderSummary[]> {
  let query = db.selectFrom('orders as o').select(['o.id', 'o.number', 'o.created_at', 'o.email', 'o.total_cents', 'o.anonymised_at']).orderBy('o.id', 'desc').limit(SEARCH_LIMIT);
  const number = search.number?.trim().toUpperCase();
  if (number) {
    // An order's number, or the number of one shop's part of it (what the shop and its mails name).
    query = query.where((eb) => eb.or([eb('o.number', '=', number), eb('o.id', 'in', eb.selectFrom('order_shops').select('order_id').where('number', '=', number))]));
  }
  if (search.email?.trim()) query = query.where('o.email', '=', search.email.trim().toLowerCase());
  if (search.shopId) query = query.where('o.id', 'in', db.selectFrom('order_shops').select('order_id').where('shop_id', '=', search.shopId));
  if (search.from) query = query.where('o.created_at', '>=', `${search.from}T00:00:00.000Z`);
  if (search.to) query = query.where('o.created_at', '<=', `${search.to}T23:59:59.999Z`);
  const rows = await query.execute();
  const parts = await partsOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({ number: row.number, createdAt: row.created_at, email: row.email, totalCents: row.total_cents, anonymised: row.anonymised_at !== null, parts: parts.get(row.id) ?? [] }));
}

export async function orderIdOf(db: Db, number: string): Promise<number | undefined> {
  return (await db.selectFrom('orders').select('id').where('number', '=', number).executeTakeFirst())?.id;
}

/** What a person reads of an event's JSON detail (reason, carrier and tracking number, amount, lines); the desk words each fact. */
function detailFacts(detail: string): TimelineFacts | null {
  try {
    const parsed = JSON.parse(detail) as Record<string, unknown>;
    const facts: TimelineFacts = {};
    for (const key of TIMELINE_FACTS) {
      const value = parsed[key];
      if (typeof value === 'string' || typeof value === 'number') facts[key] = value;
      else if (Array.isArray(value) && value.every((item) => typeof item === 'number')) facts[key] = value;
    }
    return Object.keys(facts).length > 0 ? facts : null;
  } catch {
    return null;
  }
}

/** The names behind the actors of the events ("staff:3", "shop:4"), for people to read. */
async function actorNames(db: Db, actors: string[]): Promise<Map<string, string>> {
  const idsOf = (prefix: string) => [...new Set(actors.filter((actor) => actor.startsWith(`${prefix}:`)).map((actor) => Number(actor.slice(prefix.length + 1))).filter(Number.isSafeInteger))];
  const names = new Map<string, string>();
  const staffIds = idsOf('staff');
  const shopIds = idsOf('shop');
  if (staffIds.length) for (const row of await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', staffIds).execute()) names.set(`staff:${row.id}`, row.name);
  if (shopIds.length) for (const row of await db.selectFrom('shops').select(['id', 'name']).where('id', 'in', shopIds).execute()) names.set(`shop:${row.id}`, row.name);
  return names;
}

export async function orderDetail(db: Db, number: string) {
  const order = await db.selectFrom('orders').select(['id', 'number', 'created_at', 'email', 'total_cents', 'anonymised_at', 'locale', 'phone', 'delivery_address']).where('number', '=', number).executeTakeFirst();
  if (!order) return undefined;
  const parts = (await partsOf(db, [order.id])).get(order.id) ?? [];
  const partNumbers = new Map((await db.selectFrom('order_shops').select(['id', 'number', 'acknowledged_at']).where('order_id', '=', order.id).execute()).map((row) => [row.id, row]));
  const timeline: TimelineEntry[] = [];

  const events = await db.selectFrom('order_events').select(['kind', 'at', 'actor', 'order_shop_id', 'detail']).where('order_id', '=', order.id).orderBy('id').execute();
  const names = await actorNames(db, events.map((event) => event.actor));
  for (const event of events) {
    timeline.push({
      at: event.at, kind: event.kind, part: event.order_shop_id === null ? null : (partNumbers.get(event.order_shop_id)?.number ?? null), actor: event.actor,
      actorName: names.get(event.actor) ?? null, text: null, facts: detailFacts(event.detail), mailKind: null, mailId: null,
    });
  }
  // Orders placed before events were recorded still show their start and the shops' fetch.
  if (!events.some((event) => event.kind === 'placed')) timeline.push({ at: order.created_at, kind: 'placed', part: null, actor: 'shopper', actorName: null, text: null, facts: null, mailKind: null, mailId: null });
  for (const part of partNumbers.values()) {
    if (part.acknowledged_at && !events.some((event) => event.kind === 'acknowledged' && partNumbers.get(event.order_shop_id ?? 0) === part)) {
      timeline.push({ at: part.acknowledged_at, kind: 'acknowledged', part: part.number, actor: 'shop', actorName: null, text: null, facts: null, mailKind: null, mailId: null });
    }
  }

  const mails = await db.selectFrom('mail_queue').select(['id', 'kind', 'subject', 'created_at', 'sent_at', 'failed_at', 'attempts', 'last_error']).where('order_id', '=', order.id).orderBy('id').execute();
  for (const mail of mails) {
    const about = { part: null, actor: 'system', actorName: null, mailKind: mail.kind, mailId: mail.id };
    timeline.push({ ...about, at: mail.created_at, kind: 'mail_queued', text: mail.subject, facts: null });
    if (mail.sent_at) timeline.push({ ...about, at: mail.sent_at, kind: 'mail_sent', text: mail.subject, facts: null });
    else if (mail.failed_at) timeline.push({ ...about, at: mail.failed_at, kind: 'mail_failed', text: mail.last_error ?? '', facts: { attempts: mail.attempts } });
    else if (mail.attempts > 0) timeline.push({ ...about, at: mail.created_at, kind: 'mail_retrying', text: mail.last_error ?? '', facts: { attempts: mail.attempts } });
  }

  const notes = await db.selectFrom('order_notes').select(['created_at', 'staff_name', 'text']).where('order_id', '=', order.id).orderBy('id').execute();
  for (const note of notes) timeline.push({ at: note.created_at, kind: 'note', part: null, actor: 'staff', actorName: note.staff_name, text: note.text, facts: null, mailKind: null, mailId: null });

  // The conversation: the desk's answers, the shopper's mails back, and what the shopper and a shop wrote each other about a part.
  const conversation = await db.selectFrom('desk_thread_messages as m').innerJoin('desk_threads as t', 't.id', 'm.thread_id').leftJoin('shops as s', 's.id', 'm.shop_id')
    .select(['m.direction', 'm.at', 'm.staff_name', 'm.sender', 'm.text', 'm.part_number', 's.name as shopName']).where('t.order_id', '=', order.id).orderBy('m.id').execute();
  for (const message of conversation) {
    const at = message.at;
    const base = { at, facts: null, mailKind: null, mailId: null, text: message.text };
    if (message.direction === 'buyer') timeline.push({ ...base, kind: 'shopper_to_shop', part: message.part_number, actor: 'shopper', actorName: message.sender });
    else if (message.direction === 'shop') timeline.push({ ...base, kind: 'shop_to_shopper', part: message.part_number, actor: 'shop', actorName: message.shopName });
    else if (message.direction === 'reply') timeline.push({ ...base, kind: 'shopper_replied', part: null, actor: 'shopper', actorName: message.sender });
    else timeline.push({ ...base, kind: 'shopper_answered', part: null, actor: 'staff', actorName: message.staff_name });
  }

  timeline.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  // As stored; the desk's page names the country in the reader's language.
  const address = (() => {
    try {
      const parsed = JSON.parse(order.delivery_address) as Record<string, unknown>;
      const field = (name: string) => (typeof parsed[name] === 'string' ? parsed[name] : '');
      return { name: field('name'), street: field('street'), zip: field('zip'), city: field('city'), country: field('country') };
    } catch {
      return null;
    }
  })();
  return {
    order: { number: order.number, createdAt: order.created_at, email: order.email, totalCents: order.total_cents, anonymised: order.anonymised_at !== null, parts, locale: order.locale, phone: order.phone, deliveryAddress: address },
    timeline,
  };
}

export async function addNote(db: Db, orderId: number, staff: { id: number; name: string }, text: string, now = new Date()): Promise<number> {
  const row = await db.insertInto('order_notes').values({ order_id: orderId, staff_id: staff.id, staff_name: staff.name, text, created_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
