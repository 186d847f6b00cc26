/**
 * The model families each edition's shoppers need parts for most: in Germany and France the
 * families the national stock statistics (KBA Fahrzeugbestand, SDES parc automobile) count most
 * cars of, about fifty each; elsewhere the country's best sellers. Every type of every generation
 * of these carries every core part from several brands, whatever the catalogue's size. A family
 * the vehicle data does not hold is skipped (the plausibility check names it).
 */
const ON_THE_ROAD_DE: readonly (readonly [string, string])[] = [
  ['VW', 'Golf'], ['VW', 'Polo'], ['VW', 'Passat'], ['Opel', 'Astra'], ['Opel', 'Corsa'], ['BMW', '3er'], ['Audi', 'A4'], ['Skoda', 'Octavia'], ['Ford', 'Fiesta'], ['Ford', 'Focus'],
  ['Mercedes-Benz', 'C-Klasse'], ['Audi', 'A3'], ['VW', 'Tiguan'], ['BMW', '1er'], ['VW', 'Touran'], ['Mercedes-Benz', 'A-Klasse'], ['Mercedes-Benz', 'E-Klasse'], ['Skoda', 'Fabia'], ['BMW', '5er'], ['Audi', 'A6'],
  ['VW', 'Caddy'], ['VW', 'Transporter'], ['Opel', 'Zafira'], ['Opel', 'Meriva'], ['Mini', 'Mini'], ['VW', 'up!'], ['Renault', 'Clio'], ['Toyota', 'Yaris'], ['Seat', 'Ibiza'], ['Seat', 'Leon'],
  ['Hyundai', 'i30'], ['Ford', 'Mondeo'], ['Mercedes-Benz', 'B-Klasse'], ['VW', 'T-Roc'], ['Opel', 'Insignia'], ['Ford', 'Kuga'], ['Nissan', 'Qashqai'], ['Fiat', '500'], ['Smart', 'fortwo'], ['Audi', 'Q5'],
  ['BMW', 'X1'], ['Kia', 'Ceed'], ['Dacia', 'Sandero'], ['Skoda', 'Superb'], ['Mercedes-Benz', 'GLC'], ['VW', 'Sharan'], ['Ford', 'C-Max'], ['BMW', 'X3'], ['Renault', 'Twingo'], ['Citroën', 'C3'],
];
const ON_THE_ROAD_FR: readonly (readonly [string, string])[] = [
  ['Renault', 'Clio'], ['Peugeot', '208'], ['Peugeot', '206'], ['Peugeot', '207'], ['Peugeot', '308'], ['Peugeot', '307'], ['Citroën', 'C3'], ['Renault', 'Mégane'], ['Renault', 'Scénic'], ['Renault', 'Twingo'],
  ['Dacia', 'Sandero'], ['Dacia', 'Duster'], ['Peugeot', '3008'], ['Peugeot', '2008'], ['Citroën', 'Berlingo'], ['Renault', 'Kangoo'], ['Peugeot', 'Partner'], ['Citroën', 'C4'], ['Renault', 'Captur'], ['Citroën', 'C4 Picasso'],
  ['VW', 'Polo'], ['VW', 'Golf'], ['Toyota', 'Yaris'], ['Ford', 'Fiesta'], ['Opel', 'Corsa'], ['Peugeot', '5008'], ['Nissan', 'Qashqai'], ['Fiat', '500'], ['Dacia', 'Logan'], ['Renault', 'Zoe'],
  ['Renault', 'Kadjar'], ['Fiat', 'Panda'], ['Citroën', 'C5'], ['Ford', 'Focus'], ['Opel', 'Astra'], ['Skoda', 'Fabia'], ['Skoda', 'Octavia'], ['VW', 'Tiguan'], ['Audi', 'A3'], ['BMW', '1er'],
  ['BMW', '3er'], ['Mercedes-Benz', 'C-Klasse'], ['Mercedes-Benz', 'A-Klasse'], ['Smart', 'fortwo'], ['Mini', 'Mini'], ['Hyundai', 'i30'], ['Kia', 'Sportage'], ['Hyundai', 'Tucson'], ['Tesla', 'Model 3'], ['Toyota', 'C-HR'],
];
export const TOP_MODELS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  'de-DE': ON_THE_ROAD_DE,
  'de-AT': ON_THE_ROAD_DE,
  'fr-FR': ON_THE_ROAD_FR,
  'es-ES': [['Dacia', 'Sandero'], ['Toyota', 'Corolla'], ['MG', 'ZS'], ['Hyundai', 'Tucson'], ['Seat', 'Ibiza'], ['Renault', 'Clio'], ['Peugeot', '2008'], ['Toyota', 'C-HR'], ['Kia', 'Sportage'], ['Seat', 'Ateca']],
  'it-IT': [['Fiat', 'Panda'], ['Dacia', 'Sandero'], ['Toyota', 'Yaris Cross'], ['Renault', 'Clio'], ['Dacia', 'Duster'], ['Fiat', '500'], ['Peugeot', '208'], ['Toyota', 'Yaris'], ['Jeep', 'Renegade'], ['Ford', 'Puma']],
  'nl-NL': [['Kia', 'Niro'], ['Volvo', 'XC40'], ['Kia', 'Picanto'], ['Toyota', 'Yaris Cross'], ['VW', 'Polo'], ['Peugeot', '208'], ['Toyota', 'Aygo X'], ['Hyundai', 'Kona'], ['Skoda', 'Octavia'], ['Renault', 'Clio']],
};

/**
 * The French home page's example plate (AA-123-ZZ), stored without hyphens, and the real car it names.
 * A plate stays with its car from the first registration: the AA series went out when the SIV began,
 * so it names a car already built then (a 207 VTi), never a 208 of a later generation.
 */
export const DEMO_PLATE = 'AA123ZZ';
export const PLATE_VEHICLE = ['Peugeot', '207', 'VTi'] as const;

/** Names compared without accents, case and punctuation ("Škoda" is "SKODA", "T-Roc" is "TROC"). */
export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z0-9]/g, '');


/**
 * How many of each edition's top families a catalogue of this size gives every core part, and from
 * how many brands: all fifty from three brands at the demo's size, the first few from one in a
 * test's small catalogue (which would otherwise be nothing but filters and brakes).
 */
export function coreCoverage(articles: number): { families: number; brands: number } {
  return { families: Math.min(50, Math.max(1, Math.floor(articles / 1000))), brands: articles >= 30_000 ? 3 : 1 };
}

/**
 * The core parts every top model has, by fitting position where the trade sells front and rear
 * apart, and the fuels they belong to (no oil filter on an electric car, no glow plug on a petrol one).
 */
export interface CorePart {
  kind: string; position?: 'front' | 'rear'; fuels: readonly ('petrol' | 'diesel' | 'electric')[];
  /** Written after the rest of the catalogue, which keeps the articles drawn before it as they were. */
  last?: boolean;
}
const ALL = ['petrol', 'diesel', 'electric'] as const;
const BURNING = ['petrol', 'diesel'] as const;
export const CORE_PARTS: readonly CorePart[] = [
  { kind: 'Bremsscheiben', position: 'front', fuels: ALL }, { kind: 'Bremsscheiben', position: 'rear', fuels: ALL },
  { kind: 'Bremsbeläge', position: 'front', fuels: ALL }, { kind: 'Bremsbeläge', position: 'rear', fuels: ALL },
  // A rear axle with drums takes a drum and a shoe set instead of discs and pads (the fitment rules tell which).
  { kind: 'Bremstrommel', position: 'rear', fuels: ALL }, { kind: 'Bremsbackensatz', position: 'rear', fuels: ALL },
  { kind: 'Ölfilter', fuels: BURNING }, { kind: 'Luftfilter', fuels: BURNING }, { kind: 'Kraftstofffilter', fuels: BURNING }, { kind: 'Pollenfilter', fuels: ALL },
  // A halogen headlamp's bulb, or a xenon headlamp's burner (the fitment rules tell which).
  { kind: 'Scheibenwischer', position: 'front', fuels: ALL },
  // A hatchback, estate, SUV or MPV has a rear wiper on its tailgate as standard (a saloon or coupé none: the fitment rules tell which).
  { kind: 'Scheibenwischer', position: 'rear', fuels: ALL, last: true },
  { kind: 'Starterbatterie', fuels: ALL }, { kind: 'Glühlampe Hauptscheinwerfer', fuels: ALL }, { kind: 'Xenon-Brenner', fuels: ALL },
  { kind: 'Stoßdämpfer', position: 'front', fuels: ALL }, { kind: 'Stoßdämpfer', position: 'rear', fuels: ALL },
  { kind: 'Kupplungssatz', fuels: BURNING }, { kind: 'Zündkerzen', fuels: ['petrol'] }, { kind: 'Glühkerzen', fuels: ['diesel'] },
  // The timing drive is the engine's big service job, sold as the kit: a toothed belt's, dry or running
  // in oil, or a chain's, whichever drives its camshafts (the fitment rules read data/engine-build.ts).
  { kind: 'Zahnriemensatz', fuels: BURNING }, { kind: 'Steuerkettensatz', fuels: BURNING },
  // The ribbed belt that turns the alternator, pump and compressor wears out at every engine's service too.
  { kind: 'Keilrippenriemen', fuels: BURNING },
];
