/**
 * Parts the trade lists per vehicle, not per engine: an alternator, a starter, an air filter, a
 * release bearing, the exhaust's clamps and hangers, the belt drive and its tensioner, the turbo and
 * the clutch master cylinder are made for one engine as one platform carries it (its brackets, its
 * airbox, its gearbox, its pipes, its belt layout). One K9K in a Clio, a Mégane and a Qashqai takes
 * three alternators, not one. The facts a seller reads off such a part (a starter's power, a coolant
 * sensor's thread, a battery's technology and box) come from the car here too, and the unit parts
 * of sports and premium cars cost what their class costs.
 */
import { coveringLines } from './brand-coverage';
import { CHARGER_KINDS, chargerOutputOf } from './engine-equipment';
import type { CarFacts } from './fitment-rules';
import type { ProductLine } from './product-lines';

/** Parts made for one engine in one platform: a key never joins two platforms or one engine along and across the car. */
export const VEHICLE_KEYED_KINDS: ReadonlySet<string> = new Set([
  'Lichtmaschine', 'Anlasser', 'Luftfilter', 'Ausrücklager', 'Rohrverbinder Abgasanlage', 'Halter Abgasanlage', 'Turbolader', 'Kupplungsgeberzylinder',
  // The belt drive: belt, tensioner, idler and the alternator's freewheel run the layout the car's front end gives.
  'Keilrippenriemen', 'Spannrolle', 'Umlenkrolle', 'Generatorfreilauf',
]);

/** The belt-drive parts among them: an OM651 across the car (A-Klasse W176) runs another belt path than along it (C-Klasse W204). */
export const BELT_DRIVE_KINDS: ReadonlySet<string> = new Set(['Keilrippenriemen', 'Spannrolle', 'Umlenkrolle', 'Generatorfreilauf']);

/**
 * The engine a belt drive is laid out for, as a seller tells two cars' belts apart: its code, or without
 * one the make's engine of that fuel and displacement (and electric help). Never the power: the types of
 * one engine in one car (a T6 2.0 TDI of 75, 110 and 150 kW, a Logan's 1.5 dCi of 50 and 66 kW) run one
 * belt path with one belt; air conditioning or not would be said by a criterion.
 */
export function beltEngineOf(car: Pick<CarFacts, 'make'> & Partial<Pick<CarFacts, 'engine' | 'fuel' | 'ccm' | 'engineCode' | 'hybridDrive'>>): string {
  if (!car.fuel) return car.engine ?? '';
  if (car.engineCode) return `${car.fuel}/${car.engineCode}`;
  return `${car.make}/${car.fuel}/${car.ccm ?? 0}${car.hybridDrive && car.hybridDrive !== 'none' ? `/${car.hybridDrive}` : ''}`;
}

/** The engine a vehicle-keyed part is made for: a belt drive's belt engine, the others' the car's engine. */
const engineFor = (kind: string, car: Pick<CarFacts, 'make' | 'engine' | 'fuel' | 'ccm' | 'engineCode' | 'hybridDrive'>): string => (BELT_DRIVE_KINDS.has(kind) ? beltEngineOf(car) : car.engine);

/**
 * The vehicle such a part is made for: the engine as its platform carries it, along or across the car.
 * `install` is the engine's installation (fitment-rules' installOf), passed in to keep this file free of the rules.
 */
export function vehiclePartKey(kind: string, car: Pick<CarFacts, 'make' | 'engine' | 'platform' | 'fuel' | 'ccm' | 'engineCode' | 'hybridDrive' | 'kw'>, install: string): string {
  // A turbo is one output's too (data/engine-equipment.ts): the C 250 d's biturbo is not the C 220 d's turbo.
  const output = CHARGER_KINDS.has(kind) ? `/${chargerOutputOf(car)}` : '';
  return `${BELT_DRIVE_KINDS.has(kind) ? 'belt' : 'vehicle'}/${engineFor(kind, car)}/${car.platform}/${install}${output}`;
}

/** What one such article is drawn from: the engine in its platform, so two platforms' airboxes are two sizes. */
export const vehiclePartBasis = (kind: string, car: Pick<CarFacts, 'make' | 'engine' | 'platform' | 'fuel' | 'ccm' | 'engineCode' | 'hybridDrive'>): string => (VEHICLE_KEYED_KINDS.has(kind) ? `${engineFor(kind, car)}@${car.platform}` : car.engine);

/**
 * A starter's power by displacement and fuel, as the makers rate them: a small petrol's 0.9 to 1.1 kW,
 * a 1.4 to 2.0 litre petrol's 1.4 kW, a larger one's 1.7 to 2.0 kW; a diesel turns against its
 * compression: 1.4 kW up to 1.6 litres, 2.0 kW for a 2.0 litre (an N47, a K9K's big brother M9R), 2.2 kW above.
 */
export function starterKwOf(car: Pick<CarFacts, 'fuel' | 'ccm'>): string {
  if (car.fuel === 'diesel') return car.ccm < 1700 ? '1.4' : car.ccm < 2300 ? '2.0' : '2.2';
  if (car.ccm < 1400) return '1.1';
  if (car.ccm < 2100) return '1.4';
  return car.ccm < 3100 ? '1.7' : '2.0';
}

/**
 * The makes whose starters and alternators a rotating-electrics maker supplies first fit, where its
 * range is not the whole market: Denso the Japanese makes, Fiat's group, Volvo, Jaguar and Land Rover;
 * Magneti Marelli Fiat's group. Bosch and Valeo cover the European makes (BMW's N47 runs Bosch or Valeo).
 */
const OE_ROTATING_ELECTRICS: Readonly<Record<string, ReadonlySet<string>>> = {
  Denso: new Set(['Toyota', 'Lexus', 'Honda', 'Mazda', 'Subaru', 'Suzuki', 'Mitsubishi', 'Daihatsu', 'Fiat', 'Alfa Romeo', 'Lancia', 'Jeep', 'Abarth', 'Volvo', 'Jaguar', 'Land Rover']),
  'Magneti Marelli': new Set(['Fiat', 'Alfa Romeo', 'Lancia', 'Jeep', 'Abarth', 'Maserati', 'Ferrari']),
};
export const ROTATING_ELECTRICS_KINDS: ReadonlySet<string> = new Set(['Anlasser', 'Lichtmaschine']);
/** Whether the brand makes the starter or alternator for every one of these makes. */
export const rotatingElectricsFit = (brand: string, makes: Iterable<string>): boolean => {
  const supplied = OE_ROTATING_ELECTRICS[brand];
  return !supplied || [...makes].every((make) => supplied.has(make));
};

/**
 * A coolant temperature sensor's fitting, the engine maker's: the VW group's sensors are clipped into
 * the coolant flange, the US makes' own V engines take a 3/8"-18 NPTF thread, every European and
 * Asian engine maker (Renault's K9K in a Dacia, Nissan or Mercedes too) an M12x1.5 one.
 */
const US_MAKES = new Set(['Chevrolet', 'Cadillac', 'Chrysler', 'Dodge', 'RAM']);
const VW_GROUP = new Set(['VW', 'Audi', 'Skoda', 'Seat', 'Cupra']);
export function coolantSensorThreadOf(car: Pick<CarFacts, 'make' | 'generation' | 'ccm'>): string {
  if (VW_GROUP.has(car.make)) return 'clip-in';
  if (US_MAKES.has(car.make) || /^Ford Mustang\b/.test(car.generation) || (car.make === 'Jeep' && car.ccm >= 3000)) return '3/8"-18 NPTF';
  return 'M12x1.5';
}

export type BatteryTechnology = 'standard' | 'EFB' | 'AGM';

/**
 * The premium makes whose start-stop systems recover braking energy into an AGM battery (and whose
 * electric cars' 12 V unit is AGM or lithium); the volume makes' start-stop cars take EFB.
 */
const AGM_MAKES = new Set(['BMW', 'Mini', 'Mercedes-Benz', 'Audi', 'Porsche', 'Jaguar', 'Land Rover', 'Volvo', 'Tesla', 'Lexus', 'Maserati', 'Bentley', 'Ferrari', 'Lamborghini', 'McLaren', 'Rolls-Royce']);
/** Types approved from 2012 come with start-stop: the EU's CO2 fleet targets made it standard. */
export const START_STOP_FROM = 2012;

/**
 * A battery's technology as the car's tray and charging want it: electric cars and hybrids keep a
 * 12 V AGM unit, start-stop cars (types from 2012) EFB or, at the premium makes, AGM; older types a
 * standard flooded battery.
 */
/**
 * Start-stop: every type from 2012, and the engines that brought it earlier: Fiat's 0.9 TwinAir (from
 * 2010), BMW's and Mini's EfficientDynamics types from 2007. A start-stop car takes an EFB or AGM
 * battery; a flooded one fails on it within months.
 */
const EARLY_START_STOP_NAME = /\bTwinAir\b/i;
export const startStop = (car: Pick<CarFacts, 'make' | 'fuel' | 'typeStart' | 'typeName'>): boolean => car.fuel !== 'electric'
  && (car.typeStart >= START_STOP_FROM || EARLY_START_STOP_NAME.test(car.typeName) || (['BMW', 'Mini'].includes(car.make) && car.typeStart >= 2007));

export function batteryTechnologyOf(car: Pick<CarFacts, 'make' | 'fuel' | 'hybridDrive' | 'typeStart' | 'typeName'>): BatteryTechnology {
  if (car.fuel === 'electric' || car.hybridDrive !== 'none') return 'AGM';
  if (!startStop(car)) return 'standard';
  return AGM_MAKES.has(car.make) ? 'AGM' : 'EFB';
}

/** A start-stop car's battery holds 60 to 95 Ah: restarting all day wants the reserve. */
export const START_STOP_AH: readonly [number, number] = [60, 95];

/** The car's battery capacity with start-stop's reserve: a combustion car's start-stop EFB or AGM is 60 to 95 Ah. */
export function startStopBatteryAh(car: Pick<CarFacts, 'make' | 'fuel' | 'hybridDrive' | 'typeStart' | 'typeName' | 'batteryAh'>): number {
  const technology = batteryTechnologyOf(car);
  if (technology === 'standard' || car.fuel === 'electric' || car.hybridDrive !== 'none') return car.batteryAh;
  return Math.min(START_STOP_AH[1], Math.max(START_STOP_AH[0], car.batteryAh));
}

/**
 * Makes whose cars carry Asian (JIS) battery boxes and terminals: a Honda CR-V's or a Camry's battery is no
 * European box. Nissan's European cars are built on Renault's platforms (a Townstar is a Kangoo) and
 * Hyundai's and Kia's in Czechia and Slovakia: they take the European box.
 */
const JIS_BOX_MAKES = new Set(['Toyota', 'Lexus', 'Honda', 'Mazda', 'Mitsubishi', 'Suzuki', 'Subaru', 'Daihatsu']);
/**
 * The makes whose cars carry a premium car's electrical load: heated seats, screens and mirrors,
 * electric pumps and fans, dozens of control units and, from about 2010, start-stop with a large
 * AGM battery to recharge. Their alternators start where a small car's end.
 */
const HIGH_LOAD_MAKES: ReadonlySet<string> = new Set(['BMW', 'Mercedes-Benz', 'Audi', 'Porsche', 'Land Rover', 'Jaguar', 'Volvo', 'Lexus', 'Maserati', 'Bentley', 'Rolls-Royce', 'Aston Martin']);

/**
 * An alternator's output (A) follows the car's electrical load, not its engine alone: a small car of
 * the 2000s runs 90 A, its start-stop successor 120 A; a mid-size car 120 A, 140 A from 2010; a large
 * engine (from 2.5 l, or a diesel from 1.9 l with its glow plugs and auxiliary heater) 150 A. A
 * premium make's car draws more: 120 A (150 A large) before 2010, then 150 A, and 180 A behind a large
 * engine (a 220i G42 runs 150 A, never a small car's 90 A).
 */
export function alternatorAmpsOf(car: Pick<CarFacts, 'make' | 'fuel' | 'ccm' | 'generationStart'>): string {
  const large = car.ccm >= 2500 || (car.fuel === 'diesel' && car.ccm >= 1900);
  const small = !large && car.fuel !== 'diesel' && car.ccm < 1400;
  const startStop = car.generationStart >= 2010;
  if (HIGH_LOAD_MAKES.has(car.make)) return startStop ? (large ? '180' : '150') : (large ? '150' : '120');
  if (large) return '150';
  if (small) return startStop ? '120' : '90';
  return startStop ? '140' : '120';
}

/** A battery box and terminals: the Japanese makes' JIS, the others' European (EN). */
export const batteryBoxOf = (car: Pick<CarFacts, 'make'>): 'JIS' | 'EN' => (JIS_BOX_MAKES.has(car.make) ? 'JIS' : 'EN');

/** Battery lines by technology: a Bosch S4 or a Banner Power Bull is a standard battery, Exide's EL, Bosch's S4 E, Varta's Blue Dynamic EFB and Banner's Running Bull EFB an EFB, the S5 A, Exide's EK, Varta's Silver Dynamic and the Running Bull AGM an AGM. */
const BATTERY_LINE_TECHNOLOGY: Readonly<Record<string, BatteryTechnology>> = {
  'Bosch|Batteries': 'standard', 'Varta|Blue and Black Dynamic': 'standard', 'Exide|Premium and Excell': 'standard', 'Banner|Power Bull': 'standard',
  'Exide|Start-Stop EFB': 'EFB', 'Bosch|S4 E EFB': 'EFB', 'Varta|Blue Dynamic EFB': 'EFB', 'Banner|Running Bull EFB': 'EFB',
  'Bosch|S5 A AGM': 'AGM', 'Exide|AGM': 'AGM', 'Varta|Silver Dynamic AGM': 'AGM', 'Banner|Running Bull AGM': 'AGM',
};
export const batteryLineTechnology = (brand: string, line: string): BatteryTechnology | undefined => BATTERY_LINE_TECHNOLOGY[`${brand}|${line}`];

/** Unit parts a sports or premium car's own make costs more for: priced by the car's class, never at a small car's price. */
export const CLASS_PRICED_UNIT_KINDS: ReadonlySet<string> = new Set(['Federbeinstützlager']);

/** The lines an article made for these cars may come from, where the cars decide more than the kind: a battery's technology, a starter maker's makes. */
export function vehiclePartLines(kind: string, cars: readonly Pick<CarFacts, 'make' | 'fuel' | 'hybridDrive' | 'typeStart' | 'typeName'>[]): ((line: ProductLine) => boolean) | undefined {
  if (kind === 'Starterbatterie' && cars[0]) {
    const wanted = batteryTechnologyOf(cars[0]);
    return (line) => batteryLineTechnology(line.brand, line.line) === wanted;
  }
  if (ROTATING_ELECTRICS_KINDS.has(kind)) {
    const makes = new Set(cars.map((car) => car.make));
    return (line) => rotatingElectricsFit(line.brand, makes);
  }
  // A brand lists the kind only for the makes its range covers (data/brand-coverage.ts).
  return coveringLines(kind, cars);
}
