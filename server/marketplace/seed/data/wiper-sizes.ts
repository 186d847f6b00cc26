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

export interface WiperType { seriesId: number; typeName: string; wipersMm: Pair; generation?: string }

/**
 * MPVs whose windscreen reaches far up and forward, so their blades are longer than the power ladder's hatchback pairs
 * (650/400 is a small hatch's). Where the base records no pair for them: the trade's pair where it is known for the
 * generation, else their body's class, the compact MPV's 700/650 (the Touran I's and Sharan II's the base records) and the
 * panoramic windscreen's longer 750/700, which reaches over the driver's head.
 */
interface MpvWipers { of: RegExp; pair: Pair; reason: string }
const COMPACT_MPV: Pair = [700, 650];
const PANORAMIC_MPV: Pair = [750, 700];
const MPV_WIPERS: readonly MpvWipers[] = [
  { of: /^Renault (Grand )?Scénic II\b/, pair: [700, 650], reason: 'the Scénic II and Grand Scénic II take the 700/650 flat-blade pair (the Aerotwin A297S class, a Touran I\'s size)' },
  { of: /^Citroën (Grand )?C4 Picasso (I|II)\b/, pair: PANORAMIC_MPV, reason: 'the C4 Picasso\'s panoramic windscreen reaches over the front seats: the longest pair of the MPV class' },
  { of: /^(Renault (Grand )?Scénic (III|IV)|Opel (Zafira (B|C)|Meriva B)|Ford (C-Max|Grand C-Max|Galaxy|S-Max)|Peugeot 5008 I\b|Dacia Lodgy)\b/, pair: COMPACT_MPV, reason: 'a compact or large MPV\'s tall windscreen: the compact MPV\'s pair, not a hatchback\'s' },
];

/** The front pair an MPV generation takes where the base records none (MPV_WIPERS), or none for every other car. */
export const mpvWipersOf = (generation: string): Pair | undefined => MPV_WIPERS.find((mpv) => mpv.of.test(generation))?.pair;

/** The one generation and body a set of blades belongs to: a type name's body (Variant, Coupé), '' for the generation's own. */
export const wiperBodyOf = (seriesId: number, typeName: string): string => `${seriesId}/${bodyOfName(typeName)}`;

const byLength = (a: Pair, b: Pair) => a[0] - b[0] || a[1] - b[1];

/**
 * Each generation and body's one front pair, keyed as wiperBodyOf: the most often recorded pair
 * where types carry their own, an MPV's pair (MPV_WIPERS) or the middle of the types' pairs otherwise (ties to the shorter pair).
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
      pairs.set(key, mpvWipersOf(group[0]!.generation ?? '') ?? sorted[Math.floor((sorted.length - 1) / 2)]!);
    }
  }
  return pairs;
}
