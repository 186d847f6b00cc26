/**
 * The body an Audi's or VW's type code gives. The VW group files each body of a generation under a
 * code of its own, whose third place is the body: a 2 the saloon (A4 B8 8K2, A6 C7 4G2, Passat B8
 * 3G2), a 5 the Avant or Variant (8K5, 4G5, 3G5); the A4 B7 spells them with letters (8EC the saloon,
 * 8ED the Avant). A saloon's boot lid takes no rear wiper: the Avant's or Variant's tailgate does, and
 * where the data has no Avant or Variant of its own, the generation's types are the saloon's.
 */
const VW_GROUP_MAKES: ReadonlySet<string> = new Set(['Audi', 'VW']);
const CODE = /\(([0-9A-Z]{2})([0-9A-Z])\)$/;
const SALOON_PLACE: ReadonlySet<string> = new Set(['2']);
const ESTATE_PLACE: ReadonlySet<string> = new Set(['5']);
/** The A4 B7 names its bodies by letter: C the saloon, D the Avant. */
const LETTER_CODES: Readonly<Record<string, 'saloon' | 'estate'>> = { '8EC': 'saloon', '8ED': 'estate' };

export type CodedBody = 'saloon' | 'estate';

/** The body the generation's VW-group type code gives ("Audi A4 B8 (8K2)" a saloon), or null where the code says none. */
export function bodyOfTypeCode(car: { make: string; generation: string }): CodedBody | null {
  if (!VW_GROUP_MAKES.has(car.make)) return null;
  const code = CODE.exec(car.generation);
  if (!code) return null;
  const lettered = LETTER_CODES[`${code[1]}${code[2]}`];
  if (lettered) return lettered;
  if (SALOON_PLACE.has(code[2]!)) return 'saloon';
  if (ESTATE_PLACE.has(code[2]!)) return 'estate';
  return null;
}
