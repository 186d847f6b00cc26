/**
 * A halogen headlamp bulb as the trade sells it: by its maker's product line and pack, not by its base alone.
 * An Osram H7 is an Original Line, a Night Breaker, a Cool Blue Intense or an Ultra Life bulb, each in a
 * single box or a Duo-Box, and its price follows line and pack: the plain line's single bulb is the
 * cheapest, a brighter, whiter or longer-lived line costs more and a Duo-Box about twice a single.
 * A maker numbers each line, base and pack once: two of its H7 bulbs with the same label are one product.
 */
import { createRng, hashSeed } from '../rng';

export const BULB_LINE_KIND = 'Glühlampe Hauptscheinwerfer';
export type BulbPack = 'single' | 'duo';
export const BULB_PACKS: readonly BulbPack[] = ['single', 'duo'];

/** Each bulb maker's lines, the plain line first, with a single bulb's street price (euros). */
export const BULB_LINES: Readonly<Record<string, readonly (readonly [line: string, single: readonly [number, number]])[]>> = {
  Osram: [['Original Line', [3, 8]], ['Ultra Life', [6, 13]], ['Cool Blue Intense', [8, 17]], ['Night Breaker Laser', [10, 19]], ['Night Breaker 200', [10, 20]]],
  Philips: [['Vision', [3, 8]], ['LongLife EcoVision', [6, 13]], ['WhiteVision ultra', [8, 17]], ['X-tremeVision Pro150', [10, 19]], ['RacingVision GT200', [10, 20]]],
  Bosch: [['Pure Light', [3, 8]], ['Longlife Daytime', [6, 13]], ['Xenon Blue', [8, 17]], ['Plus 90', [9, 18]], ['Gigalight Plus 150', [10, 20]]],
  Hella: [['Standard', [3, 8]], ['Long Life', [6, 13]], ['Blue Light', [8, 17]], ['Performance 150', [10, 20]]],
};

/** A line's price in a pack (euros): a Duo-Box is two bulbs at a little less than twice a single's price. */
export function bulbPackEur(single: readonly [number, number], pack: BulbPack): readonly [number, number] {
  return pack === 'single' ? single : [Math.round(single[0] * 1.8), Math.round(single[1] * 1.9)];
}

/** Every line and pack's band, for the price bands. */
export const BULB_LINE_BANDS: readonly { line: string; pack: BulbPack; eur: readonly [number, number] }[] = [
  ...new Map(Object.values(BULB_LINES).flat().flatMap(([line, single]) => BULB_PACKS.map((pack) => [`${line}|${pack}`, { line, pack, eur: bulbPackEur(single, pack) }] as const))).values(),
];

/** Whether the article is a halogen headlamp bulb its maker sells by line (a xenon car's burner is not). */
export const soldByLine = (kind: string, brand: string, criteria: readonly { key: string; value: string }[]): boolean =>
  kind === BULB_LINE_KIND && brand in BULB_LINES && /^H/.test(criteria.find((c) => c.key === 'lamp_type')?.value ?? '');

/** The label that tells one maker's bulbs of a base apart. */
export const bulbLabel = (brand: string, base: string, line: string, pack: BulbPack): string => `${brand}|${base}|${line}|${pack}`;

/**
 * A line and pack the maker has not yet numbered for the base, drawn from the article's own stream (the
 * shared one keeps its course), or none when it has numbered them all: then another maker makes the bulb.
 */
export function freeBulbLine(brand: string, base: string, articleId: number, taken: ReadonlySet<string>): { line: string; pack: BulbPack } | null {
  const choices = (BULB_LINES[brand] ?? []).flatMap(([line]) => BULB_PACKS.map((pack) => ({ line, pack }))).filter(({ line, pack }) => !taken.has(bulbLabel(brand, base, line, pack)));
  if (!choices.length) return null;
  return choices[Math.floor(createRng(hashSeed(articleId, 0xb01b))() * choices.length)]!;
}

/** The line and pack as the bulb's sheet states them: the line's name, and one bulb or two (a Duo-Box). */
export const bulbLineCriteria = (line: string, pack: BulbPack): { key: string; value: string }[] => [{ key: 'specification', value: line }, { key: 'pieces', value: pack === 'duo' ? '2' : '1' }];

/** The line and pack an article's criteria state, or none. */
export function bulbLineOf(criteria: readonly { key: string; value: string }[]): { line: string; pack: BulbPack } | null {
  const line = criteria.find((c) => c.key === 'specification')?.value;
  const pieces = criteria.find((c) => c.key === 'pieces')?.value;
  return line && pieces ? { line, pack: pieces === '2' ? 'duo' : 'single' } : null;
}
