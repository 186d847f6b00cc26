/**
 * Criteria a part takes from the car it is made for, as the trade's tables give them, never drawn:
 * the seed writes them and the plausibility check reads them from this one place, and the fitment
 * key carries them, so one article never joins two cars that take two versions.
 */
import type { CarFacts } from './fitment-rules';
import { chargedEngine, oilFilterCartridge } from './fitment-rules';
import { cylindersOf } from './engine-sizes';
import { TAPPET_PIECES, tappetOf } from './tappets';
import { gearboxOilOf } from './gearboxes';
import { consumableFamilyOf, engineMakeOf, familyCanCcmOf } from './engine-families';
import { bodyOfName } from './installed-parts';
import { controlArmMaterialOf, egrOperationOf, egrWithConnector, injectionSystemOf, lampTechnologyOf, padWearSensor, panelMaterialOf, wearLeadMmOf } from './car-equipment';
import { hubAbsRingOf, wheelBoltPatternOf } from './wheel-hubs';
import { discMaterialOf } from './brake-packages';
import { drainPlugThreadOf, electricCompressor, thermostatOpeningOf, thermostatWithHousing, waterPumpDriveOf } from './engine-equipment';
import { electricHeatedMirrors } from './mirrors';
import { railPressureOf } from './fuel-system';
import { sharedHeaterBoxOf } from './cabin-filters';
import { airFilterOf } from './air-filters';
import { SLIM_PLUG, WIDE_PLUG, enginePlugOf, familyPlugOf } from './spark-plug-threads';
import { secondarySizesOf } from './secondary-sizes';
import { alternatorAmpsOf } from './vehicle-keyed-parts';

/** Makes whose cars carry Asian (JIS) battery boxes, with either pole layout by model. */
const JIS_BATTERY_MAKES = new Set(['Toyota', 'Lexus', 'Honda', 'Mazda', 'Nissan', 'Mitsubishi', 'Suzuki', 'Subaru', 'Hyundai', 'Kia', 'Daihatsu', 'SsangYong']);

/**
 * A cam or crank sensor's working: engines of the 2000s on read a Hall sensor (3 pins: supply,
 * ground, signal; the OM656, B48 and EA211 among them); the inductive 2-pin pick-up belongs to
 * engines of types built before 2003.
 */
export function positionSensorOf(car: Pick<CarFacts, 'typeStart'>): { operation: 'hall' | 'inductive'; pins: number } {
  return car.typeStart >= 2003 ? { operation: 'hall', pins: 3 } : { operation: 'inductive', pins: 2 };
}

/**
 * A spark plug's thread and hexagon (mm) by engine family: the downsized and direct-injection
 * generations (BMW's B38/B48/B58 and N13/N20, VW's EA211 and EA888 Gen 3, Mercedes' M270/M274,
 * PSA's PureTech, Ford's EcoBoost, Renault's TCe H4) and the Japanese and Korean engines from 2005
 * take slim M12x1.25 plugs with a 14 mm hexagon; older European petrols M14x1.25 with 16 mm. An engine built on
 * both sides of that change keeps its own head's plug (data/spark-plug-threads.ts).
 */
export function sparkPlugOf(car: Pick<CarFacts, 'make' | 'typeStart'> & { engineCode?: string } & Partial<Pick<CarFacts, 'fuel' | 'ccm' | 'generationStart' | 'kw' | 'typeName'>>): { thread: string; hexMm: number } {
  // An engine takes its head's plug in every car and year (data/spark-plug-threads.ts): a D4F's is 14 mm in a Clio IV too.
  const engine = enginePlugOf(car.engineCode);
  if (engine) return engine;
  // So does an engine family's: a 2010 Mondeo IV's 1.6 EcoBoost takes the slim plug of a 2013 Kuga II's.
  const family = car.fuel !== undefined && car.ccm !== undefined && car.generationStart !== undefined ? familyPlugOf(consumableFamilyOf({ ...car, fuel: car.fuel, ccm: car.ccm, generationStart: car.generationStart })) : undefined;
  if (family) return family;
  const slim = car.typeStart >= 2011 || ((JIS_BATTERY_MAKES.has(car.make) || car.make === 'BMW' || car.make === 'Mini') && car.typeStart >= 2005);
  return slim ? SLIM_PLUG : WIDE_PLUG;
}

/**
 * A spin-on oil filter's can diameter (mm) and height range by displacement: a small petrol's can is
 * 65 to 80 mm across and 65 to 90 mm high; the 93 mm cans belong to the 3-litre engines and larger.
 */
export function oilFilterCanOf(car: Pick<CarFacts, 'ccm'> & Partial<CarFacts>): { diameterMm: number; heightMm: readonly [number, number] } {
  // One family, one can: sized for the family's displacement where it shares one (data/engine-families.ts).
  const ccm = familyCanCcmOf(car);
  if (ccm < 1400) return { diameterMm: 68, heightMm: [65, 90] };
  if (ccm < 2000) return { diameterMm: 76, heightMm: [75, 105] };
  if (ccm < 2900) return { diameterMm: 80, heightMm: [85, 125] };
  return { diameterMm: 93, heightMm: [100, 142] };
}

/** A piston ring kit's sets: one per cylinder. */
export const ringSetsOf = (car: Pick<CarFacts, 'ccm' | 'make' | 'fuel' | 'engineCode'> & { engine?: string }): number => cylindersOf(car);

/**
 * A spin-on oil filter's thread, one per maker's engine range: the VW group's, Ford's, Opel's and the Japanese and Korean
 * makes' 3/4"-16 UNF (Honda's, Toyota's and Lexus' M20x1.5), PSA's, Renault's, Dacia's and Fiat's M20x1.5, the others' M22x1.5 — never two
 * threads within one engine family (an EA211 1.0 and 1.4 TSI take one).
 */
const UNF_THREAD_MAKES = new Set(['VW', 'Audi', 'Skoda', 'Seat', 'Cupra', 'Ford', 'Opel', 'Mazda', 'Nissan', 'Mitsubishi', 'Subaru', 'Suzuki', 'Hyundai', 'Kia', 'SsangYong']);
// Toyota's and Lexus' spin-on cans (the 90915-YZZ… range) are threaded M20x1.5, never the American 3/4"-16.
const METRIC_20_MAKES = new Set(['Peugeot', 'Citroën', 'DS', 'Renault', 'Dacia', 'Fiat', 'Alfa Romeo', 'Lancia', 'Jeep', 'Honda', 'Smart', 'Toyota', 'Lexus']);
export const oilFilterThreadOf = (car: Pick<CarFacts, 'make'> & Partial<CarFacts>): string => {
  // The engine's maker's thread: a K9K's can is Renault's in a Nissan or a Mercedes too (data/engine-families.ts).
  const make = engineMakeOf(car);
  return UNF_THREAD_MAKES.has(make) ? '3/4"-16 UNF' : METRIC_20_MAKES.has(make) ? 'M20x1.5' : 'M22x1.5';
};

/** An ignition lead set's leads: one per cylinder (a distributor's coil lead would add one; no listed engine has a distributor). */
export const ignitionLeadsOf = (car: Pick<CarFacts, 'ccm' | 'make' | 'fuel'> & { engine?: string }): number => cylindersOf(car);

/**
 * A battery's pole layout: European and American cars take the European box with the plus pole on the
 * right (layout 0); the Japanese and Korean makes take JIS boxes whose layout follows the model.
 */
export function batteryPolarityOf(car: Pick<CarFacts, 'make' | 'generation'>): 'right_plus' | 'left_plus' {
  if (!JIS_BATTERY_MAKES.has(car.make)) return 'right_plus';
  let h = 0;
  for (const char of car.generation) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h % 2 ? 'left_plus' : 'right_plus';
}

/**
 * A cabin filter's size (length, width, height in mm): the car's heater box's, one per platform where its cars share
 * the box (data/cabin-filters.ts), else per generation and body. A pollen filter and its activated-carbon version
 * share the housing, so every cabin filter of a car is one size.
 */
export function cabinFilterOf(car: Pick<CarFacts, 'generation' | 'typeName' | 'platform'>): { lengthMm: number; widthMm: number; heightMm: number } {
  const shared = sharedHeaterBoxOf(car);
  let h = 2166136261;
  for (const char of shared ? `platform/${shared}` : `${car.generation}/${bodyOfName(car.typeName)}`) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  const at = (salt: number, min: number, max: number) => min + (Math.imul(h ^ salt, 2654435761) >>> 0) % (max - min + 1);
  return { lengthMm: at(1, 200, 290), widthMm: at(2, 180, 250), heightMm: at(3, 20, 35) };
}

/** The engine's injection system, as its injectors must be (data/car-equipment.ts), with the charging the data tells. */
export const injectionOf = (car: CarFacts) => injectionSystemOf(car, chargedEngine(car));

/** The criteria (key, value) a part of the kind must state for the car (on that axle, for a part made for one); none where the kind draws its own. */
export function carCriteria(kind: string, car: CarFacts, position: 'front' | 'rear' | null = null, place = ''): readonly (readonly [string, string])[] {
  switch (kind) {
    case 'Nockenwellensensor':
    case 'Kurbelwellensensor': {
      const sensor = positionSensorOf(car);
      return [['operation', sensor.operation], ['connector_pins', String(sensor.pins)]];
    }
    case 'Zündkerzen': {
      const plug = sparkPlugOf(car);
      return [['thread', plug.thread], ['spanner_size', String(plug.hexMm)]];
    }
    case 'Ölfilter':
      return oilFilterCartridge(car) ? [] : [['outer_diameter', String(oilFilterCanOf(car).diameterMm)], ['thread', oilFilterThreadOf(car)]];
    case 'Kolbenringe':
      return [['pieces', String(ringSetsOf(car))]];
    // A tappet is sold by the piece, its size the valve gear's (data/tappets.ts).
    case 'Hydrostößel':
      return [['pieces', String(TAPPET_PIECES)], ['outer_diameter', String(tappetOf(car).outerDiameterMm)]];
    case 'Pollenfilter':
    case 'Aktivkohlefilter':
    case 'Biofunktionaler Innenraumfilter': {
      const filter = cabinFilterOf(car);
      return [['length', String(filter.lengthMm)], ['width', String(filter.widthMm)], ['height', String(filter.heightMm)]];
    }
    // An air filter is its air box's (data/air-filters.ts): one size for one engine in one engine bay.
    case 'Luftfilter': {
      const filter = airFilterOf(car);
      return [['length', String(filter.lengthMm)], ['width', String(filter.widthMm)], ['height', String(filter.heightMm)]];
    }
    case 'Zündkabelsatz':
      return [['pieces', String(ignitionLeadsOf(car))]];
    // A water pump is driven as its engine's is (data/engine-equipment.ts): no electric pump on a belt-driven A14NET.
    case 'Wasserpumpe':
      return [['operation', waterPumpDriveOf(car)]];
    case 'Starterbatterie':
      return [['capacity', String(car.batteryAh)], ['polarity', batteryPolarityOf(car)]];
    // An alternator's output is the car's electrical load (data/vehicle-keyed-parts.ts): no 90 A unit on a premium start-stop car.
    case 'Lichtmaschine':
      return [['capacity', alternatorAmpsOf(car)]];
    // A gearbox oil kit holds its gearbox family's fluid: one engine in one platform behind a DSG and an Aisin takes two kits.
    case 'Getriebeölwechselsatz':
      return [['specification', gearboxOilOf(car)], ...secondarySizesOf(kind, car, position)];
    // An injector is its engine's system's: a common-rail one never goes into a port-injected petrol.
    case 'Einspritzdüse': {
      const system = injectionOf(car);
      return system ? [['injection_system', system]] : [];
    }
    // One lamp technology per position and car: the generation's (LED where its low beam is, data/car-equipment.ts).
    case 'Heckleuchte':
      return [['light_technology', lampTechnologyOf(car, 'rear')]];
    case 'Kennzeichenleuchte':
      return [['light_technology', lampTechnologyOf(car, 'plate')]];
    case 'Blinkleuchte':
      return [['light_technology', lampTechnologyOf(car, 'rear')]];
    // A pad has a wear contact where the make fits a sensor on that axle: never both on one car's axle.
    case 'Bremsbeläge':
      return position ? [['wear_indicator', padWearSensor(car, position) ? 'with_contact' : 'without_contact']] : [];
    // A wear sensor's lead is as long as the platform's axle wants it (data/car-equipment.ts): one length per car and axle.
    case 'Verschleißanzeige Bremsbeläge':
      return position ? [['length', String(wearLeadMmOf(car, position))]] : [];
    // A panel of the maker's material: no steel bonnet for an aluminium-bodied Stelvio.
    case 'Motorhaube':
      return [['material', panelMaterialOf(car, 'bonnet')]];
    case 'Kotflügel':
      return [['material', panelMaterialOf(car, 'wing')]];
    case 'Querlenker':
      return [['material', controlArmMaterialOf(car)]];
    // A disc is its brake package's material: a 911 Turbo's 408 mm coated disc is no GT3's cast one of that size
    // (a cast disc, the trade's default, is not said here; the brake check holds every disc to its package).
    case 'Bremsscheiben': {
      const discMaterial = position ? discMaterialOf(car, position) : 'cast_iron';
      return discMaterial === 'cast_iron' ? [] : [['material', discMaterial]];
    }
    // A hub is drilled for the car's wheel bolts on its circle (data/wheel-hubs.ts): a Polo VI's is 5x100, never 4 holes;
    // it carries the ABS ring where the car's sensor reads one on the hub.
    case 'Radnabe': {
      const pattern = wheelBoltPatternOf(car);
      return [['bolt_holes', String(pattern.bolts)], ['bolt_circle', String(pattern.circleMm)], ['abs_ring', hubAbsRingOf(car)]];
    }
    // A compressor driven by the traction battery, not by the belt (data/engine-equipment.ts): never one compressor for a T5 and a T8.
    case 'Klimakompressor':
      return electricCompressor(car) ? [['operation', 'electric']] : [];
    // A drain plug is threaded for its engine maker's sump (data/engine-equipment.ts).
    case 'Ölablassschraube': {
      const thread = drainPlugThreadOf(car);
      return thread ? [['thread', thread]] : [];
    }
    // A high-pressure pump delivers its common rail's pressure (data/fuel-system.ts): no 1,600 bar pump for a 2,500 bar B57.
    case 'Hochdruckpumpe': {
      const bar = railPressureOf(car);
      return bar ? [['pressure', String(bar)]] : [];
    }
    // A thermostat sold only as a unit with its housing is never an insert for that engine (data/engine-equipment.ts).
    // It opens at the engine's temperature (data/engine-equipment.ts): 87 °C on a TDI, 105 °C only on a map-controlled petrol thermostat.
    case 'Thermostat': {
      const opening = thermostatOpeningOf(car);
      return [...(opening !== null ? [['opening_temperature', String(opening)] as const] : []), ...(thermostatWithHousing(car) ? [['with_housing', 'yes'] as const] : [])];
    }
    // A mirror as the car is built with it (data/mirrors.ts): no manual, unheated one for a CLS or a 1er F20.
    case 'Außenspiegel':
      return electricHeatedMirrors(car) ? [['operation', 'electric'], ['heated', 'yes']] : [];
    case 'Spiegelglas':
      return electricHeatedMirrors(car) ? [['heated', 'yes']] : [];
    // An EGR valve's connector is its engine's (data/secondary-sizes.ts); a vacuum-worked valve has none (data/car-equipment.ts).
    case 'AGR-Ventil':
      return egrWithConnector(egrOperationOf(car)) ? secondarySizesOf(kind, car, position) : [];
    // A secondary position's size is the car's there (data/secondary-sizes.ts): one tie rod, one hose per axle.
    default:
      return secondarySizesOf(kind, car, position, place);
  }
}
