/**
 * Retrofit daytime running lights. Osram's LEDriving DRL (LEDDRL…) are universal retrofit sets: a
 * pair of ECE R87 daytime lamps with their fitting kit and control box, bolted into the bumper or
 * grille of any car that has the room. They are not a maker's sided replacement lamp: no left or
 * right, no OE number they replace, sold as the pair. The shop lists them as it lists bulbs, with
 * the universal LED lamps (no fitment to one car), never under the sided OE daytime lamp; the
 * plausibility check counts a retrofit set that says a side, carries an OE number or fits a car.
 */
import type { Criterion } from './part-types';

/** The line's numbers: Osram LEDriving DRL sets. */
const RETROFIT_DAYTIME_NUMBER = /^LEDDRL/;

/** Whether the article number is a universal retrofit daytime-light set. */
export const retrofitDaytimeSet = (number: string | undefined): boolean => RETROFIT_DAYTIME_NUMBER.test(number ?? '');

/** What the set is: LED, approved to ECE R87, two lamps, 12 V. */
export const RETROFIT_DAYTIME_CRITERIA: readonly Criterion[] = [
  { key: 'light_technology', value: 'led' },
  { key: 'specification', value: 'ECE R87' },
  { key: 'pieces', value: '2' },
  { key: 'voltage', value: '12', unit: 'V' },
];

/** What a retrofit set may not say or carry: a side (it is a pair) or, in the check, an OE number or a car. */
export const SIDE_KEYS: readonly string[] = ['fitting_side'];
