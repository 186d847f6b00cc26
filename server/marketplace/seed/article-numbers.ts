/**
 * Brand, article number and EAN of each generated article, from the product-line table: the brand is
 * one that makes the kind, the number follows that line's pattern, the EAN-13 is the brand's with a
 * valid check digit. Numbers are handed out through a fixed permutation of each pattern's range, so
 * they look scattered as real ranges do and never repeat within a brand.
 */
import { PRODUCT_LINES, type ProductLine, patternCapacity } from './data/product-lines';
import type { Rng } from './rng';
import type { SeededBrand } from './shops';

export interface MadeNumber { brand: SeededBrand; line: ProductLine; number: string; ean: string }
export interface ArticleNumbers { draw(rng: Rng, kind: string): MadeNumber }

interface Range { next: number; capacity: number; step: number; offset: number }

export function createArticleNumbers(brands: readonly SeededBrand[]): ArticleNumbers {
  const brandByName = new Map(brands.map((brand) => [brand.name, brand]));
  const linesByKind = new Map<string, { line: ProductLine; brand: SeededBrand }[]>();
  for (const line of PRODUCT_LINES) {
    const brand = brandByName.get(line.brand);
    if (!brand) throw new Error(`product line of an unknown brand: ${line.brand}`);
    for (const kind of line.kinds) linesByKind.set(kind, [...(linesByKind.get(kind) ?? []), { line, brand }]);
  }
  const ranges = new Map<string, Range>();
  const taken = new Map<number, Set<string>>();
  const eans = new Map<number, number>();

  const numberFrom = (line: ProductLine, brand: SeededBrand): string | null => {
    const rangeKey = `${brand.id}|${line.pattern}`;
    let range = ranges.get(rangeKey);
    if (!range) {
      const capacity = patternCapacity(line.pattern);
      let step = Math.max(1, Math.floor(capacity * 0.6180339887));
      while (gcd(step, capacity) !== 1) step++;
      range = { next: 0, capacity, step, offset: Math.floor(capacity * 0.137) };
      ranges.set(rangeKey, range);
    }
    const used = taken.get(brand.id) ?? new Set<string>();
    taken.set(brand.id, used);
    while (range.next < range.capacity) {
      const value = (range.next * range.step + range.offset) % range.capacity;
      range.next++;
      const number = fill(line.pattern, value);
      if (!used.has(number)) {
        used.add(number);
        return number;
      }
    }
    return null;
  };

  return {
    draw(rng, kind) {
      const candidates = linesByKind.get(kind);
      if (!candidates?.length) throw new Error(`no brand makes the part kind ${kind}`);
      for (;;) {
        const index = Math.floor(rng() * candidates.length);
        const { line, brand } = candidates[index]!;
        const number = numberFrom(line, brand);
        if (number === null) {
          // The line's range is used up: its kind is made by the others.
          candidates.splice(index, 1);
          if (!candidates.length) throw new Error(`every product line of ${kind} is used up`);
          continue;
        }
        const n = eans.get(brand.id) ?? 0;
        eans.set(brand.id, n + 1);
        return { brand, line, number, ean: ean13(`4${String(brand.id).padStart(3, '0')}${String(Math.floor(n / 100_000)).padStart(3, '0')}${String(n % 100_000).padStart(5, '0')}`) };
      }
    },
  };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The pattern with its digits ('#', '~') taken from `value`, most significant first; zeros in front of a '~' run are left out. */
function fill(pattern: string, value: number): string {
  const slots = pattern.match(/[#~]/g)?.length ?? 0;
  const digits = String(value).padStart(slots, '0');
  let i = 0;
  let leading = true;
  let out = '';
  for (const ch of pattern) {
    if (ch === '~') {
      const digit = digits[i++]!;
      if (leading && digit === '0') continue;
      leading = false;
      out += digit;
    } else if (ch === '#') {
      leading = false;
      out += digits[i++]!;
    } else out += ch;
  }
  return out;
}

/** Twelve digits and their GS1 check digit. */
export function ean13(twelve: string): string {
  return twelve + eanCheckDigit(twelve);
}

export function eanCheckDigit(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}
