/**
 * Trims with a front end of their own. The panel makers (Blic, Van Wezel, Prasco, Klokkerholm) tool
 * the generation's base fascia: their bumper fits the types that leave the factory with it, and a
 * GTI, an RS, an M Performance type, an AMG, a Cooper S or a Cayenne Turbo wears its own bumper
 * (larger intakes, other fog-lamp and sensor openings, a splitter) that the trade buys from the
 * maker. Each entry names the trim and why its bumper is not the base one.
 */
import type { CarFacts } from './fitment-rules';

interface SportFascia {
  make: RegExp;
  /** The trim in the type's name. */
  trim: RegExp;
  name: string;
  reason: string;
}

export const SPORT_FASCIAS: readonly SportFascia[] = [
  { make: /^VW$/, trim: /\bGTI\b/, name: 'GTI', reason: 'the GTI bumper has its own honeycomb intakes and fog-lamp surrounds' },
  { make: /^VW$/, trim: /\bR(?![-\w])/, name: 'R', reason: 'the R bumper has larger side intakes and a splitter' },
  { make: /^Skoda$/, trim: /\bRS\b/, name: 'RS', reason: 'the RS bumper has its own intakes and honeycomb grille' },
  { make: /^Audi$/, trim: /^(S\d|SQ\d|RS)\b|\bRS\b/, name: 'S/RS', reason: 'the S and RS bumpers have their own intakes and blades' },
  { make: /^BMW$/, trim: /\bM\d+[a-z]?\b|\bX\d M\b/, name: 'M', reason: 'M Performance types and the M cars (an X4 M Competition too) wear the M front apron, not the base bumper' },
  { make: /^Mercedes-Benz$/, trim: /\bAMG\b|Maybach/, name: 'AMG/Maybach', reason: 'AMG and Maybach types have their own front apron' },
  { make: /^Mini$/, trim: /John Cooper Works|\bJCW\b/, name: 'JCW', reason: 'the John Cooper Works has its own apron and grille, not the Cooper S\'s' },
  { make: /^Mini$/, trim: /\bCooper SD?\b/, name: 'Cooper S', reason: 'the Cooper S and SD bumpers have larger intakes' },
  { make: /^Porsche$/, trim: /\b(Turbo|GTS|GT\d?)\b/i, name: 'Turbo/GTS/GT', reason: 'the Turbo, GTS and GT types have their own front fascia (the Turbo intakes, the GTS Sport Design front, the Turbo GT its own bumper)' },
  { make: /^Alfa Romeo$/, trim: /\b2\.9 V6\b|Quadrifoglio/i, name: 'Quadrifoglio', reason: 'the 2.9 V6 Quadrifoglio has its own bumper with carbon splitter' },
  { make: /^(Jaguar|Land Rover)$/, trim: /\bSVR\b/, name: 'SVR', reason: 'the SVR has its own front bumper with larger intakes' },
  { make: /^Ford$/, trim: /\b(ST|RS)\b|^Puma 1\.5 EcoBoost\b/, name: 'ST/RS', reason: 'the ST and RS have their own front bumper (the Puma\'s 1.5 EcoBoost is the Puma ST)' },
  { make: /^Hyundai$/, trim: /\bN\b/, name: 'N', reason: 'the N has its own front bumper' },
  { make: /^Kia$/, trim: /\bGT\b/, name: 'GT', reason: 'the GT has its own front bumper' },
  { make: /^Suzuki$/, trim: /\bSport\b/, name: 'Sport', reason: 'the Swift Sport has its own front bumper' },
  { make: /^(Renault|Peugeot|Opel|Fiat|Honda|Seat)$/, trim: /\b(R\.?S\.?|GTi|OPC|GSi|Abarth|Type R|Cupra)\b/, name: 'sport', reason: 'the RS, GTi, OPC, GSi, Abarth, Type R and Cupra types have their own front bumper' },
];

/**
 * The sport or performance trim whose front end the type has of its own, or null for the base fascia.
 * The same trims leave the factory with an exhaust of their own too (twin or centre tailpipes, another
 * catalyst and silencer volume for the stronger engine): an M35i's, an M40d's or a JCW's silencers and
 * catalyst are not its base types' (data/chassis-lines.ts keeps the exhaust line apart by this trim).
 */
export function sportFasciaOf(car: Pick<CarFacts, 'make' | 'typeName'>): string | null {
  return SPORT_FASCIAS.find((entry) => entry.make.test(car.make) && entry.trim.test(car.typeName))?.name ?? null;
}

/** The panels made for the base front end only: a front or rear bumper (a grille follows the trim too: data/grille-trims.ts). */
export const BASE_FASCIA_KINDS: readonly string[] = ['Stoßstange'];
