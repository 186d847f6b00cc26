/**
 * Sizes that follow the engine itself, as the trade's tables give them: a head gasket's and a piston
 * ring's bore is the engine's bore, a clutch's diameter follows the torque it carries, a glow plug is
 * one size across an engine family, and a ribbed belt's ribs and length are one per engine.
 */
import type { CarFacts } from './fitment-rules';
import { vwPumpNozzle } from './car-equipment';
import { consumableFamilyOf, glowPlugVolts } from './engine-families';

type EngineFacts = Pick<CarFacts, 'make' | 'fuel' | 'ccm' | 'engine'> & { kw?: number };

/**
 * Bores in mm of the engine families the catalogue's top cars carry, by fuel and displacement: one
 * displacement of one fuel is one family across the makes that share it (Fiat's 1.3 Multijet is
 * Opel's 1.3 CDTI, Renault's 1.5 dCi sits in Dacia, Nissan and Mercedes).
 */
const KNOWN_BORE_MM: Readonly<Record<string, number>> = {
  'diesel/1248': 69.6, 'diesel/1461': 76, 'diesel/1598': 79.5, 'diesel/1968': 81, 'diesel/1560': 75, 'diesel/1398': 73.7, 'diesel/1995': 84, 'diesel/2993': 84,
  'diesel/2143': 83, 'diesel/1950': 82, 'diesel/1499': 75, 'diesel/1496': 84, 'diesel/1598/Opel': 79.7, 'diesel/1956': 83, 'diesel/1997': 85,
  'petrol/999': 74.5, 'petrol/998': 71.9, 'petrol/1197': 71, 'petrol/1199': 75, 'petrol/1395': 74.5, 'petrol/1390': 76.5, 'petrol/1498': 74.5,
  // Renault's, Dacia's and Nissan's three-cylinder H4B/H4D (0.9 and 1.0 TCe, 1.0 SCe) and the 1.3 TCe H5H/M282 of Renault, Dacia, Nissan and Mercedes: 72.2 mm.
  'petrol/898/Renault': 72.2, 'petrol/898/Dacia': 72.2, 'petrol/999/Renault': 72.2, 'petrol/999/Dacia': 72.2, 'petrol/999/Nissan': 72.2, 'petrol/1332': 72.2, 'petrol/1333': 72.2,
  // Mercedes' 2.0 petrols M260 and M264 (A 250, C 200, E 300): 83 mm.
  'petrol/1991/Mercedes-Benz': 83,
  // The VW group's pump-nozzle TDIs: the 1.9 (1,896 cm³) and the three-cylinder 1.4 (1,422 cm³, BNM, BNV) on 79.5 mm, the T5's 2.5 R5 (AXD, AXE, BNZ, BPC) on 81.
  'diesel/1896': 79.5, 'diesel/1422': 79.5, 'diesel/2460': 81, 'diesel/2461': 81,
  // Hyundai's and Kia's U diesels (1.4 and 1.6 CRDi, D4FC, D4FB): 75 mm; their 1.6 Gamma petrol (G4FC, G4FD, G4FJ): 77.
  'diesel/1396': 75, 'petrol/1591': 77,
  // The VW group's three-cylinder 1.2 (AWY, BME, BZG, CGPA): 76.5 mm, not the 1.2 TSI's 71.
  'petrol/1198/VW': 76.5, 'petrol/1198/Skoda': 76.5, 'petrol/1198/Seat': 76.5,
  // Fiat's 1.2 8V FIRE (169A4000, in a Panda, a 500, a Ka II): 70.8 mm.
  'petrol/1242': 70.8,
  // Mercedes' only 2.0 diesel of 1,991 cm³ is the OM640 (80 mm); Ford's 1.0 EcoBoost (999 cm³ as 998) is 71.9 mm, Fiat's 1.0 FireFly 70, not the EA211's 74.5.
  'diesel/1991/Mercedes-Benz': 80, 'petrol/999/Ford': 71.9, 'petrol/999/Fiat': 70,
  // Renault's and Dacia's 1.2 TCe (H5F): 72.2 mm; PSA's 1.4 VTi (EP3, 8FS): 77.
  'petrol/1197/Renault': 72.2, 'petrol/1197/Dacia': 72.2, 'petrol/1397/Peugeot': 77, 'petrol/1397/Citroën': 77,
  // Volvo's VEA diesel and VEP petrol (1,969 cm³): 82 mm; Porsche's 992 3.0 (9A2): 91, the 4.0 flat-six of the GT3 and the 718 GTS 4.0: 102; Opel's 1.5 Turbo (Insignia B): 74.
  'diesel/1969/Volvo': 82, 'petrol/1969/Volvo': 82, 'petrol/2981/Porsche': 91, 'petrol/3996/Porsche': 102, 'petrol/3995/Porsche': 102, 'petrol/1490/Opel': 74,
  'petrol/1984': 82.5, 'petrol/1798': 82.5, 'petrol/1596': 79, 'petrol/1598': 77, 'petrol/1499': 82, 'petrol/1998': 82, 'petrol/2998': 82,
};

/** Bores in mm of engine codes built in several displacements on one bore (by a longer stroke): Mercedes' OM651 1.8 and 2.1, OM654, M270/M274 and M260/M264/M254 1.3 to 2.0, the Smart's M281 0.9 and 1.0, Renault's H4B/H4D and H5H. */
const BORE_BY_CODE_MM: readonly (readonly [RegExp, number])[] = [[/^OM651/, 83], [/^OM654/, 82], [/^M27[04]/, 83], [/^M26[04]/, 83], [/^M254/, 83], [/^M281/, 72.2], [/^H4[BD]/, 72.2], [/^H5H/, 72.2], [/^3B2/, 72],
  // Mercedes' OM640 (A 160 to 200 CDI, B-Klasse W245): 80 mm over 99 mm stroke, on the displacement of the OM651's 83.
  [/^OM640/, 80], [/^H5F/, 72.2], [/^8F[SPR]|^EP3/, 77], [/^169A4/, 70.8], [/^G4F[CDGJ]/, 77], [/^D4F[ABC]/, 75], [/^(BNM|BNV|AMF|BAY|BMS)/, 79.5], [/^(AWY|AZQ|BME|BMD|BZG|CGP|CHF)/, 76.5],
  // Hyundai's and Kia's Kappa 1.6 GDi of the hybrids (G4LE: Kona, Ioniq, Niro, Ceed): a long stroke, 72 mm over 97 mm, not the Gamma 1.6's 77.
  [/^G4LE/, 72],
  // PSA's three-cylinder 1.0 VTi (EB0, code ZMZ: 71 × 84.1 mm) and 1.2 PureTech (EB2, HMZ, HNZ: 75 × 90.5), its 1.6 EP6: 77.
  [/^(EB0|ZMZ)/, 71], [/^(EB2|HMZ|HNZ)/, 75], [/^EP6/, 77],
  // Opel's 1.4 Turbo A14NET/A14NEL (72.5 × 82.6), the Fiat-built 1.9 CDTI Z19DTH (82 × 90.4) and Isuzu's 1.7 CDTI Z17DTH/A17DTJ (79 × 86).
  [/^A14NE[LT]/, 72.5], [/^Z19DT/, 82], [/^([AZ]17DT)/, 79],
  // Hyundai's and Kia's Kappa: the 1.0 G3LC (71 × 84), the 1.4 G4LD (71.6 × 84) and the 1.5 T-GDi G4LH (71.6 × 92); Renault's 1.2 16V D7F (69 × 76.8).
  [/^G3LC/, 71], [/^G4L[DH]/, 71.6], [/^D7F/, 69]];

/**
 * Six-cylinder engines below 2.6 litres, which the displacement alone counts as fours: BMW's 2.2 and
 * 2.5 straight sixes (M54B22/B25, N52B25, N53B25), Mercedes' M272 V6 (2.5 too) and Audi's 2.4 V6 (BDW).
 */
const SMALL_SIX_CODES = /^(M54B2[25]|N5[23]B25|M272|BDW)/;

/**
 * Three-cylinder engines of 1.5 litres, which the displacement alone counts as fours: BMW's and Mini's
 * B38 petrol (1,499 cm³: a 118i, a 218i, an X1 sDrive18i) and B37 diesel (1,496 cm³: a 116d, a One D),
 * Toyota's M15A (1,490 cm³: the Yaris IV and its Mazda2 Hybrid and Yaris Cross) and Volvo's B3/T3 (1,477 cm³).
 */
const THREE_CYLINDER_1500 = (car: Pick<CarFacts, 'ccm' | 'make' | 'fuel'> & { engineCode?: string }): boolean =>
  (car.engineCode ? /^(B3[78]|M15A)/.test(car.engineCode) : false)
  || (!car.engineCode && ((['BMW', 'Mini'].includes(car.make) && (car.ccm === 1499 || car.ccm === 1496))
    || (['Toyota', 'Mazda', 'Suzuki'].includes(car.make) && car.fuel === 'petrol' && car.ccm === 1490) || (car.make === 'Volvo' && car.ccm === 1477)));

/**
 * The VW group's three-cylinders above 1.1 litres, which the displacement alone counts as fours: the
 * 1.2 12V and 6V petrols (EA111 HTP: AWY, AZQ, BME, BMD, BBM, BZG, CGP, CHF; 1,198 cm³), the 1.2 TDI
 * (ANY and AYZ of the Lupo 3L, 1,191 cm³; CFW of the Polo V and Fabia II, 1,199 cm³) and the 1.4 TDI
 * (AMF, BAY, BNM, BNV, BMS, BHC pump-nozzle; CUS, DDY of the EA288; 1,422 cm³). The 1.2 TSI (CBZA, CBZB,
 * CJZ; 1,197 cm³) is a four.
 */
const VW_THREE_CYLINDER_CODES = /^(AWY|AZQ|BME|BMD|BBM|BZG|CGP|CHF|ANY|AYZ|CFW|AMF|BAY|BNM|BNV|BMS|BHC|CUS|DDY)/;
const VW_THREE_CYLINDER_MAKES = new Set(['VW', 'Audi', 'Skoda', 'Seat', 'Cupra']);
const vwThreeCylinder = (car: Pick<CarFacts, 'ccm' | 'make' | 'fuel'> & { engineCode?: string }): boolean =>
  VW_THREE_CYLINDER_MAKES.has(car.make) && (car.engineCode ? VW_THREE_CYLINDER_CODES.test(car.engineCode)
    : (car.fuel === 'diesel' && [1191, 1199, 1422].includes(car.ccm)) || (car.fuel === 'petrol' && car.ccm === 1198));

/**
 * Cylinders by displacement, where the data names none: three below 1.1 litres (the 1.0 TSI, the 1.2
 * PureTech's 1,199 cm³ among them), six from 2.6, eight from 3.9, but six in an engine named a flat-six
 * (Porsche's aspirated 4.0 in the 911 GT3 and the 718 GT4).
 */
export function cylindersOf(car: Pick<CarFacts, 'ccm' | 'make' | 'fuel'> & { engineCode?: string; engine?: string }): number {
  if (car.engineCode && SMALL_SIX_CODES.test(car.engineCode)) return 6;
  if (car.engine?.endsWith('/flat-six')) return 6;
  if (car.ccm < 1100 || (car.fuel === 'petrol' && car.ccm === 1199 && ['Peugeot', 'Citroën', 'DS', 'Opel', 'Fiat', 'Jeep'].includes(car.make))) return 3;
  if (THREE_CYLINDER_1500(car)) return 3;
  if (vwThreeCylinder(car)) return 3;
  if (car.ccm >= 3900) return 8;
  return car.ccm >= 2600 ? 6 : 4;
}

/**
 * The engine's bore in mm: the family's where the table knows it, else from the displacement per
 * cylinder with the stroke a modern engine of its fuel has (a diesel's 1.15 times its bore, a petrol's
 * 1.05), rounded to a tenth.
 */
export function boreMm(car: Pick<CarFacts, 'make' | 'fuel' | 'ccm'> & { engineCode?: string }): number {
  const coded = car.engineCode ? BORE_BY_CODE_MM.find(([code]) => code.test(car.engineCode!))?.[1] : undefined;
  if (coded) return coded;
  const known = KNOWN_BORE_MM[`${car.fuel}/${car.ccm}/${car.make}`] ?? KNOWN_BORE_MM[`${car.fuel}/${car.ccm}`];
  if (known) return known;
  const perCylinder = (Math.max(car.ccm, 600) * 1000) / cylindersOf(car);
  const ratio = car.fuel === 'diesel' ? 1.15 : 1.05;
  return Math.round(Math.cbrt((4 * perCylinder) / (Math.PI * ratio)) * 10) / 10;
}

/**
 * The torque in Nm the type's clutch carries, as its power says: a diesel about 3.1 Nm per kW at its
 * peak, a charged petrol 2.4, an aspirated one 1.9; without a power, the displacement's. The aspirated
 * petrols of 70-85 kW make 1.8 to 2.0 Nm per kW (VW's 1.6 8V BSE 148 Nm at 75 kW, PSA's 1.4 VTi 136 at
 * 70, Ford's 1.6 Ti-VCT 146 at 74, Renault's 1.4 16V 127 at 72, Opel's 1.4 130 at 74), so a 1.6 8V in a
 * Golf, Passat or Touran needs more than a 1.2's 190 mm clutch.
 */
export function torqueNm(car: EngineFacts, charged: boolean): number {
  const kw = car.kw || Math.round(car.ccm / (car.fuel === 'diesel' ? 22 : 18));
  return Math.round(kw * (car.fuel === 'diesel' ? 3.1 : charged ? 2.4 : 1.9));
}

/** The clutch diameters (mm) the makers fit, and the most torque each carries (Nm). */
const CLUTCH_MM: readonly (readonly [number, number])[] = [[190, 130], [200, 160], [210, 200], [215, 230], [220, 260], [228, 300], [235, 350], [240, 420], [250, 520]];

/** A clutch's diameter from its torque: the smallest that carries it, so more torque never gets a smaller clutch. */
export function clutchDiameterMm(torque: number): number {
  return (CLUTCH_MM.find(([, nm]) => torque <= nm) ?? CLUTCH_MM[CLUTCH_MM.length - 1]!)[0];
}

/** The glow-plug family of the VW group's pump-nozzle TDIs (Pumpe-Düse). */
export const PUMP_NOZZLE_GLOW_FAMILY = 'VW pump-nozzle TDI';

/** Makes that build one engine family for the group (the VW group's TDI in a Skoda as in an Audi). */
const ENGINE_GROUPS: Readonly<Record<string, string>> = {
  VW: 'VW',
  Audi: 'VW', Skoda: 'VW', Seat: 'VW', Cupra: 'VW', Mini: 'BMW', Dacia: 'Renault', Nissan: 'Renault', 'Citroën': 'PSA', Peugeot: 'PSA', DS: 'PSA', Lexus: 'Toyota', Kia: 'Hyundai',
};

/**
 * A diesel's engine family as a glow plug fits it: the trade's family where data/engine-families.ts
 * knows it (every EA288, every OM651 1.8 and 2.1, BMW's B37, B47 and B57 alike), else the group's
 * engines of one displacement; a relay-glowed engine's 11 V plugs are a family of their own.
 */
export function glowPlugFamily(car: Pick<CarFacts, 'make' | 'ccm' | 'typeStart'> & { engineCode?: string; generationStart?: number }): string {
  const group = ENGINE_GROUPS[car.make] ?? car.make;
  // The VW group's unit-injector TDIs (Pumpe-Düse, data/car-equipment.ts) are another family than the common-rail ones.
  const pumpNozzle = group === 'VW' && vwPumpNozzle(car);
  const relay = glowPlugVolts(car, pumpNozzle ? 'unit_injector' : 'common_rail') === '11' ? '/relay' : '';
  const known = consumableFamilyOf({ ...car, fuel: 'diesel', generationStart: car.generationStart ?? car.typeStart });
  // The EA189 and EA288 TDIs take one M8x1 plug: one family.
  if (known === 'VW EA189' || known === 'VW EA288') return `VW EA189/EA288${relay}`;
  // The pump-nozzle TDIs (1.4, 1.9 and 2.0, BNM to BMM) take one steel plug on their relay: one family.
  if (pumpNozzle) return `${PUMP_NOZZLE_GLOW_FAMILY}${relay}`;
  if (known) return `${known}${relay}`;
  if (car.ccm === 1248) return `Fiat/1.3${relay}`;
  return `${group}/${(Math.round(car.ccm / 100) / 10).toFixed(1)}${relay}`;
}

/** The glow plug's thread, length (mm) and voltage, one per family: 11 V on a relay-glowed family, 4.4 V on a fast-glow one. */
export function glowPlugSize(family: string): { thread: string; lengthMm: number; volts: string } {
  const draw = fraction(family);
  const volts = family.endsWith('/relay') ? '11' : '4.4';
  if (family === 'VW EA189/EA288') return { thread: 'M8x1', lengthMm: 96, volts };
  // The pump-nozzle TDIs' self-regulating steel plug: M10x1, glowing on the relay's 11 V.
  if (family.startsWith(PUMP_NOZZLE_GLOW_FAMILY)) return { thread: 'M10x1', lengthMm: 121, volts };
  return { thread: ['M8x1', 'M10x1', 'M10x1.25'][Math.floor(draw * 3)]!, lengthMm: 90 + Math.floor(((draw * 7) % 1) * 61), volts };
}

/**
 * A diesel of 1.9 l and more drives its alternator, its air-conditioning compressor and often its
 * power-steering pump off a high-compression crank: its belt has six ribs or more (a 2.0 TDI BKD runs
 * a 6PK, a 1.9 dTi or 2.2 HDi the same); five ribs are a small engine's belt.
 */
export const sixRibsAtLeast = (car: Pick<CarFacts, 'engine' | 'ccm'>): boolean => car.ccm >= 1850 && car.engine.split('/').includes('diesel');

/** The ribs of the engine's accessory belt: five or six on a small engine, six on most, up to eight on a large one. */
export function beltRibs(car: Pick<CarFacts, 'engine' | 'ccm'>): number {
  const draw = fraction(car.engine);
  if (car.ccm < 1250) return draw < 0.4 ? 5 : 6;
  if (car.ccm <= 2500) return draw < 0.1 && !sixRibsAtLeast(car) ? 5 : draw < 0.95 ? 6 : 7;
  return draw < 0.4 ? 6 : draw < 0.8 ? 7 : 8;
}

/** The engine's accessory belt: its ribs and its effective length in mm (longer with air conditioning and a larger engine). */
export function beltSizeOf(car: Pick<CarFacts, 'engine' | 'ccm'>): { ribs: number; lengthMm: number } {
  const draw = fraction(`${car.engine}/belt`);
  const shortest = car.ccm < 1250 ? 880 : car.ccm <= 2500 ? 1050 : 1400;
  return { ribs: beltRibs(car), lengthMm: shortest + Math.floor(draw * 800) };
}

/** A number in [0, 1) fixed by the text. */
function fraction(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h / 4294967296;
}
