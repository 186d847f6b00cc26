/**
 * Finds the catalogue article of a feed offer: brand (through its aliases) plus normalised
 * manufacturer number, else EAN, else the row is unmatched with the reason.
 */
import type { Database } from '../../db/connection';
import { loadBrandLookup } from './brands';
import { foldBrand } from '../brands';
import type { FeedOffer, Rejection } from '../feed-row';

export type MatchResult = { articleId: number } | { rejection: Rejection };

export function createMatcher(db: Database): (offer: FeedOffer) => MatchResult {
  const brands = loadBrandLookup(db);
  const byNumber = db.prepare('SELECT id FROM articles WHERE norm_number = ? AND +brand_id = ? LIMIT 1');
  const byEan = db.prepare('SELECT id FROM articles WHERE ean = ? LIMIT 1');
  const folded = new Map<string, number | undefined>();
  return (offer) => {
    let brandId: number | undefined;
    if (offer.brand) {
      if (!folded.has(offer.brand) && folded.size < 10_000) folded.set(offer.brand, brands.get(foldBrand(offer.brand)));
      brandId = folded.has(offer.brand) ? folded.get(offer.brand) : brands.get(foldBrand(offer.brand));
    }
    if (brandId !== undefined && offer.mpn) {
      const row = byNumber.get(offer.mpn, brandId) as { id: number } | undefined;
      if (row) return { articleId: row.id };
    }
    if (offer.ean) {
      const row = byEan.get(offer.ean) as { id: number } | undefined;
      if (row) return { articleId: row.id };
      if (!offer.mpn) return { rejection: { reason: 'unknown-ean', detail: offer.ean } };
    }
    if (offer.brand && brandId === undefined) return { rejection: { reason: 'unknown-brand', detail: offer.brand.slice(0, 60) } };
    return { rejection: { reason: 'unknown-number', detail: `${offer.brand.slice(0, 40)} ${offer.mpn.slice(0, 40)}`.trim() } };
  };
}
