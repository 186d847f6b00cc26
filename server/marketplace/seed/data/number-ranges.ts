/**
 * Makers whose numbers lie in a known range, beyond what their pattern spells: febi counts its parts up
 * from its old five-digit numbers (01234 … 49999) to its six-digit ones, which have not yet reached
 * 190000. A febi "703065" or "007600" finds nothing at the wholesaler's counter, or another part.
 */
const RANGES: Readonly<Record<string, RegExp>> = {
  'Febi Bilstein': /^(?:0[1-9]\d{3}|[1-4]\d{4}|1[0-8]\d{4})$/,
};

/** Whether the brand's number lies outside the range the brand numbers in (false for a brand with no known range). */
export function numberOutsideBrandRange(brand: string, number: string): boolean {
  const range = RANGES[brand];
  return range !== undefined && !range.test(number);
}

/**
 * Makers who number their parts in the order they bring them out, and the range of their newer parts: febi's
 * five-digit numbers are the parts of the 1990s to the early 2010s, and a part first made for cars launched in
 * 2015 or later carries a six-digit number (10xxxx and up). A five-digit febi number on a part that fits only
 * such cars is a number the counter knows from an older car's part.
 */
const LATER_RANGES: Readonly<Record<string, { launchedFrom: number; numberFrom: number }>> = {
  'Febi Bilstein': { launchedFrom: 2015, numberFrom: 100000 },
};

/** Whether the brand numbers a part for cars first launched in that year (the earliest fitted car's) in its later range. */
export function laterRangeApplies(brand: string, earliestLaunch: number | undefined): boolean {
  const later = LATER_RANGES[brand];
  return later !== undefined && earliestLaunch !== undefined && earliestLaunch >= later.launchedFrom;
}

/** Whether the number lies before the range its brand numbers the parts of such new cars in (a febi 35536 on cars all launched from 2015). */
export function numberBeforeItsCars(brand: string, number: string, earliestLaunch: number | undefined): boolean {
  return laterRangeApplies(brand, earliestLaunch) && Number(number.replace(/\D/g, '')) < LATER_RANGES[brand]!.numberFrom;
}
