/**
 * A registration key is issued once, when its type is approved: a key given after a type ended
 * cannot be that type, however well its trade name spells the engine (a "530E" key given after the
 * first 530e ended is the facelift's, which the catalogue may lack).
 */
export function endedBeforeKey(window: { from: number } | null, holderSince: number | null, yearEnd: number | null): boolean {
  const issued = Math.max(window?.from ?? Number.NEGATIVE_INFINITY, holderSince ?? Number.NEGATIVE_INFINITY);
  return yearEnd !== null && yearEnd < issued;
}
