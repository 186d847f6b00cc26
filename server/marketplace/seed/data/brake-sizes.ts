import { OWN_MAKE_DISC_MM, ownDiscsOf } from './brake-packages';

/** Front brake disc diameters in mm, smallest car to largest: a model's size step indexes it. */
export const FRONT_DISC_MM = [239, 256, 276, 280, 288, 300, 312, 320, 330, 345, 360, 374];
/**
 * Sizes of another make family that the VW group never brakes on: PSA's 266×22 front disc (208, C3), and the 8-inch
 * 203 mm drum of PSA and Renault (the group's small cars brake their rear on 200 mm drums, the compacts on 228 or 230).
 */
export const NOT_VAG_DISC_MM: Readonly<Record<'front' | 'rear', readonly number[]>> = { front: [266], rear: [] };

/**
 * Disc diameters (mm) the makes that do not share the VW group's sizes fit, front and rear by the listed cars' power class
 * (data/listed-car-facts.ts; 0 a rear drum), and the other sizes their generations in the vehicle base carry. A BMW brakes
 * on 284 to 370 mm discs, never on a Golf's 288 or a PQ35's 253 rear.
 */
export interface MakeDiscs { front: readonly number[]; rear: readonly number[]; other?: readonly number[] }
const PSA: MakeDiscs = { front: [247, 266, 283, 304, 304, 330, 340, 340], rear: [0, 0, 249, 268, 290, 290, 290, 290], other: [247, 380] };
// Renault brakes its small and compact cars on 238, 258/259, 260 and 280 mm discs; the 269 mm disc is Dacia's
// (Logan, Sandero, Duster), never a Clio's, Captur's or Scénic's.
const RENAULT: MakeDiscs = { front: [238, 259, 259, 280, 296, 320, 340, 340], rear: [0, 0, 0, 260, 260, 290, 290, 300], other: [258, 260, 312, 355] };
const DACIA: MakeDiscs = { front: [238, 259, 269, 280, 296, 320, 340, 340], rear: RENAULT.rear, other: [258, 260] };
const TOYOTA: MakeDiscs = { front: [247, 255, 275, 296, 305, 328, 334, 356], rear: [0, 0, 259, 270, 281, 310, 315, 335] };
export const MAKE_DISC_MM: Readonly<Record<string, MakeDiscs>> = {
  BMW: { front: [280, 284, 284, 300, 312, 330, 348, 370], rear: [280, 280, 290, 300, 300, 330, 345, 370], other: [292, 320, 324, 328, 395] },
  Mini: { front: [280, 280, 280, 294, 294, 307, 330, 330], rear: [259, 259, 259, 259, 259, 280, 280, 280], other: [360] },
  'Mercedes-Benz': { front: [276, 276, 288, 295, 322, 330, 360, 390], rear: [258, 258, 276, 295, 300, 320, 330, 360], other: [350, 375, 400, 345, 370, 415] },
  Peugeot: PSA, 'Citroën': PSA, DS: PSA,
  Opel: { front: [240, 257, 276, 300, 321, 321, 345, 345], rear: [0, 0, 264, 268, 292, 315, 315, 315], other: [280, 278, 290, 296, 308] },
  Renault: RENAULT, Dacia: DACIA, Toyota: TOYOTA, Lexus: TOYOTA,
  ...OWN_MAKE_DISC_MM,
  // Ford's 253×10 rear disc is the Fiesta ST's (the Mk8 ST brakes its rear with discs, its sisters with drums).
  Ford: { front: [258, 258, 278, 300, 316, 320, 345, 352], rear: [0, 0, 271, 271, 302, 302, 325, 350], other: [265, 253, 325] },
};

/** Whether a disc of the diameter is one the car's make fits (true for the VW group's makes, on the common ladder). */
export function makeDiscSize(make: string, position: 'front' | 'rear', mm: number): boolean {
  const discs = ownDiscsOf(make, MAKE_DISC_MM);
  if (!discs) return !NOT_VAG_DISC_MM[position].includes(mm);
  return discs[position].includes(mm) || (discs.other ?? []).includes(mm);
}
