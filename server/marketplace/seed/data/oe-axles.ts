/**
 * An OE number names one part of one axle: a maker numbers a front brake disc and a rear one, a front
 * and a rear damper, apart (VW's 615 301 and 615 601, BMW's 34 11 and 34 21). An aftermarket article
 * made for the front never replaces a rear part's number, so the seed draws each axle's OE numbers
 * from a pool of its own and never hands one axle's number to the other.
 */
export type Axle = 'front' | 'rear';

/** The pool an article's OE numbers come from: the kind's and make's, and for an axle part that axle's. */
export const oePoolSalt = (axle: Axle | null): number[] => (axle === null ? [] : [axle === 'front' ? 1 : 2]);

/** The axle an article is made for, from its fitting_position criterion; none for a part of no axle. */
export const axleOfCriteria = (criteria: readonly { key: string; value: string }[]): Axle | null => {
  const value = criteria.find((criterion) => criterion.key === 'fitting_position')?.value;
  return value === 'front' || value === 'rear' ? value : null;
};

/** The axle each OE number of a make was given to, so a number drawn for one axle is never the other's. */
export class OeAxles {
  private readonly axles = new Map<string, Axle>();

  /** Whether the make's number may name a part of this axle; claims it for the axle if so. */
  claim(manufacturerId: number, number: string, axle: Axle | null): boolean {
    if (axle === null) return true;
    const key = `${manufacturerId}|${number}`;
    const owner = this.axles.get(key);
    if (owner && owner !== axle) return false;
    this.axles.set(key, axle);
    return true;
  }
}
