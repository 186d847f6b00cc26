/**
 * Facts for the cars of the current-market list (ADEME), which names make, model, engine and power
 * but no platform or sizes. Each model is its own platform and each engine its own (no part of one
 * fits another model's axle by guesswork, an engine only within its make); sizes follow the car's power the way the trade's tables do, so
 * each car still gets one size per position, and the oil is the maker's current approval.
 */
import type { CarFacts, DriveFuel } from './fitment-rules';
import { FRONT_DISC_MM, MAKE_DISC_MM } from './brake-sizes';
import { ownDiscsOf, platformDiscMm } from './brake-packages';
import { bodyOfName } from './installed-parts';
import { ledHeadlampFacelift } from './facelifts';

/** Power classes (kW upper bounds); an electric car weighs more than its power says: one class up. */
const CLASS_LIMITS_KW = [55, 70, 85, 110, 140, 185, 260, 400];
const FRONT_STEP = [0, 2, 3, 4, 6, 7, 9, 11];
const REAR_DISC_MM = [0, 0, 249, 253, 272, 300, 330, 345];
const REAR_DRUM_MM = [200, 228, 0, 0, 0, 0, 0, 0];
const WIPERS_MM: readonly (readonly [number, number])[] = [[550, 400], [600, 400], [650, 400], [650, 450], [650, 475], [700, 450], [700, 475], [750, 450]];
const BATTERY_AH = { petrol: [44, 60, 60, 68, 70, 80, 92, 95], diesel: [60, 68, 72, 74, 80, 92, 95, 105], electric: [35, 35, 40, 40, 45, 45, 45, 45] };
/** The Japanese and Korean makes' JIS boxes run smaller: a Yaris's 1.3 starts from a 40 Ah battery. */
const ASIAN_PETROL_AH = [35, 40, 45, 45, 60, 70, 80, 80];
const ASIAN_MAKES = new Set(['Toyota', 'Lexus', 'Honda', 'Mazda', 'Nissan', 'Mitsubishi', 'Suzuki', 'Subaru', 'Hyundai', 'Kia', 'Daihatsu']);
/** Makes whose full hybrids start their engine by the traction motor: the 12 V battery only feeds the electrics. */
const FULL_HYBRID_MAKES = new Set([...ASIAN_MAKES, 'Renault', 'Dacia']);

/**
 * The car's own 12 V battery, by what starts the engine: a full hybrid's and an electric car's 12 V
 * battery only feeds the on-board electrics (a small 35 to 45 Ah AGM; Tesla's a 33 Ah one), the
 * Japanese and Korean petrols take smaller JIS boxes, the others grow with the power class.
 */
export function batteryAhOf(car: Pick<ListedCar, 'make' | 'fuel' | 'hybridDrive'>, step: number): number {
  if (car.fuel === 'electric') return car.make === 'Tesla' ? 33 : BATTERY_AH.electric[step]!;
  if (car.hybridDrive && car.hybridDrive !== 'none' && FULL_HYBRID_MAKES.has(car.make)) return step <= 2 ? 35 : 45;
  if (car.fuel === 'petrol' && ASIAN_MAKES.has(car.make)) return ASIAN_PETROL_AH[step]!;
  return BATTERY_AH[car.fuel][step]!;
}

/**
 * Sports cars carry a small, light AGM battery whatever their power, mostly in the front boot or
 * behind the seats: Porsche's 911 and 718 a 70 Ah one, the mid-engined supercars (Ferrari,
 * Lamborghini but the Urus, McLaren, Maserati's MC20) and the Alpine A110 a 60 Ah one. A power class's
 * 95 Ah battery is a large saloon's.
 */
export function sportsCarBatteryAh(car: Pick<ListedCar, 'make' | 'generation'>): number | undefined {
  if (car.make === 'Porsche') return /\b(911|718|Boxster|Cayman)\b/.test(car.generation) ? 70 : undefined;
  if (['Ferrari', 'McLaren', 'Alpine'].includes(car.make) || (car.make === 'Lamborghini' && !/\bUrus\b/.test(car.generation)) || /^Maserati MC20\b/.test(car.generation)) return 60;
  return undefined;
}

/** The oil each maker prescribes for its current engines: real grade and approval pairs. */
const CURRENT_OIL: Record<string, { petrol: [string, string]; diesel: [string, string] }> = {
  VW: { petrol: ['0W-20', 'VW 508.00'], diesel: ['0W-20', 'VW 509.00'] },
  Audi: { petrol: ['0W-20', 'VW 508.00'], diesel: ['0W-20', 'VW 509.00'] },
  Skoda: { petrol: ['0W-20', 'VW 508.00'], diesel: ['0W-20', 'VW 509.00'] },
  Seat: { petrol: ['0W-20', 'VW 508.00'], diesel: ['0W-20', 'VW 509.00'] },
  Cupra: { petrol: ['0W-20', 'VW 508.00'], diesel: ['0W-20', 'VW 509.00'] },
  Porsche: { petrol: ['0W-40', 'Porsche C40'], diesel: ['0W-30', 'Porsche C30'] },
  BMW: { petrol: ['0W-20', 'BMW Longlife-17 FE+'], diesel: ['0W-30', 'BMW Longlife-04'] },
  Mini: { petrol: ['0W-20', 'BMW Longlife-17 FE+'], diesel: ['0W-30', 'BMW Longlife-04'] },
  'Mercedes-Benz': { petrol: ['0W-20', 'MB 229.71'], diesel: ['5W-30', 'MB 229.52'] },
  Renault: { petrol: ['5W-30', 'RN17'], diesel: ['5W-30', 'RN17'] },
  Dacia: { petrol: ['5W-30', 'RN17'], diesel: ['5W-30', 'RN17'] },
  Peugeot: { petrol: ['0W-20', 'PSA B71 2010'], diesel: ['0W-30', 'PSA B71 2312'] },
  'Citroën': { petrol: ['0W-20', 'PSA B71 2010'], diesel: ['0W-30', 'PSA B71 2312'] },
  DS: { petrol: ['0W-20', 'PSA B71 2010'], diesel: ['0W-30', 'PSA B71 2312'] },
  Opel: { petrol: ['0W-20', 'PSA B71 2010'], diesel: ['0W-30', 'PSA B71 2312'] },
  Fiat: { petrol: ['0W-20', 'Fiat 9.55535-GSX'], diesel: ['0W-30', 'Fiat 9.55535-DS1'] },
  Ford: { petrol: ['5W-20', 'Ford WSS-M2C948-B'], diesel: ['0W-30', 'Ford WSS-M2C950-A'] },
  Volvo: { petrol: ['0W-20', 'Volvo VCC RBS0-2AE'], diesel: ['0W-20', 'Volvo VCC RBS0-2AE'] },
};
const ACEA_OIL = { petrol: ['0W-20', 'ACEA C5'], diesel: ['5W-30', 'ACEA C3'] } as const;

export interface ListedCar {
  make: string; generation: string; fuel: DriveFuel; kw: number; ccm: number;
  /** Electric help: a full hybrid's 12 V battery is small. */
  hybridDrive?: 'none' | 'hybrid' | 'plug-in';
  /** The generation's first year; the current-market list's are of today's generations. */
  generationStart?: number;
  /** The type's name and platform, where a brake package goes by them (a 911 Turbo S's, an EMP2 van's). */
  typeName?: string;
  platform?: string;
}

/**
 * Generations whose low beam is LED whatever the type's power, as the trade knows them: the premium
 * makes' generations from 2019 (BMW's U06 2er Active Tourer, Mini's F60, Mercedes' W247, Audi's Q2 facelift,
 * Volvo, Porsche, the hand-built makes) and the volume generations sold with LED as standard on every trim (Skoda's Scala and
 * Karoq, Peugeot's 408 and 508, Mazda's 3 and CX-30, VW's ID. cars, the Niro, the Yaris Cross …).
 */
/**
 * Types whose headlamps are LED on every trim although their generation's base row gives a halogen bulb: the Golf VII's
 * e-Golf (LED headlamps came with the electric car's equipment) and GTE, and the types of a facelift that made LED
 * standard (data/facelifts.ts: a W205 C 300 d of 2018). No H7 low-beam bulb for them.
 */
export const factoryLedHeadlamp = (car: { generation: string; typeName: string; typeStart?: number }): boolean =>
  (/^VW Golf VII\b/.test(car.generation) && /\b(e-Golf|GTE)\b/.test(car.typeName)) || ledHeadlampFacelift(car);
const LED_MAKES = new Set(['BMW', 'Mini', 'Mercedes-Benz', 'Audi', 'Volvo', 'Porsche', 'Tesla', 'Jaguar', 'Land Rover', 'Lexus', 'DS', 'Cupra', 'Alpine', 'Maserati', 'Ferrari', 'Lamborghini', 'Bentley', 'Rolls-Royce']);
const LED_GENERATIONS = /^(Skoda (Scala|Karoq)|Alfa Romeo Tonale|Peugeot (408|508)|Citroën C4 X|Opel Mokka|Renault (Austral|Arkana)|Mazda (3|CX-30)|VW ID\.|Nissan Ariya|Honda (E|Civic)|Kia Niro|Toyota Yaris Cross|Suzuki Swace|Seat Ateca|Jeep Compass)\b/;
const CURRENT_MARKET = 2023;

/**
 * The low beam the trade knows for generations whose types the base records no headlamp for: the city cars whose
 * reflector headlamp takes one H4 twin-filament bulb for low and high beam (Aygo II, Space Star, Twingo III), and those
 * with LED low beam on every trim (Jazz IV, XC40, Aygo X). A type neither recorded nor known here has no lamp: the
 * trade offers no headlamp bulb where it does not know the lamp (an H7 in an H4 reflector does not go in).
 */
export const LOW_BEAM_OF_GENERATION: readonly { generation: RegExp; lamp: 'H4' | 'LED' }[] = [
  { generation: /^Toyota Aygo II\b/, lamp: 'H4' },
  { generation: /^Mitsubishi Space Star\b/, lamp: 'H4' },
  { generation: /^Renault Twingo III\b/, lamp: 'H4' },
  { generation: /^Honda Jazz IV\b/, lamp: 'LED' },
  { generation: /^Volvo XC40\b/, lamp: 'LED' },
  { generation: /^Toyota Aygo X\b/, lamp: 'LED' },
];
/** A headlamp the trade does not know: no low-beam bulb or burner is offered for it. */
export const UNKNOWN_LAMP = '';
export const lowBeamOfGeneration = (generation: string): string | undefined => LOW_BEAM_OF_GENERATION.find((row) => row.generation.test(generation))?.lamp;

export function ledLowBeam(car: ListedCar): boolean {
  return ((car.generationStart ?? CURRENT_MARKET) >= 2019 && LED_MAKES.has(car.make)) || LED_GENERATIONS.test(car.generation);
}

/**
 * Small cars (the B segment and below, the Mini) brake their rear wheels with solid discs of at most
 * 259 mm and their front with at most 294 mm, whatever their power: the Mini F56 Cooper S's are 294 and
 * 259 mm. Ventilated rear discs of 300 mm belong to large and performance cars.
 */
export const SMALL_CAR = /^(Mini|VW (Polo|up!|Fox)|Ford (Fiesta|Ka|Puma)|Opel (Corsa|Adam)|Renault (Clio|Twingo|Zoe)|Peugeot (10[78]|20[678]|2008)|Citroën (C1|C2|C3)\b|DS 3|Toyota (Aygo|Yaris)|Skoda (Fabia|Citigo)|Seat (Ibiza|Mii|Arona)|Hyundai i[12]0|Kia (Picanto|Rio|Stonic)|Suzuki (Swift|Ignis)|Nissan (Micra|Juke)|Dacia Sandero|Honda (Jazz|E)\b|Mazda 2|Fiat (500|Panda|Punto)|Audi A1|Smart)/;
export const SMALL_CAR_REAR_DISC_MM = 259;
const SMALL_CAR_FRONT_DISC_MM = 294;
const SMALL_CAR_DRUM_MM = 203;
/**
 * A small car's drum: the 8-inch 203 mm drum of PSA, Renault and the Asian makes, but 200 mm on the VW group's small
 * cars (Polo, Fabia, Ibiza, up!) and on Opel's GM platforms (Corsa D and E on GM Gamma); a Corsa F on PSA's CMP takes 203.
 */
export function smallCarDrumMmOf(car: Pick<ListedCar, 'make' | 'platform'>): number {
  return VAG_DRUM_MAKES.has(car.make) || /^GM\b/.test(car.platform ?? '') ? 200 : SMALL_CAR_DRUM_MM;
}
const VAG_DRUM_MAKES = new Set(['VW', 'Audi', 'Skoda', 'Seat', 'Cupra']);

/**
 * The car's discs and drum by its power class: its make's sizes where the make has its own (data/brake-sizes.ts), the common
 * ladder's otherwise; a small car's capped (the largest of its make's sizes within the cap), a city car's drum at most 203 mm.
 */
function discsOf(car: ListedCar, step: number): { frontDiscMm: number; rearDiscMm: number; rearDrumMm: number } {
  const small = SMALL_CAR.test(car.generation);
  const cap = (sizes: readonly number[], at: number, limit: number) => (small ? Math.max(0, ...sizes.filter((mm) => mm <= limit && mm <= sizes[at]!)) : sizes[at]!);
  const make = ownDiscsOf(car.make, MAKE_DISC_MM);
  // A platform with its own table (data/brake-packages.ts: a Ceed CD's 280/305, a 911's packages) decides over the make's sizes.
  const brakeCar = { make: car.make, generation: car.generation, typeName: car.typeName ?? '', kw: car.kw, platform: car.platform ?? car.generation };
  const front = platformDiscMm(brakeCar, 'front') ?? (make ? cap(make.front, step, SMALL_CAR_FRONT_DISC_MM) : small ? Math.min(SMALL_CAR_FRONT_DISC_MM, FRONT_DISC_MM[FRONT_STEP[step]!]!) : FRONT_DISC_MM[FRONT_STEP[step]!]!);
  const rear = platformDiscMm(brakeCar, 'rear') ?? (make ? cap(make.rear, step, SMALL_CAR_REAR_DISC_MM) : small ? Math.min(SMALL_CAR_REAR_DISC_MM, REAR_DISC_MM[step]!) : REAR_DISC_MM[step]!);
  // A city car's drums are 180 to 203 mm: the 228 mm drum is a compact's.
  const drum = rear ? 0 : REAR_DRUM_MM[step] || 228;
  return { frontDiscMm: front, rearDiscMm: rear, rearDrumMm: small ? Math.min(smallCarDrumMmOf(car), drum) : drum };
}

/**
 * A listed car's engine: its make's of that fuel and displacement, but where one displacement is two
 * engines (Mercedes-AMG's M260 and M139 below). Porsche's 4.0 litre is the 911 GT3's and the 718 GT4's, Spyder's and GTS 4.0's aspirated
 * flat-six in the sports cars and the twin-turbo V8 in the Cayenne and Panamera (3,995-3,996 cm³ both):
 * no chain kit, pump or switch serves the two.
 */
export function listedEngineOf(car: Pick<ListedCar, 'make' | 'fuel' | 'ccm' | 'generation' | 'typeName'>): string {
  const engine = `${car.make}/${car.fuel}/${car.ccm}`;
  // Mercedes-AMG's 2.0 litre is two engines too: the 35's M260 (the A 250's, turned up) and the 45's M139,
  // a block of its own turned 180° with its own chain drive.
  if (car.make === 'Mercedes-Benz' && car.ccm === 1991 && /\bAMG\b.*\b45\b/.test(car.typeName ?? '')) return `${engine}/M139`;
  if (car.make !== 'Porsche' || car.ccm < 3990 || car.ccm > 4000) return engine;
  return `${engine}/${/\b(911|718|Boxster|Cayman)\b/.test(car.generation) ? 'flat-six' : 'V8'}`;
}

/** A car's power class (the index of data tables by power): its kW's class, an electric car's one up. */
export function powerClassOf(car: Pick<ListedCar, 'kw' | 'fuel'>): number {
  const byPower = CLASS_LIMITS_KW.findIndex((limit) => car.kw < limit);
  return Math.min(CLASS_LIMITS_KW.length - 1, (byPower === -1 ? CLASS_LIMITS_KW.length - 1 : byPower) + (car.fuel === 'electric' ? 1 : 0));
}

export function listedCarFacts(car: ListedCar): Omit<CarFacts, 'make' | 'fuel' | 'hybrid' | 'hybridDrive' | 'typeName' | 'engineCode' | 'ccm' | 'typeStart' | 'generationStart' | 'generation'> {
  const step = powerClassOf(car);
  const oil = car.fuel === 'electric' ? ['', ''] : (CURRENT_OIL[car.make]?.[car.fuel] ?? ACEA_OIL[car.fuel]);
  return {
    platform: car.generation,
    // Within one make, one displacement and fuel is one engine (Mercedes' 1,993 cm³ diesel is the OM654 in every class).
    engine: listedEngineOf(car),
    ...discsOf(car, step),
    wipersMm: WIPERS_MM[step]!,
    batteryAh: (car.fuel === 'electric' ? undefined : sportsCarBatteryAh(car)) ?? batteryAhOf(car, step),
    // The generation's known low beam, LED on the generations that have it as standard and on the larger cars; else not
    // known (no bulb offered): a small car's halogen lamp is an H4 or an H7 by its reflector, never one by default.
    headlamp: lowBeamOfGeneration(car.generation) ?? (ledLowBeam(car) || step >= 4 ? 'LED' : UNKNOWN_LAMP),
    oilGrade: oil[0],
    oilApproval: oil[1],
  };
}

/**
 * The platform of a current-market type, where its series spans several: the list files BMW's 2er Gran Coupé (F44, UKL2),
 * Active Tourer (U06) and Coupé (G42, CLAR) as one "2er", and the 4er Coupé, Cabriolet and Gran Coupé as one "4er"; each
 * body is its own chassis, so no axle part joins them. Other series are one platform each (the generation).
 */
const MULTI_PLATFORM_SERIES = /^BMW (2er|4er)$/;
export function listedPlatformOf(generation: string, typeName: string): string {
  const body = bodyOfName(typeName);
  return MULTI_PLATFORM_SERIES.test(generation) ? `${generation}/${body || 'saloon'}` : generation;
}
