/**
 * Bilstein's two-digit prefix names the part, not only the range: 19- is a B4 damper (a shock absorber
 * on its own, the spring beside it), 22- a B4 strut (the damper a MacPherson axle's spring and top mount
 * sit on), 24- the B6 sport range on either. A rear damper of a twist beam is a 19-, a front strut a 22-:
 * the trade orders by the prefix, so a 22- for the back of a 208 is the wrong box.
 */
import { rearStrutMount } from './chassis-lines';
import type { CarFacts } from './fitment-rules';

/** The token the B4 line's pattern writes its part's prefix as (data/product-lines.ts). */
export const B4_TOKEN = '¦';

/** Whether a damper on this axle of the car is a strut: the front (a MacPherson axle), or a rear axle built with struts. */
export function damperIsStrut(axle: 'front' | 'rear', car: CarFacts | undefined): boolean {
  return axle === 'front' || (car !== undefined && rearStrutMount(car));
}

/** The B4 prefix of a damper: 22 for a strut, 19 for a shock absorber. */
export function b4Prefix(strut: boolean): string {
  return strut ? '22' : '19';
}

/** Whether a Bilstein damper's number names another part than it is: a B4 strut's 22- on a shock absorber, a 19- on a strut. */
export function bilsteinPrefixWrong(number: string, strut: boolean): boolean {
  const prefix = number.slice(0, 3);
  return (prefix === '19-' || prefix === '22-') && prefix !== `${b4Prefix(strut)}-`;
}
