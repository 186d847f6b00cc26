/**
 * The first triplet of a VW group or Porsche number: the model it was first made for. A counter clerk
 * types it first, and a number under another model's prefix finds another car's part. Body and chassis
 * parts carry their generation's prefix, or the platform's where the group shares the part (5Q0 on
 * the MQB cars, 1K0 on the PQ35 ones, 6Q0/6R0 on the small PQ24/PQ25 ones, 5WA on MQB evo, 1EA on
 * MEB); engine parts carry the engine's (03L for the common-rail TDI EA189, 04L the EA288, 038 the
 * pump-nozzle 1.9 TDI, 04E the EA211 TSI, 06H/06K the EA888 …), whatever car the engine sits in. A
 * genuine battery is numbered 000 915 105 … on every car. Sources: the prefixes printed in the VW
 * group's parts catalogues and on the parts' labels ("seen" below where a real number is known), the
 * rest from the generation's type code as the group assigns it.
 */
import type { CarFacts } from './fitment-rules';

/** Each generation's prefixes, its own first (its type code's, 5G0 for a Golf VII of type 5G1), then the platform's shared one. */
export const GENERATION_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  'VW Polo IV (9N)': ['6Q0'], // seen: 6Q0 615 301 front disc
  'VW Golf V (1K1)': ['1K0'], // seen: 1K0 698 151 front pads
  'VW Touran I (1T1)': ['1T0', '1K0'],
  'VW Transporter T5 (7HA)': ['7H0', '7E0'], // 7E0 on the T5 facelift and T6
  'VW Caddy III (2KA)': ['2K0', '1K0'],
  'VW Passat B6 (3C2)': ['3C0', '1K0'], // seen: 3C0 615 301
  'VW Tiguan I (5N1)': ['5N0', '1K0'],
  'VW Golf VI (5K1)': ['5K0', '1K0'],
  'VW Polo V (6R1)': ['6R0', '6C0'],
  'VW Passat B7 (362)': ['3AA', '3C0'],
  'VW Sharan II (7N1)': ['7N0', '3C0'],
  'VW up! (121)': ['1S0'],
  'VW Golf VII (5G1)': ['5G0', '5Q0'], // seen: 5Q0 615 301 F, 5Q0 413 031
  'VW Passat B8 (3G2)': ['3G0', '5Q0'],
  'VW Touran II (5T1)': ['5TA', '5Q0'],
  'VW Caddy IV (SAA)': ['2K5', '2K0'], // the Caddy IV is the Caddy III body (2K)
  'VW Transporter T6 (SGA)': ['7E0', '7LA'],
  'VW Tiguan II (AD1)': ['5NA', '5Q0'],
  'VW Polo VI (AW1)': ['2G0', '2Q0'],
  'VW T-Roc (A11)': ['2GA', '5Q0'],
  'VW Golf VIII (CD1)': ['5H0', '5WA'],
  'VW Caddy V (SBA)': ['2K7', '5Q0'],
  'VW Arteon': ['3G8', '5Q0'],
  'VW Kombi': ['7LA', '7E0'], // the T6.1 Kombi
  'VW ID.3': ['10A', '1EA'],
  'VW ID.BUZZ': ['1EA'],
  'Audi A3 8P (8P1)': ['8P0', '1K0'],
  'Audi A4 B7 (8EC)': ['8E0'],
  'Audi A6 C6 (4F2)': ['4F0'],
  'Audi A4 B8 (8K2)': ['8K0'],
  'Audi Q5 8R (8RB)': ['8R0', '8K0'],
  'Audi A6 C7 (4G2)': ['4G0'],
  'Audi A3 8V (8V1)': ['8V0', '5Q0'],
  'Audi A4 B9 (8W2)': ['8W0'],
  'Audi Q5 FY (FYB)': ['80A', '8W0'],
  'Audi A6 C8 (4A2)': ['4K0'],
  'Audi A3 8Y (GYA)': ['8Y0', '5WA'],
  'Audi Q4': ['89A', '1EA'],
  'Audi Q2': ['81A', '5Q0'],
  'Audi Q3': ['83A', '5Q0'],
  'Audi E-Tron GT': ['4J3', '9J1'], // the Taycan's J1 platform
  'Cupra Formentor': ['5FF', '5Q0'],
  'Seat Leon II (1P1)': ['1P0', '1K0'],
  'Seat Ibiza IV (6J1)': ['6J0', '6R0'],
  'Seat Leon III (5F1)': ['5F0', '5Q0'],
  'Seat Ibiza V (KJ1)': ['6F0', '2Q0'],
  'Seat Leon IV (KL1)': ['5FA', '5WA'],
  'Seat Ateca': ['575', '5Q0'],
  'Skoda Octavia II (1Z3)': ['1Z0', '1K0'],
  'Skoda Fabia II (542)': ['5J0', '6Q0'], // a Fabia II is type 5J: 542 is Skoda's sales code, no parts prefix
  'Skoda Superb II (3T4)': ['3T0', '1K0'],
  'Skoda Octavia III (5E3)': ['5E0', '5Q0'],
  'Skoda Fabia III (NJ3)': ['6V0', '6R0'],
  'Skoda Superb III (3V3)': ['3V0', '5Q0'],
  // The Octavia IV is built on MQB evo: a part made for it carries the platform's numbers, never the 5E range of the Octavia III
  // that the counter reads as the older car's; a part carried over from the III keeps its 5E0/5Q0 number (the oldest generation's).
  'Skoda Octavia IV (NX3)': ['5WA', '5Q0'],
  'Skoda Fabia IV (PJ3)': ['6VA', '2Q0'],
  'Skoda Karoq': ['57A', '5Q0'],
  'Skoda Scala': ['657', '2Q0'],
  'Skoda Kamiq': ['654', '2Q0'],
  'Skoda Kodiaq': ['565', '5Q0'],
  // Porsche prints its type first: 95B Macan, 9Y0 Cayenne III, 971 Panamera II, 982 Boxster/Cayman, 992 911, 9J1 Taycan.
  'Porsche Macan I': ['95B'],
  'Porsche Cayenne': ['9Y0'],
  'Porsche Panamera': ['971'],
  'Porsche Cayman': ['982'],
  'Porsche Boxster': ['982'],
  'Porsche 911': ['992'],
  'Porsche Taycan': ['9J1'],
};

/** Kinds the VW group numbers by the engine: filters and plugs on it, its belt drive and timing, its sensors, seals and clutch side. */
export const ENGINE_KINDS: ReadonlySet<string> = new Set([
  'Ölfilter', 'Ölfilterdichtung', 'Zündkerzen', 'Zündspule', 'Zündkabelsatz', 'Glühkerzen', 'Wasserpumpe', 'Thermostat', 'Zahnriemen', 'Zahnriemensatz', 'Zahnriemensatz mit Wasserpumpe',
  'Spannrolle', 'Umlenkrolle', 'Keilrippenriemen', 'Generatorfreilauf', 'Riemenscheibe Kurbelwelle', 'Steuerkettensatz', 'Steuerkette', 'Lambdasonde', 'Lichtmaschine',
  'Wellendichtring Nockenwelle', 'Wellendichtring Kurbelwelle', 'Öldruckschalter', 'Nockenwellensensor', 'Kurbelwellensensor', 'Klopfsensor', 'Saugrohrdrucksensor', 'Hydrostößel',
  'Ölwannendichtung', 'Ölpumpe', 'Ölwanne', 'Ölkühler', 'Zylinderkopfdichtung', 'Ventildeckeldichtung', 'Nockenwelle', 'Kolbenringe', 'Einspritzdüse', 'Hochdruckpumpe', 'Turbolader',
  'AGR-Ventil', 'Kühlmitteltemperatursensor', 'Kurbelgehäuseentlüftungsfilter', 'Dichtung Abgaskrümmer', 'Drosselklappe', 'Luftmassenmesser', 'Abgastemperatursensor',
  'Kupplungssatz', 'Kupplungsscheibe', 'Kupplungsdruckplatte', 'Zweimassenschwungrad',
]);

/**
 * Body panels and lamps carry their own model's prefix alone, never the platform's: an A3 8P's bumper is 8P0 807 …, a
 * Touran's 1T0 807 …; a 1K0 bumper is the Golf V's, shaped for another car. The platform's prefix is for what the cars share.
 */
export const BODY_KINDS: ReadonlySet<string> = new Set(['Stoßstange', 'Kotflügel', 'Motorhaube', 'Kühlergrill', 'Radlaufschale', 'Außenspiegel', 'Spiegelglas',
  'Abdeckung Außenspiegel', 'Hauptscheinwerfer', 'Heckleuchte', 'Nebelscheinwerfer', 'Tagfahrleuchte']);

/** A genuine battery's number is the same on every VW group car. */
const BATTERY_PREFIXES = ['000'];

export type PrefixCar = Pick<CarFacts, 'generation' | 'fuel' | 'ccm' | 'typeStart'> & { engineCode?: string; kw?: number; generationStart?: number };

/**
 * Jaguar's numbers name the range they were drawn in, the letters first: the C2 ranges of the Ford years (C2S X-Type, C2C
 * S-Type and XJ X350, C2P XK X150, C2Z and C2D XF X250 and XJ X351), then JLR's own from the cars launched since 2013:
 * T2H the XE (X760) and the XF (X260) beside it, T4A the F-Pace (X761) and the XF of its platform, J9C the E-Pace (X540),
 * J9D the I-Pace (X590). A C2 number on a 2020 XF is the X250's part at the counter.
 */
export const JAGUAR_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  'Jaguar XE': ['T2H'],
  'Jaguar XF': ['T2H', 'T4A'],
  'Jaguar F-Pace': ['T4A'],
  'Jaguar E-Pace': ['J9C'],
  'Jaguar I-Pace': ['J9D'],
};
const JAGUAR_FORD_YEARS = ['C2Z', 'C2P', 'C2C', 'C2S'];
const JAGUAR_OWN_RANGES_FROM = 2013;

/**
 * Land Rover numbers its parts LR and six digits in the order they were released: the LR0 numbers (LR000001 … LR099999) ran
 * from 2005 to about 2016, the cars launched since (Velar, Discovery 5, Evoque L551, Defender L663, Range Rover L460) carry
 * LR1 numbers. An LR0 number on a 2022 Range Rover is an older car's part (LR010033, the 2009 AJ V8's lifter).
 */
const LAND_ROVER_LR1_FROM = 2016;

/** The prefixes of a Jaguar or Land Rover number for a part of the car's generation, by the range its launch year was numbered in. */
function jlrPrefixes(make: string, car: PrefixCar): readonly string[] | null {
  const start = car.generationStart ?? car.typeStart;
  if (make === 'Jaguar') return JAGUAR_PREFIXES[car.generation] ?? (start >= JAGUAR_OWN_RANGES_FROM ? ['T2H', 'T4A'] : JAGUAR_FORD_YEARS);
  if (make === 'Land Rover') return start >= LAND_ROVER_LR1_FROM ? ['LR1'] : ['LR0'];
  return null;
}

/** The pump-nozzle TDIs: the A… and B… codes, or without a code the types before 2008 (as data/engine-families.ts reads them). */
const pumpNozzle = (car: PrefixCar) => (car.engineCode ? /^[AB][A-Z]{2}/.test(car.engineCode) : car.typeStart < 2008);
const EA288 = /^(CL[HJ]|CR[BKLM]|CXX|CUN|CUP|CUS|CUT|CKF|D[A-Z]{3})/;

/** The engine's prefixes, or null where the data cannot tell the engine (its parts then take the generation's). */
export function vagEnginePrefixes(car: PrefixCar): readonly string[] | null {
  const { ccm, typeStart } = car;
  const code = car.engineCode ?? '';
  if (car.fuel === 'diesel') {
    if (ccm >= 2600) return ['059']; // V6 TDI
    if (ccm >= 2400) return ['070']; // T5 2.5 R5 TDI
    if (ccm === 1199) return ['03P']; // 1.2 TDI CR three-cylinder
    if (ccm === 1422) return ['045']; // 1.4 TDI pump-nozzle three-cylinder
    if (pumpNozzle(car)) return ccm >= 1950 ? ['03G', '038'] : ['038', '045']; // 2.0 TDI PD 16V, 1.9 TDI PD
    return (code ? EA288.test(code) : typeStart >= 2013) ? ['04L'] : ['03L']; // EA288, EA189
  }
  if (car.fuel !== 'petrol') return null;
  if (ccm === 999) return ['04C']; // EA211 three-cylinder
  if (ccm === 1197) return /^CBZ/.test(code) || (!code && typeStart < 2012) ? ['03F'] : ['04E']; // 1.2 TSI EA111, EA211
  if (ccm === 1198) return ['03D']; // 1.2 MPI three-cylinder
  if (ccm === 1390) return /^(BCA|BKY|BUD|BXW|CGG)/.test(code) || (!code && (car.kw ?? 0) <= 63) ? ['036'] : ['03C']; // 1.4 MPI 16V, 1.4 TSI/FSI EA111
  if (ccm === 1395) return ['04E'];
  if (ccm === 1498) return ['05E', '04E']; // 1.5 TSI evo
  if (ccm === 1595) return ['06A']; // 1.6 MPI 8V
  if (ccm === 1598) return ['03C']; // 1.6 FSI/16V EA111
  if (ccm === 1781) return ['06B', '06A']; // 1.8 T 20V
  if (ccm === 1798 || ccm === 1984) {
    if (ccm === 1984 && /^(AXX|BWA|BPY|BWE|BGB|ALT|BPJ)/.test(code)) return ['06F', '06D']; // 2.0 FSI/TFSI EA113
    return typeStart >= 2013 ? ['06K'] : ['06J', '06H']; // EA888 gen 3, gen 1/2
  }
  if (ccm >= 2300 && ccm <= 3000) return ['06E']; // V6 petrol
  return null;
}

/** The prefixes a VW group or Porsche number may carry for a part of the kind on the car: [] for a generation not listed, null for a make without model prefixes. */
export function modelPrefixesFor(make: string, kind: string, car: PrefixCar): readonly string[] | null {
  if (make === 'Jaguar' || make === 'Land Rover') return jlrPrefixes(make, car);
  if (make === 'Porsche') return GENERATION_PREFIXES[car.generation] ?? [];
  if (!VAG_MAKES.has(make)) return null;
  if (kind === 'Starterbatterie') return BATTERY_PREFIXES;
  const engine = ENGINE_KINDS.has(kind) ? vagEnginePrefixes(car) : null;
  if (engine) return engine;
  const generation = GENERATION_PREFIXES[car.generation] ?? [];
  return BODY_KINDS.has(kind) ? generation.slice(0, 1) : generation;
}
const VAG_MAKES = new Set(['VW', 'Audi', 'Seat', 'Cupra', 'Skoda', 'Škoda']);

/** The make whose cars' prefixes a make's number must carry: the VW group's makes share their numbers. */
export const prefixFamily = (make: string): string => (VAG_MAKES.has(make) ? 'VAG' : make);

/**
 * The car whose generation a part's OE number was drawn for: the oldest generation the part fits among the cars of the
 * number's make (its makers' group for the VW group). A part carried over from the Octavia III to the IV keeps the number
 * it was first given (5E0/5Q0); a part made for the IV alone gets the IV's. Of the oldest generation's cars, the first listed.
 */
export function generationOwnCar<C extends { make: string; generationStart: number }>(make: string, cars: readonly C[]): C | undefined {
  let own: C | undefined;
  for (const car of cars) if (prefixFamily(car.make) === prefixFamily(make) && (!own || car.generationStart < own.generationStart)) own = car;
  return own;
}

/**
 * The prefixes a number of the make may carry on a part that fits the cars: those of the oldest generation it fits among the
 * make's cars (of every type of that launch year), or null where the make's numbers name no generation.
 */
export function ownGenerationPrefixes<C extends PrefixCar & { make: string; generationStart: number }>(make: string, kind: string, cars: readonly C[]): readonly string[] | null {
  const own = generationOwnCar(make, cars);
  if (!own || modelPrefixesFor(make, kind, own) === null) return null;
  return [...new Set(cars.filter((car) => prefixFamily(car.make) === prefixFamily(make) && car.generationStart === own.generationStart).flatMap((car) => modelPrefixesFor(make, kind, car) ?? []))];
}
