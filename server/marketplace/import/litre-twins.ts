/**
 * One car listed twice, once with its litre figure and once without ("Ateca 1.5 TSI" and "Ateca TSI",
 * both 110 kW and 1498 cm³; "718 Boxster GTS 4.0" and "718 Boxster GTS"). The trade names a type with
 * its litre figure; a parts list showing both makes the buyer pick between two entries of one car, and
 * splits the parts between them. The type without the figure is the named one.
 */

/** A name without its litre figure ("1.5", "4.0 l"), spaces tidied, for comparing two names of one series. */
export function withoutLitres(name: string): string {
  return name.replace(/(?:^|\s)\d[.,]\d(?:\s*l\b)?(?=\s|$)/gi, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

export interface LitreNamed { name: string; fuel: string; kw: number; ccm: number }

const hasLitres = (name: string) => withoutLitres(name) !== name.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether two types of one series are one car, the one named with its litre figure, the other without. */
export function litreTwin(a: LitreNamed, b: LitreNamed): boolean {
  return hasLitres(a.name) !== hasLitres(b.name) && a.fuel === b.fuel && a.kw === b.kw && a.ccm === b.ccm && withoutLitres(a.name) === withoutLitres(b.name);
}

/** Of two such types, the one named without its litre figure: it is to join the named one. */
export const unnamedLitres = (a: LitreNamed, b: LitreNamed): LitreNamed => (hasLitres(a.name) ? b : a);
