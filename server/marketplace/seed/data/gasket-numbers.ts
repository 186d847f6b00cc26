/**
 * MAHLE (and Knecht, its trade brand with its numbers) writes a transmission filter's gasket into the number:
 * HX 798 is the filter alone, HX 798D the filter with its pan gasket. The counter reads the D, so a filter
 * stating a gasket carries it, one without never does, and Mahle's and Knecht's boxes of one number hold
 * the same filter: the twin states what the first states.
 */

/** The token a line's pattern writes the gasket's letter as: D for a filter with its gasket, nothing without. */
export const GASKET_TOKEN = '£';

/** The regular expression source the token reads as. */
export const GASKET_SOURCE = 'D?';

type Criterion = { key: string; value: string };

const statesGasket = (criteria: readonly Criterion[]): boolean | undefined => {
  const value = criteria.find((c) => c.key === 'with_gasket')?.value;
  return value === undefined ? undefined : value === 'yes';
};

/** The number as written: the token becomes D where the criteria state a gasket. */
export function gasketNumber(drawn: string, criteria: readonly Criterion[]): string {
  return drawn.split(GASKET_TOKEN).join(statesGasket(criteria) ? 'D' : '');
}

/** Whether a Mahle or Knecht HX number and its gasket disagree (HX 798 with a gasket, HX 798D without). */
export function gasketNumberDisagrees(number: string, criteria: readonly Criterion[]): boolean {
  const gasket = statesGasket(criteria);
  return /^HX \d+D?$/.test(number) && gasket !== undefined && number.endsWith('D') !== gasket;
}

/**
 * Mann-Filter's KIT is the filter with the gasket or seal set it is fitted with (H 2801 KIT a transmission
 * filter with its pan gasket, U 71/1 KIT a urea filter with its seals): the KIT is what puts the gasket in
 * the box, so a KIT states its gasket.
 */
export const isKitNumber = (number: string): boolean => / KIT$/.test(number);

/** Whether a KIT states that it comes without a gasket. */
export function kitWithoutGasket(number: string, criteria: readonly Criterion[]): boolean {
  return isKitNumber(number) && statesGasket(criteria) === false;
}

/**
 * The criteria of a numbered filter, once per number: the first article of a number keeps its own, and the
 * house twin (the same number under the other brand) takes the first's gasket. A KIT states its gasket.
 */
export function createGasketTwins(): (drawn: string, criteria: readonly Criterion[]) => Criterion[] {
  const first = new Map<string, string>();
  return (drawn, criteria) => {
    if (isKitNumber(drawn)) return criteria.map((c) => (c.key === 'with_gasket' ? { ...c, value: 'yes' } : c));
    const value = criteria.find((c) => c.key === 'with_gasket')?.value;
    if (!drawn.includes(GASKET_TOKEN) || value === undefined) return [...criteria];
    const known = first.get(drawn);
    if (known === undefined) {
      first.set(drawn, value);
      return [...criteria];
    }
    return criteria.map((c) => (c.key === 'with_gasket' ? { ...c, value: known } : c));
  };
}
