/**
 * The audit log: every staff action, who did it, when, and which order or shop it touched. Rows
 * are only ever added. The detail is short and names things by number, never a shopper's data.
 */
import type { AuditEntry } from '../../../contract/calls/staff';
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

/** The detail's account numbers as the person's name: a reader knows people, not account numbers. */
async function withPeopleNamed(db: Db, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const parsed = entries.map((entry) => {
    try {
      return entry.detail ? JSON.parse(entry.detail) as Record<string, unknown> : null;
    } catch {
      return null;
    }
  });
  const ids = [...new Set(parsed.flatMap((detail) => ACCOUNT_FACTS.flatMap((fact) => (typeof detail?.[fact] === 'number' ? [detail[fact]] : []))))];
  if (ids.length === 0) return entries;
  const rows = await db.selectFrom('staff').select(['id', 'name', 'email']).where('id', 'in', ids).execute();
  const names = new Map(rows.map((row) => [row.id, row.name.trim() || row.email]));
  return entries.map((entry, i) => {
    const detail = parsed[i];
    if (!detail || !ACCOUNT_FACTS.some((fact) => typeof detail[fact] === 'number')) return entry;
    const named = Object.fromEntries(Object.entries(detail).map(([key, value]) => ((ACCOUNT_FACTS as readonly string[]).includes(key) && typeof value === 'number' ? ['person', names.get(value) ?? null] : [key, value])));
    return { ...entry, detail: JSON.stringify(named) };
  });
}

export async function auditEntries(db: Db, filter: { orderNumber?: string; shopId?: number }, limit = 200): Promise<AuditEntry[]> {
  let query = db.selectFrom('staff_audit')
    .select(['id', 'at', 'staff_email as staffEmail', 'action', 'order_number as orderNumber', 'shop_id as shopId', 'detail'])
    .orderBy('id', 'desc').limit(limit);
  if (filter.orderNumber) query = query.where('order_number', '=', filter.orderNumber);
  if (filter.shopId) query = query.where('shop_id', '=', filter.shopId);
  return withPeopleNamed(db, await query.execute());
}
