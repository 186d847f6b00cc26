/**
 * How far a typed word may be from a known one, and how far it is. The same in every language:
 * one typo in a word of four to eight letters ("dsco", "frno"), two from nine; shorter words must
 * be right. A swap of two
 * neighbouring letters counts as one typo ("bremssheibe", "berms").
 */
export function allowedEdits(length: number): number {
  if (length >= 9) return 2;
  if (length >= 4) return 1;
  return 0;
}

/**
 * Optimal string alignment distance (insert, delete, replace, swap neighbours), given up as soon as
 * it must exceed `max`: then `max + 1`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}
