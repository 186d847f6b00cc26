/**
 * The desk's one search field over orders, shoppers, shops and messages: any part of a number, a
 * name, an e-mail or a text, whatever its case, on both backends (db/containing.ts). The buyer's
 * name lives in the order's stored address (JSON text): the whole text is matched and the name read
 * from it. Anonymised orders and messages are not found by what was erased.
 */
import { DESK_SEARCH_SHOWN, type DeskSearchAnswer } from '../../../contract/calls/desk-search';
import type { Db } from '../db/connection';
import { contains, containingPattern } from '../db/containing';

const nameIn = (address: string | null): string => {
  try {
    const name = address ? (JSON.parse(address) as Record<string, unknown>).name : '';
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
};

const excerptOf = (text: string, q: string): string => {
  const at = text.toLowerCase().indexOf(q.toLowerCase());
  const start = Math.max(0, at - 40);
  const piece = text.slice(start, start + 140).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${piece}${start + 140 < text.length ? '…' : ''}`;
};

/** One more than shown is read, to know whether a group holds more. */
const READ = DESK_SEARCH_SHOWN + 1;

export async function deskSearch(db: Db, q: string): Promise<DeskSearchAnswer> {
  const pattern = containingPattern(q);
  const [orders, accounts, shops, contacts, conversation] = await Promise.all([
    db.selectFrom('orders as o').select(['o.id', 'o.number', 'o.created_at', 'o.email', 'o.total_cents', 'o.delivery_address', 'o.billing_address'])
      .where('o.anonymised_at', 'is', null)
      .where((eb) => eb.or([
        contains('o.number', pattern), contains('o.email', pattern), contains('o.delivery_address', pattern), contains('o.billing_address', pattern),
        eb('o.id', 'in', eb.selectFrom('order_shops as p').select('p.order_id').where(contains('p.number', pattern))),
      ]))
      .orderBy('o.id', 'desc').limit(200).execute(),
    db.selectFrom('users').select(['email']).where(contains('email', pattern)).orderBy('id', 'desc').limit(READ).execute(),
    db.selectFrom('shops').select(['id', 'name', 'slug', 'email']).where((eb) => eb.or([contains('name', pattern), contains('slug', pattern), contains('email', pattern), contains('legal_name', pattern)]))
      .orderBy('name').limit(READ).execute(),
    db.selectFrom('contact_messages').select(['id', 'received_at', 'name', 'email', 'message', 'order_number']).where('anonymised_at', 'is', null)
      .where((eb) => eb.or([contains('message', pattern), contains('name', pattern), contains('email', pattern)])).orderBy('id', 'desc').limit(READ).execute(),
    db.selectFrom('desk_thread_messages as m').innerJoin('desk_threads as t', 't.id', 'm.thread_id').innerJoin('orders as o', 'o.id', 't.order_id')
      .select(['m.id', 'm.at', 'm.direction', 'm.sender', 'm.staff_name', 'm.text', 'o.number']).where('o.anonymised_at', 'is', null)
      .where((eb) => eb.or([contains('m.text', pattern), contains('m.subject', pattern)])).orderBy('m.id', 'desc').limit(READ).execute(),
  ]);
  const lower = q.trim().toLowerCase();
  // An order found through its address only because the street or town holds the words is no hit on the buyer.
  const inAddress = (row: (typeof orders)[number]) => `${row.delivery_address}${row.billing_address ?? ''}`.toLowerCase().includes(lower);
  const named = (row: (typeof orders)[number]) => `${nameIn(row.delivery_address)}\n${nameIn(row.billing_address)}`.toLowerCase().includes(lower);
  const hits = orders.filter((row) => !inAddress(row) || named(row) || row.number.toLowerCase().includes(lower) || row.email.toLowerCase().includes(lower));
  const shoppers = new Map<string, { email: string; name: string; orders: number; account: boolean }>();
  for (const row of hits) {
    const name = nameIn(row.billing_address) || nameIn(row.delivery_address);
    if (!row.email.toLowerCase().includes(lower) && !name.toLowerCase().includes(lower)) continue;
    const known = shoppers.get(row.email) ?? { email: row.email, name, orders: 0, account: false };
    shoppers.set(row.email, { ...known, orders: known.orders + 1 });
  }
  for (const account of accounts) shoppers.set(account.email, { ...(shoppers.get(account.email) ?? { email: account.email, name: '', orders: 0 }), account: true });
  const messages = [
    ...contacts.map((row) => ({ kind: 'contact' as const, id: row.id, at: row.received_at, from: row.name || row.email, excerpt: excerptOf(row.message, q.trim()), orderNumber: row.order_number })),
    ...conversation.map((row) => ({ kind: 'conversation' as const, id: row.id, at: row.at, from: (row.direction === 'reply' ? row.sender : row.staff_name) ?? '', excerpt: excerptOf(row.text, q.trim()), orderNumber: row.number })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const shopperList = [...shoppers.values()];
  return {
    orders: hits.slice(0, DESK_SEARCH_SHOWN).map((row) => ({ number: row.number, createdAt: row.created_at, buyer: nameIn(row.billing_address) || nameIn(row.delivery_address), email: row.email, totalCents: row.total_cents })),
    shoppers: shopperList.slice(0, DESK_SEARCH_SHOWN),
    shops: shops.slice(0, DESK_SEARCH_SHOWN),
    messages: messages.slice(0, DESK_SEARCH_SHOWN),
    more: hits.length > DESK_SEARCH_SHOWN || shopperList.length > DESK_SEARCH_SHOWN || shops.length > DESK_SEARCH_SHOWN || messages.length > DESK_SEARCH_SHOWN,
  };
}
