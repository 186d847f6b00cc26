/**
 * Makers whose numbers lie in a known range, beyond what their pattern spells: febi counts its parts up
 * from its old five-digit numbers (01234 … 49999) to its six-digit ones, which have not yet reached
 * 190000. A febi "703065" or "007600" finds nothing at the wholesaler's counter, or another part.
 */
const RANGES: Readonly<Record<string, RegExp>> = {
  'Febi Bilstein': /^(?:0[1-9]\d{3}|[1-4]\d{4}|1[0-8]\d{4})$/,
};

/**
 * Series whose numbers lie in blocks of their own within a brand's scheme: the series' first digits and the
 * numbers the brand has given in it. Bosch's spark plugs are 0 242 1xx xxx and 0 242 2xx xxx (0 242 135 515,
 * 0 242 236 562); its glow plugs 0 250 2xx xxx, 0 250 4xx xxx and 0 250 6xx xxx (0 250 202 132 the Duraterm,
 * 0 250 403 009, 0 250 603 006 the ceramic); its batteries are named by type, S4 005 being 0 092 S40 050 and
 * S4 E05 (EFB) 0 092 S4E 050: the type's two digits and a 0, types running from 01 to 29 in each range.
 */
const SERIES_RANGES: Readonly<Record<string, readonly { series: string; range: RegExp }[]>> = {
  Bosch: [
    { series: '0 242 ', range: /^0 242 [12]\d\d \d{3}$/ },
    { series: '0 250 ', range: /^0 250 [246]\d\d \d{3}$/ },
    { series: '0 092 S', range: /^0 092 S(?:40|50|4E|5A) (?:0[1-9]|1\d|2\d)0$/ },
  ],
};

/** Whether the brand's number lies outside the range the brand numbers in, or its series' block (false for a brand with no known range). */
export function numberOutsideBrandRange(brand: string, number: string): boolean {
  const range = RANGES[brand];
  if (range !== undefined && !range.test(number)) return true;
  const series = SERIES_RANGES[brand]?.find((block) => number.startsWith(block.series));
  return series !== undefined && !series.range.test(number);
}

/**
 * Makers who number their parts in the order they bring them out, as eras: the first number of a block and the
 * year its parts began. febi's 0xxxx-1xxxx numbers are the parts of the 1990s, 2xxxx those of about 2000-2008,
 * 3xxxx-4xxxx those of about 2008-2014, and a part first made for cars launched from 2015 carries a six-digit
 * number (10xxxx and up). A part is numbered when its first car comes out, so its number lies in the block of
 * the earliest fitted car's launch or a later one: a 1990s febi number on a 2013 car is a number the counter
 * knows from an older car's part.
 */
const ERAS: Readonly<Record<string, readonly { numberFrom: number; from: number }[]>> = {
  'Febi Bilstein': [
    { numberFrom: 0, from: 0 },
    { numberFrom: 20000, from: 2000 },
    { numberFrom: 30000, from: 2008 },
    { numberFrom: 100000, from: 2015 },
  ],
};

/** The era (index into the brand's blocks) a part for cars first launched in that year is numbered in; 0 where the brand numbers by no era or the year is unknown. */
export function eraOfLaunch(brand: string, earliestLaunch: number | undefined): number {
  const eras = ERAS[brand];
  if (eras === undefined || earliestLaunch === undefined) return 0;
  return eras.reduce((era, block, index) => (block.from <= earliestLaunch ? index : era), 0);
}

/** Whether the brand numbers a part for cars first launched in that year in a block after its oldest. */
export function laterRangeApplies(brand: string, earliestLaunch: number | undefined): boolean {
  return eraOfLaunch(brand, earliestLaunch) > 0;
}

/** Whether the number lies in a block before the era its cars were launched in (a febi 02793 on a 2007 smart, 35536 on a 2020 BMW). */
export function numberBeforeItsCars(brand: string, number: string, earliestLaunch: number | undefined): boolean {
  const era = eraOfLaunch(brand, earliestLaunch);
  return era > 0 && Number(number.replace(/\D/g, '')) < ERAS[brand]![era]!.numberFrom;
}
