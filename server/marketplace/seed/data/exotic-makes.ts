/**
 * What the independent aftermarket catalogues for the exotic makes. A Ferrari, a Lamborghini, a
 * Rolls-Royce is serviced at the maker's own dealers with the maker's parts: the parts makers list
 * only the service parts of their premium lines for it (filters, spark plugs, a battery, wiper
 * blades, bulbs, brake discs from the performance disc makers), and price them as such. A sensor,
 * a thermostat or a body panel for a supercar from a volume programme at a volume car's price is not
 * in any catalogue. Pads are left out: the aftermarket's sets for these cars are racing compounds at
 * several times a volume car's pad price.
 */
import type { ProductLine } from './product-lines';
import { HAND_BUILT_MAKES } from './car-equipment';

/** The exotic makes: the hand-built supercars and luxury cars sold through the maker's own dealers only (data/car-equipment.ts). */
export const EXOTIC_MAKES: ReadonlySet<string> = HAND_BUILT_MAKES;

const FILTER_MAKERS = ['Mann-Filter', 'Mahle', 'Knecht', 'Bosch', 'Hengst', 'UFI', 'K&N'];

/**
 * The kinds the aftermarket lists for an exotic make, with the premium makers that list them and the
 * least one article costs for such a car (euros): a supercar's oil filter is a large cartridge or can,
 * its disc a large cross-drilled one.
 */
export const EXOTIC_PARTS: Readonly<Record<string, { brands: readonly string[]; floorEur: number }>> = {
  'Ölfilter': { brands: FILTER_MAKERS, floorEur: 12 },
  Luftfilter: { brands: FILTER_MAKERS, floorEur: 25 },
  'Biofunktionaler Innenraumfilter': { brands: FILTER_MAKERS, floorEur: 15 },
  Pollenfilter: { brands: FILTER_MAKERS, floorEur: 15 },
  Aktivkohlefilter: { brands: FILTER_MAKERS, floorEur: 18 },
  'Zündkerzen': { brands: ['NGK', 'Bosch', 'Denso', 'Champion', 'Beru'], floorEur: 8 },
  Starterbatterie: { brands: ['Varta', 'Bosch', 'Exide'], floorEur: 0 },
  Scheibenwischer: { brands: ['Bosch', 'Valeo', 'SWF'], floorEur: 12 },
  'Glühlampe Hauptscheinwerfer': { brands: ['Osram', 'Philips', 'Hella', 'Bosch'], floorEur: 0 },
  'Glühlampe Blinkleuchte': { brands: ['Osram', 'Philips', 'Hella', 'Bosch'], floorEur: 0 },
  'Xenon-Brenner': { brands: ['Osram', 'Philips', 'Hella'], floorEur: 0 },
  Bremsscheiben: { brands: ['Brembo', 'Zimmermann'], floorEur: 120 },
};

export const isExotic = (make: string): boolean => EXOTIC_MAKES.has(make);

/** Whether the aftermarket lists the kind for a car of the make at all. */
export function exoticKindFits(kind: string, make: string): boolean {
  return !EXOTIC_MAKES.has(make) || kind in EXOTIC_PARTS;
}

/** Whether the brand makes the kind for cars of these makes: for an exotic make, one of the kind's premium makers only. */
export function exoticBrandFits(kind: string, brand: string, makes: Iterable<string>): boolean {
  for (const make of makes) if (EXOTIC_MAKES.has(make)) return EXOTIC_PARTS[kind]?.brands.includes(brand) ?? false;
  return true;
}

/** The lines an article for these makes may come from, or undefined where no exotic make is among them. */
export function exoticPartLines(kind: string, makes: readonly string[]): ((line: ProductLine) => boolean) | undefined {
  return makes.some(isExotic) ? (line) => exoticBrandFits(kind, line.brand, makes) : undefined;
}

/** The least an article of the kind fitting these makes costs (euros): an exotic's floor, else 0. */
export function exoticFloorEur(kind: string, makes: Iterable<string>): number {
  for (const make of makes) if (EXOTIC_MAKES.has(make)) return EXOTIC_PARTS[kind]?.floorEur ?? 0;
  return 0;
}
