/**
 * Makers whose numbers never start a number part with a 0: Mann-Filter counts its ranges up from 1
 * ("W 712/75", "HU 719/7 x", "C 25 114", "WK 853/3"), so a "W 022/79" or "HU 024/5 x" reads to a
 * counter clerk as a typo, not as a Mann filter. Hengst counts its filters' series up from 1 the same way
 * ("H90W04", "E340H D247", "E1008L", "H155WK"): an "E041L", an "H09W06" or an element's "D045" is no
 * Hengst number. Hengst's two-digit version after the W of a spin-on can is a fixed field ("H90W04").
 * The brake and chassis series after letters count from 1 as well: Monroe's G1027 and E4388, KYB's SM5205 and
 * RA3396, Delphi's LP1517 and BG3956, Mintex's MDB2580, Ferodo's FDB1639, TRW's GDB1550 and DF4035, Continental's
 * CT1028K2. Their older short numbers (Delphi's LP478, Mintex's MDC991) are printed short, never padded with a 0.
 * Series whose numbers do open with a 0 keep it: TRW's JG… dampers, Monroe's MK001, Delphi's FE0490-12B1.
 */
const LEADING_ZERO: Readonly<Record<string, RegExp>> = {
  // The first digits after the letters.
  'Mann-Filter': /^[A-Z]+ ?0/,
  // The series after the E or H, and the element's D number.
  Hengst: /^[A-Z]0|\bD0/,
  // The series named.
  Monroe: /^[GE]0/,
  KYB: /^(?:SM|RA)0/,
  Delphi: /^(?:LP|BG|LS|TA|TC|HDF)0/,
  Mintex: /^M(?:DB|DC|FR)0/,
  Ferodo: /^(?:FDB|DDF|FSB)0/,
  TRW: /^(?:DF|DB|GDB|GS|GCH|GBS|JTC|JTE|JAR|JRP|JPR)0/,
  Continental: /^CT0/,
  // Dayco counts its timing kits from KTB100 and its kits with water pump from KTBWP1000 (KTB259, KTBWP2963): a "KTB049" is no Dayco kit.
  Dayco: /^KTB(?:WP)?0/,
};

/** Whether the brand's number starts a number part with a 0 where the brand never prints one. */
export function leadingZeroAgainstBrand(brand: string, number: string): boolean {
  return LEADING_ZERO[brand]?.test(number) ?? false;
}
