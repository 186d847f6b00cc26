/**
 * Cars whose 12 V battery place is smaller than their engine or start-stop reserve would ask, and the
 * largest battery that goes in there. The smart fortwo 451 carries it under the floor of the passenger's
 * footwell: a short, low box of about 40 Ah, so the 60 Ah box a compact takes in its engine bay does not
 * fit under the cover. The fortwo and forfour 453 and the Renault Twingo III built beside them (engine
 * at the rear) carry it under the front passenger's floor too, in the short LB1 box of 44 Ah at most.
 * The counter sells these cars that size whatever the engine or start-stop reserve would ask elsewhere.
 * A compact's engine-bay tray (Golf, A3, Octavia, Leon, Focus, Astra, 308, Mégane, C4, i30, Ceed, Auris, Corolla) is
 * made for the LN2 to LN4 boxes (242 to 315 mm long), 80 Ah at most; the 92 and 95 Ah boxes (LN5, 353 mm) are the executive class's and
 * the boot-battery cars'. A performance type keeps its generation's tray: a Golf VII R carries a 68 Ah AGM in the
 * LN3 box, a Focus IV ST its tray's EFB or AGM, whatever its power would ask of a larger car.
 */
import type { CarFacts } from './fitment-rules';

const BATTERY_PLACES: readonly { generation: RegExp; ah: number }[] = [
  { generation: /^Smart fortwo 451\b/, ah: 40 },
  { generation: /^(Smart (fortwo|forfour) 453|Smart Forfour$|Renault Twingo III)\b/, ah: 44 },
  { generation: /^(VW Golf(?! Plus| Sportsvan)|Audi A3|Skoda Octavia|(Seat|Cupra) Leon|Ford Focus|Opel Astra|Peugeot 308|Renault Mégane|Citroën C4(?! Picasso| SpaceTourer)|Hyundai i30|Kia c[e']?e'?d|Toyota (Auris|Corolla))\b/i, ah: 80 },
];

/** The largest battery (Ah) the car's own battery place holds, undefined for a car with an ordinary tray. */
export function batteryPlaceAh(car: Pick<CarFacts, 'generation'>): number | undefined {
  return BATTERY_PLACES.find((place) => place.generation.test(car.generation))?.ah;
}
