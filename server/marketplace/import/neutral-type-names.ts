/**
 * Type names as the parts trade writes them in every language: engine, power and version, never the
 * French list's sales words. The list names a type as a French showroom does ("1.0 essence T-GDi",
 * "D200 AWD BVA", "Transporter 6.1 vitré L1 … Court", "Citadine 5P"); a German or Dutch buyer reads
 * those as noise, and two spellings of one type ("4 MATIC" and "4MATIC") list the same car twice.
 */
import { withoutConfiguratorWords } from './configurator-words';

interface Rewrite { words: RegExp; as: string; why: string }

/** French words in a type name, and what the trade writes instead (nothing where the type's data says it). */
export const FRENCH_TYPE_WORDS: readonly Rewrite[] = [
  { words: /\bessence\b/giu, as: '', why: 'French for petrol: the type\'s fuel says it' },
  { words: /(?:\s-)?\s*\bBV[AMR]\d*\b/gu, as: '', why: 'boîte de vitesses automatique, manuelle or robotisée: the gearbox is the type\'s, not its name\'s' },
  { words: /\bvitré(?![\p{L}\d])/giu, as: '', why: 'a glazed van: the series (Kombi) says it' },
  // Tesla's "Long Range" is the maker's own name of a battery, not a length.
  { words: /\b(?:court|long|extra-long)\b(?! range)/giu, as: '', why: 'the wheelbase: the trade lists a van by its engine, its length is a criterion (and VW\'s L1/L2 says it)' },
  { words: /\bmoteur électrique(?![\p{L}\d])/giu, as: '', why: '"electric motor": the type\'s fuel says it' },
  { words: /\bhybride re[c]?hargeable\b/giu, as: 'Plug-in Hybrid', why: 'French for plug-in hybrid' },
  { words: /\bhybride\b/giu, as: 'Hybrid', why: 'French for hybrid' },
  { words: /\b\d ?PL?\b/gu, as: '', why: 'seats (places) or doors (portes): a body fact, not a type' },
  { words: /\bCitadine\b/giu, as: '', why: 'French for city car: a sales class' },
  { words: /\bNouveau\b/giu, as: '', why: '"new": the generation says it' },
  { words: /\(AM 20\d\d(?: & 20\d\d)?\)/gu, as: '', why: 'année-modèle, the French model year: the type\'s years say it' },
];

/** One type, two spellings in the list: the maker's own spelling. */
export const TRADE_SPELLINGS: readonly Rewrite[] = [
  { words: /\b4 MATIC\b/gu, as: '4MATIC', why: 'Mercedes writes 4MATIC in one word' },
  { words: /\bGdi\b/gu, as: 'GDi', why: 'Kia and Hyundai write GDi' },
  { words: /\bPhev\b/gu, as: 'PHEV', why: 'plug-in hybrid electric vehicle, in capitals' },
  { words: /\be-tense\b/giu, as: 'E-Tense', why: 'DS writes E-Tense' },
  { words: /\bENGINEFWD\b/gu, as: 'ENGINE FWD', why: 'Volvo\'s Twin Engine with front-wheel drive: two words' },
  { words: /\bTraveler\b/gu, as: 'Traveller', why: 'Peugeot writes its Traveller with two l' },
  // Porsche's second Macan facelift, not the (electric) Macan II: the list's 2.0 and 2.9 petrols are the first Macan.
  { words: /^(Macan(?: \w+)?) II$/u, as: '$1', why: 'the Macan II is electric only; these petrols are the first Macan' },
];

/** The litre figures a name spells ("2.0 TDI", "Transporter 6.1 … 2.0"), as cm³ rounded to a tenth of a litre. */
function spelledDisplacements(name: string): { text: string; ccm: number }[] {
  return [...name.matchAll(/(?<![\d.])(\d)\.(\d)(?![\d.])/gu)].map((m) => ({ text: m[0], ccm: Number(`${m[1]}${m[2]}`) * 100 }));
}

/**
 * Whether a name's displacement contradicts its cm³: a "508 2.0 PureTech" of 1598 cm³ is the 1.6. A name
 * agrees where one litre figure it spells is its capacity rounded (within 100 cm³: 1.5 dCi is 1461).
 */
export function displacementAgainstCcm(name: string, ccm: number): boolean {
  const spelled = spelledDisplacements(name);
  if (ccm <= 0 || spelled.length === 0) return false;
  return !spelled.some((d) => Math.abs(d.ccm - ccm) < 100);
}

/** The French sales words a type name still holds. */
export function frenchTypeWords(name: string): string[] {
  return FRENCH_TYPE_WORDS.flatMap((r) => [...name.matchAll(new RegExp(r.words.source, r.words.flags.includes('g') ? r.words.flags : `${r.words.flags}g`))].map((m) => m[0].trim()));
}

/** The trade's name of a listed type: French words dropped or translated, one spelling per type, the litre figure its capacity's. */
export function neutralTypeName(name: string, ccm: number): string {
  // Configurator words first: "Boîte 1 vitesse automatique" goes whole (configurator-words.ts).
  let neutral = withoutConfiguratorWords(name);
  for (const r of [...FRENCH_TYPE_WORDS, ...TRADE_SPELLINGS]) neutral = neutral.replace(r.words, r.as);
  neutral = neutral.replace(/\(\s*\)/g, '').replace(/\s+/g, ' ').replace(/^[\s/-]+|[\s/-]+$/g, '');
  if (displacementAgainstCcm(neutral, ccm)) {
    const spelled = spelledDisplacements(neutral);
    if (spelled.length === 1 && spelled[0]) neutral = neutral.replace(spelled[0].text, (Math.round(ccm / 100) / 10).toFixed(1));
  }
  return neutral;
}
