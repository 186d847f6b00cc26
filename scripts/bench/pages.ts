/**
 * The page types the benchmark and the size budgets measure, with real ids from a seeded
 * database: home, category narrowed to a vehicle, full-text search, article with offers, cart
 * (10 lines across 4 shops) and 404. Shared by scripts/bench.ts and test/budget/.
 */
import type { Locale } from '../../locales/editions';
import type { Database } from '../../server/marketplace/db/connection';
import { pathFor } from '../../server/web/routes/table';

export const PAGE_TYPES = ['home', 'category', 'search', 'article', 'cart', '404'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Search words per catalogue language: every edition gets a term that finds articles. */
const SEARCH_TERMS: Record<Locale, string> = {
  'de-DE': 'Bremsscheibe',
  'de-AT': 'Bremsscheibe',
  'fr-FR': 'disque de frein',
  'es-ES': 'disco de freno',
  'it-IT': 'disco freno',
  'nl-NL': 'remschijf',
};

export interface BenchIds {
  model: { id: number; seriesSlug: string };
  category: { id: number; slug: string };
  article: { brand: string; norm: string };
}

function one<T>(db: Database, sql: string, ...args: (number | string)[]): T {
  const row = db.prepare(sql).get(...args) as T | undefined;
  if (!row) throw new Error(`bench: no row for ${sql}`);
  return row;
}

/** Deterministic picks: the most popular model, its fullest category, the article with most offers. */
export function benchIds(db: Database): BenchIds {
  const model = one<{ id: number; seriesSlug: string }>(db,
    'SELECT m.id, sp.slug AS seriesSlug FROM models m JOIN series_pages sp ON sp.id = m.series_page_id ORDER BY m.popularity DESC, m.id LIMIT 1');
  const category = one<{ id: number; slug: string }>(db,
    `SELECT a.category_id AS id, COALESCE(ct.seo_alias, 'x') AS slug FROM fitment f JOIN articles a ON a.id = f.article_id
     LEFT JOIN category_texts ct ON ct.category_id = a.category_id AND ct.lang_no = 1
     WHERE f.model_id = ? GROUP BY a.category_id ORDER BY count(*) DESC, a.category_id LIMIT 1`, model.id);
  const article = one<{ brand: string; norm: string }>(db,
    `SELECT b.slug AS brand, a.norm_number AS norm FROM articles a JOIN brands b ON b.id = a.brand_id
     WHERE a.id = (SELECT article_id FROM offers GROUP BY article_id ORDER BY count(DISTINCT shop_id) DESC, article_id LIMIT 1)`);
  return { model, category, article };
}

/** Path per page type in one edition (slugs may be off by a little; callers follow one redirect). */
export function pagePaths(ids: BenchIds, locale: Locale): Record<PageType, string> {
  const r = <P extends string>(page: P) => `${page}___${locale}` as never;
  const term = encodeURIComponent(SEARCH_TERMS[locale]);
  const prefix = locale === 'de-DE' ? '' : `/${locale}`;
  return {
    home: pathFor(r('Home'), {}),
    category: pathFor(r('ModelCategory'), { categorySlug: ids.category.slug, seriesSlug: ids.model.seriesSlug, modelId: String(ids.model.id), categoryId: ids.category.id }),
    search: `${pathFor(r('FulltextSearch'), {})}?q=${term}`,
    article: pathFor(r('Article'), { brandName: ids.article.brand, normNumber: ids.article.norm }),
    cart: pathFor(r('Cart'), {}),
    '404': `${prefix}/diese-seite-gibt-es-nicht/wirklich-nicht`,
  };
}

/** Offer ids for a cart of `lines` different articles spread over `shops` shops that ship to DE and FR. */
export function cartOffers(db: Database, lines = 10, shops = 4): number[] {
  const shopIds = (db.prepare(
    `SELECT s.id FROM shops s
     WHERE EXISTS (SELECT 1 FROM shop_shipping x WHERE x.shop_id = s.id AND x.country = 'DE')
       AND EXISTS (SELECT 1 FROM shop_shipping x WHERE x.shop_id = s.id AND x.country = 'FR')
     ORDER BY s.rating DESC, s.id LIMIT ?`).all(shops) as { id: number }[]).map((r) => r.id);
  if (shopIds.length < shops) throw new Error(`bench: only ${shopIds.length} shops ship to DE and FR`);
  const offers: number[] = [];
  const articles = new Set<number>();
  const stmt = db.prepare('SELECT id, article_id FROM offers WHERE shop_id = ? AND stock > 0 ORDER BY article_id LIMIT 40');
  shopIds.forEach((shopId, index) => {
    const want = Math.floor(lines / shops) + (index < lines % shops ? 1 : 0);
    let taken = 0;
    for (const row of stmt.all(shopId) as { id: number; article_id: number }[]) {
      if (taken === want) break;
      if (articles.has(row.article_id)) continue;
      articles.add(row.article_id);
      offers.push(row.id);
      taken++;
    }
  });
  if (offers.length < lines) throw new Error(`bench: found only ${offers.length} cart offers`);
  return offers;
}
