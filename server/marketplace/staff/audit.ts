/**
 * The audit log: every staff action, who did it, when, and which order or shop it touched. Rows
 * are only ever added. The detail is short and names things by number, never a shopper's data.
 */
import type { AuditEntry, AuditPageAnswer } from '../../../contract/calls/staff';
import { contains, containingPattern } from '../db/containing';
import type { Db } from '../db/connection';

export interface Actor {
  /** The staff account; null for a shop's API key acting in the portal. */
  id: number | null;
  email: string;
}

export interface AuditFacts {
  orderNumber?: string | null;
  shopId?: number | null;
  detail?: Record<string, string | number | boolean | null>;
}

export async function recordAudit(db: Db, actor: Actor, action: string, facts: AuditFacts = {}, now = new Date()): Promise<void> {
  await db.insertInto('staff_audit').values({
    at: now.toISOString(), staff_id: actor.id, staff_email: actor.email, action,
    order_number: facts.orderNumber ?? null, shop_id: facts.shopId ?? null,
    detail: facts.detail ? JSON.stringify(facts.detail) : null,
  }).execute();
}

/** The facts that name a staff account by its number (an invitation, a removal). */
const ACCOUNT_FACTS = ['staffId', 'account'] as const;
/** Numbers that mean nothing to a reader once what they point at is named (or the order column says it). */
const UNNAMED_FACTS = new Set(['noteId', 'replyId', 'newMailId']);

type Detail = Record<string, unknown>;

const parsedDetail = (entry: AuditEntry): Detail | null => {
  try {
    return entry.detail ? JSON.parse(entry.detail) as Detail : null;
  } catch {
    return null;
  }
};

const numbersOf = (details: (Detail | null)[], facts: readonly string[]) => [...new Set(details.flatMap((detail) => facts.flatMap((fact) => (typeof detail?.[fact] === 'number' ? [detail[fact]] : []))))];

/**
 * The detail's numbers as what a reader knows: an account as the person's name, a review as its
 * author and first words, a contact message as its sender, a mail as its subject; numbers that
 * name nothing left out.
 */
async function withThingsNamed(db: Db, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const parsed = entries.map(parsedDetail);
  const accounts = numbersOf(parsed, ACCOUNT_FACTS);
  const reviews = numbersOf(parsed, ['reviewId']);
  const messages = numbersOf(parsed.filter((_, i) => entries[i]!.action.startsWith('contact_message')), ['messageId']);
  const mails = numbersOf(parsed, ['mailId']);
  const [people, reviewRows, messageRows, mailRows] = await Promise.all([
    accounts.length ? db.selectFrom('staff').select(['id', 'name', 'email']).where('id', 'in', accounts).execute() : [],
    reviews.length ? db.selectFrom('article_reviews').select(['id', 'author', 'text']).where('id', 'in', reviews).execute() : [],
    messages.length ? db.selectFrom('contact_messages').select(['id', 'name']).where('id', 'in', messages).execute() : [],
    mails.length ? db.selectFrom('mail_queue').select(['id', 'subject']).where('id', 'in', mails).execute() : [],
  ]);
  const names = new Map(people.map((row) => [row.id, row.name.trim() || row.email]));
  const reviewNames = new Map(reviewRows.map((row) => [row.id, `${row.author} · ${row.text.length > 40 ? `${row.text.slice(0, 40)}…` : row.text}`]));
  const messageNames = new Map(messageRows.map((row) => [row.id, row.name]));
  const mailNames = new Map(mailRows.map((row) => [row.id, row.subject]));
  return entries.map((entry, i) => {
    const detail = parsed[i];
    if (!detail) return entry;
    const named = Object.entries(detail).flatMap(([key, value]): [string, unknown][] => {
      if (UNNAMED_FACTS.has(key)) return [];
      if ((ACCOUNT_FACTS as readonly string[]).includes(key) && typeof value === 'number') return [['person', names.get(value) ?? null]];
      if (key === 'reviewId' && typeof value === 'number') return [['review', reviewNames.get(value) ?? null]];
      if (key === 'messageId' && typeof value === 'number' && entry.action.startsWith('contact_message')) return [['message', messageNames.get(value) ?? null]];
      if (key === 'messageId') return [];
      if (key === 'mailId' && typeof value === 'number') return [['mail', mailNames.get(value) ?? null]];
      return [[key, value]];
    });
    return { ...entry, detail: named.length ? JSON.stringify(Object.fromEntries(named)) : null };
  });
}

export interface AuditFilter {
  orderNumber?: string;
  shopId?: number;
  staffId?: number;
  action?: string;
  /** An order's number (or its start) or a shop's name or slug, in part. */
  object?: string;
  /** ISO instants: from inclusive, before exclusive. */
  from?: string;
  before?: string;
}

export const AUDIT_PAGE_SIZE = 50;

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('staff_audit as a');
  if (filter.orderNumber) query = query.where('a.order_number', '=', filter.orderNumber);
  if (filter.shopId) query = query.where('a.shop_id', '=', filter.shopId);
  if (filter.staffId) query = query.where('a.staff_id', '=', filter.staffId);
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (filter.from) query = query.where('a.at', '>=', filter.from);
  if (filter.before) query = query.where('a.at', '<', filter.before);
  const object = filter.object?.trim();
  if (object) {
    const pattern = containingPattern(object);
    query = query.where((eb) => eb.or([
      contains('a.order_number', pattern),
      eb('a.shop_id', 'in', eb.selectFrom('shops as s').select('s.id').where((inner) => inner.or([contains('s.name', pattern), contains('s.slug', pattern)]))),
    ]));
  }
  return query;
}

/** One page of the log, newest first, with the staff member's and the shop's names. */
export async function auditEntries(db: Db, filter: AuditFilter, limit = 200, offset = 0): Promise<AuditEntry[]> {
  const rows = await filtered(db, filter).leftJoin('staff as p', 'p.id', 'a.staff_id').leftJoin('shops as s', 's.id', 'a.shop_id')
    .select(['a.id', 'a.at', 'a.staff_email as staffEmail', 'p.name as staffName', 'a.action', 'a.order_number as orderNumber', 'a.shop_id as shopId', 's.name as shopName', 'a.detail'])
    .orderBy('a.id', 'desc').limit(limit).offset(offset).execute();
  return withThingsNamed(db, rows.map((row) => ({ ...row, staffName: row.staffName ?? null, shopName: row.shopName ?? null })));
}

/** The log as the desk pages it: the page asked for, how many entries match, and what the filter offers. */
export async function auditPage(db: Db, filter: AuditFilter, page: number): Promise<AuditPageAnswer> {
  const [total, entries, people, actions] = await Promise.all([
    filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    auditEntries(db, filter, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE),
    db.selectFrom('staff').select(['id', 'name', 'email']).where('shop_id', 'is', null).orderBy('name').execute(),
    db.selectFrom('staff_audit').select('action').distinct().orderBy('action').execute(),
  ]);
  return {
    entries, total: Number(total.n), page, pageSize: AUDIT_PAGE_SIZE,
    people: people.map((row) => ({ id: row.id, name: row.name.trim() || row.email })), actions: actions.map((row) => row.action),
  };
}
