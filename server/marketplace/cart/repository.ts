/** Cart data access: every SQL statement of the cart lives here. Money is integer cents. */
import { placeholders, statement } from '../catalogue/statements';
import { transaction, type Database } from '../db/connection';
import { turnMemo } from '../db/turn-memo';

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
  title: string | null;
  brand_name: string;
  shop_id: number;
  shop_name: string;
  shop_slug: string;
  shop_rating: number;
  cost_cents: number | null;
  free_from_cents: number | null;
  delivery_days_min: number | null;
  delivery_days_max: number | null;
  previous_price_cents?: number | null;
}

/** The visitor's cart lines; read once per turn for the cart and its optimisation together (db/turn-memo.ts). */
export const cartLines = turnMemo(function cartLines(db: Database, sid: string, country: string, langNo: number): CartLineRow[] {
  return statement(
    db,
    `SELECT cl.id, cl.offer_id, cl.model_id, cl.quantity,
            o.article_id, o.price_cents, o.refund_cents, o.delivery_days,
            a.article_number, a.norm_number, a.category_id,
            coalesce(ct.title, cd.title) AS title, b.name AS brand_name,
            s.id AS shop_id, s.name AS shop_name, s.slug AS shop_slug, s.rating AS shop_rating,
            sh.cost_cents, sh.free_from_cents, sh.delivery_days_min, sh.delivery_days_max, pc.old_price_cents AS previous_price_cents
       FROM cart_lines cl
       JOIN offers o ON o.id = cl.offer_id
       JOIN articles a ON a.id = o.article_id
       JOIN brands b ON b.id = a.brand_id
       JOIN shops s ON s.id = o.shop_id
       LEFT JOIN shop_shipping sh ON sh.shop_id = s.id AND sh.country = ?
       LEFT JOIN category_texts ct ON ct.category_id = a.category_id AND ct.lang_no = ?
       LEFT JOIN category_texts cd ON cd.category_id = a.category_id AND cd.lang_no = 1
       LEFT JOIN offer_price_changes pc ON pc.offer_id = cl.offer_id AND pc.changed_at > cl.added_at AND pc.old_price_cents <> o.price_cents
      WHERE cl.session_id = ?
      ORDER BY cl.id`,
  ).all(country, langNo, sid) as unknown as CartLineRow[];
});

export function countUnits(db: Database, sid: string): number {
  return (statement(db, 'SELECT coalesce(sum(quantity), 0) AS n FROM cart_lines WHERE session_id = ?').get(sid) as { n: number }).n;
}

export function offerArticle(db: Database, offerId: number): { article_id: number } | undefined {
  return statement(db, 'SELECT article_id FROM offers WHERE id = ?').get(offerId) as { article_id: number } | undefined;
}

export function modelExists(db: Database, modelId: number): boolean {
  return statement(db, 'SELECT 1 FROM models WHERE id = ?').get(modelId) !== undefined;
}

export function lineOf(db: Database, sid: string, lineId: number): { id: number; offer_id: number; model_id: number | null; quantity: number } | undefined {
  return statement(db, 'SELECT id, offer_id, model_id, quantity FROM cart_lines WHERE id = ? AND session_id = ?').get(lineId, sid) as
    | { id: number; offer_id: number; model_id: number | null; quantity: number }
    | undefined;
}

function lineCount(db: Database, sid: string): number {
  return (statement(db, 'SELECT count(*) AS n FROM cart_lines WHERE session_id = ?').get(sid) as { n: number }).n;
}

export type AddOutcome = { ok: true; lineId: number; quantity: number } | { ok: false; reason: 'cart_full' };

/**
 * One UPSERT: concurrent adds of the same offer meet on the unique line identity and both count.
 * Quantities stop at MAX_QUANTITY per line.
 */
export function addToCart(db: Database, sid: string, offerId: number, modelId: number | null, quantity: number, now = new Date()): AddOutcome {
  const upsert = statement(
    db,
    `INSERT INTO cart_lines (session_id, offer_id, model_id, quantity, added_at)
     SELECT ?, ?, ?, ?, ?
      WHERE (SELECT count(*) FROM cart_lines WHERE session_id = ?) < ${MAX_CART_LINES}
         OR EXISTS (SELECT 1 FROM cart_lines WHERE session_id = ? AND offer_id = ? AND ifnull(model_id, 0) = ifnull(?, 0))
     ON CONFLICT (session_id, offer_id, ifnull(model_id, 0)) DO UPDATE SET quantity = min(${MAX_QUANTITY}, quantity + excluded.quantity)
     RETURNING id, quantity`,
  );
  const row = upsert.get(sid, offerId, modelId, quantity, now.toISOString(), sid, sid, offerId, modelId) as { id: number; quantity: number } | undefined;
  return row ? { ok: true, lineId: row.id, quantity: row.quantity } : { ok: false, reason: 'cart_full' };
}

export function setQuantity(db: Database, sid: string, lineId: number, quantity: number): boolean {
  const sql = quantity === 0 ? 'DELETE FROM cart_lines WHERE id = ? AND session_id = ?' : 'UPDATE cart_lines SET quantity = ? WHERE id = ? AND session_id = ?';
  const result = quantity === 0 ? statement(db, sql).run(lineId, sid) : statement(db, sql).run(quantity, lineId, sid);
  return Number(result.changes) > 0;
}

export function deleteLine(db: Database, sid: string, lineId: number): boolean {
  return setQuantity(db, sid, lineId, 0);
}

export function clearCart(db: Database, sid: string): void {
  statement(db, 'DELETE FROM cart_lines WHERE session_id = ?').run(sid);
}

/**
 * Moves a line to another offer of the same article, keeping quantity and vehicle. When the cart
 * already holds that offer for that vehicle the two lines merge. Returns the surviving line id.
 */
export function replaceOffer(db: Database, sid: string, lineId: number, toOfferId: number): number | null {
  return transaction(db, () => replaceOfferInTransaction(db, sid, lineId, toOfferId));
}

/** The same, for callers already inside a transaction (the optimiser's apply). */
export function replaceOfferInTransaction(db: Database, sid: string, lineId: number, toOfferId: number): number | null {
  const line = lineOf(db, sid, lineId);
  if (!line) return null;
  if (line.offer_id === toOfferId) return line.id;
  const twin = statement(db, 'SELECT id, quantity FROM cart_lines WHERE session_id = ? AND offer_id = ? AND ifnull(model_id, 0) = ifnull(?, 0)').get(
    sid,
    toOfferId,
    line.model_id,
  ) as { id: number; quantity: number } | undefined;
  if (twin) {
    statement(db, 'UPDATE cart_lines SET quantity = min(?, quantity + ?) WHERE id = ?').run(MAX_QUANTITY, line.quantity, twin.id);
    statement(db, 'DELETE FROM cart_lines WHERE id = ?').run(line.id);
    return twin.id;
  }
  statement(db, 'UPDATE cart_lines SET offer_id = ? WHERE id = ?').run(toOfferId, line.id);
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

/** Every offer of these articles from a shop that ships to the country and has stock. */
export function deliverableOffers(db: Database, articleIds: number[], country: string): CandidateOfferRow[] {
  if (articleIds.length === 0) return [];
  return statement(
    db,
    `SELECT o.id AS offer_id, o.article_id, o.shop_id, o.price_cents, sh.cost_cents, sh.free_from_cents
       FROM offers o
       JOIN shop_shipping sh ON sh.shop_id = o.shop_id AND sh.country = ?
      WHERE o.article_id IN (${placeholders(articleIds.length)}) AND o.stock > 0`,
  ).all(country, ...articleIds) as unknown as CandidateOfferRow[];
}

export function shopsByIds(db: Database, ids: number[]): { id: number; name: string; slug: string; rating: number }[] {
  if (ids.length === 0) return [];
  return statement(db, `SELECT id, name, slug, rating FROM shops WHERE id IN (${placeholders(ids.length)})`).all(...ids) as unknown as {
    id: number;
    name: string;
    slug: string;
    rating: number;
  }[];
}

export function knownOfferIds(db: Database, ids: number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const rows = statement(db, `SELECT id FROM offers WHERE id IN (${placeholders(ids.length)})`).all(...ids) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

export function knownModelIds(db: Database, ids: number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const rows = statement(db, `SELECT id FROM models WHERE id IN (${placeholders(ids.length)})`).all(...ids) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}
