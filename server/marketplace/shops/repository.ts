/** Shops with texts per language and shipping per country. */
import type { Database } from '../db/connection';
import { all, get } from '../catalogue/statements';
import type { Shop, ShopListEntry, ShopShipping } from './types';

export function listShops(db: Database): ShopListEntry[] {
  return all(db, 'SELECT id, name, slug, rating, review_count AS reviewCount FROM shops ORDER BY rating DESC, name');
}

/** By slug (as in /Shop/{shopName}) or, for digits, by id. Texts fall back to German. */
export function findShop(db: Database, nameOrId: string, langNo: number): Shop | undefined {
  const shop = get<Omit<Shop, 'description' | 'terms' | 'cancellationPolicy' | 'shipping' | 'offerCount'>>(db,
    `SELECT id, name, slug, rating, review_count AS reviewCount, country, founded_year AS foundedYear FROM shops WHERE slug = ? OR (id = ? AND ? GLOB '[0-9]*')`,
    nameOrId.toLowerCase(), /^\d+$/.test(nameOrId) ? Number(nameOrId) : -1, nameOrId);
  if (!shop) return undefined;
  const texts = get<{ description: string; terms: string; cancellationPolicy: string }>(db,
    `SELECT description, terms, cancellation_policy AS cancellationPolicy FROM shop_texts WHERE shop_id = ? AND lang_no IN (?, 1) ORDER BY lang_no = 1 LIMIT 1`, shop.id, langNo)
    ?? { description: '', terms: '', cancellationPolicy: '' };
  const shipping = all<ShopShipping>(db, `SELECT country, cost_cents AS costCents, free_from_cents AS freeFromCents, delivery_days_min AS deliveryDaysMin,
    delivery_days_max AS deliveryDaysMax FROM shop_shipping WHERE shop_id = ? ORDER BY country`, shop.id);
  const offerCount = get<{ n: number }>(db, 'SELECT count(*) AS n FROM offers WHERE shop_id = ?', shop.id)!.n;
  return { ...shop, ...texts, shipping, offerCount };
}
