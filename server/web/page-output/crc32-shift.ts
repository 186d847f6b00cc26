/**
 * The CRC-32 of two pieces one after the other from the CRC of each, as zlib's crc32_combine
 * works it out, with the operator for the second piece's length made once: a kept page's bytes
 * after its challenge then need neither to be kept as they are nor read again for each answer.
 * Operators are 32x32 matrices over GF(2), one column a number.
 */

/** The matrix applied to a vector: the columns its bits pick, added. */
function times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0, rest = vector >>> 0; rest !== 0; i++, rest >>>= 1) if (rest & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

/** a after b. */
function compose(a: Uint32Array, b: Uint32Array): Uint32Array {
  const product = new Uint32Array(32);
  for (let n = 0; n < 32; n++) product[n] = times(a, b[n]!);
  return product;
}

/** The operator that moves a CRC-32 past `length` zero bytes. */
export function crc32Shift(length: number): Uint32Array {
  // One zero bit: the reflected polynomial, then each bit one place down.
  let step: Uint32Array = new Uint32Array(32);
  step[0] = 0xedb88320;
  for (let n = 1; n < 32; n++) step[n] = (1 << (n - 1)) >>> 0;
  for (let bit = 0; bit < 3; bit++) step = compose(step, step);
  let shift: Uint32Array = new Uint32Array(32).map((_, n) => (1 << n) >>> 0);
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2) shift = compose(step, shift);
    step = compose(step, step);
  }
  return shift;
}

/** The CRC-32 of A then B from A's, B's and the shift for B's length. */
export const crc32Combine = (crcA: number, crcB: number, shiftB: Uint32Array): number => (times(shiftB, crcA) ^ crcB) >>> 0;
