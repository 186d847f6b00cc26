/**
 * The trade's price order of brands, as a buyer comparing one spec reads it (data/brand-tiers.ts): in
 * each kind, every article's cheapest offer as a share of its spec's average (one kind, one set of
 * criteria, priced by two brands or more), averaged per brand; a value or house line whose average
 * lies above an OE supplier's turns the order round.
 */
import type { Db } from '../db/connection';
import { BATCH, maxId } from './article-batches';
import { TIER_ORDER_MIN_GROUPS, brandTierOf, budgetAbovePremium } from './data/brand-tiers';

export interface BrandTierCounts {
  /** (Kind, value line, OE supplier's brand) where the value line's average price for the same spec lies above the supplier's. */
  budgetBrandAbovePremium: number;
}

export async function checkBrandTiers(db: Db, kindOfCategory: ReadonlyMap<number, string>, note: (text: string) => void): Promise<BrandTierCounts> {
  const brandName = new Map((await db.selectFrom('brands').select(['id', 'name']).execute()).map((b) => [b.id, b.name]));
  // kind|spec → the tiered brands' cheapest offers, beside every brand's for the spec's average.
  const specs = new Map<string, { brand: string; cents: number }[]>();
  const articleMax = await maxId(db, 'articles');
  for (let from = 0; from < articleMax; from += BATCH) {
    const cheapest = new Map<number, number>();
    for (const row of await db.selectFrom('offers').select(['article_id', 'price_cents']).where('article_id', '>', from).where('article_id', '<=', from + BATCH).execute()) {
      cheapest.set(row.article_id, Math.min(cheapest.get(row.article_id) ?? Infinity, row.price_cents));
    }
    for (const article of await db.selectFrom('articles').select(['id', 'brand_id', 'category_id', 'criteria']).where('id', '>', from).where('id', '<=', from + BATCH).execute()) {
      const cents = cheapest.get(article.id);
      if (!cents) continue;
      const spec = `${kindOfCategory.get(article.category_id) ?? ''}|${article.criteria ?? ''}`;
      (specs.get(spec) ?? specs.set(spec, []).get(spec)!).push({ brand: brandName.get(article.brand_id) ?? '', cents });
    }
  }
  // kind → brand → shares of its specs' averages.
  const shares = new Map<string, Map<string, number[]>>();
  for (const [spec, offers] of specs) {
    if (new Set(offers.map(({ brand }) => brand)).size < 2) continue;
    const average = offers.reduce((sum, { cents }) => sum + cents, 0) / offers.length;
    const kind = spec.slice(0, spec.indexOf('|'));
    const byBrand = shares.get(kind) ?? shares.set(kind, new Map()).get(kind)!;
    for (const { brand, cents } of offers) if (brandTierOf(brand)) (byBrand.get(brand) ?? byBrand.set(brand, []).get(brand)!).push(cents / average);
  }
  let count = 0;
  for (const [kind, byBrand] of shares) {
    const levels = [...byBrand].filter(([, list]) => list.length >= TIER_ORDER_MIN_GROUPS).map(([brand, list]) => ({ brand, tier: brandTierOf(brand), share: list.reduce((a, b) => a + b, 0) / list.length }));
    for (const budget of levels.filter(({ tier }) => tier === 'budget')) {
      for (const premium of levels.filter(({ tier }) => tier === 'premium')) {
        if (!budgetAbovePremium(budget.share, premium.share)) continue;
        if (count++ < 3) note(`${kind}: the value line ${budget.brand} costs ${budget.share.toFixed(2)}x its specs' average, above ${premium.brand} at ${premium.share.toFixed(2)}x`);
      }
    }
  }
  return { budgetBrandAbovePremium: count };
}

/** The count in the report's line. */
export const brandTiersLine = (c: BrandTierCounts): string => `value or house brand priced above an OE supplier's brand for the same spec ${c.budgetBrandAbovePremium}`;
