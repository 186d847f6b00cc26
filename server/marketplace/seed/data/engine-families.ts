/**
 * Engine families as the trade sells their consumables: one oil filter, one fuel filter and one glow
 * plug per family, whatever car or engine code carries it (the EA288 in a Golf VII, a Passat B8 or a
 * Fabia III takes the 5Q0 127 177 fuel filter family and one oil cartridge); the oil filter's design
 * and thread per family; the glow plug's voltage by the glow system; and the injection system's
 * maker, whose high-pressure pumps and injectors alone fit it (a Denso pump on a Denso system only).
 */
import type { CarFacts } from './fitment-rules';
import { vwPumpNozzle } from './car-equipment';

type EngineCar = Pick<CarFacts, 'make' | 'fuel' | 'ccm' | 'typeStart' | 'generationStart'> & { engineCode?: string; kw?: number; typeName?: string };

const VW_GROUP = new Set(['VW', 'Audi', 'Skoda', 'Seat', 'Cupra']);
const FIAT_GROUP = new Set(['Fiat', 'Alfa Romeo', 'Jeep', 'Lancia', 'Abarth']);

/** The VW group's second common-rail generation (EA288, 2012 on) by code: CLH, CRB, CRL, CRK, CRM, CXX, CUN, CUP, CUS, CUT, CKF and the D… codes. */
const EA288_CODES = /^(CL[HJ]|CR[BKLM]|CXX|CUN|CUP|CUS|CUT|CKF|D[A-Z]{3})/;

/** The VW group's diesel family: the V6 TDI, the pump-nozzle TDIs, the EA288 (2012 on, MQB) or the EA189 (the first common-rail TDIs). */
function vwDieselFamily(car: EngineCar): string | null {
  if (car.ccm >= 2600) return 'VW V6 TDI';
  if (vwPumpNozzle(car)) return null;
  if (car.engineCode) return EA288_CODES.test(car.engineCode) ? 'VW EA288' : 'VW EA189';
  return car.generationStart >= 2012 || car.typeStart >= 2013 ? 'VW EA288' : 'VW EA189';
}

/** BMW's diesels by code (and Toyota's 1WW and 2WW, which are BMW's N47); without a code, the one the type's years had. */
function bmwDieselFamily(car: EngineCar): string {
  const code = car.engineCode ?? '';
  if (/^B[345]7/.test(code)) return 'BMW B37/B47/B57';
  if (/^(N47|N57|[12]WW)/.test(code)) return 'BMW N47/N57';
  if (/^(M47|M57)/.test(code)) return 'BMW M47/M57';
  return car.typeStart >= 2015 ? 'BMW B37/B47/B57' : car.typeStart >= 2007 ? 'BMW N47/N57' : 'BMW M47/M57';
}

/** Mercedes' own diesels by code, and the Renault ones it buys in (OM607 is the K9K, OM608 and OM626 the R9M). */
function mercedesDieselFamily(car: EngineCar): string | null {
  const code = car.engineCode ?? '';
  if (/^OM607/.test(code) || car.ccm === 1461) return 'Renault K9K';
  if (/^OM6(08|26)/.test(code)) return 'Renault R9M';
  const om = /^OM(\d{3})/.exec(code)?.[1];
  if (om) return `Mercedes OM${om}`;
  if (car.ccm === 1796 || car.ccm === 2143) return 'Mercedes OM651';
  if (car.ccm === 1950 || car.ccm === 1993) return 'Mercedes OM654';
  if (car.ccm >= 2900 && car.ccm <= 2999 && car.typeStart >= 2017) return 'Mercedes OM656';
  return null;
}

/** Codes of engines built by another maker than the car's: Ford's PSA and Lynx diesels, Opel's Isuzu, Fiat and PSA ones, Toyota's BMW one. */
const CODE_FAMILIES: readonly (readonly [RegExp, string])[] = [
  [/^K9K/, 'Renault K9K'], [/^R9[MN]/, 'Renault R9M'], [/^M9R/, 'Renault M9R'], [/^F9Q/, 'Renault F9Q'],
  [/^(8H[A-Z]|DV4)/, 'PSA DV4'], [/^(9H[A-Z]|DV6|W16D16|HHDA|G8DB|T3DA)/, 'PSA DV6'], [/^DV5/, 'PSA DV5'], [/^(RH[A-Z]|DW10|G6DA|AZBA|QXBA|TXBA|UFDA)/, 'PSA DW10'],
  [/^(KKDA|QYBA)/, 'Ford Lynx 1.8 TDCi'],
  [/^([ZAB]13DT|169A1|188A8|199A[239])/, 'Fiat 1.3 MultiJet'], [/^(Z17DT|A17DT)/, 'Isuzu 1.7 CDTI'], [/^Z19DT/, 'JTD 1.9 CDTI'],
  [/^[AB]16DT/, 'Opel 1.6 CDTI'], [/^[AB]20DT/, 'Opel 2.0 CDTI'],
  [/^D4F/, 'Hyundai U 1.6 CRDi'], [/^D4H/, 'Hyundai R 2.0/2.2 CRDi'],
  [/^1ND/, 'Toyota 1ND D-4D'], [/^[12]AD/, 'Toyota AD D-4D'], [/^[12]WW/, 'BMW N47/N57'],
];

/**
 * Opel's Family 0 petrols, the aspirated 1.0, 1.2 and 1.4 of the Corsa C, D and E, Astra H and J, Meriva and
 * Adam (Z10XEP, Z12XEP, Z14XEP, A12XER, A14XER, B12XER, B14XER): one block and head through the Z-, A- and
 * B-codes, one oil filter cartridge in the housing on the block and one spark plug in every car and year.
 */
const OPEL_FAMILY_ZERO_CODES = /^[ABZ]1[024]XE[PRL]$/;
const opelFamilyZero = (car: EngineCar): string | null => (car.make === 'Opel' && OPEL_FAMILY_ZERO_CODES.test(car.engineCode ?? '') ? 'Opel Family 0' : null);

/**
 * The Renault-Nissan alliance's petrols, which carry one code per maker that fits them: the M4R of a Mégane III
 * 2.0 16V is Nissan's MR20DE, the H4M of a Clio V or a Duster 1.6 SCe Nissan's HR16DE, the M5M of a Clio IV RS
 * Nissan's MR16DDT, and the 1.3 TCe is Renault's H5H, Nissan's HR13DDT and Mercedes' M282 in an A- or B-Klasse.
 * One engine, one oil filter can and one plug, whichever badge; the family is named after the maker that designed
 * it, whose filter thread the can takes (an MR20DE's in a Mégane, an H5H's in a Mercedes).
 */
const ALLIANCE_PETROL_FAMILIES: readonly (readonly [RegExp, string])[] = [
  [/^(MR20DE|M4R)/, 'Nissan MR20DE'], [/^(HR16DE|H4M)/, 'Nissan HR16DE'], [/^(MR16DDT|M5M)/, 'Nissan MR16DDT'],
  [/^(H5H|HR13DDT|M282)/, 'Renault H5H'],
];
const alliancePetrolFamily = (car: EngineCar): string | null => (car.engineCode ? ALLIANCE_PETROL_FAMILIES.find(([pattern]) => pattern.test(car.engineCode!))?.[1] ?? null : null);

/**
 * The engine family a consumable (oil filter, fuel filter, glow plug) is made for, or none where the
 * data cannot tell it (its parts then follow the engine code as before).
 */
export function consumableFamilyOf(car: EngineCar): string | null {
  if (car.fuel === 'petrol') return VW_GROUP.has(car.make) ? vwPetrolFamily(car) : alliancePetrolFamily(car) ?? opelFamilyZero(car) ?? psaPetrolFamily(car) ?? fordPetrolFamily(car) ?? toyotaDynamicForce(car);
  if (car.fuel !== 'diesel') return null;
  const code = car.engineCode ?? '';
  const coded = code ? CODE_FAMILIES.find(([pattern]) => pattern.test(code))?.[1] : undefined;
  if (coded) return coded;
  const builtByOthers = code ? undefined : fordDieselFamily(car) ?? psaDieselFamily(car);
  if (builtByOthers) return builtByOthers;
  // Ford's own 2.0 EcoBlue (1,995 and 1,996 cm³; the PSA-built 2.0 TDCi has 1,997) in a Focus IV, a Mondeo V, a Kuga III and a Transit or Tourneo Custom.
  if (car.make === 'Ford' && !code && (car.ccm === 1995 || car.ccm === 1996)) return 'Ford 2.0 EcoBlue';
  // GM's 1.6 CDTI (B16DTL, B16DTE, B16DTH) is Opel's only 1.6 diesel: a type the base lists without its code (the Astra K's
  // 70 kW) is that engine, with its siblings' glow plug, filters and chain.
  if (car.make === 'Opel' && car.ccm === 1598) return 'Opel 1.6 CDTI';
  if (VW_GROUP.has(car.make)) return vwDieselFamily(car);
  if (car.make === 'BMW' || car.make === 'Mini') return bmwDieselFamily(car);
  if (car.make === 'Mercedes-Benz') return mercedesDieselFamily(car);
  if (car.ccm === 1461 && ['Renault', 'Dacia', 'Nissan'].includes(car.make)) return 'Renault K9K';
  // Fiat's MultiJet in Fiat, Alfa Romeo, Jeep and Lancia, and the 1.3 in Opel's and Suzuki's cars.
  if (FIAT_GROUP.has(car.make) || ((car.make === 'Opel' || car.make === 'Suzuki') && car.ccm === 1248)) {
    const litres = { 1248: '1.3', 1598: '1.6', 1956: '2.0', 2143: '2.2' }[car.ccm];
    if (litres) return `Fiat ${litres} MultiJet`;
  }
  return null;
}

/**
 * PSA's diesels in the types the base lists without a code: Peugeot's, Citroën's and DS's, and Opel's
 * from 2017, built by PSA (Crossland X, Grandland X, Combo E, Mokka B). The 1.5 BlueHDi is the DV5,
 * the 1.6 HDi the DV6, the 2.0 the DW10, in a Rifter as in a C3 Aircross or a Combo: one engine, one
 * cam belt, one filter, whatever the badge.
 */
const PSA_BUILT = new Set(['Peugeot', 'Citroën', 'DS']);

/**
 * Who built a PSA-group or Opel car's engine: Opel's generations from 2017 (Crossland X, Grandland X,
 * Combo, Corsa F, Mokka, Astra L) are PSA's, with PSA's engines; the ones before, and the Insignia B,
 * are GM's, with GM's own (the Astra K's 1.2 Turbo of 2019 is GM's three-cylinder, not the PureTech,
 * though both have 1,199 cm³). An engine part never serves both.
 */
export function psaOrGmBuilt(car: Pick<CarFacts, 'make' | 'generation' | 'generationStart'>): 'PSA' | 'GM' | null {
  if (PSA_BUILT.has(car.make)) return 'PSA';
  if (car.make !== 'Opel') return null;
  return car.generationStart >= 2017 && !/Insignia B\b/.test(car.generation) ? 'PSA' : 'GM';
}
function psaDieselFamily(car: EngineCar): string | undefined {
  if (!PSA_BUILT.has(car.make) && !(car.make === 'Opel' && car.typeStart >= 2017)) return undefined;
  return ({ 1398: 'PSA DV4', 1399: 'PSA DV4', 1499: 'PSA DV5', 1560: 'PSA DV6', 1997: 'PSA DW10' } as Record<number, string>)[car.ccm];
}

/**
 * Ford's diesels built by others, where the base names no code: the 1.4 TDCi is PSA's DV4, the 1.5
 * and 1.6 TDCi its DV6 (the 1.5 EcoBlue of 2018 on its DV5), the 2.0 TDCi its DW10, and the 2.0 TDI
 * of the Tourneo Connect from 2022 VW's EA288: their filters and plugs are those engines'.
 * The 1.5's name tells the engine before its year does: a type the base lists as "1.5 EcoBlue" is the
 * DV5-derived engine with its own belt drive even where its type is dated before 2018 (a Tourneo
 * Connect II's): it never shares the 1.5 TDCi's belt kit.
 */
function fordDieselFamily(car: EngineCar): string | undefined {
  if (car.make !== 'Ford') return undefined;
  if (car.ccm === 1499) return /EcoBlue/i.test(car.typeName ?? '') || car.typeStart >= 2018 ? 'PSA DV5' : 'PSA DV6';
  return ({ 1398: 'PSA DV4', 1399: 'PSA DV4', 1560: 'PSA DV6', 1997: 'PSA DW10', 1968: 'VW EA288' } as Record<number, string>)[car.ccm];
}

/**
 * The VW group's belt-driven petrols, in a VW, an Audi, a Seat, a Skoda or a Cupra alike: the trade
 * sells one cam belt, one belt kit and one oil filter for an EA211 1.5 TSI evo in an Ibiza, an A3, an
 * Octavia, a Formentor or a Golf. The EA211 (types from 2011): the 1.0 three-cylinder (the MPI up to
 * 60 kW, the TSI and eTSI above), the 1.2 TSI of the generations from 2012 (the 1.2 TSI before, CBZ,
 * is the EA111 with its chain), the 1.4 TSI and its plug-in hybrids (1,395 cm³; the EA111 1.4 has
 * 1,390) and the 1.5 TSI evo (from 2016). The EA113 2.0 TFSI of the types before 2008 (the Golf V
 * GTI's, the A4 B7's, the A6 C6's; its code where the base names it): the chain-driven EA888 took
 * over from there. Other codes (the EA111, the EA888) name no family here.
 */
const EA211_CODES = /^(CHY|CHZ|CJZ|CPT|CZ[CDE]|CHP|CMB|CXS|CUK|CYV|DAC|DAD|DAJ|DJK|DKR|DKL|DLA|DPB|DPC|DSG|DHS|DFY|DXD)/;
const EA113_TFSI_CODES = /^(AXX|BWA|BPY|BWE|BUL|BGB|BPJ|BYK|BHZ|BWJ|BYD)/;
function vwPetrolFamily(car: EngineCar): string | null {
  const code = car.engineCode ?? '';
  if (car.ccm === 1984) return (code ? EA113_TFSI_CODES.test(code) : car.typeStart < 2008 && (car.kw ?? 0) >= 125) ? 'VW EA113 TFSI' : null;
  const ea211 = code ? EA211_CODES.test(code) : car.typeStart >= 2011 && (car.ccm === 999 || car.ccm === 1395 || (car.ccm === 1197 && car.generationStart >= 2012) || (car.ccm === 1498 && car.typeStart >= 2016));
  if (!ea211 || ![999, 1197, 1395, 1498].includes(car.ccm)) return null;
  return car.ccm === 999 && (code ? /^(CHY|DSG)/.test(code) : (car.kw ?? 0) <= 60) ? 'VW EA211 MPI' : 'VW EA211 TSI';
}

/**
 * PSA's 1.2 PureTech three-cylinder (EB2: the aspirated EB2F and EB2FA, the turbocharged EB2DT, EB2DTS and their
 * A-versions, registered HMZ and HNZ on the first cars) is the group's only 1,199 cm³ petrol, in a 208, a C3, a
 * Berlingo or a DS 3 as in the PSA-built Opels from 2017 (Corsa F, Crossland, Grandland, Combo, Mokka, Astra L):
 * one block, one oil filter can and one fuel filter in all of them. The Astra K's 1.2 Turbo of 2019 (F12SHL,
 * F12SHT) is GM's own three-cylinder with the same displacement, not the PureTech.
 */
const EB2_CODES = /^(EB2|HM[Z0]|HN[Z0])/;
function psaPetrolFamily(car: EngineCar): string | null {
  if (car.engineCode) return EB2_CODES.test(car.engineCode) ? 'PSA EB2' : null;
  const psaBuilt = PSA_BUILT.has(car.make) || (car.make === 'Opel' && car.generationStart >= 2017);
  return psaBuilt && car.ccm === 1199 ? 'PSA EB2' : null;
}

/**
 * Ford's own petrols, which the base lists without a code, by displacement and name: every 998 and 999 cm³
 * type from 2012 is the 1.0 EcoBoost three-cylinder (Fox), its mild hybrids too; the 1.6 EcoBoost (1,596 cm³,
 * from 110 kW; the aspirated 1.6 Ti-VCT of the same capacity is another head and not this family) and the
 * 1.5 EcoBoost four-cylinder made from it (1,498 cm³, 2014 to 2019) are one family; the 1.5 EcoBoost
 * three-cylinder of 2018 on (Dragon, 1,496 and 1,497 cm³) another. The 1.5 EcoBoost of the Tourneo Connect from
 * 2022 (1,498 cm³) is VW's 1.5 TSI, not Ford's.
 */
function fordPetrolFamily(car: EngineCar): string | null {
  if (car.make !== 'Ford' || car.engineCode) return null;
  if ((car.ccm === 998 || car.ccm === 999) && car.typeStart >= 2012) return 'Ford 1.0 EcoBoost';
  if (car.ccm === 1496 || car.ccm === 1497) return 'Ford 1.5 EcoBoost Dragon';
  if ((car.ccm === 1498 && car.typeStart < 2020) || (car.ccm === 1596 && (/EcoBoost/i.test(car.typeName ?? '') || (car.kw ?? 0) >= 110))) return 'Ford 1.5/1.6 EcoBoost';
  return null;
}

/** Toyota's Dynamic Force petrols (M15A, M20A, A25A), from the 2018 generations on. */
function toyotaDynamicForce(car: EngineCar): string | null {
  const code = /^(M15A|M20A|A25A)/.exec(car.engineCode ?? '')?.[1];
  if (code) return `Toyota ${code}`;
  if (car.engineCode || !['Toyota', 'Lexus', 'Suzuki'].includes(car.make) || car.generationStart < 2018) return null;
  return ({ 1490: 'Toyota M15A', 1986: 'Toyota M20A', 1987: 'Toyota M20A', 2487: 'Toyota A25A' } as Record<number, string>)[car.ccm] ?? null;
}

/**
 * The oil filter's design each family takes, where the trade's tables settle it: a paper cartridge in
 * a housing on the block on the VW group's TDIs (EA189, EA288, the V6 TDI of the A6 C7), BMW's and
 * Mercedes' diesels, PSA's DV and DW (and Ford's and Opel's versions), Fiat's MultiJet (a Renegade's
 * 1.6 as a Tipo's), Opel's CDTI, Hyundai's U and R and Toyota's Dynamic Force petrols; a spin-on can on
 * Renault's K9K, the VW group's EA211 (04E 115 561 on a 1.0, 1.2, 1.4 or 1.5 TSI) and its EA113 2.0
 * TFSI (the 06D 115 562 can in a Golf V GTI as in an A4 B7 or an A6 C6), and PSA's 1.2 PureTech (EB2), whose
 * can screws onto the block unlike the cartridges of PSA's diesels and EP6.
 */
const CARTRIDGE_FAMILIES = /^(VW |BMW |Mercedes |PSA |Fiat |Opel |Hyundai |Toyota (M15A|M20A|A25A)$)/;
const SPIN_ON_FAMILIES = new Set(['Renault K9K', 'VW EA211 MPI', 'VW EA211 TSI', 'VW EA113 TFSI', 'PSA EB2', 'Nissan MR20DE', 'Nissan HR16DE', 'Nissan MR16DDT', 'Renault H5H']);
export function oilFilterStyleOfFamily(car: EngineCar): 'cartridge' | 'spin-on' | null {
  const family = consumableFamilyOf(car);
  if (!family) return null;
  if (SPIN_ON_FAMILIES.has(family)) return 'spin-on';
  return CARTRIDGE_FAMILIES.test(family) ? 'cartridge' : null;
}

/**
 * The glow plug's voltage by the glow system: common-rail diesels glow fast through a control unit,
 * with 4.4 V plugs; the self-regulating 11 V steel plugs on a relay belong to the VW group's
 * pump-nozzle TDIs of every year (a 2008 BKC as a 1999 AJM) and to the pre-chamber and early
 * direct-injection diesels of types before 2002.
 */
export function glowPlugVolts(car: Pick<CarFacts, 'typeStart'>, injection: string | null): '4.4' | '11' {
  if (injection === 'unit_injector') return '11';
  return injection !== 'common_rail' && car.typeStart < 2002 ? '11' : '4.4';
}

export type InjectionMaker = 'bosch' | 'delphi' | 'denso';

/**
 * The makers whose diesel injection systems the family runs (its high-pressure pumps and injectors are
 * theirs): Denso's on Toyota's D-4D, Mazda, Mitsubishi, Nissan's own, Subaru, Volvo's VEA and Opel's
 * Isuzu 1.7 CDTI; Delphi's on the VW group's three-cylinder TDIs (1.2 and 1.4) and Ford's 1.8 Lynx;
 * Bosch's on the VW group's four- and six-cylinder TDIs, BMW, Fiat's MultiJet, Renault's R9M and M9R;
 * Bosch or Delphi on Renault's K9K, Mercedes, PSA's, Ford's, Opel's and Hyundai's, and the rest.
 */
/**
 * Mercedes' OM654 runs Bosch's common rail (pump and piezo injectors) from its launch: no Delphi pump or injector is listed for it.
 * PSA's DW10 (the 2.0 HDi, and Ford's 2.0 TDCi) runs Bosch's or Siemens/Continental's system, never Delphi's: Delphi's pumps
 * go on Ford's own Lynx 1.8 TDCi and PSA's smaller DV engines, not on the DW10.
 */
const BOSCH_ONLY_FAMILIES: ReadonlySet<string> = new Set(['Mercedes OM654', 'PSA DW10']);
const DENSO_MAKES = new Set(['Toyota', 'Lexus', 'Mazda', 'Mitsubishi', 'Nissan', 'Subaru', 'Isuzu']);
export function injectionMakersOf(car: EngineCar): readonly InjectionMaker[] {
  // The VW group's petrol families are its belt engines', not an injection system's.
  // So are the Renault-Nissan petrols' (their injection is not a diesel system).
  const family = car.fuel === 'petrol' && (VW_GROUP.has(car.make) || alliancePetrolFamily(car)) ? null : consumableFamilyOf(car);
  if (family === 'Isuzu 1.7 CDTI' || family === 'Toyota 1ND D-4D' || family === 'Toyota AD D-4D') return ['denso'];
  if (family === 'Ford Lynx 1.8 TDCi') return ['delphi'];
  // The pump-nozzle TDIs (no family here) run Bosch unit injectors.
  if (VW_GROUP.has(car.make)) return family && car.ccm < 1500 ? ['delphi'] : ['bosch'];
  if (family?.startsWith('BMW ') || family?.startsWith('Fiat ') || family === 'Renault R9M' || family === 'Renault M9R' || BOSCH_ONLY_FAMILIES.has(family ?? '')) return ['bosch'];
  if (family) return ['bosch', 'delphi'];
  if (DENSO_MAKES.has(car.make) || (car.make === 'Volvo' && car.typeStart >= 2014)) return ['denso'];
  if (car.make === 'SsangYong') return ['delphi'];
  return ['bosch', 'delphi'];
}

/** The injection-system maker a brand's high-pressure pumps and diesel injectors are for: each makes its own system's. */
export const INJECTION_MAKER_OF_BRAND: Readonly<Record<string, InjectionMaker>> = { Bosch: 'bosch', Delphi: 'delphi', Denso: 'denso' };

/** The make whose engine a family is, whichever car carries it: a K9K in a Nissan, a Dacia or a Mercedes is Renault's, and so is its filter's thread; an M4R in a Mégane is Nissan's MR20DE. */
const FAMILY_MAKERS: Readonly<Record<string, string>> = {
  VW: 'VW', BMW: 'BMW', Mercedes: 'Mercedes-Benz', Renault: 'Renault', PSA: 'Peugeot', Fiat: 'Fiat', JTD: 'Fiat', Opel: 'Opel', Isuzu: 'Opel', Ford: 'Ford', Hyundai: 'Hyundai', Toyota: 'Toyota', Nissan: 'Nissan',
};
export function engineMakeOf(car: Pick<CarFacts, 'make'> & Partial<EngineCar>): string {
  if (car.fuel === undefined || car.ccm === undefined || car.typeStart === undefined || car.generationStart === undefined) return car.make;
  const family = consumableFamilyOf(car as EngineCar);
  return (family && FAMILY_MAKERS[family.split(' ')[0]!]) ?? car.make;
}

/** The displacement a family's one spin-on can is sized for: the EA211 TSI's 04E 115 561 is one can on a 1.0 as on a 1.5. */
const FAMILY_CAN_CCM: Readonly<Record<string, number>> = { 'VW EA211 TSI': 1498, 'VW EA211 MPI': 999 };
export function familyCanCcmOf(car: Pick<CarFacts, 'ccm'> & Partial<EngineCar>): number {
  if (car.make === undefined || car.fuel === undefined || car.typeStart === undefined || car.generationStart === undefined) return car.ccm;
  const family = consumableFamilyOf(car as EngineCar);
  return (family ? FAMILY_CAN_CCM[family] : undefined) ?? car.ccm;
}

/**
 * The oil filter housing an engine carries, where it is wider than its consumable family: the VW group's
 * pump-nozzle TDIs (no family of their own above) share one housing on the block per cylinder layout, so the
 * trade sells one element for all their codes. The three- and four-cylinder ones (1.2 ANY/AYZ, 1.4 AMF/BNM/BNV/BMS,
 * 1.9 ATD/AXR/ASZ/BKC/BXE/BLS/AXB/AXC, 2.0 BKD/AZV/BMM/BKP/BMR/BMN) take the 045 115 466 element (Mann HU 719/7 x,
 * Mahle OX 188D, Bosch 1 457 429 192 class) in a Golf V as in a Passat B6, a Polo 9N or a Transporter T5; the
 * five-cylinder 2.5 R5 TDI (AXD, AXE, BNZ, BPC, BAC) its own 070 115 562 element. Types before 2000 (the spin-on
 * years, fitment-rules' oilFilterCartridge) keep their code's filter.
 */
export const VW_PD_TDI_HOUSING = 'VW PD TDI 045 115 466';
export const VW_PD_R5_HOUSING = 'VW PD R5 TDI 070 115 562';
/**
 * BMW's modular petrols, the three-cylinder B38 and the four-cylinder B48 (the B46 its twin), share one oil filter
 * housing and element, transverse (A) in a 1er F40, an X1 or a Mini as longitudinal (B) in a 3er or a 5er, and in
 * their plug-in hybrids (an X1 25e, a 330e) as in the petrol-only car: the trade sells one element for them all.
 * The B37/B47/B57 diesels keep their own family.
 */
const BMW_MODULAR_PETROL_CODES = /^B(38|46|48)[A-Z]\d\d/;
export const BMW_MODULAR_PETROL_HOUSING = 'BMW B38/B48 petrol';
/**
 * The VW group's EA888 of the third generation (from 2012): the 1.8 TSI and TFSI (CJSA, CJSB, CJEB) and the 2.0 TSI of a
 * Golf VII GTI, an Octavia III RS or a Passat B8 (CHHA, CHHB, CZPA, CZPB) as of a Golf VII R or an S3 (CJXA, CJXB, CJXC):
 * one 06L 115 562 paper cartridge in the housing on the block, never a spin-on can. Without a code: a 1.8 or 2.0 TSI or
 * TFSI of a type from 2012 (generations 1 and 2 before it take the 06J 115 403 can).
 */
const EA888_GEN3_CODES = /^(CJS[AB]|CJEB|CHH[AB]|CZP[AB]|CJX[ABC])$/;
export const VW_EA888_GEN3_HOUSING = 'VW EA888 Gen3 06L 115 562';
export function ea888Gen3(car: EngineCar): boolean {
  if (car.fuel !== 'petrol' || !VW_GROUP.has(car.make)) return false;
  if (car.engineCode) return EA888_GEN3_CODES.test(car.engineCode);
  return (car.ccm === 1798 || car.ccm === 1984) && car.typeStart >= 2012 && /\bT(F)?SI\b/.test(car.typeName ?? '');
}
export function oilFilterHousingOf(car: EngineCar): string | null {
  const family = consumableFamilyOf(car);
  if (family) return family;
  if (car.fuel === 'petrol' && BMW_MODULAR_PETROL_CODES.test(car.engineCode ?? '')) return BMW_MODULAR_PETROL_HOUSING;
  if (ea888Gen3(car)) return VW_EA888_GEN3_HOUSING;
  if (car.fuel !== 'diesel' || !VW_GROUP.has(car.make) || car.typeStart < 2000 || !vwPumpNozzle(car)) return null;
  return car.ccm >= 2400 ? VW_PD_R5_HOUSING : VW_PD_TDI_HOUSING;
}

/** The element the 045 115 466 housing takes: about 65 mm across, 141 mm high, a 31 mm bore (Mann HU 719/7 x). */
export const VW_PD_TDI_ELEMENT_MM = { height: 141, outer: 65, inner: 31 } as const;

/**
 * Toyota's ZR petrols (1ZR-FE 1.6, 2ZR-FE and the hybrids' 2ZR-FXE 1.8, 3ZR 2.0: Auris, Corolla, C-HR, Prius, Lexus CT,
 * Suzuki Swace) take the short paper cartridge of the 04152-37010 family under a screw cap on the block: about 64 mm
 * across and 65 mm high, never a long 150 mm element. Without a code, a Toyota, Lexus or Suzuki of 1,798 cm³ from 2006 is a 2ZR.
 */
const TOYOTA_ZR_CODES = /^[123]ZR-F\w*$/;
export const TOYOTA_ZR_ELEMENT_MM = { height: 65, outer: 64 } as const;
export function toyotaZr(car: EngineCar): boolean {
  if (car.engineCode) return TOYOTA_ZR_CODES.test(car.engineCode);
  return ['Toyota', 'Lexus', 'Suzuki'].includes(car.make) && car.ccm === 1798 && car.fuel !== 'diesel' && car.fuel !== 'electric' && car.generationStart >= 2006;
}

/** The oil filter element the trade states for the engine (height and outside diameter, mm), where it states one. */
export function knownOilFilterElementOf(car: EngineCar): { height: number; outer: number } | null {
  if (oilFilterHousingOf(car) === VW_PD_TDI_HOUSING) return VW_PD_TDI_ELEMENT_MM;
  return toyotaZr(car) ? TOYOTA_ZR_ELEMENT_MM : null;
}

/** A number in [0, 1) fixed by the family and the kind: one family, one size of each consumable. */
export function familyFraction(family: string, kind: string): number {
  let h = 2166136261;
  const text = `${family}/${kind}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h / 4294967296;
}

/**
 * The engine an oil filter is made for: its housing where one is shared (above), else its engine code as the combustion
 * engine it is, whatever drives beside it: a 330e's B48B20 or a C 300 e's M254 carries the petrol car's housing, and a
 * Duster's H4D on gas the petrol H4D's, so the hybrid, the plug-in and the gas car take the petrol car's one filter.
 */
export function oilFilterEngineOf(car: EngineCar): string | null {
  return oilFilterHousingOf(car) ?? (car.engineCode ? `${car.fuel}/${car.engineCode}` : null);
}

/** The consumables that follow the engine family: their fitment key (the oil filter by its housing or engine code, the fuel filter still per platform, in the car's own fuel line). */
export function consumableKey(kind: string, car: EngineCar & Pick<CarFacts, 'platform'>): string | null {
  const family = kind === 'Ölfilter' ? oilFilterEngineOf(car) : kind === 'Kraftstofffilter' ? consumableFamilyOf(car) : null;
  if (!family) return null;
  return kind === 'Ölfilter' ? `engine/${family}` : `engine/${family}/${car.platform}`;
}
