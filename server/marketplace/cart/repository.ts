/** Cart data access: every query of the cart lives here. Money is integer cents. */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { Schema } from '../db/schema';
import { compiledOnce } from '../db/compiled-once';
import { turnMemo } from '../db/turn-memo';
import { articleName, deliveredPrice } from '../catalogue';
import { shopOnSale } from '../shops';

export const MAX_QUANTITY = 99;
export const MAX_CART_LINES = 100;

export interface CartLineRow {
  id: number;
  offer_id: number;
  model_id: number | null;
  quantity: number;
  article_id: number;
  price_cents: number;
  refund_cents: number;
  delivery_days: number;
  article_number: string;
  norm_number: string;
  category_id: number;
  /** The part type and the article's key facts, in the request language (catalogue/key-facts). */
  title: string;
  brand_name: string;
  shop_id: number;
  shop_name: string;
  shop_slug: string;
  shop_rating: number;
  shop_country: string;
  /** HH:MM: orders before it are handled the same working day. */
  shop_cutoff: string;
  /** shops.payment_methods as stored. */
  shop_payment_methods: string;
  cost_cents: number | null;
  free_from_cents: number | null;
  delivery_days_min: number | null;
  delivery_days_max: number | null;
  previous_price_cents?: number | null;
}

/** The visitor's cart lines; read once for the cart and its optimisation asked together (db/turn-memo.ts). */
/**
 * The session's cart lines joined to their offer, article, brand, shop, the shop's shipping to the
 * country and the category's title (ct in the edition's language, cd in German): what the cart and
 * the checkout's quote both read, each selecting its own columns.
 */
export function sessionCartLines(db: Db, sid: string, country: string, langNo: number) {
  return db
    .selectFrom('cart_lines as cl')
    .innerJoin('offers as o', 'o.id', 'cl.offer_id')
    .innerJoin('articles as a', 'a.id', 'o.article_id')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .leftJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', country))
    .leftJoin('category_texts as ct', (join) => join.onRef('ct.category_id', '=', 'a.category_id').on('ct.lang_no', '=', langNo))
    .leftJoin('category_texts as cd', (join) => join.onRef('cd.category_id', '=', 'a.category_id').on('cd.lang_no', '=', 1))
    .where('cl.session_id', '=', sid)
    .where(shopOnSale('o.shop_id'));
}

const readCartLines = compiledOnce((db: Db, sid: string, country: string, langNo: number) =>
  sessionCartLines(db, sid, country, langNo)
    // A line whose offer has no stock is shown apart (unavailable.ts), outside the sums.
    .where('o.stock', '>', 0)
    .leftJoin('offer_price_changes as pc', (join) =>
      join.onRef('pc.offer_id', '=', 'cl.offer_id').onRef('pc.changed_at', '>', 'cl.added_at').onRef('pc.old_price_cents', '<>', 'o.price_cents'),
    )
    .select((eb) => [
      'cl.id',
      'cl.offer_id',
      'cl.model_id',
      'cl.quantity',
      'o.article_id',
      'o.price_cents',
      'o.refund_cents',
      'o.delivery_days',
      'a.article_number',
      'a.norm_number',
      'a.category_id',
      'a.criteria',
      eb.fn.coalesce('ct.title', 'cd.title').as('part_type'),
      'cd.title as kind',
      'b.name as brand_name',
      's.id as shop_id',
      's.name as shop_name',
      's.slug as shop_slug',
      's.rating as shop_rating',
      's.country as shop_country',
      's.dispatch_cutoff as shop_cutoff',
      's.payment_methods as shop_payment_methods',
      'sh.cost_cents',
      'sh.free_from_cents',
      'sh.delivery_days_min',
      'sh.delivery_days_max',
      'pc.old_price_cents as previous_price_cents',
    ])
    .orderBy('cl.id'),
);

/** A battery's line carries the deposit of the delivery country's law inside its price (catalogue/deposits.ts), as the checkout will charge it. */
export const cartLines = turnMemo(async (db: Db, sid: string, country: string, langNo: number): Promise<CartLineRow[]> =>
  (await readCartLines(db, sid, country, langNo)).map(({ part_type, criteria, kind, ...row }) => {
    const delivered = deliveredPrice({ kind, priceCents: row.price_cents, refundCents: row.refund_cents }, country);
    // A price from before the line was added is read the same way: the deposit is no price change.
    const previous = row.previous_price_cents == null ? row.previous_price_cents
      : deliveredPrice({ kind, priceCents: row.previous_price_cents, refundCents: row.refund_cents }, country).priceCents;
    return { ...row, price_cents: delivered.priceCents, refund_cents: delivered.refundCents, previous_price_cents: previous, title: articleName(part_type, criteria, langNo, row.article_number) };
  }));

export async function countUnits(db: Db, sid: string): Promise<number> {
  const row = await db
    .selectFrom('cart_lines')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('session_id', '=', sid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function offerArticle(db: Db, offerId: number): Promise<{ article_id: number; stock: number } | undefined> {
  return db.selectFrom('offers').select(['article_id', 'stock']).where('id', '=', offerId).where(shopOnSale('offers.shop_id')).executeTakeFirst();
}

export async function modelExists(db: Db, modelId: number): Promise<boolean> {
  return (await db.selectFrom('models').select('id').where('id', '=', modelId).executeTakeFirst()) !== undefined;
}

export type CartLineIdentity = { id: number; offer_id: number; model_id: number | null; quantity: number };

export async function lineOf(db: Db, sid: string, lineId: number): Promise<CartLineIdentity | undefined> {
  return db.selectFrom('cart_lines').select(['id', 'offer_id', 'model_id', 'quantity']).where('id', '=', lineId).where('session_id', '=', sid).executeTakeFirst();
}

/** The session's line of the offer for the vehicle ('any': the offer's first line, whichever vehicle). */
export async function lineOfOffer(db: Db, sid: string, offerId: number, modelId: number | null | 'any'): Promise<{ lineId: number; quantity: number } | undefined> {
  let query = db.selectFrom('cart_lines').select(['id', 'quantity']).where('session_id', '=', sid).where('offer_id', '=', offerId);
  if (modelId !== 'any') query = query.where((eb) => sameModel(eb, modelId));
  const row = await query.orderBy('id').executeTakeFirst();
  return row ? { lineId: row.id, quantity: row.quantity } : undefined;
}

/** The same vehicle, a missing one included (NULL = NULL is not true in SQL). */
function sameModel(eb: ExpressionBuilder<Schema, 'cart_lines'>, modelId: number | null) {
  return modelId === null ? eb('model_id', 'is', null) : eb('model_id', '=', modelId);
}

/**
 * The unique index a line's identity meets (session, offer, vehicle); an upsert's conflict target
 * must name its expression exactly. PostgreSQL has an ifnull() of the same meaning (the migration
 * defines it), so the target is the same on both backends.
 */
const LINE_IDENTITY = sql`session_id, offer_id, ifnull(model_id, 0)`;

export type AddOutcome = { ok: true; lineId: number; quantity: number } | { ok: false; reason: 'cart_full' };

/**
 * One UPSERT: concurrent adds of the same offer meet on the unique line identity and both count.
 * Quantities stop at MAX_QUANTITY per line.
 */
export async function addToCart(db: Db, sid: string, offerId: number, modelId: number | null, quantity: number, now = new Date()): Promise<AddOutcome> {
  const row = await db
    .insertInto('cart_lines')
    .columns(['session_id', 'offer_id', 'model_id', 'quantity', 'added_at'])
    .expression(
      db
        .selectNoFrom([
          sql<string>`cast(${sid} as text)`.as('session_id'),
          sql<number>`cast(${offerId} as integer)`.as('offer_id'),
          sql<number | null>`cast(${modelId} as integer)`.as('model_id'),
          sql<number>`cast(${quantity} as integer)`.as('quantity'),
          sql<string>`cast(${now.toISOString()} as text)`.as('added_at'),
        ])
        .where((w) =>
          w.or([
            w(w.selectFrom('cart_lines').select((c) => c.fn.countAll<number>().as('n')).where('session_id', '=', sid), '<', MAX_CART_LINES),
            w.exists(
              w
                .selectFrom('cart_lines')
                .select('id')
                .where('session_id', '=', sid)
                .where('offer_id', '=', offerId)
                .where((c) => sameModel(c, modelId)),
            ),
          ]),
        ),
    )
    .onConflict((oc) =>
      oc.expression(LINE_IDENTITY).doUpdateSet((eb) => {
        const sum = eb(eb.ref('cart_lines.quantity'), '+', eb.ref('excluded.quantity'));
        return { quantity: eb.case().when(sum, '>', MAX_QUANTITY).then(MAX_QUANTITY).else(sum).end() };
      }),
    )
    .returning(['id', 'quantity'])
    .executeTakeFirst();
  return row ? { ok: true, lineId: row.id, quantity: row.quantity } : { ok: false, reason: 'cart_full' };
}

export async function setQuantity(db: Db, sid: string, lineId: number, quantity: number): Promise<boolean> {
  const result =
    quantity === 0
      ? await db.deleteFrom('cart_lines').where('id', '=', lineId).where('session_id', '=', sid).executeTakeFirst()
      : await db.updateTable('cart_lines').set({ quantity }).where('id', '=', lineId).where('session_id', '=', sid).executeTakeFirst();
  return Number('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows) > 0;
}

export async function deleteLine(db: Db, sid: string, lineId: number): Promise<boolean> {
  return setQuantity(db, sid, lineId, 0);
}

export async function clearCart(db: Db, sid: string): Promise<void> {
  await db.deleteFrom('cart_lines').where('session_id', '=', sid).execute();
}

/**
 * Moves a line to another offer of the same article, keeping quantity and vehicle. When the cart
 * already holds that offer for that vehicle the two lines merge. Returns the surviving line id.
 */
export async function replaceOffer(db: Db, sid: string, lineId: number, toOfferId: number): Promise<number | null> {
  return db.transaction().execute((tx) => replaceOfferInTransaction(tx, sid, lineId, toOfferId));
}

/** The same, for callers already inside a transaction (the optimiser's apply). */
export async function replaceOfferInTransaction(tx: Db, sid: string, lineId: number, toOfferId: number): Promise<number | null> {
  const line = await lineOf(tx, sid, lineId);
  if (!line) return null;
  if (line.offer_id === toOfferId) return line.id;
  const twin = await tx
    .selectFrom('cart_lines')
    .select('id')
    .where('session_id', '=', sid)
    .where('offer_id', '=', toOfferId)
    .where((eb) => sameModel(eb, line.model_id))
    .executeTakeFirst();
  if (twin) {
    await tx
      .updateTable('cart_lines')
      .set((eb) => {
        const sum = eb(eb.ref('quantity'), '+', line.quantity);
        return { quantity: eb.case().when(sum, '>', MAX_QUANTITY).then(MAX_QUANTITY).else(sum).end() };
      })
      .where('id', '=', twin.id)
      .execute();
    await tx.deleteFrom('cart_lines').where('id', '=', line.id).execute();
    return twin.id;
  }
  await tx.updateTable('cart_lines').set({ offer_id: toOfferId }).where('id', '=', line.id).execute();
  return line.id;
}

export interface CandidateOfferRow {
  offer_id: number;
  article_id: number;
  shop_id: number;
  price_cents: number;
  cost_cents: number;
  free_from_cents: number | null;
}

const readDeliverableOffers = compiledOnce((db: Db, articleIds: number[], country: string) =>
  db
    .selectFrom('offers as o')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', country))
    .innerJoin('articles as a', 'a.id', 'o.article_id')
    .leftJoin('category_texts as cd', (join) => join.onRef('cd.category_id', '=', 'a.category_id').on('cd.lang_no', '=', 1))
    .select(['o.id as offer_id', 'o.article_id', 'o.shop_id', 'o.price_cents', 'o.refund_cents', 'cd.title as kind', 'sh.cost_cents', 'sh.free_from_cents'])
    .where('o.article_id', 'in', articleIds)
    .where('o.stock', '>', 0)
    .where(shopOnSale('o.shop_id'))
    .orderBy('o.id'),
);

/** Every offer of these articles from a shop that ships to the country and has stock, at its price delivered there (a battery with that country's deposit). */
export async function deliverableOffers(db: Db, articleIds: number[], country: string): Promise<CandidateOfferRow[]> {
  if (articleIds.length === 0) return [];
  return (await readDeliverableOffers(db, articleIds, country)).map(({ refund_cents, kind, ...row }) =>
    ({ ...row, price_cents: deliveredPrice({ kind, priceCents: row.price_cents, refundCents: refund_cents }, country).priceCents }));
}

const readShops = compiledOnce((db: Db, ids: number[]) => db.selectFrom('shops').select(['id', 'name', 'slug', 'rating']).where('id', 'in', ids).orderBy('id'));

export async function shopsByIds(db: Db, ids: number[]): Promise<{ id: number; name: string; slug: string; rating: number }[]> {
  return ids.length === 0 ? [] : readShops(db, ids);
}

/** The offers of these ids that exist, each with its stock (one with none cannot be put in a cart). */
export async function knownOfferStock(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('offers').select(['id', 'stock']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, Number(r.stock)]));
}

export async function knownModelIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('models').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Claims a line for an order: deletes it if it is still as quoted (offer and quantity). False when
 * another order claimed it first or the shopper changed it since.
 */
export async function claimQuotedLine(db: Db, sid: string, line: { lineId: number; offerId: number; quantity: number }): Promise<boolean> {
  const claimed = await db.deleteFrom('cart_lines').where('id', '=', line.lineId).where('session_id', '=', sid)
    .where('offer_id', '=', line.offerId).where('quantity', '=', line.quantity).executeTakeFirst();
  return Number(claimed.numDeletedRows) === 1;
}

/** A visitor who signs in takes their cart into the account's new session. */
export async function moveCart(db: Db, fromSid: string, toSid: string): Promise<void> {
  await db.updateTable('cart_lines').set({ session_id: toSid }).where('session_id', '=', fromSid).execute();
}

/** The lines in the carts of an account's sessions, oldest first: what the shopper put there is theirs too. */
export async function accountCartLines(db: Db, userId: number) {
  return db.selectFrom('cart_lines as c').innerJoin('sessions as s', 's.id', 'c.session_id')
    .select(['c.offer_id as offerId', 'c.model_id as modelId', 'c.quantity', 'c.added_at as addedAt']).where('s.user_id', '=', userId).orderBy('c.id').execute();
}
