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
type HybridCar = Car & Pick<CarFacts, 'hybridDrive'>;

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

/**
 * Where the engine sits, for the cars that do not carry it ahead of the front axle: behind the rear
 * axle (the smart fortwo and forfour, the Twingo III, the 911) or between the seats and the rear axle
 * (the Boxster and Cayman, the A110, the MC20, Ferrari's 296, F8 and SF90, the Aventador, Huracán
 * and R8, the Ford GT, McLaren, Lotus, the NSX and the i8). Its gearbox sits at the rear axle it
 * drives through two short driveshafts: a propshaft runs forward only where the engine drives the
 * front wheels too (a 911 Carrera 4, 4S or Turbo, an Aventador, a Huracán or R8 with four-wheel
 * drive); the NSX, the i8 and the SF90 drive their front wheels by motors of their own.
 */
const ENGINE_BEHIND_DRIVER: readonly (readonly [RegExp, 'rear' | 'mid', (car: Car) => boolean])[] = [
  [/^(Smart (fortwo|forfour)|Renault Twingo III)\b/i, 'rear', () => false],
  [/^Porsche 911\b/, 'rear', (car) => /\b(Carrera 4|Targa 4|4S|4 GTS|Turbo)\b/i.test(car.typeName)],
  [/^(Porsche (Boxster|Cayman|718|918)|Alpine A110|Maserati MC20|Ferrari (296|F8|SF90|488|458|LaFerrari)|Ford GT|McLaren|Lotus (Elise|Exige|Evora|Emira)|Honda NSX|BMW i8|Chevrolet Corvette C8)\b/, 'mid', () => false],
  [/^Lamborghini Aventador\b/, 'mid', () => true],
  [/^(Lamborghini Hurac[aá]n|Audi R8)\b/, 'mid', (car) => !/\b(RWD|STO|Tecnica|LP ?\d{3}-2)\b/i.test(car.typeName)],
];

const behindDriverOf = (car: Car) => ENGINE_BEHIND_DRIVER.find(([generation]) => generation.test(car.generation));

/** Where the engine sits: ahead of the front axle (most cars, a longitudinal six included), mid or rear. */
export function enginePlaceOf(car: Car): 'front' | 'mid' | 'rear' {
  return behindDriverOf(car)?.[1] ?? 'front';
}

/** Whether an engine behind the driver drives the front wheels through a propshaft running forward (a 911 Carrera 4). */
export function engineDrivesFrontFromBehind(car: Car): boolean {
  return behindDriverOf(car)?.[2](car) ?? false;
}

/**
 * Hybrids whose rear wheels an electric motor of their own drives, the engine turning the front wheels
 * only: nothing runs from the engine to the rear axle. Volvo's Twin Engine and Recharge plug-ins with
 * all-wheel drive (T6, T8, D6 on the S60, V60, XC60, S90, V90, XC90), BMW's and Mini's front-drive
 * plug-ins with xDrive or ALL4 (225xe, 225e, the X1 and X2 xDrive25e and xDrive30e, the Countryman
 * Cooper SE ALL4), Stellantis' Hybrid4 and E-Tense 4x4 plug-ins (3008, 508 PSE, DS 7, Grandland),
 * Mitsubishi's twin-motor 4WD plug-ins (Outlander, Eclipse Cross), Toyota's and Lexus' e-Four and
 * AWD-i hybrids and Nissan's e-4ORCE.
 */
const ELECTRIC_REAR_AXLE: readonly (readonly [RegExp, RegExp, 'plug-in' | 'any'])[] = [
  // A Volvo mild hybrid with all-wheel drive (B4, B5 AWD) keeps its propshaft and Haldex coupling.
  [/^Volvo (S60|V60|XC60|S90|V90|XC90)\b/, /\b(T6|T8|D6|AWD)\b/, 'plug-in'],
  [/^BMW (2er (F45|F46|U06)|X1|X2|iX1)\b/, /\bxDrive/, 'plug-in'],
  [/^Mini Countryman\b/, /\bSE ALL4\b/, 'plug-in'],
  [/^(Peugeot (3008|508)|DS DS ?7|Opel Grandland|Citroën C5 Aircross)\b/, /\b(Hybrid4|4x4|4WD|AWD|PSE)\b/i, 'plug-in'],
  [/^Mitsubishi (Outlander|Eclipse Cross)\b/, /\b(4WD|AWD|Twin Engine|Twin Motor)\b/i, 'plug-in'],
  [/^(Toyota|Lexus) /, /\b(e-Four|AWD-i|AWD|4WD)\b/i, 'any'],
  [/^Nissan /, /\be-4ORCE\b/i, 'any'],
];
export function electricRearAxle(car: HybridCar): boolean {
  if (car.fuel === 'electric' || car.hybridDrive === 'none') return false;
  return ELECTRIC_REAR_AXLE.some(([generation, type, drive]) => generation.test(car.generation) && type.test(car.typeName) && (drive === 'any' || car.hybridDrive === drive));
}
