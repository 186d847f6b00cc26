/**
 * Attribute values a shopper types as they are printed on the part: oil viscosities ("5W30",
 * "5W-30", "5w 30") and lamp types ("H7", "D2S", "W5W"). Each is written one way, as the articles
 * carry it, before it is looked up.
 */
import { CRITERIA_READ } from './criteria-in-query';
import { foldWord } from './fold';

/** Attributes whose values name their categories on their own ("5W30", "H7"). */
export const NAMING_ATTRIBUTES = ['viscosity', 'lamp_type'] as const;

/** Attributes whose values are indexed per category: those that name categories, those a term writes with a unit, and positions. */
export const SEARCHED_ATTRIBUTES = [...NAMING_ATTRIBUTES, ...CRITERIA_READ, 'fitting_position', 'fitting_side'] as const;

const VISCOSITY = /^(\d{1,2})w-?(\d{2})$/i;
const LAMP_TYPE = /^(h\d{1,2}|hb[34]|hir2|d[1-8][rs]|[pw]\d{1,2}(\/\d{1,2})?w|c5w|r5w|r10w|py21w|wy5w)$/i;

/** "5W-30" -> "5W30", "h7" -> "H7"; null when the word is no attribute value. */
export function attributeValue(word: string): string | null {
  const viscosity = VISCOSITY.exec(word);
  if (viscosity) return `${viscosity[1]}W${viscosity[2]}`;
  if (LAMP_TYPE.test(word)) return word.toUpperCase();
  return null;
}

/**
 * The words of a term with a viscosity written apart joined again: ["5w", "30"] -> ["5w30"],
 * ["5", "w", "30"] -> ["5w30"].
 */
export function joinSplitValues(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const three = `${words[i]}${words[i + 1] ?? ''}${words[i + 2] ?? ''}`;
    const two = `${words[i]}${words[i + 1] ?? ''}`;
    if (i + 2 < words.length && /^\d{1,2}$/.test(words[i]!) && VISCOSITY.test(three)) { out.push(three); i += 2; continue; }
    if (i + 1 < words.length && /^\d{1,2}w$/i.test(words[i]!) && VISCOSITY.test(two)) { out.push(two); i += 1; continue; }
    out.push(words[i]!);
  }
  return out;
}

/** The stored lookup key of a value: folded, as the index holds it. */
export function attributeKey(value: string): string {
  return foldWord(value);
}
