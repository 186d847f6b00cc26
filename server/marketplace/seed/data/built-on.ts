/**
 * Cars sold under one maker's badge and built on another maker's platform: the Mazda2 Hybrid is a Toyota Yaris
 * XP21 from Toyota's French plant, the Suzuki Swace a Corolla Touring Sports. Their brakes, hubs and axles are the
 * donor's, so a brake part follows the platform the car is built on, never its badge: the Mazda2 Hybrid shares
 * no wheel cylinder or pad with the Skyactiv Mazda2 DJ.
 */
import type { CarFacts } from './fitment-rules';

export interface Donor { make: string; generation: string; platform: string }
const BUILT_ON: readonly { generation: RegExp; type?: RegExp; donor: Donor }[] = [
  { generation: /^Mazda 2$/, type: /\bHYBRID\b/i, donor: { make: 'Toyota', generation: 'Toyota Yaris IV (XP21)', platform: 'TNGA-B' } },
  { generation: /^Suzuki Swace\b/, donor: { make: 'Toyota', generation: 'Toyota Corolla E21', platform: 'TNGA-C' } },
];

/** The maker and platform the car is built on, where its badge is another maker's. */
export function donorOf(car: Pick<CarFacts, 'generation' | 'typeName'>): Donor | undefined {
  return BUILT_ON.find((b) => b.generation.test(car.generation) && (!b.type || b.type.test(car.typeName)))?.donor;
}

/** The maker whose brake parts the car takes: its donor's where it is built on another maker's platform. */
export const brakeMakeOf = (car: Pick<CarFacts, 'make' | 'generation' | 'typeName'>): string => donorOf(car)?.make ?? car.make;
