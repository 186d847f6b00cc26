/**
 * What became of a place-order key whose answer the web tier never got (it stopped waiting): the
 * order it placed, or nothing, for certain. "Nothing" is made certain by settling the key as
 * placing nothing in the same unique index the placement takes it in first: a placement still
 * under way then finds the key taken and rolls back, and on PostgreSQL a placement that took the
 * key first makes this wait for its commit or rollback.
 */
import type { Db } from '../db/connection';
import { orderThatTookTheCart } from './place';
import { buildQuote } from './quote';
import { orderByIdempotencyKey } from './repository';
import { orderToken } from './signing';

export type SettleOutcome =
  | { kind: 'placed'; number: string; token: string }
  | { kind: 'none' }
  /** The key placed another session's order. */
  | { kind: 'keyUsed' };

/** Where the cart is quoted: the request's delivery country and edition language. */
export interface CartPlace {
  country: string;
  langNo: number;
}

export async function settleOrderKey(db: Db, sid: string, key: string, cart: CartPlace, now = new Date()): Promise<SettleOutcome> {
  const settled = await db.insertInto('order_keys').values({ idempotency_key: key, placed: 0, at: now.toISOString() })
    .onConflict((oc) => oc.column('idempotency_key').doNothing()).returning('idempotency_key').executeTakeFirst();
  const order = settled ? undefined : await orderByIdempotencyKey(db, key);
  // Settled now or before (a second question): nothing with this key, but perhaps with another.
  if (!order) return (await orderOfTheCart(db, sid, cart, now)) ?? { kind: 'none' };
  if (order.sessionId !== sid) return { kind: 'keyUsed' };
  return { kind: 'placed', number: order.number, token: await orderToken(db, order.number) };
}

/** The order that emptied the session's cart just now, when its cart is empty. */
async function orderOfTheCart(db: Db, sid: string, cart: CartPlace, now: Date): Promise<SettleOutcome | undefined> {
  const quote = await buildQuote(db, sid, cart.country, cart.langNo, now);
  if (quote.shops.length > 0) return undefined;
  const taken = await orderThatTookTheCart(db, sid, now);
  return taken?.kind === 'placed' ? { kind: 'placed', number: taken.number, token: taken.token } : undefined;
}

/** Whether the key was settled as placing nothing: a form posted again with it must not place an order. */
export async function keySettled(db: Db, key: string): Promise<boolean> {
  const row = await db.selectFrom('order_keys').select('placed').where('idempotency_key', '=', key).executeTakeFirst();
  return row !== undefined && Number(row.placed) === 0;
}
