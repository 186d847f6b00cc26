/**
 * A halogen headlamp bulb as the trade sells it: by its maker's product line and pack, not by its base alone.
 * An Osram H7 is an Original Line, a Night Breaker, a Cool Blue Intense or an Ultra Life bulb, each in a
 * single box or a Duo-Box, and its price follows line and pack: the plain line's single bulb is the
 * cheapest, a brighter, whiter or longer-lived line costs more and a Duo-Box about twice a single.
 * A maker numbers each line, base and pack once: two of its H7 bulbs with the same label are one product.
 */
import { createRng, hashSeed } from '../rng';

export const BULB_LINE_KIND = 'Glühlampe Hauptscheinwerfer';
/** A xenon car's D burner: sold by its maker's line and pack as a halogen bulb is. */
export const XENON_KIND = 'Xenon-Brenner';
export type BulbPack = 'single' | 'duo';
export const BULB_PACKS: readonly BulbPack[] = ['single', 'duo'];
/** A signal bulb (indicator, brake and tail light): sold by its maker's line and pack as a headlamp bulb is. */
export const SIGNAL_KIND = 'Glühlampe Blinkleuchte';
/** The bases of signal bulbs: their numbers are the makers' signal ranges, not their headlamp ones. */
const SIGNAL_BASE = /^(?:P|PY|PR|W|WY|R|T|C)\d/;

/** Each bulb maker's lines, the plain line first, with a single bulb's street price (euros). */
export const BULB_LINES: Readonly<Record<string, readonly (readonly [line: string, single: readonly [number, number]])[]>> = {
  Osram: [['Original Line', [3, 8]], ['Ultra Life', [6, 13]], ['Cool Blue Intense', [8, 17]], ['Night Breaker Laser', [10, 19]], ['Night Breaker 200', [10, 20]]],
  Philips: [['Vision', [3, 8]], ['LongLife EcoVision', [6, 13]], ['WhiteVision ultra', [8, 17]], ['X-tremeVision Pro150', [10, 19]], ['RacingVision GT200', [10, 20]]],
  // Bosch and Hella are listed with the one line whose numbers are known here (Bosch Pure Light, Hella's standard
  // bulb): a line whose number for a base is not known is not offered, rather than numbered at random in the range.
  Bosch: [['Pure Light', [3, 8]]],
  Hella: [['Standard', [3, 8]]],
};

/**
 * Each signal bulb maker's lines, with a single bulb's street price (euros): Osram's Original (a single bulb, or
 * a blister of two, -02B), Philips' Vision (a single bulb on a card, CP, or a blister of two, B2), Bosch's Pure
 * Light and Hella's standard bulb, sold singly.
 */
export const SIGNAL_LINES: Readonly<Record<string, readonly (readonly [line: string, single: readonly [number, number]])[]>> = {
  Osram: [['Original Line', [1, 4]]],
  Philips: [['Vision', [1, 4]]],
  Bosch: [['Pure Light', [1, 4]]],
  Hella: [['Standard', [1, 4]]],
};

/**
 * Each xenon maker's burner lines, the plain line first, with a single burner's street price (euros): Osram's
 * XENARC Original, Ultra Life, Cool Blue Intense (and its next generation) and Night Breaker Laser, Philips'
 * Standard, Vision, WhiteVision gen2 and X-tremeVision gen2. Hella sells its D burner in one line. A Duo-Box
 * stays within what a xenon burner pair costs in the trade.
 */
export const XENON_LINES: Readonly<Record<string, readonly (readonly [line: string, single: readonly [number, number]])[]>> = {
  Osram: [['XENARC Original', [35, 70]], ['XENARC Ultra Life', [40, 80]], ['XENARC Cool Blue Intense', [44, 85]], ['XENARC Cool Blue Intense NextGen', [46, 88]], ['XENARC Night Breaker Laser', [50, 94]]],
  Philips: [['Xenon Standard', [35, 70]], ['Xenon Vision', [40, 78]], ['Xenon WhiteVision gen2', [44, 85]], ['Xenon X-tremeVision gen2', [50, 94]]],
  Hella: [['Xenon Standard', [35, 70]]],
};

/** The maker's lines of the lamp family the base is of (H: halogen, D: xenon). */
const linesOf = (brand: string, base: string) => (/^D/.test(base) ? XENON_LINES : SIGNAL_BASE.test(base) ? SIGNAL_LINES : BULB_LINES)[brand] ?? [];

/** A line's price in a pack (euros): a Duo-Box is two bulbs at a little less than twice a single's price. */
export function bulbPackEur(single: readonly [number, number], pack: BulbPack): readonly [number, number] {
  return pack === 'single' ? single : [Math.round(single[0] * 1.8), Math.round(single[1] * 1.9)];
}

const bandsOf = (table: typeof BULB_LINES) => [
  ...new Map(Object.values(table).flat().flatMap(([line, single]) => BULB_PACKS.map((pack) => [`${line}|${pack}`, { line, pack, eur: bulbPackEur(single, pack) }] as const))).values(),
];
/** Every line and pack's band, for the price bands. */
export const BULB_LINE_BANDS: readonly { line: string; pack: BulbPack; eur: readonly [number, number] }[] = bandsOf(BULB_LINES);
/** Every signal bulb line and pack's band, for the price bands. */
export const SIGNAL_LINE_BANDS: readonly { line: string; pack: BulbPack; eur: readonly [number, number] }[] = bandsOf(SIGNAL_LINES);
/** Every xenon line and pack's band, for the price bands. */
export const XENON_LINE_BANDS: readonly { line: string; pack: BulbPack; eur: readonly [number, number] }[] = bandsOf(XENON_LINES);

/** Whether the article is a halogen headlamp bulb, a xenon burner or a signal bulb its maker sells by line (a xenon car's burner is not a halogen bulb). */
export const soldByLine = (kind: string, brand: string, criteria: readonly { key: string; value: string }[]): boolean =>
  ((base) => (kind === BULB_LINE_KIND && brand in BULB_LINES && /^H/.test(base)) || (kind === XENON_KIND && brand in XENON_LINES && /^D/.test(base)) || (kind === SIGNAL_KIND && brand in SIGNAL_LINES && SIGNAL_BASE.test(base)))(criteria.find((c) => c.key === 'lamp_type')?.value ?? '');

/** The label that tells one maker's bulbs of a base apart. */
export const bulbLabel = (brand: string, base: string, line: string, pack: BulbPack): string => `${brand}|${base}|${line}|${pack}`;

/**
 * A line and pack the maker has not yet numbered for the base, drawn from the article's own stream (the
 * shared one keeps its course), or none when it has numbered them all: then another maker makes the bulb.
 */
export function freeBulbLine(brand: string, base: string, articleId: number, taken: ReadonlySet<string>): { line: string; pack: BulbPack } | null {
  // A line the maker numbers in one pack only (Hella's D burner, in its single box) is not drawn in the other; a base
  // the maker has no number for in the line (Hella's WY5W here) is not offered in it.
  const choices = linesOf(brand, base).flatMap(([line]) => BULB_PACKS.filter((pack) => lampNumber(brand, base, line, pack) !== undefined).map((pack) => ({ line, pack }))).filter(({ line, pack }) => !taken.has(bulbLabel(brand, base, line, pack)));
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

/**
 * The lamp's number as its maker prints it: the base's number, then the line's and the pack's letters.
 * Osram numbers a halogen base by its own number (H1 64150, H4 64193, H7 64210, H11 64211) and a XENARC burner
 * 66, the D-type's digit, 4 for S or 5 for R, and 0 (D2S 66240, D2R 66250, D3S 66340); then the line (NL,
 * ULT, CBI, XNL …) and -HCB for the Duo-Box. Philips numbers H7 12972, H4 12342, D2S 85122, D1S 85415,
 * D3S 42403, D4S 42402 …, then the line (PR, XVP, VI, XV2 …) and C1/B1 for one lamp, S2 (SM) for two.
 * Hella's D burner is 8GS 007 949- with the D-type's digit, 5 for S or 6 for R and the version (D2S -251).
 * Bosch numbers each bulb once in its 1 987 302 range (Pure Light H7 1 987 302 071, H4 …041, H1 …011, H11 …084;
 * P21W …201, P21/5W …202), Hella each in its own group (H7 8GH 007 157-121, H4 8GJ 002 525-131; P21/5W 8GD 002
 * 078-121, P21W 8GA 002 073-121, PY21W 8GA 006 841-121): their digits name the bulb, but by list, not by rule.
 * Signal bulbs: Osram P21W 7506, P21/5W 7528, PY21W 7507, WY5W 2827; Philips P21W 12498, P21/5W 12499, and its
 * amber bulbs with NA (PY21W 12496NA, WY5W 12396NA).
 * A base a maker has no number for here is one it does not offer.
 */
export const LAMP_BASE_NUMBERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Osram: { H1: '64150', H4: '64193', H7: '64210', H11: '64211', D1S: '66140', D1R: '66150', D2S: '66240', D2R: '66250', D3S: '66340', D3R: '66350', D4S: '66440', D4R: '66450', P21W: '7506', 'P21/5W': '7528', PY21W: '7507', WY5W: '2827' },
  Philips: { H1: '12258', H4: '12342', H7: '12972', H11: '12362', D1S: '85415', D1R: '85409', D2S: '85122', D2R: '85126', D3S: '42403', D3R: '42306', D4S: '42402', D4R: '42406', P21W: '12498', 'P21/5W': '12499', PY21W: '12496NA', WY5W: '12396NA' },
  Bosch: { H1: '1 987 302 011', H4: '1 987 302 041', H7: '1 987 302 071', H11: '1 987 302 084', P21W: '1 987 302 201', 'P21/5W': '1 987 302 202' },
  Hella: { D1S: '8GS 007 949-15', D1R: '8GS 007 949-16', D2S: '8GS 007 949-25', D2R: '8GS 007 949-26', D3S: '8GS 007 949-35', D3R: '8GS 007 949-36', D4S: '8GS 007 949-45', D4R: '8GS 007 949-46', H1: '8GH 002 089-131', H4: '8GJ 002 525-131', H7: '8GH 007 157-121', H11: '8GH 008 358-121', P21W: '8GA 002 073-121', 'P21/5W': '8GD 002 078-121', PY21W: '8GA 006 841-121' },
};

/** Each numbered line's letters for one lamp and for a Duo-Box, after the base's number. */
const LINE_SUFFIXES: Readonly<Record<string, Readonly<Record<string, readonly [single: string, duo?: string]>>>> = {
  Osram: {
    'Original Line': ['', '-02B'], 'Ultra Life': ['ULT-01B', 'ULT-HCB'], 'Cool Blue Intense': ['CBI-01B', 'CBI-HCB'], 'Night Breaker Laser': ['NL', 'NL-HCB'], 'Night Breaker 200': ['NB200', 'NB200-HCB'],
    'XENARC Original': ['', '-HCB'], 'XENARC Ultra Life': ['ULT', 'ULT-HCB'], 'XENARC Cool Blue Intense': ['CBI', 'CBI-HCB'], 'XENARC Cool Blue Intense NextGen': ['CBN', 'CBN-HCB'], 'XENARC Night Breaker Laser': ['XNL', 'XNL-HCB'],
  },
  Philips: {
    Vision: ['PRC1', 'PRS2'], 'LongLife EcoVision': ['LLECOB1', 'LLECOS2'], 'WhiteVision ultra': ['WVUB1', 'WVUSM'], 'X-tremeVision Pro150': ['XVPB1', 'XVPS2'], 'RacingVision GT200': ['RGTB1', 'RGTS2'],
    'Xenon Standard': ['C1', 'S2'], 'Xenon Vision': ['VIC1', 'VIS2'], 'Xenon WhiteVision gen2': ['WHV2C1', 'WHV2S2'], 'Xenon X-tremeVision gen2': ['XV2C1', 'XV2S2'],
  },
  Hella: { 'Xenon Standard': ['1'], Standard: [''] },
  Bosch: { 'Pure Light': [''] },
};

/** A signal bulb line's letters for one bulb and for a blister of two: Osram -02B, Philips CP and B2. */
const SIGNAL_LINE_SUFFIXES: Readonly<Record<string, Readonly<Record<string, readonly [single: string, duo?: string]>>>> = {
  Osram: { 'Original Line': ['', '-02B'] },
  Philips: { Vision: ['CP', 'B2'] },
  Bosch: { 'Pure Light': [''] },
  Hella: { Standard: [''] },
};
const suffixesOf = (base: string) => (SIGNAL_BASE.test(base) ? SIGNAL_LINE_SUFFIXES : LINE_SUFFIXES);


/** The number the maker prints for its lamp of the base, line and pack, or none where its numbers name no base. */
export function lampNumber(brand: string, base: string, line: string, pack: BulbPack): string | undefined {
  const stem = LAMP_BASE_NUMBERS[brand]?.[base];
  const suffix = suffixesOf(base)[brand]?.[line];
  const letters = suffix?.[pack === 'duo' ? 1 : 0];
  return stem === undefined || letters === undefined ? undefined : `${stem}${letters}`;
}

/** The token a lamp line's pattern ends in: the drawn number stands in until the lamp's base, line and pack spell it. */
export const LAMP_TOKEN = '†';

/** Every number a lamp line can print, as a regular expression's source. */
export const LAMP_SOURCE = `(?:${Object.entries(LAMP_BASE_NUMBERS).flatMap(([brand, bases]) => Object.keys(bases).flatMap((base) => linesOf(brand, base).flatMap(([line]) => BULB_PACKS.map((pack) => lampNumber(brand, base, line, pack) ?? []))))
  .flat().map((number) => number.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|')})`;

/**
 * Whether the lamp's number names another base than the one it states (an Osram "66750" sold as a D2S, a
 * Hella D burner in Hella's halogen range 8GH), or, where it states its line and pack, is not that line's.
 */
export function lampNumberAgainstType(brand: string, number: string, criteria: readonly { key: string; value: string }[]): boolean {
  const base = criteria.find((c) => c.key === 'lamp_type')?.value ?? '';
  const stem = LAMP_BASE_NUMBERS[brand]?.[base];
  if (stem === undefined) return false;
  if (!number.startsWith(stem)) return true;
  const stated = bulbLineOf(criteria);
  const expected = stated ? lampNumber(brand, base, stated.line, stated.pack) : undefined;
  return expected !== undefined && expected !== number;
}
