/**
 * Pad numbers built on the pad's WVA number, the trade's common number for a pad shape (width, height, thickness and its wear
 * contact): Textar prints it with a two-digit variant (WVA 23570 is Textar 2357001), Zimmermann with the pad's thickness in tenths
 * of a millimetre and its variant (23570.190.1 is 19.0 mm thick). So Textar's and Zimmermann's pads for one application carry one
 * WVA, and a Zimmermann number names its thickness. WVA numbers are given in sequence as new shapes come out: 21xxx for the cars
 * of the early 1990s, 23xxx from the late 1990s, 24xxx from the mid-2000s, 25xxx from the 2010s (the 29xxx block is the trucks').
 */

/** Brands whose pad number is the pad's WVA number. */
export const WVA_PAD_BRANDS: ReadonlySet<string> = new Set(['Textar', 'Zimmermann']);

/** The WVA blocks of passenger-car pads: the launch year of the cars the shape was first made for and the block's numbers. */
const WVA_BLOCKS: readonly { from: number; numbers: readonly [number, number] }[] = [
  { from: 0, numbers: [21000, 21999] },
  { from: 1997, numbers: [23000, 23999] },
  { from: 2005, numbers: [24000, 24999] },
  { from: 2011, numbers: [25000, 25999] },
];

/** The WVA block a pad shape first made for cars launched in that year is numbered in (the oldest where the year is unknown). */
export function wvaBlockOf(earliestLaunch: number | undefined): readonly [number, number] {
  return WVA_BLOCKS.reduce((found, block) => (earliestLaunch !== undefined && block.from <= earliestLaunch ? block.numbers : found), WVA_BLOCKS[0]!.numbers);
}

/** The pad's shape as its WVA number names it: width, height and thickness in millimetres and the wear contact. */
export function padShapeKey(criteria: readonly { key: string; value: string }[]): string {
  const value = (key: string) => criteria.find((criterion) => criterion.key === key)?.value ?? '';
  return ['width', 'height', 'thickness', 'wear_indicator'].map(value).join('|');
}

/** How many variants of one WVA a brand numbers (with another wear contact's lead, another fitting kit): 1 to 3. */
export const WVA_VARIANTS = 3;

/**
 * The brand's number for a pad of that WVA and thickness, in its variant 1-3 (Textar 2357001, 2357002; Zimmermann 23570.190.1,
 * 23570.190.2); undefined for a brand that does not number by WVA.
 */
export function wvaPadNumber(brand: string, wva: number, thicknessMm: number, variant = 1): string | undefined {
  if (brand === 'Textar') return `${wva}0${variant}`;
  if (brand === 'Zimmermann') return `${wva}.${String(Math.round(thicknessMm * 10)).padStart(3, '0')}.${variant}`;
  return undefined;
}

/** The WVA number a Textar or Zimmermann pad number carries; undefined for other brands' numbers. */
export function wvaOfPadNumber(brand: string, number: string): number | undefined {
  const found = brand === 'Textar' ? /^(2\d{4})\d\d$/.exec(number) : brand === 'Zimmermann' ? /^(2\d{4})\.\d{3}\.\d$/.exec(number) : null;
  return found ? Number(found[1]) : undefined;
}

/** Whether a Zimmermann pad's middle block is not its stated thickness in tenths of a millimetre (undefined for other numbers). */
export function zimmermannPadNotThickness(number: string, thicknessMm: number): boolean | undefined {
  const found = /^2\d{4}\.(\d{3})\.\d$/.exec(number);
  return found ? Number(found[1]) !== Math.round(thicknessMm * 10) : undefined;
}

/** The WVA numbers of a catalogue's pad shapes: one per shape, the first free one of its block, given when the shape is first numbered. */
export class PadWvas {
  private readonly byShape = new Map<string, number>();
  private readonly given = new Set<number>();

  /** The shape's WVA number, or undefined where its block is used up. */
  of(shape: string, earliestLaunch: number | undefined): number | undefined {
    const known = this.byShape.get(shape);
    if (known !== undefined) return known;
    const [low, high] = wvaBlockOf(earliestLaunch);
    const size = high - low + 1;
    // Scattered over the block as real numbers look (a golden-ratio step), each given once.
    let step = Math.floor(size * 0.6180339887);
    while (gcd(step, size) !== 1) step++;
    for (let n = 0; n < size; n++) {
      const wva = low + ((n * step + Math.floor(size * 0.137)) % size);
      if (this.given.has(wva)) continue;
      this.given.add(wva);
      this.byShape.set(shape, wva);
      return wva;
    }
    return undefined;
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
