/**
 * The trade's fitment rules, in one place: which vehicle types a part of each kind can be made
 * for, and what one article spans (its fitment key: the cars that take the very same part). Each
 * rule says why beside it. A key never joins cars of different platforms or engines, so an article
 * cannot fit a small car and a luxury one; and each car gets one size per position, the one it
 * leaves the factory with.
 */

import { BODY_KINDS, EMISSION_KINDS, FORMED_HOSE_KINDS, GENERATION_ENGINE_KINDS, INSTALL_KINDS, INSTALLED_ENGINE_KINDS, TANK_KINDS, VEHICLE_KINDS, bodyOfName, emissionClassOf, lightTechnologyOf } from './installed-parts';
import type { OilFilterDesign } from './product-lines';
import { REAR_DOOR_KINDS, absToneRing, aftermarketBattery, beltAlternator, brakeLightSwitch, egrValve, fuelPumpRelay, handBuilt, injectionSystemsOfEngines, ignitionLeads, vwPumpNozzle, keyIgnition, padWearSensor, rearDoors, separateDaytimeLamp, rearCoilSprings, separateMasterCylinder, standardAirSprings, steeringAssistOf, steeringFilter, threeDoorOnly, twistBeamRear, windingRearWindows } from './car-equipment';
import { boreMm, clutchDiameterMm, cylindersOf, glowPlugFamily, torqueNm } from './engine-sizes';
import { carCriteria } from './car-criteria';
import { bodyOfTypeCode } from './body-codes';
import { drivenAxlesOf, electricRearAxle, engineDrivesFrontFromBehind, enginePlaceOf } from './drivelines';
import { automaticOnlyType, frontCamshaftSeal, mechanicalBuckets, singleMassFlywheel, timingDriveOf } from './engine-build';
import { separateFuelPressureRegulator, underFloorPetrolFilter } from './fuel-system';
import { electricFanLongitudinal, electricParkingBrake, frontParkingSensors, petrolExhaustTemperatureSensor, separateIndicatorLamp } from './generation-equipment';
import { VEHICLE_KEYED_KINDS, batteryBoxOf, batteryTechnologyOf, vehiclePartKey } from './vehicle-keyed-parts';
import { consumableKey, ea888Gen3, oilFilterStyleOfFamily } from './engine-families';
import { brakePlatformOf, caliperPlatformOf, ceramicBrakesAsStandard, makerOnlyCalipers, makerOnlyDiscs } from './brake-packages';
import { aftermarketAirPart } from './air-springs';
import { type ListedGearbox, actuatorShifted, gearboxFamilyOf, gearboxPartFamily, manualShiftOf, twoPedalsListed } from './gearboxes';
import { faceliftKey } from './facelifts';
import { accessoryBelt, airMassMeter, chargeAirCooledInManifold, engineOilCooler } from './engine-equipment';
import { chassisLineKey, rearStrutMount } from './chassis-lines';
import { TIMING_BELT_KINDS, timingBeltEngineOf } from './timing-belts';
import { listedHubOf } from './hub-patterns';
import { CABIN_FILTER_KINDS, heaterBoxOf } from './cabin-filters';
import { airBoxOf } from './air-filters';
import { BASE_FASCIA_KINDS, sportFasciaOf } from './sport-fascias';
import { auxiliaryBatteryModelOf } from './car-batteries';

export type DriveFuel = 'petrol' | 'diesel' | 'electric';

/** What decides a car's parts: its drivetrain, years, platform, engine and factory sizes. */
export interface CarFacts {
  make: string;
  fuel: DriveFuel;
  /** Full or mild hybrid: a petrol engine with an electric motor (no alternator belt parts on most). */
  hybrid: boolean;
  /** Electric help of either fuel: none, a hybrid that charges itself (mild or full), or a plug-in hybrid. */
  hybridDrive: 'none' | 'hybrid' | 'plug-in';
  /** The type's name as its maker sells it ("1.6 FSI", "X5 xDrive30d"), its engine code ('' where unknown) and displacement. */
  typeName: string;
  engineCode: string;
  /** Every engine code the type lists (engineCode is the first): a type of two codes is built with either. */
  engineCodes?: readonly string[];
  ccm: number;
  /** Power in kW (0 where unknown): a few engines come with two pedals only above a power. */
  kw?: number;
  /** Years the type was built; the generation's first year (new type approvals follow the law of that year). */
  typeStart: number;
  generationStart: number;
  /** The type's last build year (data/emission-classes.ts' STILL_BUILT while it is built); absent where not known. */
  typeEnd?: number;
  /** The gearboxes the ADEME list sells the type with, where it lists the type (data/gearboxes.ts). */
  listedGearbox?: ListedGearbox;
  /** Platform (MQB, EMP2) or, where none is known, the generation: brakes and axles follow it. */
  platform: string;
  /** The engine family (engine code where known, else make, fuel and displacement): filters and ignition follow it. */
  engine: string;
  /** The generation: body parts, wipers and headlamps follow it. */
  generation: string;
  frontDiscMm: number;
  rearDiscMm: number;
  rearDrumMm: number;
  /** Driver's blade, passenger's blade (the same length twice for a single-arm car's one blade). */
  wipersMm: readonly [number, number];
  batteryAh: number;
  /** The base records the type's own battery capacity (`batteryAh` is that figure, not a power class's guess): the car takes it. */
  batteryAhRecorded?: boolean;
  /** Low-beam source: a bulb type (H7, D3S) or LED (no bulb to change). */
  headlamp: string;
  oilGrade: string;
  oilApproval: string;
}

export type Position = 'front' | 'rear';

/** An article's fitting_position criterion as an axle (none for a part that is not made for one). */
export const positionOf = (value: string | undefined): Position | null => (value === 'front' || value === 'rear' ? value : null);

interface Rule {
  /** What the rule keeps out, as the plausibility report counts it. */
  name: string;
  kinds: readonly string[];
  /** The axle the rule is about; without it, the rule holds for the kind on either axle. */
  position?: Position;
  /** Why the trade sells the kind only for such cars. */
  reason: string;
  fits: (car: CarFacts) => boolean;
}

const burns = (car: CarFacts) => car.fuel !== 'electric';

/** The parts of a disc brake, which a drum-braked axle has none of (its brake hose it has). */
const DISC_BRAKE_KINDS = ['Bremsscheiben', 'Bremsbeläge', 'Bremssattel', 'Verschleißanzeige Bremsbeläge', 'Bremssattel Reparatursatz', 'Zubehörsatz Bremsbeläge'] as const;

/** The kinds that belong to a combustion engine: an electric car has none of them. */
const COMBUSTION_KINDS = [
  'Ölfilter', 'Luftfilter', 'Kraftstofffilter', 'Ölfilterdichtung', 'Kurbelgehäuseentlüftungsfilter', 'Zahnriemen', 'Zahnriemensatz', 'Zahnriemensatz mit Wasserpumpe',
  'Steuerkette', 'Steuerkettensatz', 'Riemenscheibe Kurbelwelle', 'Zylinderkopfdichtung', 'Ventildeckeldichtung', 'Ölwannendichtung', 'Wellendichtring Kurbelwelle',
  'Wellendichtring Nockenwelle', 'Ölablassschraube', 'Dichtung Abgaskrümmer', 'Lambdasonde', 'Luftmassenmesser', 'Nockenwellensensor', 'Kurbelwellensensor', 'Klopfsensor',
  'Drosselklappe', 'AGR-Ventil', 'Öldruckschalter', 'Saugrohrdrucksensor', 'Ölpumpe', 'Ölwanne', 'Nockenwelle', 'Hydrostößel', 'Kolbenringe', 'Turbolader', 'Ladeluftschlauch',
  'Zündkerzen', 'Zündspule', 'Zündkabelsatz', 'Zündverteiler', 'Glühkerzen', 'Glühzeitsteuergerät', 'Ladeluftkühler', 'Visko-Kupplung', 'Endschalldämpfer', 'Mittelschalldämpfer',
  'Vorschalldämpfer', 'Abgasrohr', 'Flexrohr', 'Halter Abgasanlage', 'Rohrverbinder Abgasanlage', 'Katalysator', 'Rußpartikelfilter', 'Abgasdrucksensor', 'Abgastemperatursensor',
  'Kupplungssatz', 'Kupplungsscheibe', 'Kupplungsdruckplatte', 'Ausrücklager', 'Zweimassenschwungrad', 'Kupplungsgeberzylinder', 'Kupplungsnehmerzylinder', 'Kupplungsseil',
  'Anlasser', 'Lichtmaschine', 'Generatorregler', 'Generatorfreilauf', 'Relais Kraftstoffpumpe', 'Kraftstoffpumpe', 'Einspritzdüse', 'Hochdruckpumpe', 'Tankgeber', 'Tankdeckel',
  'Kraftstoffdruckregler', 'Motoröl', 'Kraftstoffadditiv', 'Harnstofffilter', 'AdBlue', 'Zweitaktöl',
] as const;

/** The parts a clutch pedal works, and the reversing-light switch a manual gearbox carries: an automatic has none of them. */
const CLUTCH_PEDAL_KINDS = ['Kupplungssatz', 'Kupplungsscheibe', 'Kupplungsdruckplatte', 'Ausrücklager', 'Zweimassenschwungrad', 'Kupplungsgeberzylinder', 'Kupplungsnehmerzylinder', 'Kupplungsseil', 'Rückfahrlichtschalter', 'Schaltseil'] as const;

/**
 * Hybrids whose gearbox has no clutch a workshop changes: Toyota's power split (Lexus, Suzuki Swace
 * and the Mazda2 Hybrid are Toyota's), Ford's full hybrids (2.0 and 2.5 litres, the same e-CVT),
 * Renault's E-Tech multi-mode gearbox (1.6 and the Austral's 1.2) and Honda's e:HEV.
 */
export function powerSplitHybrid(car: Pick<CarFacts, 'make' | 'hybridDrive' | 'typeName' | 'ccm'>): boolean {
  if (car.hybridDrive === 'none') return false;
  if (['Toyota', 'Lexus', 'Honda'].includes(car.make) || /\bSwace\b|MAZDA2 HYBRID/i.test(car.typeName)) return true;
  if (car.make === 'Ford') return car.ccm >= 1900 && !/EcoBlue/i.test(car.typeName);
  if (car.make === 'Renault' || car.make === 'Dacia') return /E-Tech|Hybrid 1[45]\d/i.test(car.typeName) || car.ccm === 1598 || (car.make === 'Renault' && car.ccm === 1199);
  return false;
}

/**
 * Generations sold with an automatic or dual-clutch gearbox only: Alfa Romeo's Stelvio, BMW's X3 G01, 4er, 8er, X4-X6 and M5/M8,
 * Mercedes' C W206, E W213, GLC X253 and the large ones, the A and B W177/W247 diesels (8G-DCT), Audi's
 * A6 C8 and larger, Porsche's Cayenne, Macan, Panamera and Taycan, every current Jaguar and Land Rover.
 */
const AUTOMATIC_ONLY = /^(Alfa Romeo Stelvio|BMW (X3 G01|4er|8er|X4|X5|X6|M5|M8)|Mercedes-Benz (C-Klasse W206|E-Klasse W213|GLC X253|CLS|V-Klasse|EQV|GLE|GLS|S-Klasse|G-Klasse|AMG GT|Marco Polo)|Audi (A6 C8|A7|A8|Q7|Q8)|Porsche (Cayenne|Macan|Panamera|Taycan)|Jaguar|Land Rover)\b/;
const AUTOMATIC_ONLY_DIESELS = /^Mercedes-Benz (A-Klasse W177|B-Klasse W247)\b/;
/** Diesels sold with a dual-clutch box only: Mercedes' Vito from the 119 CDI (9G-Tronic), the VW group's transverse 2.0 TDI from 140 kW (T6.1, Arteon, Superb, Octavia RS; the A4 B9's longitudinal one had a manual), Renault's 2.0 Blue dCi in the Espace and Talisman (EDC). */
const twoPedalDiesel = (car: CarFacts) => car.fuel === 'diesel' && ((/^Mercedes-Benz Vito\b/.test(car.generation) && (car.kw ?? 0) >= 130) || ((['VW', 'Skoda', 'Seat', 'Cupra'].includes(car.make) || (car.make === 'Audi' && !longitudinalEngine(car))) && (car.kw ?? 0) >= 140) || (/^Renault (Espace|Talisman)\b/.test(car.generation) && car.ccm >= 1995));
/**
 * Petrol types sold with two pedals only: Mercedes' front-drive compacts with the 2.0 litre (A 250, A 35, CLA 250: 7G- and 8G-DCT),
 * Skoda's Fabia IV 1.5 TSI and VW's Polo VI GTI (DSG).
 */
const twoPedalPetrol = (car: CarFacts) => car.fuel === 'petrol' && ((/^Mercedes-Benz (A-Klasse W177|B-Klasse W247|CLA|GLA|GLB)\b/.test(car.generation) && car.ccm >= 1950)
  || (/^Skoda Fabia IV\b/.test(car.generation) && car.ccm >= 1450) || (/^VW Polo VI\b/.test(car.generation) && /\bGTI\b/.test(car.typeName)));
/** A type's name that says its gearbox is automatic (AUTO, CVT, BVA, DSG, EDC …), or a mild hybrid sold with DSG (eTSI) or CVT (e-Boxer) only. */
const AUTOMATIC_NAME = /\b(AUTO|CVT|BVA|DSG|EDC|EAT\d|S tronic|Steptronic|eTSI|E-BOXER)\b/i;
/** Hybrids with a dual-clutch or torque-converter box only: Stellantis' 1.5 litre 48 V (Tonale, Tipo, Jeep) and Hyundai's and Kia's full hybrids. */
const twoPedalHybrid = (car: CarFacts) => car.hybridDrive === 'hybrid' && ((['Alfa Romeo', 'Jeep', 'Fiat'].includes(car.make) && car.ccm === 1469) || (['Hyundai', 'Kia'].includes(car.make) && car.ccm >= 1580));

/**
 * Whether the car can have a clutch pedal. Plug-in hybrids come with automatic, dual-clutch or e-CVT
 * gearboxes only; so do the mild hybrids of the makes that sell no manual with them (BMW, Mercedes,
 * Jaguar, Land Rover, Volvo: 48 V with Steptronic, 9G-Tronic or Geartronic), and the generations above.
 * Other automatic-only types the data cannot tell (no gearbox is recorded per type): they keep their clutch parts.
 */
export function clutchPedal(car: CarFacts): boolean {
  if (car.fuel === 'electric' || car.hybridDrive === 'plug-in' || powerSplitHybrid(car)) return false;
  // The ADEME list sells the type with an automatic, dual-clutch or CVT gearbox only (a Kodiaq 2.0 TDI, a Vito Tourer 116 CDI, an Alpine A110).
  if (twoPedalsListed(car)) return false;
  if (AUTOMATIC_ONLY.test(car.generation) || (car.fuel === 'diesel' && AUTOMATIC_ONLY_DIESELS.test(car.generation))) return false;
  if (AUTOMATIC_NAME.test(car.typeName) || twoPedalHybrid(car) || twoPedalDiesel(car) || twoPedalPetrol(car)) return false;
  // Porsche's Turbo and GT RS types come with PDK only.
  if (car.make === 'Porsche' && /\b(Turbo|RS)\b/i.test(car.typeName)) return false;
  return !(car.hybridDrive === 'hybrid' && ['BMW', 'Mercedes-Benz', 'Jaguar', 'Land Rover', 'Volvo'].includes(car.make));
}

/**
 * Longitudinal engines, the only ones a belt-driven viscous fan sits on: BMW and Mercedes but their
 * front-drive compacts (UKL, MFA), Audi's longitudinal platforms (A4, A5, A6, A7, A8, Q5, Q7, Q8),
 * Porsche. A transverse engine drives no fan: its radiator has an electric one.
 */
export function longitudinalEngine(car: CarFacts): boolean {
  const named = `${car.generation} ${car.typeName}`;
  // The 2er Gran Coupé (F44) is front-drive whatever the type's name puts between the series and the body.
  if (car.make === 'BMW') return !/^UKL/.test(car.platform) && !/\b(1er F4\d|X1 F48|X2|iX1|Active Tourer|Gran Tourer)/.test(named) && !/\b2er\b.*\bGran Coup/.test(named);
  if (car.make === 'Mercedes-Benz') return !/MFA/.test(car.platform) && !/\b(A-Klasse|B-Klasse|CLA|GLA|GLB|EQA|EQB|Citan|T-Klasse)\b/.test(named);
  if (car.make === 'Audi') return ['PL46', 'C6', 'MLB', 'MLB Evo'].includes(car.platform) || /^Audi (A[45678]|Q[578]|RS ?[4567]|S[4-8])\b/.test(car.generation);
  return car.make === 'Porsche';
}

/**
 * A belt-driven viscous fan: the longitudinal six-cylinder and larger engines of generations before
 * 2012 (a BMW M57 or N57, Audi's V6 TDI) and the vans that keep one whatever their engine; the
 * four-cylinders along the car (BMW's N47 and B47 in the E87, E90, E60, F10, F20, F25 and E84, Mercedes'
 * OM651 in the W204) and every later car cool with an electric fan.
 */
const VISCOUS_FAN_VANS = /^(Mercedes-Benz (Sprinter|Vito|V-Klasse|Marco Polo|G-Klasse)|Land Rover Defender)\b/;
export const viscousFan = (car: CarFacts) => longitudinalEngine(car)
  && (VISCOUS_FAN_VANS.test(car.generation) || (car.generationStart < 2012 && cylindersOf(car) >= 6)) && !bmwElectricFan(car) && !electricFanLongitudinal(car);
/** BMW's and Mini's N and B engines (N47, N52, B47 …) cool with an electric fan in every body; the M47 and M57 before them drive a viscous one. */
const bmwElectricFan = (car: CarFacts) => (car.make === 'BMW' || car.make === 'Mini') && /^[NB]\d/.test(car.engineCode);

/** Air suspension left the factory on the large cars only: Audi's A6 allroad and A8, Q7 and Q8, Mercedes' E, S, GLE, GLS and vans, BMW's 5er to 7er and X5-X7 (rear), Touareg, Phaeton, Porsche's Cayenne, Macan, Panamera and Taycan (never a 911), Land Rover, Volvo XC90, Tesla S and X. */
const AIR_SUSPENSION = /^(Audi (A6|A7|A8|Q7|Q8|e-tron)|Mercedes-Benz (E-Klasse|S-Klasse|CLS|GLE|GLS|EQS|EQE|V-Klasse|Marco Polo|Vito|Sprinter)|BMW (5er|6er|7er|X5|X6|X7|iX\b|i7)|VW (Touareg|Phaeton|Multivan|Transporter|Kombi)|Porsche (Cayenne|Macan|Panamera|Taycan)|Land Rover (Range Rover(?! Evoque)|Discovery(?! Sport)|Defender)|Volvo (XC90|V90|S90)|Tesla Model (S|X))\b/;
export const airSuspension = (car: CarFacts) => AIR_SUSPENSION.test(car.generation);
/** Air suspension on the rear axle only, the front on coil springs: the vans (Vito, V-Klasse, Transporter), BMW's 5er and 6er and Volvo's V90 and S90. */
const REAR_AIR_ONLY = /^(Mercedes-Benz (V-Klasse|Marco Polo|Vito|Sprinter)|VW (Multivan|Transporter|Kombi)|BMW (5er|6er)|Volvo (V90|S90))\b/;
export const frontAirSprings = (car: CarFacts) => airSuspension(car) && !REAR_AIR_ONLY.test(car.generation);

/**
 * Whether the body has a tailgate, which a rear wiper sits on: not a coupé, cabriolet or roadster,
 * nor a saloon, liftback or four-door coupé (a Giulia, a 3er G20, a Passat B8 saloon, an Octavia
 * liftback, an Insignia A saloon or five-door liftback: of its bodies only the Sports Tourer estate,
 * which the base does not list as a type of its own, has a rear wiper), unless the type's name gives
 * an estate or hatch body (Touring, Avant, Variant, Combi …).
 */
const SALOON_GENERATIONS = /^(Alfa Romeo Giulia|Audi (A4 B[789] \(8(EC|K2|W2)\)|A6 C[678] \((4F2|4G2|4A2)\)|E-Tron GT)|BMW (3er (E90|F30|G20)|5er (E60|F10|G30)|8er|M3|M4|M5|M8|Z4)|Bentley|Ferrari|Lamborghini Aventador|Maserati|Alpine|Dacia Logan (I|II)|Jaguar (XE|XF)|Mercedes-Benz (C-Klasse W20[456]|E-Klasse W21[23]|S-Klasse|CLA|CLS|EQE|EQS|AMG GT)|Porsche (911|Boxster|Cayman|Panamera|Taycan)|Renault Talisman|Opel Insignia A|Skoda (Octavia (II|III|IV)|Superb)|Tesla Model (3|S)|Toyota Camry|VW (Passat B[678] \((3C2|362|3G2)\)|Arteon)|Volvo S60|DS DS 9|Ford (Mustang|GT)|Rolls-Royce Dawn)(?!\w)/;
const TAILGATE_BODY = /^(touring|avant|variant|combi|sw|break|estate|sportbrake|shooting brake|active tourer|gran tourer)$/;
export function tailgate(car: CarFacts): boolean {
  const body = bodyOfName(car.typeName);
  if (/coupe|cabrio|roadster|spider|targa/.test(body)) return false;
  return TAILGATE_BODY.test(body) || !SALOON_GENERATIONS.test(car.generation);
}
/** A type the VW group's type code files as a saloon (data/body-codes.ts), unless its name gives an Avant or Variant. */
export const saloonTypeCode = (car: CarFacts) => bodyOfTypeCode(car) === 'saloon' && !TAILGATE_BODY.test(bodyOfName(car.typeName));

/**
 * Whether the rear wheels are driven: a longitudinal engine (BMW, Mercedes, Porsche, Audi's but the
 * front-drive types), a type named four-wheel drive (xDrive, 4MATIC, quattro, 4Motion, ALL4, AWD, 4x4,
 * e-Four) or a rear-engined car. Front-drive cars have no rear driveshaft, joint or boot.
 */
const ALL_WHEEL_NAME = /\b(xDrive|4MATIC|quattro|4Motion|ALL4|AWD|4x4|4WD|e-Four|Allrad)\b/i;
export function rearWheelsDriven(car: CarFacts): boolean {
  // The driven axles the data tells (data/drivelines.ts): a Stelvio of 118 kW, a Jaguar XE, an ID.3 drive the rear wheels.
  const axles = drivenAxlesOf(car);
  if (axles) return axles !== 'front';
  if (ALL_WHEEL_NAME.test(car.typeName) || ALL_WHEEL_NAME.test(car.generation) || car.make === 'Porsche' || car.make === 'Tesla') return true;
  if (car.make === 'Audi') return /\bquattro\b/i.test(car.typeName);
  return (car.make === 'BMW' || car.make === 'Mercedes-Benz' || car.make === 'Jaguar') && longitudinalEngine(car);
}

/** The chassis parts, and the brake hardware of their (ceramic) brakes, the aftermarket makes for mass-produced cars only. */
const HAND_BUILT_CHASSIS_KINDS = ['Zubehörsatz Bremsbeläge', 'Bremssattel Reparatursatz', 'Stoßdämpfer', 'Koppelstange', 'Querlenker', 'Traggelenk', 'Stabilisatorlager', 'Querlenkerlager', 'Achskörperlager', 'Fahrwerksfeder', 'Sportfahrwerk', 'Federbeinstützlager', 'Staubschutzsatz Stoßdämpfer'] as const;

/** Driveshafts, their joints and boots: made for one axle, the rear one only where it is driven. */
const DRIVESHAFT_KINDS: readonly string[] = ['Antriebswelle', 'Gelenksatz Antriebswelle', 'Achsmanschette'];

/** Whether the front wheels are driven: all but the rear-drive types of the longitudinal makes and Porsche's rear-engined cars without a 4 in their name. */
export function frontWheelsDriven(car: CarFacts): boolean {
  const axles = drivenAxlesOf(car);
  if (axles) return axles !== 'rear';
  if (ALL_WHEEL_NAME.test(car.typeName) || car.fuel === 'electric') return true;
  if (car.make === 'Porsche') return /\b(Cayenne|Macan|Panamera|Taycan)\b/.test(car.generation) || /\b(Carrera 4|Targa 4|4S|4 GTS|Turbo)\b/i.test(car.typeName);
  return !((car.make === 'BMW' || car.make === 'Mercedes-Benz' || car.make === 'Jaguar') && longitudinalEngine(car));
}

/**
 * Whether the car has a propshaft: a shaft from the gearbox at one end of the car to the driven axle
 * at the other. A front engine has one when it drives the rear wheels (rear drive, or all four through
 * a transfer case or a rear coupling), unless an electric motor of its own drives the rear axle (a
 * Volvo T8, a 225e xDrive: data/drivelines.ts). An engine behind the driver (a smart, a Twingo III, a
 * 911, a Cayman, an A110) sits on the axle it drives, with two short driveshafts: it has a propshaft
 * only where it drives the front wheels too (a 911 Carrera 4). An electric car's motors sit on the axles.
 */
export function propshaft(car: CarFacts): boolean {
  if (car.fuel === 'electric') return false;
  if (enginePlaceOf(car) !== 'front') return engineDrivesFrontFromBehind(car);
  return rearWheelsDriven(car) && !electricRearAxle(car);
}

/**
 * Engines whose camshafts run on a chain, and engines that have a toothed belt: every BMW, Mini,
 * Mercedes (but the Renault 1.5 dCi it buys in), Porsche, Toyota, Lexus, Hyundai, Kia, Honda, Mazda,
 * Jaguar and Land Rover engine has a chain; Renault's 1.5 dCi (K9K, in Dacia, Nissan and Mercedes
 * too) has a belt. Other engines the data cannot tell keep both.
 */
const CHAIN_MAKES = new Set(['BMW', 'Mini', 'Mercedes-Benz', 'Porsche', 'Toyota', 'Lexus', 'Hyundai', 'Kia', 'Honda', 'Mazda', 'Jaguar', 'Land Rover', 'Nissan']);
/**
 * The chain-driven petrols of belt makes: Renault's and Dacia's Nissan-built H engines (0.9 and 1.0 TCe
 * H4B/H4D, the 1.0 SCe, the 1.2 TCe H5F, the 1.3 TCe H5H, the 1.6 SCe and E-Tech H4M) and every Renault
 * group petrol of the generations from 2012 without a code; PSA's EP6 "Prince" (1.6 VTi and THP).
 */
const CHAIN_PETROL_CODES = /^(H4[BDM]|H5[FH]|M5[MP]|M4R|5F[SWVX]|8FS|5G[RZ])/;
const chainPetrol = (car: CarFacts) => car.fuel === 'petrol' && (CHAIN_PETROL_CODES.test(car.engineCode)
  || (!car.engineCode && ['Renault', 'Dacia'].includes(car.make) && car.generationStart >= 2012 && !/\bK4M\b|16V/.test(car.typeName)));
const renaultDci15 = (car: CarFacts) => car.fuel === 'diesel' && car.ccm === 1461 && ['Renault', 'Dacia', 'Nissan', 'Mercedes-Benz'].includes(car.make);
/**
 * The VW group's chain-driven petrols: the EA111 TSI and TFSI (1.2 and 1.4 of the generations before
 * 2012) and the EA888 (1.8 and 2.0 TSI/TFSI), but the older EA113 2.0 TFSI (AXX, BWA, BPY), which has a belt.
 */
const vwChainPetrol = (car: CarFacts) => VW_GROUP.has(car.make) && car.fuel === 'petrol' && /\bT(F)?SI\b/.test(car.typeName) && !/^(AXX|BWA|BPY|BYD|CDL)/.test(car.engineCode)
  && ((car.ccm >= 1780 && car.ccm <= 1990) || (car.ccm >= 1190 && car.ccm <= 1400 && car.generationStart < 2012 && car.typeStart < 2013));
/** Where the engine table (data/engine-build.ts) does not know the engine: the makes' and families' rule of thumb. */
const beltByMake = (car: CarFacts) => (!CHAIN_MAKES.has(car.make) && !vwChainPetrol(car) && !chainPetrol(car)) || renaultDci15(car);
/** A toothed belt, dry or running in oil (Ford's 1.0 EcoBoost, PSA's PureTech), as the engine table says. */
export const timingBelt = (car: CarFacts) => {
  const row = timingDriveOf(car);
  return row ? row.drive === 'belt' || row.drive === 'wet belt' : beltByMake(car);
};
/** The VW group's EA211 petrols (1.0 to 1.5 TSI and MPI of the generations from 2012) run a toothed belt too. */
const vwEa211 = (car: CarFacts) => VW_GROUP.has(car.make) && car.fuel === 'petrol' && car.ccm < 1600 && car.generationStart >= 2012;
/** PSA's DV4, DV5 and DV6 diesels (1.4 to 1.6 HDi and BlueHDi, Ford's 1.4 to 1.6 TDCi, Opel's 1.5 Diesel) drive their camshafts by a toothed belt. */
const psaBeltDiesel = (car: CarFacts) => car.fuel === 'diesel' && (/^(DV[456]|9H|8H)/.test(car.engineCode) || (['Peugeot', 'Citroën', 'DS', 'Opel', 'Ford'].includes(car.make) && !car.engineCode && car.ccm >= 1398 && car.ccm <= 1560 && car.generationStart >= 2017));
const chainByMake = (car: CarFacts) => !renaultDci15(car) && !vwEa211(car) && !psaBeltDiesel(car);
export const timingChain = (car: CarFacts) => {
  const row = timingDriveOf(car);
  return row ? row.drive === 'chain' : chainByMake(car);
};

/** An electric parking brake, per generation (data/generation-equipment.ts). */
export { electricParkingBrake };

/** Makes whose wheels sit on studs with nuts, not bolts: Ford, the Japanese and Korean makes, Tesla, Jeep, Jaguar and Land Rover. */
const WHEEL_NUT_MAKES = new Set(['Ford', 'Toyota', 'Lexus', 'Honda', 'Nissan', 'Mazda', 'Mitsubishi', 'Suzuki', 'Subaru', 'Hyundai', 'Kia', 'Tesla', 'Jeep', 'Jaguar', 'Land Rover', 'MG']);
export const wheelBoltsScrewed = (car: Pick<CarFacts, 'make'>) => !WHEEL_NUT_MAKES.has(car.make);

/** A pressure sensor across the particulate filter: diesels from Euro 5 (2009) and direct-injection petrols with a petrol particulate filter (2018). */
const exhaustFilter = (car: CarFacts) => car.fuel === 'diesel' ? car.typeStart >= 2009 : petrolParticulateFilter(car);
/** A petrol particulate filter (GPF, OPF): the charged direct-injection petrols approved from 2018 (Euro 6d-TEMP). */
const petrolParticulateFilter = (car: CarFacts) => car.fuel === 'petrol' && car.typeStart >= 2018 && chargedEngine(car);
/**
 * Exhaust-gas temperature sensors guard a diesel's particulate filter and its regeneration, and a
 * petrol's particulate filter; a diesel without a filter (an early Euro 4 K9K, a 1.9 TDI PD) and a
 * petrol without one (an N20, an EA211, a TCe before 2018) have none.
 */
export const exhaustTemperatureSensors = (car: CarFacts) => (car.fuel === 'diesel' ? exhaustFilter(car) : petrolParticulateFilter(car) && petrolExhaustTemperatureSensor(car));

/** Steering parts sit on the front axle: the rack's inner and outer joints are never a rear part. */
export const FRONT_AXLE_ONLY_KINDS: ReadonlySet<string> = new Set(['Axialgelenk Spurstange', 'Spurstangenkopf', 'Faltenbalg Lenkung']);
/** The parking brake works the rear wheels: its cables and caliper motors are rear parts. */
export const REAR_AXLE_ONLY_KINDS: ReadonlySet<string> = new Set(['Handbremsseil', 'Stellelement Feststellbremse']);

/** A hydraulic steering rack, with its fluid and filter: worked by an engine-driven or an electrically driven pump (data/car-equipment.ts). */
export const hydraulicSteering = (car: CarFacts) => burns(car) && steeringAssistOf(car) !== 'electric';

/** A type's name that says it is charged: TSI, TCe, Turbo, THP, T-GDI, EcoBoost, PureTech 100 and up, Kompressor … */
const CHARGED_NAME = /\b(TSI|TFSI|TGI|eTSI|GTE|e-?Hybrid|iV|TCe|TCE|THP|Turbo|TURBO|T-GD[Ii]|T-Gdi|DIG-T|EcoBoost|ECOBOOST|PureTech 1\d\d|PURETECH 1\d\d|TwinAir|Kompressor|CGI|BOOSTERJET|T)\b/;
/** A name or engine code that says it breathes without: MPI, SCe, VTi, 16V, FSI, VVT-i, GDI …, and the codes of such engines. */
const ASPIRATED_NAME = /\b(MPI|SCe|VTi|16V|8V|FSI|Ti-VCT|VVT-iE?|Valvematic|CVVT|GDI|DPi|DUALJET|SKYACTIV[ -]?G|PureTech (6|7|8)\d|mhd|CNG|GT3|GT4|SPYDER|GTS 4\.0|MIVEC)\b/i;
/**
 * Below this output per litre a petrol engine whose name and code say nothing breathes without a
 * charger: the small aspirated three- and four-cylinders give 40-55 kW a litre (PSA's 1.2 PureTech 82
 * 51, Mitsubishi's 1.2 MIVEC 44), the downsized turbo engines 60 and more (a 1.0 TSI's 63, a 1.2
 * PureTech 110's 68).
 */
const ASPIRATED_KW_PER_LITRE_BELOW = 56;
/** The small engines that rule reads: a downsized turbo below 1.6 litres is never tuned that gently. */
const SMALL_ENGINE_CCM_BELOW = 1600;
/** A vehicle-base type named by its displacement alone ("1.4", "1.25"): an aspirated petrol engine, the charged ones carry their TSI, TCe or Turbo; Ford's 2.5 five-cylinder is charged. */
const BARE_DISPLACEMENT = /^\d\.\d{1,2}$/;
const ASPIRATED_CODES = /^(BGU|BSE|BSF|BAG|BLF|BLP|ALZ|ALT|BDW|CHY[AB]|AWY|BMD|AZQ|BME|CGP[AB]|BBM|BZG|BKY|BUD|CGGA|BXW|[ABZ]\d\dXE.|Z16YNG|G4(FA|FC|LC|FD|KD|LE)|N(4[356]|52|1[26])B\d\d|M266|M281|3B21|K4[MJ]|K7[JM]|D[47]F|H4[DM]|B4D|KF[UVW]|NFU|8FS|5F[SW]|HF[VX]|ZMZ|HMZ|EB2FA?|HR16DE|MR20DE|187A1000|169A[34]000|188A4000|HWDA|HXDA|QQDB|AOBA|ASDA|[0-9A-Z]+-F[^T].*)$/;

/** Makes whose petrol engines are all charged in generations from a year on. */
const TURBO_ONLY_MAKES_FROM: ReadonlyMap<string, number> = new Map([['BMW', 2014], ['Mini', 2014]]);

/**
 * Whether the engine has a turbo or compressor, as far as the data tells: every diesel of the base
 * (all built after 2000) has; a petrol engine as its name or code says; a power-split hybrid's
 * Atkinson engine never. Unknown (a name and code that say neither) counts as charged unless its
 * output per litre is an aspirated engine's.
 */
export function chargedEngine(car: CarFacts): boolean {
  if (car.fuel === 'electric' || powerSplitHybrid(car)) return false;
  if (car.fuel === 'diesel' || CHARGED_NAME.test(car.typeName)) return true;
  if (ASPIRATED_NAME.test(car.typeName) || ASPIRATED_CODES.test(car.engineCode) || (BARE_DISPLACEMENT.test(car.typeName) && car.ccm < 2450)) return false;
  // BMW's and Mini's generations from 2014 run only the turbo B-series engines (a Mini One's 1.5 is a gently tuned B38).
  if (TURBO_ONLY_MAKES_FROM.has(car.make) && car.generationStart >= TURBO_ONLY_MAKES_FROM.get(car.make)!) return true;
  // A small engine the list names by its model alone ("Crossland", 61 kW from 1,199 cm³): its output per litre
  // tells. Larger engines were also charged gently (a 2.0 light-pressure turbo's 55 kW a litre), so they stay charged.
  const small = car.ccm > 0 && car.ccm < SMALL_ENGINE_CCM_BELOW;
  return car.engineCode !== '' || !small || car.kw === undefined || car.kw / (car.ccm / 1000) >= ASPIRATED_KW_PER_LITRE_BELOW;
}

/**
 * Wheel bolts on the hub, which the brake disc's holes follow: five on every BMW, Mercedes, Audi,
 * Volvo, Porsche, Tesla, Jaguar and Land Rover and on VW's platforms but the up!'s (4x100); four on
 * PSA's PF1 (4x108) and Renault's B platform (Clio, Captur, Zoe: 4x100). Elsewhere the car's size
 * decides: four below a 260 mm front disc.
 */
const FIVE_BOLT_MAKES = new Set(['BMW', 'Mercedes-Benz', 'Audi', 'Volvo', 'Porsche', 'Tesla', 'Jaguar', 'Land Rover']);
const FIVE_BOLT_PLATFORMS = new Set(['PQ24', 'PQ25', 'PQ26', 'PQ35', 'PQ46', 'MQB', 'MQB-A0', 'MQB Evo', 'MLB', 'MLB Evo', 'T5', 'T6', 'UKL1', 'UKL2', 'CLAR']);
const FOUR_BOLT_PLATFORMS = new Set(['NSF', 'PF1', 'Renault/B']);
export function wheelBolts(car: Pick<CarFacts, 'make' | 'platform' | 'frontDiscMm'> & Partial<Pick<CarFacts, 'generation' | 'typeStart' | 'generationStart'>>): 3 | 4 | 5 {
  // The generation's own hub where the trade's fitment lists give it (data/hub-patterns.ts): a Yaris's four studs whatever its disc.
  const listed = listedHubOf(car);
  if (listed) return listed.bolts;
  // A Smart fortwo's wheels sit on three bolts (3x112): no four-hole disc or hub fits it.
  if (car.make === 'Smart' && /\bfortwo\b/i.test(car.generation ?? '')) return 3;
  if (FIVE_BOLT_MAKES.has(car.make) || FIVE_BOLT_PLATFORMS.has(car.platform)) return 5;
  if (FOUR_BOLT_PLATFORMS.has(car.platform)) return 4;
  return car.frontDiscMm < 260 ? 4 : 5;
}

/**
 * Engine families whose oil filter is a paper cartridge in a housing on the block, not a spin-on
 * can: every BMW and Mini engine (N, B, M47/M57 and the PSA-built W16), Mercedes' own (M266, M270/M274,
 * M260/M264, M254, OM640/646/651/654), PSA's diesels (DV4, DV6, DV5, DW10, Ford's 1.4-1.6 TDCi and the
 * Mini D among them) and its EP6 petrols (the 1.6 THP and the 1.6 plug-in hybrids too), the Fiat/Opel 1.3 Multijet/CDTI, Opel's
 * 1.6 and 2.0 CDTI (A/B16DT, A/B20DT), its Ecotec XEP/XER petrols and the 1.4 and 1.6 Turbos built on them (A14NET, A16LET: an element in the housing, not a can), Toyota's ZR petrols (the 1.8 hybrids' 2ZR-FXE), Hyundai's and Kia's U and R diesels (D4F., D4H.), VW's common-rail and PD TDIs (EA189, EA288) and its EA888 TSI and TFSI of the third generation (from 2012; generations 1 and 2, BYT, BZB, CDAA, CCZB, CDHB, CDNC, take the 06J 115 403 spin-on can). Other
 * engines (Renault's K9K and TCe, VW's EA111/EA211 and EA113 2.0 TFSI, Toyota, Hyundai) keep the spin-on filter.
 */
const CARTRIDGE_CODES = /^([NBM]\d\d[A-Z]\d\d|W16D16|M266|M27[014]|M26[04]|M260|M254|OM6(40|46|51|54)\w*|8H[RXZ]|9H[A-Z]|DV[456]\w*|RH[A-Z]|5F[SWV]|8FS|169A1000|188A8000|[AZB]13DT\w|[AB]16DT\w|[AB]20DT\w|[12]ZR-F\w+|[ABZ]1[02468]XE[PRL]|[AB]14NE[LT]|[AZ]16LE[RT]|D4F[A-E]|D4H[AB]|BKC|BKD|CAY[BC]|CFFB|CBAB|CFWA|CLHA|CXXB|CRBC|CUNA|CJEB|CHHB)$/;
const VW_GROUP = new Set(['VW', 'Audi', 'Skoda', 'Seat', 'Cupra']);
export function oilFilterCartridge(car: Pick<CarFacts, 'make' | 'fuel' | 'engineCode' | 'typeName' | 'ccm' | 'generationStart'> & { typeStart?: number }): boolean {
  if (car.fuel === 'electric') return false;
  // The engine family's design where the trade's tables settle it (data/engine-families.ts): a Renegade's 1.6 MultiJet, a C-HR's M20A, an A6 C7's V6 TDI take a cartridge.
  const style = oilFilterStyleOfFamily({ ...car, typeStart: car.typeStart ?? car.generationStart });
  if (style) return style === 'cartridge';
  // The VW group's common-rail diesels (EA189 and EA288, codes C… and D…) all take a cartridge.
  // Hyundai's and Kia's U and R diesels (D4FB, D4FC, D4HA, D4HB …) take a paper cartridge in a housing on the block.
  if (car.fuel === 'diesel' && ['Hyundai', 'Kia'].includes(car.make)) return true;
  // The VW group's pump-nozzle TDIs from 2000 (the 1.4 and 1.9 on the 045 115 466 element, the T5's 1.9 AXB/AXC and
  // 2.5 R5 AXD/AXE/BNZ/BPC on the 070 115 562 one) take a paper element in the housing on the block, not a spin-on can.
  const typeStart = car.typeStart ?? car.generationStart;
  if (car.fuel === 'diesel' && car.ccm < 2490 && typeStart >= 2000 && vwPumpNozzle({ ...car, typeStart })) return true;
  // The EA888 of the third generation takes the 06L 115 562 cartridge, a Golf VII R's CJXC as a GTI's CHHB (data/engine-families.ts).
  if (ea888Gen3({ ...car, typeStart })) return true;
  if (car.engineCode) return CARTRIDGE_CODES.test(car.engineCode) || (VW_GROUP.has(car.make) && car.fuel === 'diesel' && /^[CD][A-Z]{3}$/.test(car.engineCode));
  // Without a code: what the make's engines of the type's years all have.
  if (car.make === 'BMW' || car.make === 'Mini') return true;
  if (car.fuel === 'diesel') return ['Peugeot', 'Citroën', 'DS', 'Hyundai', 'Kia'].includes(car.make) || (car.make === 'Opel' && car.generationStart >= 2019) || (car.make === 'Ford' && /\b1\.[456] TDCi\b/.test(car.typeName)) || (VW_GROUP.has(car.make) && car.generationStart >= 2012);
  // PSA's and Opel's 1,598 cm³ petrol is the EP6; Toyota's and Lexus' 1.8 hybrids run the 2ZR-FXE.
  if (['Peugeot', 'Citroën', 'DS', 'Opel'].includes(car.make) && car.ccm === 1598) return true;
  if (['Toyota', 'Lexus', 'Suzuki'].includes(car.make) && car.ccm === 1798) return true;
  // The EA888 of the third generation (from 2012) takes the 06L 115 562 cartridge; generations 1 and 2 before it a spin-on can.
  return VW_GROUP.has(car.make) && car.ccm >= 1780 && /\bT(F)?SI\b/.test(car.typeName) && typeStart >= 2012;
}

/** The design of oil filter the car's engine takes, which the filter's product line numbers (Knecht OX a cartridge, OC a can). */
export const oilFilterDesignOf = (car: CarFacts | null): OilFilterDesign => (car && oilFilterCartridge(car) ? 'cartridge' : 'spin-on');

/**
 * Petrol engines whose fuel filter sits in the tank's pump module, for life, with no in-line filter
 * to change: the direct-injection engines (TSI, TFSI, PureTech, EcoBoost, THP, TCe, BMW's and Mini's
 * N and B engines, Mercedes' M270 and later), every petrol generation from 2011, every type approved
 * from 2012 (a Polo V's 1.0 MPI of 2014), and the makes whose returnless systems put it there
 * earlier (IN_TANK_PETROL_FROM). Diesels and the older petrols keep an in-line filter.
 */
const IN_TANK_PETROL_FROM: Readonly<Record<string, number>> = {
  // BMW's, Mini's and Mercedes' petrols of the E60, E87, E90, R56 and W203 on; Ford's from the Fiesta V and Focus II.
  BMW: 2001, Mini: 2001, 'Mercedes-Benz': 2000, Ford: 2002,
  // Opel's Ecotec petrols from the Astra H and Zafira B; Renault's from the Mégane II; PSA's returnless TU and EW petrols from 2000 (206, 307, C3 I).
  Opel: 2004, Renault: 2002, Peugeot: 2000, 'Citroën': 2000, DS: 2000,
  // The Japanese and Korean makes' petrols from the Yaris II, Micra K12, Qashqai J10, Jazz and i30.
  Toyota: 2000, Lexus: 2000, Nissan: 2002, Honda: 2001, Mazda: 2003, Hyundai: 2005, Kia: 2005, Suzuki: 2004, Mitsubishi: 2004,
};
const DIRECT_INJECTION_NAME = /\b(TSI|TFSI|eTSI|PureTech|PURETECH|EcoBoost|ECOBOOST|THP|TCe|TCE|DIG-T|T-GDI|T-GDi|GDI|SKYACTIV[ -]?G|CGI)\b/;
export function fuelFilterInTank(car: CarFacts): boolean {
  if (car.fuel !== 'petrol' || underFloorPetrolFilter(car)) return false;
  if (car.generationStart >= 2011 || car.typeStart >= 2012 || DIRECT_INJECTION_NAME.test(car.typeName)) return true;
  return car.generationStart >= (IN_TANK_PETROL_FROM[car.make] ?? 9999);
}

/**
 * A rear axle with ball joints: the multi-link axles of the longitudinal BMW, Mercedes, Audi and
 * Porsche (not Mercedes' vans). A front-drive car's rear axle (a twist beam, the fortwo's De Dion tube, trailing arms or
 * links in rubber bushes) carries none.
 */
export const rearBallJoints = (car: CarFacts) => longitudinalEngine(car) && !REAR_TRAILING_ARM_VANS.test(car.generation);
/** Mercedes' rear-drive vans ride on semi-trailing arms (Vito, V-Klasse) or a rigid axle (Sprinter, G-Klasse): no rear ball joint. */
const REAR_TRAILING_ARM_VANS = /^Mercedes-Benz (Sprinter|Vito|V-Klasse|Marco Polo|EQV|Evito|eVito|G-Klasse)/;

export const FITMENT_RULES: readonly Rule[] = [
  { name: 'combustion part on an electric car', kinds: COMBUSTION_KINDS, reason: 'an electric car has no engine, exhaust, clutch, fuel system, alternator or starter', fits: burns },
  { name: 'alternator on a full hybrid', kinds: ['Lichtmaschine', 'Generatorregler', 'Generatorfreilauf'], reason: 'full hybrids charge through their motor-generator and have no belt-driven alternator', fits: (car) => !car.hybrid },
  { name: 'starter on a power-split hybrid', kinds: ['Anlasser'], reason: 'a power-split or multi-mode full hybrid (Toyota\'s and Lexus\' HSD, Ford\'s 2.0 and 2.5 Hybrid, Honda\'s e:HEV, Renault\'s E-Tech) starts its engine by its motor-generator: it has no 12 V starter', fits: (car) => !powerSplitHybrid(car) },
  { name: 'spark ignition on a diesel', kinds: ['Zündkerzen', 'Zündspule', 'Lambdasonde', 'Drosselklappe', 'Klopfsensor'], reason: 'spark ignition: petrol engines (hybrids, LPG and CNG included), never a diesel', fits: (car) => car.fuel === 'petrol' },
  { name: 'ignition leads on coil-on-plug', kinds: ['Zündkabelsatz'], reason: 'ignition leads run from a coil pack or distributor to the plugs: Ford\'s Sigma and Duratec-HE, Renault\'s and PSA\'s 8-valve engines, Fiat\'s FIRE 8V, VW\'s 1.6 8V have them; a coil-on-plug engine (FSI, TSI, EP6, K4M) has none', fits: ignitionLeads },
  { name: 'distributor after the 1990s', kinds: ['Zündverteiler'], reason: 'distributor ignition ended in the late 1990s; no engine of the base has one', fits: (car) => car.fuel === 'petrol' && car.typeStart < 1998 },
  { name: 'diesel part on a petrol car', kinds: ['Glühkerzen', 'Glühzeitsteuergerät', 'Rußpartikelfilter', 'Hochdruckpumpe'], reason: 'glow plugs, particulate filters and common-rail pumps are a diesel\'s', fits: (car) => car.fuel === 'diesel' },
  { name: 'common-rail part on a unit-injector engine', kinds: ['Hochdruckpumpe'], reason: 'a high-pressure pump feeds a common rail: the VW group\'s pump-nozzle TDIs (the 1.4, 1.9 and 2.0 TDI of A… and B… codes: AXC, BKC, BLS, BKD, BMM, BNV, BKP) build their pressure in a unit injector on each cylinder, driven by the camshaft, and draw their fuel by a tandem pump; they have no rail and no high-pressure pump. The injection system is the engine\'s (data/car-equipment.ts), the one that decides the injectors, and a type of engines of both systems takes no rail part', fits: (car) => car.fuel !== 'diesel' || [...injectionSystemsOfEngines(car, false)].every((system) => system === 'common_rail') },
  { name: 'particulate filter before Euro 5', kinds: ['Rußpartikelfilter'], reason: 'particulate filters came with Euro 5 (2009) on every diesel', fits: (car) => car.typeStart >= 2009 },
  { name: 'AdBlue before Euro 6', kinds: ['Harnstofffilter', 'AdBlue'], reason: 'urea injection (AdBlue) came with Euro 6 diesels from 2014', fits: (car) => car.fuel === 'diesel' && car.typeStart >= 2014 },
  { name: 'two-stroke oil', kinds: ['Zweitaktöl'], reason: 'two-stroke oil is for two-stroke engines; no car of the base has one', fits: () => false },
  { name: 'steering pump on electric steering', kinds: ['Servopumpe', 'Hydraulikfilter Lenkung', 'Hydrauliköl'], reason: 'hydraulic power steering gave way to electromechanical steering: from 2010 on every new platform, earlier on PQ35, PQ25, PQ46 and the generations named in data/car-equipment.ts (Qashqai J10, Mini R56); electric cars never had it', fits: hydraulicSteering },
  { name: 'clutch cable on a hydraulic clutch', kinds: ['Kupplungsseil'], reason: 'every generation from 2000 on works its clutch hydraulically; the cable belongs to older small cars', fits: (car) => burns(car) && car.generationStart < 2000 },
  { name: 'clutch part without a clutch pedal', kinds: CLUTCH_PEDAL_KINDS, reason: 'electric cars, plug-in hybrids, power-split hybrids and the automatic-only mild hybrids have no clutch pedal, clutch or manual gearbox', fits: clutchPedal },
  { name: 'viscous fan on a transverse engine', kinds: ['Visko-Kupplung'], reason: 'a viscous fan clutch sits on the crankshaft or pump of a longitudinal engine; transverse engines cool with an electric fan', fits: longitudinalEngine },
  { name: 'viscous fan on an electric-fan car', kinds: ['Visko-Kupplung'], reason: 'longitudinal engines of generations from 2012 cool with an electric fan, and so do every Audi from the B7 and C6 (its V6 TDI included) and Mercedes\' cars; a BMW M47 or M57 and the vans keep a viscous one', fits: viscousFan },
  { name: 'air spring without air suspension', kinds: ['Luftfeder'], reason: 'air springs are on the large cars that left the factory with air suspension as standard (data/car-equipment.ts); a generation that offered air as an option, an A6 C7, an E-Klasse W212 or a 5er, rides on coil springs as the trade lists it', fits: standardAirSprings },
  { name: 'rear driveshaft on a front-drive car', kinds: DRIVESHAFT_KINDS, position: 'rear', reason: 'a front-drive car has no rear driveshaft, joint or boot', fits: rearWheelsDriven },
  { name: 'front driveshaft on a rear-drive car', kinds: DRIVESHAFT_KINDS, position: 'front', reason: 'a rear-drive car has no front driveshaft, joint or boot', fits: frontWheelsDriven },
  { name: 'timing belt on a chain engine', kinds: ['Zahnriemen', 'Zahnriemensatz', 'Zahnriemensatz mit Wasserpumpe'], reason: 'a timing belt kit only for an engine with a toothed belt, dry or in oil (data/engine-build.ts): Renault\'s 1.6 and 2.0 dCi (R9M, M9R, Trafic III, Espace V, Koleos II, Talisman), the TCe and SCe, BMW, Mercedes, the Japanese and Korean makes and the VW group\'s EA111 and EA888 drive their camshafts by chain', fits: timingBelt },
  { name: 'timing chain on a belt engine', kinds: ['Steuerkette', 'Steuerkettensatz'], reason: 'a timing chain kit only for a chain engine (data/engine-build.ts): Renault\'s K9K, K4M, F9Q and D4F, VW\'s TDI, EA211 and 1.6 8V, Ford\'s Sigma 16V, PSA\'s DV and DW diesels run a toothed belt, Ford\'s 1.0 EcoBoost and PSA\'s PureTech a belt in oil', fits: timingChain },
  { name: 'camshaft seal on an engine without a dry belt', kinds: ['Wellendichtring Nockenwelle'], reason: 'a front camshaft seal belongs to a dry toothed belt (data/engine-build.ts): a chain engine\'s camshafts (BMW, Mercedes, the TCe, EA888, M9R), a belt in oil\'s (PureTech, 1.0 EcoBoost) and a gear train\'s turn inside the sealed timing case', fits: (car) => frontCamshaftSeal(car) ?? timingBelt(car) },
  { name: 'fuel-pressure regulator on a rail-pressure engine', kinds: ['Kraftstoffdruckregler'], reason: 'a separate regulator is a port-injection petrol\'s with a return line (data/fuel-system.ts); a common-rail diesel or a direct-injection petrol sets its rail pressure by a valve on the pump or rail, a returnless petrol in its tank module', fits: (car) => separateFuelPressureRegulator(car, chargedEngine(car), fuelFilterInTank(car)) },
  { name: 'handbrake cable on an electric parking brake', kinds: ['Handbremsseil'], reason: 'a car with an electric parking brake has its motors on the calipers and no cable', fits: (car) => !electricParkingBrake(car) },
  { name: 'rear wiper on a saloon type code', kinds: ['Scheibenwischer', 'Wischermotor', 'Wischerarm'], position: 'rear', reason: 'the VW group\'s type code gives the body: an A4 8K2, an A6 4G2 or a Passat 3G2 is the saloon, whose boot lid has no rear wiper; the Avant or Variant has a code of its own', fits: (car) => !saloonTypeCode(car) },
  { name: 'rear wiper on a body without a tailgate', kinds: ['Scheibenwischer', 'Wischermotor', 'Wischerarm'], position: 'rear', reason: 'coupés, cabriolets, saloons, liftbacks and four-door coupés have no rear wiper', fits: tailgate },
  { name: 'aftermarket front air strut on a current generation', kinds: ['Luftfeder'], position: 'front', reason: 'a current luxury generation\'s air strut (a Range Rover L460\'s, a 7er G70\'s) comes from its maker only: the aftermarket makes struts for the generations before (data/air-springs.ts)', fits: (car) => aftermarketAirPart('front', car) },
  { name: 'aftermarket rear air strut on a current generation', kinds: ['Luftfeder'], position: 'rear', reason: 'a current generation\'s rear air strut (a Range Rover L460\'s, an e-tron GT\'s) comes from its maker only, like its front one (data/air-springs.ts)', fits: (car) => aftermarketAirPart('rear', car) },
  { name: 'front air spring on rear air suspension', kinds: ['Luftfeder'], position: 'front', reason: 'the vans, BMW\'s 5er and Volvo\'s V90 carry air springs on the rear axle only', fits: frontAirSprings },
  { name: 'propshaft on a car without one', kinds: ['Kardanwelle'], reason: 'a propshaft joins a front engine to the driven rear axle: a front-drive car has none, nor has a rear- or mid-engined car driving its rear wheels only (smart, Twingo III, 911 Carrera, Cayman, A110), a hybrid whose rear axle its own electric motor drives (Volvo T8, 225e xDrive) or an electric car, whose motors sit on the axles they drive', fits: propshaft },
  { name: 'transmission filter on a type not known automatic', kinds: ['Hydraulikfilter Automatikgetriebe', 'Getriebeölwechselsatz'], reason: 'the data records no gearbox per type: a transmission filter and oil change kit go to the types known to have two pedals (automatic-only generations, hybrids, names that say so), not to a manual K9K', fits: (car) => burns(car) && !clutchPedal(car) },
  { name: 'transmission filter on a gearbox without one', kinds: ['Hydraulikfilter Automatikgetriebe'], reason: 'a filter to change sits in the torque-converter automatics, the wet dual-clutch boxes and the CVTs (data/gearboxes.ts); a dry dual-clutch box (DQ200, EDC 6), Renault\'s E-Tech multi-mode box, Toyota\'s and Honda\'s hybrid transaxles and Aisin\'s sealed 8-speed have none', fits: (car) => gearboxFamilyOf(car).filter },
  { name: 'oil change kit on a gearbox filled for life', kinds: ['Getriebeölwechselsatz'], reason: 'a dry dual-clutch box (VW\'s DQ200, Renault\'s EDC 6, Ford\'s PowerShift, Hyundai\'s DCT) and Renault\'s E-Tech dog-clutch box carry gear oil for life: no ATF change, no kit', fits: (car) => gearboxFamilyOf(car).fluid !== null },
  { name: 'parking brake motor on a lever brake', kinds: ['Stellelement Feststellbremse'], reason: 'the parking brake is the generation\'s: an actuator only where it left the factory with an electric one (a Passat B8, an A3 8V, a T-Roc); a Tourneo Connect II, a Transit Custom, a Trafic or a 3er F30 has a hand lever and cables', fits: electricParkingBrake },
  { name: 'steering joint on the rear axle', kinds: [...FRONT_AXLE_ONLY_KINDS], position: 'rear', reason: 'tie rods, their joints and the rack boot belong to the steered front axle', fits: () => false },
  { name: 'parking brake part on the front axle', kinds: [...REAR_AXLE_ONLY_KINDS], position: 'front', reason: 'the parking brake holds the rear wheels: its cables and motors are rear parts', fits: () => false },
  { name: 'wheel bolt on a car with wheel nuts', kinds: ['Radschraube'], reason: 'Ford, the Japanese and Korean makes, Tesla, Jeep, Jaguar and Land Rover hold their wheels with nuts on studs', fits: wheelBoltsScrewed },
  { name: 'exhaust pressure sensor without a particulate filter', kinds: ['Abgasdrucksensor'], reason: 'the differential pressure sensor watches a particulate filter: diesels from 2009, charged petrols from 2018', fits: exhaustFilter },
  { name: 'charge air on an aspirated engine', kinds: ['Turbolader', 'Ladeluftschlauch', 'Ladeluftkühler'], reason: 'turbos, charge-air hoses and intercoolers belong to charged engines; an aspirated one (MPI, SCe, VTi, FSI, a Toyota hybrid) has none', fits: chargedEngine },
  { name: 'front-mounted intercooler on a manifold-cooled engine', kinds: ['Ladeluftkühler'], reason: 'the VW group\'s single-turbo EA111 1.2 and 1.4 TSI (CBZB, CAXA) and every EA211 TSI (CHZB, CJZA, CZEA, CHPA, DADA) cool their charge air in a water-cooled core inside the intake manifold (data/engine-equipment.ts): a radiator-sized air-to-air cooler has no place or ducting in their engine bay', fits: (car) => !chargeAirCooledInManifold(car) },
  { name: 'headlamp bulb in an LED headlamp', kinds: ['Glühlampe Hauptscheinwerfer'], reason: 'halogen and xenon headlamps take a replaceable low-beam lamp; an LED headlamp has none', fits: (car) => car.headlamp !== 'LED' },
  { name: 'headlamp lamp where the lamp is not known', kinds: ['Glühlampe Hauptscheinwerfer', 'Xenon-Brenner'], reason: 'an H4 reflector takes no H7 and an H7 projector no H4: the trade offers a low-beam lamp only where it knows the headlamp\'s', fits: (car) => car.headlamp !== '' },
  { name: 'halogen lamp in a xenon headlamp', kinds: ['Glühlampe Hauptscheinwerfer'], reason: 'a xenon headlamp takes its D burner (Xenon-Brenner), never a halogen bulb', fits: (car) => !/^D/.test(car.headlamp) },
  { name: 'in-line fuel filter on an in-tank filter petrol', kinds: ['Kraftstofffilter'], reason: 'direct-injection petrols, every petrol generation from 2011 and type from 2012 (Ford\'s and Opel\'s from 2004, Nissan\'s from 2006, BMW\'s from 2001, Mercedes\' from 2004) filter their fuel in the tank\'s pump module; no in-line filter is changed', fits: (car) => !fuelFilterInTank(car) },
  { name: 'ball joint on a rear axle without one', kinds: ['Traggelenk'], position: 'rear', reason: 'twist-beam and De Dion rear axles, and the bushed links of front-drive cars, have no ball joint; the longitudinal makes\' multi-link axles do', fits: rearBallJoints },
  { name: 'xenon burner in a halogen headlamp', kinds: ['Xenon-Brenner'], reason: 'a xenon burner fits a xenon headlamp (D-type) only', fits: (car) => /^D/.test(car.headlamp) },
  { name: 'drum part on rear discs', kinds: ['Bremstrommel', 'Bremsbacken', 'Bremsbackensatz', 'Radbremszylinder'], reason: 'drum brake parts only where the rear axle has drums', fits: (car) => car.rearDrumMm > 0 },
  { name: 'rear wheel hub on rear drums', kinds: ['Radnabe'], position: 'rear', reason: 'on a drum-braked rear axle (a Fiesta 1.25 or 1.0 EcoBoost) the wheel bearing sits in the drum: the counter sells a wheel bearing kit or the drum with its bearing, not the disc car\'s hub with bearing and ABS ring', fits: (car) => !(car.rearDrumMm > 0) },
  { name: 'rear disc part on rear drums', kinds: DISC_BRAKE_KINDS, position: 'rear', reason: 'rear discs, pads and calipers only where the rear axle has discs: a car with rear drums takes a drum and shoes there', fits: (car) => car.rearDiscMm > 0 },
  { name: 'rear anti-roll bar link on a twist beam', kinds: ['Koppelstange', 'Stabilisatorlager'], position: 'rear', reason: 'a twist-beam rear axle (every small PSA, Renault, Fiat, the Polo, Corsa, Fiesta) has its anti-roll bar in the beam: no rear coupling rods or bar bushes', fits: (car) => !twistBeamRear(car, rearWheelsDriven(car)) },
  { name: 'rear strut mount on an axle without struts', kinds: ['Federbeinstützlager'], position: 'rear', reason: 'a twist beam\'s and a van\'s rear axle (a T6.1, a Vito, a Trafic) carry the spring apart from the damper: no strut, so no rear strut mount (data/chassis-lines.ts)', fits: (car) => rearStrutMount(car) },
  { name: 'rear wishbone on a twist beam', kinds: ['Querlenker', 'Querlenkerlager'], position: 'rear', reason: 'a twist-beam rear axle is one beam with its trailing arms, held by two axle bushes: no rear wishbone or link, nor a control-arm bush, to change, only on independent rear axles', fits: (car) => !twistBeamRear(car, rearWheelsDriven(car)) },
  { name: 'EGR valve on an engine without one', kinds: ['AGR-Ventil'], reason: 'every diesel has an EGR valve; of the petrols only Opel\'s Ecotec XEP, VW\'s FSI, Toyota\'s hybrids and Mazda\'s SKYACTIV-G: the EP6 (VTi, THP), the other aspirated and the charged petrols have none', fits: egrValve },
  { name: 'exhaust temperature sensor on a petrol without a particulate filter', kinds: ['Abgastemperatursensor'], reason: 'exhaust-gas temperature sensors guard a diesel\'s turbo, catalyst and particulate filter; of the petrols only the systems that measure at their particulate filter (the 1.3 TCe, Hyundai\'s T-GDi, Mercedes\' and Porsche\'s from 2018) have one: a 1.5 TSI EA211 evo, a PureTech or THP, an N20 has none', fits: (car) => car.fuel === 'diesel' || exhaustTemperatureSensors(car) },
  { name: 'exhaust temperature sensor on a diesel without a particulate filter', kinds: ['Abgastemperatursensor'], reason: 'a diesel\'s exhaust-gas temperature sensors sit at its particulate filter and steer its regeneration: the Euro 4 diesels built without a filter (a K9K dCi 85 of 2005) have none', fits: (car) => car.fuel !== 'diesel' || exhaustTemperatureSensors(car) },
  { name: 'vacuum brake booster on an electric car', kinds: ['Bremskraftverstärker'], reason: 'an electric car has no engine vacuum: its brakes are boosted electrically (an iBooster or an integrated brake unit), no vacuum booster or pump', fits: burns },
  { name: 'rear-door part on a body without rear doors', kinds: [...REAR_DOOR_KINDS], position: 'rear', reason: 'rear door locks and handles belong to four- and five-door bodies: a fortwo, a Z4, a 911 or a coupé has no rear door', fits: rearDoors },
  { name: 'fuel pump relay on a pump control module', kinds: ['Relais Kraftstoffpumpe'], reason: 'generations from 2012 (BMW, Mini and Mercedes from 2004) drive the fuel pump through a control module, not a relay', fits: fuelPumpRelay },
  { name: 'ignition lock on a push-button start', kinds: ['Zündschloss'], reason: 'BMW and Mini from 2004, Mercedes from 2014, Volvo from 2015, Porsche from 2019, Jaguar, Land Rover and Tesla start by a button, Renault\'s Mégane, Scénic, Espace, Talisman and Kadjar by a card, a Passat B6 or B7 and an A4 B8 by a key in a slot: no lock cylinder to change', fits: keyIgnition },
  { name: 'pad-wear sensor on a make without one', kinds: ['Verschleißanzeige Bremsbeläge'], reason: 'electric pad-wear sensors are the German, Swedish, French, Italian and British makes\'; Ford\'s C1 cars, Dacia, the Japanese, Korean and US makes and the Renault-Nissan CMF platforms (a Mégane IV\'s pads as a Qashqai J11\'s) warn by an acoustic tab on the pad', fits: (car) => padWearSensor(car, 'front') },
  { name: 'rear pad-wear sensor on a front-only make', kinds: ['Verschleißanzeige Bremsbeläge'], position: 'rear', reason: 'PSA, Renault, Opel, Fiat and the VW group\'s transverse platforms (an A3 8P or 8V as a Golf) put the wear sensor on the front pads only; their rear pads have no contact', fits: (car) => padWearSensor(car, 'rear') },
  { name: 'coil spring on standard air suspension', kinds: ['Fahrwerksfeder', 'Sportfahrwerk'], reason: 'a car sprung by air on both axles as standard (Cayenne, Panamera and Taycan Turbo, S-Klasse, A8, 7er, Range Rover, Tesla S and X) has no coil spring to change', fits: (car) => !standardAirSprings(car) },
  { name: 'alternator on a starter-generator', kinds: ['Lichtmaschine', 'Generatorregler', 'Generatorfreilauf'], reason: 'a mild hybrid\'s belt or integrated starter-generator (48 V EQ Boost on Mercedes\' M254, M256, OM654M) and a plug-in\'s motor-generator charge the battery: no separate alternator, regulator or freewheel', fits: beltAlternator },
  { name: 'ABS ring on an encoder wheel bearing', kinds: ['ABS-Ring'], reason: 'from about 2008 (the VW group\'s PQ35 from 2003, BMW from 2004, Mercedes from 2007) the wheel bearing carries a magnetic encoder; only older generations have a toothed ring to change, electric cars never', fits: absToneRing },
  { name: 'separate daytime lamp on a headlamp with one', kinds: ['Tagfahrleuchte'], reason: 'LED headlamps and the premium makes\' headlamps from 2012 carry the daytime running light: no separate lamp', fits: separateDaytimeLamp },
  { name: 'brake-light switch on a pedal sensor', kinds: ['Bremslichtschalter'], reason: 'electric cars from 2019 (VW ID., Tesla) read the pedal by a travel sensor on the electric brake booster: no mechanical switch', fits: brakeLightSwitch },
  { name: 'steering filter on a reservoir without one', kinds: ['Hydraulikfilter Lenkung'], reason: 'a serviceable filter sits in the steering reservoirs of the longitudinal and premium makes; PSA\'s, Renault\'s, Opel\'s, Ford\'s and the Asian makes\' have a strainer that is no service part', fits: steeringFilter },
  { name: 'rear window part on a car without winding rear windows', kinds: ['Fensterheber', 'Fensterhebermotor'], position: 'rear', reason: 'two-seaters (fortwo, Z4, Boxster) and coupés (a 911 Coupé) have no rear side window that winds, and an up!\'s or Aygo\'s rear windows only tilt out on a hinge; a four-seat cabriolet\'s rear windows lower', fits: windingRearWindows },
  { name: 'master cylinder or booster on an integrated brake system', kinds: ['Hauptbremszylinder', 'Bremskraftverstärker'], reason: 'a Giulia\'s and a Stelvio\'s Continental integrated brake system, and the brake-by-wire unit of the 2022 Range Rover (L460), are master cylinder, booster and ESC in one unit from the maker: no separate master cylinder or booster', fits: separateMasterCylinder },
  { name: 'rear coil spring on a torsion-bar rear axle', kinds: ['Fahrwerksfeder'], position: 'rear', reason: 'the rear axle\'s springing decides: a Peugeot 206, 306 or Partner I, a Citroën Saxo, Xsara or Berlingo I and a Renault Clio II or Kangoo I spring their rear trailing arms on transverse torsion bars, with no rear coil spring to change (data/car-equipment.ts)', fits: rearCoilSprings },
  { name: 'front parking sensor on a rear-only parking aid', kinds: ['Einparkhilfe Sensor'], position: 'front', reason: 'a front sensor only where the generation offered a front parking aid: a Mini R56, a Smart fortwo 451, a Fiat 500 (312), an up!, a Logan I or Sandero I and a Peugeot 206 had rear sensors at most (data/generation-equipment.ts)', fits: frontParkingSensors },
  { name: 'conventional shock on standard air suspension', kinds: ['Stoßdämpfer'], reason: 'a car on air suspension as standard (a Panamera hybrid or Turbo, a Cayenne Turbo, an A8, an S-Klasse, a 7er, a Range Rover) has an air strut with its damper: no twin-tube gas shock fits it', fits: (car) => !standardAirSprings(car) },
  { name: 'aftermarket battery on a supercar', kinds: ['Starterbatterie'], reason: 'a Ferrari, a McLaren or an Aventador carries the maker\'s own lightweight AGM or lithium battery: the battery makers list none for it', fits: aftermarketBattery },
  { name: 'aftermarket chassis part on a hand-built car', kinds: HAND_BUILT_CHASSIS_KINDS, reason: 'Ferrari, Lamborghini, Rolls-Royce, Bentley and Porsche\'s GT and RS types take their dampers, springs, links and brake hardware from the maker; the aftermarket makes none', fits: (car) => !handBuilt(car) },
  // Engine build and gearbox per type (data/engine-build.ts).
  { name: 'gearless timing kit on a gear-driven engine', kinds: ['Zahnriemen', 'Zahnriemensatz', 'Zahnriemensatz mit Wasserpumpe', 'Steuerkette', 'Steuerkettensatz'], reason: 'VW\'s 2.5 TDI five-cylinder (T5) drives its camshaft by gears: neither a belt nor a chain kit', fits: (car) => timingDriveOf(car)?.drive !== 'gears' },
  { name: 'shift cable on a rod-shifted manual', kinds: ['Schaltseil'], reason: 'a shift cable links the lever to a transverse gearbox beside the engine; a front engine along the car puts its gearbox under the lever, shifted by a rod: a BMW 1er F20, 3er F30 or X3 F25, a Mercedes C-Klasse and a Mustang have no shift cable (data/gearboxes.ts)', fits: (car) => manualShiftOf(car) === 'cable' },
  { name: 'shift cable or clutch cylinder on an actuator-shifted gearbox', kinds: ['Schaltseil', 'Kupplungsseil', 'Kupplungsgeberzylinder', 'Kupplungsnehmerzylinder'], reason: 'the Smart fortwo 451 selects its gears and releases its clutch by electric actuators: no shift cable, clutch cable or clutch cylinder, though its clutch kit is sold (data/gearboxes.ts)', fits: (car) => !actuatorShifted(car) },
  { name: 'clutch part on an automatic-only type', kinds: CLUTCH_PEDAL_KINDS, reason: 'types sold with an automatic, dual-clutch or automated gearbox only (a 2er F44 220d, an X2 xDrive20d, an A6 C7 3.0 TDI, a 330d or 530d from 2011, a C 250 d, a W205 C 250 or C 300, every Ferrari) have no clutch, flywheel, release bearing or clutch cylinder', fits: (car) => !automaticOnlyType(car) },
  { name: 'dual-mass flywheel on a single-mass engine', kinds: ['Zweimassenschwungrad'], reason: 'small aspirated petrols (Opel Z14XEP and A14XER, VW 1.0 to 1.6 MPI, Renault 1.2 16V, Ford Sigma 1.25 to 1.6, Fiat FIRE, Toyota 1.0 and 1.33, PSA 1.0 and 1.2 VTi) turn a single-mass flywheel: the clutch kit bolts to it, no dual-mass flywheel to change', fits: (car) => !singleMassFlywheel(car, chargedEngine(car)) },
  { name: 'hydraulic tappets on mechanical buckets', kinds: ['Hydrostößel'], reason: 'Hyundai\'s and Kia\'s Gamma and Kappa, Toyota\'s KR, NR and NZ, Honda, Mazda, Nissan\'s HR and MR, Ford\'s Sigma and 1.0 EcoBoost set their valves by mechanical buckets and shims: no hydraulic tappets', fits: (car) => !mechanicalBuckets(car) },
  // What the engine carries around it (data/engine-equipment.ts).
  { name: 'oil cooler on an engine without one', kinds: ['Ölkühler'], reason: 'an engine-oil cooler sits on diesels, charged petrols and the larger aspirated ones; a small aspirated petrol (an Aygo\'s 1KR-FE, a Corsa\'s Z12XEP) and an electric car have none', fits: (car) => engineOilCooler(car) },
  { name: 'accessory belt on a beltless hybrid engine', kinds: ['Keilrippenriemen', 'Spannrolle', 'Umlenkrolle'], reason: 'Toyota\'s hybrid engines from the 2ZR-FXE on (Auris, Corolla, C-HR, Yaris IV, the Lexus UX and NX 350h) pump their coolant and drive their compressor electrically: no ribbed belt, tensioner or idler', fits: (car) => accessoryBelt(car) },
  { name: 'air-mass meter on a speed-density engine', kinds: ['Luftmassenmesser'], reason: 'a petrol that reckons its air from manifold pressure (Opel\'s Ecotec 1.2 and 1.4, the EA211, PSA\'s and Renault\'s petrols, Hyundai\'s Kappa) has a MAP sensor and no air-mass meter', fits: (car) => airMassMeter(car) },
  // Equipment per generation (data/generation-equipment.ts).
  { name: 'separate indicator lamp where the headlamp carries it', kinds: ['Blinkleuchte'], reason: 'a Clio III, a Golf or a 3er carries its front indicator in the headlamp and its rear one in the tail lamp: a separate indicator lamp fits only the cars whose front indicators sit apart (a Fiat 500\'s upper lamps, a Wrangler\'s wings); side repeaters are a kind of their own', fits: separateIndicatorLamp },
  // Brakes by brake package (data/brake-packages.ts).
  { name: 'cast-iron disc or pad on carbon-ceramic brakes', kinds: ['Bremsscheiben', 'Bremsbeläge'], reason: 'a Ferrari, an Aventador or an Urus brakes on carbon-ceramic discs as standard: discs and pads come from the maker, a cast-iron disc would be a conversion', fits: (car) => !ceramicBrakesAsStandard(car) },
  { name: 'aftermarket disc on a coated or carbon-ceramic brake package', kinds: ['Bremsscheiben'], reason: 'a 911 Turbo or Taycan GTS brakes on coated discs (PSCB), a 911 or Taycan Turbo S on carbon-ceramic ones (PCCB): both come from Porsche only, no parts brand casts them, and an iron disc would be a conversion', fits: (car) => !makerOnlyDiscs(car) },
  { name: 'aftermarket caliper on a maker-only monobloc', kinds: ['Bremssattel'], reason: 'a Porsche\'s, the hand-built makes\' and the M and AMG GT performance brakes are fixed monoblocs (4, 6 or 10 pistons, one per brake package) that only the maker supplies: no aftermarket caliper fits them', fits: (car) => !makerOnlyCalipers(car) },
  { name: 'aftermarket bumper on a sport fascia', kinds: BASE_FASCIA_KINDS, reason: 'the panel makers tool the generation\'s base fascia: a GTI, an RS, an M Performance type, an AMG or a Cayenne Turbo wears its own bumper (data/sport-fascias.ts)', fits: (car) => sportFasciaOf(car) === null },
];

/** The first rule that keeps a part of this kind off the car (on that axle, for a part made for one), or none. */
export function ruleAgainst(kind: string, car: CarFacts, position: Position | null = null): Rule | undefined {
  return FITMENT_RULES.find((rule) => rule.kinds.includes(kind) && (rule.position === undefined || rule.position === position) && !rule.fits(car));
}

/** Whether the trade sells a part of this kind for the car (on that axle, for a part made for one). */
export function kindFits(kind: string, car: CarFacts, position: Position | null = null): boolean {
  return ruleAgainst(kind, car, position) === undefined;
}

/** The R1234yf rule: new types from 2013 (the MAC directive's start, after its delay), every new car from 2017. */
export function refrigerantOf(car: Pick<CarFacts, 'generationStart' | 'typeStart'>): 'R1234yf' | 'R134a' {
  return car.generationStart >= 2013 || car.typeStart >= 2017 ? 'R1234yf' : 'R134a';
}

const AIR_CONDITIONING = new Set(['Klimakompressor', 'Klimakondensator', 'Trockner Klimaanlage', 'Expansionsventil', 'Verdampfer']);
const AXLE_BRAKES = new Set<string>([...DISC_BRAKE_KINDS, 'Bremsschlauch']);
const DRUM_BRAKES = new Set(['Bremstrommel', 'Bremsbacken', 'Bremsbackensatz', 'Radbremszylinder']);

/**
 * The fitment key: the cars that take the very same article. Brakes by platform and disc size (a
 * 312 mm disc of one platform fits every car of it with that disc), drums by platform and drum
 * size, axle parts by platform and the front brake size (its axle-load class); engine parts by the
 * engine; batteries by capacity, bulbs by type and oil by grade and approval (those are the same
 * product in any car that takes them); air conditioning by engine and refrigerant; parts built
 * around the engine by engine and platform, heater-box parts and springs by body (data/installed-parts.ts);
 * the rest by the generation and, where a current-market series holds several, the body.
 */
const DOOR_PART_KINDS: ReadonlySet<string> = new Set([...REAR_DOOR_KINDS, 'Fensterheber', 'Fensterhebermotor']);
export function fitmentKey(kind: string, fit: 'size' | 'engine' | 'series', car: CarFacts, position: Position | null): string {
  // Criteria the car decides (a cam sensor's Hall or inductive working, a plug's thread) split the key: one article, one version.
  const own = carCriteria(kind, car, position);
  // A silencer's body, a handbrake cable's model, a propshaft's driveline, a spring's axle load, a rear damper's axle (data/chassis-lines.ts).
  const lines = chassisLineKey(kind, car, position);
  const lined = lines ? `${baseKey(kind, fit, car, position)}|${lines}` : baseKey(kind, fit, car, position);
  // A gearbox part is its gearbox's (data/gearboxes.ts): one engine behind an 8HP and a 9HP takes two filters.
  const gearbox = gearboxPartFamily(kind, car);
  // A bumper, grille or headlamp is its facelift's (data/facelifts.ts): its cars share the build years it states.
  const facelift = faceliftKey(kind, car);
  // A door's lock, handle and window regulator are its body's: a type built with three doors only (a Mégane III RS) takes none of its five-door siblings'.
  const doors = DOOR_PART_KINDS.has(kind) && threeDoorOnly(car) ? 'three-door' : '';
  const key = [lined, gearbox, facelift, doors].filter(Boolean).join('|');
  return own.length ? `${key}|${own.map(([, value]) => value).join('/')}` : key;
}

function baseKey(kind: string, fit: 'size' | 'engine' | 'series', car: CarFacts, position: Position | null): string {
  // A battery is the tray's: its capacity, technology (standard, EFB, AGM) and box (EN or JIS).
  // A Japanese full hybrid's auxiliary battery, which cranks nothing, is its model's (data/car-batteries.ts): a Yaris', a C-HR's and a Prius' are three.
  if (kind === 'Starterbatterie') {
    const auxiliary = auxiliaryBatteryModelOf(car);
    return `battery/${car.batteryAh}/${batteryTechnologyOf(car)}/${batteryBoxOf(car)}${auxiliary ? `/auxiliary/${auxiliary}` : ''}`;
  }
  if (kind === 'Glühlampe Hauptscheinwerfer' || kind === 'Xenon-Brenner') return `lamp/${car.headlamp}`;
  if (kind === 'Motoröl') return `oil/${car.oilGrade}/${car.oilApproval}`;
  // A glow plug is one size across the engine family (every EA288 2.0 TDI), not one per engine code.
  if (kind === 'Glühkerzen') return `glow/${glowPlugFamily(car)}`;
  // A cam belt and its kits are the engine's, in every car it sits in (data/timing-belts.ts).
  if (TIMING_BELT_KINDS.has(kind)) return `timing/${timingBeltEngineOf(car)}`;
  // An oil and a fuel filter are the engine family's (every EA288, whatever its code), the fuel filter in the platform's fuel line.
  const consumable = consumableKey(kind, car);
  if (consumable) return consumable;
  // An air filter is its air box's: one for an engine in one engine bay, whatever its code or power (data/air-filters.ts).
  if (kind === 'Luftfilter') return `airbox/${airBoxOf(car)}`;
  // A cabin filter is its heater box's: one for every car of a platform that shares the box (data/cabin-filters.ts).
  if (CABIN_FILTER_KINDS.has(kind)) return `cabin/${heaterBoxOf(car)}`;
  // A propshaft is the vehicle's: one per generation, body and drive, whatever engine turns it.
  if (kind === 'Kardanwelle') return propshaftKey(car);
  // A head gasket and piston rings are the bore's: one engine code built on two bores (Mercedes' M266) takes two.
  if (kind === 'Zylinderkopfdichtung' || kind === 'Kolbenringe') return `engine/${car.engine}/${boreMm(car)}`;
  // A clutch carries its engine's torque: a K9K of 50 kW and one of 96 kW take two clutches.
  // Its power band too: one K9K clutch does not serve the 50 kW and the 81 kW types alike.
  if (CLUTCH_DISC_KINDS.has(kind)) return `clutch/${car.engine}/${installOf(car)}/${clutchDiameterMm(torqueNm(car, chargedEngine(car)))}/${powerBandOf(car)}`;
  if (kind === 'Scheibenwischer') return `wiper/${car.generation}/${position ?? 'front'}/${car.wipersMm.join('/')}`;
  // A current-market series' bodies (a 2er Active Tourer and Gran Coupé) take body parts of their own.
  const body = bodyOfName(car.typeName);
  const generation = body ? `${car.generation}/${body}` : car.generation;
  // The compressor and dryer go with the engine; the heater box's parts and the condenser with the body.
  // A belt-driven compressor is the engine's as one generation's front end carries it (data/installed-parts.ts).
  if (AIR_CONDITIONING.has(kind)) return `air/${BODY_KINDS.has(kind) ? generation : `${car.engine}/${installOf(car)}${GENERATION_ENGINE_KINDS.has(kind) ? `/${car.generation}` : ''}`}/${refrigerantOf(car)}`;
  if (kind === 'Hauptscheinwerfer') return `headlamp/${generation}/${lightTechnologyOf(car)}`;
  // A tank sender is its tank's: generation, body, fuel and drive (data/installed-parts.ts).
  if (TANK_KINDS.has(kind)) return tankOf(car);
  // A tank's pump and cap and a parking heater kit are the vehicle's, for its fuel.
  if (VEHICLE_KINDS.has(kind)) return `vehicle/${generation}/${car.fuel}`;
  // A steering rack is hydraulic or electric as its car's assistance is: a Kangoo II diesel's and a Kangoo Z.E.'s are two racks.
  if (BODY_KINDS.has(kind)) return `body/${generation}/${position ?? ''}/${car.frontDiscMm}${kind === 'Lenkgetriebe' ? `/${steeringAssistOf(car)}` : ''}`;
  if (DRUM_BRAKES.has(kind)) return `drum/${car.platform}/${car.rearDrumMm}`;
  if (AXLE_BRAKES.has(kind)) {
    const rear = position === 'rear';
    // A disc is drilled for its hub's bolts: cars of one platform and size with four and with five bolts take two discs.
    const bolts = kind === 'Bremsscheiben' ? `/${wheelBolts(car)}x` : '';
    // Pads and calipers are the platform's caliper's: a longitudinal platform's model lines each have their own (data/brake-packages.ts).
    return `brake/${kind === 'Bremsscheiben' ? brakePlatformOf(car) : caliperPlatformOf(car, rear ? 'rear' : 'front')}/${rear ? `R${car.rearDiscMm || `drum${car.rearDrumMm}`}` : `F${car.frontDiscMm}`}${bolts}`;
  }
  // A damper is tuned for one body of one generation on its platform, front and rear apart.
  if (kind === 'Stoßdämpfer') return `shock/${car.platform}/${generation}/${position ?? ''}/${car.frontDiscMm}`;
  // A steering pump is belt-driven or an electric unit as its car's steering is: one platform holds both.
  if (kind === 'Servopumpe') return `steering/${car.platform}/${car.frontDiscMm}/${steeringAssistOf(car)}`;
  if (fit === 'size') return `axle/${car.platform}/${position ?? ''}/${car.frontDiscMm}`;
  // An alternator, starter, airbox or belt drive is made for the engine as its platform carries it (data/vehicle-keyed-parts.ts).
  if (VEHICLE_KEYED_KINDS.has(kind)) return vehiclePartKey(kind, car, installOf(car));
  // A formed coolant or charge-air hose is moulded to one generation's engine bay (data/installed-parts.ts).
  if (fit === 'engine' && INSTALLED_ENGINE_KINDS.has(kind)) return `engine/${car.engine}/${car.platform}${FORMED_HOSE_KINDS.has(kind) ? `/${car.generation}` : ''}${EMISSION_KINDS.has(kind) ? `/${emissionClassOf(car)}` : ''}`;
  // A gearbox, clutch, turbo or starter is built for the engine as it sits: one B48 takes other ones across (UKL) than along (CLAR).
  if (fit === 'engine' && INSTALL_KINDS.has(kind)) return `engine/${car.engine}/${installOf(car)}`;
  if (fit === 'engine') return `engine/${car.engine}`;
  return `generation/${generation}`;
}

/** The clutch parts whose diameter is the clutch's. */
const CLUTCH_DISC_KINDS: ReadonlySet<string> = new Set(['Kupplungssatz', 'Kupplungsscheibe', 'Kupplungsdruckplatte', 'Zweimassenschwungrad']);

/** The vehicle a propshaft is made for: its generation, body and driven axles. */
export function propshaftKey(car: CarFacts): string {
  const body = bodyOfName(car.typeName);
  // The shaft runs from the gearbox: a four-cylinder's and a six's gearbox, a manual and an automatic, take shafts of their own.
  const gearbox = `${cylindersOf(car)}cyl/${clutchPedal(car) ? 'manual' : 'automatic'}`;
  return `propshaft/${car.generation}${body ? `/${body}` : ''}/${frontWheelsDriven(car) ? 'awd' : 'rwd'}/${car.platform}/${gearbox}`;
}

/** The fuel tank a car carries, which its tank sender is made for: its generation and body, its fuel, and a saddle tank where all four wheels are driven. */
export function tankOf(car: CarFacts): string {
  const body = bodyOfName(car.typeName);
  return `tank/${car.generation}${body ? `/${body}` : ''}/${car.fuel}/${frontWheelsDriven(car) && rearWheelsDriven(car) ? 'saddle' : 'single'}`;
}

/** A power band of 15 kW: clutches, and the gearboxes behind them, are rated per band of an engine's outputs. */
export const powerBandOf = (car: Pick<CarFacts, 'kw'>): number => Math.floor((car.kw ?? 0) / 15);

/** How the engine sits: along the car or across it; parts driven by or bolted to it follow. */
export const installOf = (car: CarFacts): 'longitudinal' | 'transverse' => (longitudinalEngine(car) ? 'longitudinal' : 'transverse');

/** Kinds whose key depends on the axle: the position is chosen before the key. */
export function keyedByPosition(kind: string, fit: 'size' | 'engine' | 'series'): boolean {
  return fit === 'size' || AXLE_BRAKES.has(kind) || kind === 'Scheibenwischer' || kind === 'Wischermotor' || kind === 'Wischerarm' || DRIVESHAFT_KINDS.includes(kind);
}
