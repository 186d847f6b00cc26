/**
 * What waits for customer service or the operator, oldest first, in one list: contact messages
 * not yet answered (or answered back to by their sender), shoppers' mails back on an order's conversation, withdrawals the shop has not
 * refunded yet, feeds held by their safety limits, and mails the worker gave up on that no later
 * copy has replaced. Each kind is read with its own bounded query; the list merges them by age.
 */
import { QUEUE_KINDS, type QueueItem, type QueueKind } from '../../../contract/calls/desk-work';
import type { DeskItemKind, QueueOwner } from '../../../contract/calls/desk-claims';
import type { Db } from '../db/connection';
import { holdsOf } from '../feeds';
import type { Priority } from '../../../contract/calls/desk-items';
import { marksOfMany, priorityRank } from './marks';

/** Rows read of each kind: the oldest, which are the ones to work first. */
const PER_KIND = 200;
const EXCERPT = 140;
const excerpt = (text: string | null) => (text === null ? null : text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);
const blank = { orderNumber: null, partNumber: null, shopId: null, excerpt: null, code: null, holds: [], assignee: null, priority: 'normal', tags: [] } satisfies Partial<QueueItem>;

/** Whose items the queue shows: everyone's, the agent's own, or those nobody has taken. */
export interface QueueView {
  owner?: QueueOwner; staffId?: number; /** Rows read of each kind (PER_KIND unless said). */ limit?: number;
  /** Only the contact messages and conversations of this priority, or with this tag. */
  priority?: Priority; tag?: string;
}

type Assigned = { a_staff_id: number | null; a_staff_name: string | null; a_assigned_at: string | null };
const assigneeOfRow = (row: Assigned) => (row.a_staff_id === null ? null : { id: row.a_staff_id, name: row.a_staff_name ?? '', since: row.a_assigned_at ?? '' });

/** The assignment of an assignable item joined in, and the view's filter on it. */
function claimed<Q extends { leftJoin: unknown }>(query: Q, kind: DeskItemKind, itemRef: string, view: QueueView): Q {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the join is the same for both readers' differently typed queries
  let q = (query as any).leftJoin('desk_assignments as a', (join: any) => join.onRef('a.item_id', '=', itemRef).on('a.item_kind', '=', kind))
    .select(['a.staff_id as a_staff_id', 'a.staff_name as a_staff_name', 'a.assigned_at as a_assigned_at']);
  if (view.owner === 'mine') q = q.where('a.staff_id', '=', view.staffId ?? 0);
  if (view.owner === 'free') q = q.where('a.staff_id', 'is', null);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  const marked = (table: 'desk_item_marks' | 'desk_item_tags', column: string, value: string) => (eb: any) => eb.exists(eb.selectFrom(`${table} as mk`).select('mk.item_id')
    .whereRef('mk.item_id', '=', itemRef).where('mk.item_kind', '=', kind).where(`mk.${column}`, '=', value));
  if (view.priority === 'normal') q = q.where((eb: { not: (e: unknown) => unknown }) => eb.not(marked('desk_item_marks', 'item_kind', kind)(eb)));
  else if (view.priority) q = q.where(marked('desk_item_marks', 'priority', view.priority));
  if (view.tag) q = q.where(marked('desk_item_tags', 'tag', view.tag));
  return q as Q;
}

async function contactMessages(db: Db, view: QueueView): Promise<QueueItem[]> {
  // A message the sender answered back to waits since that mail, and shows it.
  const query = db.selectFrom('contact_messages as c').leftJoin('desk_threads as t', 't.contact_message_id', 'c.id')
    .select(['c.id', 'c.received_at', 'c.name', 'c.order_number', 'c.message', 't.awaiting_since'])
    .select((eb) => eb.selectFrom('desk_thread_messages as m').select('m.text').whereRef('m.thread_id', '=', 't.id').where('m.direction', '=', 'reply')
      .orderBy('m.id', 'desc').limit(1).as('latest'))
    .where('c.status', '=', 'new').where('c.anonymised_at', 'is', null).orderBy('c.received_at').orderBy('c.id').limit(view.limit ?? PER_KIND);
  const rows = await claimed(query, 'contact', 'c.id', view).execute() as (Awaited<ReturnType<typeof query.execute>>[number] & Assigned)[];
  const marks = await marksOfMany(db, 'contact', rows.map((row) => row.id));
  return rows.map((row) => ({
    ...blank, kind: 'contact', id: row.id, since: row.awaiting_since ?? row.received_at, who: row.name, orderNumber: row.order_number,
    excerpt: excerpt(row.awaiting_since && row.latest ? row.latest : row.message), assignee: assigneeOfRow(row), ...(marks.get(row.id) ?? {}),
  }));
}

async function shopperReplies(db: Db, view: QueueView): Promise<QueueItem[]> {
  const query = db.selectFrom('desk_threads as t').innerJoin('orders as o', 'o.id', 't.order_id')
    .select(['t.id', 't.order_id', 't.awaiting_since', 't.email', 'o.number'])
    .select((eb) => eb.selectFrom('desk_thread_messages as m').select('m.text').whereRef('m.thread_id', '=', 't.id').where('m.direction', '=', 'reply')
      .orderBy('m.id', 'desc').limit(1).as('latest'))
    .where('t.awaiting_since', 'is not', null).orderBy('t.awaiting_since').orderBy('t.id').limit(view.limit ?? PER_KIND);
  const rows = await claimed(query, 'order', 't.order_id', view).execute() as (Awaited<ReturnType<typeof query.execute>>[number] & Assigned)[];
  const marks = await marksOfMany(db, 'order', rows.map((row) => row.order_id!));
  return rows.map((row) => ({
    ...blank, kind: 'reply', id: row.id, since: row.awaiting_since!, who: row.email, orderNumber: row.number, excerpt: excerpt(row.latest ?? null), assignee: assigneeOfRow(row),
    ...(marks.get(row.order_id!) ?? {}),
  }));
}

async function withdrawals(db: Db): Promise<QueueItem[]> {
  const rows = await db.selectFrom('withdrawals as w').innerJoin('order_shops as p', 'p.id', 'w.order_shop_id').innerJoin('orders as o', 'o.id', 'w.order_id')
    .select(['w.id', 'w.received_at', 'w.name', 'o.number as orderNumber', 'p.number as partNumber', 'p.shop_id', 'p.shop_name', 'p.status'])
    .where('w.refunded_at', 'is', null).where('p.status', '!=', 'refunded').orderBy('w.received_at').orderBy('w.id').limit(PER_KIND).execute();
  return rows.map((row) => ({
    ...blank, kind: 'withdrawal', id: row.id, since: row.received_at, who: row.name, orderNumber: row.orderNumber, partNumber: row.partNumber,
    shopId: row.shop_id, excerpt: row.shop_name, code: row.status,
  }));
}

async function heldImports(db: Db): Promise<QueueItem[]> {
  const rows = await db.selectFrom('feed_imports as i').innerJoin('shops as s', 's.id', 'i.shop_id')
    .select(['i.id', 'i.created_at', 'i.hold_reason', 's.id as shopId', 's.name'])
    .where('i.status', '=', 'held').orderBy('i.created_at').orderBy('i.id').limit(PER_KIND).execute();
  return rows.map((row) => ({ ...blank, kind: 'import', id: row.id, since: row.created_at, who: row.name, shopId: row.shopId, holds: holdsOf(row.hold_reason) }));
}

async function failedMails(db: Db): Promise<QueueItem[]> {
  // Given up, and no later copy of it (same kind, order and recipient) is sent or still on its way.
  const rows = await db.selectFrom('mail_queue as m').leftJoin('orders as o', 'o.id', 'm.order_id')
    .select(['m.id', 'm.failed_at', 'm.kind', 'm.subject', 'm.last_error', 'o.number'])
    .where('m.failed_at', 'is not', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('mail_queue as later').select('later.id')
      .whereRef('later.id', '>', 'm.id').whereRef('later.kind', '=', 'm.kind').whereRef('later.recipient', '=', 'm.recipient')
      .where((eb) => eb.or([eb('later.order_id', '=', eb.ref('m.order_id')), eb.and([eb('later.order_id', 'is', null), eb('m.order_id', 'is', null)])]))
      .where('later.failed_at', 'is', null))))
    .orderBy('m.failed_at').orderBy('m.id').limit(PER_KIND).execute();
  return rows.map((row) => ({ ...blank, kind: 'mail', id: row.id, since: row.failed_at!, who: row.subject, orderNumber: row.number ?? null, excerpt: excerpt(row.last_error), code: row.kind }));
}

const READERS: Record<QueueKind, (db: Db, view: QueueView) => Promise<QueueItem[]>> = {
  contact: contactMessages, reply: shopperReplies, withdrawal: withdrawals, import: heldImports, mail: failedMails,
};
/** What an agent can take: the rest (withdrawals, feeds, mails) is nobody's own. */
const ASSIGNABLE: readonly QueueKind[] = ['contact', 'reply'];

export async function workQueue(db: Db, only?: QueueKind, view: QueueView = {}): Promise<{ items: QueueItem[]; counts: Record<QueueKind, number> }> {
  // Priority and tags are an agent's items' only: a filter by them leaves the rest out.
  const agentsOnly = view.owner === 'mine' || view.priority !== undefined || Boolean(view.tag);
  const lists = await Promise.all(QUEUE_KINDS.map((kind) => (agentsOnly && !ASSIGNABLE.includes(kind) ? Promise.resolve([]) : READERS[kind](db, view))));
  const counts = Object.fromEntries(QUEUE_KINDS.map((kind, index) => [kind, lists[index]!.length])) as Record<QueueKind, number>;
  // Urgent first, then high; within a priority the oldest first.
  const items = lists.flat().filter((item) => !only || item.kind === only)
    .sort((a, b) => priorityRank(a.priority) - priorityRank(b.priority)
      || (a.since < b.since ? -1 : a.since > b.since ? 1 : QUEUE_KINDS.indexOf(a.kind) - QUEUE_KINDS.indexOf(b.kind) || a.id - b.id));
  return { items, counts };
}

/**
 * Assigns the oldest free item an agent can take (a contact message, or a shopper's mail back on an
 * order) to the agent. A colleague taking the same item first makes this one try the next: each
 * agent ends with an item of their own, never one already taken.
 */
export async function takeNextItem(db: Db, agent: { id: number; name: string }, now = new Date()): Promise<{ kind: DeskItemKind; id: number; orderNumber: string | null } | undefined> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const free = (await Promise.all([contactMessages(db, { owner: 'free', limit: 5 }), shopperReplies(db, { owner: 'free', limit: 5 })])).flat()
      .sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : a.id - b.id));
    if (free.length === 0) return undefined;
    for (const item of free.slice(0, 5)) {
      const kind: DeskItemKind = item.kind === 'contact' ? 'contact' : 'order';
      const id = kind === 'contact' ? item.id : (await db.selectFrom('desk_threads').select('order_id').where('id', '=', item.id).executeTakeFirst())?.order_id;
      if (id === null || id === undefined) continue;
      const inserted = await db.insertInto('desk_assignments').values({ item_kind: kind, item_id: id, staff_id: agent.id, staff_name: agent.name, assigned_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['item_kind', 'item_id']).doNothing()).executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind, id, orderNumber: item.orderNumber };
    }
  }
  return undefined;
}
