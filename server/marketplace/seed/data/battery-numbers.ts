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

/**
 * The brand's capacity code for a battery of `ah` in a line of the pattern: the European type number's three digits (5 or 6
 * and the Ah below 100: 560 is 60 Ah, 605 is 105 Ah) for Varta and for a Banner line that starts with it (Running Bull
 * 570 01), the others' Ah (Banner's Power Bull P70 24, Exide's EA700).
 */
export function capacityCode(brand: string, ah: number, pattern = ''): string {
  if (brand === 'Varta' || (brand === 'Banner' && pattern.startsWith(CAPACITY_TOKEN))) return ah < 100 ? `5${String(ah).padStart(2, '0')}` : `6${String(ah - 100).padStart(2, '0')}`;
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
    if (found) return Number(found[1]);
    const european = /^([56])(\d\d) \d\d$/.exec(number);
    return european ? (european[1] === '6' ? 100 : 0) + Number(european[2]) : Number.NaN;
  }
  return undefined;
}

/**
 * Bosch names a starter battery by its type, not by its capacity: S4 005 is 0 092 S40 050, the type's digits and a 0.
 * The counter reads the capacity off Bosch's own type table, so a Bosch number belongs to the one capacity its type
 * has. The types here are the European-box ones (never a Japanese car's JIS box) with the plus pole on the right (polarity 0) whose capacity the trade's
 * tables settle: S4 (Silver) 001 44 Ah, 002 52 Ah, 003 53 Ah, 005 60 Ah, 008 74 Ah, 010 80 Ah, 013 95 Ah; S4 E (EFB)
 * E05 60 Ah, E08 70 Ah; S5 A (AGM) A05 60 Ah, A08 70 Ah, A11 80 Ah, A13 95 Ah, A15 105 Ah. A capacity with no type
 * here (or a battery with the plus pole on the left, Bosch's other types) is not Bosch's in this catalogue.
 */
const BOSCH_BATTERY_TYPES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  S40: { '01': 44, '02': 52, '03': 53, '05': 60, '08': 74, '10': 80, '13': 95 },
  S4E: { '05': 60, '08': 70 },
  S5A: { '05': 60, '08': 70, '11': 80, '13': 95, '15': 105 },
};

/** The range a Bosch battery pattern numbers (S40, S4E or S5A), or undefined for another pattern. */
const boschRangeOf = (pattern: string): string | undefined => /^0 092 (S40|S4E|S5A) /.exec(pattern)?.[1];

/** Bosch's type digits for a battery of `ah` in the pattern's range (S40, S4E, S5A), or undefined where Bosch has no type for it. */
export function boschBatteryType(pattern: string, ah: number, polarity: 'right_plus' | 'left_plus' = 'right_plus', box: 'EN' | 'JIS' = 'EN'): string | undefined {
  const range = boschRangeOf(pattern);
  if (!range || polarity !== 'right_plus' || box !== 'EN') return undefined;
  return Object.entries(BOSCH_BATTERY_TYPES[range]!).find(([, capacity]) => capacity === ah)?.[0];
}

/** The capacity a Bosch battery number's type has, NaN for a type Bosch has no such battery under, undefined for no Bosch battery number. */
export function boschCapacityInNumber(number: string): number | undefined {
  const found = /^0 092 (S40|S4E|S5A) (\d\d)0$/.exec(number);
  if (!found) return /^0 092 S/.test(number) ? Number.NaN : undefined;
  return BOSCH_BATTERY_TYPES[found[1]!]![found[2]!] ?? Number.NaN;
}

/** Whether the pattern is a battery line numbered by type (Bosch's): one number per type, drawn only where the type exists. */
export const typedBatteryPattern = (pattern: string): boolean => boschRangeOf(pattern) !== undefined;
