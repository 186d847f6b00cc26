/**
 * Chassis, driveline and exhaust parts that a platform does not settle: what else one such part
 * must share with every car it fits. A rear silencer follows the body, a handbrake cable the model's
 * wheelbase and rear brake, a propshaft the gearbox, drive and power, a spring the axle load and a
 * rear damper the rear axle. The fitment key (fitment-rules.ts) carries these lines, and the
 * plausibility check (chassis-check.ts) counts an article whose cars differ in one of them.
 */
import { type CarFacts, type Position, clutchPedal, frontWheelsDriven, longitudinalEngine, rearWheelsDriven } from './fitment-rules';
import { steeringAssistOf, twistBeamRear } from './car-equipment';
import { bodyOfName } from './installed-parts';
import { gearboxFamilyOf } from './gearboxes';
import { grilleTrimOf } from './grille-trims';
import { sportFasciaOf } from './sport-fascias';
import { wheelBearingOf } from './wheel-bearings';

/** What the trade would send back: one article fitting cars that differ in this. */
export type ChassisClass = 'exhaustAcrossBodies' | 'handbrakeCableAcrossModels' | 'propshaftAcrossDrivelines' | 'springAcrossAxleLoads' | 'rearChassisAcrossRearAxles' | 'wheelBearingAcrossDrive' | 'grilleAcrossTrims' | 'drumAcrossDrumSizes' | 'innerTieRodAcrossRacks' | 'frontArmAcrossGenerations' | 'damperAcrossEnergy' | 'frontChassisAcrossFrontAxles' | 'wheelBearingAcrossPlatforms' | 'exhaustAcrossSportTrims' | 'driveShaftAcrossGenerations' | 'absSensorAcrossGenerations' | 'chassisAcrossPlatformArchitectures';
export const CHASSIS_CLASSES: readonly ChassisClass[] = ['exhaustAcrossBodies', 'handbrakeCableAcrossModels', 'propshaftAcrossDrivelines', 'springAcrossAxleLoads', 'rearChassisAcrossRearAxles', 'wheelBearingAcrossDrive', 'grilleAcrossTrims', 'drumAcrossDrumSizes', 'innerTieRodAcrossRacks', 'frontArmAcrossGenerations', 'damperAcrossEnergy', 'frontChassisAcrossFrontAxles', 'wheelBearingAcrossPlatforms', 'exhaustAcrossSportTrims', 'driveShaftAcrossGenerations', 'absSensorAcrossGenerations', 'chassisAcrossPlatformArchitectures'];

/**
 * The exhaust sections under the body: the front, centre and rear silencers hang under it and end at
 * its tailpipe, so a saloon's, an estate's and an SUV's are each their own, even on one engine and
 * platform (a B48's front silencer in a 3er G20 is not a 5er G30's nor an X3 G01's: length and routing differ).
 */
const EXHAUST_BEHIND_CATALYST: ReadonlySet<string> = new Set(['Vorschalldämpfer', 'Endschalldämpfer', 'Mittelschalldämpfer']);

/**
 * A sport trim's exhaust line is its own (data/sport-fascias.ts): an X2 M35i's or X4 M40d's centre
 * silencer, an M235i's catalyst and a JCW's boxes are made for its stronger engine and twin or centre
 * tailpipes, not its base types'. The clamps and hangers follow the pipe's diameter and stay shared.
 */
const SPORT_TRIM_EXHAUST_KINDS: ReadonlySet<string> = new Set(['Vorschalldämpfer', 'Mittelschalldämpfer', 'Endschalldämpfer', 'Abgasrohr', 'Katalysator', 'Rußpartikelfilter']);

/** The model line and its body: a series, and within a current-market series its body (a 2er Active Tourer, an A4 Avant). */
const bodyLineOf = (car: CarFacts): string => `${car.generation}/${bodyOfName(car.typeName) || 'one body'}`;

/** The rear brake a handbrake cable ends at: drum or disc and its size, each with its own cable end and length. */
const rearBrakeOf = (car: CarFacts): string => (car.rearDiscMm > 0 ? `disc ${car.rearDiscMm}` : `drum ${car.rearDrumMm}`);

/** Names that say the rear wheels are driven too; a BMW's "xDrive30d" says it with no gap before the figures. */
const ALL_WHEEL_IN_NAME = /(xDrive|4MATIC|quattro|4Motion|ALL4|AWD|4x4|4WD|e-Four|Allrad|ALLGRIP|4Drive)/i;
/** Series sold with all-wheel drive only, but an "sDrive" type: BMW's X3 to X7, Audi's Q7 and Q8, Mercedes' GLE, GLS and G-Klasse. */
const ALL_WHEEL_SERIES = /^(BMW (X[3-7]|iX)\b|Audi (Q7|Q8)\b|Mercedes-Benz (GLE|GLS|G-Klasse)\b)/;

/** The driven axles: front, rear or both. A front-drive and an all-wheel-drive type of one model carry different loads and parts. */
export function driveOf(car: CarFacts): 'front' | 'rear' | 'all' {
  if (ALL_WHEEL_IN_NAME.test(car.typeName) || (ALL_WHEEL_SERIES.test(car.generation) && !/sDrive/i.test(car.typeName))) return 'all';
  if (!rearWheelsDriven(car)) return 'front';
  return frontWheelsDriven(car) ? 'all' : 'rear';
}

/**
 * The maker's own performance lines: an M, AMG or RS car has its own
 * propshaft, springs and dampers, not its series' (an X4 M Competition's shaft is not an xDrive30d's).
 */
const PERFORMANCE_NAME = /\b(AMG|RS ?Q?\d|M\d|X\d M|M Comp[eé]tition)\b/;
export const performanceLine = (car: CarFacts): boolean => PERFORMANCE_NAME.test(car.typeName);

/** A propshaft carries the torque from one gearbox and transfer case: by gearbox family, drive and a 50 kW power band. */
const drivelineOf = (car: CarFacts): string => {
  const gearbox = clutchPedal(car) ? 'manual' : gearboxFamilyOf(car).family;
  return `${driveOf(car)}/${gearbox}/${car.fuel}/${Math.floor((car.kw ?? 0) / 50)}${performanceLine(car) ? '/performance' : ''}`;
};

/**
 * The axle load a spring is chosen for, by what the data tells of the car's weight: its drive (an
 * all-wheel drive's transfer case and rear drive), its energy (a plug-in's or an electric car's
 * battery, a full hybrid's motor), its fuel and engine size (a diesel's or a six's weight over the
 * front axle) and a performance line's own tuning.
 */
const DISPLACEMENT_CLASSES = [1250, 1650, 2100, 3100] as const;
export function axleLoadOf(car: CarFacts): string {
  const energy = car.fuel === 'electric' ? 'electric' : `${car.fuel}/${car.hybridDrive}/${DISPLACEMENT_CLASSES.filter((ccm) => car.ccm > ccm).length}`;
  return `${driveOf(car)}/${energy}${performanceLine(car) ? '/performance' : ''}`;
}

/** The rear axle as car-equipment.ts knows it: a twist beam, or independent links (a Golf VII from 92 kW, every 4MOTION). */
export const rearAxleOf = (car: CarFacts): 'twist beam' | 'independent' => (twistBeamRear(car, rearWheelsDriven(car)) ? 'twist beam' : 'independent');

/**
 * A rear strut mount (the top mount of a strut whose spring sits on the damper): only on an independent rear
 * axle built with struts. A twist beam's spring sits apart from its damper, and so do the vans' and buses'
 * rear axles: the T5, T6 and T6.1 (Transporter, Kombi, Multivan), the Caddy, Vito, V-Klasse, Marco Polo and
 * EQV, the ID. Buzz, the Trafic and its Primastar, the Transit and Tourneo Custom and Connect, the Traveller,
 * Space Tourer, Expert and Jumpy and the Citan and T-Klasse carry a coil spring or a leaf spring and a damper
 * on a plain rubber eye: no rear strut mount.
 */
const SEPARATE_REAR_SPRING_GENERATIONS = /^(VW (Kombi|Transporter|Multivan|Caravelle|California|Caddy|ID\.? ?Buzz|Crafter)|Mercedes-Benz (Vito|V-Klasse|Marco Polo|EQV|Citan|T-Klasse|Sprinter)|Renault (Trafic|Master)|Nissan (Primastar|NV)|Ford (Transit|Tourneo)|Peugeot (Traveller|Expert|Boxer)|Citroën (Space Tourer|Jumpy|Jumper)|Opel (Vivaro|Zafira Life|Movano)|Fiat (Talento|Scudo|Ducato)|Toyota Proace)\b/i;
export const rearStrutMount = (car: CarFacts): boolean => rearAxleOf(car) === 'independent' && !SEPARATE_REAR_SPRING_GENERATIONS.test(car.generation);

/**
 * Rear chassis parts made for one rear axle: a torsion beam's damper and spring seats are not a multi-link axle's,
 * and a multi-link axle's control-arm bush has no place on a beam (a front-drive T-Roc's, a Caddy's).
 */
const REAR_AXLE_KINDS: ReadonlySet<string> = new Set(['Stoßdämpfer', 'Fahrwerksfeder', 'Querlenker', 'Querlenkerlager', 'Radlagersatz', 'Achskörperlager', 'Staubschutzsatz Stoßdämpfer']);
/** Springs are wound for the axle load they carry, front and rear; a lowering kit's springs too. */
const AXLE_LOAD_KINDS: ReadonlySet<string> = new Set(['Fahrwerksfeder', 'Sportfahrwerk']);
/** A wheel bearing or hub of a driven wheel takes a driveshaft through its splines; an undriven wheel's has a closed or stub hub. */
const WHEEL_BEARING_KINDS: ReadonlySet<string> = new Set(['Radlagersatz', 'Radnabe']);

/** A drum, its shoes and its wheel cylinder are made for one drum diameter: a Kangoo II's 228 mm drum is not a Mégane II's 203 mm one. */
const DRUM_KINDS: ReadonlySet<string> = new Set(['Bremstrommel', 'Bremsbacken', 'Bremsbackensatz', 'Radbremszylinder']);

/**
 * A steering rack and its inner tie rods (thread and length) are made for one rack: on a platform
 * that carried a generation's rack over to the next, the older car keeps its own. The 206's 1998
 * rack is not the one the 207, 208 I, 2008 I and C3 II and III share on PF1. On Ford's C1 the Focus II,
 * C-Max I and Kuga I steer by an electro-hydraulic rack with its valve, the Focus III, C-Max II and
 * Kuga II that followed by an electric one (data/car-equipment.ts): two racks, two inner tie rods.
 */
const OWN_RACK_GENERATIONS = /^Peugeot 206\b/;
const RACK_BY_ASSIST_PLATFORMS: ReadonlySet<string> = new Set(['Ford C1']);
const RACK_KINDS: ReadonlySet<string> = new Set(['Axialgelenk Spurstange', 'Lenkgetriebe']);
export const steeringRackOf = (car: CarFacts): string => {
  if (OWN_RACK_GENERATIONS.test(car.generation)) return car.generation;
  return RACK_BY_ASSIST_PLATFORMS.has(car.platform) ? `${car.platform}/${steeringAssistOf(car)}` : car.platform;
};

/**
 * Front wishbones on a platform that outlived a generation: Renault's C platform carried the Mégane II
 * and Scénic II, then the Mégane III, Scénic III and Fluence with a new lower arm, and the Kangoo II
 * van on its own arm. Ford's C1 carried the Focus II and C-Max I, then the Focus III and C-Max II with
 * a new front subframe and lower arm, and each Kuga (I, then II) on an arm of its own for its height and
 * weight; the trade lists each generation's arm apart.
 */
const FRONT_ARM_GENERATIONS: readonly (readonly [RegExp, string])[] = [
  [/^Renault (Mégane II|Scénic II|Grand Scénic II)\b/, 'Renault C, Mégane II'],
  [/^Renault (Mégane III|Scénic III|Grand Scénic III|Fluence)\b/, 'Renault C, Mégane III'],
  [/^Renault Kangoo II\b/, 'Renault C, Kangoo II'],
  [/^Ford (Focus II|C-Max I|Focus C-Max)\b/, 'Ford C1, Focus II'],
  [/^Ford (Focus III|C-Max II|Grand C-Max)\b/, 'Ford C1, Focus III'],
  [/^Ford Kuga I\b/, 'Ford C1, Kuga I'],
  [/^Ford Kuga II\b/, 'Ford C1, Kuga II'],
];
export const frontArmOf = (car: CarFacts): string | null => FRONT_ARM_GENERATIONS.find(([generation]) => generation.test(car.generation))?.[1] ?? null;

/**
 * Platforms whose name outlived an architecture. Renault's B platform carried the Clio III (X85, 2005-2014) and, re-engineered
 * from 2012, the Clio IV (X98), Captur I (J87) and Zoe (X10): a new front subframe and wishbones, steering rack, rear twist
 * beam, brake calipers and brake-pipe routing. The trade lists the Clio III's brake, steering and axle parts apart from the
 * X98 family's: no such part spans the two. Cars of other platforms take no architecture here (none is needed).
 */
const PLATFORM_ARCHITECTURES: readonly (readonly [RegExp, string])[] = [
  [/^Renault Clio III\b/, 'Renault B, X85 (Clio III)'],
  [/^Renault (Clio IV|Captur I|Zoe)\b/, 'Renault B, X98 (Clio IV, Captur I, Zoe)'],
];
/** The brake, steering and axle parts a platform's architecture is built around: its calipers, pipes, rack, arms, struts and hubs. */
const ARCHITECTURE_KINDS: ReadonlySet<string> = new Set([
  'Bremsscheiben', 'Bremsbeläge', 'Bremssattel', 'Bremssattel Reparatursatz', 'Zubehörsatz Bremsbeläge', 'Verschleißanzeige Bremsbeläge',
  'Bremstrommel', 'Bremsbacken', 'Bremsbackensatz', 'Radbremszylinder', 'Bremsschlauch', 'Bremsleitung', 'Handbremsseil', 'ABS-Sensor', 'ABS-Ring',
  'Stoßdämpfer', 'Fahrwerksfeder', 'Federbeinstützlager', 'Staubschutzsatz Stoßdämpfer', 'Sportfahrwerk',
  'Querlenker', 'Traggelenk', 'Koppelstange', 'Stabilisatorlager', 'Querlenkerlager', 'Achskörperlager', 'Radlagersatz', 'Radnabe',
  'Spurstangenkopf', 'Axialgelenk Spurstange', 'Spurstange', 'Lenkgetriebe', 'Faltenbalg Lenkung',
]);
export const platformArchitectureOf = (car: Pick<CarFacts, 'generation'>): string | null => PLATFORM_ARCHITECTURES.find(([generation]) => generation.test(car.generation))?.[1] ?? null;

/**
 * A drive shaft's length and joints follow its car line: the gearbox's output, the hub and the track.
 * Platform siblings of one generation share a front shaft (a Golf VII's is an Octavia III's, a Clio IV's
 * a Captur's), but a platform that outlived a generation took new shafts with the new gearbox and hub
 * generation: Renault's C platform's Mégane II and Scénic II shafts are not the Mégane III's, Scénic III's
 * or Fluence's. A rear shaft behind a longitudinal engine is its model line's own: the C-Klasse W205,
 * E-Klasse W213 and GLC X253 share MRA, and a 3er G20, 5er G30 and X3 G01 share CLAR, but not a track
 * width or a shaft length.
 */
const DRIVE_SHAFT_GENERATIONS: readonly (readonly [RegExp, string])[] = [
  [/^Renault (Mégane II|Scénic II|Grand Scénic II|Kangoo II)\b/, 'Renault C, Mégane II'],
  [/^Renault (Mégane III|Scénic III|Grand Scénic III|Fluence)\b/, 'Renault C, Mégane III'],
];
const DRIVE_SHAFT_KINDS: ReadonlySet<string> = new Set(['Antriebswelle']);
export const driveShaftLineOf = (car: CarFacts, position: Position | null): string =>
  position === 'rear' && longitudinalEngine(car) ? car.generation : (DRIVE_SHAFT_GENERATIONS.find(([generation]) => generation.test(car.generation))?.[1] ?? car.platform);

/**
 * The front axle's design, by generation: a strut axle (MacPherson or BMW's double-joint strut) or one
 * whose wheel carrier hangs between an upper and a lower arm (double wishbone, Audi's and Mercedes'
 * four- and five-link axles). One platform carries both: on CLAR the 3er G20 and the X3 G01 run
 * double-joint struts, the 5er G30 double wishbones; an A4 B8 has five links, an A3 a strut. Its arms,
 * their bushes and ball joints are each design's own, whatever power badge two types share.
 */
const UPPER_ARM_FRONT_GENERATIONS = new RegExp('^(' + [
  'BMW (5er (F10|G30)|M5|8er|M8|X5|X6|iX\\b)',
  'Audi (A4 B[789]|A5|A6|A7|A8|Q5|Q7|Q8|E-Tron GT)',
  'Mercedes-Benz (C-Klasse W20[56]|E-Klasse W21[34]|S-Klasse|GLC|EQC|GLE|GLS|CLS|EQE|EQS|AMG GT)',
  'Porsche (Cayenne|Macan|Panamera|Taycan)',
  'Jaguar (XE|XF|F-Pace|I-Pace)',
  'Land Rover (Defender|Discovery\\b(?! Sport)|Range Rover\\b(?! Evoque)|Range Rover Velar)',
  'Alfa Romeo (Giulia|Stelvio)',
  'VW (Touareg|Phaeton)',
].join('|') + ')');
/** Front chassis parts made for one front axle design: the arm, its bushes and its ball joint. */
const FRONT_AXLE_KINDS: ReadonlySet<string> = new Set(['Querlenker', 'Querlenkerlager', 'Traggelenk']);
export const frontAxleOf = (car: CarFacts): 'strut' | 'double wishbone' => (UPPER_ARM_FRONT_GENERATIONS.test(car.generation) ? 'double wishbone' : 'strut');

/**
 * Dampers are valved for the axle load they carry, as springs are wound for it: an electric car carries
 * its battery (some 300 kg over its combustion sister), a plug-in hybrid its traction battery and motor
 * (150 to 250 kg: a Tiguan II eHybrid over a 2.0 TDI, a Passat GTE over a 1.4 TSI), each on dampers of
 * its own. A full or mild hybrid's small battery changes no axle-load class: it keeps its sisters' dampers.
 */
const DAMPER_KINDS: ReadonlySet<string> = new Set(['Stoßdämpfer']);
export const damperEnergyOf = (car: Pick<CarFacts, 'fuel' | 'hybridDrive'>): 'electric' | 'plug-in' | 'combustion' => {
  if (car.fuel === 'electric') return 'electric';
  return car.hybridDrive === 'plug-in' ? 'plug-in' : 'combustion';
};

/**
 * A wheel-speed sensor is its generation's: the platform carries it from model to model, but each generation
 * routes its own cable (another length, other clips) to its own connector, and a later ABS/ESP unit reads another
 * sensor (a 206's passive sensor is not a 208's or C3 III's active one). One sensor for every PF1 car from 1998
 * to 2024 is no sensor the trade lists.
 */
const WHEEL_SPEED_SENSOR_KINDS: ReadonlySet<string> = new Set(['ABS-Sensor']);

/** What the part must share with every car it fits, by class; none for the kinds the platform and axle settle. */
export function chassisLinesOf(kind: string, car: CarFacts, position: Position | null): Partial<Record<ChassisClass, string>> {
  const lines: Partial<Record<ChassisClass, string>> = {};
  if (EXHAUST_BEHIND_CATALYST.has(kind)) lines.exhaustAcrossBodies = bodyLineOf(car);
  if (SPORT_TRIM_EXHAUST_KINDS.has(kind)) lines.exhaustAcrossSportTrims = sportFasciaOf(car) ?? 'base';
  // A grille is the trim's where a trim has its own front (data/grille-trims.ts).
  const trim = kind === 'Kühlergrill' ? grilleTrimOf(car) : null;
  if (trim) lines.grilleAcrossTrims = trim;
  // A handbrake cable's length follows its model's wheelbase and the rear brake it pulls: a Caddy's and a Touran's are not a Golf's.
  if (kind === 'Handbremsseil') lines.handbrakeCableAcrossModels = `${bodyLineOf(car)}/${rearBrakeOf(car)}`;
  if (DRUM_KINDS.has(kind)) lines.drumAcrossDrumSizes = `drum ${car.rearDrumMm}`;
  if (RACK_KINDS.has(kind)) lines.innerTieRodAcrossRacks = steeringRackOf(car);
  if (kind === 'Kardanwelle') lines.propshaftAcrossDrivelines = drivelineOf(car);
  if (AXLE_LOAD_KINDS.has(kind)) lines.springAcrossAxleLoads = axleLoadOf(car);
  if (position === 'rear' && REAR_AXLE_KINDS.has(kind)) lines.rearChassisAcrossRearAxles = rearAxleOf(car);
  if (position === 'front' && FRONT_AXLE_KINDS.has(kind)) lines.frontChassisAcrossFrontAxles = frontAxleOf(car);
  const arm = kind === 'Querlenker' && position !== 'rear' ? frontArmOf(car) : null;
  if (arm) lines.frontArmAcrossGenerations = arm;
  if (DAMPER_KINDS.has(kind)) lines.damperAcrossEnergy = damperEnergyOf(car);
  if (DRIVE_SHAFT_KINDS.has(kind)) lines.driveShaftAcrossGenerations = driveShaftLineOf(car, position);
  if (WHEEL_SPEED_SENSOR_KINDS.has(kind)) lines.absSensorAcrossGenerations = car.generation;
  const architecture = ARCHITECTURE_KINDS.has(kind) ? platformArchitectureOf(car) : null;
  if (architecture) lines.chassisAcrossPlatformArchitectures = architecture;
  if (WHEEL_BEARING_KINDS.has(kind)) {
    const driven = position === 'rear' ? rearWheelsDriven(car) : frontWheelsDriven(car) || driveOf(car) === 'all';
    lines.wheelBearingAcrossDrive = driven ? 'driven' : 'undriven';
  }
  // A bearing kit is its axle's size on its platform, or on its own generation's where that has its own (data/wheel-bearings.ts).
  if (kind === 'Radlagersatz') lines.wheelBearingAcrossPlatforms = wheelBearingOf(car, position === 'rear' ? 'rear' : 'front');
  return lines;
}

/** The lines as one text, for the fitment key: '' where the kind has none. */
export const chassisLineKey = (kind: string, car: CarFacts, position: Position | null): string => Object.values(chassisLinesOf(kind, car, position)).join('/');
