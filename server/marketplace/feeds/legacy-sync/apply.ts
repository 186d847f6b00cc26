/**
 * Puts a parsed feed live: the safety check (too many offers removed, too many bad rows -> held,
 * the old offers stay), then one transaction that updates, adds and removes the shop's offers, so
 * a shopper reads either all the old offers or all the new ones.
 */
import type { Database } from '../../db/connection';
import { transaction } from '../../db/connection';
import { finishImport } from './imports';

export interface SafetyLimits {
  /** Hold when more than this share (0..1) of the shop's current offers would disappear. */
  maxRemovedShare: number;
  /** Hold when more than this share (0..1) of the rows did not become offers. */
  maxErrorRate: number;
}

/** Article ids whose offers changed, or 'all' when there are too many to name (caches are cleared). */
export type ChangedArticles = number[] | 'all';
export type OffersChangedHook = (shopId: number, articles: ChangedArticles) => void;

export interface ApplyResult { status: 'applied' | 'held'; holdReason?: string; added: number; updated: number; removed: number }

const MAX_NAMED_ARTICLES = 2000;

/** Reports the rows a later row of the same SKU replaced; returns how many. */
export function reportDuplicates(db: Database, importId: number): number {
  return Number(db.prepare(`INSERT INTO feed_report (import_id, line, sku, reason, detail)
    SELECT s.import_id, CAST(j.value AS INTEGER), s.sku, 'duplicate-sku', 'replaced by line ' || s.line
    FROM feed_staging s, json_each('[' || s.superseded_lines || ']') j WHERE s.import_id = ? AND s.superseded_lines IS NOT NULL`).run(importId).changes);
}

/** Why the feed must wait for confirmation, or undefined when it may go live. */
export function holdReason(db: Database, importId: number, shopId: number, counts: { rowsRead: number; rowsRejected: number }, limits: SafetyLimits): string | undefined {
  const current = (db.prepare('SELECT count(*) AS n FROM offers WHERE shop_id = ?').get(shopId) as { n: number }).n;
  const removed = countRemoved(db, importId, shopId);
  if (current > 0 && removed / current > limits.maxRemovedShare) {
    return `would remove ${removed} of ${current} offers (${Math.round((100 * removed) / current)} %, limit ${Math.round(limits.maxRemovedShare * 100)} %)`;
  }
  if (counts.rowsRead > 0 && counts.rowsRejected / counts.rowsRead > limits.maxErrorRate) {
    return `${counts.rowsRejected} of ${counts.rowsRead} rows did not become offers (${Math.round((100 * counts.rowsRejected) / counts.rowsRead)} %, limit ${Math.round(limits.maxErrorRate * 100)} %)`;
  }
  return undefined;
}

function countRemoved(db: Database, importId: number, shopId: number): number {
  return (db.prepare(`SELECT count(*) AS n FROM offers o WHERE o.shop_id = ?
    AND NOT EXISTS (SELECT 1 FROM feed_staging s WHERE s.import_id = ? AND s.sku = o.sku)
    AND NOT (o.sku IS NULL AND EXISTS (SELECT 1 FROM feed_staging s WHERE s.import_id = ? AND s.article_id = o.article_id))`).get(shopId, importId, importId) as { n: number }).n;
}

/** The swap itself, in one transaction; the staged rows are dropped afterwards. */
export function swapOffers(db: Database, importId: number, shopId: number, onChanged?: OffersChangedHook): { added: number; updated: number; removed: number } {
  const now = new Date().toISOString();
  const run = (sql: string, ...params: (number | string)[]) => Number(db.prepare(sql).run(...params).changes);
  db.exec('CREATE TEMP TABLE IF NOT EXISTS feed_changed_articles (article_id INTEGER PRIMARY KEY)');
  const counts = transaction(db, () => {
    db.exec('DELETE FROM temp.feed_changed_articles');
    // What carts were told about offers no cart holds any more is not needed.
    run('DELETE FROM offer_price_changes WHERE offer_id NOT IN (SELECT offer_id FROM cart_lines)');
    run('DELETE FROM withdrawn_offers WHERE offer_id NOT IN (SELECT offer_id FROM cart_lines)');
    // Offers from before feeds have no sku: the feed row of the same article takes them over, so carts keep their line.
    run(`UPDATE offers SET sku = (SELECT s.sku FROM feed_staging s WHERE s.import_id = ? AND s.article_id = offers.article_id
        AND NOT EXISTS (SELECT 1 FROM offers o2 WHERE o2.shop_id = ? AND o2.sku = s.sku) ORDER BY s.sku LIMIT 1)
      WHERE shop_id = ? AND sku IS NULL`, importId, shopId, shopId);
    // Carts show the price a carted offer had before this feed (the first old price is kept).
    run(`INSERT INTO offer_price_changes (offer_id, old_price_cents, new_price_cents, changed_at)
      SELECT o.id, o.price_cents, s.price_cents, ? FROM offers o JOIN feed_staging s ON s.import_id = ? AND s.sku = o.sku
      WHERE o.shop_id = ? AND o.price_cents <> s.price_cents AND o.id IN (SELECT offer_id FROM cart_lines)
      ON CONFLICT (offer_id) DO UPDATE SET new_price_cents = excluded.new_price_cents, changed_at = excluded.changed_at`, now, importId, shopId);
    run(`INSERT OR IGNORE INTO temp.feed_changed_articles (article_id)
      SELECT o.article_id FROM offers o JOIN feed_staging s ON s.import_id = ? AND s.sku = o.sku WHERE o.shop_id = ?
        AND (o.article_id, o.price_cents, o.refund_cents, o.stock, o.delivery_days) IS NOT (s.article_id, s.price_cents, s.refund_cents, s.stock, s.delivery_days)`, importId, shopId);
    const updated = run(`UPDATE offers SET article_id = s.article_id, price_cents = s.price_cents, refund_cents = s.refund_cents, stock = s.stock,
        delivery_days = s.delivery_days, offer_url = s.offer_url, image_url = s.image_url, country_terms = s.country_terms
      FROM feed_staging s WHERE s.import_id = ? AND offers.shop_id = ? AND offers.sku = s.sku
        AND (offers.article_id, offers.price_cents, offers.refund_cents, offers.stock, offers.delivery_days, offers.offer_url, offers.image_url, offers.country_terms)
          IS NOT (s.article_id, s.price_cents, s.refund_cents, s.stock, s.delivery_days, s.offer_url, s.image_url, s.country_terms)`, importId, shopId);
    const gone = `FROM offers o WHERE o.shop_id = ? AND (o.sku IS NULL OR NOT EXISTS (SELECT 1 FROM feed_staging s WHERE s.import_id = ? AND s.sku = o.sku))`;
    run(`INSERT OR REPLACE INTO withdrawn_offers (offer_id, article_id, shop_id, price_cents, withdrawn_at)
      SELECT o.id, o.article_id, o.shop_id, o.price_cents, ? ${gone} AND o.id IN (SELECT offer_id FROM cart_lines)`, now, shopId, importId);
    run(`INSERT OR IGNORE INTO temp.feed_changed_articles (article_id) SELECT o.article_id ${gone}`, shopId, importId);
    const removed = run(`DELETE FROM offers WHERE id IN (SELECT o.id ${gone})`, shopId, importId);
    // New offers get ids above every id a cart or a withdrawn offer still names, so no cart line points at a different offer later.
    const base = (db.prepare(`SELECT max(coalesce((SELECT max(id) FROM offers), 0), coalesce((SELECT max(offer_id) FROM withdrawn_offers), 0),
      coalesce((SELECT max(offer_id) FROM cart_lines), 0)) AS n`).get() as { n: number }).n;
    run(`INSERT OR IGNORE INTO temp.feed_changed_articles (article_id)
      SELECT s.article_id FROM feed_staging s WHERE s.import_id = ? AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.shop_id = ? AND o.sku = s.sku)`, importId, shopId);
    const added = run(`INSERT INTO offers (id, article_id, shop_id, price_cents, refund_cents, stock, delivery_days, sku, offer_url, image_url, country_terms)
      SELECT ? + row_number() OVER (ORDER BY s.sku), s.article_id, ?, s.price_cents, s.refund_cents, s.stock, s.delivery_days, s.sku, s.offer_url, s.image_url, s.country_terms
      FROM feed_staging s WHERE s.import_id = ? AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.shop_id = ? AND o.sku = s.sku) ORDER BY s.sku`, base, shopId, importId, shopId);
    // OE numbers of the feed become cross references where the article lacks them; the vehicle
    // maker is taken from the article's existing OE numbers (a feed does not name it).
    run(`INSERT INTO oe_numbers (article_id, manufacturer_id, oe_number, norm_number)
      SELECT article_id, manufacturer_id, oe, norm FROM (
        SELECT DISTINCT s.article_id, (SELECT x.manufacturer_id FROM oe_numbers x WHERE x.article_id = s.article_id LIMIT 1) AS manufacturer_id,
          json_extract(j.value, '$[0]') AS oe, json_extract(j.value, '$[1]') AS norm
        FROM feed_staging s, json_each(s.oe_numbers) j WHERE s.import_id = ? AND s.oe_numbers IS NOT NULL) c
      WHERE c.manufacturer_id IS NOT NULL AND c.norm <> ''
        AND NOT EXISTS (SELECT 1 FROM oe_numbers x WHERE x.article_id = c.article_id AND x.norm_number = c.norm)`, importId);
    finishImport(db, importId, { status: 'applied', added, updated, removed });
    return { added, updated, removed };
  });
  const changedCount = (db.prepare('SELECT count(*) AS n FROM temp.feed_changed_articles').get() as { n: number }).n;
  const changed: ChangedArticles = changedCount > MAX_NAMED_ARTICLES ? 'all'
    : (db.prepare('SELECT article_id FROM temp.feed_changed_articles').all() as { article_id: number }[]).map((r) => r.article_id);
  db.exec('DELETE FROM temp.feed_changed_articles');
  dropStaging(db, importId);
  if (changedCount > 0) onChanged?.(shopId, changed);
  return counts;
}

/** Deletes an import's staged rows in slices, so no single write holds the database for long. */
export function dropStaging(db: Database, importId: number): void {
  const slice = db.prepare('DELETE FROM feed_staging WHERE import_id = ? AND sku IN (SELECT sku FROM feed_staging WHERE import_id = ? LIMIT 50000)');
  while (Number(slice.run(importId, importId).changes) > 0) { /* next slice */ }
}
