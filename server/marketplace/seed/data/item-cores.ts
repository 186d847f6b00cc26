/**
 * Makers whose number is a product line's prefix and an item core: Bilstein's 22- (B4), 24- (B6),
 * 36- (B3 springs) … stand before a six-digit core that names the item itself, so the trade reads
 * 22-322267 and 24-322267 as two lines of one application. A core therefore belongs to one line of
 * the maker: a spring and a damper for different cars never share one. Moog's five digits after its
 * make and kind letters (VO-ES-2814…) name one part: a buyer who searches the digits finds that part,
 * so a core is never a VW tie-rod end and a Renault tie rod at once. Hella's nine digits after its three-
 * character prefix (6DD 171 441-857) are the item's body: the prefix names the product group, the body the
 * part, so one body is never a column switch under 6DD and a daytime light under 2PT.
 */
const CORES: Readonly<Record<string, RegExp>> = {
  Bilstein: /^\d{2}-(\d{6})$/,
  Moog: /^[A-Z]{2}-[A-Z]{2}-(\d{5})$/,
  Hella: /^[0-9A-Z]{3} (\d{3} \d{3}-\d{3})$/,
};

/** The item core of a maker's number, or undefined where the maker numbers without one. */
export function itemCoreOf(brand: string, number: string): string | undefined {
  return CORES[brand]?.exec(number)?.[1];
}

/** What stands before the core (Bilstein's "22-", Moog's "VO-ES-"): a core belongs to one of these. */
export function corePrefixOf(number: string, core: string): string {
  return number.slice(0, number.length - core.length);
}
