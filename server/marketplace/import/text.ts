/** Small text helpers shared by the parsers and importers. */

/** Decimal strings use a comma as the decimal point. Empty gives null, junk NaN. */
export function parseDecimal(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^-?\d+(?:[.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** 1 kW = 1.35962 PS (metric horsepower). */
export function kwToPs(kw: number): number {
  return Math.round(kw * 1.35962);
}

export function psToKw(ps: number): number {
  return Math.round(ps / 1.35962);
}

/**
 * Turns register spellings (GOLF, T-ROC, CLASSE A) into display names (Golf, T-Roc, Classe A).
 * Words with digits or of up to three letters stay as written: ID.3, MX-30, GTI, AMG, SW.
 */
export function displayName(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word) => word.split('-').map(capitalizeWord).join('-'))
    .join(' ');
}

function capitalizeWord(word: string): string {
  if (!/^[A-ZÄÖÜÉÈÀ]{4,}$/u.test(word)) return word;
  return word.charAt(0) + word.slice(1).toLowerCase();
}

/** Uppercase letters and digits only, for comparing names from different registers. */
export function matchKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/** URL words: keeps case (the shop's paths use Bremsscheiben, VW-Golf), ASCII, hyphens between words. */
export function seoName(value: string): string {
  return value
    .replace(/[äöüßÄÖÜ]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Lower-case variant for slugs. */
export function slug(value: string): string {
  return seoName(value).toLowerCase();
}
