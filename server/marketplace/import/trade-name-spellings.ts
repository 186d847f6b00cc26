/**
 * What a KBA trade name's own spelling says about the car behind a type key, the register having no
 * fuel, kW or dates: the fuel its engine word names ("CLA 200 D", "2.0 TDI", "320I", "HYBRID") and
 * the years a maker used an engine word ("CDI" names no Mercedes of today).
 */

/** The catalogue's fuels (models.fuel). */
const DIESELS = ['diesel', 'diesel-hybrid', 'diesel-plugin-hybrid'];
export const DIESEL_FUELS: readonly string[] = DIESELS;
const PETROLS = ['petrol', 'hybrid', 'plugin-hybrid', 'lpg', 'cng', 'ethanol'];
const ELECTRIFIED = ['hybrid', 'plugin-hybrid', 'diesel-hybrid', 'diesel-plugin-hybrid', 'electric'];
const PLUGINS = ['plugin-hybrid', 'diesel-plugin-hybrid'];

/**
 * Engine words and the fuels they allow. A name spelling several (a "BLUETEC HYBRID", a
 * "TFSI E-TRON") allows only the fuels all of them allow.
 */
const FUEL_WORDS: readonly { word: RegExp; fuels: readonly string[] }[] = [
  // Diesel injection names of the makers, Volvo's D2 to D5.
  { word: /\b(?:CDI|TDI|SDI|TDCI|CDTI|DTI|CRDI|CRD|DCI|HDI|BLUEHDI|E-HDI|JTD|JTDM|MULTIJET|MJET|D-4D|D4D|DI-D|DID|DDIS|DTEC|I-DTEC|CTDI|I-CTDI|BLUETEC|ECOBLUE|TDDI|GTD|DIESEL|TURBODIESEL|SKYACTIV-D)\b|\bD[2-5]\b/, fuels: DIESELS },
  // The "d" Mercedes ("CLA 200 D", "GLE 350 D") and BMW ("320D", "XDRIVE20D") put after the number
  // is a diesel without a plug: the diesel plug-in is "de", a different engine and car.
  { word: /\d{2} ?D\b/, fuels: ['diesel', 'diesel-hybrid'] },
  // Petrol injection names, and the "I" after BMW's number ("320I", "X3 3.0I", "SDRIVE20I").
  { word: /\b(?:TSI|TFSI|FSI|MPI|CGI|KOMPRESSOR|TCE|PURETECH|VTI|THP|GDI|T-GDI|TGDI|ECOBOOST|TWINAIR|MULTIAIR|T-JET|TJET|VTEC|I-VTEC|GTI)\b|\d ?I\b/, fuels: PETROLS },
  // Gas engines: VW's TGI and EcoFuel, Mercedes' NGT (natural gas technology) and "NATURAL GAS",
  // Suzuki's G-TEC, the bivalent LPG and CNG cars; a gas car is never the petrol-only type of its
  // name ("E 200 NGT", "B 200 NATURAL GAS": other tank, injectors and valve seats).
  { word: /\b(?:TGI|CNG|NGT|G-TEC|ECOFUEL|ERDGAS|NATURAL GAS|LPG|AUTOGAS|BI-FUEL|BIFUEL|BIVALENT)\b/, fuels: ['cng', 'lpg'] },
  { word: /HYBRID|\b(?:HEV|PHEV|PLUG-IN|GTE)\b/, fuels: ELECTRIFIED },
  // An "h" after the type number is the full hybrid of that number, never the car of the number alone:
  // Lexus' "IS300H", "NX 350H", Mercedes' "C 300 H", "E 300 H", "S 300 H" (the BlueTEC HYBRID diesels,
  // OM651 and a motor) and "S 400 H" (the petrol V6 hybrid). An "h+" is a plug-in (Lexus' "NX450H+").
  // A figure in brackets is no type number: Peugeot's "508 PSE Hybrid PHEV (360h)" states its 360 hp.
  { word: /(?<![(\d])\d{3} ?H\b(?!\+)/, fuels: ['hybrid', 'diesel-hybrid'] },
  { word: /(?<![(\d])\d{3} ?H\+/, fuels: PLUGINS },
  // Audi's e-tron was first its plug-ins' name (A3, Q7), later its electric cars'.
  { word: /\bE-TRON\b/, fuels: ['electric', 'plugin-hybrid'] },
  // BMW's "225XE", "330E", "XDRIVE40E" are plug-ins; an old "325E" or Mercedes "230 E" was a petrol.
  // Never a diesel: Mercedes' diesel plug-in says "de".
  { word: /\d{2} ?X?E\b(?!-)/, fuels: ['petrol', 'plugin-hybrid'] },
  { word: /\b(?:PLUG-IN|PHEV)\b/, fuels: PLUGINS },
  // Mercedes' diesel plug-ins: "E 300 DE", "GLE 350 DE 4MATIC" (OM654 diesel and a motor), never
  // the petrol plug-in "e" nor the plain diesel "d".
  { word: /\d{2} ?DE\b/, fuels: ['diesel-plugin-hybrid'] },
  { word: /\b(?:ELECTRIC|ELEKTRO|ELEKTRISCH|BEV|EV|E-GOLF|E-UP!|E-MII|E-CITIGO|E-208|E-2008|E-C4|E-NIRO|E-SOUL|AMPERA-E)\b|\bID\.\d|\bEQ[ABCESV]\b|KWH/, fuels: ['electric'] },
  // The "e" Opel (Stellantis) hangs on a model name is its battery-electric car, never the petrol or
  // diesel of that name: the Combo-e (Life and Cargo, 2021), Vivaro-e, Zafira-e Life, Movano-e, Mokka-e
  // and Rocks-e, and the "e-" before Citroën's, Peugeot's and Fiat's vans (e-Berlingo, e-Rifter,
  // e-Partner, e-Expert, e-Traveller, e-SpaceTourer, e-Jumpy, e-Jumper, e-Dobló, e-Ducato).
  // Opel's generation letter reads alike ("CORSA-E" is the Corsa E of 2014, "VIVARO-B"), so only the
  // models that never had an E generation are read so. Peugeot's e-Boxer is left out: Subaru's "E-BOXER"
  // is its petrol hybrid.
  { word: /\b(?:COMBO-E|VIVARO-E|ZAFIRA-E|MOVANO-E|MOKKA-E|ROCKS-E|E-BERLINGO|E-RIFTER|E-PARTNER|E-EXPERT|E-TRAVELLER|E-SPACETOURER|E-JUMPY|E-JUMPER|E-DOBLO|E-DUCATO)(?![\w-])/, fuels: ['electric'] },
];

/**
 * The fuels a pair's trade names allow, or null when none spells a fuel. The names of one key are
 * spellings of the same type, so any of them that spells a fuel counts.
 */
export function spelledFuels(names: readonly string[], makes: readonly string[] = []): ReadonlySet<string> | null {
  let allowed: Set<string> | null = null;
  for (const name of names) {
    const upper = name.toUpperCase();
    let fuels: string[] | null = null;
    for (const { word, fuels: these } of FUEL_WORDS) {
      if (!word.test(upper)) continue;
      fuels = fuels === null ? [...these] : fuels.filter((fuel) => these.includes(fuel));
    }
    // A Mercedes car named by its class and number alone ("B 160", "E 200") is a petrol: its diesels
    // say "d", "CDI" or "BlueTEC", its plug-ins "e", its gas cars "NGT". A 48-volt mild hybrid
    // keeps the plain name.
    // Mercedes' "c" after the number ("B 200 c", "B 180 c") is its natural-gas car, the B 200 NGT's successor.
    if (makes.includes('Mercedes-Benz') && MERCEDES_GAS_SUFFIX.test(upper)) fuels = ['cng'];
    if (fuels === null && makes.includes('Mercedes-Benz') && mercedesTypeNumber(upper) !== null) fuels = ['petrol', 'hybrid'];
    if (fuels === null) continue;
    allowed ??= new Set<string>();
    for (const fuel of fuels) allowed.add(fuel);
  }
  return allowed;
}

/**
 * Whether a name spells a diesel for a car of another fuel, or only fuels other than diesel for a
 * diesel: a "TDI" that runs on petrol is a mislabelled row, not a car.
 */
export function spellsOtherEngine(name: string, fuel: string): boolean {
  const spelled = spelledFuels([name]);
  if (!spelled) return false;
  const diesel = DIESELS.includes(fuel);
  return [...spelled].every((f) => DIESELS.includes(f) !== diesel);
}

/**
 * Engine words a make used for a span of years only: a key whose trade name spells one was given
 * then, so it names no generation launched after.
 */
const ENGINE_WORD_YEARS: Readonly<Record<string, readonly { word: RegExp; from: number; to: number }[]>> = {
  'Mercedes-Benz': [
    // "CDI" from the C 220 CDI of 1997 until the cars became "d" (C 220 d) in 2014-16; the vans
    // (Vito, Viano, Sprinter, Citan) kept it until 2019.
    { word: /^(?!.*\b(?:VITO|VIANO|SPRINTER|CITAN)\b).*\bCDI\b/, from: 1997, to: 2016 },
    { word: /\b(?:VITO|VIANO|SPRINTER|CITAN)\b.*\bCDI\b/, from: 1997, to: 2019 },
    // "KOMPRESSOR" from the SLK 230 Kompressor of 1996 until the SLK 200 Kompressor of 2010.
    { word: /\bKOMPRESSOR\b/, from: 1995, to: 2011 },
    // "BLUETEC" from the E 320 BlueTEC of 2006; the last (E 300 BlueTEC Hybrid) became "d" in 2016.
    { word: /\bBLUETEC\b/, from: 2006, to: 2016 },
  ],
};

/** The years a pair's trade names allow by the engine words they spell, or null when they spell none with known years. */
export function engineWordYears(makes: readonly string[], names: readonly string[]): { from: number; to: number } | null {
  let years: { from: number; to: number } | null = null;
  for (const make of makes) {
    for (const { word, from, to } of ENGINE_WORD_YEARS[make] ?? []) {
      if (!names.some((name) => word.test(name.toUpperCase()))) continue;
      years = years === null ? { from, to } : { from: Math.min(years.from, from), to: Math.max(years.to, to) };
    }
  }
  return years;
}

/** Mercedes' car classes, whose types are named by the class and a number ("B 180", "GLC 220 d 4MATIC"). */
// The electric EQ classes are named so too: an "EQA 300" (168 kW) is no EQA 350 (215 kW).
const MERCEDES_CLASS_NUMBER = /^(?:MERCEDES-AMG |MERCEDES-MAYBACH |AMG )?(A|B|C|E|S|CL|CLA|CLC|CLK|CLS|SL|SLC|SLK|G|GL|GLA|GLB|GLC|GLE|GLK|GLS|ML|R|V|EQA|EQB|EQC|EQE|EQS|EQV) ?(\d{2,3})\b/;
const MERCEDES_GAS_SUFFIX = /^B ?\d{3} C$/;

/**
 * The class and number a Mercedes car name spells ("B160" for "B 160", "GLC200" for "GLC 200 D
 * 4MATIC"), or null for names without one (vans' "SPRINTER 316", "C-KLASSE").
 */
export function mercedesTypeNumber(name: string): string | null {
  const match = MERCEDES_CLASS_NUMBER.exec(name.trim().toUpperCase());
  return match ? `${match[1]}${match[2]}` : null;
}
