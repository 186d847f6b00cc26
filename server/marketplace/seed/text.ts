/** Text helpers for slugs and SEO names. */
const TRANSLIT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', '&': 'and', '!': '' };

/** "Verschleißanzeige Bremsbeläge" -> "Verschleissanzeige-Bremsbelaege": readable URL words, ASCII only. */
export function seoWord(text: string): string {
  return text
    .replace(/[äöüÄÖÜß&!]/g, (ch) => TRANSLIT[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function slugify(text: string): string {
  return seoWord(text).toLowerCase();
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
export function roman(n: number): string {
  return ROMAN[n - 1] ?? String(n);
}
