/**
 * A pair that names the generation only leaves the engine to the buyer, but only among the engines built
 * when its key was given. Where the base lacks the generation's first types (it holds the Santa Fe TM's
 * 2020 hybrids, not the 2.2 CRDi and 2.4 GDi of its 2018 launch; a Talisman's 2018 1.3 TCe, not the 2015
 * 1.6 dCi), a key whose years reach back before every type it holds may be one of the missing ones: the
 * register names no fuel or power to tell. The pair stays unplaced, with its reason, until the base has
 * the generation's earlier types; a key dated after them keeps its choice.
 */
export const LATER_TYPES_ONLY = "only types of its generation launched after the key's earliest year, the generation's first ones missing from the base";

/**
 * Whether a pair naming the generation only would be answered with types all launched later than the
 * generation and later than the year before the key's earliest year.
 */
export function answeredByLaterTypesOnly(window: { from: number; to: number } | null, generationStart: number, types: readonly { yearStart: number }[]): boolean {
  if (!window || types.length === 0) return false;
  const first = Math.min(...types.map((t) => t.yearStart));
  return first > generationStart && window.from < first - 1;
}
