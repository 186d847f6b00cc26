/**
 * A wheel bearing kit is sized for its axle and the car it carries: a front bearing takes the steering knuckle's
 * load and the driveshaft, so it is the larger double-row bearing (39x72 on a small car, 42x76 on the next class,
 * 45x84 and up on the large ones); a rear bearing on a dead axle is a small one (25x52 behind a drum, 30x60 or 34x66
 * behind a disc). A 34x66 kit listed for the front is a rear bearing, whatever car it is listed for.
 * On a platform that outlived a generation the bearing may change with it: the Peugeot 206 (1998) has a bearing of
 * its own; the 207, 208 I, 2008 I and the C3 II and III on the later PF1 share another. The trade lists them apart.
 */
import type { CarFacts } from './fitment-rules';

type Axle = 'front' | 'rear';
export interface BearingSize { innerMm: number; outerMm: number }

/** Generations whose wheel bearings are their own, not their platform's later cars'. */
const OWN_BEARING_GENERATIONS = /^Peugeot 206\b/;

/** The bearing kit's size for the car's axle: the front by the front brake's class, the rear by what it brakes with. */
export function wheelBearingSizeOf(car: Pick<CarFacts, 'frontDiscMm' | 'rearDiscMm'>, axle: Axle): BearingSize {
  if (axle === 'front') {
    if (car.frontDiscMm < 270) return { innerMm: 39, outerMm: 72 };
    if (car.frontDiscMm < 300) return { innerMm: 42, outerMm: 76 };
    if (car.frontDiscMm < 330) return { innerMm: 45, outerMm: 84 };
    return { innerMm: 49, outerMm: 90 };
  }
  if (!car.rearDiscMm) return { innerMm: 25, outerMm: 52 };
  return car.rearDiscMm < 280 ? { innerMm: 30, outerMm: 60 } : { innerMm: 34, outerMm: 66 };
}

/** The bearing a car's kit is made for: its platform (or its own generation's, where that has its own) and its size. */
export function wheelBearingOf(car: Pick<CarFacts, 'generation' | 'platform' | 'frontDiscMm' | 'rearDiscMm'>, axle: Axle): string {
  const size = wheelBearingSizeOf(car, axle);
  return `${OWN_BEARING_GENERATIONS.test(car.generation) ? car.generation : car.platform} ${size.innerMm}x${size.outerMm}`;
}

/** Whether a stated bearing size is a rear axle's: the fronts start at 39x72. */
export const rearBearingSize = (innerMm: number, outerMm: number): boolean => innerMm < 37 || outerMm < 70;
