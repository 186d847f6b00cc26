/**
 * SKF's plain pulley numbers (VKM) say what the pulley is and whose car it is for: the first digit the
 * part (1 a timing-belt tensioner, 2 a timing-belt idler; 7 and 8 the same for the Asian makes), the
 * second the make group, as in SKF's kit numbers (VKMA 01… the VW group, 03… PSA, 06… Renault: data/main-make-codes.ts).
 * So "VKM 11120" is a VW group tensioner and "VKM 26000" a Renault idler; a "VKM 16601" on a BMW, or a
 * "VKM 0…"/"VKM 4…" on a VW, is no SKF number a counter would find.
 */
import { mainMakeCode } from './main-make-codes';

/** The token a product line's pattern writes the pulley's part and make digits as (data/product-lines.ts). */
export const PULLEY_TOKEN = '¶';

/** The part digit and make-group digit of an SKF pulley for the main fitted make. */
export function skfPulleyCode(kind: string, make: string | undefined): string {
  const group = mainMakeCode('SKF', make);
  const asian = group.startsWith('9');
  const part = kind === 'Umlenkrolle' ? (asian ? '8' : '2') : asian ? '7' : '1';
  return part + group.slice(-1);
}

/** The part and make-group digits a VKM number carries, or undefined for another number. */
export function skfPulleyCodeInNumber(number: string): string | undefined {
  return /^VKM (\d\d)\d{3}$/.exec(number)?.[1];
}
