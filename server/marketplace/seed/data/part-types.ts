/**
 * What a demo article of each part type is like: how the seed draws it, which vehicles one article
 * fits, its attributes and its list price. Keyed by the leaf's German title;
 * every leaf of the category tree has its entry, so every article page shows the facts a shopper
 * tells two such parts apart by.
 */
import { FRONT_DISC_MM } from './brake-sizes';
import { axleDiscOf, caliperOf, discMaterialOf, discOf, padShapeOf } from './brake-packages';
import { statedPistons } from './caliper-pistons';
import { caliperPistonsOf } from './caliper-repair-kits';
import { wheelBearingSizeOf } from './wheel-bearings';
import { castDiscPriceEur, discPriceClassOf } from './price-bands';
import { type CarFacts, chargedEngine, hydraulicSteering, oilFilterCartridge, propshaftKey, refrigerantOf, wheelBolts } from './fitment-rules';
import { egrOperationOf, egrWithConnector, ignitionCoilOf, padWearSensor, rearDoors, steeringAssistOf, wearLeadMmOf, windingRearWindows } from './car-equipment';
import { frontParkingSensors } from './generation-equipment';
import { beltRibs, beltSizeOf, boreMm, clutchDiameterMm, glowPlugFamily, glowPlugSize, torqueNm } from './engine-sizes';
import { beltSizeInNumber } from './belt-numbers';
import { TAPPET_PIECES, tappetOf } from './tappets';
import { camshaftsOf } from './engine-build';
import { alternatorAmpsOf, batteryBoxOf, batteryTechnologyOf, beltEngineOf, coolantSensorThreadOf, starterKwOf } from './vehicle-keyed-parts';
import { TOYOTA_ZR_ELEMENT_MM, VW_PD_TDI_ELEMENT_MM, VW_PD_TDI_HOUSING, consumableFamilyOf, familyFraction, oilFilterHousingOf, toyotaZr } from './engine-families';
import { TORQUE_RANGES, torqueRangeText, torqueWrenchDrive } from './tool-sizes';
import { airFilterOf } from './air-filters';
import { airSpringDesignOf } from './air-springs';
import { faceliftCriteria } from './facelifts';
import { coldCrankingOf } from './battery-numbers';
import { batteryPolarityOf, cabinFilterOf, carCriteria, ignitionLeadsOf, oilFilterCanOf, oilFilterThreadOf, positionSensorOf, ringSetsOf, sparkPlugOf } from './car-criteria';
import { LABELLED_PLACES } from './secondary-sizes';
import { gearboxOilOf } from './gearboxes';
import { emissionClassOf, heaterFuelOf, lightTechnologyOf, wheelBoltThreadOf, windowWinderOf } from './installed-parts';
import { MAP_THERMOSTAT_C, OIL_COOLER_MM, THERMOSTAT_OPENINGS_C, electricCompressor } from './engine-equipment';
import { type TimingBelt, timingBeltOf } from './timing-belts';
import { chainCriteria, timingChainsOf } from './timing-chains';
import { brakeThreadOf, chargerModelsFor, mirrorGlassOf, oilSwitchRatingsOf, shockTypeOfNumber, sidedAt } from './trade-norms';
import { RETROFIT_DAYTIME_CRITERIA, retrofitDaytimeSet } from './retrofit-lights';

export interface Criterion { key: string; value: string; unit?: string }

/** What the attributes of one article are drawn from. */
export interface PartInput {
  /** Uniform draw in [0, 1) from the catalogue's sequence (the attributes the seed always had). */
  draw: () => number;
  /**
   * Uniform draw in [0, 1) from the article's own sequence: attributes added later draw from it, so
   * the catalogue's sequence, and with it every later article, stays as it was.
   */
  own: () => number;
  /** The fitted vehicles' size step (wheel-end parts). */
  step: number;
  /** A number fixed by the fitted engine (0..1): one engine, one filter size, whatever the brand. */
  engine: number;
  /** The axle the article is made for (a top model's front pads), or null: the kind draws it. */
  position: 'front' | 'rear' | null;
  /** The car the article is made for (one of its fitment key's): its factory sizes decide the article's. */
  car: CarFacts | null;
  /** The article's number, where it spells a size the criteria must agree with (a ribbed belt's 6PK1720). */
  number?: string;
  /** The article's brand, where it sells its own models only (a Bosch charger is a C3, C7, C10 or BAT 415). */
  brand?: string;
}

export interface PartType {
  /** The seed's rendering of it (photos/drawn/renderings.ts): a disc is drawn as a disc. */
  drawing: string;
  /**
   * Which vehicles one article fits: 'size' the models of one size step (brakes, suspension),
   * 'engine' the models with one engine (filters, ignition), 'series' the models of one series.
   * Unset: by its root (FIT_BY_ROOT).
   */
  fit?: 'size' | 'engine' | 'series';
  /** An engine-bound part electric cars have too (their 12 V battery). */
  electric?: boolean;
  /** Only engines of this fuel (spark plugs, glow plugs). */
  fuel?: 'petrol' | 'diesel';
  /** List price range in cents; where the part grows with the car, the price grows with the step. Unset: around its leaf's typical price. */
  price?: [number, number];
  /**
   * The price follows the size step, the car's class by its front brake (bigger brakes cost more, and
   * so do a large car's compressor, alternator or coupling rod), instead of a free draw.
   */
  priceBySize?: boolean;
  /** The list price range in cents by what the article is, where that decides more than the kind (a pair of blades against one). */
  priceFor?: (criteria: readonly Criterion[]) => [number, number];
  criteria: (input: PartInput) => Criterion[];
}

const REAR_DISC_MM = [203, 230, 238, 245, 253, 260, 272, 282, 300, 310, 330, 345];
const mm = (key: string, value: number | string): Criterion => ({ key, value: String(value), unit: 'mm' });
const among = <T>(draw: number, items: readonly T[]): T => items[Math.min(items.length - 1, Math.floor(draw * items.length))]!;
const between = (draw: number, min: number, max: number, step = 1) => Math.round((min + draw * (max - min)) / step) * step;
const position = (input: PartInput, fallback: 'front' | 'rear'): 'front' | 'rear' => input.position ?? fallback;
const kg = (value: number): Criterion => ({ key: 'weight', value: value.toFixed(1), unit: 'kg' });
const word = (key: string, value: string): Criterion => ({ key, value });
const material = (value: string) => word('material', value);
const surface = (value: string) => word('surface', value);
const oneOf = <T>(input: PartInput, items: readonly T[]): T => among(input.own(), items);
/** An engine-bound choice; `salt` keeps two facts of one engine from moving in step. */
const byEngine = <T>(input: PartInput, salt: number, items: readonly T[]): T => among((input.engine * salt) % 1, items);
const byEngineBetween = (input: PartInput, salt: number, min: number, max: number, step = 1) => between((input.engine * salt) % 1, min, max, step);
const side = (input: PartInput): Criterion => word('fitting_side', input.own() < 0.5 ? 'left' : 'right');
const fittingPosition = (input: PartInput, fallback?: 'front' | 'rear'): Criterion => word('fitting_position', position(input, fallback ?? (input.own() < 0.6 ? 'front' : 'rear')));
/** A door part's door: drawn front or rear, the front one on a body without rear doors (data/car-equipment.ts). */
const doorPosition = (input: PartInput): Criterion => {
  const drawn = fittingPosition(input);
  return input.car && !rearDoors(input.car) ? word('fitting_position', 'front') : drawn;
};
/** A parking sensor's bumper: drawn front or rear, the rear one where the generation offered a rear parking aid only (data/generation-equipment.ts). */
const parkingSensorPosition = (input: PartInput): Criterion => {
  const drawn = fittingPosition(input);
  return input.car && !frontParkingSensors(input.car) ? word('fitting_position', 'rear') : drawn;
};
const pins = (input: PartInput, counts: readonly number[]): Criterion => word('connector_pins', String(oneOf(input, counts)));
/** A connector the engine's harness decides: one pin count per car. */
const enginePins = (input: PartInput, counts: readonly number[]): Criterion => word('connector_pins', String(byEngine(input, 13, counts)));
const pieces = (count: number): Criterion => word('pieces', String(count));
const teeth = (count: number): Criterion => word('teeth', String(count));
const volts = (value = '12'): Criterion => ({ key: 'voltage', value, unit: 'V' });
const watts = (value: number): Criterion => ({ key: 'wattage', value: String(value), unit: 'W' });
const pressure = (value: number): Criterion => ({ key: 'pressure', value: String(value), unit: 'bar' });
const force = (value: number): Criterion => ({ key: 'force', value: String(value), unit: 'N' });
const volume = (litres: number): Criterion => ({ key: 'volume', value: String(litres), unit: 'l' });
const temperature = (celsius: number): Criterion => ({ key: 'opening_temperature', value: String(celsius), unit: '°C' });
/** The criterion the car decides (data/car-criteria.ts); the drawn one for an article made for no car. */
const ofCar = <T extends string>(input: PartInput, kind: string, key: string, drawn: () => T): Criterion => word(key, (input.car && carCriteria(kind, input.car).find(([k]) => k === key)?.[1]) || drawn());
/** The criterion the car decides, else the one drawn: the draw is made either way, so the article's later draws stay as they were. */
const carSays = (input: PartInput, kind: string, key: string, drawn: string): Criterion => word(key, (input.car && carCriteria(kind, input.car).find(([k]) => k === key)?.[1]) || drawn);
/** A secondary position's sizes as the car takes them there (data/secondary-sizes.ts); the drawn ones for an article made for no car, the draws made either way. */
const carSized = (input: PartInput, kind: string, at: Criterion | null, drawn: readonly Criterion[], place = ''): Criterion[] => {
  const own = input.car ? carCriteria(kind, input.car, at ? (at.value === 'rear' ? 'rear' : 'front') : null, place) : [];
  return drawn.map((criterion) => ({ ...criterion, value: own.find(([key]) => key === criterion.key)?.[1] ?? criterion.value }));
};
/** A part of a kind the car has in several labelled places (data/secondary-sizes.ts): its place, drawn last from its own draws, then its sizes there. */
const placed = (input: PartInput, kind: string, at: Criterion | null, drawn: readonly Criterion[]): Criterion[] => {
  const places = LABELLED_PLACES[kind]!;
  const place = word(places.key, oneOf(input, places.values));
  return [place, ...carSized(input, kind, at, drawn, place.value)];
};
/** A wear sensor's lead as long as the car's axle wants it (data/car-equipment.ts); drawn for an article made for no car. */
const wearLead = (input: PartInput): Criterion[] => {
  const at = fittingPosition(input);
  const drawn = oneOf(input, [95, 120, 150, 250, 320, 815]);
  return [at, mm('length', input.car ? wearLeadMmOf(input.car, at.value === 'rear' ? 'rear' : 'front') : drawn)];
};
const refrigerant = (input: PartInput): Criterion => word('refrigerant', input.car ? refrigerantOf(input.car) : input.step >= 4 ? 'R1234yf' : 'R134a');

/** The engine's cam belt (data/timing-belts.ts); for an article made for no car, the drawn one. */
const camBeltOf = (input: PartInput): TimingBelt => input.car ? timingBeltOf(input.car) : { teeth: between(input.engine, 100, 160), widthMm: among((input.engine * 3) % 1, [19, 20, 23, 25, 30]), rollers: byEngine(input, 5, [2, 3, 4]) };
const camBelt = (input: PartInput): Criterion[] => [teeth(camBeltOf(input).teeth), mm('width', camBeltOf(input).widthMm)];

/**
 * The engine's timing chain (data/timing-chains.ts): its one chain, or on a two-stage drive the upper or
 * lower one, the label drawn from the article's own draws; for an article made for no car, the drawn one.
 */
const timingChain = (input: PartInput): Criterion[] => {
  if (!input.car) return [{ key: 'chain_links', value: String(byEngineBetween(input, 1, 120, 160, 2)) }, { key: 'chain_type', value: byEngine(input, 7, ['simplex', 'duplex']) }];
  const chains = timingChainsOf(input.car);
  return chainCriteria(chains.length > 1 ? oneOf(input, chains) : chains[0]!).map(([key, value]) => word(key, value));
};

/** A window regulator's door: a car without winding rear windows (a fortwo, a 911 Coupé) takes front ones only. */
const windowPosition = (input: PartInput): Criterion => (input.car && !windingRearWindows(input.car) ? word('fitting_position', 'front') : fittingPosition(input));

/** A steering pump's drive: electric on an electro-hydraulic rack, else hydraulic (belt-driven). */
export const servoPumpOperationOf = (car: CarFacts): 'electric' | 'hydraulic' => (steeringAssistOf(car) === 'electro-hydraulic' ? 'electric' : 'hydraulic');

/** Brake discs: front ones ventilated, rear ones solid up to mid-size cars. */
function brakeDisc(input: PartInput): Criterion[] {
  const where = position(input, input.draw() < 0.7 ? 'front' : 'rear');
  const front = where === 'front';
  const carDisc = input.car ? (front ? input.car.frontDiscMm : input.car.rearDiscMm) : 0;
  const diameter = carDisc || (front ? FRONT_DISC_MM : REAR_DISC_MM)[input.step]!;
  // Thickness and design are the generation's known disc or the make's on that axle (data/brake-packages.ts): a W204's 300 mm rear disc is solid, a T5's 294 ventilated.
  const { thicknessMm: thickness, ventilated } = input.car ? axleDiscOf(input.car, where, diameter) : discOf('VW', where, diameter);
  return [
    { key: 'fitting_position', value: where }, mm('diameter', diameter), mm('thickness', thickness), mm('min_thickness', thickness - 2),
    { key: 'disc_type', value: ventilated ? 'ventilated' : 'solid' },
    // Drilled for the car's hub: its bolts, not the disc's size, decide the holes.
    { key: 'bolt_holes', value: String(input.car ? wheelBolts(input.car) : diameter < 260 ? 4 : 5) },
    // Cast iron, or the coated or carbon-ceramic disc of the car's brake package (data/brake-packages.ts).
    material(input.car ? discMaterialOf(input.car, where) : 'cast_iron'),
    kg(Math.round(diameter * diameter * thickness * 0.0000035 * 10) / 10),
  ];
}

/** A cast disc costs what its size does (data/price-bands.ts); a performance disc its class's price. */
function discPrice(criteria: readonly Criterion[]): [number, number] {
  const value = (key: string) => criteria.find((c) => c.key === key)?.value;
  const eur = discPriceClassOf(criteria)?.eur ?? castDiscPriceEur(Number(value('diameter') ?? 0), Number(value('thickness') ?? 0));
  return [eur[0] * 100, eur[1] * 100];
}

function brakePads(input: PartInput): Criterion[] {
  const where = position(input, input.draw() < 0.7 ? 'front' : 'rear');
  const front = where === 'front';
  // The pad is shaped for its platform's caliper on that axle (data/brake-packages.ts): one car, one pad per axle, no make's pad another group's.
  const discMm = input.car ? (front ? input.car.frontDiscMm : input.car.rearDiscMm) : 0;
  const shape = input.car && discMm ? padShapeOf(input.car, where, discMm) : undefined;
  return [
    { key: 'fitting_position', value: where },
    mm('width', shape?.widthMm ?? (front ? 100 : 84) + input.step * (front ? 6 : 4)),
    mm('height', shape?.heightMm ?? (front ? 46 : 40) + Math.round(input.step * (front ? 2.5 : 1.8))),
    mm('thickness', shape?.thicknessMm ?? (front ? (input.step >= 6 ? 20 : 18) : (input.step >= 6 ? 17 : 15))),
    // A contact where the car's make fits a wear sensor on that axle (data/car-equipment.ts): one value per car and axle.
    word('wear_indicator', input.car ? (padWearSensor(input.car, where) ? 'with_contact' : 'without_contact') : input.own() < (front ? 0.5 : 0.2) ? 'with_contact' : 'without_contact'),
  ];
}

/** A caliper of the car's brake package on its axle (data/brake-packages.ts): its piston is the package's, not a size step's. */
function caliper(input: PartInput): Criterion[] {
  const where = fittingPosition(input);
  const axle = where.value === 'rear' ? 'rear' : 'front';
  const discMm = input.car ? (axle === 'front' ? input.car.frontDiscMm : input.car.rearDiscMm) : 0;
  const fitted = input.car && discMm ? caliperOf(input.car, axle, discMm) : undefined;
  return [where, mm('piston_diameter', fitted ? statedPistons(fitted.pistons, fitted.pistonMm) : 38 + input.step * 2), side(input)];
}

/** A caliper repair kit of the caliper the car carries on that axle (data/caliper-repair-kits.ts): its pistons are that caliper's. */
function caliperRepairKit(input: PartInput): Criterion[] {
  const where = fittingPosition(input);
  const pistons = input.car ? caliperPistonsOf(input.car, where.value === 'rear' ? 'rear' : 'front') : undefined;
  return [where, mm('piston_diameter', pistons ?? 38 + input.step * 2)];
}

/** A wheel bearing kit of its axle's size on the car (data/wheel-bearings.ts): a front kit never a rear one's size. */
function wheelBearing(input: PartInput): Criterion[] {
  const where = fittingPosition(input);
  const size = input.car ? wheelBearingSizeOf(input.car, where.value === 'rear' ? 'rear' : 'front') : undefined;
  return [where, mm('inner_diameter', size?.innerMm ?? 30 + Math.min(input.step, 8) * 2), mm('outer_diameter', size?.outerMm ?? 60 + Math.min(input.step, 8) * 3)];
}

function drum(input: PartInput): Criterion[] {
  const diameter = input.car?.rearDrumMm || among(Math.min(input.step, 5) / 6, [180, 200, 203, 228, 230, 254]);
  return [{ key: 'fitting_position', value: 'rear' }, mm('diameter', diameter), mm('width', diameter < 210 ? 32 : 42)];
}

function shock(input: PartInput): Criterion[] {
  return [{ key: 'fitting_position', value: position(input, input.draw() < 0.55 ? 'front' : 'rear') }, { key: 'shock_type', value: ((drawn) => shockTypeOfNumber(input.number) ?? drawn)(input.draw() < 0.8 ? 'gas_pressure' : 'oil_pressure') }];
}

function spring(input: PartInput): Criterion[] {
  const front = position(input, input.own() < 0.6 ? 'front' : 'rear') === 'front';
  const at = word('fitting_position', front ? 'front' : 'rear');
  return [at, ...carSized(input, 'Fahrwerksfeder', at, [mm('length', between(input.draw(), front ? 330 : 260, front ? 420 : 360, 5)), mm('outer_diameter', between(input.draw(), 120, 160, 5))])];
}

/** The draw a consumable's size comes from: its engine family's (data/engine-families.ts) where known, so one family takes one size on every car. */
function consumableDraw(input: PartInput, kind: string): number {
  const family = input.car ? (kind === 'Ölfilter' ? oilFilterHousingOf(input.car) : consumableFamilyOf(input.car)) : null;
  return family ? familyFraction(family, kind) : input.engine;
}

/** An oil filter as its engine takes it: a cartridge (an insert with its bore, no thread) or a spin-on can with its thread. */
function oilFilter(input: PartInput): Criterion[] {
  if (!input.car || !oilFilterCartridge(input.car)) return spinOnFilter(input);
  const engine = consumableDraw(input, 'Ölfilter');
  // BMW's straight-six petrols N52 to N55 take the long element of the 11 42 7 953 125 family (Mann HU 816 x): about 64 mm across, 140 mm high.
  // The VW group's pump-nozzle TDIs take the one 045 115 466 element whatever their code (data/engine-families.ts).
  if (oilFilterHousingOf(input.car) === VW_PD_TDI_HOUSING) return [mm('height', VW_PD_TDI_ELEMENT_MM.height), mm('outer_diameter', VW_PD_TDI_ELEMENT_MM.outer), mm('inner_diameter', VW_PD_TDI_ELEMENT_MM.inner)];
  // Toyota's ZR petrols take the short 04152-37010 cartridge, about 64 × 65 mm (data/engine-families.ts); its bore stays the code's one draw.
  if (toyotaZr(input.car)) return [mm('height', TOYOTA_ZR_ELEMENT_MM.height), mm('outer_diameter', TOYOTA_ZR_ELEMENT_MM.outer), mm('inner_diameter', among((engine * 7) % 1, [22, 25, 30, 32]))];
  if (/^N5[2-5]/.test(input.car.engineCode)) return [mm('height', 140), mm('outer_diameter', 64), mm('inner_diameter', among((engine * 7) % 1, [22, 25, 30, 32]))];
  return [mm('height', between(engine, 60, 155)), mm('outer_diameter', among(engine, [52, 62, 65, 72, 83])), mm('inner_diameter', among((engine * 7) % 1, [22, 25, 30, 32]))];
}

function spinOnFilter(input: PartInput): Criterion[] {
  // The can grows with the engine: a 1.0 MPI's is not a truck's 93 mm one.
  const can = input.car ? oilFilterCanOf(input.car) : null;
  const engine = consumableDraw(input, 'Ölfilter');
  const height = can ? between(engine, can.heightMm[0], can.heightMm[1]) : between(engine, 62, 142);
  return [mm('height', height), mm('outer_diameter', can?.diameterMm ?? among(engine, [68, 76, 76, 80, 93])), { key: 'thread', value: input.car ? oilFilterThreadOf(input.car) : among((engine * 7) % 1, ['M20x1.5', '3/4"-16 UNF', 'M22x1.5']) }];
}

/** A fuel filter of the engine family's one size (every EA288 takes the 5Q0 127 177 family). */
function fuelFilter(input: PartInput): Criterion[] {
  const engine = consumableDraw(input, 'Kraftstofffilter');
  return [mm('height', between(engine, 90, 200)), mm('outer_diameter', between((engine * 3) % 1, 52, 100)), mm('inner_diameter', among((engine * 5) % 1, [8, 8, 10]))];
}

/** The car's cabin filter size (data/car-criteria.ts): one for its pollen, activated-carbon and biofunctional filters. */
function cabinFilter(input: PartInput): Criterion[] {
  if (!input.car) return panelFilter([200, 180, 20], [290, 250, 35])(input);
  const filter = cabinFilterOf(input.car);
  return [mm('length', filter.lengthMm), mm('width', filter.widthMm), mm('height', filter.heightMm)];
}

/** The air box's panel filter (data/air-filters.ts): one size for the engine in its engine bay. */
function airFilter(input: PartInput): Criterion[] {
  if (!input.car) return panelFilter([190, 140, 40], [340, 250, 80])(input);
  const filter = airFilterOf(input.car);
  return [mm('length', filter.lengthMm), mm('width', filter.widthMm), mm('height', filter.heightMm)];
}

function panelFilter(min: [number, number, number], max: [number, number, number]) {
  return (input: PartInput): Criterion[] => [
    mm('length', between(input.engine, min[0], max[0])), mm('width', between((input.engine * 3) % 1, min[1], max[1])), mm('height', between((input.engine * 5) % 1, min[2], max[2])),
  ];
}

/** The clutch the car's torque needs (data/engine-sizes.ts); without a car, one drawn for the engine. */
export const clutchMmOf = (car: CarFacts | null, engine: number): number => (car ? clutchDiameterMm(torqueNm(car, chargedEngine(car))) : between(engine, 200, 240, 2));
const clutchMm = (input: PartInput): number => clutchMmOf(input.car, input.engine);

/** A head gasket's and a piston ring's bore: the engine's. */
const boreOf = (input: PartInput): number => (input.car ? boreMm(input.car) : byEngineBetween(input, 3, 72, 90, 0.5));

/** The ribs of the belt the engine drives its alternator, compressor and pulleys by: one count on all of them. */
const ribsOf = (input: PartInput, drawn: readonly number[]): Criterion => ({ key: 'ribs', value: String(input.car ? beltRibs({ engine: beltEngineOf(input.car), ccm: input.car.ccm }) : byEngine(input, 3, drawn)) });

/**
 * A ribbed belt: the size its number spells (Contitech 6PK1720 has 6 ribs and is 1,720 mm long),
 * else its engine's.
 */
function ribbedBelt(input: PartInput): Criterion[] {
  const size = beltSizeInNumber(input.number ?? '') ?? (input.car ? beltSizeOf({ engine: beltEngineOf(input.car), ccm: input.car.ccm }) : { ribs: among(input.engine, [4, 5, 6, 6, 6, 7]), lengthMm: between((input.engine * 3) % 1, 800, 2200, 5) });
  return [{ key: 'ribs', value: String(size.ribs) }, mm('length', size.lengthMm)];
}

/** A propshaft's length, one per vehicle and drive (its fitment key): a long-wheelbase van's is longer than a saloon's. */
function propshaftMm(car: CarFacts): number {
  let hash = 0;
  for (const char of propshaftKey(car)) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 1200 + (hash % 71) * 10;
}

/** A plug's heat range (5 to 8), one per engine: every maker's plug for it states the same, and Denso's number spells it (data/spark-plug-numbers.ts). */
export const sparkPlugHeat = (engine: number): number => between((engine * 3) % 1, 5, 8);
/** A plug's thread: the engine family's (a B48 takes M12x1.25), never a draw. */
export const sparkPlugThread = (engine: number, car: PartInput['car']): string => (car ? sparkPlugOf(car).thread : among(engine, ['M14x1.25', 'M14x1.25', 'M12x1.25']));
/** A plug's electrode gap (mm), one per engine: its maker's setting, which picks Denso's designation (data/spark-plug-numbers.ts). */
export const sparkPlugGap = (engine: number): string => (0.7 + Math.round(((engine * 5) % 1) * 4) / 10).toFixed(1);

function sparkPlug(input: PartInput): Criterion[] {
  const thread = sparkPlugThread(input.engine, input.car);
  return [
    { key: 'thread', value: thread }, { key: 'heat_range', value: String(sparkPlugHeat(input.engine)) },
    mm('electrode_gap', sparkPlugGap(input.engine)),
    // The plug's hexagon follows its thread: 16 mm on M14 plugs, 14 mm on the slimmer M12 ones.
    mm('spanner_size', thread === 'M12x1.25' ? 14 : 16),
  ];
}

/** A cam or crank sensor as its engine reads it: a Hall sensor with 3 pins on engines of the 2000s on, an inductive 2-pin one before. */
function positionSensor(input: PartInput): Criterion[] {
  if (!input.car) return [pins(input, [2, 3]), word('operation', oneOf(input, ['hall', 'inductive']))];
  const sensor = positionSensorOf(input.car);
  return [word('connector_pins', String(sensor.pins)), word('operation', sensor.operation)];
}

function glowPlug(input: PartInput): Criterion[] {
  // One plug across the engine family: every EA288 2.0 TDI takes the same, whatever its code.
  if (input.car) {
    const size = glowPlugSize(glowPlugFamily(input.car));
    return [{ key: 'thread', value: size.thread }, { key: 'voltage', value: size.volts, unit: 'V' }, mm('length', size.lengthMm)];
  }
  return [{ key: 'thread', value: among(input.engine, ['M8x1', 'M10x1', 'M10x1.25']) }, { key: 'voltage', value: among((input.engine * 3) % 1, ['4.4', '5', '11']), unit: 'V' }, mm('length', between((input.engine * 7) % 1, 90, 150))];
}

function headlampBulb(input: PartInput): Criterion[] {
  // The trade sells a xenon car's low-beam burner as its headlamp lamp too.
  if (input.car && /^D/.test(input.car.headlamp)) return xenon(input);
  const type = input.car && /^H/.test(input.car.headlamp) ? input.car.headlamp : among(input.draw(), ['H1', 'H4', 'H7', 'H7', 'H11']);
  return [{ key: 'lamp_type', value: type }, { key: 'wattage', value: type === 'H4' ? '60/55' : '55', unit: 'W' }, { key: 'voltage', value: '12', unit: 'V' }];
}

function indicatorBulb(input: PartInput): Criterion[] {
  const type = among(input.draw(), ['P21W', 'PY21W', 'WY5W', 'P21/5W']);
  return [{ key: 'lamp_type', value: type }, { key: 'wattage', value: type === 'WY5W' ? '5' : type === 'P21/5W' ? '21/5' : '21', unit: 'W' }, { key: 'voltage', value: '12', unit: 'V' }];
}

function xenon(input: PartInput): Criterion[] {
  const type = input.car && /^D/.test(input.car.headlamp) ? input.car.headlamp : among(input.draw(), ['D1S', 'D1R', 'D2S', 'D2R', 'D3S', 'D4S']);
  // Mercury-free D3/D4/D5/D8 burners run at 42 V; the older D1/D2 at 85 V. D5S and D8S draw 25 W.
  const lowVoltage = /^D[3458]/.test(type);
  return [{ key: 'lamp_type', value: type }, { key: 'wattage', value: /^D[58]/.test(type) ? '25' : '35', unit: 'W' }, { key: 'voltage', value: lowVoltage ? '42' : '85', unit: 'V' }];
}

function led(input: PartInput): Criterion[] {
  const type = among(input.draw(), ['W5W', 'C5W', 'H7', 'P21W']);
  return [{ key: 'lamp_type', value: type }, { key: 'wattage', value: type === 'H7' ? '18' : type === 'P21W' ? '3' : '1', unit: 'W' }, { key: 'voltage', value: '12', unit: 'V' }];
}

/**
 * Kinds sold in packs, and the pack sizes in litres the trade sells them in: their `price` is per
 * litre, and a bigger pack of one line costs more and less per litre (seed/pack-prices.ts).
 */
export const PACK_LITRES: Readonly<Record<string, readonly number[]>> = {
  'Motoröl': [1, 4, 5], 'Getriebeöl': [1], 'Automatikgetriebeöl': [1], 'Hydrauliköl': [1], 'Zweitaktöl': [1], 'Bremsflüssigkeit': [0.5, 1], 'Kühlerfrostschutz': [1.5, 5],
  Scheibenreiniger: [1, 5], AdBlue: [5, 10], Kraftstoffadditiv: [0.25, 0.3, 0.5], Autopolitur: [0.25, 0.5, 1], Felgenreiniger: [0.5, 1],
};

function fluid(specs: readonly string[], volumes: readonly number[]) {
  return (input: PartInput): Criterion[] => [{ key: 'specification', value: among(input.draw(), specs) }, { key: 'volume', value: String(among(input.draw(), volumes)), unit: 'l' }];
}

/**
 * Grades with the approvals oils of that grade really carry: a 15W-40 never has a long-life
 * approval, a 0W-20 never ACEA A3/B4.
 */
export const OIL_GRADES: readonly (readonly [string, string])[] = [
  ['0W-20', 'VW 508.00/509.00'], ['0W-20', 'BMW Longlife-17 FE+'], ['0W-20', 'MB 229.71'], ['0W-20', 'PSA B71 2010'], ['0W-20', 'ACEA C5'],
  ['0W-30', 'VW 504.00/507.00'], ['0W-30', 'BMW Longlife-04'], ['0W-30', 'PSA B71 2312'], ['0W-30', 'Ford WSS-M2C950-A'],
  ['5W-30', 'VW 504.00/507.00'], ['5W-30', 'BMW Longlife-04'], ['5W-30', 'MB 229.51'], ['5W-30', 'MB 229.52'], ['5W-30', 'RN0720'], ['5W-30', 'RN17'],
  ['5W-30', 'PSA B71 2290'], ['5W-30', 'GM dexos2'], ['5W-30', 'Ford WSS-M2C913-D'], ['5W-30', 'ACEA C3'], ['5W-20', 'Ford WSS-M2C948-B'],
  ['0W-40', 'VW 502.00/505.00'], ['0W-40', 'MB 229.5'], ['5W-40', 'VW 502.00/505.00'], ['5W-40', 'MB 229.3'], ['5W-40', 'ACEA A3/B4'], ['10W-40', 'ACEA A3/B4'], ['15W-40', 'ACEA E7'],
];

/**
 * 5W-30 is the grade most of the cars on the road take (VW, BMW and Mercedes long-life, PSA, GM,
 * Ford, Renault): a shop's oil shelf holds it first, so each 5W-30 approval weighs 2.7 against 1
 * for any other grade's (about three drawn oils in five are a 5W-30). One draw picks the grade.
 */
const OIL_GRADE_WEIGHTS: readonly number[] = OIL_GRADES.map(([grade]) => (grade === '5W-30' ? 2.7 : 1));
const OIL_GRADE_TOTAL = OIL_GRADE_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
function oilGradeOf(draw: number): readonly [string, string] {
  let left = draw * OIL_GRADE_TOTAL;
  for (const [i, weight] of OIL_GRADE_WEIGHTS.entries()) {
    left -= weight;
    if (left < 0) return OIL_GRADES[i]!;
  }
  return OIL_GRADES.at(-1)!;
}

function engineOil(input: PartInput): Criterion[] {
  const [grade, approval] = input.car?.oilGrade ? [input.car.oilGrade, input.car.oilApproval] : oilGradeOf(input.draw());
  return [
    { key: 'viscosity', value: grade },
    { key: 'volume', value: String(PACK_LITRES['Motoröl']![input.draw() < 0.25 ? 0 : input.draw() < 0.5 ? 1 : 2]), unit: 'l' },
    { key: 'specification', value: approval },
  ];
}

function battery(input: PartInput): Criterion[] {
  const ah = input.car?.batteryAh ?? among(input.engine, [44, 52, 60, 70, 74, 80, 95]);
  return [{ key: 'capacity', value: String(ah), unit: 'Ah' }, { key: 'cold_start_current', value: String(coldCrankingOf(ah)), unit: 'A' }, { key: 'voltage', value: '12', unit: 'V' },
    // The pole layout is the car's box: plus on the right on a European car (layout 0).
    word('polarity', input.car ? batteryPolarityOf(input.car) : byEngine(input, 5, ['right_plus', 'right_plus', 'left_plus'])), kg(Math.round(ah * 0.23 * 10) / 10),
    // The tray's technology and box (data/vehicle-keyed-parts.ts): a start-stop car's EFB or AGM, a Honda's JIS box.
    word('technology', input.car ? batteryTechnologyOf(input.car) : 'standard'), word('terminal_layout', input.car ? batteryBoxOf(input.car) : 'EN')];
}

/** The rear blade of a hatchback or estate: one length per generation. */
function rearWiperMm(input: PartInput): number {
  return input.car ? rearWiperMmOf(input.car.generation) : between(input.draw(), 280, 400, 10);
}

/** The rear blade's length of a generation. */
export function rearWiperMmOf(generation: string): number {
  let hash = 0;
  for (const char of generation) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return [280, 290, 300, 310, 330, 340, 350, 380, 400][hash % 9]!;
}

/** Wiper blades: long ones in front (sold singly or as a pair), one short blade at the rear. */
function wiper(input: PartInput): Criterion[] {
  const where = position(input, input.draw() < 0.75 ? 'front' : 'rear');
  if (where === 'rear') return [{ key: 'fitting_position', value: where }, mm('length', rearWiperMm(input)), word('blade_type', 'conventional'), pieces(1)];
  // A front set is the car's two blades: driver's and passenger's lengths, as the car has them.
  const [driver, passenger] = input.car?.wipersMm ?? [between(input.draw(), 500, 700, 25), between(input.draw(), 350, 500, 25)];
  return [
    { key: 'fitting_position', value: where }, mm('length', driver), ...(passenger !== driver ? [mm('length_passenger', passenger)] : []),
    word('blade_type', 'flat_blade'), pieces(passenger !== driver ? 2 : 1),
  ];
}

/** A flat-blade pair costs what two blades do, a single flat blade more than a rear one: the trade's list prices in cents. */
function wiperPrice(criteria: readonly Criterion[]): [number, number] {
  const value = (key: string) => criteria.find((c) => c.key === key)?.value;
  if (value('blade_type') !== 'flat_blade') return [600, 1800];
  return value('pieces') === '2' ? [1800, 4500] : [1100, 3000];
}

/** A thermostat's list price in cents: an insert costs a fraction of a unit with its housing (and often its sensor). */
const thermostatPrice = (criteria: readonly Criterion[]): [number, number] => (criteria.find((c) => c.key === 'with_housing')?.value === 'no' ? [800, 3500] : [2500, 9000]);

/** A shaft seal's bore and outside diameter, as one pair. */
const sealSize = ([bore, outside]: readonly [number, number]): Criterion[] => [mm('inner_diameter', bore), mm('outer_diameter', outside)];

/** The pressures a diesel's common-rail pump delivers, in bar. */
export const COMMON_RAIL_BAR = [1600, 1800, 2000, 2200, 2500] as const;

export const PART_TYPES: Record<string, PartType> = {
  // Filters
  'Ölfilter': { drawing: 'canfilter', fit: 'engine', price: [400, 2000], criteria: oilFilter },
  Luftfilter: { drawing: 'panelfilter', fit: 'engine', price: [800, 3200], criteria: airFilter },
  Kraftstofffilter: { drawing: 'canfilter', fit: 'engine', price: [800, 4500], criteria: fuelFilter },
  'Ölfilterdichtung': { drawing: 'oring', criteria: (input) => [mm('inner_diameter', byEngine(input, 1, [55, 62, 62, 71])), mm('thickness', byEngine(input, 3, [3, 4, 5])), material('rubber')] },
  'Kurbelgehäuseentlüftungsfilter': { drawing: 'panelfilter', criteria: (input) => [mm('height', byEngineBetween(input, 1, 40, 90)), mm('outer_diameter', byEngineBetween(input, 3, 50, 80)), material('plastic')] },
  Pollenfilter: { drawing: 'panelfilter', fit: 'series', price: [700, 2500], criteria: cabinFilter },
  Aktivkohlefilter: { drawing: 'panelfilter', fit: 'series', price: [1200, 3500], criteria: cabinFilter },
  'Biofunktionaler Innenraumfilter': { drawing: 'panelfilter', fit: 'series', price: [1200, 3500], criteria: cabinFilter },
  'Hydraulikfilter Automatikgetriebe': { drawing: 'panelfilter', criteria: (input) => [mm('length', byEngineBetween(input, 1, 180, 320)), mm('width', byEngineBetween(input, 3, 90, 180)), word('with_gasket', oneOf(input, ['yes', 'no']))] },
  'Hydraulikfilter Lenkung': { drawing: 'canfilter', criteria: (input) => [mm('height', byEngineBetween(input, 1, 60, 110)), mm('outer_diameter', byEngineBetween(input, 3, 40, 70))] },
  Harnstofffilter: { drawing: 'canfilter', fit: 'engine', fuel: 'diesel', price: [2500, 7000], criteria: (input) => [mm('height', byEngineBetween(input, 1, 80, 140)), mm('outer_diameter', byEngineBetween(input, 3, 50, 75))] },
  // Brakes
  // A premium or performance disc costs its class's price (data/price-bands.ts), a volume car's the kind's.
  Bremsscheiben: { drawing: 'disc', fit: 'size', price: [2000, 9000], priceFor: discPrice, priceBySize: true, criteria: brakeDisc },
  'Bremsbeläge': { drawing: 'pad', fit: 'size', price: [1500, 6000], priceBySize: true, criteria: brakePads },
  Bremssattel: { drawing: 'caliper', fit: 'size', price: [4500, 16000], priceBySize: true, criteria: caliper },
  'Verschleißanzeige Bremsbeläge': { drawing: 'pad', criteria: wearLead },
  'Bremssattel Reparatursatz': { drawing: 'caliper', criteria: caliperRepairKit },
  'Zubehörsatz Bremsbeläge': { drawing: 'pad', criteria: (input) => [fittingPosition(input), pieces(oneOf(input, [4, 6, 8]))] },
  Bremstrommel: { drawing: 'drum', fit: 'size', price: [2500, 8000], priceBySize: true, criteria: drum },
  Bremsbacken: { drawing: 'pad', fit: 'size', price: [1500, 5000], priceBySize: true, criteria: drum },
  Radbremszylinder: { drawing: 'caliper', criteria: (input) => {
    const at = word('fitting_position', 'rear');
    // The drum it is made for is printed beside the bore: the trade's 8-inch and 9-inch split.
    const drum = input.car?.rearDrumMm ? [mm('drum_diameter', input.car.rearDrumMm)] : [];
    return [at, ...carSized(input, 'Radbremszylinder', at, [mm('piston_diameter', oneOf(input, [17.46, 19.05, 20.64, 22.2]))]), ...drum, material(oneOf(input, ['cast_iron', 'aluminium']))];
  } },
  Bremsbackensatz: { drawing: 'pad', fit: 'size', price: [3500, 9000], priceBySize: true, criteria: drum },
  Bremsschlauch: { drawing: 'hose', fit: 'size', price: [600, 2500], criteria: (input) => {
    const at = fittingPosition(input);
    return [at, ...carSized(input, 'Bremsschlauch', at, [mm('length', between(input.draw(), 220, 480, 5)), { key: 'thread', value: oneOf(input, ['M10x1', '3/8"-24 UNF']) }])];
  } },
  Hauptbremszylinder: { drawing: 'caliper', criteria: (input) => [...carSized(input, 'Hauptbremszylinder', null, [mm('piston_diameter', oneOf(input, [20.64, 22.2, 23.81, 25.4]))]), material('aluminium')] },
  'Bremskraftverstärker': { drawing: 'drum', criteria: (input) => [...carSized(input, 'Bremskraftverstärker', null, [mm('diameter', oneOf(input, [203, 229, 254, 279]))]), word('operation', 'pneumatic')] },
  Bremsleitung: { drawing: 'hose', criteria: (input) => {
    const at = fittingPosition(input);
    return [at, ...carSized(input, 'Bremsleitung', at, [mm('length', oneOf(input, [300, 500, 750, 1000, 1500]))]), { key: 'thread', value: input.car ? brakeThreadOf(input.car.make) : 'M10x1' }];
  } },
  Bremslichtschalter: { drawing: 'sensor', criteria: (input) => [...carSized(input, 'Bremslichtschalter', null, [pins(input, [2, 4])]), word('operation', 'mechanical')] },
  // The cables from the equaliser to the rear wheels: the trade's handbrake cable is a rear part.
  Handbremsseil: {
    drawing: 'cable',
    criteria: (input) => {
      const at = fittingPosition(input, 'rear');
      return [at, side(input), ...carSized(input, 'Handbremsseil', at, [mm('length', between(input.own(), 900, 1800, 5))])];
    },
  },
  'ABS-Sensor': {
    drawing: 'sensor',
    criteria: (input) => {
      const at = fittingPosition(input);
      return [at, side(input), pins(input, [2]), ...carSized(input, 'ABS-Sensor', at, [mm('cable_length', between(input.own(), 300, 900, 10))])];
    },
  },
  'ABS-Ring': { drawing: 'bearing', criteria: (input) => [...carSized(input, 'ABS-Ring', null, [teeth(oneOf(input, [29, 43, 44, 48]))]), mm('inner_diameter', 60 + Math.min(input.step, 8) * 3)] },
  'Stellelement Feststellbremse': { drawing: 'unit', criteria: (input) => [{ key: 'fitting_position', value: 'rear' }, side(input), volts(), pins(input, [2])] },
  // Suspension and steering
  'Stoßdämpfer': { drawing: 'shock', fit: 'size', price: [3000, 15000], priceBySize: true, criteria: shock },
  Fahrwerksfeder: { drawing: 'spring', fit: 'size', price: [2000, 8000], priceBySize: true, criteria: spring },
  // A top mount costs what its car's class costs: a 911's is no small car's 14-euro mount (data/vehicle-keyed-parts.ts).
  'Federbeinstützlager': { drawing: 'mount', price: [1200, 16000], priceBySize: true, criteria: (input) => {
    const at = fittingPosition(input);
    return [at, ...carSized(input, 'Federbeinstützlager', at, [mm('inner_diameter', oneOf(input, [12, 14, 16]))]), material('rubber_metal')];
  } },
  'Staubschutzsatz Stoßdämpfer': { drawing: 'shock', criteria: (input) => [fittingPosition(input), pieces(oneOf(input, [2, 4]))] },
  'Gasfeder Heckklappe': { drawing: 'shock', criteria: (input) => carSized(input, 'Gasfeder Heckklappe', null, [mm('length', between(input.own(), 380, 620, 5)), force(between(input.own(), 300, 750, 10))]) },
  // Sold by car and axle, not by a pressure: the front's an air strut, the rear's the bellows (data/air-springs.ts).
  Luftfeder: { drawing: 'spring', criteria: (input) => { const where = fittingPosition(input); return [where, word('air_spring_type', airSpringDesignOf(where.value, input.car))]; } },
  Sportfahrwerk: { drawing: 'shock', criteria: (input) => [{ key: 'lowering', value: oneOf(input, ['30/30', '35/35', '40/30', '40/40', '50/40']), unit: 'mm' }, word('shock_type', 'gas_pressure')] },
  Querlenker: { drawing: 'joint', fit: 'size', price: [2500, 12000], priceBySize: true, criteria: (input) => [fittingPosition(input), side(input), ofCar(input, 'Querlenker', 'material', () => oneOf(input, ['steel', 'steel', 'aluminium']))] },
  Traggelenk: { drawing: 'joint', priceBySize: true, criteria: (input) => {
    const at = fittingPosition(input);
    return [at, side(input), ...carSized(input, 'Traggelenk', at, [mm('cone_size', oneOf(input, [16, 17.5, 18, 19]))])];
  } },
  Koppelstange: { drawing: 'joint', fit: 'size', price: [800, 3500], priceBySize: true, criteria: (input) => {
    const at = fittingPosition(input);
    return [at, ...carSized(input, 'Koppelstange', at, [mm('length', between(input.draw(), 180, 330, 5)), { key: 'thread', value: oneOf(input, ['M10x1.25', 'M12x1.5']) }])];
  } },
  Stabilisatorlager: { drawing: 'bush', criteria: (input) => {
    const at = fittingPosition(input);
    return [at, ...carSized(input, 'Stabilisatorlager', at, [mm('inner_diameter', between(input.own(), 18, 26))]), material('rubber')];
  } },
  Querlenkerlager: { drawing: 'bush', criteria: (input) => {
    const at = fittingPosition(input);
    return [at, ...carSized(input, 'Querlenkerlager', at, [mm('inner_diameter', oneOf(input, [10, 12, 14])), mm('outer_diameter', between(input.own(), 40, 70))]), material('rubber_metal')];
  } },
  'Achskörperlager': { drawing: 'bush', criteria: (input) => {
    const at = fittingPosition(input);
    return [at, ...carSized(input, 'Achskörperlager', at, [mm('inner_diameter', oneOf(input, [12, 14, 16])), mm('outer_diameter', between(input.own(), 60, 90))]), material('rubber_metal')];
  } },
  Radlagersatz: { drawing: 'bearing', fit: 'size', price: [2500, 12000], priceBySize: true, criteria: wheelBearing },
  // Its bolts and circle are the car's (data/wheel-hubs.ts), never a size step's.
  Radnabe: { drawing: 'bearing', criteria: (input) => [fittingPosition(input), ofCar(input, 'Radnabe', 'bolt_holes', () => (input.step <= 1 ? '4' : '5')), { ...ofCar(input, 'Radnabe', 'bolt_circle', () => (input.step <= 1 ? '100' : '112')), unit: 'mm' }, carSays(input, 'Radnabe', 'abs_ring', oneOf(input, ['yes', 'yes', 'no']))] },
  Radschraube: { drawing: 'bolt', fit: 'series', price: [150, 600], criteria: (input) => [{ key: 'thread', value: ((drawn) => (input.car ? wheelBoltThreadOf(input.car) : drawn))(among(input.draw(), ['M12x1.5', 'M14x1.5', 'M12x1.25'])) }, ...carSized(input, 'Radschraube', null, [mm('length', between(input.draw(), 24, 45)), mm('spanner_size', oneOf(input, [17, 17, 19]))])] },
  Spurstangenkopf: { drawing: 'joint', fit: 'series', price: [1200, 4500], priceBySize: true, criteria: (input) => {
    const at = fittingPosition(input, 'front');
    return [at, side(input), ...carSized(input, 'Spurstangenkopf', at, [{ key: 'thread', value: oneOf(input, ['M12x1.5', 'M14x1.5', 'M16x1.5']) }, mm('cone_size', oneOf(input, [12.7, 14.2, 16]))])];
  } },
  'Axialgelenk Spurstange': { drawing: 'joint', criteria: (input) => {
    const at = fittingPosition(input, 'front');
    return [at, side(input), ...carSized(input, 'Axialgelenk Spurstange', at, [{ key: 'thread', value: oneOf(input, ['M14x1.5', 'M16x1.5']) }, mm('length', between(input.own(), 180, 320, 5))])];
  } },
  Lenkgetriebe: { drawing: 'unit', priceBySize: true, criteria: (input) => [word('operation', input.car ? (hydraulicSteering(input.car) ? 'hydraulic' : 'electric') : oneOf(input, ['hydraulic', 'electric'])), word('steering', 'left_hand_drive')] },
  // An electro-hydraulic rack's pump unit is electric, an engine-driven system's is belt-driven.
  Servopumpe: { drawing: 'unit', priceBySize: true, criteria: (input) => [word('operation', input.car ? servoPumpOperationOf(input.car) : oneOf(input, ['hydraulic', 'hydraulic', 'electric'])), pressure(oneOf(input, [90, 100, 120]))] },
  'Faltenbalg Lenkung': { drawing: 'hose', criteria: (input) => [...carSized(input, 'Faltenbalg Lenkung', null, [mm('length', between(input.own(), 120, 200, 5)), mm('inner_diameter', oneOf(input, [12, 14, 16]))]), material('rubber')] },
  Spurstange: { drawing: 'joint', criteria: (input) => [side(input), ...carSized(input, 'Spurstange', null, [mm('length', between(input.own(), 250, 400, 5)), { key: 'thread', value: oneOf(input, ['M14x1.5', 'M16x1.5']) }])] },
  // Engine
  // One engine, one cam belt (data/timing-belts.ts): the bare belt, the kit and the kit with water pump carry the same belt and rollers.
  Zahnriemen: { drawing: 'belt', fit: 'engine', price: [1500, 5000], criteria: (input) => camBelt(input) },
  Zahnriemensatz: { drawing: 'belt', fit: 'engine', price: [5000, 15000], criteria: (input) => [...camBelt(input), pieces(1 + camBeltOf(input).rollers)] },
  'Zahnriemensatz mit Wasserpumpe': { drawing: 'belt', fit: 'engine', price: [9000, 25000], criteria: (input) => [...camBelt(input), pieces(2 + camBeltOf(input).rollers)] },
  Keilrippenriemen: { drawing: 'belt', fit: 'engine', price: [1000, 4000], criteria: ribbedBelt },
  Spannrolle: { drawing: 'bearing', criteria: (input) => [mm('outer_diameter', byEngineBetween(input, 1, 55, 80)), mm('width', byEngine(input, 3, [24, 26, 30]))] },
  Umlenkrolle: { drawing: 'bearing', criteria: (input) => [mm('outer_diameter', byEngineBetween(input, 1, 60, 76)), mm('width', byEngine(input, 3, [24, 26, 30])), material(oneOf(input, ['steel', 'plastic']))] },
  // One engine, one chain at each place (data/timing-chains.ts): the loose chain is the kit's chain.
  Steuerkette: { drawing: 'chain', criteria: (input) => timingChain(input) },
  Steuerkettensatz: { drawing: 'chain', criteria: (input) => [...timingChain(input), pieces(byEngine(input, 3, [5, 7, 9]))] },
  'Riemenscheibe Kurbelwelle': { drawing: 'drum', criteria: (input) => [mm('outer_diameter', byEngineBetween(input, 1, 140, 180)), ribsOf(input, [5, 6, 6, 7])] },
  // A head gasket and an oil pump grow with the engine: a 911's are not a 1.2's.
  Zylinderkopfdichtung: { drawing: 'gasket', price: [1500, 15000], priceBySize: true, criteria: (input) => [mm('thickness', byEngine(input, 1, [1.2, 1.4, 1.55, 1.65])), mm('diameter', boreOf(input)), material('multilayer_steel')] },
  Ventildeckeldichtung: { drawing: 'gasket', criteria: (input) => [material(byEngine(input, 1, ['rubber', 'rubber', 'silicone'])), pieces(byEngine(input, 3, [1, 1, 2]))] },
  'Ölwannendichtung': { drawing: 'gasket', criteria: (input) => [material(byEngine(input, 1, ['rubber', 'silicone', 'steel'])), mm('thickness', byEngine(input, 3, [1, 2, 3]))] },
  // A shaft seal's bore and outside diameter are one size pair: the outside is always the larger.
  'Wellendichtring Kurbelwelle': { drawing: 'seal', criteria: (input) => [...sealSize(byEngine(input, 1, [[38, 55], [40, 58], [42, 62], [85, 105], [90, 110]])), mm('width', byEngine(input, 5, [7, 8, 10])), material('rubber')] },
  'Wellendichtring Nockenwelle': { drawing: 'seal', criteria: (input) => [...sealSize(byEngine(input, 1, [[30, 42], [32, 47], [35, 50], [42, 55]])), mm('width', byEngine(input, 5, [6, 7, 8])), material('rubber')] },
  'Ölablassschraube': { drawing: 'bolt', criteria: (input) => [ofCar(input, 'Ölablassschraube', 'thread', () => byEngine(input, 1, ['M12x1.5', 'M14x1.5', 'M14x1.5', 'M16x1.5'])), mm('length', byEngine(input, 3, [12, 14, 16, 18])), mm('spanner_size', byEngine(input, 5, [13, 17, 17, 19]))] },
  'Dichtung Abgaskrümmer': { drawing: 'gasket', criteria: (input) => [material(byEngine(input, 1, ['multilayer_steel', 'steel'])), pieces(byEngine(input, 3, [1, 4]))] },
  Lambdasonde: { drawing: 'sensor', fit: 'engine', fuel: 'petrol', price: [3000, 15000], criteria: (input) => [mm('length', between(input.engine, 300, 900, 10)), pins(input, [4, 4, 5]), { key: 'thread', value: 'M18x1.5' }] },
  Luftmassenmesser: { drawing: 'sensor', fit: 'engine', price: [5000, 25000], priceBySize: true, criteria: (input) => [enginePins(input, [4, 5, 6]), mm('inner_diameter', byEngineBetween(input, 1, 60, 85))] },
  Nockenwellensensor: { drawing: 'sensor', criteria: (input) => positionSensor(input) },
  // A sensor's cable reaches from where the engine carries it to its harness: one length per car.
  Kurbelwellensensor: { drawing: 'sensor', criteria: (input) => [...positionSensor(input), mm('cable_length', byEngine(input, 17, [0, 250, 400, 600]))] },
  Klopfsensor: { drawing: 'sensor', criteria: (input) => [enginePins(input, [2, 3]), mm('cable_length', byEngine(input, 17, [0, 300, 450]))] },
  Drosselklappe: { drawing: 'sensor', criteria: (input) => [mm('inner_diameter', byEngineBetween(input, 1, 50, 70)), pins(input, [6]), word('operation', 'electric')] },
  // A vacuum-worked EGR valve states no connector: it has none (data/car-equipment.ts).
  'AGR-Ventil': { drawing: 'sensor', criteria: (input) => {
    const operation = input.car ? egrOperationOf(input.car) : oneOf(input, ['electric', 'pneumatic'] as const);
    return [word('operation', operation), ...(egrWithConnector(operation) ? carSized(input, 'AGR-Ventil', null, [pins(input, [4, 5, 6])]) : [])];
  } },
  // Its fitting is the engine maker's: the VW group's clip in (no thread), the others screw in (data/vehicle-keyed-parts.ts).
  'Kühlmitteltemperatursensor': { drawing: 'sensor', criteria: (input) => {
    const thread = input.car ? coolantSensorThreadOf(input.car) : oneOf(input, ['M12x1.5', 'clip-in']);
    return [...carSized(input, 'Kühlmitteltemperatursensor', null, [pins(input, [2, 3, 4])]), ...(thread === 'clip-in' ? [] : [{ key: 'thread', value: thread }])];
  } },
  // The switch's thread and switching pressure are its engine's oil gallery's; a manifold sensor reads the engine's boost range.
  'Öldruckschalter': { drawing: 'sensor', criteria: (input) => [{ key: 'thread', value: byEngine(input, 19, ['M12x1.5', 'M14x1.5']) }, pressure(byEngine(input, 23, oilSwitchRatingsOf(input.car?.fuel))), enginePins(input, [1, 2])] },
  Saugrohrdrucksensor: { drawing: 'sensor', criteria: (input) => [enginePins(input, [3, 4]), pressure(byEngine(input, 23, [2.5, 3]))] },
  Motorlager: { drawing: 'mount', criteria: (input) => [side(input), material(oneOf(input, ['rubber_metal', 'rubber_metal', 'hydraulic']))] },
  Getriebelager: { drawing: 'mount', criteria: (input) => [side(input), material('rubber_metal')] },
  // An engine's oil pump is driven by its crankshaft; none of the base's engines has an electric one.
  'Ölpumpe': { drawing: 'unit', price: [5000, 38000], priceBySize: true, criteria: (input) => [word('operation', 'mechanical'), pressure(byEngine(input, 3, [3.5, 4, 5]))] },
  'Ölwanne': { drawing: 'gasket', criteria: (input) => [material(byEngine(input, 1, ['steel', 'aluminium'])), volume(byEngine(input, 3, [3.5, 4, 4.5, 5.5]))] },
  // Intake or exhaust only on a twin-cam head; a single-cam engine's one camshaft has no side (data/engine-build.ts).
  Nockenwelle: { drawing: 'joint', criteria: (input) => [...(input.car && camshaftsOf(input.car) === 1 ? [] : [word('valve_side', oneOf(input, ['intake', 'exhaust']))]), mm('length', byEngineBetween(input, 1, 380, 560, 5))] },
  'Hydrostößel': { drawing: 'tappet', criteria: (input) => [mm('outer_diameter', input.car ? tappetOf(input.car).outerDiameterMm : byEngine(input, 1, [12, 35])), mm('height', byEngineBetween(input, 3, 24, 36)), pieces(TAPPET_PIECES)] },
  // One ring set per cylinder: a three-cylinder H4D takes three.
  Kolbenringe: { drawing: 'bearing', criteria: (input) => [mm('diameter', boreOf(input)), pieces(input.car ? ringSetsOf(input.car) : byEngine(input, 3, [3, 4]))] },
  // A turbo grows with the engine: a 1.2's is not a 3.0's.
  // Every turbo here is an exhaust-gas turbo: its sheet states the boost, not an "electric" operation that reads as an electric compressor.
  Turbolader: { drawing: 'unit', fit: 'engine', price: [40000, 150000], priceBySize: true, criteria: (input) => [pressure(byEngine(input, 1, [1.2, 1.5, 1.8, 2.2]))] },
  Ladeluftschlauch: { drawing: 'hose', criteria: (input) => [mm('inner_diameter', byEngine(input, 1, [45, 50, 55, 60])), mm('length', between(input.own(), 150, 500, 5)), material(oneOf(input, ['rubber', 'silicone']))] },
  // Ignition and glow plugs
  'Zündkerzen': { drawing: 'plug', fit: 'engine', fuel: 'petrol', price: [350, 1200], criteria: sparkPlug },
  'Zündspule': { drawing: 'plug', fit: 'engine', fuel: 'petrol', price: [2500, 9000], criteria: (input) => [enginePins(input, [3, 4]), volts(), { key: 'coil_type', value: input.car ? ignitionCoilOf(input.car) : byEngine(input, 1, ['pencil', 'pencil', 'block']) }] },
  // One lead per cylinder: a four-cylinder's set has four.
  'Zündkabelsatz': { drawing: 'hose', fit: 'engine', fuel: 'petrol', price: [2000, 6000], criteria: (input) => [pieces(input.car ? ignitionLeadsOf(input.car) : byEngine(input, 1, [4, 5, 6])), mm('length', byEngineBetween(input, 3, 350, 800, 10))] },
  'Zündverteiler': { drawing: 'plug', fit: 'engine', fuel: 'petrol', price: [6000, 20000], criteria: (input) => [{ key: 'cylinders', value: String(byEngine(input, 1, [4, 4, 6])) }, word('operation', 'hall')] },
  'Glühkerzen': { drawing: 'glowplug', fit: 'engine', fuel: 'diesel', price: [800, 3000], criteria: glowPlug },
  'Glühzeitsteuergerät': { drawing: 'sensor', fit: 'engine', fuel: 'diesel', price: [3000, 12000], criteria: (input) => [volts(), ...carSized(input, 'Glühzeitsteuergerät', null, [pins(input, [6, 8, 10])])] },
  // Cooling, air conditioning, heating
  // An electric water pump is a plastic and aluminium unit; a belt-driven one's impeller is plastic, steel or cast iron.
  Wasserpumpe: { drawing: 'unit', fit: 'engine', price: [3000, 12000], priceBySize: true, criteria: (input) => {
    const operation = carSays(input, 'Wasserpumpe', 'operation', byEngine(input, 1, ['mechanical', 'mechanical', 'electric'])).value;
    return [word('operation', operation), material(operation === 'electric' ? 'plastic' : byEngine(input, 3, ['plastic', 'steel', 'cast_iron'])), word('with_gasket', 'yes')];
  } },
  'Kühler': { drawing: 'radiator', fit: 'engine', price: [6000, 25000], priceBySize: true, criteria: (input) => [...panelFilter([500, 350, 16], [720, 480, 34])(input), material('aluminium')] },
  Thermostat: { drawing: 'sensor', priceFor: thermostatPrice, criteria: (input) => [temperature(Number(carSays(input, 'Thermostat', 'opening_temperature', String(input.car ? byEngine(input, 1, THERMOSTAT_OPENINGS_C) : byEngine(input, 1, [...THERMOSTAT_OPENINGS_C, MAP_THERMOSTAT_C]))).value)), carSays(input, 'Thermostat', 'with_housing', oneOf(input, ['yes', 'no'])), word('with_gasket', 'yes')] },
  'Kühlerschlauch': { drawing: 'hose', criteria: (input) => [...placed(input, 'Kühlerschlauch', null, [mm('inner_diameter', oneOf(input, [18, 25, 32, 35])), mm('length', between(input.own(), 200, 650, 5))]), material('rubber')] },
  'Ausgleichsbehälter': { drawing: 'bottle', criteria: (input) => [volume(oneOf(input, [1.5, 2, 2.5])), word('with_cap', oneOf(input, ['yes', 'no'])), material('plastic')] },
  'Kühlerlüfter': { drawing: 'unit', criteria: (input) => [mm('diameter', byEngine(input, 1, [290, 340, 380, 400])), watts(byEngine(input, 3, [200, 250, 300, 400, 600])), volts()] },
  'Visko-Kupplung': { drawing: 'drum', criteria: (input) => [mm('diameter', byEngineBetween(input, 1, 130, 180)), word('operation', byEngine(input, 3, ['mechanical', 'electric']))] },
  // A plate-stack oil cooler on the filter housing, not a radiator (data/engine-equipment.ts).
  'Ölkühler': { drawing: 'radiator', criteria: (input) => [...panelFilter([OIL_COOLER_MM.length[0], OIL_COOLER_MM.width[0], OIL_COOLER_MM.height[0]], [OIL_COOLER_MM.length[1], OIL_COOLER_MM.width[1], OIL_COOLER_MM.height[1]])(input), material('aluminium')] },
  'Ladeluftkühler': { drawing: 'radiator', criteria: (input) => [...panelFilter([500, 150, 50], [720, 300, 90])(input), material('aluminium')] },
  // A hybrid's or electric car's compressor is driven by the traction battery: no pulley, no 12 V clutch (data/engine-equipment.ts).
  Klimakompressor: { drawing: 'unit', fit: 'engine', price: [25000, 80000], priceBySize: true, criteria: (input) => (input.car && electricCompressor(input.car) ? [refrigerant(input), word('operation', 'electric')] : [refrigerant(input), volts(), ribsOf(input, [4, 6, 6, 7])]) },
  Klimakondensator: { drawing: 'radiator', criteria: (input) => [...panelFilter([550, 350, 12], [700, 450, 20])(input), refrigerant(input)] },
  'Trockner Klimaanlage': { drawing: 'canfilter', criteria: (input) => [refrigerant(input), ...carSized(input, 'Trockner Klimaanlage', null, [mm('height', between(input.own(), 150, 280, 5))])] },
  Expansionsventil: { drawing: 'sensor', criteria: (input) => [refrigerant(input)] },
  Verdampfer: { drawing: 'radiator', criteria: (input) => [...panelFilter([200, 180, 40], [300, 250, 80])(input), refrigerant(input)] },
  'Innenraumgebläse': { drawing: 'unit', criteria: (input) => [volts(), ...carSized(input, 'Innenraumgebläse', null, [watts(oneOf(input, [150, 180, 250, 300]))])] },
  'Vorwiderstand Gebläse': { drawing: 'sensor', criteria: (input) => [volts(), ...carSized(input, 'Vorwiderstand Gebläse', null, [pins(input, [2, 4, 5, 6])])] },
  'Wärmetauscher': { drawing: 'radiator', criteria: (input) => [...panelFilter([150, 140, 26], [250, 220, 42])(input), material('aluminium')] },
  Standheizung: { drawing: 'unit', criteria: (input) => [{ key: 'wattage', value: oneOf(input, ['4', '5']), unit: 'kW' }, volts(), word('fuel_type', (input.car && heaterFuelOf(input.car)) ?? oneOf(input, ['petrol', 'diesel']))] },
  // Exhaust: a silencer, like a body panel or a lamp, is priced by the car's class (an X5's rear box is not a compact's).
  'Endschalldämpfer': { drawing: 'muffler', priceBySize: true, criteria: (input) => [...carSized(input, 'Endschalldämpfer', null, [mm('length', between(input.own(), 500, 1200, 10))]), mm('inner_diameter', byEngine(input, 1, [45, 50, 55, 60])), material(oneOf(input, ['aluminised_steel', 'stainless_steel']))] },
  Mittelschalldämpfer: { drawing: 'muffler', priceBySize: true, criteria: (input) => [...carSized(input, 'Mittelschalldämpfer', null, [mm('length', between(input.own(), 800, 1600, 10))]), mm('inner_diameter', byEngine(input, 1, [45, 50, 55, 60])), material(oneOf(input, ['aluminised_steel', 'stainless_steel']))] },
  'Vorschalldämpfer': { drawing: 'muffler', priceBySize: true, criteria: (input) => [...carSized(input, 'Vorschalldämpfer', null, [mm('length', between(input.own(), 600, 1300, 10))]), mm('inner_diameter', byEngine(input, 1, [45, 50, 55, 60])), material('aluminised_steel')] },
  Abgasrohr: { drawing: 'muffler', criteria: (input) => [...placed(input, 'Abgasrohr', null, [mm('length', between(input.own(), 400, 1500, 10))]), mm('inner_diameter', byEngine(input, 1, [45, 50, 55, 60])), material('aluminised_steel')] },
  Flexrohr: { drawing: 'hose', criteria: (input) => [mm('inner_diameter', byEngine(input, 1, [45, 50, 55, 60])), ...carSized(input, 'Flexrohr', null, [mm('length', oneOf(input, [100, 150, 200, 250]))]), material('stainless_steel')] },
  'Halter Abgasanlage': { drawing: 'gasket', criteria: (input) => [material('rubber'), mm('length', oneOf(input, [60, 75, 90]))] },
  'Rohrverbinder Abgasanlage': { drawing: 'gasket', criteria: (input) => [mm('inner_diameter', byEngine(input, 1, [45, 50, 55, 60])), ...placed(input, 'Rohrverbinder Abgasanlage', null, [mm('length', oneOf(input, [70, 90, 125]))]), material('stainless_steel')] },
  Katalysator: { drawing: 'muffler', fit: 'engine', price: [15000, 80000], priceBySize: true, criteria: (input) => [word('emission_class', input.car ? emissionClassOf(input.car) : byEngine(input, 1, ['Euro 4', 'Euro 5', 'Euro 6'])), ...carSized(input, 'Katalysator', null, [mm('length', between(input.own(), 300, 700, 10))])] },
  'Rußpartikelfilter': { drawing: 'muffler', fit: 'engine', fuel: 'diesel', price: [30000, 150000], priceBySize: true, criteria: (input) => [word('emission_class', input.car ? emissionClassOf(input.car) : byEngine(input, 1, ['Euro 5', 'Euro 6'])), ...carSized(input, 'Rußpartikelfilter', null, [material(oneOf(input, ['silicon_carbide', 'cordierite']))]), ...carSized(input, 'Rußpartikelfilter', null, [mm('length', between(input.own(), 400, 900, 10))])] },
  Abgasdrucksensor: { drawing: 'sensor', criteria: (input) => [pins(input, [3]), pressure(byEngine(input, 23, [1, 2.5]))] },
  Abgastemperatursensor: { drawing: 'sensor', criteria: (input) => [pins(input, [2]), ...carSized(input, 'Abgastemperatursensor', null, [mm('cable_length', between(input.own(), 300, 900, 10))]), { key: 'thread', value: 'M14x1.5' }] },
  // Clutch and drive shafts
  // A clutch grows with the car, and its price with it: a 1.2's kit is not a 2.0's.
  Kupplungssatz: { drawing: 'clutch', fit: 'engine', price: [10000, 40000], priceBySize: true, criteria: (input) => [mm('diameter', clutchMm(input)), teeth(between((input.engine * 3) % 1, 20, 24)), pieces(oneOf(input, [2, 3]))] },
  'Kupplungsscheibe': { drawing: 'clutchdisc', fit: 'engine', price: [4000, 15000], priceBySize: true, criteria: (input) => [mm('diameter', clutchMm(input)), teeth(between((input.engine * 3) % 1, 20, 24))] },
  Kupplungsdruckplatte: { drawing: 'pressureplate', price: [5000, 20000], priceBySize: true, criteria: (input) => [mm('diameter', clutchMm(input))] },
  'Ausrücklager': { drawing: 'bearing', criteria: (input) => [word('operation', byEngine(input, 1, ['mechanical', 'hydraulic']))] },
  'Zweimassenschwungrad': { drawing: 'drum', fit: 'engine', price: [25000, 80000], criteria: (input) => [teeth(byEngine(input, 1, [129, 132, 135, 160])), mm('diameter', clutchMm(input))] },
  Kupplungsgeberzylinder: { drawing: 'caliper', criteria: (input) => [...carSized(input, 'Kupplungsgeberzylinder', null, [mm('piston_diameter', oneOf(input, [15.87, 19.05, 20.64]))]), material('plastic')] },
  Kupplungsnehmerzylinder: { drawing: 'caliper', criteria: (input) => [...carSized(input, 'Kupplungsnehmerzylinder', null, [mm('piston_diameter', oneOf(input, [19.05, 20.64, 22.2]))]), ...carSized(input, 'Kupplungsnehmerzylinder', null, [material(oneOf(input, ['plastic', 'aluminium']))])] },
  Kupplungsseil: { drawing: 'cable', criteria: (input) => carSized(input, 'Kupplungsseil', null, [mm('length', between(input.own(), 700, 1200, 5))]) },
  Antriebswelle: {
    drawing: 'driveshaft',
    priceBySize: true,
    criteria: (input) => {
      const at = fittingPosition(input);
      return [at, side(input), ...carSized(input, 'Antriebswelle', at, [mm('length', between(input.own(), 450, 950, 5)), teeth(oneOf(input, [22, 25, 26, 33]))])];
    },
  },
  Achsmanschette: {
    drawing: 'hose',
    criteria: (input) => {
      const at = fittingPosition(input);
      const sized = [mm('inner_diameter', oneOf(input, [22, 24, 25, 28])), mm('outer_diameter', oneOf(input, [75, 80, 87, 90]))];
      const boot = material(oneOf(input, ['rubber', 'thermoplastic']));
      return [at, ...placed(input, 'Achsmanschette', at, sized), boot];
    },
  },
  'Gelenksatz Antriebswelle': {
    drawing: 'cvjoint',
    criteria: (input) => {
      const at = fittingPosition(input);
      return [at, ...carSized(input, 'Gelenksatz Antriebswelle', at, [teeth(oneOf(input, [22, 25, 27, 33])), mm('outer_diameter', oneOf(input, [75, 80, 87, 94]))])];
    },
  },
  Schaltseil: { drawing: 'cable', criteria: (input) => carSized(input, 'Schaltseil', null, [mm('length', between(input.own(), 900, 1600, 5))]) },
  // One propshaft per vehicle and drive: its length is the car's wheelbase's, not the engine's.
  Kardanwelle: { drawing: 'driveshaft', priceBySize: true, criteria: (input) => [mm('length', input.car ? propshaftMm(input.car) : between(input.own(), 1200, 1900, 10))] },
  'Getriebeölwechselsatz': { drawing: 'bottle', criteria: (input) => [...carSized(input, 'Getriebeölwechselsatz', null, [volume(oneOf(input, [5, 6, 7, 8]))]), { key: 'specification', value: input.car ? gearboxOilOf(input.car) : oneOf(input, ['ATF Dexron VI', 'ATF MB 236.14', 'VW G 052 182']) }] },
  // Electrics
  Starterbatterie: { drawing: 'battery', fit: 'engine', electric: true, price: [6000, 20000], criteria: battery },
  Anlasser: { drawing: 'unit', fit: 'engine', price: [10000, 40000], priceBySize: true, criteria: (input) => [{ key: 'wattage', value: input.car ? starterKwOf(input.car) : among(input.engine, ['1.1', '1.4', '1.7', '2.0', '2.2']), unit: 'kW' }, volts(), teeth(byEngine(input, 3, [9, 10, 11, 12]))] },
  Lichtmaschine: { drawing: 'unit', fit: 'engine', price: [12000, 45000], priceBySize: true, criteria: (input) => [{ key: 'capacity', value: input.car ? alternatorAmpsOf(input.car) : among(input.engine, ['90', '120', '140', '150', '180']), unit: 'A' }, volts('14'), ribsOf(input, [5, 6, 6, 7])] },
  Generatorregler: { drawing: 'sensor', fit: 'engine', criteria: (input) => [volts('14.5'), ...carSized(input, 'Generatorregler', null, [pins(input, [2, 3])])] },
  Generatorfreilauf: { drawing: 'bearing', fit: 'engine', criteria: (input) => [ribsOf(input, [5, 6, 6, 7]), ...carSized(input, 'Generatorfreilauf', null, [mm('outer_diameter', oneOf(input, [49, 50, 52, 54]))])] },
  Fensterheberschalter: { drawing: 'sensor', criteria: (input) => [side(input), pins(input, [4, 6, 10])] },
  Lenkstockschalter: {
    drawing: 'sensor',
    // The connector is the model's for the version the cruise-control label names; the label is drawn after the pins, as it always was.
    criteria: (input) => {
      const drawn = pins(input, [8, 10, 12]);
      const cruise = word('with_cruise_control', oneOf(input, ['yes', 'no']));
      return [...carSized(input, 'Lenkstockschalter', null, [drawn], cruise.value), cruise];
    },
  },
  'Rückfahrlichtschalter': { drawing: 'sensor', criteria: (input) => [pins(input, [2]), ...carSized(input, 'Rückfahrlichtschalter', null, [{ key: 'thread', value: oneOf(input, ['M14x1.5', 'M18x1.5']) }])] },
  'Relais Kraftstoffpumpe': { drawing: 'sensor', criteria: (input) => [volts(), ...carSized(input, 'Relais Kraftstoffpumpe', null, [pins(input, [4, 5])])] },
  'Zündschloss': { drawing: 'sensor', criteria: (input) => carSized(input, 'Zündschloss', null, [pins(input, [5, 6, 8])]) },
  Fensterheber: { drawing: 'unit', criteria: (input) => [windowPosition(input), side(input), word('operation', (input.car && windowWinderOf(input.car)) ?? oneOf(input, ['electric', 'electric', 'manual']))] },
  Fensterhebermotor: { drawing: 'unit', criteria: (input) => [windowPosition(input), side(input), volts(), ...carSized(input, 'Fensterhebermotor', null, [pins(input, [2, 6])])] },
  'Zentralverriegelung Stellelement': { drawing: 'sensor', criteria: (input) => [doorPosition(input), side(input), ...carSized(input, 'Zentralverriegelung Stellelement', null, [pins(input, [5, 6, 8])])] },
  'Einparkhilfe Sensor': { drawing: 'sensor', criteria: (input) => [parkingSensorPosition(input), surface(oneOf(input, ['primed', 'black'])), pins(input, [3])] },
  Hupe: { drawing: 'unit', criteria: (input) => [{ key: 'frequency', value: String(oneOf(input, [335, 410, 420, 500])), unit: 'Hz' }, volts()] },
  // Lights
  // A headlamp grows with the car: an S-Klasse's LED unit is not a Panda's.
  Hauptscheinwerfer: { drawing: 'headlamp', fit: 'series', price: [8000, 60000], priceBySize: true, criteria: (input) => [side(input), word('light_technology', input.car ? lightTechnologyOf(input.car) : oneOf(input, ['halogen', 'halogen', 'xenon', 'led'])), word('with_leveling_motor', oneOf(input, ['yes', 'no'])), ...faceliftCriteria('Hauptscheinwerfer', input.car, input.own())] },
  Heckleuchte: { drawing: 'headlamp', priceBySize: true, criteria: (input) => [side(input), ofCar(input, 'Heckleuchte', 'light_technology', () => oneOf(input, ['bulb', 'led']))] },
  Nebelscheinwerfer: { drawing: 'headlamp', priceBySize: true, criteria: (input) => [side(input), ...carSized(input, 'Nebelscheinwerfer', null, [{ key: 'lamp_type', value: oneOf(input, ['H8', 'H11', 'HB4']) }])] },
  // An indicator is LED on the generations whose lamps are (data/car-equipment.ts), a WY5W or PY21W bulb's on the others.
  Blinkleuchte: { drawing: 'headlamp', criteria: (input) => {
    const technology = ofCar(input, 'Blinkleuchte', 'light_technology', () => oneOf(input, ['bulb', 'bulb', 'led']));
    return [side(input), technology, { key: 'lamp_type', value: technology.value === 'led' ? 'LED' : oneOf(input, ['WY5W', 'PY21W']) }];
  } },
  Kennzeichenleuchte: { drawing: 'headlamp', criteria: (input) => [ofCar(input, 'Kennzeichenleuchte', 'light_technology', () => oneOf(input, ['bulb', 'led'])), pieces(oneOf(input, [1, 2]))] },
  Tagfahrleuchte: { drawing: 'headlamp', criteria: (input) => [side(input), word('light_technology', 'led'), volts()] },
  Leuchtweitenregulierung: { drawing: 'sensor', criteria: (input) => [volts(), ...carSized(input, 'Leuchtweitenregulierung', null, [pins(input, [3, 4])])] },
  // Body
  'Außenspiegel': { drawing: 'box', priceBySize: true, criteria: (input) => [side(input), carSays(input, 'Außenspiegel', 'operation', oneOf(input, ['electric', 'electric', 'manual'])), carSays(input, 'Außenspiegel', 'heated', oneOf(input, ['yes', 'no'])), surface(oneOf(input, ['primed', 'black']))] },
  Spiegelglas: { drawing: 'box', criteria: (input) => {
    const at = side(input);
    return [at, carSays(input, 'Spiegelglas', 'heated', oneOf(input, ['yes', 'no'])), word('mirror_glass', mirrorGlassOf(at.value, oneOf(input, ['convex', 'aspherical'])))];
  } },
  'Abdeckung Außenspiegel': { drawing: 'box', criteria: (input) => [side(input), surface(oneOf(input, ['primed', 'black', 'chrome']))] },
  'Stoßstange': { drawing: 'box', priceBySize: true, criteria: (input) => [fittingPosition(input), surface(oneOf(input, ['primed', 'black'])), word('with_parking_sensor_holes', oneOf(input, ['yes', 'no'])), ...faceliftCriteria('Stoßstange', input.car, input.own())] },
  'Kotflügel': { drawing: 'box', priceBySize: true, criteria: (input) => [fittingPosition(input, 'front'), side(input), surface('primed'), ofCar(input, 'Kotflügel', 'material', () => 'steel')] },
  Motorhaube: { drawing: 'box', priceBySize: true, criteria: (input) => [surface('primed'), ofCar(input, 'Motorhaube', 'material', () => oneOf(input, ['steel', 'steel', 'aluminium']))] },
  'Kühlergrill': { drawing: 'radiator', priceBySize: true, criteria: (input) => [surface(oneOf(input, ['black', 'chrome', 'primed'])), ...faceliftCriteria('Kühlergrill', input.car, input.own())] },
  'Türgriff': { drawing: 'box', criteria: (input) => [doorPosition(input), side(input), surface(oneOf(input, ['primed', 'black', 'chrome']))] },
  'Motorhaubendämpfer': { drawing: 'shock', criteria: (input) => carSized(input, 'Motorhaubendämpfer', null, [mm('length', between(input.own(), 250, 480, 5)), force(between(input.own(), 150, 450, 10))]) },
  Radlaufschale: { drawing: 'box', criteria: (input) => [fittingPosition(input), side(input), material('plastic')] },
  Unterfahrschutz: { drawing: 'box', criteria: (input) => [material(oneOf(input, ['plastic', 'plastic', 'aluminium']))] },
  Scheibenwischer: { drawing: 'wiper', fit: 'series', price: [800, 4000], priceFor: wiperPrice, criteria: wiper },
  Wischermotor: {
    drawing: 'unit',
    criteria: (input) => {
      const at = fittingPosition(input);
      return [at, volts(), ...carSized(input, 'Wischermotor', at, [pins(input, [4, 5])])];
    },
  },
  Waschwasserpumpe: { drawing: 'unit', criteria: (input) => [volts(), pins(input, [2]), ...carSized(input, 'Waschwasserpumpe', null, [word('pump_outlets', oneOf(input, ['1', '2']))])] },
  // A single rear arm sits on the tailgate's centre line and has no hand (data/trade-norms.ts); the front arms are a pair.
  Wischerarm: {
    drawing: 'wiper', criteria: (input) => {
      const at = fittingPosition(input);
      return [at, ...(sidedAt('Wischerarm', at.value) ? [side(input)] : []), mm('length', between(input.own(), 400, 600, 5))];
    },
  },
  'Waschwasserdüse': { drawing: 'sensor', criteria: (input) => [word('heated', oneOf(input, ['yes', 'no'])), pieces(oneOf(input, [1, 2]))] },
  // Fuel
  // A fuel system runs at one pressure: its pump and its regulator are made for it.
  Kraftstoffpumpe: { drawing: 'unit', criteria: (input) => [word('operation', 'electric'), pressure(byEngine(input, 11, [3, 3.5, 4, 5])), volts()] },
  'Einspritzdüse': { drawing: 'plug', fit: 'engine', price: [10000, 40000], priceBySize: true, criteria: (input) => [ofCar(input, 'Einspritzdüse', 'injection_system', () => byEngine(input, 1, ['common_rail', 'common_rail', 'petrol_direct', 'port_injection'])), pins(input, [2])] },
  // A diesel's common-rail pump: 1,600 to 2,500 bar (200 and 350 bar are a petrol direct injection's, which the rules keep it off).
  Hochdruckpumpe: { drawing: 'unit', fit: 'engine', price: [30000, 120000], priceBySize: true, criteria: (input) => [{ ...carSays(input, 'Hochdruckpumpe', 'pressure', String(byEngine(input, 1, COMMON_RAIL_BAR))), unit: 'bar' }, word('operation', 'mechanical')] },
  Tankgeber: {
    drawing: 'sensor',
    // The connector is the tank's for the version the label names (the sender alone or with its pump); the label is drawn after the pins, as it always was.
    criteria: (input) => {
      const drawn = pins(input, [3, 4, 5]);
      const pump = word('with_fuel_pump', oneOf(input, ['yes', 'no']));
      return [...carSized(input, 'Tankgeber', null, [drawn], pump.value), pump];
    },
  },
  Tankdeckel: { drawing: 'gasket', criteria: (input) => [word('lockable', oneOf(input, ['yes', 'no'])), ...carSized(input, 'Tankdeckel', null, [mm('outer_diameter', oneOf(input, [60, 64, 69]))])] },
  Kraftstoffdruckregler: { drawing: 'sensor', criteria: (input) => [pressure(byEngine(input, 11, [3, 3.5, 4]))] },
  // Oils and fluids
  'Motoröl': { drawing: 'bottle', fit: 'series', price: [650, 1300], criteria: engineOil },
  'Getriebeöl': { drawing: 'bottle', fit: 'series', price: [900, 2500], criteria: fluid(['API GL-4 75W-90', 'API GL-5 75W-90', 'API GL-4 75W-80'], PACK_LITRES['Getriebeöl']!) },
  'Automatikgetriebeöl': { drawing: 'bottle', fit: 'series', price: [1000, 2500], criteria: fluid(['ATF Dexron VI', 'ATF Dexron III', 'ATF MB 236.14'], PACK_LITRES['Automatikgetriebeöl']!) },
  'Hydrauliköl': { drawing: 'bottle', fit: 'series', price: [800, 2200], criteria: fluid(['CHF 11S', 'DIN 51524'], PACK_LITRES['Hydrauliköl']!) },
  'Zweitaktöl': { drawing: 'bottle', fit: 'series', price: [600, 1500], criteria: fluid(['JASO FD', 'API TC'], PACK_LITRES['Zweitaktöl']!) },
  'Bremsflüssigkeit': { drawing: 'bottle', fit: 'series', price: [600, 2000], criteria: fluid(['DOT 4', 'DOT 4 LV', 'DOT 5.1'], PACK_LITRES['Bremsflüssigkeit']!) },
  'Kühlerfrostschutz': { drawing: 'bottle', fit: 'series', price: [300, 800], criteria: fluid(['G12++', 'G13', 'G11'], PACK_LITRES['Kühlerfrostschutz']!) },
  Scheibenreiniger: { drawing: 'bottle', fit: 'series', price: [200, 600], criteria: fluid(['-20 °C', '-30 °C', '-40 °C'], PACK_LITRES['Scheibenreiniger']!) },
  AdBlue: { drawing: 'bottle', fit: 'series', price: [150, 300], criteria: fluid(['ISO 22241'], PACK_LITRES['AdBlue']!) },
  Kraftstoffadditiv: { drawing: 'bottle', price: [2000, 5000], criteria: (input) => [volume(oneOf(input, PACK_LITRES.Kraftstoffadditiv!)), word('fuel_type', oneOf(input, ['petrol', 'diesel']))] },
  // Accessories and tools
  'Glühlampe Hauptscheinwerfer': { drawing: 'bulb', fit: 'series', price: [300, 2500], criteria: headlampBulb },
  'Glühlampe Blinkleuchte': { drawing: 'bulb', fit: 'series', price: [150, 900], criteria: indicatorBulb },
  'Xenon-Brenner': { drawing: 'bulb', fit: 'series', price: [4000, 15000], criteria: xenon },
  // A retrofit daytime-light set (Osram LEDDRL…) is a universal pair, not a bulb: its criteria are the set's, the lamp draw kept (data/retrofit-lights.ts).
  'LED-Lampe': { drawing: 'bulb', fit: 'series', price: [500, 4000], criteria: (input) => ((bulb) => (retrofitDaytimeSet(input.number) ? [...RETROFIT_DAYTIME_CRITERIA] : bulb))(led(input)) },
  // The square drive follows the range (data/tool-sizes.ts): no 1/4" wrench to 340 Nm.
  'Drehmomentschlüssel': { drawing: 'box', criteria: (input) => {
    const range = oneOf(input, TORQUE_RANGES);
    return [{ key: 'torque_range', value: torqueRangeText(range), unit: 'Nm' }, { key: 'drive_size', value: torqueWrenchDrive(range.toNm) }];
  } },
  'Ölfilterschlüssel': { drawing: 'canfilter', criteria: (input) => [{ key: 'diameter_range', value: oneOf(input, ['60–80', '65–120', '76–96']), unit: 'mm' }, { key: 'drive_size', value: oneOf(input, ['3/8"', '1/2"']) }] },
  Wagenheber: { drawing: 'box', criteria: (input) => [{ key: 'load_capacity', value: oneOf(input, ['1.5', '2', '2.5', '3']), unit: 't' }, mm('lifting_height', oneOf(input, [350, 385, 420, 500]))] },
  // A charger's voltages and current are one model's, drawn together (data/trade-norms.ts).
  'Batterieladegerät': {
    drawing: 'charger', criteria: (input) => {
      const charger = oneOf(input, chargerModelsFor(input.brand));
      return [{ key: 'voltage', value: charger.voltage, unit: 'V' }, { key: 'charging_current', value: String(charger.current), unit: 'A' }];
    },
  },
  Starthilfekabel: { drawing: 'hose', criteria: (input) => [mm('length', oneOf(input, [3000, 3500, 4500, 5000])), { key: 'cross_section', value: String(oneOf(input, [16, 25, 35])), unit: 'mm²' }] },
  Autopolitur: { drawing: 'bottle', price: [2000, 4000], criteria: (input) => [volume(oneOf(input, PACK_LITRES.Autopolitur!))] },
  Felgenreiniger: { drawing: 'bottle', price: [1000, 2500], criteria: (input) => [volume(oneOf(input, PACK_LITRES.Felgenreiniger!))] },
  Warndreieck: { drawing: 'box', criteria: () => [{ key: 'specification', value: 'ECE R27' }] },
  Verbandkasten: { drawing: 'box', criteria: () => [{ key: 'specification', value: 'DIN 13164:2022' }] },
  'Fußmatten': { drawing: 'box', criteria: (input) => [material(oneOf(input, ['textile', 'rubber'])), pieces(oneOf(input, [2, 4, 5]))] },
  Schneeketten: { drawing: 'box', criteria: (input) => [{ key: 'tyre_size', value: oneOf(input, ['185/65 R15', '195/65 R15', '205/55 R16', '225/45 R17']) }, mm('thickness', oneOf(input, [7, 9, 12]))] },
};

/** Packs are priced per litre (their `price` is per litre): the article's list price follows from it and its size. */
export const PRICED_PER_LITRE = new Set(Object.keys(PACK_LITRES));

/** Fit of the part types not listed, by their root: wheel-end roots by size, engine roots by engine. */
export const FIT_BY_ROOT: Record<string, PartType['fit']> = {
  brake: 'size', suspension: 'size', filter: 'engine', engine: 'engine', spark: 'engine', cooling: 'engine', clutch: 'engine', fuel: 'engine', exhaust: 'engine',
};
