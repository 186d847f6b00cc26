/**
 * Which exhaust parts the aftermarket lists for a premium sports or luxury type. The exhaust lines
 * (Walker, Bosal, Klarius, Polmostrow) make front pipes, middle pipes, silencers, flex pipes,
 * brackets and connectors for volume cars: a Golf, a 3er, a C-Klasse. A Porsche, a Maserati, an AMG,
 * an M car or an RS model leaves the factory with a stainless system of the maker's own (often with
 * flaps), and its pipes and boxes are bought at the maker's dealer at the maker's price: no
 * aftermarket catalogue lists an aluminised pipe for a Panamera. Their catalysts and particulate
 * filters are the maker's too: a V8 biturbo carries one close-coupled cat per bank and a plug-in its own
 * heated one, and the cat and DPF lines (Walker, Bosal, HJS, Magneti Marelli) make them for volume
 * engines only, so one aftermarket cat "for every Cayenne" cannot exist. The luxury flagships are in the
 * same case: an X6 M50i, a Range Rover P530, an S 580 e or a Maybach. Their exhaust sensors are the
 * sensor makers' own parts and stay listed.
 */
import type { CarFacts } from './fitment-rules';

/** The kinds the volume exhaust lines make: the pipes, boxes and their fittings, the catalysts and particulate filters. */
export const VOLUME_EXHAUST_KINDS: ReadonlySet<string> = new Set([
  'Endschalldämpfer', 'Mittelschalldämpfer', 'Vorschalldämpfer', 'Abgasrohr', 'Flexrohr', 'Halter Abgasanlage', 'Rohrverbinder Abgasanlage',
  'Katalysator', 'Rußpartikelfilter',
]);

/** Makes whose every type is a premium sports or luxury car with the maker's own exhaust system. */
const PREMIUM_SPORTS_MAKES: ReadonlySet<string> = new Set(['Porsche', 'Maserati', 'Bentley', 'Rolls-Royce', 'Ferrari', 'Lamborghini', 'Aston Martin', 'McLaren']);

/**
 * The sports and luxury flagship types of the volume premium makes, by the name the maker sells them
 * under: an AMG, a full M car (M2 to M8, X3 M to X6 M), a V8 M Performance (an X6 M50i, an M550i, not
 * a six-cylinder M340i), an RS model or the R8, an S-Klasse or GLS 580 and its plug-in, a Maybach, a
 * Range Rover V8 or plug-in flagship (P530, P510e) and an SVR.
 */
const SPORTS_TYPE: Readonly<Record<string, RegExp>> = {
  'Mercedes-Benz': /\bAMG\b|\bMaybach\b|\b(?:S|GLS|GLE|G) 5[68]0\b|\b(?:S|GLS) 6[058]0\b/i,
  BMW: /^M\d(\s|$)|\bX\d M(\s|$)|\bM\d?[56]0i\b/,
  Audi: /\bRS ?\d|\bRS\b|\bR8\b/,
  'Land Rover': /^Range Rover (?:SWB |LWB )?(?:P5[1-6]\dE?|SV)\b|\bSVR\b/i,
  Jaguar: /\bSVR\b/,
};

/** Whether the type is a premium sports or luxury car whose exhaust comes from its maker only. */
export function premiumSportsType(car: Pick<CarFacts, 'make' | 'typeName'>): boolean {
  return PREMIUM_SPORTS_MAKES.has(car.make) || (SPORTS_TYPE[car.make]?.test(car.typeName) ?? false);
}

/** Whether the aftermarket lists an article of the kind for the car: no volume line's pipe or silencer on a premium sports type. */
export function premiumExhaustFits(kind: string, car: Pick<CarFacts, 'make' | 'typeName'>): boolean {
  return !VOLUME_EXHAUST_KINDS.has(kind) || !premiumSportsType(car);
}
