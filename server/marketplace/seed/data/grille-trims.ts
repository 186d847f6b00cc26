/**
 * Front grilles a trim has of its own. Where the trade lists the grille by trim, one grille does not
 * fit the whole generation: a Cayenne GTS, a Cayenne Turbo (the Turbo S E-Hybrid wears its front) and
 * a Cayenne Turbo GT each have their own front fascia and grille, unlike the base and E-Hybrid. A
 * trim with a front end of its own (data/sport-fascias.ts) has its own grille too: a Fiesta ST's and
 * a Puma ST's honeycomb, a Kodiaq RS's black grille, an M235i's or X6 M50i's M kidney.
 */
import type { CarFacts } from './fitment-rules';
import { sportFasciaOf } from './sport-fascias';

const TRIM_GRILLES: readonly (readonly [RegExp, readonly (readonly [RegExp, string])[]])[] = [
  [/^Porsche Cayenne\b/, [[/\bTurbo GT\b/i, 'Turbo GT'], [/\bTurbo\b/i, 'Turbo'], [/\bGTS\b/i, 'GTS']]],
];

/**
 * Electric versions with a front of their own in a generation built mostly with combustion engines: the
 * e-208's and e-2008's body-coloured grille, the ë-C4's closed front and the Kona Elektro's closed nose
 * take none of the petrol and diesel models' black grille.
 */
const ELECTRIC_FRONTS = /^(Peugeot (208 II|2008 II)|Citroën C4 III|Hyundai Kona (I|II))\b/;

/** The trim whose grille the car takes: the trim's name where it has its own grille, 'base' for the generation's other types. */
export function grilleTrimOf(car: Pick<CarFacts, 'make' | 'generation' | 'typeName'> & Partial<Pick<CarFacts, 'fuel'>>): string {
  if (car.fuel === 'electric' && ELECTRIC_FRONTS.test(car.generation)) return 'electric';
  const trims = TRIM_GRILLES.find(([generation]) => generation.test(car.generation))?.[1];
  if (!trims) return sportFasciaOf(car) ?? 'base';
  return trims.find(([name]) => name.test(car.typeName))?.[1] ?? 'base';
}
