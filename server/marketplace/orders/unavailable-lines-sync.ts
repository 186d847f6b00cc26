/**
 * TRANSITIONAL, until the checkout quote is written with Kysely: the cart's withdrawn lines read on
 * the raw SQLite connection, because buildQuote still runs inside a raw synchronous transaction.
 * The cart's own reader is cart/unavailable.ts (`await unavailableLines(db.kysely, …)`); delete this
 * file when quote.ts can await it.
 */
import type { Database } from '../db/connection';
import { statement } from '../catalogue/statements';
import type { UnavailableCartLine } from '../cart/types';

interface Row {
  id: number; offer_id: number; article_id: number; quantity: number; title: string | null; brand: string; article_number: string; shop_name: string;
  replacement_id: number | null; replacement_price: number | null; replacement_shop: string | null;
}

export function unavailableLines(db: Database, sid: string, country: string, langNo: number): UnavailableCartLine[] {
  const rows = statement(db, `SELECT cl.id, cl.offer_id, w.article_id, cl.quantity, coalesce(ct.title, cd.title) AS title, b.name AS brand, a.article_number, s.name AS shop_name,
        r.id AS replacement_id, r.price_cents AS replacement_price, rs.name AS replacement_shop
      FROM cart_lines cl
      JOIN withdrawn_offers w ON w.offer_id = cl.offer_id
      JOIN articles a ON a.id = w.article_id
      JOIN brands b ON b.id = a.brand_id
      JOIN shops s ON s.id = w.shop_id
      LEFT JOIN category_texts ct ON ct.category_id = a.category_id AND ct.lang_no = ?
      LEFT JOIN category_texts cd ON cd.category_id = a.category_id AND cd.lang_no = 1
      LEFT JOIN offers r ON r.id = (SELECT o.id FROM offers o JOIN shop_shipping sh ON sh.shop_id = o.shop_id AND sh.country = ?
        WHERE o.article_id = w.article_id AND o.stock > 0 ORDER BY o.price_cents + sh.cost_cents, o.id LIMIT 1)
      LEFT JOIN shops rs ON rs.id = r.shop_id
     WHERE cl.session_id = ? AND NOT EXISTS (SELECT 1 FROM offers gone WHERE gone.id = cl.offer_id)
     ORDER BY cl.id`).all(langNo, country, sid) as unknown as Row[];
  return rows.map((row) => ({
    id: row.id,
    offerId: row.offer_id,
    articleId: row.article_id,
    quantity: row.quantity,
    title: row.title ?? row.article_number,
    brand: row.brand,
    articleNumber: row.article_number,
    shopName: row.shop_name,
    replacement: row.replacement_id === null ? null : { offerId: row.replacement_id, price: row.replacement_price!, shopName: row.replacement_shop! },
  }));
}
