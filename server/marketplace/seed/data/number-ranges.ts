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

/**
 * Brake lines numbered in sequence as their parts came out: each block of numbers with the launch year of the cars its parts were
 * first made for, as the trade knows the lines (conservatively, the blocks stop short of numbers not yet given). TRW's pads run from
 * GDB1xxx in the 1990s to GDB2xxx for cars from 2015, its discs from DF1xxx-3xxx to DF4xxx in the 2000s and DF6xxx in the 2010s;
 * Ferodo's pads from FDB1xxx to FDB2xxx, then FDB4xxx-5xxx for the 2010s' cars (a G20's pad is a late FDB5xxx), its discs from
 * DDF1xxx to DDF2xxx; Mintex's pads from MDB1xxx to MDB3xxx-4xxx, its discs MDC1xxx-2xxx; Delphi's pads from LP1xxx to
 * LP2xxx-3xxx, its discs from BG2xxx to BG4xxx. A part keeps the number it got for its first car, so the earliest fitted car's
 * launch places it: an FDB1676 is a 1990s car's pad, never a 2019 one's, and no MDB6xxx or MDC7xxx exists.
 */
interface SeriesEras { series: RegExp; blocks: readonly { from: number; numbers: readonly [number, number] }[] }
const SERIES_ERAS: Readonly<Record<string, readonly SeriesEras[]>> = {
  TRW: [
    { series: /^GDB(\d{4})$/, blocks: [{ from: 0, numbers: [1000, 1299] }, { from: 1998, numbers: [1300, 1599] }, { from: 2004, numbers: [1600, 1799] }, { from: 2009, numbers: [1800, 1999] }, { from: 2015, numbers: [2000, 2299] }] },
    { series: /^DF(\d{4})$/, blocks: [{ from: 0, numbers: [1000, 2799] }, { from: 1996, numbers: [2800, 3999] }, { from: 2002, numbers: [4000, 4999] }, { from: 2010, numbers: [6000, 6499] }, { from: 2016, numbers: [6500, 6999] }] },
  ],
  Ferodo: [
    { series: /^FDB(\d{4})$/, blocks: [{ from: 0, numbers: [1000, 1299] }, { from: 1998, numbers: [1300, 1799] }, { from: 2005, numbers: [1800, 2299] }, { from: 2011, numbers: [4000, 4599] }, { from: 2015, numbers: [4600, 5099] }, { from: 2019, numbers: [5100, 5499] }] },
    { series: /^DDF(\d{4})$/, blocks: [{ from: 0, numbers: [1000, 1199] }, { from: 1998, numbers: [1200, 1599] }, { from: 2005, numbers: [1600, 1999] }, { from: 2011, numbers: [2000, 2499] }, { from: 2017, numbers: [2500, 2799] }] },
  ],
  Mintex: [
    { series: /^MDB(\d{4})$/, blocks: [{ from: 0, numbers: [1000, 1699] }, { from: 1998, numbers: [1700, 2299] }, { from: 2004, numbers: [2300, 2899] }, { from: 2010, numbers: [2900, 3399] }, { from: 2015, numbers: [3400, 3899] }, { from: 2019, numbers: [3900, 4199] }] },
    { series: /^MDC(\d{4})$/, blocks: [{ from: 0, numbers: [1000, 1299] }, { from: 1998, numbers: [1300, 1699] }, { from: 2004, numbers: [1700, 2099] }, { from: 2010, numbers: [2100, 2599] }, { from: 2016, numbers: [2600, 2999] }] },
  ],
  Delphi: [
    { series: /^LP(\d{4})$/, blocks: [{ from: 0, numbers: [1000, 1399] }, { from: 1998, numbers: [1400, 1799] }, { from: 2004, numbers: [1800, 2299] }, { from: 2010, numbers: [2300, 2799] }, { from: 2015, numbers: [2800, 3199] }, { from: 2019, numbers: [3200, 3499] }] },
    { series: /^BG(\d{4})$/, blocks: [{ from: 0, numbers: [2000, 2999] }, { from: 1998, numbers: [3000, 3699] }, { from: 2004, numbers: [3700, 4199] }, { from: 2010, numbers: [4200, 4599] }, { from: 2015, numbers: [4600, 4999] }] },
  ],
};

/** The sequence series a number or a line's pattern belongs to ('FDB####' is Ferodo's FDB), if its brand numbers one in sequence. */
function seriesOf(brand: string, number: string): SeriesEras | undefined {
  return SERIES_ERAS[brand]?.find((eras) => eras.series.test(number.replace(/[#~]/g, '0')));
}

/** The block (index into its series' blocks) a part of the line's pattern for cars first launched in that year is numbered in; undefined where the line numbers in no sequence or the year is unknown. */
export function seriesEraOfLaunch(brand: string, pattern: string, earliestLaunch: number | undefined): number | undefined {
  const series = seriesOf(brand, pattern);
  if (series === undefined || earliestLaunch === undefined) return undefined;
  return series.blocks.reduce((era, block, index) => (block.from <= earliestLaunch ? index : era), 0);
}

/**
 * Whether a number of a sequence series lies outside the block of its earliest fitted car's launch (an FDB1676 on a 2019 G20's
 * pad, an MDB6831 of no block at all); with the launch unknown, outside all the series' blocks. False for numbers of no such series.
 */
export function numberOutsideSeriesEra(brand: string, number: string, earliestLaunch: number | undefined): boolean {
  const series = seriesOf(brand, number);
  if (series === undefined) return false;
  const value = Number(series.series.exec(number)![1]);
  const era = seriesEraOfLaunch(brand, number, earliestLaunch);
  const blocks = era === undefined ? series.blocks : [series.blocks[era]!];
  return !blocks.some((block) => value >= block.numbers[0] && value <= block.numbers[1]);
}
