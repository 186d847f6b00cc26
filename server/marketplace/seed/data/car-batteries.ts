/**
 * The car's own 12 V battery, one size per car from the type's facts, as a parts seller looks it up.
 * What starts the engine decides: an electric car's battery only feeds the on-board electrics, and so
 * does a full hybrid's (its traction motor starts the engine); a mild hybrid still cranks by its belt
 * starter-generator and stops and starts all day like any start-stop car, so it takes that reserve.
 */
import type { CarFacts } from './fitment-rules';
import { powerSplitHybrid } from './fitment-rules';
import { SMALL_CAR } from './listed-car-facts';
import { batteryPlaceAh } from './battery-places';
import { START_STOP_AH, START_STOP_FROM, batteryBoxOf, batteryTechnologyOf } from './vehicle-keyed-parts';

/**
 * A full hybrid or plug-in whose traction motor starts the engine, of the makes that build them so:
 * Toyota's power split (and the Lexus, Suzuki and Mazda built on it), Honda's e:HEV, Renault's E-Tech,
 * Hyundai's and Kia's 1.6 HEV and PHEV, Mitsubishi's plug-in. A 48 V mild hybrid (a Kia 1.0 T-GDi or
 * 1.6 CRDi 48V, a Mazda M Hybrid, a Suzuki SHVS, a Subaru e-Boxer, a Renault 1.3 TCe mild hybrid) is not one.
 */
const MOTOR_STARTS_ENGINE_MAKES = new Set(['Toyota', 'Lexus', 'Honda', 'Renault', 'Dacia', 'Hyundai', 'Kia', 'Mitsubishi']);
export function motorStartsEngine(car: CarFacts): boolean {
  if (car.fuel === 'electric' || car.hybridDrive === 'none') return false;
  if (powerSplitHybrid(car)) return true;
  if (!MOTOR_STARTS_ENGINE_MAKES.has(car.make)) return false;
  return car.hybridDrive === 'plug-in' || (['Hyundai', 'Kia'].includes(car.make) && car.fuel === 'petrol' && car.ccm >= 1580);
}

/**
 * The model an auxiliary battery is made for. Where a Japanese maker's traction motor starts the engine
 * (Toyota's and Lexus' power split and the cars built on it, Honda's e:HEV, Mitsubishi's plug-in), the
 * 12 V battery cranks nothing: it is an auxiliary battery of the JIS size, terminals and venting the
 * model's own place wants (a Prius' 45 Ah S46B24R AGM in the boot with its vent hose; a Yaris hybrid's
 * 35 Ah and a C-HR's 45 Ah each in their own place). The battery makers list it per model and
 * generation, so one article serves one generation's hybrids. The hybrids built with a European box
 * (Renault's E-Tech, Ford's, Hyundai's and Kia's) and every mild hybrid and combustion car are listed
 * by their box's size, technology and capacity, as a starter battery is. Null for those.
 */
export const auxiliaryBatteryModelOf = (car: CarFacts): string | null => (motorStartsEngine(car) && batteryBoxOf(car) === 'JIS' ? car.generation : null);

/** Tesla's 12 V unit is its own 33 Ah battery, whatever the model. */
const TESLA_AH = 33;
/** An electric car's 12 V battery, one per generation: a city car's 36 Ah (the e-up!'s), a larger car's 44 Ah (the e-Golf's). */
const ELECTRIC_AH = { small: 36, other: 44 } as const;
/** A full hybrid's: Toyota's S34B20R (35 Ah) in the small ones (Yaris, Mazda2 Hybrid), its S46B24R (45 Ah) from the Corolla up. */
const FULL_HYBRID_AH = { small: 35, other: 45 } as const;

/**
 * The executive and luxury class (an A6 C8, a 5er G30, an E-Klasse W213, a Cayenne, an XC90): from the
 * start-stop years its AGM battery sits in the boot and feeds the car's many consumers at rest, a
 * 92 Ah battery in a petrol or hybrid and a 105 Ah one in a diesel, where the base records no capacity for the type or one
 * within a quarter of it; a recorded capacity further off (an A6 C8's 70 Ah) is the car's own and the battery sold for it.
 */
const EXECUTIVE_CAR = /^(Audi (A6 C[78]|A7|A8|Q7|Q8)|BMW (5er [FG]\d\d|6er|7er|8er|X5|X6|X7)|Mercedes-Benz (E-Klasse W21[345]|S-Klasse|CLS|GLE|GLS)|VW (Touareg|Phaeton)|Porsche (Cayenne|Panamera)|Volvo (XC90|S90|V90)|Land Rover Range Rover(?! (Evoque|Velar))|Bentley|Rolls-Royce)\b/;
const EXECUTIVE_AH = { diesel: 105, other: 92 } as const;

/**
 * How far a battery's capacity may lie from the capacity the base records for the type and still be the car's: a quarter,
 * the span of one box's capacities (a 92 and a 105 Ah AGM for a 95 Ah place). Further off it is another box, another car's.
 */
export const RECORDED_AH_RANGE = 0.25;
export const withinRecordedRange = (ah: number, recordedAh: number): boolean => Math.abs(ah - recordedAh) <= recordedAh * RECORDED_AH_RANGE;

/** Whether the car is of the executive class whose boot AGM battery its size decides (types with start-stop). */
export const executiveBattery = (car: Pick<CarFacts, 'generation' | 'typeStart' | 'fuel'>): boolean =>
  car.fuel !== 'electric' && car.typeStart >= START_STOP_FROM && EXECUTIVE_CAR.test(car.generation);

/**
 * A small car's battery tray holds the short LB1 box (207 mm long): its start-stop EFB is the car's own 44 or 51 Ah
 * battery in that box. The 60 Ah reserve battery is the longer LB2 box (242 mm) and does not go into the tray, so a
 * Polo V, an up!, a Fabia III or an Ibiza IV with start-stop keeps its own capacity.
 */
export const smallTrayCar = (car: Pick<CarFacts, 'generation'>): boolean => SMALL_CAR.test(car.generation);
/**
 * The car's own battery capacity (Ah): one per generation for an electric car and a full hybrid, the
 * executive class's boot battery, the start-stop reserve (60 to 95 Ah) for a combustion car with start-stop (types from 2012) and for a mild
 * hybrid, and the type's own figure (`car.batteryAh`: the base's, or its power class's) otherwise.
 */
export function carBatteryAh(car: CarFacts): number {
  // A battery place under the floor holds its own size only (data/battery-places.ts): no reserve battery is larger than the place.
  return Math.min(batteryPlaceAh(car) ?? Number.POSITIVE_INFINITY, capacityAh(car));
}

function capacityAh(car: CarFacts): number {
  const small = SMALL_CAR.test(car.generation);
  if (car.fuel === 'electric') return car.make === 'Tesla' ? TESLA_AH : small ? ELECTRIC_AH.small : ELECTRIC_AH.other;
  if (motorStartsEngine(car)) return small ? FULL_HYBRID_AH.small : FULL_HYBRID_AH.other;
  // The class's boot battery where it is within the recorded capacity's range (an A6 C7 recorded with 95 Ah takes the diesel's
  // 105); where it contradicts the record (an A6 C8 recorded with 70 Ah, an L3 box), the seller sells the recorded capacity.
  if (executiveBattery(car)) {
    const classAh = car.fuel === 'diesel' ? EXECUTIVE_AH.diesel : EXECUTIVE_AH.other;
    if (!car.batteryAhRecorded || withinRecordedRange(classAh, car.batteryAh)) return classAh;
  }
  if (car.hybridDrive === 'plug-in' || batteryTechnologyOf(car) === 'standard' || smallTrayCar(car)) return car.batteryAh;
  return Math.min(START_STOP_AH[1], Math.max(START_STOP_AH[0], car.batteryAh));
}
