/** The seed's own generator (mulberry32) with the choices property tests make: a failing run repeats with its seed. */
import { createRng } from '../../server/marketplace/seed/rng';

export function seededRandom(seed: number) {
  const next = createRng(seed);
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), chance: (p: number) => next() < p, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}
export type Rng = ReturnType<typeof seededRandom>;
