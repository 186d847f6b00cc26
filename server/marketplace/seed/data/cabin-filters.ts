/**
 * A cabin filter sits in the heater box (the HVAC unit behind the dashboard), so its size is the heater
 * box's. Where a platform's cars share one heater box, they share one cabin filter: every MQB car from the
 * Golf VII to the Passat B8 and the Tiguan II takes the 5Q0 819 653 / 644 filter, every PQ35 car the
 * 1K1 819 653 one. Elsewhere the box is the generation's and, where a series holds several, the body's.
 */
import type { CarFacts } from './fitment-rules';
import { bodyOfName } from './installed-parts';
import { PRODUCT_LINES, lineRegExp } from './product-lines';

interface SharedHeaterBox { platform: string; cars?: RegExp; reason: string }

/** The platforms whose cars share one heater box, and so one cabin filter. */
export const SHARED_HEATER_BOXES: readonly SharedHeaterBox[] = [
  { platform: 'MQB', reason: 'the MQB cars (Golf VII, A3 8V, Octavia III, Leon III, Passat B8, Superb III, Tiguan II, Touran II, T-Roc) share one heater box: the 5Q0 819 653 / 644 filter' },
  { platform: 'MQB Evo', reason: 'the MQB Evo cars (Golf VIII, A3 8Y, Leon IV, Octavia IV) share one heater box and its filter' },
  { platform: 'MQB-A0', reason: 'the small MQB cars (Polo VI, Ibiza V, Fabia IV) share one heater box: the 2Q0 819 653 filter' },
  { platform: 'PQ35', reason: 'the PQ35 cars (Golf V and VI, A3 8P, Octavia II, Leon II, Touran I, Tiguan I, Caddy III) share one heater box: the 1K1 819 653 / 1K0 819 644 filter' },
  { platform: 'PQ25', reason: 'the Polo V and the Ibiza IV share one heater box: the 6R0 819 653 filter' },
  { platform: 'PQ24', reason: 'the Polo IV and the Fabia II share one heater box: the 6Q0 819 653 filter' },
  { platform: 'CLAR', reason: 'BMW\'s CLAR cars (3er G20, 5er G30, X3 G01) share one heater box and its microfilter' },
  { platform: 'MLB', cars: /\b(A4|A5|Q5|S4|S5|SQ5)\b/, reason: 'the A4 B8, A5 and Q5 8R on the MLB share one heater box: the 8K0 819 439 filter (the A6 C7 has the A7\'s and A8\'s own)' },
  { platform: 'EMP2', cars: /\b(308 II|3008 II|5008 II|C4 Picasso II|C4 SpaceTourer)\b/, reason: 'the first EMP2 cars (308 II, 3008 II, 5008 II, C4 Picasso II) share one heater box and its filter' },
  { platform: 'CMP', reason: 'the CMP cars (208 II, 2008 II, Corsa F, C4 III) share one heater box and its filter' },
  { platform: 'CMF-B', cars: /\b(Clio V|Captur II)\b/, reason: 'Renault\'s CMF-B cars (Clio V, Captur II) share one heater box and its filter' },
];

/** The platform whose heater box the car shares, where its platform's cars share one. */
export function sharedHeaterBoxOf(car: Pick<CarFacts, 'platform' | 'generation'>): string | undefined {
  return SHARED_HEATER_BOXES.find((box) => box.platform === car.platform && (!box.cars || box.cars.test(car.generation)))?.platform;
}

/** The heater box a cabin filter is made for: the shared platform's, else the generation's (and body's). */
export function heaterBoxOf(car: Pick<CarFacts, 'platform' | 'generation' | 'typeName'>): string {
  const shared = sharedHeaterBoxOf(car);
  if (shared) return `platform/${shared}`;
  const body = bodyOfName(car.typeName);
  return `generation/${body ? `${car.generation}/${body}` : car.generation}`;
}

/**
 * The trade sells a car's cabin filter as three products of one size, each its own leaf: the particle
 * (pollen) filter, the activated-carbon filter that also takes smells and gases out, and the
 * biofunctional filter whose extra layer holds back allergens, bacteria and mould (Mann FP
 * "FreciousPlus", Mahle LAO, Bosch FILTER+). A maker numbers each product in its own series (Mann
 * CU / CUK / FP, Mahle LA / LAK / LAO), and the car's heater box takes all three.
 */
export const PARTICLE_CABIN_FILTER = 'Pollenfilter';
export const CARBON_CABIN_FILTER = 'Aktivkohlefilter';
export const BIOFUNCTIONAL_CABIN_FILTER = 'Biofunktionaler Innenraumfilter';

/** The cabin filter kinds (the leaves' German titles): one housing, so one size per car. */
export const CABIN_FILTER_KINDS: ReadonlySet<string> = new Set([PARTICLE_CABIN_FILTER, CARBON_CABIN_FILTER, BIOFUNCTIONAL_CABIN_FILTER]);

/**
 * The cabin filter products whose series of the brand (data/product-lines.ts) the number is in: a Mann
 * "CU 2939" is a particle filter, a "CUK 2939" an activated-carbon one, an "FP 2939" a biofunctional one.
 * A brand with one scheme for all three (Bosch) gives all three.
 */
export function cabinFiltersOfNumber(brand: string, number: string): string[] {
  return [...CABIN_FILTER_KINDS].filter((kind) => PRODUCT_LINES.some((line) => line.brand === brand && line.kinds.includes(kind) && lineRegExp(line).test(number)));
}
