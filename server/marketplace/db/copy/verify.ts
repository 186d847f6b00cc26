/**
 * Checks a copy: the same number of rows in every table on both sides, and for a sample of carts
 * (sessions with cart lines, spread over the whole table) the same lines, field by field.
 */
import type { Db } from '../connection';
import type { CopiedTable } from './tables';
import type { Kysely } from 'kysely';

export interface TableCheck { table: string; source: number; target: number; same: boolean }
export interface CartCheck { sessionId: string; lines: number; same: boolean }
export interface CopyCheck { tables: TableCheck[]; carts: CartCheck[]; ok: boolean }

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

async function rowCount(db: Db, table: string): Promise<number> {
  const row = await (db as unknown as AnyDb).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A cart's lines in a fixed order, as plain values (so both backends' rows compare equal). */
async function cartLines(db: Db, sessionId: string) {
  const lines = await db.selectFrom('cart_lines').select(['id', 'offer_id', 'model_id', 'quantity', 'added_at']).where('session_id', '=', sessionId).orderBy('id').execute();
  return lines.map((line) => [line.id, line.offer_id, line.model_id, line.quantity, line.added_at].map((value) => (value === null ? null : String(value))));
}

export async function verifyCopy(source: Db, target: Db, tables: CopiedTable[], sampleCarts = 20): Promise<CopyCheck> {
  const checks: TableCheck[] = [];
  for (const { name } of tables) {
    const [a, b] = [await rowCount(source, name), await rowCount(target, name)];
    checks.push({ table: name, source: a, target: b, same: a === b });
  }
  // Every n-th cart by session id, so a large shop is sampled across its whole history.
  const sessions = await source.selectFrom('cart_lines').select('session_id').distinct().orderBy('session_id').execute();
  const step = Math.max(1, Math.floor(sessions.length / sampleCarts));
  const carts: CartCheck[] = [];
  for (let i = 0; i < sessions.length && carts.length < sampleCarts; i += step) {
    const sessionId = sessions[i]!.session_id;
    const [a, b] = [await cartLines(source, sessionId), await cartLines(target, sessionId)];
    carts.push({ sessionId, lines: a.length, same: JSON.stringify(a) === JSON.stringify(b) });
  }
  return { tables: checks, carts, ok: checks.every((c) => c.same) && carts.every((c) => c.same) };
}
