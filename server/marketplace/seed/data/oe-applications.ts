/**
 * An OE number names one part: the counter clerk types it and expects one size back. A maker numbers
 * a cabin filter of one size for one car line (Opel's Astra K filter is not the Corsa E's), and every
 * aftermarket article of that size for those cars replaces that number; an article of another size
 * never does, and a number does not wander from one car line to another it was not built for. The
 * seed therefore draws a make's number from the part's application (its kind, its criteria as the
 * article states them, the car line it is made for and its axle), not from a pool per kind, and a
 * number once given to one application is never given to another.
 */
import type { Axle } from './oe-axles';
import { oePoolSalt } from './oe-axles';
import type { OePart } from './oe-groups';
import { drawOeNumber } from './oe-number-formats';
import { createRng, hashSeed } from '../rng';

/**
 * What an OE number is made for: the leaf (kind), the criteria as stored, the car line (series) and the axle, and the first car
 * the part fits. Two filters of one size for one Kuga, one for its petrol and one for its diesel, are two of Ford's numbers:
 * the clerk who looks the number up gets the cars it names, so every article under it fits them.
 */
export interface OeApplication { leafId: number; manufacturerId: number; criteria: string | null; seriesId: number; axle: Axle | null; modelId?: number }

/** The criteria as one number, so two sizes of a part never draw from one seed. */
const hashText = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** The application as one number: equal for equal applications, and what a number is claimed for. */
export const oeApplicationId = (a: OeApplication): number => hashSeed(a.leafId, a.manufacturerId, hashText(a.criteria ?? ''), a.seriesId, ...oePoolSalt(a.axle));

/** The seed of the application's index-th number (a part may carry its current and its former number), at the given retry. */
export const oeApplicationSeed = (a: OeApplication, index: number, retry: number): number =>
  hashSeed(oeApplicationId(a), index, ...(retry ? [retry] : []));

/** The application each number of a make was first given to: a number never names a second one. */
export class OeApplications {
  // Keyed by the make's number as one number: a large catalogue's numbers in little room (two numbers of one key only cost a retry).
  private readonly owners = new Map<number, number>();

  /** Whether the make's number may name this application; claims it for the application if so. */
  claim(manufacturerId: number, number: string, application: number): boolean {
    const key = hashSeed(manufacturerId, hashText(number));
    const owner = this.owners.get(key);
    if (owner !== undefined && owner !== application) return false;
    this.owners.set(key, application);
    return true;
  }
}

/**
 * The application's index-th number, in the make's format with the kind's group and the car's prefix
 * (data/oe-groups.ts): the first its retries find that no other application holds and `free` accepts.
 */
export function drawApplicationOe(claims: OeApplications, application: OeApplication, index: number, make: string, part: OePart, free: (oe: string) => boolean = () => true): string | null {
  // Claimed for the application on its first car: another part of the size on other cars of the line retries for its own number.
  const id = application.modelId === undefined ? oeApplicationId(application) : hashSeed(oeApplicationId(application), application.modelId);
  for (let retry = 0; retry < 100; retry++) {
    const oe = drawOeNumber(createRng(oeApplicationSeed(application, index, retry)), make, part);
    if (claims.claim(application.manufacturerId, oe, id) && free(oe)) return oe;
  }
  return null;
}
