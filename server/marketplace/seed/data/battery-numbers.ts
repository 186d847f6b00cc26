/**
 * Battery makers write the capacity into the article number, as the trade reads it off the shelf:
 * Varta's 574 012 068 is a 74 Ah battery (6xx from 100 Ah: 605 … is 105 Ah), Exide's EA770 a 77 Ah
 * one and Banner's P74 09 a 74 Ah one. A product line's pattern writes the capacity as CAPACITY_TOKEN.
 */

/** The token a product line's pattern writes the battery's capacity code as (data/product-lines.ts). */
export const CAPACITY_TOKEN = '@';

/** The brand's capacity code for a battery of `ah`: Varta's three digits (5 or 6 and the Ah below 100), the others' Ah. */
/**
 * Varta's last three digits are the battery's EN cold-cranking current in tens of amperes: 574 012 068 starts with
 * 680 A, 535 901 030 with 300 A. The trade reads the start power off the number, so it is the one the battery states.
 */
export const COLD_TOKEN = '°';

/** A starter battery's EN cold-cranking current for its capacity, in amperes (what its sheet states). */
export function coldCrankingOf(ah: number): number {
  return Math.round(ah * 8.5 / 10) * 10;
}

/** The three digits a pattern's COLD_TOKEN is written as: the cold-cranking current in tens of amperes. */
export function coldCode(ah: number): string {
  return String(coldCrankingOf(ah) / 10).padStart(3, '0');
}

/** The cold-cranking current in amperes a Varta number spells, NaN where it spells none, undefined for other brands. */
export function coldCrankingInNumber(brand: string, number: string): number | undefined {
  if (brand !== 'Varta') return undefined;
  const found = /^\d{3} \d{3} (\d{3})$/.exec(number);
  return found ? Number(found[1]) * 10 : Number.NaN;
}

export function capacityCode(brand: string, ah: number): string {
  if (brand === 'Varta') return ah < 100 ? `5${String(ah).padStart(2, '0')}` : `6${String(ah - 100).padStart(2, '0')}`;
  return String(ah);
}

/** The capacity an article number of the brand names, or undefined for a brand whose numbers name none. */
export function capacityInNumber(brand: string, number: string): number | undefined {
  if (brand === 'Varta') {
    const found = /^([56])(\d\d) /.exec(number);
    return found ? (found[1] === '6' ? 100 : 0) + Number(found[2]) : Number.NaN;
  }
  if (brand === 'Exide') {
    const found = /^E[ALK](\d{2,3})\d$/.exec(number);
    return found ? Number(found[1]) : Number.NaN;
  }
  if (brand === 'Banner') {
    const found = /^P(\d{2,3}) \d\d$/.exec(number);
    return found ? Number(found[1]) : Number.NaN;
  }
  return undefined;
}
