/**
 * A register key listing several variants of one model ("525D,520D": one key approved for the 525d
 * and the 520d; "NIRO PLUS,NIRO": for the Niro and the Niro Plus, the 150 kW long-range car) may be
 * any of them: engine, brakes and battery differ. Placed on one of them alone, the lookup would sell
 * the 520d's parts to the 525d's owner as his car's. So the key stands as its car only for types of
 * every variant it names; where the base lacks one of them, the key names the generation, and the
 * buyer picks his car. A word beside the model's name ("PLUS") names a variant as an engine does.
 */
import { namesOnlyTheModel } from './model-only-names';
import { matchKey } from './text';
import { SUB_BRAND_NAMED_APART } from './variant-names';

const words = (name: string): string[] => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().split(/[^A-Z0-9]+/).filter((w) => w !== '');

/** Generation markers a trade name may carry beside the model ("MERIVA-B", "GOLF VI"): no variant. */
const GENERATION_MARK = /^(?:[A-H]|I{1,3}|IV|VI{0,3}|MK\d)$/;

/**
 * Words that name the model line or an equipment line, not a variant: "3ER REIHE" is BMW's 3 Series,
 * "A-KLASSE" Mercedes' A-Class; "M SPORT" and "IPERFORMANCE" are BMW's trims of the same engine.
 */
const LINE_WORD = /^(?:REIHE|KLASSE|SERIE|SERIES|M|SPORT|IPERFORMAN\w*)$/;

/** The words a trade name adds to the model's (body words already taken off): "525D", "PLUS"; none for the model's own name. */
function variantWords(bareName: string, generation: string): string[] {
  if (namesOnlyTheModel([bareName], generation)) return [];
  const model = new Set(words(generation.replace(/\s*\([^)]*\)$/, '')));
  return words(bareName).filter((w) => !model.has(w) && !GENERATION_MARK.test(w) && !LINE_WORD.test(w));
}

/** Whether a type is the variant a trade name names: its name spells every added word ("250D" in "GLC 250 d"), or is the name's start ("320D XDRIVE" is a 320d). */
function isVariant(bareName: string, added: readonly string[], type: { name: string }): boolean {
  const key = matchKey(type.name);
  return added.every((w) => key.includes(matchKey(w))) || (key !== '' && matchKey(bareName).startsWith(key));
}

/**
 * Whether a pair's trade names (body words taken off) name several variants of the generation, one
 * of which none of the types is: its other names being the model's or other variants, such a key
 * may be that car, which the types are not.
 */
export function lacksNamedVariant(bareNames: readonly string[], generation: string, types: readonly { name: string }[], truncated = false): boolean {
  const distinct = [...new Set(bareNames.map((n) => n.trim().toUpperCase()))];
  if (distinct.length < 2) return false;
  // The register cuts a long entry at 25 characters: its last name may be a variant's first letters.
  const whole = truncated ? distinct.slice(0, -1) : distinct;
  return whole.some((name) => {
    const added = variantWords(name, generation);
    return added.length > 0 && !types.some((type) => isVariant(name, added, type));
  });
}

/**
 * A key naming a variant the base lacks leaves the car to the buyer, who must find his among the
 * generation's types of the names' fuel and body. Where the key's years leave some of them out, the
 * choice lacks the very engines the name points to: 0588/AWB "SQ5 TDI,SQ5,Q5" of 2013 would show the
 * SQ5 owner the 2.0 TDIs only, the base's 3.0 TDI having ended in 2012 and the SQ5's 3.0 TDI missing.
 * Such a key stays unplaced until the generation has its types.
 */
export const VARIANT_CHOICE_CUT = "a variant it names is missing and the key's years leave out types of its names";

/** Whether a key lacking one of its variants is offered fewer of the generation's types of its names than there are. */
export const choiceCutByKeyYears = (lacking: boolean, ofNames: readonly unknown[], offered: readonly unknown[]): boolean => lacking && offered.length < ofNames.length;

/**
 * A key listing a sub-brand's car beside a plain one of the number ("S 580 MAYBACH,S 580 4MATI…",
 * "S 650 MAYBACH,S 600") is both cars: the Maybach and the plain S-Class. Answered with the sub-brand's
 * types alone, it would sell the Maybach's parts to the S 580 4MATIC's owner. A cut last name counts as
 * plain unless the cut may have taken the mark ("MAYBACH 57 ZEPPELIN;MAYBA"): it is another name's start,
 * or it ends in the mark's first letters.
 */
export function namesPlainBesideSubBrand(bareNames: readonly string[], types: readonly { name: string }[], truncated = false): boolean {
  const distinct = [...new Set(bareNames.map((n) => n.trim().toUpperCase()))];
  const marked = distinct.filter((n) => SUB_BRAND_NAMED_APART.test(n));
  if (marked.length === 0 || types.length === 0) return false;
  const cutBeforeMark = (name: string): boolean => {
    const last = name.split(/\s+/).pop() ?? '';
    return marked.some((m) => m.startsWith(name)) || (last !== '' && 'MAYBACH'.startsWith(last));
  };
  const plain = distinct.filter((n, i) => !SUB_BRAND_NAMED_APART.test(n) && !(truncated && i === distinct.length - 1 && cutBeforeMark(n)));
  return plain.length > 0 && types.every((t) => SUB_BRAND_NAMED_APART.test(t.name));
}
