/**
 * The fuel system's parts as the trade sells them per engine: which engines have a fuel-pressure
 * regulator of their own to change.
 */
import type { CarFacts } from './fitment-rules';
import { injectionSystemOf } from './car-equipment';
import { consumableFamilyOf } from './engine-families';

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

/**
 * A common-rail system's pressure (bar), which its high-pressure pump delivers, by engine family where the
 * trade's tables settle it: BMW's B57 and the B37 and B47 of types from 2018 run 2,500 bar (the first B37 and
 * B47 2,000), the N47 and N57 1,800, the M47 and M57 1,600; Mercedes' OM656 2,500; the VW group's EA288
 * 2,000 (its evo of types from 2020 2,200), the 2.0 EA189 1,800 and its 1.6 1,600; PSA's DV5 2,000 and
 * Renault's K9K 1,600. A pump for another pressure belongs to another system.
 */
export function railPressureOf(car: Pick<CarFacts, 'make' | 'fuel' | 'ccm' | 'typeStart' | 'generationStart'> & { engineCode?: string }): number | null {
  if (car.fuel !== 'diesel') return null;
  const family = consumableFamilyOf(car);
  switch (family) {
    case 'BMW B37/B47/B57':
      return car.ccm >= 2900 || car.typeStart >= 2018 ? 2500 : 2000;
    case 'BMW N47/N57':
      return 1800;
    case 'BMW M47/M57':
      return 1600;
    case 'Mercedes OM656':
      return 2500;
    case 'VW EA288':
      return car.typeStart >= 2020 ? 2200 : 2000;
    case 'VW EA189':
      return car.ccm < 1700 ? 1600 : 1800;
    case 'PSA DV5':
      return 2000;
    case 'Renault K9K':
      return 1600;
    default:
      return null;
  }
}

/**
 * The VW group's PQ-platform petrols (Polo IV and V, Fabia I and II, Ibiza IV, Golf V and VI, Octavia II,
 * Leon II, A3 8P, Touran, Tiguan I, Caddy III, Passat B6 and B7, Superb II, Sharan II) carry the under-floor
 * in-line fuel filter (the 1K0 201 051 K, WK 69/2 class) on every engine, the TSI and FSI as the MPI: the
 * filter went into the tank only with MQB and the EA211 engines of the later types.
 */
const PQ_PLATFORMS = /^PQ(24|25|35|46)$/;
const VW_GROUP_MAKES: ReadonlySet<string> = new Set(['VW', 'Audi', 'Skoda', 'Seat']);
export const IN_LINE_PETROL_FILTER_TYPES_BEFORE = 2014;
export const underFloorPetrolFilter = (car: Pick<CarFacts, 'make' | 'fuel' | 'platform' | 'typeStart'>): boolean =>
  car.fuel === 'petrol' && VW_GROUP_MAKES.has(car.make) && PQ_PLATFORMS.test(car.platform) && car.typeStart < IN_LINE_PETROL_FILTER_TYPES_BEFORE;
