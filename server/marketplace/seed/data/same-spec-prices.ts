/**
 * What one part for one car costs across the brands that make it. At a parts counter the
 * equivalent articles of one kind for the same cars sit close together: the part's price is the
 * car's and the size's, the brand moves it by its level (a premium supplier a little above, an
 * economy line a little below), never by a multiple. A €4 Mann filter beside a €16 Knecht for the
 * same engine, or a €419 chain kit beside the €79 one for the same three-cylinder, is a catalogue
 * error, not a choice. So the place of an article's list price in its line's range is fixed by the
 * cars it fits, with a little play of its own; brakes and dampers keep their place by size
 * (part-types `priceBySize`), packs their price per litre.
 */
import { textFraction } from '../rng';

/** How far one article's place in its range may move from its cars' place (in the range's log scale). */
export const SAME_SPEC_PLAY = 0.2;
/** The most a counter lets equivalent parts for the same cars differ, cheapest offer to cheapest offer. */
export const SAME_SPEC_SPREAD_AT_MOST = 2.5;

/** The place in [0.1, 0.9] fixed by the cars (and axle) a part is made for: one per kind and car set. */
export function carsPricePlace(carsKey: string): number {
  return 0.1 + 0.8 * textFraction(carsKey, 0x5a3e);
}

/** The article's place: its cars' place, moved by its own drawn place (0..1) within the play. */
export function samePartPlace(carsKey: string, drawnPlace: number): number {
  return Math.min(1, Math.max(0, carsPricePlace(carsKey) + (drawnPlace - 0.5) * SAME_SPEC_PLAY));
}

/**
 * A sister line sells its group's part a little under the group's own brand: SWAG is Febi's
 * economy line (one group, one warehouse), so its price level is Febi's less a few per cent.
 */
export const SISTER_LINES: Readonly<Record<string, { of: string; factor: number }>> = {
  SWAG: { of: 'Febi Bilstein', factor: 0.93 },
};

/** The lowest price factor a brand has: its offers stay within what the trade's floors allow. */
export const BRAND_PRICE_FACTOR_MIN = 0.9;

/** A sister line's price factor: its group brand's less its few per cent, never under a brand's lowest. */
export const sisterPriceFactor = (groupFactor: number, factor: number): number => Math.max(BRAND_PRICE_FACTOR_MIN, groupFactor * factor);

/** Whether the cheapest offers of equivalent parts for the same cars lie further apart than a counter lets them. */
export function sameSpecSpreadTooWide(cheapestOffers: readonly number[]): boolean {
  if (cheapestOffers.length < 2) return false;
  return Math.max(...cheapestOffers) > SAME_SPEC_SPREAD_AT_MOST * Math.min(...cheapestOffers);
}
