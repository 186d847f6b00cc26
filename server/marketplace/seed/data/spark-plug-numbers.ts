/**
 * Denso writes a spark plug's heat range into its number: K16TT, K20TT, K22TT, K24TT, the higher the
 * colder. A plug sold as heat range 6 (the scale its data sheet states, NGK's) is a K20TT, never a
 * "K87TT": that number does not exist. A product line's pattern writes Denso's heat code as HEAT_TOKEN.
 * NGK's stock numbers, Bosch's 0 242 …, Beru's and Champion's order numbers carry no heat range.
 */

/** The token a product line's pattern writes the plug's heat code as (data/product-lines.ts). */
export const HEAT_TOKEN = '¤';

/** Denso's heat number for the heat range the data sheet states (NGK's scale): Denso's own cross list. */
const DENSO_HEAT: Readonly<Record<number, string>> = { 5: '16', 6: '20', 7: '22', 8: '24' };

/** The regular expression source of a Denso heat code. */
export const HEAT_CODE_SOURCE = `(?:${Object.values(DENSO_HEAT).join('|')})`;

/** Denso's heat code of a plug of `heatRange`. */
export function densoHeatCode(heatRange: number): string {
  const code = DENSO_HEAT[heatRange];
  if (code === undefined) throw new Error(`no Denso heat code for heat range ${heatRange}`);
  return code;
}

/** The heat range a plug number states (Denso's K20TT: 6), NaN for a Denso number of no heat code, undefined for a number that states none. */
export function heatRangeInNumber(brand: string, number: string): number | undefined {
  if (brand !== 'Denso') return undefined;
  const found = /^[A-Z]*K(\d\d)[A-Z]*TT/.exec(number);
  if (!found) return undefined;
  const entry = Object.entries(DENSO_HEAT).find(([, code]) => code === found[1]);
  return entry ? Number(entry[0]) : Number.NaN;
}
