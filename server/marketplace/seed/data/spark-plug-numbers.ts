/**
 * Denso numbers a spark plug by its designation, and the designation is the plug: its letters say the
 * thread and hexagon and the line (K: M14x1.25 with a 16 mm hexagon, XEH: M12x1.25 with a 14 mm one;
 * P platinum, I and V iridium), its two digits the heat range (16, 20, 22, 24, the higher the colder),
 * TT the twin-tip electrode. K20TT is one article that fits every engine taking it: the counter knows
 * no "K20TT-232", and a K20TT for a slim-plug head, or a "K87TT", does not exist. A product line's
 * pattern writes the designation as HEAT_TOKEN. NGK's stock numbers, Bosch's 0 242 …, Beru's and
 * Champion's order numbers carry no heat range.
 */

/** The token a product line's pattern writes the plug's designation as (data/product-lines.ts). */
export const HEAT_TOKEN = '¤';

/** Denso's heat number for the heat range the data sheet states (NGK's scale): Denso's own cross list. */
const DENSO_HEAT: Readonly<Record<number, string>> = { 5: '16', 6: '20', 7: '22', 8: '24' };

/**
 * Denso's designations by the plug's thread, the heat number written as '#': the line the engine's
 * maker fits is read from the electrode gap it sets (nickel twin-tip at the narrowest, iridium at the widest).
 */
const DENSO_SERIES: Readonly<Record<string, readonly string[]>> = {
  'M14x1.25': ['K#TT', 'PK#TT', 'VK#', 'IK#TT', 'IKH#TT'],
  'M12x1.25': ['XEH#TT', 'VXEH#', 'IXEH#TT'],
};

/** The regular expression source of a Denso plug designation. */
export const DESIGNATION_SOURCE = `(?:${Object.values(DENSO_SERIES).flat().map((form) => form.replace('#', `(?:${Object.values(DENSO_HEAT).join('|')})`)).join('|')})`;

/** Denso's heat code of a plug of `heatRange`. */
export function densoHeatCode(heatRange: number): string {
  const code = DENSO_HEAT[heatRange];
  if (code === undefined) throw new Error(`no Denso heat code for heat range ${heatRange}`);
  return code;
}

/** The Denso designation of a plug of this thread, heat range and electrode gap (mm, "0.8"). */
export function densoPlugDesignation(thread: string, heatRange: number, gapMm: string): string {
  const series = DENSO_SERIES[thread];
  if (!series) throw new Error(`no Denso plug of thread ${thread}`);
  const tenths = Math.max(0, Math.round(Number(gapMm) * 10) - 7);
  return series[tenths % series.length]!.replace('#', densoHeatCode(heatRange));
}

/** Whether a Denso plug's number is not the designation of the plug its criteria describe (a suffix, another thread's letters or line). */
export function densoPlugNotDesignation(number: string, criteria: readonly { key: string; value: string }[]): boolean {
  const value = (key: string) => criteria.find((criterion) => criterion.key === key)?.value;
  const thread = value('thread');
  const heat = Number(value('heat_range'));
  const gap = value('electrode_gap');
  if (!thread || !DENSO_SERIES[thread] || !DENSO_HEAT[heat] || !gap) return true;
  return number !== densoPlugDesignation(thread, heat, gap);
}

/** The heat range a plug number states (Denso's K20TT: 6), NaN for a Denso number of no heat code, undefined for a number that states none. */
export function heatRangeInNumber(brand: string, number: string): number | undefined {
  if (brand !== 'Denso') return undefined;
  const found = /^[A-Z]+?(\d\d)/.exec(number);
  if (!found) return undefined;
  const entry = Object.entries(DENSO_HEAT).find(([, code]) => code === found[1]);
  return entry ? Number(entry[0]) : Number.NaN;
}
