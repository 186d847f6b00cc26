/**
 * An engine's air filter sits in the air box the engine bay gives it, so it is the vehicle's, not the engine
 * family's: a K9K in a Clio IV and in a Mégane IV draws through two boxes. The cars of one platform share the
 * engine bay and its box: a Golf VII, an A3 8V, an Octavia III and a Leon III 2.0 TDI take the one 5Q0 129 620
 * filter, a Clio IV and a Captur I 1.5 dCi one filter. One engine has one box there, whatever its code or power
 * (a Golf VIII 2.0 TDI of 85 and 110 kW), while a turbocharged engine of the same displacement (the 1.4 TSI
 * beside the 1.4 MPI) has a box of its own. The filter is as big as the engine's breathing: a 1.2's panel is
 * no 3.0's.
 */
import type { CarFacts } from './fitment-rules';
import { chargedEngine, installOf } from './fitment-rules';

/** Generations with an engine bay of their own on a shared platform: the large MQB cars take the 3Q0 129 620 filter, not the Golf's. */
const OWN_ENGINE_BAY = /\b(Passat B8|Superb III|Arteon)\b/;

/** The air box an engine sits with: the platform's (the generation's where it has its own bay), for the engine's fuel, displacement and charging. */
export function airBoxOf(car: CarFacts): string {
  const bay = OWN_ENGINE_BAY.test(car.generation) ? car.generation : car.platform;
  return `${bay}/${installOf(car)}/${car.fuel}/${car.ccm}/${chargedEngine(car) ? 'charged' : 'aspirated'}`;
}

/** Panel sizes (length, width, height in mm, least to most) by displacement: a small engine's panel is smaller. */
const PANEL_MM: readonly (readonly [number, readonly [number, number, number], readonly [number, number, number]])[] = [
  [1300, [190, 140, 40], [260, 200, 60]],
  [2100, [220, 150, 45], [300, 230, 70]],
  [Infinity, [260, 180, 50], [340, 250, 80]],
];

/** The air filter's panel size: one per air box, within its displacement's range. */
export function airFilterOf(car: CarFacts): { lengthMm: number; widthMm: number; heightMm: number } {
  let h = 2166136261;
  for (const char of airBoxOf(car)) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  const [, min, max] = PANEL_MM.find(([below]) => car.ccm < below)!;
  const at = (i: number) => min[i]! + (Math.imul(h ^ (i + 1), 2654435761) >>> 0) % (max[i]! - min[i]! + 1);
  return { lengthMm: at(0), widthMm: at(1), heightMm: at(2) };
}
