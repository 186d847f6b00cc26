/**
 * A caliper's pistons follow the brake it sits in: the disc the axle carries says how heavy the car is and how much
 * clamping force the caliper must bring. A small car's front caliper has one piston of about 48 mm, a mid-size
 * saloon's one of 54-60 mm; the large cars and the two-tonne SUVs that brake on 345 mm discs and up have twin-piston
 * floating calipers (2 x 42-46 mm) or fixed calipers of four pistons and more. A rear caliper has one small piston.
 * A single 42 mm piston on a GLE's 350 mm front disc is a compact car's caliper, whatever the catalogue says it fits.
 */
type Axle = 'front' | 'rear';

export interface PistonClass { name: string; pistons: readonly number[]; minMm: number; maxMm: number }

/** The pistons a caliper of the axle's brake has: count and diameter range, by the axle's disc diameter. */
export function pistonClassOf(axle: Axle, discMm: number): PistonClass {
  if (axle === 'rear') return { name: 'rear single piston', pistons: [1], minMm: 32, maxMm: 44 };
  if (discMm < 285) return { name: 'small car single piston', pistons: [1], minMm: 44, maxMm: 54 };
  if (discMm < 330) return { name: 'mid-size single piston', pistons: [1], minMm: 54, maxMm: 60 };
  if (discMm < 345) return { name: 'large single piston', pistons: [1], minMm: 57, maxMm: 63 };
  return { name: 'heavy car twin or fixed', pistons: [2, 4, 6], minMm: 38, maxMm: 46 };
}

/** The floating caliper's pistons for the axle's disc: the class's own size, growing with the disc. */
export function floatingPistonsOf(axle: Axle, discMm: number): { pistons: number; pistonMm: number } {
  if (axle === 'rear') return { pistons: 1, pistonMm: discMm < 270 ? 36 : discMm < 300 ? 38 : 42 };
  if (discMm >= 345) return { pistons: 2, pistonMm: discMm < 370 ? 42 : 44 };
  return { pistons: 1, pistonMm: discMm < 260 ? 48 : discMm < 285 ? 54 : discMm < 305 ? 57 : discMm < 330 ? 60 : 63 };
}

/** The piston diameter as the trade states it: "42" for one piston, "2x42" for two of them. */
export const statedPistons = (pistons: number, pistonMm: number): string => (pistons > 1 ? `${pistons}x${pistonMm}` : String(pistonMm));

/** The pistons a stated piston diameter names ("2x42" two of 42 mm, "42" one). */
export function pistonsStated(value: string | undefined): { pistons: number; pistonMm: number } | undefined {
  const match = value?.match(/^(?:(\d+)x)?(\d+(?:\.\d+)?)$/);
  return match ? { pistons: match[1] ? Number(match[1]) : 1, pistonMm: Number(match[2]) } : undefined;
}

/** Whether a caliper stated with these pistons is not of the class of the axle's brake. */
export function pistonNotBrakeClass(stated: string | undefined, axle: Axle, discMm: number): boolean {
  const pistons = pistonsStated(stated);
  const wanted = pistonClassOf(axle, discMm);
  return !pistons || !wanted.pistons.includes(pistons.pistons) || pistons.pistonMm < wanted.minMm || pistons.pistonMm > wanted.maxMm;
}
