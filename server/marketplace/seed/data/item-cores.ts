/**
 * Makers whose number is a product line's prefix and an item core: Bilstein's 22- (B4), 24- (B6),
 * 36- (B3 springs) … stand before a six-digit core that names the item itself, so the trade reads
 * 22-322267 and 24-322267 as two lines of one application. A core therefore belongs to one line of
 * the maker: a spring and a damper for different cars never share one.
 */
const CORES: Readonly<Record<string, RegExp>> = {
  Bilstein: /^\d{2}-(\d{6})$/,
};

/** The item core of a maker's number, or undefined where the maker numbers without one. */
export function itemCoreOf(brand: string, number: string): string | undefined {
  return CORES[brand]?.exec(number)?.[1];
}
