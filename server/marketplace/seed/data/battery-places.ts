/**
 * Cars whose 12 V battery sits in a small place of its own rather than in an engine bay's tray, and the
 * largest battery that goes in there. The smart fortwo 451 carries it under the floor of the passenger's
 * footwell: a short, low box of about 40 Ah, so the 60 Ah box a compact takes in its engine bay does not
 * fit under the cover. The fortwo and forfour 453 and the Renault Twingo III built beside them (engine
 * at the rear) carry it under the front passenger's floor too, in the short LB1 box of 44 Ah at most.
 * The counter sells these cars that size whatever the engine or start-stop reserve would ask elsewhere.
 */
import type { CarFacts } from './fitment-rules';

const BATTERY_PLACES: readonly { generation: RegExp; ah: number }[] = [
  { generation: /^Smart fortwo 451\b/, ah: 40 },
  { generation: /^(Smart (fortwo|forfour) 453|Smart Forfour$|Renault Twingo III)\b/, ah: 44 },
];

/** The largest battery (Ah) the car's own battery place holds, undefined for a car with an ordinary tray. */
export function batteryPlaceAh(car: Pick<CarFacts, 'generation'>): number | undefined {
  return BATTERY_PLACES.find((place) => place.generation.test(car.generation))?.ah;
}
