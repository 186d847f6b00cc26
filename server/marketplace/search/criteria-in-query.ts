/**
 * Criteria a shopper writes into the term as printed on the part or its box: a number with its
 * unit ("74Ah", "74 Ah", "600mm", "5 Liter", "55W"), a thread ("M20x1.5"), a brake-fluid class
 * ("DOT 4", "DOT4") and a disc's make ("belüftet", "ventilé"). Each is read as the catalogue writes
 * the value, with the criteria it may be (a length in mm may be a wiper's length or a disc's
 * diameter: the categories named decide), and taken out of the term so its words are not looked up
 * as names.
 */
export interface CriterionInQuery {
  /** The criteria the value may be, as the articles' criteria name them. */
  keys: string[];
  /** As the catalogue writes it ("74", "M20x1.5", "DOT 4", "ventilated"). */
  value: string;
}

const MILLIMETRE_KEYS = ['length', 'diameter', 'width', 'height', 'thickness', 'outer_diameter', 'inner_diameter'];

/** Units (folded) and the criteria they measure; cm is read in millimetres. */
const UNITS: Record<string, { keys: string[]; scale?: number }> = {
  mm: { keys: MILLIMETRE_KEYS },
  cm: { keys: MILLIMETRE_KEYS, scale: 10 },
  ah: { keys: ['capacity'] },
  a: { keys: ['cold_start_current'] },
  w: { keys: ['wattage'] },
  watt: { keys: ['wattage'] },
  v: { keys: ['voltage'] },
  volt: { keys: ['voltage'] },
  kg: { keys: ['weight'] },
  bar: { keys: ['pressure'] },
  l: { keys: ['volume'] },
  ltr: { keys: ['volume'] },
  liter: { keys: ['volume'] }, litre: { keys: ['volume'] }, litres: { keys: ['volume'] }, liters: { keys: ['volume'] },
  litro: { keys: ['volume'] }, litros: { keys: ['volume'] }, litri: { keys: ['volume'] },
};

/** Words for a disc's make, in the six editions' languages (folded). */
const DISC_TYPES: Record<string, string> = {
  belueftet: 'ventilated', beluftet: 'ventilated', innenbelueftet: 'ventilated', innenbeluftet: 'ventilated', ventiliert: 'ventilated',
  ventile: 'ventilated', ventilee: 'ventilated', ventiles: 'ventilated', ventilees: 'ventilated',
  ventilado: 'ventilated', ventilados: 'ventilated', ventilato: 'ventilated', ventilati: 'ventilated', geventileerd: 'ventilated', ventilated: 'ventilated',
  massiv: 'solid', solid: 'solid', macizo: 'solid', macizos: 'solid', massief: 'solid',
};

const THREAD = /(?<![\p{L}\p{N}])m\s?(\d{1,2})\s?[x×]\s?(\d{1,2}(?:[.,]\d{1,2})?)(?![\p{L}\p{N}])/giu;
const DOT = /(?<![\p{L}\p{N}])dot\s?(\d(?:[.,]\d)?)(?![\p{L}\p{N}])/giu;
/** Viscosities are read elsewhere ("5W-30", "5w 30"): a "5 W" before them is no wattage. */
const VISCOSITY = /(?<![\p{L}\p{N}])\d{1,2}\s?w\s?-?\s?\d{2}(?![\p{L}\p{N}])/giu;
const MEASURE = /(?<![\p{L}\p{N}.,])(\d{1,4}(?:[.,]\d{1,2})?)\s?([\p{L}]{1,6})(?![\p{L}\p{N}])/gu;

function number(text: string, scale = 1): string {
  const value = Number(text.replace(',', '.')) * scale;
  return String(Math.round(value * 100) / 100);
}

function fold(word: string): string {
  return word.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ü/g, 'u');
}

/** The criteria the term writes out, and the term without them. */
export function criteriaInTerm(term: string): { rest: string; criteria: CriterionInQuery[] } {
  const criteria: CriterionInQuery[] = [];
  let rest = term.replace(THREAD, (_, major: string, pitch: string) => {
    criteria.push({ keys: ['thread'], value: `M${major}x${pitch.replace(',', '.')}` });
    return ' ';
  });
  rest = rest.replace(DOT, (_, grade: string) => {
    criteria.push({ keys: ['specification'], value: `DOT ${grade.replace(',', '.')}` });
    return ' ';
  });
  const viscosities: string[] = [];
  rest = rest.replace(VISCOSITY, (found) => { viscosities.push(found); return ` \u0000${viscosities.length - 1} `; });
  rest = rest.replace(MEASURE, (found, amount: string, unit: string) => {
    const known = UNITS[fold(unit)];
    if (!known) return found;
    criteria.push({ keys: known.keys, value: number(amount, known.scale) });
    return ' ';
  });
  rest = rest.replace(/\u0000(\d+)/g, (_, i: string) => viscosities[Number(i)]!);
  rest = rest.split(/\s+/).filter((word) => {
    const disc = DISC_TYPES[fold(word).replace(/[^a-z]/g, '')];
    if (disc) criteria.push({ keys: ['disc_type'], value: disc });
    return !disc;
  }).join(' ');
  return { rest: rest.replace(/\s+/g, ' ').trim(), criteria };
}

/** Every criterion a term may name: what the search index keeps values of. */
export const CRITERIA_READ = [...new Set([...Object.values(UNITS).flatMap((u) => u.keys), 'thread', 'specification', 'disc_type'])];
