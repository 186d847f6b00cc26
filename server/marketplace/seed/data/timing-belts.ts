/**
 * One engine, one cam belt: the timing belt kit, the kit with water pump and the bare belt of an
 * engine carry the very same belt (its teeth and width) and the kits the same rollers, in every car
 * that engine family sits in. The aftermarket sells one EA288 2.0 TDI kit for a Golf VII, an A3 8V,
 * an Octavia III, a Passat B8, a Tiguan II, a Caddy and a Leon alike; a kit with water pump is the
 * kit with the pump added, never another belt.
 */
import type { CarFacts } from './fitment-rules';
import { consumableFamilyOf, familyFraction } from './engine-families';
import { beltEngineOf } from './vehicle-keyed-parts';

/** The kinds that carry the engine's cam belt. */
export const TIMING_BELT_KINDS: ReadonlySet<string> = new Set(['Zahnriemen', 'Zahnriemensatz', 'Zahnriemensatz mit Wasserpumpe']);

type BeltCar = Pick<CarFacts, 'make' | 'fuel' | 'ccm' | 'typeStart' | 'generationStart'> & Partial<Pick<CarFacts, 'engine' | 'engineCode' | 'engineCodes' | 'hybridDrive' | 'kw' | 'typeName'>>;

/**
 * A family whose variants run belts and kits of their own. PSA's DW10: the 8-valve 2.0 HDi 90 and 110
 * (DW10TD, DW10ATED) a belt and tensioner unlike the 16-valve HDi 136 and the 2.0 TDCi of 2004 to 2008
 * (DW10BTED4); the DW10C of the Euro 5 years from 2009 another, and the Euro 6 engines from 2014 (the
 * 2.0 BlueHDi, Ford's 2.0 TDCi of the Focus III, Kuga II and Mondeo V) another again.
 */
function familyVariantOf(family: string, car: BeltCar): string {
  // PSA's 1.2 PureTech: the turbocharged EB2 (from 74 kW; EB2DT, EB2DTS) runs a belt of its own, unlike the aspirated EB2F of 55 to 61 kW.
  if (family === 'PSA EB2') return (car.engineCode ? /^(EB2A?DT|HN[Z0])/.test(car.engineCode) : (car.kw ?? 0) >= 70) ? 'PSA EB2 Turbo' : family;
  if (family !== 'PSA DW10') return family;
  if (car.typeStart >= 2014) return `${family}C Euro 6`;
  if (car.typeStart >= 2009) return `${family}C`;
  return `${family} ${(car.kw ?? 0) < 90 ? '8V' : '16V'}`;
}

/**
 * Engine series whose codes share one cam drive: the codes a maker gave an engine for an output, an
 * emissions step or a market are one block and one head, so one belt or chain, and the register lists
 * them together on one type ("BKC;BXE;BLS"). The trade's tables give the drive by series and displacement:
 * every 1.9 TDI pump-nozzle (BKC, BXE, BLS, BJB) one belt, every 1.8 TFSI EA888 (BYT, BZB, CDAA) one chain.
 */
const DRIVE_SERIES: readonly (readonly [RegExp, string])[] = [
  [/^(BKC|BXE|BLS|BJB|BRU|BXF|BKD|BMM|BMR|BMN|BRT)$/, 'VW EA188 PD'],
  [/^(BGU|BSE|BSF|CCSA)$/, 'VW EA113 MPI'],
  [/^(BAG|BLF|BLP)$/, 'VW EA111 FSI'],
  [/^(BZG|CGPA|CGPB)$/, 'VW EA111 12V'],
  [/^(BYT|BZB|CDAA|CDAB)$/, 'VW EA888'],
  [/^(5FW|5FS|5FV)$/, 'PSA EP6'],
  [/^EB2A?DTS?$/, 'PSA EB2 Turbo'],
];

/** The series a type's engine codes belong to, if the trade names it (any of the codes the type lists). */
export function driveSeriesOf(car: Pick<CarFacts, 'engineCode'> & Partial<Pick<CarFacts, 'engineCodes'>>): string | null {
  for (const code of car.engineCodes ?? [car.engineCode]) {
    const series = DRIVE_SERIES.find(([pattern]) => pattern.test(code ?? ''))?.[1];
    if (series) return series;
  }
  return null;
}

/**
 * The engine a cam belt is made for: its family and displacement where the trade names the family
 * (a 1.6 and a 2.0 TDI of one family run belts of their own), else its series and displacement, else
 * its code or the make's engine of that fuel and displacement. Along or across the car the belt is the
 * same: the drive sits on the block.
 */
export function timingBeltEngineOf(car: BeltCar): string {
  const family = consumableFamilyOf(car) ?? (car.engineCode ? driveSeriesOf({ engineCode: car.engineCode, engineCodes: car.engineCodes }) : null);
  return family ? `${familyVariantOf(family, car)} ${(car.ccm / 1000).toFixed(1)}` : beltEngineOf(car);
}

/**
 * The belt sizes the trade's tables give a family, teeth from-to and the widths it comes in: the VW
 * group's common-rail TDIs run a long 25-30 mm belt round both cams and the pump, the K9K a short one.
 */
const FAMILY_BELTS: readonly (readonly [RegExp, number, number, readonly number[]])[] = [
  [/^VW EA(189|288) 2\.0/, 150, 160, [25, 30]], [/^VW EA(189|288)/, 140, 150, [25, 30]],
  [/^Renault K9K/, 123, 131, [25]], [/^Renault F9Q/, 127, 133, [25, 27]],
  [/^PSA DV[456]/, 128, 141, [25]], [/^PSA DW10/, 141, 153, [25, 27]],
  [/^Fiat /, 137, 151, [25, 27]], [/^(Opel|JTD|Isuzu) /, 141, 151, [25, 27]],
];

export interface TimingBelt { teeth: number; widthMm: number; rollers: number }

/** The engine's cam belt: teeth and width, and the rollers (tensioner and idlers) its kit holds, fixed by the engine alone. */
export function timingBeltOf(car: BeltCar): TimingBelt {
  const engine = timingBeltEngineOf(car);
  const [, min, max, widths] = FAMILY_BELTS.find(([pattern]) => pattern.test(engine)) ?? [null, 100, 160, [19, 20, 23, 25, 30]];
  const teeth = Math.round(min + familyFraction(engine, 'cam belt teeth') * (max - min));
  const widthMm = widths[Math.floor(familyFraction(engine, 'cam belt width') * widths.length)]!;
  const rollers = 2 + Math.floor(familyFraction(engine, 'cam belt rollers') * 3);
  return { teeth, widthMm, rollers };
}
