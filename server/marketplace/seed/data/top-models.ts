/**
 * The ten best-selling models of each edition's country (new registrations, 2023, as the national
 * registries and trade press reported them), named as the ADEME list names their series: the demo
 * catalogue carries every core part for every variant of these. A model the ADEME list does not sell
 * is replaced by the next one in the country's ranking.
 */
export const TOP_MODELS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  'de-DE': [['VW', 'Golf'], ['VW', 'T-ROC'], ['VW', 'Tiguan'], ['Skoda', 'Octavia'], ['Opel', 'Corsa'], ['VW', 'Polo'], ['Mercedes-Benz', 'C-Klasse'], ['BMW', '3er'], ['Audi', 'A3'], ['Ford', 'Kuga']],
  'de-AT': [['Skoda', 'Octavia'], ['VW', 'T-ROC'], ['Skoda', 'Fabia'], ['VW', 'Golf'], ['Dacia', 'Sandero'], ['VW', 'Tiguan'], ['Skoda', 'Kamiq'], ['Seat', 'Ateca'], ['Skoda', 'Karoq'], ['VW', 'Polo']],
  'fr-FR': [['Peugeot', '208'], ['Renault', 'Clio'], ['Dacia', 'Sandero'], ['Peugeot', '2008'], ['Renault', 'Captur'], ['Peugeot', '308'], ['Citroën', 'C3'], ['Tesla', 'Model 3'], ['Dacia', 'Duster'], ['Toyota', 'Yaris']],
  'es-ES': [['Dacia', 'Sandero'], ['Toyota', 'Corolla'], ['MG', 'ZS'], ['Hyundai', 'Tucson'], ['Seat', 'Ibiza'], ['Renault', 'Clio'], ['Peugeot', '2008'], ['Toyota', 'C-HR'], ['Kia', 'Sportage'], ['Seat', 'Ateca']],
  'it-IT': [['Fiat', 'Panda'], ['Dacia', 'Sandero'], ['Toyota', 'Yaris Cross'], ['Renault', 'Clio'], ['Dacia', 'Duster'], ['Fiat', '500'], ['Peugeot', '208'], ['Toyota', 'Yaris'], ['Jeep', 'Renegade'], ['Ford', 'Puma']],
  'nl-NL': [['Kia', 'Niro'], ['Volvo', 'XC40'], ['Kia', 'Picanto'], ['Toyota', 'Yaris Cross'], ['VW', 'Polo'], ['Peugeot', '208'], ['Toyota', 'Aygo X'], ['Hyundai', 'Kona'], ['Skoda', 'Octavia'], ['Renault', 'Clio']],
};

/** The French home page's example plate (AA-123-ZZ), stored without hyphens, and the real car it names. */
export const DEMO_PLATE = 'AA123ZZ';
export const PLATE_VEHICLE = ['Peugeot', '208', 'PureTech'] as const;

/** Makes that share platforms and engines: parts of one group's engine or brake size fit all of them. */
const GROUPS: Record<string, string> = {
  VW: 'VAG', Audi: 'VAG', Skoda: 'VAG', 'Škoda': 'VAG', Seat: 'VAG', Cupra: 'VAG', Porsche: 'VAG', Bentley: 'VAG', Lamborghini: 'VAG',
  Peugeot: 'Stellantis', 'Citroën': 'Stellantis', DS: 'Stellantis', Opel: 'Stellantis', Fiat: 'Stellantis', Jeep: 'Stellantis', 'Alfa Romeo': 'Stellantis', Maserati: 'Stellantis',
  Renault: 'Renault-Nissan', Dacia: 'Renault-Nissan', Nissan: 'Renault-Nissan', Mitsubishi: 'Renault-Nissan', Alpine: 'Renault-Nissan',
  BMW: 'BMW', Mini: 'BMW', 'Rolls-Royce': 'BMW', 'Mercedes-Benz': 'Mercedes', Smart: 'Mercedes',
  Hyundai: 'Hyundai-Kia', Kia: 'Hyundai-Kia', Toyota: 'Toyota', Lexus: 'Toyota', Jaguar: 'JLR', 'Land Rover': 'JLR',
};

/** Names compared without accents, case and punctuation ("Škoda" is "SKODA", "T-Roc" is "TROC"). */
export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z0-9]/g, '');

export function makeGroup(make: string): string {
  return GROUPS[make] ?? make;
}

/**
 * The core parts every top model has, by fitting position where the trade sells front and rear
 * apart, and the fuels they belong to (no oil filter on an electric car, no glow plug on a petrol one).
 */
export interface CorePart { kind: string; position?: 'front' | 'rear'; fuels: readonly ('petrol' | 'diesel' | 'electric')[] }
const ALL = ['petrol', 'diesel', 'electric'] as const;
const BURNING = ['petrol', 'diesel'] as const;
export const CORE_PARTS: readonly CorePart[] = [
  { kind: 'Bremsscheiben', position: 'front', fuels: ALL }, { kind: 'Bremsscheiben', position: 'rear', fuels: ALL },
  { kind: 'Bremsbeläge', position: 'front', fuels: ALL }, { kind: 'Bremsbeläge', position: 'rear', fuels: ALL },
  { kind: 'Ölfilter', fuels: BURNING }, { kind: 'Luftfilter', fuels: BURNING }, { kind: 'Kraftstofffilter', fuels: BURNING }, { kind: 'Innenraumfilter', fuels: ALL },
  { kind: 'Scheibenwischer', position: 'front', fuels: ALL }, { kind: 'Starterbatterie', fuels: ALL }, { kind: 'Glühlampe Hauptscheinwerfer', fuels: ALL },
  { kind: 'Stoßdämpfer', position: 'front', fuels: ALL }, { kind: 'Stoßdämpfer', position: 'rear', fuels: ALL },
  { kind: 'Kupplungssatz', fuels: BURNING }, { kind: 'Zündkerzen', fuels: ['petrol'] }, { kind: 'Glühkerzen', fuels: ['diesel'] },
];
