/**
 * What a car is built with, as the parts trade knows it by generation and engine family: its rear
 * axle, ignition, exhaust gas recirculation, fuel pump control, ignition switch and steering assist.
 * The fitment rules (fitment-rules.ts) keep parts off the cars that have no place for them.
 */
import type { CarFacts } from './fitment-rules';
import { bodyOfName } from './installed-parts';
import { startsWithoutLockCylinder, vanSteeringAssist, wearContactOfPlatform } from './generation-equipment';

/**
 * A twist-beam (torsion-beam) rear axle, whose anti-roll bar is the beam itself or sits inside it:
 * no rear coupling rods or bar bushes. Every front-drive PSA, Renault, Dacia and Fiat but the large
 * multi-link ones (407, 508 I, 607, C5, C6), and the small and compact front-drive generations named.
 * Front-drive Golfs, Focuses, Octavias and the longitudinal makes keep their multi-link axles.
 */
const TWIST_BEAM_MAKES = new Set(['Peugeot', 'Citroën', 'DS', 'Renault', 'Dacia', 'Fiat']);
const MULTI_LINK_OF_TWIST_BEAM_MAKES = /^(Peugeot (407|508 I\b|607)|Citroën (C5|C6)|Renault Espace|Fiat (Freemont|Fullback))/;
const TWIST_BEAM_GENERATIONS = /^(VW (Polo|up!|Fox|T-Cross|Caddy)|Skoda (Fabia|Citigo|Kamiq|Scala|Roomster)|Seat (Ibiza|Mii|Arona)|Audi A1|Opel (Corsa|Adam|Karl|Meriva|Astra|Zafira|Combo|Crossland|Mokka)|Ford (Fiesta|Ka|B-Max|EcoSport|Ecosport|Puma|Tourneo Courier|Transit Courier)|Toyota (Yaris|Aygo|iQ)|Hyundai (I 10|I 20|i10|i20|ix20|Bayon)|Kia (Picanto|RIO|Rio|Venga|Stonic)|Nissan (Micra|Note|Juke)|Suzuki (Swift|Ignis|Celerio)|Smart forfour|Mazda 2|Honda Jazz|Mitsubishi Space Star)\b/;
/**
 * The MQB compacts split their rear axle by power: the weaker front-drive types ride on a twist beam,
 * the stronger and the four-wheel-driven ones on the multi-link axle (Golf VII and A3 8V below
 * 92 kW, Leon III below 90, Octavia III and IV up to 110, Golf VIII, Leon IV and A3 8Y below 110).
 * Ford's Focus IV hatch does the same below 110 kW; a front-drive T-Roc always rides on the beam.
 */
const POWER_SPLIT_REAR_AXLE: readonly (readonly [RegExp, number])[] = [
  [/^(VW Golf VII\b|Audi A3 8V)/, 92],
  [/^Seat Leon III\b/, 90],
  [/^Skoda Octavia III\b/, 111],
  [/^VW Golf VIII\b/, 110],
  [/^(Seat Leon IV|Audi A3 8Y)\b/, 110],
  [/^Skoda Octavia IV\b/, 111],
  [/^Ford Focus IV\b/, 110],
  [/^VW T-Roc\b/, Infinity],
];
const powerSplitTwistBeam = (car: CarFacts): boolean => {
  const split = POWER_SPLIT_REAR_AXLE.find(([generation]) => generation.test(car.generation));
  return split !== undefined && (car.kw ?? 0) > 0 && (car.kw ?? 0) < split[1] && !/\b(4Motion|4MOTION|quattro|4x4|4Drive)\b/.test(car.typeName);
};
export const twistBeamRear = (car: CarFacts, rearDriven: boolean): boolean => !rearDriven
  && ((TWIST_BEAM_MAKES.has(car.make) && !MULTI_LINK_OF_TWIST_BEAM_MAKES.test(car.generation)) || TWIST_BEAM_GENERATIONS.test(car.generation) || powerSplitTwistBeam(car));

/**
 * A rear axle sprung by torsion bars, not coil springs: PSA's trailing-arm axles with transverse torsion
 * bars (Peugeot 106, 206 and 206+, 306, Partner I; Citroën Saxo, Xsara, Xsara Picasso, Berlingo I) and
 * Renault's Clio II, Kangoo I and Mégane I / Scénic I. Their rear ride height is set on the bars: no rear
 * coil spring to change. Their successors (207, 307, C3 I on, Partner II, Clio III, Kangoo II) have coil springs.
 */
const TORSION_BAR_REAR_GENERATIONS = /^(Peugeot (106|206|306|Partner I)\b|Citroën (Saxo|Xsara|Berlingo I)\b|Renault (Clio II|Kangoo I|Mégane I|Scénic I)\b)/;
export const rearCoilSprings = (car: Pick<CarFacts, 'generation'>): boolean => !TORSION_BAR_REAR_GENERATIONS.test(car.generation);

/**
 * An external EGR valve: every diesel; of the petrols only the families built with one (Opel's Ecotec
 * XEP/XE, VW's FSI, Toyota's and Lexus' hybrid Atkinson engines, Mazda's SKYACTIV-G). PSA's and BMW's
 * EP6 "Prince" (VTi, THP), the other aspirated petrols and the charged ones recirculate through their
 * camshaft timing and have no valve to change.
 */
const EGR_PETROL_CODES = /^(Z1[0246]XEP|Z1[68]XE|BAG|BLF|BLP|BKG|AXW|BVY|BVZ|[12]ZR-FXE|2AR-FXE|M20A-FXS|M15A-FXE|1NZ-FXE)$/;
export function egrValve(car: CarFacts): boolean {
  if (car.fuel === 'diesel') return true;
  if (car.fuel !== 'petrol') return false;
  if (EGR_PETROL_CODES.test(car.engineCode)) return true;
  return !car.engineCode && (/SKYACTIV[ -]?G/i.test(car.typeName) || (['Toyota', 'Lexus'].includes(car.make) && car.hybridDrive !== 'none'));
}

/**
 * How the EGR valve is worked, which its engine decides: the diesels of the 1990s and early 2000s by
 * vacuum (VW's pump-nozzle TDIs, Mercedes' OM611-OM647, BMW's M47 and M57), every later one and every
 * petrol's electrically (Mercedes' OM651, the common-rail TDIs, Renault's K9K, PSA's DV).
 */
const PNEUMATIC_EGR_CODES = /^(A[A-Z]{2}|B[A-Z]{2}|OM6(11|12|13|46|47)\w*|M47\w*|M57\w*)$/;
const VW_GROUP = new Set(['VW', 'Audi', 'Skoda', 'Seat', 'Cupra']);
export function egrOperationOf(car: CarFacts): 'electric' | 'pneumatic' {
  if (car.fuel !== 'diesel') return 'electric';
  if (car.engineCode) return PNEUMATIC_EGR_CODES.test(car.engineCode) && (VW_GROUP.has(car.make) || !/^[AB][A-Z]{2}$/.test(car.engineCode)) ? 'pneumatic' : 'electric';
  return car.typeStart < 2008 ? 'pneumatic' : 'electric';
}

/**
 * Whether an EGR valve so worked plugs into the engine's harness: an electric valve carries its motor's and
 * position sensor's connector (four to six pins); a vacuum valve (a pump-nozzle TDI's, an M47's) is opened by
 * the vacuum hose from its pressure converter and has no connector to state.
 */
export const egrWithConnector = (operation: string | undefined): boolean => operation === 'electric';

/**
 * A coil pack with ignition leads: Ford's Sigma and Duratec-HE (1.25 to 2.0 aspirated, up to the
 * Focus III), Renault's 8-valve K7J, K7M and D7F, PSA's TU 8-valve (1.1, 1.4),
 * Fiat's FIRE 8-valve, VW's 1.6 8-valve (BGU, BSE, BSF, ALZ) and 1.4 16V BKY. Every other engine of the
 * base has a coil on each plug (pencil coils, as Renault's 1.2 16V D4F and D4Ft) or a cassette on the plugs (Opel's Ecotec, PSA's TU5 16V): no leads.
 */
const LEADS_CODES = /^(BGU|BSE|BSF|ALZ|BKY|K7[JM]|D7F|HF[VX]|KF[VW]|169A4000|187A1000|188A4000|ASDA|HWDA|HXDA|QQDB|AOBA)$/;
const FORD_LEADS_NAME = /^(1\.25|1\.4|1\.6|1\.6 Ti-VCT|1\.8|2\.0)$/;
export function ignitionLeads(car: CarFacts): boolean {
  if (car.fuel !== 'petrol') return false;
  if (car.engineCode) return LEADS_CODES.test(car.engineCode);
  return car.make === 'Ford' && car.generationStart < 2017 && FORD_LEADS_NAME.test(car.typeName);
}

/** An ignition coil as the engine takes it: one block (a coil pack with leads, or a cassette on the plugs) or a pencil coil on each plug. */
const CASSETTE_CODES = /^([ABZ]\d\dX[EL].|KFU|NFU)$/;
export const ignitionCoilOf = (car: CarFacts): 'block' | 'pencil' => (ignitionLeads(car) || CASSETTE_CODES.test(car.engineCode) ? 'block' : 'pencil');

/**
 * A fuel pump relay: generations before 2012, BMW, Mini and Mercedes before 2004. Later ones (and
 * those) drive the pump through a control module (BMW's EKP, Mercedes' pump control unit, VW's J538, Ford's FPDM).
 */
export const fuelPumpRelay = (car: CarFacts): boolean => car.fuel !== 'electric' && car.generationStart < (['BMW', 'Mini', 'Mercedes-Benz'].includes(car.make) ? 2004 : 2012);

/**
 * A key turned in an ignition lock: not on the generations that start by a button (the key a radio
 * fob): BMW and Mini from 2004 (E87, E90, R56 on), Mercedes from 2014 (W205, W213, W177, W247, V167),
 * Volvo from 2015, Porsche from 2019, Jaguar and Land Rover from 2012, every Tesla; Audi, Honda, Toyota, Hyundai and Kia from 2020.
 */
const BUTTON_START_FROM: Record<string, number> = {
  BMW: 2004, Mini: 2004, 'Mercedes-Benz': 2014, Volvo: 2015, Porsche: 2019, Jaguar: 2012, 'Land Rover': 2012, Tesla: 0,
  // Audi from the A3 8Y; the Japanese and Korean makes' current generations (CR-V, Yaris IV, Tucson, Sportage) start by a button on every trim.
  Audi: 2020, Honda: 2020, Toyota: 2020, Lexus: 2012, Hyundai: 2020, Kia: 2020,
};
// Renault's cards, the VW group's key slots and the button-started generations per generation: data/generation-equipment.ts.
export const keyIgnition = (car: CarFacts): boolean => car.generationStart < (BUTTON_START_FROM[car.make] ?? 9999) && !startsWithoutLockCylinder(car);

/**
 * How the steering is assisted: by an engine-driven hydraulic pump, by an electrically driven pump
 * on a hydraulic rack (electro-hydraulic: Ford's Focus II, C-Max I and Kuga I, Opel's Astra H and
 * Zafira B, PSA's 207, 307, 308 I, 3008 I, 5008 I, C4 I, C4 Picasso I and Berlingo II/Partner II,
 * the Polo IV and Fabia I-II), or electromechanically: from 2010 on every new platform, earlier on
 * PQ35, PQ25, PQ46 and the generations named (Clio III, Twingo II, Mégane II and III, Corsa D, Fiesta VI,
 * Yaris II, Auris I, fortwo 451, Qashqai J10, Mini R56, C3 II); electric cars always.
 */
const ELECTRIC_STEERING_PLATFORMS = new Set(['PQ35', 'PQ25', 'PQ46', 'Fiat Mini']);
const ELECTRIC_STEERING_GENERATIONS = /^(Renault (Clio III|Mégane II|Mégane III|Scénic II|Scénic III|Twingo II)|Opel Corsa D|Ford Fiesta VI|Toyota (Yaris II|Auris I)|Smart fortwo 451|Nissan Qashqai J10|Mini Mini R56|Citroën C3 II)\b/;
const ELECTRO_HYDRAULIC_GENERATIONS = /^(Ford (Focus II|C-Max I|Kuga I)|Opel (Astra H|Zafira B)|Peugeot (207|307|308 I|3008 I|5008 I|Partner II)|Citroën (C4 I|C4 Picasso I|Berlingo II)|VW Polo IV|Skoda Fabia (I|II)|Seat (Ibiza III|Cordoba II))\b/;
export function steeringAssistOf(car: CarFacts): 'hydraulic' | 'electro-hydraulic' | 'electric' {
  // The vans that kept a pump after 2010 (Trafic III, Primastar, Duster I): data/generation-equipment.ts.
  const van = car.fuel === 'electric' ? null : vanSteeringAssist(car);
  if (van) return van;
  if (car.fuel === 'electric' || car.generationStart >= 2010 || ELECTRIC_STEERING_PLATFORMS.has(car.platform) || ELECTRIC_STEERING_GENERATIONS.test(car.generation)) return 'electric';
  return ELECTRO_HYDRAULIC_GENERATIONS.test(car.generation) ? 'electro-hydraulic' : 'hydraulic';
}

/**
 * Hand-built and track cars the aftermarket makes no chassis parts for: Ferrari, Lamborghini, McLaren,
 * Bugatti, Rolls-Royce, Bentley, Aston Martin, and Porsche's GT and RS types (their dampers and links
 * come from the maker only).
 */
export const HAND_BUILT_MAKES = new Set(['Ferrari', 'Lamborghini', 'McLaren', 'Bugatti', 'Rolls-Royce', 'Bentley', 'Aston Martin']);
export const handBuilt = (car: CarFacts): boolean => HAND_BUILT_MAKES.has(car.make) || (car.make === 'Porsche' && /\b(GT[234]|RS|SPYDER)\b/i.test(car.typeName));

/**
 * Electric pad-wear sensors, by make: the German and Swedish premium makes, the VW group, the French and
 * Italian makes and the British ones fit them; Ford's C1 cars, Dacia and the Japanese, Korean and US makes
 * warn by an acoustic tab on the pad instead. PSA, Renault, Opel, Fiat and the VW group's volume makes
 * (VW, Skoda, Seat, Cupra) have the sensor on the front pads only.
 */
const WEAR_SENSOR_MAKES = new Set(['Audi', 'BMW', 'Mini', 'Mercedes-Benz', 'Smart', 'Porsche', 'Volvo', 'Jaguar', 'Land Rover', 'VW', 'Skoda', 'Seat', 'Cupra', 'Renault', 'Alpine', 'Peugeot', 'Citroën', 'DS', 'Opel', 'Fiat', 'Alfa Romeo', 'Lancia', 'Maserati', 'Ferrari', 'Lamborghini', 'Bentley', 'Rolls-Royce', 'Aston Martin', 'McLaren']);
const FRONT_WEAR_SENSOR_MAKES = new Set(['VW', 'Skoda', 'Seat', 'Cupra', 'Renault', 'Alpine', 'Peugeot', 'Citroën', 'DS', 'Opel', 'Fiat', 'Lancia']);
// Where makes share a platform the axle decides, not the badge (data/generation-equipment.ts): an A3 8V's rear pads are a Golf VII's.
export const padWearSensor = (car: Pick<CarFacts, 'make' | 'platform' | 'generation'>, axle: 'front' | 'rear'): boolean =>
  wearContactOfPlatform(car, axle) ?? (WEAR_SENSOR_MAKES.has(car.make) && (axle === 'front' || !FRONT_WEAR_SENSOR_MAKES.has(car.make)));

/**
 * A pad-wear sensor's lead runs from the pad to its plug on the strut or the body, as long as the platform's axle
 * wants it: one length per platform and axle (every MQB compact's front lead is a Golf VII's), never three lengths
 * for one car's front pads.
 */
const WEAR_LEAD_MM: Readonly<Record<'front' | 'rear', readonly number[]>> = { front: [95, 120, 150, 250], rear: [250, 320, 815] };
export function wearLeadMmOf(car: Pick<CarFacts, 'platform'>, axle: 'front' | 'rear'): number {
  let h = 2166136261;
  for (const char of `${car.platform}/${axle}`) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  const lengths = WEAR_LEAD_MM[axle];
  return lengths[h % lengths.length]!;
}

/**
 * Air springs on both axles as standard, no coil spring to sell: Porsche's Turbo types of the Cayenne,
 * Panamera and Taycan, Mercedes' S-Klasse, EQS, GLS and Maybach, Audi's A8 and e-tron, BMW's 7er, X7, i7,
 * the Range Rover (not the Evoque or Velar), the Discovery 5, Tesla's Model S and X and the Phaeton. Audi's
 * RS e-tron GT rides on three-chamber adaptive air suspension as standard, as the Taycan Turbo on the same J1
 * platform does; the e-tron GT quattro on steel springs with adaptive dampers, air at extra cost.
 * The other air-sprung generations (data: fitment-rules AIR_SUSPENSION) offer it as an option and keep coil springs.
 */
const STANDARD_AIR_GENERATIONS = /^(Mercedes-Benz (S-Klasse|EQS|GLS|Maybach)|Audi (A8|e-tron(?! GT)|Q8 e-tron)|BMW (7er|X7|i7)|Land Rover (Range Rover(?! (Evoque|Velar))|Discovery (5|V)\b)|Tesla Model (S|X)|VW Phaeton)\b/;
export const standardAirSprings = (car: Pick<CarFacts, 'make' | 'generation' | 'typeName'>): boolean => STANDARD_AIR_GENERATIONS.test(car.generation)
  || (car.make === 'Porsche' && /\b(Cayenne|Panamera|Taycan)\b/.test(car.generation) && /\bTurbo\b/i.test(car.typeName))
  || (car.make === 'Audi' && /\be-tron GT\b/i.test(car.generation) && /^RS\b/.test(car.typeName))
  // A Panamera hybrid carries its battery's weight on adaptive air suspension as standard; the Panamera 4 on steel springs does not.
  || (car.make === 'Porsche' && /\bPanamera\b/.test(car.generation) && /\bHybrid\b/i.test(car.typeName));

/**
 * A brake master cylinder and a brake booster sold as parts of their own: not on Alfa Romeo's Giulia
 * and Stelvio, whose Continental integrated brake system (IBS) is master cylinder, booster and ESC in
 * one unit that only the maker supplies.
 */
const INTEGRATED_BRAKE_GENERATIONS = /^Alfa Romeo (Giulia|Stelvio)\b/;
/** The Range Rover of 2022 (L460, MLA-Flex) brakes by wire: its integrated brake unit is master cylinder and booster in one, from Land Rover only. */
const BRAKE_BY_WIRE_RANGE_ROVER = (car: Pick<CarFacts, 'generation' | 'generationStart'>) => /^Land Rover Range Rover( L460)?$/.test(car.generation) && car.generationStart >= 2022;
export const separateMasterCylinder = (car: Pick<CarFacts, 'generation' | 'generationStart'>): boolean =>
  !INTEGRATED_BRAKE_GENERATIONS.test(car.generation) && !BRAKE_BY_WIRE_RANGE_ROVER(car);

/**
 * A battery the aftermarket sells: not for the exotic supercars (Ferrari, McLaren, Lamborghini but
 * the Urus), which carry the maker's own lightweight AGM or lithium battery, bought from the maker.
 */
export const aftermarketBattery = (car: Pick<CarFacts, 'make' | 'generation'>): boolean =>
  !(['Ferrari', 'McLaren'].includes(car.make) || (car.make === 'Lamborghini' && !/\bUrus\b/.test(car.generation)));

/**
 * A belt-driven alternator: not on a hybrid of any kind (a mild hybrid's belt or integrated
 * starter-generator, a full or plug-in hybrid's motor-generator charge the battery), nor on Mercedes'
 * generations from 2020 and types from 2021, whose M254, M256, OM654M and OM656M carry a 48 V
 * starter-generator (EQ Boost) even where the type is not sold as a hybrid.
 */
export const beltAlternator = (car: Pick<CarFacts, 'make' | 'fuel' | 'hybridDrive' | 'generationStart' | 'typeStart'>): boolean => car.fuel !== 'electric' && car.hybridDrive === 'none'
  && !(car.make === 'Mercedes-Benz' && (car.generationStart >= 2020 || car.typeStart >= 2021));

/**
 * A toothed ABS ring on the driveshaft or hub: the generations before the wheel bearing carried a
 * magnetic encoder (from about 2008; the VW group's PQ35 and PQ46 from 2003, BMW from 2004, Mercedes
 * from 2007). Electric cars never had one.
 */
const ENCODER_BEARING_FROM: Record<string, number> = { BMW: 2004, Mini: 2006, 'Mercedes-Benz': 2007 };
export const absToneRing = (car: Pick<CarFacts, 'make' | 'fuel' | 'platform' | 'generationStart'>): boolean => car.fuel !== 'electric'
  && !['PQ35', 'PQ46', 'PQ25'].includes(car.platform) && car.generationStart < (ENCODER_BEARING_FROM[car.make] ?? 2008);

/**
 * Rear drums the base records no size for: the Corsa D but its OPC and GSi, the Yaris II and III but the 1.8,
 * every Dacia but the Duster II 4x4, which brakes its rear with discs. The value is the drum's diameter in mm.
 */
export function factoryRearDrumMm(car: Pick<CarFacts, 'make' | 'generation' | 'typeName'>): number | null {
  if (/^Opel Corsa D\b/.test(car.generation)) return /\b(OPC|GSi|1\.6)\b/.test(car.typeName) ? null : 200;
  // The Yaris XP9 and XP13 brake their rear wheels with 200 mm drums; only the 1.8 (TS, GRMN) has rear discs.
  if (/^Toyota Yaris (II|III)\b/.test(car.generation)) return /\b(1\.8|TS|GRMN)\b/.test(car.typeName) ? null : 200;
  // The i10 III (AC3) brakes its rear wheels with 8-inch (203 mm) drums on every type, the 1.0 T-GDi N Line too.
  if (/^Hyundai i ?10\b/i.test(car.generation)) return 203;
  // The Tipo (356) 1.0 FireFly brakes its rear on 228 mm drums; the 1.6 MultiJet and the 1.5 hybrid on discs.
  if (/^Fiat Tipo\b/.test(car.generation) && /\b1\.0\b/.test(car.typeName)) return 228;
  if (car.make !== 'Dacia') return null;
  if (/^Dacia Duster II\b/.test(car.generation) && /\b(4x4|4WD)\b/i.test(car.typeName)) return null;
  return /^Dacia (Duster|Jogger|Lodgy|Dokker|Bigster)\b/.test(car.generation) ? 228 : 203;
}

/**
 * A passenger car's rear drum where the van on its platform brakes with the larger one: the Mégane II
 * and III and the Scénic II and III that have rear drums take the 203 mm (8 inch) drum, the Kangoo II
 * van on the same platform its 228 mm (9 inch) drum. A drum, its shoes and its wheel cylinder follow it.
 */
export const passengerRearDrumMm = (car: Pick<CarFacts, 'generation'>): number | null => (/^Renault (Mégane|Scénic|Grand Scénic) (II|III)\b/.test(car.generation) ? 203 : null);

/**
 * Rear brakes that changed within a generation: the Zoe braked its rear wheels with 203 mm drums
 * until 2019 (R240, R90, the first R110); the ZE50 from 2019 (R135 and the R110 built on to 2024)
 * has 260 mm rear discs. A type built into the ZE50's years is sold with the ZE50's brakes.
 */
export function phaseRearBrake(car: Pick<CarFacts, 'generation' | 'typeStart' | 'typeEnd'>): { rearDiscMm: number; rearDrumMm: number } | null {
  if (!/^Renault Zoe\b/.test(car.generation)) return null;
  return car.typeStart >= 2019 || (car.typeEnd ?? Infinity) > 2019 ? { rearDiscMm: 260, rearDrumMm: 0 } : { rearDiscMm: 0, rearDrumMm: 203 };
}

/**
 * A separate daytime running lamp: on generations from 2011 (ECE R48 made it law for new types; a 206 has none), and not
 * where the headlamp carries it, as every LED headlamp and the premium makes' headlamps from 2012 do (BMW, Mini, Mercedes,
 * Audi, Porsche, Volvo, Jaguar, Land Rover, Tesla).
 */
const DRL_IN_HEADLAMP_MAKES = new Set(['BMW', 'Mini', 'Mercedes-Benz', 'Audi', 'Porsche', 'Volvo', 'Jaguar', 'Land Rover', 'Tesla']);
const DAYTIME_LAMP_FROM = 2011;
export const separateDaytimeLamp = (car: Pick<CarFacts, 'make' | 'headlamp' | 'generationStart'>): boolean => car.generationStart >= DAYTIME_LAMP_FROM && car.headlamp !== 'LED' && !(DRL_IN_HEADLAMP_MAKES.has(car.make) && car.generationStart >= 2012);

/**
 * A mechanical brake-light switch on the pedal: electric cars from 2019 sense the pedal's travel on
 * their electric brake booster (VW's MEB, Tesla, the e-boosters of the current EVs) and switch the lamps by it.
 */
export const brakeLightSwitch = (car: Pick<CarFacts, 'make' | 'fuel' | 'generationStart'>): boolean => car.fuel !== 'electric' || (car.generationStart < 2019 && car.make !== 'Tesla');

/**
 * A hydraulic steering reservoir with a filter the trade sells: the longitudinal and premium makes
 * (BMW, Mercedes, Audi, Porsche, VW, Volvo, Jaguar, Land Rover). PSA's, Renault's, Opel's, Ford's and the
 * Asian makes' reservoirs have a strainer that is not a service part.
 */
const STEERING_FILTER_MAKES = new Set(['BMW', 'Mini', 'Mercedes-Benz', 'Audi', 'Porsche', 'VW', 'Volvo', 'Jaguar', 'Land Rover']);
export const steeringFilter = (car: Pick<CarFacts, 'make'>): boolean => STEERING_FILTER_MAKES.has(car.make);

/**
 * Rear doors, which rear door locks and handles sit in (window regulators follow windingRearWindows: a
 * four-seat cabriolet's rear windows wind without a rear door): not on the
 * two-door generations (the fortwo, roadsters, the 911, Boxster and Cayman, TT, R8, SL and SLK, the
 * 2er and 4er coupés, the Z4, the Fiat 500 and the three-door-only cars named), nor on a type whose
 * name gives a coupé, cabriolet or roadster body, but a four-door coupé's (CLS, CLA, A7, Panamera).
 */
const TWO_DOOR_GENERATIONS = /^(Smart fortwo|BMW (Z4|Z3|i8|M2|2er (Coup|G42)|4er (Coup|Cabrio)|8er (Coup|Cabrio))|Porsche (911|Boxster|Cayman|718)|Audi (TT|R8)|Mercedes-Benz (SL\b|SLK|SLC|AMG GT(?! 4)|CLK)|Fiat 500(?![LX])|Abarth|Mazda MX-5|Toyota (GT86|GR86|Supra)|Alpine|Ferrari|Lamborghini (?!Urus)|McLaren|VW (Scirocco|Eos|Beetle|New Beetle)|Peugeot RCZ|Opel (Cascada|Adam|Tigra)|Renault (Twizy|Wind)|Ford Mustang|Jaguar F-Type|Lotus)/;
const FOUR_DOOR_COUPES = /^(Mercedes-Benz (CLS|CLA)|Audi A7|Porsche Panamera)/;
/**
 * Types built in one three-door body only, though their generation mixes bodies: the Mégane III's RS
 * (250, 265, 275 Trophy) was built as the Coupé alone, with no rear door and fixed rear quarter windows.
 */
const THREE_DOOR_ONLY_TYPES: readonly (readonly [RegExp, RegExp])[] = [[/^Renault Mégane III\b/, /\bRS\b/]];
export const threeDoorOnly = (car: Pick<CarFacts, 'generation' | 'typeName'>): boolean => THREE_DOOR_ONLY_TYPES.some(([generation, type]) => generation.test(car.generation) && type.test(car.typeName));
export function rearDoors(car: Pick<CarFacts, 'generation' | 'typeName'>): boolean {
  if (TWO_DOOR_GENERATIONS.test(car.generation) || threeDoorOnly(car)) return false;
  const body = bodyOfName(car.typeName);
  return !(/^(coupe|cabrio|roadster|spider|targa)$/.test(body) && !FOUR_DOOR_COUPES.test(car.generation));
}
/** The parts of a door that a rear door has its own of (its window's regulator apart: windingRearWindows). */
export const REAR_DOOR_KINDS: readonly string[] = ['Zentralverriegelung Stellelement', 'Türgriff'];
/** How fuel reaches the cylinders, which decides the injectors a car takes (or none, electric). */
export type InjectionSystem = 'common_rail' | 'unit_injector' | 'petrol_direct' | 'port_injection';

/**
 * The VW group's pump-nozzle (Pumpe-Düse) TDIs: the four- and five-cylinder diesels of the 2000s (codes A… and B…;
 * without a code, types before 2008) inject by a unit injector on each cylinder, not from a rail. Their V6 TDIs (2.7, 3.0)
 * and every TDI coded C… or D… (EA189, EA288) are common-rail engines.
 */
/**
 * The A… and B… TDIs and SDIs that feed from a distributor pump, not from unit injectors: the 1.9 TDI of the Golf IV
 * and Octavia I (ALH, AGR, AHF, ASV, AHH, AHU, AFN, AVG, ALE), the 1.9 SDI (ASY, AQM, AGP, AYQ), the
 * T4's 2.5 R5 (ACV, AJT, AHY, AXG, AXL) on a VE pump, and the 2.5 V6 TDI (AFB, AKN, AKE, AYM, BAU, BDG, BDH, BCZ, BFC) on a
 * VP44 radial pump. The unit-injector ones begin with the ATD, AXR, ASZ, AJM, ARL and AMF (then BKC, BXE, BLS, BKD ...).
 */
const VW_DISTRIBUTOR_PUMP_CODES = /^(ALH|AGR|AHF|ASV|AHH|AHU|AFN|AVG|ALE|ASY|AQM|AGP|AYQ|ACV|AJT|AHY|AXG|AXL|AFB|AKN|AKE|AYM|BAU|BDG|BDH|BCZ|BFC)\b/;
export function vwPumpNozzle(car: Pick<CarFacts, 'make' | 'ccm' | 'typeStart'> & { engineCode?: string }): boolean {
  if (!VW_GROUP.has(car.make) || car.ccm >= 2600) return false;
  if (car.engineCode && VW_DISTRIBUTOR_PUMP_CODES.test(car.engineCode)) return false;
  return car.engineCode ? /^[AB][A-Z]{2}\b/.test(car.engineCode) : car.typeStart < 2008;
}

/**
 * Petrol engines that inject into the cylinder (each injector a Bosch 0 261 500 … HDEV): the VW group's FSI, TSI and TFSI,
 * BMW's and Mini's N13, N14, N18, N20, N43, N53-N63 and B38/B48/B58, Mercedes' CGI and M270 onwards, PSA's THP and turbo
 * PureTech (EB2DT/ADT/DTS), Renault's 1.2 and 1.3 TCe (H5F, H5H), Opel's SIDI (A16XHT, B10XF., B14XF., F12SH.), Nissan's DIG-T,
 * Hyundai's and Kia's GDI and T-GDI, Toyota's D-4T and D-4S (8NR-FTS, M15A-FKS, M20A, A25A), Ford's EcoBoost, Mazda's
 * SKYACTIV-G, Volvo's Drive-E (every Volvo petrol from 2014: B3, B4, B5, T2-T8), Porsche's from 2008. The others (MPI, SCe,
 * VTi, 16V, Ti-VCT, VVT-i, FIRE, TwinAir, TCe 90/100 H4B/H4D, the 1.4 and 1.6 Turbo A14NET and A16LET, the Kompressor and
 * the power-split hybrids' Atkinson engines) inject into the intake port.
 */
const DIRECT_PETROL_CODES = /^(B3[68]|B4[68]|B58|N1[348]B|N20|N43|N5[345]|N63|S5[58]|M2(5[46]|6[04]|7[04]|82)\b|M271 DE|5FV|EB2A?DTS?\b|HNZ|H5[FH]|[HM]R\d\dDDT|HRA2DDT|G3LC|G4F[DJ]|G4L[DEH]|8NR-FTS|M15A-FKS|M20A|A25A|A16XHT|B1[04]XF[LT]|[DF]12SH[LT]|BAG|BLF|BLP|AXW|BVY|BVZ|BKG)/;
const PORT_PETROL_CODES = /^(M266|M271 E|M281|3B21|N4[56]|N52|N12|N16|H4[BDJM]|K4[JM]|K7[JM]|D[47]F|B4D|EB2FA?\b|HMZ|ZMZ|[58]FS|5FW|KF[UVW]|NFU|HF[VX]|[ABZ]\d\dX[EL]|A1[46]NE[LT]|A16LET|Z16YNG|G4(FA|FC|KD|LC)|[12]KR|[12]NR-F[EK]|[12]ZR|2SZ|4ZZ|1NZ|M15A-FXE|HR16DE|MR20DE|169A|187A|188A|312A|ALT|ALZ|AOBA|ASDA|HWDA|HXDA|QQDB|AWY|AZQ|BBM|BZG|CGP|BGU|BSE|BSF|BKY|BUD|BXW|CGGA|CHY|BFB|BDW)/;
const DIRECT_PETROL_NAME = /\b(TSI|TFSI|FSI|eTSI|GTE|e-?Hybrid|THP|EcoBoost|ECOBOOST|DIG-T|T-GDI|T-GDi|GDI|GDi|CGI|SKYACTIV[ -]?G|BOOSTERJET|PureTech 1\d\d|PURETECH 1\d\d|D-4[ST])\b/;
const PORT_PETROL_NAME = /\b(MPI|SCe|VTi|16V|8V|Ti-VCT|VVT-iE?|Valvematic|CVVT|DPi|DUALJET|MultiAir|MULTIAIR|TwinAir|FIRE|CNG|LPG|GPL|ECO-G|Kompressor|i-VTEC|PureTech [5-8]\d|PURETECH [5-8]\d)\b/;
const DIRECT_PETROL_FROM: Record<string, number> = { BMW: 2011, Mini: 2014, 'Mercedes-Benz': 2011, Volvo: 2014, Porsche: 2008, Jaguar: 2017, 'Land Rover': 2017 };
export function petrolDirectInjection(car: Pick<CarFacts, 'make' | 'fuel' | 'typeName' | 'engineCode' | 'ccm' | 'hybridDrive' | 'typeStart' | 'generationStart'> & { charged: boolean }): boolean {
  if (car.engineCode) {
    if (DIRECT_PETROL_CODES.test(car.engineCode)) return true;
    if (PORT_PETROL_CODES.test(car.engineCode)) return false;
  }
  // Renault's TCe 115 and up are the H5F and H5H; the TCe 90 and 100 the port-injected H4B and H4D.
  const tce = /\bTCe (\d+)/i.exec(car.typeName);
  if (tce) return Number(tce[1]) >= 115;
  if (DIRECT_PETROL_NAME.test(car.typeName)) return true;
  if (PORT_PETROL_NAME.test(car.typeName)) return false;
  // Toyota's 2.0 and 2.5 Dynamic Force hybrids (M20A, A25A) inject directly too; the 1.5 and 1.8 ones by the port.
  if (['Toyota', 'Lexus', 'Suzuki'].includes(car.make)) return car.hybridDrive !== 'none' ? car.ccm >= 1950 : car.typeStart >= 2014 && car.charged;
  const from = DIRECT_PETROL_FROM[car.make];
  if (from !== undefined) return car.generationStart >= from || car.typeStart >= from;
  return car.charged && car.typeStart >= 2010;
}

/**
 * The car's injection system: every diesel's a common rail but the VW group's pump-nozzle TDIs; a petrol's direct or
 * into the port as its engine is (petrolDirectInjection); an electric car has none. `charged`: whether the engine is
 * charged (fitment-rules' chargedEngine), which decides for a petrol the data names neither way.
 */
export function injectionSystemOf(car: CarFacts, charged: boolean): InjectionSystem | null {
  if (car.fuel === 'electric') return null;
  if (car.fuel === 'diesel') return vwPumpNozzle(car) ? 'unit_injector' : 'common_rail';
  return petrolDirectInjection({ ...car, charged }) ? 'petrol_direct' : 'port_injection';
}

/**
 * The injection systems of each engine a type lists: one type is one system, since the injectors, the pump and the rail's
 * sensors follow it. A type listing a pump-nozzle and a common-rail code (a Passat B6 2.0 TDI of BKP and CBAB) is two cars
 * at the counter, and the trade lists two types.
 */
export function injectionSystemsOfEngines(car: CarFacts, charged: boolean): Set<InjectionSystem> {
  const codes = car.engineCodes?.length ? car.engineCodes : [car.engineCode];
  const systems = codes.map((engineCode) => injectionSystemOf({ ...car, engineCode }, charged));
  return new Set(systems.filter((system) => system !== null));
}

/**
 * LED lamps beyond the low beam, as the trade knows them by generation: a car whose low beam is LED (the generation's
 * fact, data/listed-car-facts.ts for the current market) has LED rear and licence-plate lamps too; so have the premium
 * makes' generations from the year named (BMW's F20/F30 on, Mercedes' W205 on, Audi's from the A6 C7 and A1, Volvo's
 * from the XC60 I, Porsche, Jaguar and Land Rover from 2012, every Tesla), and the volume makes' generations from 2019
 * but Dacia's, Fiat's, Suzuki's, Mitsubishi's and the Corsa F's, which keep bulbs. Older volume generations (Focus II,
 * Golf VI, Clio III) have bulb rear lamps, and W5W or C5W plate lamps; the VW group's MQB generations from 2012 light
 * their plates by LED.
 */
const LED_REAR_FROM: Record<string, number> = {
  BMW: 2011, 'Mercedes-Benz': 2014, Audi: 2010, Volvo: 2008, Porsche: 2010, Jaguar: 2012, 'Land Rover': 2012, Tesla: 0, Lexus: 2012, Mini: 2018, DS: 2015,
  Cupra: 0, Alpine: 0, Maserati: 2013, Ferrari: 0, Lamborghini: 0, Bentley: 2012, 'Rolls-Royce': 2012, McLaren: 0, 'Aston Martin': 2012,
};
const BULB_LAMP_MAKES = new Set(['Dacia', 'Fiat', 'Suzuki', 'Mitsubishi', 'SsangYong', 'Lada']);
const BULB_LAMP_GENERATIONS = /^(Opel Corsa F|Toyota Aygo|Kia Picanto|Hyundai i10|Citroën (C1|C3 Aircross)|Peugeot 108|Renault Twingo)\b/;
const VOLUME_LED_FROM = 2019;
/**
 * Volume generations before 2019 whose rear lamps are LED on every trim, halogen low beam or not: Peugeot's 308 II, 3008 II,
 * 5008 II and 508 II (the claw lamps), Renault's Mégane IV, Scénic IV, Kadjar, Talisman, Espace V and Koleos II, Nissan's
 * Qashqai J11 and X-Trail T32, VW's Passat B8 and Arteon, Skoda's Superb III, BMW's X3 F25, Toyota's C-HR, Mazda's CX-5 KF:
 * no bulb in their tail lamps.
 */
const LED_REAR_GENERATIONS = /^(Peugeot (308 II|3008 II|5008 II|508 II)|Renault (Mégane IV|Scénic IV|Kadjar|Talisman|Espace V|Koleos II)|Nissan (Qashqai J11|X-Trail T32)|VW (Passat B8|Arteon)|Skoda Superb III|BMW X3 F25|Toyota C-HR|Mazda CX-5 (KF|II))\b/;
const ledLampGeneration = (car: Pick<CarFacts, 'make' | 'generation' | 'generationStart' | 'headlamp'>): boolean => car.headlamp === 'LED' || LED_REAR_GENERATIONS.test(car.generation)
  || car.generationStart >= (LED_REAR_FROM[car.make] ?? (BULB_LAMP_MAKES.has(car.make) || BULB_LAMP_GENERATIONS.test(car.generation) ? 9999 : VOLUME_LED_FROM));
const MQB = /^MQB/;
/** A lamp position beyond the low beam: the rear lamps and the licence-plate lamps. */
export type LampPosition = 'rear' | 'plate';
export function lampTechnologyOf(car: Pick<CarFacts, 'make' | 'generation' | 'generationStart' | 'headlamp' | 'platform'>, position: LampPosition): 'led' | 'bulb' {
  if (ledLampGeneration(car)) return 'led';
  return position === 'plate' && MQB.test(car.platform) && car.generationStart >= 2012 ? 'led' : 'bulb';
}

/**
 * Outer panels of aluminium, as the maker builds the generation: the aluminium bodies (Jaguar, the Range Rover, Range
 * Rover Sport and Velar, the Discovery 5 and Defender from 2020, Tesla's Model S and X, Audi's A8 and e-tron GT, Porsche,
 * BMW's 5er E60 and G30 (and M5), 6er, 7er and 8er, Mercedes' E W213, S and AMG GT, Alfa Romeo's Giulia and Stelvio) hang aluminium bonnets and front
 * wings; the generations named after them an aluminium bonnet on steel wings (Mercedes' C W205 and W206 and E W212,
 * BMW's 5er F10, Audi's A6 C7 and C8, A7, Q7 4M and Q8). Every other car's bonnet and wings are steel.
 */
const ALUMINIUM_BODY = /^(Jaguar|Land Rover (Range Rover(?! Evoque)|Discovery(?! Sport)|Defender)|Tesla Model (S|X)|Audi (A8|e-tron GT|E-Tron GT)|Porsche|BMW (5er (E60|G3\d)|M5|6er|7er|8er|M8|i7)|Mercedes-Benz (E-Klasse W21[34]|S-Klasse|EQS|AMG GT|SL)|Alfa Romeo (Giulia|Stelvio))\b/;
const ALUMINIUM_BONNET = /^(Mercedes-Benz (C-Klasse W20[56]|E-Klasse W212|CLS)|BMW 5er F1\d|Audi (A6 C[78]|A7|Q7 4M|Q8))\b/;
/**
 * Outer panels of thermoplastic: the smart fortwo (451, 453) and forfour 453 hang thermoplastic wings and front lid on their
 * steel tridion cell, and Renault's Clio IV and Zoe front wings are moulded in a conductive polyamide blend (Noryl GTX) that
 * is painted with the steel body. A steel wing or bonnet for them does not exist; the trade sells the plastic one.
 */
const PLASTIC_WING_AND_BONNET = /^Smart (fortwo|forfour)\b/i;
const PLASTIC_WING = /^Renault (Clio IV|Zoe)\b/;
export type BodyPanel = 'bonnet' | 'wing';
export function panelMaterialOf(car: Pick<CarFacts, 'generation'>, panel: BodyPanel): 'aluminium' | 'steel' | 'plastic' {
  if (PLASTIC_WING_AND_BONNET.test(car.generation) || (panel === 'wing' && PLASTIC_WING.test(car.generation))) return 'plastic';
  if (ALUMINIUM_BODY.test(car.generation)) return 'aluminium';
  return panel === 'bonnet' && ALUMINIUM_BONNET.test(car.generation) ? 'aluminium' : 'steel';
}

/**
 * Rear side windows that wind: not on the city cars whose rear windows only tilt out (TILT_OUT_REAR_WINDOWS), nor on two-seaters (fortwo, Z4, Boxster, Cayman, SLK and SLC, MX-5, TT, R8, AMG GT, the
 * mid-engined supercars, the A110) nor on coupés (a 911's or a 4er Coupé's rear quarter windows are fixed); a four-seat
 * cabriolet's rear windows lower.
 */
const TWO_SEATERS = /^(Smart fortwo|BMW (Z4|i8)|Porsche (Boxster|Cayman|718|Carrera GT)|Mercedes-Benz (SLK|SLC|AMG GT)|Mazda MX-5|Audi (TT|R8)|Alpine|Ferrari(?! Purosangue)|Lamborghini(?! Urus)|McLaren|Toyota GR ?86|Subaru BRZ|Abarth 124|Fiat 124)/;
/**
 * City cars whose five-door body's rear side windows only tilt out on a hinge (Ausstellfenster), with no regulator
 * or motor: the up!, Mii and Citigo (and their electric types), the Aygo, 107 and C1 of both generations (AB40, B4);
 * their three-door bodies have no rear door at all.
 */
const TILT_OUT_REAR_WINDOWS = /^(VW (e-)?up!|Seat Mii|Skoda Citigo|Toyota Aygo(?! X)|Peugeot 10[78]|Citroën C1)/;
export function windingRearWindows(car: Pick<CarFacts, 'generation' | 'typeName'>): boolean {
  if (TWO_SEATERS.test(car.generation) || TILT_OUT_REAR_WINDOWS.test(car.generation) || threeDoorOnly(car)) return false;
  const body = bodyOfName(car.typeName);
  return body === 'cabrio' || (body !== 'coupe' && body !== 'roadster' && !/^Porsche 911\b/.test(car.generation));
}

/**
 * A control arm's material: forged or cast aluminium on the longitudinal and premium chassis (BMW, Mercedes' rear-drive
 * cars, Audi's A4 to A8, Q5, Q7 and Q8, Porsche, Jaguar, Land Rover, Tesla, Alfa Romeo's Giulia and Stelvio); pressed
 * steel on every front-drive volume car (a Logan's, a Golf's).
 */
const ALUMINIUM_ARM_MAKES = new Set(['BMW', 'Porsche', 'Jaguar', 'Land Rover', 'Tesla']);
const ALUMINIUM_ARM_GENERATIONS = /^(Mercedes-Benz (C-Klasse|E-Klasse|S-Klasse|CLS|GLC|GLE|GLS|SL|AMG GT|G-Klasse)|Audi (A[45678]|Q[578]|S[45678]|RS ?[4-7])|Alfa Romeo (Giulia|Stelvio))\b/;
export const controlArmMaterialOf = (car: Pick<CarFacts, 'make' | 'generation' | 'platform'>): 'aluminium' | 'steel' => (ALUMINIUM_ARM_MAKES.has(car.make) && !/^UKL/.test(car.platform)) || ALUMINIUM_ARM_GENERATIONS.test(car.generation) ? 'aluminium' : 'steel';
