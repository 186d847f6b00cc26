/**
 * A type the base records no brake size for brakes as its sister types: the generation's type of its own power class
 * that the base records, not a size guessed from power off a ladder that other makes share. A Clio III 1.5 dCi 105
 * brakes on the 259 mm front discs of the Clio III 1.4 16V and 1.2 TCe 100 (the 269 mm disc is a Dacia's), a Polo V 1.4
 * of 63 kW on the 256 mm discs and 200 mm drums of the Polo V 1.2 TSI of 66 kW (the 203 mm drum is PSA's and Renault's),
 * an Octavia III 1.4 TSI of 103 kW on the MQB's 272 mm rear disc of its sisters (the 253 mm disc is the PQ35's).
 * Where the generation records no type of the class, its platform's package or the make's own sizes decide.
 */
import type { DriveFuel } from './fitment-rules';
import { powerClassOf } from './listed-car-facts';

/**
 * A type as the base records it: its power, whether it is its generation's performance version (data/brake-packages.ts,
 * performanceVersion) and the sizes it states (null where it states none).
 */
export interface RecordedType { kw: number; fuel: DriveFuel; performance?: boolean; frontDiscMm: number | null; rearDiscMm: number | null; rearDrumMm: number | null }

/**
 * The recorded sister of the type's power class that states the axle's brake: the strongest at or below its power (a
 * stronger sister's larger package is not the weaker type's), else the weakest above it; none where the class has none.
 * A performance version (a GTI, an R.S., a PSE, an M40d) brakes on its own package, never on a weaker sister's: it takes
 * only another performance version's sizes, and a base type never takes a performance version's.
 */
export function sisterOf(type: Pick<RecordedType, 'kw' | 'fuel' | 'performance'>, sisters: readonly RecordedType[], axle: 'front' | 'rear'): RecordedType | undefined {
  const own = powerClassOf(type);
  const states = (s: RecordedType) => (axle === 'front' ? s.frontDiscMm !== null && s.frontDiscMm > 0 : s.rearDiscMm !== null || s.rearDrumMm !== null);
  const inClass = sisters.filter((s) => states(s) && powerClassOf(s) === own && Boolean(s.performance) === Boolean(type.performance));
  const below = inClass.filter((s) => s.kw <= type.kw).sort((a, b) => b.kw - a.kw || (b.frontDiscMm ?? 0) - (a.frontDiscMm ?? 0));
  const above = inClass.filter((s) => s.kw > type.kw).sort((a, b) => a.kw - b.kw);
  return below[0] ?? above[0];
}

/** The front disc of the type's recorded sister of its class, or none. */
export function sisterFrontDiscMm(type: Pick<RecordedType, 'kw' | 'fuel' | 'performance'>, sisters: readonly RecordedType[]): number | undefined {
  return sisterOf(type, sisters, 'front')?.frontDiscMm ?? undefined;
}

/** The rear brake (disc, or 0 and a drum) of the type's recorded sister of its class, or none. */
export function sisterRearBrake(type: Pick<RecordedType, 'kw' | 'fuel' | 'performance'>, sisters: readonly RecordedType[]): { rearDiscMm: number; rearDrumMm: number } | undefined {
  const sister = sisterOf(type, sisters, 'rear');
  if (!sister) return undefined;
  const disc = sister.rearDiscMm ?? 0;
  return disc > 0 ? { rearDiscMm: disc, rearDrumMm: 0 } : sister.rearDrumMm ? { rearDiscMm: 0, rearDrumMm: sister.rearDrumMm } : undefined;
}

/**
 * A diesel's cast-iron block, heavier injection and turbo sit on its front axle: it weighs more than every petrol sister of
 * its generation of no larger displacement and like power (at most a seventh more), and never brakes on a smaller, solid
 * front disc where such a lighter sister has a larger, ventilated one. A Yaris III 1.4 D-4D (66 kW)
 * brakes on the 275×22 ventilated discs of the 1.33 Dual VVT-i (73 kW), not on 255×12 solid ones. A much stronger petrol
 * sister (a 335i beside a 330d) brakes for its power, not its weight.
 */
export interface FrontBrake { fuel: DriveFuel; ccm: number; kw: number; frontDiscMm: number; ventilated: boolean }
export function dieselBelowLighterPetrol(diesel: FrontBrake, sisters: readonly FrontBrake[]): FrontBrake | undefined {
  if (diesel.fuel !== 'diesel' || !diesel.frontDiscMm) return undefined;
  return sisters.find((s) => s.fuel === 'petrol' && s.ccm > 0 && s.ccm <= diesel.ccm && s.kw * 7 <= diesel.kw * 8 && s.frontDiscMm > 0
    && s.frontDiscMm > diesel.frontDiscMm && s.ventilated && !diesel.ventilated);
}

/**
 * Generations the lists name apart from the recorded generation whose car they are: the T6.1 is the T6's 2019 facelift
 * on the same axles (308 or 340 mm front discs, 294 mm rear). Their sisters are the recorded generation's types, so they
 * brake as those of their power class, never on a size the make's ladder guesses (a Passat's 312 mm disc on a T6.1).
 * A car built on another maker's platform under its own badge is a donor's (data/built-on.ts), not a twin.
 */
const RECORDED_TWINS: readonly { generation: RegExp; type?: RegExp; recorded: RegExp }[] = [
  { generation: /^VW Kombi$/, type: /\bTransporter 6\.1\b/, recorded: /^VW Transporter T6\b/ },
];

/** The recorded generation (as the pattern its name answers) whose types are a listed type's sisters, where the lists name its car apart. */
export function recordedTwinOf(car: { generation: string; typeName: string }): RegExp | undefined {
  return RECORDED_TWINS.find((twin) => twin.generation.test(car.generation) && (!twin.type || twin.type.test(car.typeName)))?.recorded;
}
