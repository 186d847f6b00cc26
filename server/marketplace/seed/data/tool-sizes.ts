/**
 * Workshop tools whose facts hang together: a torque wrench's square drive follows the torque it is
 * made for, as every tool maker sizes them. A drive too small for the range shears under the load; a
 * drive too large will not reach a small fastener's socket.
 */

/** A torque wrench's range in newton metres, as its scale reads. */
export interface TorqueRange { fromNm: number; toNm: number }

/** The ranges the trade sells: a 1/4" wrench for small screws, 3/8" for the engine's, 1/2" for wheels and axles. */
export const TORQUE_RANGES: readonly TorqueRange[] = [
  { fromNm: 5, toNm: 25 }, { fromNm: 20, toNm: 100 }, { fromNm: 40, toNm: 200 }, { fromNm: 60, toNm: 340 },
];

/**
 * The square drive a wrench of that range has: 1/4" to about 25-30 Nm, 3/8" to about 110 Nm, 1/2" to
 * about 340 Nm, 3/4" above (a truck's wheel nuts). A 1/4" drive at 340 Nm would break its square.
 */
export function torqueWrenchDrive(toNm: number): '1/4"' | '3/8"' | '1/2"' | '3/4"' {
  if (toNm <= 30) return '1/4"';
  if (toNm <= 110) return '3/8"';
  return toNm <= 340 ? '1/2"' : '3/4"';
}

/** The range as the article's criterion states it ("60–340"). */
export const torqueRangeText = (range: TorqueRange): string => `${range.fromNm}–${range.toNm}`;

/** The upper end of a stated range ("60–340" → 340), or undefined where it states none. */
export function torqueRangeTop(text: string | undefined): number | undefined {
  const top = /[–-]\s*(\d+)\s*$/.exec(text ?? '')?.[1];
  return top === undefined ? undefined : Number(top);
}
