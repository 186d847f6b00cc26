/**
 * A caliper repair kit rebuilds one caliper: its seals, boots and pistons are cut for that caliper's bores. The kit
 * for a car's axle therefore states the pistons of the caliper the car carries there, count and diameter alike: a
 * 42 mm kit does not rebuild a 54 mm caliper, a single-piston kit does not rebuild a four-piston fixed caliper, and
 * a rear kit is the rear caliper's small piston, never a front one's.
 */
import type { CarFacts } from './fitment-rules';
import { caliperOf } from './brake-packages';
import { statedPistons } from './caliper-pistons';

type Axle = 'front' | 'rear';

/** The pistons the car's caliper on the axle is stated with ("54", "2x42", "4x34"), or none where the axle has no disc. */
export function caliperPistonsOf(car: Pick<CarFacts, 'make' | 'generation' | 'frontDiscMm' | 'rearDiscMm'>, axle: Axle): string | undefined {
  const discMm = axle === 'front' ? car.frontDiscMm : car.rearDiscMm;
  if (!discMm) return undefined;
  const fitted = caliperOf(car, axle, discMm);
  return statedPistons(fitted.pistons, fitted.pistonMm);
}

/** Whether a repair kit stating these pistons does not rebuild the car's caliper on that axle. */
export const repairKitNotCaliper = (stated: string | undefined, car: Pick<CarFacts, 'make' | 'generation' | 'frontDiscMm' | 'rearDiscMm'>, axle: Axle): boolean => {
  const wanted = caliperPistonsOf(car, axle);
  return wanted !== undefined && stated !== wanted;
};
