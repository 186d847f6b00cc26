/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same database. */
export type Rng = () => number;

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes numbers into one seed, for values that must depend only on their inputs (e.g. OE numbers). */
export function hashSeed(...parts: number[]): number {
  let h = 2166136261;
  for (const part of parts) {
    h = Math.imul(h ^ (part & 0xffff), 16777619);
    h = Math.imul(h ^ (part >>> 16), 16777619);
  }
  return h >>> 0;
}

/** A number in [0, 1) fixed by the string and the salt: the same text always gives the same value. */
export function textFraction(text: string, salt: number): number {
  let h = salt;
  for (let i = 0; i < text.length; i++) h = hashSeed(h, text.charCodeAt(i));
  return createRng(h)();
}

export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Picks by weight through a prefix-sum table built once; O(log n) per pick. */
export function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (rng: Rng) => T {
  const sums: number[] = [];
  let total = 0;
  for (const item of items) {
    total += Math.max(0, weight(item));
    sums.push(total);
  }
  return (rng) => {
    const target = rng() * total;
    let lo = 0;
    let hi = sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sums[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
}

/** Fills a pattern: # digit, A letter, anything else literal. */
export function fillPattern(rng: Rng, pattern: string): string {
  let out = '';
  for (const ch of pattern) {
    if (ch === '#') out += String(Math.floor(rng() * 10));
    else if (ch === 'A') out += String.fromCharCode(65 + Math.floor(rng() * 26));
    else out += ch;
  }
  return out;
}
