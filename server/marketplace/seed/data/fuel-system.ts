/**
 * The fuel system's parts as the trade sells them per engine: which engines have a fuel-pressure
 * regulator of their own to change.
 */
import type { CarFacts } from './fitment-rules';
import { injectionSystemOf } from './car-equipment';

/**
 * A separate fuel-pressure regulator belongs to a port-injection petrol whose fuel returns to the
 * tank: it sits on the rail or on the in-line filter. A common-rail diesel and a direct-injection
 * petrol set their rail pressure by a valve on the high-pressure pump or on the rail, sold with them;
 * a returnless system (the years its petrol filter went into the tank's pump module) keeps its
 * regulator in that module. `charged`: whether the engine is charged (fitment-rules' chargedEngine);
 * `filterInTank`: whether its fuel filter sits in the tank's module (fitment-rules' fuelFilterInTank).
 */
export function separateFuelPressureRegulator(car: CarFacts, charged: boolean, filterInTank: boolean): boolean {
  return car.fuel === 'petrol' && !filterInTank && injectionSystemOf(car, charged) === 'port_injection';
}
