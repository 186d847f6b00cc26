/**
 * The variant a Mercedes-AMG name spells: its number with the S and E that follow ("AMG GT 63 S E
 * Performance" is the 63 S E, "AMG GT 43 4MATIC+" the 43). An AMG 43 or 53 is a 3.0 six-cylinder, a
 * 55 or 63 a 4.0 V8, a 63 S E a V8 plug-in: other engines, brakes and cooling. A register pair whose
 * trade name spells the variant is that car, never another variant's type, not even as the buyer's
 * choice; where the catalogue lacks its variant, the pair stays unplaced.
 */
const AMG_VARIANT = /\bAMG\s+(?:[A-Z]+\s+)?(\d{2})(\s+S\b)?(\s+E\b)?/i;

/** The variant a name spells ("63 S E", "43"), or null. */
export function spelledVariant(name: string): string | null {
  const match = AMG_VARIANT.exec(name);
  if (!match) return null;
  return [match[1], match[2] ? 'S' : '', match[3] ? 'E' : ''].filter((w) => w !== '').join(' ');
}

/**
 * The powers each AMG 45 was built with. The M133 2.0 turbo of the first A 45, CLA 45 and GLA 45 (W176,
 * C117, X156, 2013-2019) gave 265 kW, from the 2016 facelift 280 kW; its successor, the M139 of the
 * W177, C118 and H247 (2019-), 285 kW as the 45 (not sold in Europe) and 310 kW as the 45 S. A 45 at
 * 310 kW is the 45 S: a list that drops the S names the weaker car with the stronger one's brakes.
 */
export const AMG_VARIANT_KW: Readonly<Record<string, readonly number[]>> = { '45': [265, 280, 285], '45 S': [310] };

/** The variant an AMG type of a power is: the name with the S its power says ("AMG GLA 45" at 310 kW is the "AMG GLA 45 S"). */
export function amgNameByPower(name: string, kw: number): string {
  const variant = spelledVariant(name);
  if (variant === null || !AMG_VARIANT_KW[variant] || AMG_VARIANT_KW[variant].some((figure) => Math.abs(figure - kw) <= 1)) return name;
  const owner = Object.entries(AMG_VARIANT_KW).find(([, powers]) => powers.some((figure) => Math.abs(figure - kw) <= 1))?.[0];
  if (owner === undefined || owner.split(' ')[0] !== variant.split(' ')[0]) return name;
  return owner.endsWith(' S') ? name.replace(/\b(AMG\s+(?:[A-Z]+\s+)?\d{2})\b/i, '$1 S') : name.replace(/\b(AMG\s+(?:[A-Z]+\s+)?\d{2})\s+S\b/i, '$1');
}

/** Whether an AMG type's power is one its spelled variant was built with (true where the table does not know the variant). */
export function amgPowerOfVariant(name: string, kw: number): boolean {
  const variant = spelledVariant(name);
  return variant === null || !AMG_VARIANT_KW[variant] || AMG_VARIANT_KW[variant].some((figure) => Math.abs(figure - kw) <= 1);
}

/**
 * A sub-brand a trade name spells is that car, whatever model name follows: an "ABARTH 500" is the
 * Abarth's 1.4 T-Jet with its own turbo, brakes and clutch, none of the Fiat 500's engines. Where the
 * catalogue has no type of the sub-brand, the pair stays unplaced.
 */
const SUB_BRAND = /\b(ABARTH|MAYBACH)\b/i;

/**
 * Sub-brands the register writes on every key of theirs ("S 650 MAYBACH", "GLS 600 4MATIC MAYBACH",
 * "MAYBACH GLS 600"): a key whose names do not spell it is no car of the sub-brand. The Mercedes-Maybach
 * S 580 has its own long body, air suspension and trim: a plain "S 580 4MATIC" key is never the Maybach.
 */
export const SUB_BRAND_NAMED_APART = /\bMAYBACH\b/i;

/**
 * Mercedes' "+" after an electric car's type number ("EQA 250+", "EQB 250+", "EQS 450+", "EQE 350 +")
 * is its own type, with the large battery: a name with the "+" is only the "+" type, a name of the same
 * number without it never the "+" type. Other battery, weight, springs and brakes.
 */
const PLUS_NUMBER = /(?<![\d.,])(\d{3})(?!\d)( ?\+)?/g;

/** The three-digit type numbers a name spells, each with whether a "+" follows it ("EQA 250+": 250 with). */
export function plusMarks(name: string): Map<string, boolean> {
  const marks = new Map<string, boolean>();
  for (const match of name.matchAll(PLUS_NUMBER)) marks.set(match[1]!, match[2] !== undefined);
  return marks;
}

/** Whether a type carries the "+" the trade names give its number: any name spelling the type's number with the same mark (any type where none spells it). */
export function fitsPlusMark(names: readonly string[], typeName: string): boolean {
  const own = plusMarks(typeName);
  const spelling = names.map(plusMarks).filter((marks) => [...marks.keys()].some((n) => own.has(n)));
  return spelling.length === 0 || spelling.some((marks) => [...marks].every(([n, plus]) => !own.has(n) || own.get(n) === plus));
}

/**
 * VW's ID. trims name the battery: a "Pro" (and the Pro Performance) carries the 58 kWh pack, a "Pro S"
 * the 77 kWh one, with its own weight, springs and brakes. An "ID.3 PRO 150 KW" key is the Pro
 * Performance, an "ID.3 PRO S 150 KW" key the Pro S, though both have 150 kW: each is its own trim only.
 */
const ID_TRIM = /^ID\..*?\bPRO\b(\s+S\b)?/i;

/** The ID. trim a name spells ("PRO", "PRO S"), or null. */
export function spelledIdTrim(name: string): string | null {
  const match = ID_TRIM.exec(name.trim());
  return match ? (match[1] ? 'PRO S' : 'PRO') : null;
}

/** Whether a type is of the variant, trim, sub-brand and "+" the trade names spell (any type where they spell none). */
export function fitsVariant(names: readonly string[], typeName: string): boolean {
  const variants = names.map(spelledVariant).filter((v) => v !== null);
  const trims = names.map(spelledIdTrim).filter((t) => t !== null);
  const subBrands = names.flatMap((n) => SUB_BRAND.exec(n)?.[1]?.toUpperCase() ?? []);
  return (variants.length === 0 || variants.includes(spelledVariant(typeName) ?? ''))
    && (trims.length === 0 || trims.includes(spelledIdTrim(typeName) ?? ''))
    && subBrands.every((brand) => typeName.toUpperCase().includes(brand))
    && (!SUB_BRAND_NAMED_APART.test(typeName) || names.some((name) => SUB_BRAND_NAMED_APART.test(name)))
    && fitsPlusMark(names, typeName);
}

/** Why a pair naming a sport derivative the base has no type of stays unplaced. */
export const DERIVATIVE_NOT_IN_BASE = 'derivative not in the base';

const word = (w: string): RegExp => new RegExp(`(?<![\\w.-])${w}(?![\\w-])`, 'i');

/**
 * The sport derivatives makers sell under their own name on the model's body: another engine, brakes,
 * suspension and cooling than the model's ordinary types. A register name that spells one ("CUPRA
 * ATECA", "SQ2", "GOLF GTI") is that derivative's car, placed only on its types; where the base has
 * none the pair stays unplaced, never put on the ordinary model (the Cupra Ateca is only the 2.0 TSI
 * 4Drive of 221/228 kW, none of the Ateca's 81-110 kW engines). `namedApart`: the register gives the
 * derivative a trade name of its own (Audi's S, SQ and RS models are "S3", "SQ2", "RS 6 AVANT"), so a
 * key naming only the model ("Q2") is the ordinary car and never offers it; where the register also
 * keys the derivative under the model's name (VW's GTI and R, Ford's ST, Skoda's and Renault's RS), the
 * model's key may still offer it among its types.
 */
export const DERIVATIVES: readonly { makes: readonly string[]; mark: string; spelled: RegExp; namedApart: boolean }[] = [
  { makes: ['Seat', 'Cupra'], mark: 'Cupra', spelled: word('CUPRA'), namedApart: false },
  { makes: ['Audi'], mark: 'Audi S', spelled: /^(?:S\s?Q?\d+|TTS)(?![\w-])/i, namedApart: true },
  { makes: ['Audi'], mark: 'Audi RS', spelled: /(?<![\w.-])(?:TT\s)?RS(?:\s?Q?\s?\d+)?(?![\w-])/i, namedApart: true },
  { makes: ['VW'], mark: 'GTI', spelled: word('GTI'), namedApart: false },
  { makes: ['VW'], mark: 'GTD', spelled: word('GTD'), namedApart: false },
  { makes: ['VW'], mark: 'GTE', spelled: word('GTE'), namedApart: false },
  { makes: ['VW'], mark: 'VW R', spelled: word('R'), namedApart: false },
  { makes: ['Skoda'], mark: 'Skoda RS', spelled: word('RS'), namedApart: false },
  { makes: ['Renault'], mark: 'Renault RS', spelled: word('R\\.?S\\.?'), namedApart: false },
  { makes: ['Ford'], mark: 'Ford ST', spelled: word('ST'), namedApart: false },
  { makes: ['Ford'], mark: 'Ford RS', spelled: word('RS'), namedApart: false },
];

/** The derivatives of these makes a name spells ("Cupra" of "CUPRA ATECA", "Audi S" of "SQ2 TFSI"). */
export function spelledDerivatives(makes: readonly string[], name: string): string[] {
  return DERIVATIVES.filter((d) => d.makes.some((m) => makes.includes(m)) && d.spelled.test(name.trim())).map((d) => d.mark);
}

/**
 * Whether a type is a car one of the trade names allows: a name spelling a derivative allows only
 * its types, a name spelling none the model's types and the derivatives the register does not name apart.
 */
export function fitsDerivative(makes: readonly string[], names: readonly string[], typeName: string): boolean {
  const own = spelledDerivatives(makes, typeName);
  return names.some((name) => {
    const spelled = spelledDerivatives(makes, name);
    if (spelled.length > 0) return spelled.some((mark) => own.includes(mark));
    return own.every((mark) => !DERIVATIVES.find((d) => d.mark === mark)?.namedApart);
  });
}

/** Whether one of the trade names spells a derivative of these makes. */
export const namesDerivative = (makes: readonly string[], names: readonly string[]): boolean => names.some((name) => spelledDerivatives(makes, name).length > 0);
