/**
 * An electric type's power as the trade lists it: its peak (maximum) power, the figure on the maker's
 * price list and in TecDoc, never the motor's 30-minute power (KBA P.2, the French list's "puissance
 * nominale"), which is a third to a half of it (a BMW iX xDrive50 is 385 kW, its 30-minute power 140).
 * The French list leaves the maximum power of many electric cars empty; the peak is then taken, in this
 * order, from the power its name spells ("(77kWh/204ch)", "ID.3 PRO 150 KW"), or from the maker's
 * published figure below; only where neither is known does the type keep the 30-minute power, labelled.
 */
import { psToKw } from './text';

/** French horsepower anywhere in a name: "(145ch)", "(77kWh/204ch)", "204ch", "(487 ch)". */
const HORSEPOWER = /(?<![\p{L}\d])(\d{2,3})\s*ch\b/iu;
/** Kilowatts in a name, never a battery's kWh: "150 KW", "EV 160 kW", "(150kW)". */
const KILOWATT = /(?<![\p{L}\d.])(\d{2,3})\s*kw(?![\p{L}])/iu;

/**
 * The power a name or model label spells, in kW, or null. A kW figure at or below the 30-minute power
 * is not the peak: it repeats the 30-minute power ("MOKKA-E (57Kw)") or is the on-board charger's
 * ("EQ FORFOUR 22 kW Mode 2").
 */
export function spelledPowerKw(texts: readonly string[], thirtyMinuteKw = 0): number | null {
  for (const text of texts) {
    const ch = HORSEPOWER.exec(text);
    if (ch?.[1]) return psToKw(Number(ch[1]));
  }
  for (const text of texts) {
    const kw = KILOWATT.exec(text);
    if (kw?.[1] && Number(kw[1]) > thirtyMinuteKw + 1) return Number(kw[1]);
  }
  return null;
}

interface PublishedPeak {
  make: string;
  /** The type's name, as listed or as the import writes it. */
  name: RegExp;
  /** Where one name covers two motors, the 30-minute power tells them apart. */
  thirtyMinuteKw?: number;
  kw: number;
}

/**
 * The makers' published peak power of the electric types the French list gives without one (model year
 * 2023 price lists and technical data; Porsche's figure with overboost, as it lists it as the car's
 * maximum). Source: each maker's configurator and technical data sheet, as repeated in TecDoc.
 */
export const PUBLISHED_PEAK_KW: readonly PublishedPeak[] = [
  { make: 'BMW', name: /^i4 (?:40 )?eDrive40\b/iu, kw: 250 },
  { make: 'BMW', name: /^i4 (?:50 )?M50\b/iu, kw: 400 },
  { make: 'BMW', name: /^iX xDrive40\b/u, kw: 240 },
  { make: 'BMW', name: /^iX xDrive50\b/u, kw: 385 },
  { make: 'BMW', name: /^iX M60\b/u, kw: 455 },
  { make: 'BMW', name: /^iX3\b/u, kw: 210 },
  { make: 'Citroën', name: /^ë-C4 X\b/u, kw: 100 },
  { make: 'Dacia', name: /^Spring\b/u, kw: 33 },
  { make: 'Honda', name: /^E\b/u, kw: 100 },
  { make: 'Jaguar', name: /^I-Pace EV400\b/u, kw: 294 },
  { make: 'Lexus', name: /^UX 300e\b/u, kw: 150 },
  { make: 'MG', name: /^MG5\b/u, kw: 115 },
  { make: 'MG', name: /^Marvel R 2WD\b/u, kw: 132 },
  { make: 'MG', name: /^Marvel R 4WD\b/u, kw: 212 },
  { make: 'Mercedes-Benz', name: /^EQA 250\+/u, kw: 140 },
  { make: 'Mercedes-Benz', name: /^EQA 350 4MATIC\b/u, kw: 215 },
  { make: 'Mercedes-Benz', name: /^EQB 250\b/u, kw: 140 },
  { make: 'Mercedes-Benz', name: /^EQB 350 4MATIC\b/u, kw: 215 },
  { make: 'Mercedes-Benz', name: /^EQC 400 4MATIC\b/u, kw: 300 },
  { make: 'Mercedes-Benz', name: /^EQE 350 ?\+/u, kw: 215 },
  { make: 'Mercedes-Benz', name: /^EQS 450 ?\+/u, kw: 245 },
  { make: 'Mercedes-Benz', name: /^EQS 580 4MATIC\b/u, kw: 385 },
  { make: 'Mercedes-Benz', name: /^AMG EQS 53\b/u, kw: 484 },
  { make: 'Nissan', name: /\b63 ?kWh\b/u, kw: 160 },
  { make: 'Nissan', name: /\b87 ?kWh\b/u, kw: 178 },
  { make: 'Nissan', name: /^Leaf 40 ?kWh\b/u, kw: 110 },
  { make: 'Nissan', name: /^Leaf 62 ?kWh\b/u, kw: 160 },
  { make: 'Opel', name: /^(?:Combo|Zafira|Corsa|Mokka)-E\b/iu, kw: 100 },
  { make: 'Peugeot', name: /^e-Rifter\b/u, kw: 100 },
  { make: 'Porsche', name: /^Taycan(?: Sport Turismo)?$/iu, kw: 300 },
  { make: 'Porsche', name: /^Taycan 4 Cross Turismo$/iu, kw: 350 },
  { make: 'Porsche', name: /^Taycan 4S\b/iu, kw: 390 },
  { make: 'Porsche', name: /^Taycan GTS\b/iu, kw: 440 },
  { make: 'Porsche', name: /^Taycan Turbo(?: (?:Cross|Sport) Turismo)?$/iu, kw: 500 },
  { make: 'Porsche', name: /^Taycan Turbo S\b/iu, kw: 560 },
  { make: 'Smart', name: /^EQ For(?:four|two)\b/iu, kw: 60 },
  { make: 'Volvo', name: /^X?C40 TWIN ENGINE$/iu, thirtyMinuteKw: 160, kw: 300 },
  { make: 'Volvo', name: /^X?C40 (?:TWIN ENGINE|Single Motor)$/iu, thirtyMinuteKw: 80, kw: 170 },
];

/** The maker's published peak power of an electric type (the lowest where the 30-minute power is not given to choose), or null. */
export function publishedPeakKw(make: string, name: string, thirtyMinuteKw?: number): number | null {
  const found = PUBLISHED_PEAK_KW.filter((p) => p.make === make && p.name.test(name) && (thirtyMinuteKw === undefined || p.thirtyMinuteKw === undefined || p.thirtyMinuteKw === thirtyMinuteKw));
  return found.length === 0 ? null : Math.min(...found.map((p) => p.kw));
}

/**
 * Whether an electric type's kW is below its peak: below the power its name spells ("ID.3 Pro S
 * (77kWh/204ch)" at 70 kW, "EV 160 kW" at 118) or below the maker's published peak (an iX xDrive50 at
 * 140 kW). A name's kW at or below the type's is a battery or charger figure, not a contradiction.
 */
export function electricKwBelowPeak(make: string, name: string, kw: number): boolean {
  const spelled = spelledPowerKw([name], 0);
  const published = publishedPeakKw(make, name);
  return (spelled !== null && kw < spelled - 1) || (published !== null && kw < published);
}
