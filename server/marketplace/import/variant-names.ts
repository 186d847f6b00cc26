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
const SUB_BRAND = /\b(ABARTH)\b/i;

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

/** Whether a type is of the variant, trim and sub-brand the trade names spell (any type where they spell none). */
export function fitsVariant(names: readonly string[], typeName: string): boolean {
  const variants = names.map(spelledVariant).filter((v) => v !== null);
  const trims = names.map(spelledIdTrim).filter((t) => t !== null);
  const subBrands = names.flatMap((n) => SUB_BRAND.exec(n)?.[1]?.toUpperCase() ?? []);
  return (variants.length === 0 || variants.includes(spelledVariant(typeName) ?? ''))
    && (trims.length === 0 || trims.includes(spelledIdTrim(typeName) ?? ''))
    && subBrands.every((brand) => typeName.toUpperCase().includes(brand));
}
