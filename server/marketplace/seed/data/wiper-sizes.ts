/**
 * The wiper blades a car takes. The blade length follows the windscreen and the arm, not the engine:
 * every type of one generation and body (the 1.2 and the 1.5 BlueHDi of a 208 II, its e-208 too)
 * takes the same driver's and passenger's blade. The pair is the one the base records for the
 * generation where it records one (the VW group's cars), else the one the power ladder gives the
 * generation's middle type: a windscreen is as large as the car, and the middle of its range tells
 * the car's size, not its strongest or weakest engine.
 */
import { bodyOfName } from './installed-parts';

type Pair = readonly [number, number];

export interface WiperType { seriesId: number; typeName: string; wipersMm: Pair }

/** The one generation and body a set of blades belongs to: a type name's body (Variant, Coupé), '' for the generation's own. */
export const wiperBodyOf = (seriesId: number, typeName: string): string => `${seriesId}/${bodyOfName(typeName)}`;

const byLength = (a: Pair, b: Pair) => a[0] - b[0] || a[1] - b[1];

/**
 * Each generation and body's one front pair, keyed as wiperBodyOf: the most often recorded pair
 * where types carry their own, the middle of the types' pairs otherwise (ties to the shorter pair).
 */
export function wipersOfBodies(types: readonly (WiperType & { recorded: boolean })[]): Map<string, Pair> {
  const groups = new Map<string, (WiperType & { recorded: boolean })[]>();
  for (const type of types) {
    const key = wiperBodyOf(type.seriesId, type.typeName);
    groups.set(key, [...(groups.get(key) ?? []), type]);
  }
  const pairs = new Map<string, Pair>();
  for (const [key, group] of groups) {
    const recorded = group.filter((type) => type.recorded).map((type) => type.wipersMm);
    if (recorded.length) {
      const times = new Map<string, number>();
      for (const pair of recorded) times.set(pair.join('/'), (times.get(pair.join('/')) ?? 0) + 1);
      pairs.set(key, [...recorded].sort((a, b) => (times.get(b.join('/'))! - times.get(a.join('/'))!) || byLength(a, b))[0]!);
    } else {
      const sorted = group.map((type) => type.wipersMm).sort(byLength);
      pairs.set(key, sorted[Math.floor((sorted.length - 1) / 2)]!);
    }
  }
  return pairs;
}
