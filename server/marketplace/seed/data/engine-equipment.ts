/**
 * What an engine carries around it, as a parts seller looks it up: how its air-conditioning
 * compressor is driven, whether it has an engine-oil cooler and how large one is, the thread of its
 * sump's drain plug, and whether it measures its air by mass or by manifold pressure. The seed
 * draws from these and the plausibility check reads them, each with the trade's reason beside it.
 */
import type { CarFacts } from './fitment-rules';
import { chargedEngine, powerSplitHybrid } from './fitment-rules';
import { consumableFamilyOf, engineMakeOf } from './engine-families';

const VW_GROUP = new Set(['VW', 'Audi', 'Skoda', 'Seat', 'Cupra']);

/**
 * An electric, high-voltage air-conditioning compressor: an electric car, every plug-in hybrid (it
 * cools while the engine is off) and the full hybrids (Toyota's and Lexus' power split, Honda's e:HEV,
 * Ford's 2.0 and 2.5 Hybrid, Renault's E-Tech, Hyundai's and Kia's 1.6 HEV) drive it from the traction
 * battery. Combustion cars and the 48 V mild hybrids (a BMW 420d, a Volvo B4, a 1.5 eTSI) drive it by
 * the ribbed belt, a 12 V magnetic clutch on its pulley.
 */
export function electricCompressor(car: Pick<CarFacts, 'make' | 'fuel' | 'hybridDrive' | 'typeName' | 'ccm'>): boolean {
  if (car.fuel === 'electric' || car.hybridDrive === 'plug-in') return true;
  if (car.hybridDrive === 'none') return false;
  return powerSplitHybrid(car) || (['Hyundai', 'Kia'].includes(car.make) && car.fuel === 'petrol' && car.ccm >= 1580);
}

/**
 * An engine-oil cooler (a plate stack on the oil filter housing, cooled by the coolant): diesels and
 * charged petrols carry one for their turbo's and pistons' heat, and so do the larger aspirated
 * petrols; the small aspirated petrols (Toyota's 1KR-FE, Opel's Z12XEP, VW's 1.0 MPI) have none.
 */
export function engineOilCooler(car: CarFacts): boolean {
  if (car.fuel === 'electric') return false;
  return car.fuel === 'diesel' || chargedEngine(car) || car.ccm >= 1500;
}

/**
 * An engine-oil cooler's size (mm): a plate stack of 100 to 200 mm on the filter housing, a hand wide
 * and a few fingers high. A core of 250 x 200 mm is a radiator's, not an oil cooler's.
 */
export const OIL_COOLER_MM = { length: [100, 200], width: [70, 130], height: [35, 80] } as const;

/** Whether an oil cooler's stated size is a plate stack's (OIL_COOLER_MM). */
export function oilCoolerSized(size: { length?: string; width?: string; height?: string }): boolean {
  return (Object.keys(OIL_COOLER_MM) as (keyof typeof OIL_COOLER_MM)[]).every((key) => {
    const mm = Number(size[key]);
    return Number.isFinite(mm) && mm >= OIL_COOLER_MM[key][0] && mm <= OIL_COOLER_MM[key][1];
  });
}

/**
 * A sump drain plug's thread, by the maker whose engine it is (a K9K's is Renault's in a Nissan too):
 * the VW group, Mercedes, Opel, Ford, Honda, Hyundai, Kia and Mazda screw in M14x1.5, BMW and Mini
 * M12x1.5, Toyota, Lexus and Nissan M12x1.25, Subaru M20x1.5. Makes the table does not know keep the
 * plug their engine is drawn with.
 */
const DRAIN_PLUG_THREADS: Readonly<Record<string, string>> = {
  VW: 'M14x1.5', Audi: 'M14x1.5', Skoda: 'M14x1.5', Seat: 'M14x1.5', Cupra: 'M14x1.5', 'Mercedes-Benz': 'M14x1.5', Opel: 'M14x1.5', Ford: 'M14x1.5',
  Honda: 'M14x1.5', Hyundai: 'M14x1.5', Kia: 'M14x1.5', Mazda: 'M14x1.5', BMW: 'M12x1.5', Mini: 'M12x1.5', Toyota: 'M12x1.25', Lexus: 'M12x1.25', Nissan: 'M12x1.25', Subaru: 'M20x1.5',
};
export function drainPlugThreadOf(car: CarFacts): string | undefined {
  if (car.fuel === 'electric') return undefined;
  return DRAIN_PLUG_THREADS[engineMakeOf(car)];
}

/**
 * Whether the engine measures its air by mass (a hot-film air-mass meter in the intake): every diesel
 * does, and so do many VW-group, BMW and Mercedes petrols. Speed-density petrols reckon it from a
 * manifold pressure (MAP) sensor and have no air-mass meter: Opel's Ecotec 1.0 to 1.4 (Z12XEP,
 * A12XER, Z14XEP), Toyota's and PSA's 1.0 three-cylinder (1KR-FE), the VW group's 1.0 to 1.4 MPI and
 * TSI (EA111, EA211), Renault's and Dacia's petrols (K4M, D4F, TCe, SCe), PSA's (TU, VTi, THP,
 * PureTech), Fiat's FIRE and TwinAir, Ford's 1.0 EcoBoost and Hyundai's and Kia's Kappa and Gamma.
 */
const SPEED_DENSITY_CODES = /^([ABZ]1[0-4]XE\w|1KR)/;
export function airMassMeter(car: CarFacts): boolean {
  if (car.fuel === 'electric') return false;
  if (car.fuel === 'diesel') return true;
  return !speedDensityPetrol(car);
}
function speedDensityPetrol(car: CarFacts): boolean {
  if (SPEED_DENSITY_CODES.test(car.engineCode)) return true;
  const small = car.ccm > 0 && car.ccm < 1500;
  // Opel's petrols of the generations from 2019 are PSA's PureTech.
  if (car.make === 'Opel') return (small && !chargedEngine(car)) || car.generationStart >= 2019;
  if (car.make === 'Toyota' && car.ccm >= 990 && car.ccm <= 999 && !chargedEngine(car)) return true;
  if (VW_GROUP.has(car.make) || car.make === 'Fiat') return small;
  if (['Renault', 'Dacia', 'Peugeot', 'Citroën', 'DS'].includes(car.make)) return true;
  if (['Hyundai', 'Kia'].includes(car.make)) return car.ccm > 0 && car.ccm < 1700;
  return car.make === 'Ford' && (car.ccm === 998 || car.ccm === 999) && chargedEngine(car);
}

/**
 * An accessory belt (ribbed belt, tensioner, idler): every combustion engine but Toyota's beltless
 * hybrid engines (2ZR-FXE, M15A-FXE, M20A-FXS, A25A-FXS; the Lexus, Suzuki Swace and Mazda2 Hybrid
 * built on them). They pump their coolant and drive their compressor electrically and charge by the
 * motor-generator: nothing is left for a belt to turn. The Yaris III's 1NZ-FXE keeps a water-pump belt.
 */
const BELTLESS_HYBRID_CCM = new Set([1490, 1798, 1987, 2487]);
export function accessoryBelt(car: Pick<CarFacts, 'make' | 'fuel' | 'hybridDrive' | 'typeName' | 'ccm'>): boolean {
  if (car.fuel === 'electric') return false;
  return !(['Toyota', 'Lexus', 'Suzuki', 'Mazda'].includes(car.make) && powerSplitHybrid(car) && BELTLESS_HYBRID_CCM.has(car.ccm));
}

/**
 * How the engine's main coolant pump is driven: by its belt or chain on nearly every engine (an Opel
 * A14NET's, a TSI's, a K9K's pump is mechanical, with a plastic, steel or cast-iron impeller). Electric
 * main pumps: BMW's N20, N26 and N52 to N55 petrols, Mercedes' beltless M256, and Toyota's beltless
 * hybrid engines (no accessory belt left to turn one). An electric pump is never sold for a belt engine.
 */
const ELECTRIC_PUMP_CODES = /^(N2[06]|N5[2-5]|M256)/;
export function waterPumpDriveOf(car: Pick<CarFacts, 'make' | 'fuel' | 'hybridDrive' | 'typeName' | 'ccm' | 'engineCode'>): 'electric' | 'mechanical' {
  if (!accessoryBelt(car)) return 'electric';
  return ELECTRIC_PUMP_CODES.test(car.engineCode) ? 'electric' : 'mechanical';
}

/**
 * Whether the engine's thermostat is sold with its housing: BMW's and Mini's N and B engines (a B38's, a B47's,
 * an N47's thermostat is one unit with its housing and sensor), Mercedes' own engines from the M270, M274, OM651
 * and OM654 on, and the VW group's EA211 and EA888 petrols of generations from 2012 (a rotary-valve or housing
 * module) have no insert to change. Null where the engine was sold with either.
 */
const VW_GROUP_MODULE_FROM = 2012;
export function thermostatWithHousing(car: Pick<CarFacts, 'make' | 'fuel' | 'generationStart' | 'typeStart' | 'engineCode'>): boolean | null {
  if (car.fuel === 'electric') return null;
  if (car.make === 'BMW' || car.make === 'Mini') return /^[NB]\d/.test(car.engineCode) || (!car.engineCode && car.typeStart >= 2007) ? true : null;
  if (car.make === 'Mercedes-Benz') return /^(M2(5[46]|6[04]|7[04])|OM65[146])/.test(car.engineCode) || (!car.engineCode && car.generationStart >= 2011) ? true : null;
  if (VW_GROUP.has(car.make) && car.fuel === 'petrol' && car.generationStart >= VW_GROUP_MODULE_FROM) return true;
  return null;
}

/**
 * A thermostat's opening temperature (°C), as the engine's cooling is laid out. A map-controlled
 * thermostat (Kennfeldthermostat: a wax element with a heating resistor the engine's control unit
 * powers under load) opens at 105 °C unheated; BMW and Mini fit one on every N and B petrol. The VW
 * group's TDIs (pump-nozzle, EA189, EA288 alike) open at 87 °C. Other engines, petrol and diesel, open
 * between 80 and 92 °C (THERMOSTAT_OPENINGS_C): a diesel's thermostat never at a map thermostat's 105.
 * Null where the engine takes one of the usual openings, the article's own.
 */
export const THERMOSTAT_OPENINGS_C: readonly number[] = [83, 87, 88, 92];
export const MAP_THERMOSTAT_C = 105;
export function mapThermostat(car: Pick<CarFacts, 'make' | 'fuel' | 'typeStart' | 'engineCode'>): boolean {
  return (car.make === 'BMW' || car.make === 'Mini') && car.fuel === 'petrol' && (/^[NB]\d/.test(car.engineCode) || (!car.engineCode && car.typeStart >= 2007));
}
export function thermostatOpeningOf(car: Pick<CarFacts, 'make' | 'fuel' | 'typeStart' | 'engineCode'>): number | null {
  if (car.fuel === 'electric') return null;
  if (mapThermostat(car)) return MAP_THERMOSTAT_C;
  if (VW_GROUP.has(car.make) && car.fuel === 'diesel') return 87;
  return null;
}
/** Whether a thermostat opening at `celsius` suits the engine: its own where it has one, else one of the usual openings. */
export function thermostatOpeningSuits(car: Pick<CarFacts, 'make' | 'fuel' | 'typeStart' | 'engineCode'>, celsius: number): boolean {
  const own = thermostatOpeningOf(car);
  return own !== null ? celsius === own : THERMOSTAT_OPENINGS_C.includes(celsius);
}

/**
 * Charge air cooled by a water-cooled core inside the intake manifold (indirect charge-air cooling, its own
 * low-temperature coolant circuit and pump), not by an air-to-air cooler in front of the radiator: the VW
 * group's single-turbo EA111 1.2 TSI (CBZA, CBZB, CBZC) and 1.4 TSI (CAXA, CAXC: the 90 and 92 kW types)
 * and every EA211 TSI, its TGI and plug-in versions (1.0 CHZB, DKRF; 1.2 CJZA, CJZC; 1.4 CZCA, CZDA, CZEA,
 * CHPA, CMBA, CXSA; 1.5 DACA, DADA). They take no front-mounted intercooler. The twincharger 1.4 TSI (BMY,
 * BLG, CAVA to CAVG, CTH.: 103 kW and more), the EA888 and the TDIs have one. Without a code: a charged
 * 1,197 cm³, a 1,390 cm³ up to 92 kW, and what the engine families name an EA211 TSI.
 */
export function chargeAirCooledInManifold(car: CarFacts): boolean {
  if (!VW_GROUP.has(car.make) || car.fuel !== 'petrol' || !chargedEngine(car)) return false;
  if (car.engineCode) return /^(CBZ[ABC]|CAX[AC])/.test(car.engineCode) || consumableFamilyOf(car) === 'VW EA211 TSI';
  if (car.ccm === 1197 || (car.ccm === 1390 && car.kw !== undefined && car.kw <= 92)) return true;
  return consumableFamilyOf(car) === 'VW EA211 TSI';
}

/**
 * The output a turbocharger is built for. A maker reaches an engine code's outputs with chargers of
 * their own, not by software alone: Mercedes' OM651 breathes through one turbo in the C 220 d (125 kW)
 * and through a two-stage biturbo in the C 250 d (150 kW); the stronger outputs of one code take a
 * larger turbine or a second stage. The turbo makers (Garrett, BorgWarner, Mahle, Nissens) list a
 * charger by engine and output, so one article serves one output of the engine in its platform. The
 * charge-air cooler and its hoses sit in the engine bay and stay the engine's in its platform.
 */
export const CHARGER_KINDS: ReadonlySet<string> = new Set(['Turbolader']);
export const chargerOutputOf = (car: Pick<CarFacts, 'kw'>): string => `${car.kw ?? 0} kW`;
