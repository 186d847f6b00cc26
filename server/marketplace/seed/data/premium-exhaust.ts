/**
 * Which exhaust parts the aftermarket lists for a premium sports or luxury type. The exhaust lines
 * (Walker, Bosal, Klarius, Polmostrow) make front pipes, middle pipes, silencers, flex pipes,
 * brackets and connectors for volume cars: a Golf, a 3er, a C-Klasse. A Porsche, a Maserati, an AMG,
 * an M car or an RS model leaves the factory with a stainless system of the maker's own (often with
 * flaps), and its pipes and boxes are bought at the maker's dealer at the maker's price: no
 * aftermarket catalogue lists an aluminised pipe for a Panamera. What the trade does list for them
 * is a replacement catalyst or particulate filter from the lines that make those.
 */
import type { CarFacts } from './fitment-rules';

/** The kinds the volume exhaust lines make: the pipes, boxes and their fittings. */
export const VOLUME_EXHAUST_KINDS: ReadonlySet<string> = new Set([
  'Endschalldämpfer', 'Mittelschalldämpfer', 'Vorschalldämpfer', 'Abgasrohr', 'Flexrohr', 'Halter Abgasanlage', 'Rohrverbinder Abgasanlage',
]);

/** Makes whose every type is a premium sports or luxury car with the maker's own exhaust system. */
const PREMIUM_SPORTS_MAKES: ReadonlySet<string> = new Set(['Porsche', 'Maserati']);

/**
 * The sports types of the volume premium makes, by the name the maker sells them under: an AMG,
 * a full M car (M2 to M8, X3 M to X6 M, not an M Performance M340i), an RS model or the R8.
 */
const SPORTS_TYPE: Readonly<Record<string, RegExp>> = {
  'Mercedes-Benz': /\bAMG\b/,
  BMW: /^M\d(\s|$)|\bX\d M(\s|$)/,
  Audi: /\bRS ?\d|\bRS\b|\bR8\b/,
};

/** Whether the type is a premium sports or luxury car whose exhaust comes from its maker only. */
export function premiumSportsType(car: Pick<CarFacts, 'make' | 'typeName'>): boolean {
  return PREMIUM_SPORTS_MAKES.has(car.make) || (SPORTS_TYPE[car.make]?.test(car.typeName) ?? false);
}

/** Whether the aftermarket lists an article of the kind for the car: no volume line's pipe or silencer on a premium sports type. */
export function premiumExhaustFits(kind: string, car: Pick<CarFacts, 'make' | 'typeName'>): boolean {
  return !VOLUME_EXHAUST_KINDS.has(kind) || !premiumSportsType(car);
}
