/**
 * Variants the French list still carries after their maker replaced the generation: the list dates
 * every variant to its own year, but these cars were built before, as the generation the list's
 * series name no longer means. Each belongs to that generation, with its years, never to today's.
 */

import { listGeneration } from './list-generations';

export interface ListedVariant { fuel: string; ccm: number; kw: number; name?: string }

interface EarlierGeneration {
  manufacturer: string;
  /** The list's series name (ademeSeriesName). */
  series: string;
  /** The generation the variants were built as, and its years. */
  generation: string;
  years: readonly [number, number];
  holds: (variant: ListedVariant) => boolean;
}

export const EARLIER_GENERATIONS: readonly EarlierGeneration[] = [
  // The Civic XI (2022) came to Europe as the 2.0 e:HEV and the Type R only; the 1.0 and 1.5 VTEC Turbo petrols are the Civic X's.
  { manufacturer: 'Honda', series: 'Civic', generation: 'Civic X', years: [2017, 2022], holds: (v) => v.fuel === 'petrol' && v.ccm < 1900 },
  // The Caddy-based Tourneo Connect (2022) runs VW's 2.0 TDI (sold as "2.0 EcoBlue", 75 and 90 kW) and 1.5 TSI ("1.5 EcoBoost");
  // Ford's own 1.5 EcoBlue and 1.0 EcoBoost are the Tourneo Connect II's.
  { manufacturer: 'Ford', series: 'Tourneo Connect', generation: 'Tourneo Connect II', years: [2014, 2022], holds: (v) => (v.fuel === 'diesel' && v.ccm === 1499) || (v.fuel === 'petrol' && v.ccm === 999) },
  // The RX 450h and the long 450hL (from 2018) with the 3.5 V6 hybrid are the fourth RX (AL20, 2015-2022); the RX of 2022
  // (AL30) is the 350h, 450h+ and 500h of 2.4 and 2.5 litres.
  // The NX 300h (2.5 litre 2AR-FXE hybrid) is the first NX (AZ10, 2014-2021); the NX of 2021 (AZ20) is the 350h and 450h+.
  { manufacturer: 'Lexus', series: 'NX', generation: 'NX I', years: [2014, 2021], holds: (v) => v.fuel === 'hybrid' && v.ccm === 2494 },
  { manufacturer: 'Lexus', series: 'RX', generation: 'RX IV', years: [2015, 2022], holds: (v) => v.fuel === 'hybrid' && v.ccm === 3456 },
];

/**
 * The series a listed variant belongs to and its years: the earlier generation's where it is one of those, else the
 * generation the list's series was on sale as (list-generations.ts); the list's year only for a series that table lacks.
 */
export function generationOfVariant(manufacturer: string, series: string, variant: ListedVariant, listYear: number): { series: string; yearStart: number; yearEnd: number | null } {
  const earlier = EARLIER_GENERATIONS.find((g) => g.manufacturer === manufacturer && g.series === series && g.holds(variant));
  if (earlier) return { series: earlier.generation, yearStart: earlier.years[0], yearEnd: earlier.years[1] };
  const listed = listGeneration(manufacturer, series, variant);
  return listed ? { series: listed.generation ?? series, yearStart: listed.years[0], yearEnd: listed.years[1] } : { series, yearStart: listYear, yearEnd: null };
}
