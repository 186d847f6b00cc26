/**
 * Generations the French list names with fewer engines than they were sold with, because the list
 * carries those engines under another series name: the same car renamed at its facelift (the
 * Grandland X became the Grandland in 2021, on the same body and engines), or the same van sold as
 * another model (the Marco Polo is the V-Klasse fitted out as a camper, with the V-Klasse's engines).
 * A counter lists such a generation with every engine it was sold with: the owner of a 1.2 Turbo
 * Grandland X or a Marco Polo 250 d is never offered only the one type the list happened to name.
 */
import type { ListedVariant } from './earlier-generations';

export interface SharedRange {
  manufacturer: string;
  /** The catalogue's generation that lacks the engines. */
  generation: string;
  /** The list's series name (ademeSeriesName) that names them. */
  from: string;
  /** The generation's years, which the carried types take. */
  years: readonly [number, number | null];
  /** The listed variants the generation was also sold with. */
  holds: (variant: ListedVariant) => boolean;
  /** The type's name in the generation: the list's name with the generation's model name. */
  rename: (name: string) => string;
}

export const SHARED_RANGES: readonly SharedRange[] = [
  // The Grandland X (2017-2021) came with the 1.2 Turbo petrol (96 kW), its commonest engine, and the diesel; the 2021 facelift,
  // renamed Grandland, kept both engines.
  {
    manufacturer: 'Opel', generation: 'Grandland X', from: 'Grandland', years: [2017, 2021],
    holds: (v) => v.fuel === 'petrol' && v.ccm === 1199, rename: (name) => name.replace(/^Grandland\b/, 'Grandland X'),
  },
  // The Marco Polo is the V-Klasse (W447) camper: the V 220 d and V 250 d engines came in it as the Marco Polo 220 d and 250 d.
  // The list names the Marco Polo 300 d itself.
  {
    manufacturer: 'Mercedes-Benz', generation: 'Marco Polo', from: 'V-Klasse', years: [2014, null],
    holds: (v) => v.fuel === 'diesel' && v.kw < 174, rename: (name) => name.replace(/^V\b/, 'Marco Polo'),
  },
];

/** The generations a listed variant of that list series also belongs to, with its name there. */
export function sharedRangesOf(manufacturer: string, series: string, variant: ListedVariant & { name: string }): { generation: string; years: readonly [number, number | null]; name: string }[] {
  return SHARED_RANGES.filter((r) => r.manufacturer === manufacturer && r.from === series && r.holds(variant))
    .map((r) => ({ generation: r.generation, years: r.years, name: r.rename(variant.name) }));
}

/** The variants of a list series a generation lacks: those of the series it shares that it has no type of (same fuel, power and capacity). */
export function missingFromRange(range: SharedRange, source: readonly ListedVariant[], generationTypes: readonly ListedVariant[]): ListedVariant[] {
  return source.filter((v) => range.holds(v) && !generationTypes.some((t) => t.fuel === v.fuel && t.kw === v.kw && t.ccm === v.ccm));
}
