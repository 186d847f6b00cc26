/**
 * The plausibility check's reading of the chassis, driveline and exhaust lines (data/chassis-lines.ts):
 * fed each fitment row and each article's end, it counts the articles whose cars differ in a line
 * they must share (a rear silencer for a saloon and an SUV, a rear damper for a twist beam and a multi-link axle).
 */
import { CHASSIS_CLASSES, type ChassisClass, chassisLinesOf } from './data/chassis-lines';
import { type CarFacts, positionOf } from './data/fitment-rules';

export type ChassisCounts = Record<ChassisClass, number>;

/** A reader that counts one article at a time: `row` for each fitted car, `close` at the article's end. */
export function chassisChecks(note: (text: string) => void) {
  const counts = Object.fromEntries(CHASSIS_CLASSES.map((name) => [name, 0])) as ChassisCounts;
  let lines = new Map<ChassisClass, Set<string>>();
  return {
    counts,
    /** One fitment row: the article's kind and stated axle, and the car. */
    row(kind: string, fittingPosition: string | undefined, car: CarFacts): void {
      for (const [name, line] of Object.entries(chassisLinesOf(kind, car, positionOf(fittingPosition))) as [ChassisClass, string][]) {
        lines.set(name, (lines.get(name) ?? new Set()).add(line));
      }
    },
    /** The article's end. */
    close(id: number, kind: string): void {
      for (const [name, seen] of lines) {
        if (seen.size < 2) continue;
        counts[name]++;
        if (counts[name] <= 2) note(`${kind} ${id} fits cars of ${seen.size} lines (${name}): ${[...seen].slice(0, 3).join(', ')}`);
      }
      lines = new Map();
    },
  };
}

/** The counts as the report's line prints them. */
export const chassisLine = (counts: ChassisCounts): string => CHASSIS_CLASSES.map((name) => `${name} ${counts[name]}`).join(', ');
