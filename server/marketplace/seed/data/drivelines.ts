/**
 * The driven axles of a type where the data can tell them and the make's rule of thumb
 * (fitment-rules' frontWheelsDriven and rearWheelsDriven) would guess wrong: the rear-drive models
 * and powers of makes that mostly drive the front wheels or all four, and the all-wheel-drive types
 * by their name. A front driveshaft fits only a car whose front wheels are driven, a rear one only a
 * car whose rear wheels are.
 */
import type { CarFacts } from './fitment-rules';

export type DrivenAxles = 'front' | 'rear' | 'all';
type Car = Pick<CarFacts, 'make' | 'fuel' | 'generation' | 'typeName' | 'kw'>;

/** Names that say all four wheels are driven; Alfa Romeo's and Maserati's say it by "Q4" (an Audi Q4 is a model, not a drive). */
const ALL_WHEEL_NAME = /\b(xDrive|4MATIC|quattro|4Motion|ALL4|AWD|4x4|4WD|e-Four|Allrad)\b|4 roues motrices/i;
const Q4_MAKES = new Set(['Alfa Romeo', 'Maserati']);

/**
 * Models sold with rear drive, and the powers of them that drive all four wheels all the same.
 * Alfa Romeo's Giulia drives its rear wheels but as the 2.2 Diesel of 154 kW and the 2.0 of 206 kW
 * (Q4 only); the Stelvio is a Q4 in every power but the 2.2 Diesel of 118 kW, sold with rear drive
 * only. Jaguar's XE and XF, Ford's Mustang, Maserati's Ghibli, Quattroporte, GranTurismo and MC20, the
 * MX-5, GR86, Supra and BRZ drive the rear wheels, and so does Alpine's A110, whose engine sits
 * behind the seats and drives the rear wheels only: it has no front driveshaft or joint (nor have the rear-engined
 * smart fortwo and forfour and the Twingo III). Of the electric cars, the VW group's MEB cars but
 * their 4MOTION, GTX and quattro types (ID.3, ID.4, ID.5, ID.7, ID. Buzz, Enyaq, Born, Q4 e-tron),
 * the Mustang Mach-E but its AWD and GT types, BMW's iX3 and i4 eDrive, Mercedes' EQE and EQS "+"
 * types and Tesla's RWD and Standard Range types drive the rear wheels by one motor.
 */
const REAR_DRIVE: readonly (readonly [RegExp, (car: Car) => boolean])[] = [
  [/^Alfa Romeo Giulia\b/, (car) => !((car.fuel === 'diesel' && (car.kw ?? 0) >= 154) || (car.fuel === 'petrol' && (car.kw ?? 0) >= 200 && (car.kw ?? 0) < 300))],
  [/^Alfa Romeo Stelvio\b/, (car) => car.fuel === 'diesel' && (car.kw ?? 0) < 130],
  // The smart fortwo (451, 453) and forfour (453) and the Twingo III carry their engine or motor under the rear floor and drive the rear wheels only.
  [/^(Smart (fortwo|forfour)|Renault Twingo III)\b/i, () => true],
  [/^(Jaguar (XE|XF|F-Type)|Ford Mustang(?! Mach-E)|Maserati (Ghibli|Quattroporte|GranTurismo|GranCabrio|MC20)|Mazda MX-5|Alpine A110|Toyota (GR ?86|GT86|Supra|GR Supra)|Subaru BRZ)\b/, () => true],
  [/^(VW ID\.? ?(3|4|5|7|Buzz|BUZZ)|Skoda Enyaq|Cupra Born|Audi Q4)\b/i, (car) => !/\bGTX\b/i.test(car.typeName)],
  [/^Ford Mustang Mach-E\b/, (car) => !/\bGT\b/.test(car.typeName)],
  [/^BMW (iX3|i4)\b/, (car) => !/\bM50\b/.test(car.typeName)],
  [/^Mercedes-Benz (EQE|EQS)\b/, (car) => /\+/.test(car.typeName) && !/\bAMG\b/.test(car.typeName)],
  [/^Tesla Model [3Y]\b/, (car) => /\b(RWD|Standard Range)\b/i.test(car.typeName)],
];

/** Models sold with all-wheel drive only, whatever the type's name says: Jaguar's I-Pace and F-Pace SVR, Maserati's Levante and Grecale. */
const ALL_WHEEL_MODELS = /^(Jaguar I-Pace|Maserati (Levante|Grecale))\b/;

/** The driven axles the data tells, or null where the make's rule decides. */
export function drivenAxlesOf(car: Car): DrivenAxles | null {
  if (ALL_WHEEL_NAME.test(car.typeName) || (Q4_MAKES.has(car.make) && /\bQ4\b/.test(car.typeName))) return 'all';
  // A model's other types (a Stelvio of 140 kW, an ID.4 GTX, an i4 M50) drive all four wheels.
  const rear = REAR_DRIVE.find(([generation]) => generation.test(car.generation));
  if (rear) return rear[1](car) ? 'rear' : 'all';
  return ALL_WHEEL_MODELS.test(car.generation) || (/^Jaguar F-Pace\b/.test(car.generation) && /\bSVR\b/.test(car.typeName)) ? 'all' : null;
}
