/**
 * The two-pedal gearbox each type carries, as a parts seller looks it up: its family from the make,
 * generation, years, engine and, where the ADEME list names them, its gears; and what its service
 * takes: the fluid an oil change kit holds (or none, where the box is filled for life) and whether it
 * has a filter to change. Each row says why. A car with a clutch pedal has none of these.
 */
import type { CarFacts } from './fitment-rules';
import { longitudinalEngine, powerSplitHybrid } from './fitment-rules';

/** What the ADEME list sells a type with: a manual too, an automatic's gears (0 for none), a CVT. */
export interface ListedGearbox { manual: boolean; automaticGears: number; cvt: boolean }

/**
 * A type the list carries with two pedals only. An automated manual (Toyota's MMT, Hyundai's BVR,
 * Opel's Easytronic, Fiat's Dualogic, VW's ASG) keeps its single dry clutch, which a workshop changes:
 * it is not counted here.
 */
const AUTOMATED_MANUAL = /\b(MMT|BVR|ASG|ETG|Easytronic|Dualogic|AMT|x-shift)\b/i;
export const twoPedalsListed = (car: Pick<CarFacts, 'listedGearbox' | 'typeName'>): boolean =>
  !!car.listedGearbox && !car.listedGearbox.manual && (car.listedGearbox.automaticGears > 0 || car.listedGearbox.cvt) && !AUTOMATED_MANUAL.test(car.typeName);

export interface GearboxFamily {
  /** The family, as the trade's kits name it. */
  family: string;
  /** The fluid its oil change takes; null where the box is filled for life (a dry dual-clutch's gear oil, a dog-clutch hybrid box). */
  fluid: string | null;
  /** Whether it has a transmission filter to change. */
  filter: boolean;
}

interface GearboxRow extends GearboxFamily { fits: (car: CarFacts) => boolean }

const VW_GROUP = ['VW', 'Audi', 'Skoda', 'Seat', 'Cupra'];
const PSA = ['Peugeot', 'Citroën', 'DS', 'Opel'];
const gears = (car: CarFacts) => car.listedGearbox?.automaticGears ?? 0;
const named = (pattern: RegExp) => (car: CarFacts) => pattern.test(car.generation);

/** The generations of the makes on ZF's 8HP whose engine sits across the car and drives through a 9HP. */
const TRANSVERSE_9HP = /^(Fiat 500X|Jaguar E-Pace)\b/;

/** The first row that names the car decides; the last is the torque-converter automatic of the makes not named. */
export const GEARBOX_FAMILIES: readonly GearboxRow[] = [
  // Renault's E-Tech full hybrids shift a multi-mode dog-clutch gearbox: gear oil for life, no ATF, no filter.
  { family: 'Renault E-Tech multi-mode', fluid: null, filter: false, fits: (car) => ['Renault', 'Dacia'].includes(car.make) && powerSplitHybrid(car) },
  // Toyota's power split (Lexus, the Swace and the Mazda2 Hybrid are Toyota's): a hybrid transaxle on ATF WS, with a strainer, no filter to change.
  { family: 'Toyota e-CVT hybrid transaxle', fluid: 'Toyota ATF WS', filter: false, fits: (car) => powerSplitHybrid(car) && !['Honda', 'Ford'].includes(car.make) },
  // Honda's e:HEV drives through a fixed gear and a lock-up clutch: its fluid is Honda's, no filter.
  { family: 'Honda e:HEV', fluid: 'Honda ATF DW-1', filter: false, fits: (car) => car.make === 'Honda' && powerSplitHybrid(car) },
  { family: 'Ford HF35/HF45 e-CVT', fluid: 'Ford Mercon LV', filter: false, fits: (car) => car.make === 'Ford' && powerSplitHybrid(car) },
  // Dry dual-clutch boxes are filled with gear oil for life: VW's DQ200 behind the small TSI and TDI, Renault's EDC 6 (Getrag DC4), Ford's PowerShift DPS6, Hyundai's and Kia's 6- and 7-DCT, Fiat's DDCT.
  { family: 'VW DQ200 (7-speed dry DSG)', fluid: null, filter: false, fits: (car) => VW_GROUP.includes(car.make) && !longitudinalEngine(car) && car.hybridDrive !== 'plug-in' && ((car.fuel === 'petrol' && car.ccm < 1600) || (car.fuel === 'diesel' && car.ccm < 1700)) },
  { family: 'Renault EDC 6 (dry dual-clutch)', fluid: null, filter: false, fits: (car) => ['Renault', 'Dacia', 'Nissan'].includes(car.make) && !car.listedGearbox?.cvt && gears(car) !== 7 && !/^Renault (Espace|Talisman|Koleos|Trafic)\b/.test(car.generation) && car.ccm < 1600 && car.hybridDrive === 'none' },
  { family: 'Hyundai/Kia dry DCT', fluid: null, filter: false, fits: (car) => ['Hyundai', 'Kia'].includes(car.make) && car.fuel === 'petrol' && (car.ccm < 1600 || /^(Kia Niro|Hyundai (Ioniq|Kona I))\b/.test(car.generation)) && !car.listedGearbox?.cvt },
  { family: 'Fiat DDCT (dry dual-clutch)', fluid: null, filter: false, fits: (car) => ['Fiat', 'Alfa Romeo'].includes(car.make) && car.ccm < 1500 && !/^Alfa Romeo (Giulia|Stelvio)\b/.test(car.generation) },
  // The VW group's wet boxes: the DQ250, DQ381, DQ400e and DQ500 DSG and the longitudinal S tronic take DSG oil and a filter; multitronic its CVT fluid.
  { family: 'VW wet DSG and S tronic', fluid: 'VW G 052 182', filter: true, fits: (car) => VW_GROUP.includes(car.make) && !(longitudinalEngine(car) && (car.ccm >= 2600 || /^(Audi (A8|Q7|Q8)|VW Touareg)\b/.test(car.generation))) && !(car.make === 'Audi' && longitudinalEngine(car) && car.generationStart < 2015 && !/\bquattro\b/i.test(car.typeName)) },
  { family: 'Audi multitronic (CVT)', fluid: 'VW G 052 180', filter: true, fits: (car) => car.make === 'Audi' && longitudinalEngine(car) && car.ccm < 2600 && car.generationStart < 2015 && !/\bquattro\b/i.test(car.typeName) },
  // The hand-built makes' dual-clutch boxes (Ferrari, Lamborghini but the Urus, McLaren) are serviced by the maker: no aftermarket kit or filter.
  { family: 'hand-built dual-clutch', fluid: null, filter: false, fits: (car) => ['Ferrari', 'McLaren'].includes(car.make) || (car.make === 'Lamborghini' && !/\bUrus\b/.test(car.generation)) },
  // Porsche's PDK: its own fluid and filter.
  { family: 'Porsche PDK', fluid: 'Porsche PDK fluid', filter: true, fits: named(/^Porsche (911|718|Boxster|Cayman|Panamera|Macan)\b/) },
  // ZF's 8HP behind every longitudinal automatic of BMW (from 2009), Jaguar, Land Rover's large ones, the Giulia and Stelvio, Maserati, the MLB Evo (A6 C8 V6, A8, Q7, Q8, Touareg, Cayenne) and the British luxury makes: ZF LifeguardFluid 8 and its pan filter.
  { family: 'ZF 8HP', fluid: 'ZF LifeguardFluid 8', filter: true, fits: (car) => (car.make === 'BMW' && longitudinalEngine(car) && car.generationStart >= 2009) || (['Jaguar', 'Maserati', 'Bentley', 'Rolls-Royce', 'Lamborghini'].includes(car.make) && !TRANSVERSE_9HP.test(car.generation))
    || /^(Land Rover (Range Rover(?! Evoque)|Discovery(?! Sport)|Defender)|Alfa Romeo (Giulia|Stelvio)|Audi (A6|A7|A8|Q7|Q8)|VW Touareg|Porsche Cayenne)\b/.test(car.generation) },
  { family: 'ZF 6HP', fluid: 'ZF LifeguardFluid 6', filter: true, fits: (car) => car.make === 'BMW' && longitudinalEngine(car) },
  // ZF's 9HP across the car: Jeep, the 500X, the Evoque and Discovery Sport, and Jaguar's E-Pace on the Evoque's platform.
  { family: 'ZF 9HP', fluid: 'ZF LifeguardFluid 9', filter: false, fits: (car) => ['Jeep', 'Land Rover'].includes(car.make) || TRANSVERSE_9HP.test(car.generation) },
  // BMW's and Mini's front-drive cars: Getrag's 7-speed wet DCT behind the petrols (7 gears in the list), Aisin's 8- and 6-speed torque converters otherwise.
  { family: 'BMW/Mini 7DCT (wet dual-clutch)', fluid: 'BMW DCTF-1', filter: true, fits: (car) => ['BMW', 'Mini'].includes(car.make) && gears(car) === 7 },
  { family: 'Aisin AWF8 (8-speed)', fluid: 'Aisin AFW+', filter: false, fits: (car) => (['BMW', 'Mini'].includes(car.make) && car.generationStart >= 2014) || (PSA.includes(car.make) && (gears(car) === 8 || (car.generationStart >= 2017 && gears(car) !== 6))) || (car.make === 'Volvo' && car.generationStart >= 2014) },
  { family: 'Aisin TF-60/TF-70/TF-80 (6-speed)', fluid: 'Aisin JWS 3309', filter: false, fits: (car) => ['BMW', 'Mini', ...PSA, 'Volvo', 'Toyota', 'Lexus', 'Suzuki'].includes(car.make) && !car.listedGearbox?.cvt && !(['Toyota', 'Lexus', 'Suzuki'].includes(car.make) && car.ccm < 1900) },
  // Mercedes: the front-drive compacts' and the T-Klasse's 7G- and 8G-DCT, the 9G-Tronic (9 gears in the list, generations from 2016, the Vito and V-Klasse), the 7G-Tronic before.
  { family: 'Mercedes 7G-/8G-DCT', fluid: 'MB 236.21', filter: false, fits: (car) => car.make === 'Mercedes-Benz' && !longitudinalEngine(car) },
  { family: 'Mercedes 9G-Tronic', fluid: 'MB 236.17', filter: true, fits: (car) => car.make === 'Mercedes-Benz' && (gears(car) === 9 || car.generationStart >= 2016 || /^Mercedes-Benz (Vito|V-Klasse|Marco Polo)\b/.test(car.generation)) },
  { family: 'Mercedes 7G-Tronic', fluid: 'MB 236.14', filter: true, fits: (car) => car.make === 'Mercedes-Benz' },
  // The CVTs: Jatco's Xtronic (Nissan, Renault's and Mitsubishi's), Toyota's Multidrive S, Honda's, Subaru's Lineartronic, Hyundai's IVT, Suzuki's.
  { family: 'Jatco Xtronic CVT', fluid: 'Nissan CVT NS-3', filter: true, fits: (car) => ['Nissan', 'Renault', 'Dacia', 'Mitsubishi'].includes(car.make) && (!!car.listedGearbox?.cvt || car.make === 'Nissan' || car.make === 'Mitsubishi' || /^Renault Koleos\b/.test(car.generation)) },
  { family: 'Toyota Multidrive S CVT', fluid: 'Toyota CVT Fluid FE', filter: false, fits: (car) => ['Toyota', 'Lexus'].includes(car.make) },
  { family: 'Suzuki CVT (Jatco)', fluid: 'Suzuki CVT Green 2', filter: false, fits: (car) => car.make === 'Suzuki' },
  { family: 'Honda CVT', fluid: 'Honda HCF-2', filter: false, fits: (car) => car.make === 'Honda' },
  { family: 'Subaru Lineartronic CVT', fluid: 'Subaru CVTF II', filter: false, fits: (car) => car.make === 'Subaru' },
  { family: 'Hyundai/Kia torque converter and IVT', fluid: 'Hyundai ATF SP-IV', filter: true, fits: (car) => ['Hyundai', 'Kia'].includes(car.make) },
  { family: 'Mazda SKYACTIV-Drive', fluid: 'Mazda ATF FZ', filter: false, fits: (car) => car.make === 'Mazda' },
  // Renault's wet boxes: the 7-speed EDC (DW5) behind the 1.3 TCe and the Alpine A110, the Getrag DW6 of the 2.0 Blue dCi (Espace, Talisman, Trafic).
  { family: 'Renault EDC wet dual-clutch', fluid: 'Renault EDC DW6 fluid', filter: true, fits: (car) => ['Renault', 'Dacia', 'Alpine'].includes(car.make) },
  { family: 'Ford 6F/8F torque converter', fluid: 'Ford Mercon LV', filter: true, fits: (car) => car.make === 'Ford' },
  // GM's 6T40 of the Opel generations before 2017 and the other makes' torque converters: Dexron VI.
  { family: 'torque converter (Dexron VI)', fluid: 'ATF Dexron VI', filter: true, fits: () => true },
];

/** The gearbox family of a car with two pedals (fitment-rules' clutchPedal false): the first row that names it. */
export function gearboxFamilyOf(car: CarFacts): GearboxFamily {
  const row = GEARBOX_FAMILIES.find((r) => r.fits(car)) ?? GEARBOX_FAMILIES.at(-1)!;
  return { family: row.family, fluid: row.fluid, filter: row.filter };
}

/** The fluid an automatic's oil change kit holds: its family's (a ZF 8HP's LifeguardFluid 8), never one fluid for a make. */
export const gearboxOilOf = (car: CarFacts): string => gearboxFamilyOf(car).fluid ?? '';

/**
 * Parts made for one gearbox: an ATF filter sits in its pan or housing, an oil change kit holds its fluid.
 * A ZF 8HP along the car and a 9HP across it share none, though one engine drives both.
 */
export const GEARBOX_PART_KINDS: ReadonlySet<string> = new Set(['Hydraulikfilter Automatikgetriebe', 'Getriebeölwechselsatz']);

/** The gearbox a gearbox part is made for, or none for the other kinds. */
export const gearboxPartFamily = (kind: string, car: CarFacts): string | undefined => (GEARBOX_PART_KINDS.has(kind) ? gearboxFamilyOf(car).family : undefined);

/**
 * How a manual gearbox is shifted. Across the car (every front-drive transverse gearbox, a Golf's, a
 * 1er F40's, an A-Klasse W176's) the gearbox sits beside the engine, away from the lever: two cables
 * carry the shift and the select motion, and the trade sells them as a shift cable. Along the car, a
 * front engine's gearbox ends under the lever: BMW's rear-drive and xDrive cars (a 1er F20, a 3er F30,
 * an X3 F25), Mercedes' cars (a C-Klasse W204 or W205) and Ford's Mustang shift it by a rod and a
 * lever on its tail, with no cable. Mercedes' vans (Sprinter, Vito) and the rear- and mid-engined
 * Porsches (911, Boxster, Cayman), whose levers sit far from the box, keep cables; so do Audi's
 * longitudinal cars, which the data does not split. An automatic has neither (fitment-rules' clutch rules).
 */
/**
 * Gearboxes shifted and declutched by electric actuators, with no lever linkage and no clutch pedal: the
 * Smart fortwo 451's (and its 450 forerunner's) automated five-speed is selected electronically and its
 * dry clutch released by an electric actuator. A workshop still changes the clutch, but there is no
 * shift cable, clutch cable or clutch cylinder to sell for it.
 */
const ACTUATOR_SHIFTED = /^Smart fortwo 45[01]\b/;
export const actuatorShifted = (car: Pick<CarFacts, 'generation'>): boolean => ACTUATOR_SHIFTED.test(car.generation);

const ROD_SHIFTED_MAKES = new Set(['BMW', 'Mercedes-Benz']);
const CABLE_SHIFTED_VANS = /^Mercedes-Benz (Sprinter|Vito|Evito|eVito|V-Klasse|Marco Polo|EQV|Citan|T-Klasse|X-Klasse|G-Klasse)\b/;
const ROD_SHIFTED_GENERATIONS = /^Ford Mustang\b(?! Mach-E)/;
export function manualShiftOf(car: CarFacts): 'cable' | 'rod' {
  if (ROD_SHIFTED_GENERATIONS.test(car.generation)) return 'rod';
  return ROD_SHIFTED_MAKES.has(car.make) && longitudinalEngine(car) && !CABLE_SHIFTED_VANS.test(car.generation) ? 'rod' : 'cable';
}
