/**
 * Makers whose numbers never start with a 0 after their letters: Mann-Filter counts its ranges up from
 * 1 ("W 712/75", "HU 719/7 x", "C 25 114", "WK 853/3"), so a "W 022/79" or "HU 024/5 x" reads to a
 * counter clerk as a typo, not as a Mann filter.
 */
const NO_LEADING_ZERO: Readonly<Record<string, RegExp>> = {
  'Mann-Filter': /^[A-Z]+ ?0/,
  // Dayco counts its timing kits from KTB100 and its kits with water pump from KTBWP1000 (KTB259, KTBWP2963): a "KTB049" is no Dayco kit.
  Dayco: /^KTB(?:WP)?0/,
};

/** Whether the brand's number has a 0 as its first digit after its letters where the brand never prints one. */
export function leadingZeroAgainstBrand(brand: string, number: string): boolean {
  return NO_LEADING_ZERO[brand]?.test(number) ?? false;
}
