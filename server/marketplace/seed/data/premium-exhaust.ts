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

/**
 * The body panels and lamps of a premium sports or luxury flagship type come from its maker too. The
 * panel and lamp makers (Blic, Klokkerholm, Van Wezel, TYC, Magneti Marelli) tool the parts a volume
 * car's accident repair needs in numbers; a 911's aluminium bonnet, a GT3's vented carbon one, an
 * MC20's composite wing, a Taycan's bumper (the Cross Turismo wearing its own) or a 992's matrix
 * headlamp are bought at the maker's dealer, never at a volume panel's price.
 */
export const MAKER_BODY_KINDS: ReadonlySet<string> = new Set([
  'Motorhaube', 'Kotflügel', 'Stoßstange', 'Kühlergrill', 'Hauptscheinwerfer', 'Heckleuchte', 'Nebelscheinwerfer', 'Blinkleuchte', 'Tagfahrleuchte',
]);

/**
 * Types below the flagships that leave the factory with a sport exhaust of the maker's own (a rear box
 * with flaps): an M Performance type (an M235i, an M440i, an X4 M40d, not the xDrive30d beside it),
 * a Mini John Cooper Works and the Alpine A110. The exhaust lines list the rear silencer of the
 * base types, not theirs; the pipes before it are the base car's.
 */
const SPORT_EXHAUST_TYPE: Readonly<Record<string, RegExp>> = {
  BMW: /^M\d{3}[id]\b|\bM\d{2}[id]\b/,
  Mini: /\bJohn Cooper Works\b|\bJCW\b/i,
  Alpine: /^/,
};

/** The silencer the sport exhaust replaces. */
export const SPORT_SILENCER_KINDS: ReadonlySet<string> = new Set(['Endschalldämpfer']);

/** Whether the type wears a sport exhaust of its maker's own (or is a premium sports type, whose whole exhaust is). */
export function sportExhaustType(car: Pick<CarFacts, 'make' | 'typeName'>): boolean {
  return premiumSportsType(car) || (SPORT_EXHAUST_TYPE[car.make]?.test(car.typeName) ?? false);
}

/** Whether the aftermarket lists a body panel, lamp or sport silencer of the kind for the car (the exhaust by premiumExhaustFits). */
export function premiumBodyFits(kind: string, car: Pick<CarFacts, 'make' | 'typeName'>): boolean {
  if (MAKER_BODY_KINDS.has(kind) && premiumSportsType(car)) return false;
  return !SPORT_SILENCER_KINDS.has(kind) || !sportExhaustType(car);
}
