/** The earliest year a key can have been issued: its dating's, and not before its holder name existed. */
const issuedFrom = (window: { from: number } | null, holderSince: number | null): number =>
  Math.max(window?.from ?? Number.NEGATIVE_INFINITY, holderSince ?? Number.NEGATIVE_INFINITY);

/**
 * A registration key is issued once, when its type is approved: a key given after a type ended
 * cannot be that type, however well its trade name spells the engine (a "530E" key given after the
 * first 530e ended is the facelift's, which the catalogue may lack).
 */
export function endedBeforeKey(window: { from: number } | null, holderSince: number | null, yearEnd: number | null): boolean {
  return yearEnd !== null && yearEnd < issuedFrom(window, holderSince);
}

/**
 * A generation's last year is its successor's launch: the keys a maker is given then are the new
 * generation's type approvals, not the outgoing car's, which has had its keys for years. A key that
 * cannot have been issued before the year its generation ended is the successor's (the 2023 "E 220 D"
 * beside the first CLE keys is a W214, not a W213 built until 2023), even where the catalogue lacks it.
 */
export function issuedAsGenerationEnded(window: { from: number } | null, holderSince: number | null, generationEnd: number | null): boolean {
  return generationEnd !== null && generationEnd <= issuedFrom(window, holderSince);
}
