/**
 * A cart write (add, quantity change, removal) carries a key the page made for it. The write and
 * its key are committed together, the key first: a write sent again with its key (the shopper sent
 * the form again after no answer came) is not applied again and answers what the first one did.
 * The web tier that gave up waiting asks by the key (settleWriteKey): a key nobody took is then
 * taken as "nothing", so a write still under way finds it taken and rolls back, and on PostgreSQL a
 * write that took the key first makes the question wait for its commit or rollback. Either answer
 * is then final. Keys are the session's own (a stored page hands one key to many visitors) and are
 * let go after a day.
 */
import type { Db } from '../db/connection';

export type CartWrite =
  | { did: 'add'; offerId: number; quantity: number }
  | { did: 'change'; lineId: number; quantity: number }
  | { did: 'remove'; lineId: number };

export type Recorded = { did: 'nothing' } | { did: CartWrite['did']; target: number; quantity: number | null };

export type KeyedOutcome<T> =
  | { kind: 'applied'; value: T }
  /** The write found nothing to do (no such line, the cart full): nothing kept, the key left free. */
  | { kind: 'refused' }
  /** The same write came before with this key: not applied again. */
  | { kind: 'replayed' }
  /** The key was settled as doing nothing: this write may not be applied, ever. */
  | { kind: 'settled' }
  /** The key was used for another write. */
  | { kind: 'keyUsed' };

export type SettleOutcome = { kind: 'nothing' } | { kind: 'applied'; write: CartWrite };

const KEEP_MS = 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

class KeyTaken extends Error {}
class Refused extends Error {}

const targetOf = (write: CartWrite) => (write.did === 'add' ? write.offerId : write.lineId);
const quantityOf = (write: CartWrite) => (write.did === 'remove' ? null : write.quantity);

function writeOf(row: { did: string; target: number | null; quantity: number | null }): Recorded {
  if (row.did === 'add') return { did: 'add', target: Number(row.target), quantity: row.quantity === null ? null : Number(row.quantity) };
  if (row.did === 'change') return { did: 'change', target: Number(row.target), quantity: row.quantity === null ? null : Number(row.quantity) };
  if (row.did === 'remove') return { did: 'remove', target: Number(row.target), quantity: null };
  return { did: 'nothing' };
}

async function recorded(db: Db, sid: string, key: string): Promise<Recorded | undefined> {
  const row = await db.selectFrom('cart_write_keys').select(['did', 'target', 'quantity']).where('session_id', '=', sid).where('idempotency_key', '=', key).executeTakeFirst();
  return row ? writeOf(row) : undefined;
}

/** Takes the key for a write (or for nothing); false when it was taken before. */
async function take(db: Db, sid: string, key: string, did: string, target: number | null, quantity: number | null, now: Date): Promise<boolean> {
  const taken = await db.insertInto('cart_write_keys').values({ session_id: sid, idempotency_key: key, did, target, quantity, at: now.toISOString() })
    .onConflict((oc) => oc.columns(['session_id', 'idempotency_key']).doNothing()).returning('idempotency_key').executeTakeFirst();
  return taken !== undefined;
}

/**
 * Applies `apply` with the key taken in the same transaction. `apply` answers null when there is
 * nothing to do: then nothing is kept, the key included. Without a key the write is applied alone.
 */
export async function keyedWrite<T>(db: Db, sid: string, key: string | undefined, write: CartWrite, apply: (db: Db) => Promise<T | null>, now = new Date()): Promise<KeyedOutcome<T>> {
  if (key === undefined) {
    const value = await apply(db);
    return value === null ? { kind: 'refused' } : { kind: 'applied', value };
  }
  try {
    const value = await db.transaction().execute(async (tx) => {
      if (!(await take(tx, sid, key, write.did, targetOf(write), quantityOf(write), now))) throw new KeyTaken();
      const value = await apply(tx);
      if (value === null) throw new Refused();
      return value;
    });
    return { kind: 'applied', value };
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused' };
    if (!(error instanceof KeyTaken)) throw error;
  }
  const first = await recorded(db, sid, key);
  if (!first || first.did === 'nothing') return { kind: 'settled' };
  return first.did === write.did && first.target === targetOf(write) && first.quantity === quantityOf(write) ? { kind: 'replayed' } : { kind: 'keyUsed' };
}

/** What became of the key's write: applied (what it was), or nothing, for certain from now on. */
export async function settleWriteKey(db: Db, sid: string, key: string, now = new Date()): Promise<SettleOutcome> {
  if (await take(db, sid, key, 'nothing', null, null, now)) return { kind: 'nothing' };
  const first = await recorded(db, sid, key);
  if (!first || first.did === 'nothing') return { kind: 'nothing' };
  const write: CartWrite = first.did === 'add' ? { did: 'add', offerId: first.target, quantity: first.quantity ?? 0 }
    : first.did === 'change' ? { did: 'change', lineId: first.target, quantity: first.quantity ?? 0 }
    : { did: 'remove', lineId: first.target };
  return { kind: 'applied', write };
}

const lastPrune = new WeakMap<Db, number>();

/** Lets keys older than a day go; at most once an hour per database handle. */
export async function pruneWriteKeys(db: Db, now = new Date()): Promise<void> {
  if (now.getTime() - (lastPrune.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now.getTime());
  await db.deleteFrom('cart_write_keys').where('at', '<', new Date(now.getTime() - KEEP_MS).toISOString()).execute();
}
