/**
 * Prices of goods sold in packs of several sizes (oil in 1, 4 and 5 litres, AdBlue in 5 and 10): a
 * bigger pack of one line costs more in total and less per litre, as on any shop's shelf. One line
 * is one brand's kind with the same facts but the size (Castrol's 5W-30 with VW 504.00/507.00); its
 * price per litre is fixed for the line, and a pack of v litres costs that times v^PACK_EXPONENT.
 */
import type { Criterion } from './data/part-types';

/** Below 1: each litre more costs less than the one before (a 5 l can is about 3.6 times a 1 l bottle). */
export const PACK_EXPONENT = 0.8;

/**
 * The line's price for one litre, in cents: where `place` (0..1, fixed by the line) puts it in the
 * kind's per-litre range, narrowed so that its smallest and biggest packs stay within `[low, high]`
 * (the list prices offers spread around without leaving the kind's band).
 */
export function litrePriceCents(litres: readonly number[], low: number, high: number, perLitre: readonly [number, number] | undefined, place: number): number {
  const [smallest, biggest] = [Math.min(...litres), Math.max(...litres)];
  const [fitLow, fitHigh] = [low / smallest ** PACK_EXPONENT, high / biggest ** PACK_EXPONENT];
  if (fitLow > fitHigh) throw new Error(`packs of ${smallest} to ${biggest} l do not fit one price band`);
  const from = Math.max(fitLow, Math.min(fitHigh, perLitre?.[0] ?? fitLow));
  const to = Math.max(from, Math.min(fitHigh, perLitre?.[1] ?? fitHigh));
  return from * Math.pow(to / from, place);
}

/** A pack's list price from its line's price per litre. */
export function packPriceCents(litrePrice: number, litres: number): number {
  return litrePrice * litres ** PACK_EXPONENT;
}

/** What makes two packs one line: every fact of the article but its size. */
export function packLine(criteria: readonly Criterion[]): string {
  return criteria.filter((c) => c.key !== 'volume').map((c) => `${c.key}=${c.value}`).join(';');
}

export interface PackOffer { litres: number; cents: number }

/**
 * Sizes of one line in one shop that break the rule, counted per pair of neighbouring sizes: the
 * bigger pack costs no more than the smaller one in total, or more per litre.
 */
export function packPriceViolations(offers: readonly PackOffer[]): number {
  const bySize = new Map<number, number[]>();
  for (const offer of offers) bySize.set(offer.litres, [...(bySize.get(offer.litres) ?? []), offer.cents]);
  const sizes = [...bySize.keys()].sort((a, b) => a - b);
  let violations = 0;
  for (let i = 1; i < sizes.length; i++) {
    const [small, big] = [sizes[i - 1]!, sizes[i]!];
    const [smallCents, bigCents] = [bySize.get(small)!, bySize.get(big)!];
    if (Math.min(...bigCents) <= Math.max(...smallCents) || Math.max(...bigCents) / big > Math.min(...smallCents) / small) violations++;
  }
  return violations;
}
