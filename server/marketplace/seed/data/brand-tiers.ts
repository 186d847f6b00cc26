/**
 * Where a brand's price level sits in the trade's order, as the wholesalers' catalogues tier the
 * lines they stock: the original-equipment suppliers' own brands (ATE, Brembo, Textar, Zimmermann,
 * TRW, Ferodo, Jurid and Bosch at the brake counter; Mann, Mahle, Knecht and Hengst for filters) at
 * the list price, and the value and house lines (Blue Print, the Bilstein group's line for Asian and
 * other cars; Mintex, a friction maker's value line in this market; Vaico, a parts house's own line)
 * a little under them. A Blue Print disc dearer than the Zimmermann or ATE disc of the same size is
 * the order turned round: the buyer of a value line pays less, never more. A brand not tiered here
 * (Meyle, Febi, Delphi, K&N …) keeps its own level.
 */
import { BRAND_PRICE_FACTOR_MIN } from './same-spec-prices';

export type BrandTier = 'premium' | 'budget';

const TIER_OF: Readonly<Record<string, BrandTier>> = {
  ATE: 'premium', Brembo: 'premium', Textar: 'premium', Zimmermann: 'premium', TRW: 'premium', Ferodo: 'premium', Jurid: 'premium', Bosch: 'premium',
  'Mann-Filter': 'premium', Mahle: 'premium', Knecht: 'premium', Hengst: 'premium',
  'Blue Print': 'budget', Mintex: 'budget', Vaico: 'budget',
};

/** The tier of a brand, or none for a brand the order does not place. */
export function brandTierOf(brand: string): BrandTier | undefined {
  return TIER_OF[brand];
}

/**
 * The span of a brand's price factor (over a part's list price) by its tier: a value line's lies
 * wholly under an OE supplier's, with room between for the shops' and the offers' own play; an
 * untiered brand's spans both.
 */
export const TIER_PRICE_FACTORS: Readonly<Record<BrandTier | 'untiered', readonly [number, number]>> = {
  budget: [BRAND_PRICE_FACTOR_MIN, 0.96],
  premium: [1.04, 1.2],
  untiered: [BRAND_PRICE_FACTOR_MIN, 1.2],
};

/** A brand's price factor: its own draw (0..1) placed in its tier's span. */
export function brandPriceFactor(brand: string, draw: number): number {
  const [low, high] = TIER_PRICE_FACTORS[brandTierOf(brand) ?? 'untiered'];
  return low + draw * (high - low);
}

/** How many spec groups a brand must be priced in, in one kind, before its average says where its level sits. */
export const TIER_ORDER_MIN_GROUPS = 12;

/**
 * Whether two brands' average prices for the same specs (each as a share of the spec's average)
 * turn the trade's order round: the value or house line dearer than the OE supplier's.
 */
export function budgetAbovePremium(budgetShare: number, premiumShare: number): boolean {
  return budgetShare > premiumShare;
}
