/**
 * Launch blocks in the register's order. A new generation's type approval brings its keys at once,
 * one per engine and gearbox, so a make's register shows a run of consecutive keys of one name
 * ("GOLF" ALR to AMI); an old generation in its last years gets a key now and then for an engine
 * update, never such a run. A run of keys given when a generation of that name began (the key can
 * be no older than the year before) is therefore that generation's, even while the older one was
 * still built: the date alone leaves a Golf V or VI, the run says Golf VI.
 */
import type { RegisterRow } from './repository';
import { matchKey } from './text';

/**
 * Why a key of years when two generations of its name were built, standing in no run, stays unplaced:
 * the register gives the old generation's engine updates lone keys among the new one's launch run
 * (the Golf V Variant was built into 2009, beside the Golf VI of 2008), so a lone key may be either.
 */
export const OUTSIDE_LAUNCH_RUN = "several generations built in the key's years, and the key in no launch run of its name";

/** The shortest run of one name that reads as a launch block. */
export const LAUNCH_BLOCK_KEYS = 3;

/** The length of the run of consecutive keys of one trade name each pair of the register stands in. */
export function keyRuns(register: readonly RegisterRow[]): (hsn: string, tsn: string) => number {
  const byHsn = new Map<string, RegisterRow[]>();
  for (const pair of register) byHsn.set(pair.hsn, [...(byHsn.get(pair.hsn) ?? []), pair]);
  const runs = new Map<string, number>();
  for (const [hsn, pairs] of byHsn) {
    const sorted = [...pairs].sort((a, b) => (a.tsn < b.tsn ? -1 : a.tsn > b.tsn ? 1 : 0));
    let start = 0;
    for (let i = 1; i <= sorted.length; i++) {
      if (i < sorted.length && matchKey(sorted[i]!.tradeName) === matchKey(sorted[start]!.tradeName)) continue;
      for (let j = start; j < i; j++) runs.set(`${hsn}${sorted[j]!.tsn}`, i - start);
      start = i;
    }
  }
  return (hsn, tsn) => runs.get(`${hsn}${tsn}`) ?? 1;
}

/**
 * Of the generations a key's years leave, the one a launch block names: the only one that began
 * within the key's years, and by the year after their first (a key of 2007-2008 in a run of "GOLF"
 * keys is the Golf VI of 2008, not the Golf V of 2003). Null when the key stands in no run, or no
 * generation or several began in its years (a run of 2013-2025 "308" keys may be the 308 II's or
 * the III's).
 */
export function launchedGeneration<S extends { yearStart: number }>(candidates: readonly S[], window: { from: number; to: number }, run: number): S | null {
  if (run < LAUNCH_BLOCK_KEYS) return null;
  const began = candidates.filter((s) => s.yearStart >= window.from);
  return began.length === 1 && began[0]!.yearStart <= window.from + 1 ? began[0]! : null;
}

/**
 * Why a key placed on an older generation is left unplaced: the KBA issues a holder's keys in time order, so a key
 * that sorts after the first key of a newer generation of the same model was issued when that generation had begun
 * (0005/BLJ "120D" after the F20's first key BGK is an F20 120d, not an E87's). Where the base lacks the newer
 * generation's type, the key names a car the catalogue does not have.
 */
export const AFTER_NEWER_GENERATION_KEY = "the key sorts after the first key of a newer generation of its model under its HSN, whose type the base lacks";

/** The register's letter keys (AAA to ZZZ) are issued in order; the old numeric keys are another series. */
const LETTER_KEY = /^[A-Z]/;

/** A pair placed on a generation: its key and the generation's model family and launch year. */
export interface PlacedKey { hsn: string; tsn: string; generation: { id: number; familyId: number; yearStart: number } }

/**
 * The pairs placed on an older generation whose letter key sorts after the first letter key placed on a newer
 * generation of the same model family under the same HSN: those keys are the newer generation's.
 */
export function keysAfterNewerGeneration<P extends PlacedKey>(placed: readonly P[]): P[] {
  const firstKey = new Map<string, string>();
  const generations = new Map<string, Map<number, number>>();
  const family = (p: PlacedKey) => `${p.hsn}|${p.generation.familyId}`;
  for (const p of placed) {
    if (!LETTER_KEY.test(p.tsn)) continue;
    const at = `${family(p)}|${p.generation.id}`;
    const first = firstKey.get(at);
    if (first === undefined || p.tsn < first) firstKey.set(at, p.tsn);
    generations.set(family(p), (generations.get(family(p)) ?? new Map<number, number>()).set(p.generation.id, p.generation.yearStart));
  }
  return placed.filter((p) => LETTER_KEY.test(p.tsn) && [...(generations.get(family(p)) ?? [])]
    .some(([id, start]) => start > p.generation.yearStart && firstKey.get(`${family(p)}|${id}`)! < p.tsn));
}
