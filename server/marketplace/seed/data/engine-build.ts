/**
 * How each engine is built and which gearbox its type is sold with, as the trade's catalogues key
 * them: the camshaft drive (toothed belt, belt in oil, chain or gears) by engine code where the base
 * knows it and by make, fuel and displacement otherwise; the types sold with two pedals only; the
 * engines that turn a single-mass flywheel; the engines with mechanical bucket tappets; and the
 * valves a head carries. Each row says why.
 */
import type { CarFacts } from './fitment-rules';
import { cylindersOf } from './engine-sizes';

export type TimingDrive = 'belt' | 'wet belt' | 'chain' | 'gears';

interface DriveRow {
  /** The engines, as a parts seller names them. */
  engines: string;
  drive: TimingDrive;
  fits: (car: CarFacts) => boolean;
}

const VW_GROUP = ['VW', 'Audi', 'Skoda', 'Seat', 'Cupra'];
const PSA = ['Peugeot', 'Citroën', 'DS', 'Opel'];
const code = (pattern: RegExp) => (car: CarFacts) => pattern.test(car.engineCode);
/** A make's engine of one fuel and displacement, where the base names no code (or whatever the code: `always`). */
const engine = (makes: readonly string[], fuel: 'petrol' | 'diesel', ccms: readonly number[] | ((ccm: number) => boolean), always = false) => (car: CarFacts) =>
  (always || !car.engineCode) && makes.includes(car.make) && car.fuel === fuel && (typeof ccms === 'function' ? ccms(car.ccm) : ccms.includes(car.ccm));
const any = (...tests: ((car: CarFacts) => boolean)[]) => (car: CarFacts) => tests.some((test) => test(car));

/**
 * The camshaft drive per engine, the first row that names the car's engine deciding. An engine no
 * row names falls back to the make's rule of thumb (fitment-rules.ts).
 */
export const TIMING_DRIVES: readonly DriveRow[] = [
  // VW's 2.5 TDI five-cylinder of the T5 drives its camshaft by gears at the flywheel end: no belt, no chain.
  { engines: 'VW 2.5 TDI R5 (AXD, AXE, BNZ, BPC)', drive: 'gears', fits: any(code(/^(AXD|AXE|BNZ|BPC)$/), engine(['VW'], 'diesel', [2460])) },
  { engines: 'Renault 1.5 dCi K9K (Dacia, Nissan, Mercedes OM607/OM608, T-Klasse)', drive: 'belt', fits: any(code(/^(K9K|OM60[78])/), engine(['Renault', 'Dacia', 'Nissan', 'Mercedes-Benz'], 'diesel', [1461])) },
  { engines: 'Renault 1.9 dCi F9Q', drive: 'belt', fits: code(/^F9Q/) },
  { engines: 'Renault/Nissan 1.6 dCi R9M (Mercedes OM626), 1.7 Blue dCi R9N, 2.0 dCi M9R/M9T (Trafic III, Espace V, Koleos II, Talisman, Primastar)', drive: 'chain', fits: any(code(/^(R9[MN]|M9[RT]|OM626)/), engine(['Renault', 'Dacia', 'Nissan'], 'diesel', (ccm) => ccm >= 1590)) },
  // The petrols only: Hyundai's and Kia's U diesels are coded D4F… too (D4FB, D4FC, D4FD), and run a chain.
  // The 2.0 16V F4R of the Clio RS and Mégane RS (and the F4P before it) is the F-family block with a toothed belt, like the F9Q diesel.
  { engines: 'Renault 1.2 16V D4F and 1.2 TCe 100 D4Ft, 1.2 8V D7F, 1.4/1.6 K4J/K4M/K7J/K7M, 2.0 16V F4P/F4R (Clio RS, Mégane RS)', drive: 'belt', fits: (car) => car.fuel === 'petrol' && code(/^(D4F|D7F|K4[JM]|K7[JM]|F4[PR])/)(car) },
  { engines: 'Renault-Nissan H and M petrols (0.9/1.0 TCe H4B/H4D, 1.0 SCe B4D, 1.2 TCe H5F/HRA2, 1.3 TCe H5H/HR13/M282, 1.4 TCe H4J, 1.6 SCe/E-Tech H4M, 1.8 TCe M5M/M5P), Nissan HR/MR', drive: 'chain', fits: any(code(/^(H4[BDJM]|H5[FH]|B4D|M5[MP]|M4R|HR[A\d]|MR\d|M282|M281)/), engine(['Renault', 'Dacia', 'Nissan', 'Alpine'], 'petrol', () => true)) },
  { engines: 'PSA 1.6 HDi DV6 in the Mini R56 (W16D16)', drive: 'belt', fits: code(/^W16D16/) },
  // The VW group's V6 TDI (2.7 and 3.0, EA896/EA897) has chains at the back of the engine; every four-cylinder and three-cylinder TDI a belt.
  { engines: 'VW group 2.7 and 3.0 V6 TDI', drive: 'chain', fits: engine(VW_GROUP, 'diesel', (ccm) => ccm >= 2600, true) },
  { engines: 'VW group TDI and SDI four- and three-cylinders (EA188 PD, EA189, EA288: 1.2, 1.4, 1.6, 1.9, 2.0)', drive: 'belt', fits: engine(VW_GROUP, 'diesel', (ccm) => ccm < 2100, true) },
  { engines: 'VW group EA113 petrols (1.6 ALZ, 1.8 T, 2.0 ALT, 2.0 TFSI AXX/BWA/BPY/BGB/BPJ/BYD/CDL), 1.6 8V (BGU, BSE, BSF) and the belt-driven EA111 1.4 16V MPI (BCA, BKY, BXW)', drive: 'belt', fits: code(/^(ALZ|BFB|AWT|ALT|AXX|BWA|BPY|BGB|BPJ|BYD|CDL|BGU|BSE|BSF|BKY|BXW|BCA)$/) },
  // The EA111 1.4 16V MPI from 2006 (BUD in the Golf V and Polo 9N, CGGA in the Golf VI, CGGB in the Polo V, 59 and 63 kW)
  // drives its cams by a chain like the 1.4 TSI built on it; the BCA, BKY and BXW before them by a toothed belt.
  { engines: 'VW group EA111 chain petrols: 1.2 6V/12V three-cylinder (AWY, AZQ, BMD, BME, BBM, BZG, CGPA), 1.4 16V MPI from 2006 (BUD, CGGA, CGGB), 1.6 FSI (BAG, BLF, BLP), 1.2 and 1.4 TSI (CBZB, BMY, CAXA, CAXC, CAVA, CAVD)', drive: 'chain', fits: code(/^(AWY|AZQ|BMD|BME|BBM|BZG|CGP[AB]|BUD|CGG[AB]|BAG|BLF|BLP|CBZ[AB]|BMY|BLG|CAX[AC]|CAV[ABD]|CTH[ADE])$/) },
  { engines: 'VW group EA211 petrols (1.0 MPI and TSI, 1.2/1.4/1.5 TSI, the 1.4 TSI plug-in hybrids)', drive: 'belt', fits: any(code(/^(CHY[AB]|CHZ[BD]|DKR[AF]|CJZ[A-D]|CZ[A-E]A|DAD[A]|DPC[A]|DLA[A])$/), (car) => !car.engineCode && VW_GROUP.includes(car.make) && car.fuel === 'petrol' && car.ccm < 1600 && car.generationStart >= 2011) },
  { engines: 'VW group EA888 (1.8 and 2.0 TSI/TFSI), V6 and V8 petrols', drive: 'chain', fits: engine(VW_GROUP, 'petrol', (ccm) => ccm >= 1780, true) },
  // PSA's diesels, and the Ford, Opel and Toyota types that carry them.
  // The DW family by its own codes too (DW10TD, DW10BTED4, DW10CTED4, the Euro 6 DW10FC/FD/FE of the 2.0 BlueHDi, the 2.2 DW12):
  // every one drives its camshafts by a toothed belt, the 2.0 BlueHDi 150 and 180 of a 308 II as the 2.0 HDi of a 307.
  { engines: 'PSA diesels DV4, DV5, DV6, DW10 and DW12 (1.4/1.6 HDi, 1.5/1.6/2.0 BlueHDi, 2.2 HDi, Ford 1.4/1.5/1.6 TDCi and 1.5 EcoBlue, Opel 1.5 Diesel)', drive: 'belt', fits: any(code(/^(DV[456]|DW(8|10|12)|8H[A-Z]|9H[A-Z]|RH[A-Z]|G8DB|HHDA|AZBA|G6DA|QXBA|TXBA|UFDA|UFWA)/), engine([...PSA, 'Ford', 'Toyota'], 'diesel', [1398, 1399, 1499, 1560, 1997])) },
  { engines: 'PSA TU petrols (1.1 HFV/HFX, 1.4 KFU/KFV/KFW, 1.6 NFU)', drive: 'belt', fits: code(/^(HF[VX]|KF[UVW]|NFU)$/) },
  // The Prince family by its engine codes as well as PSA's type codes: EP3 (1.4 VTi), EP6 and EP6C (1.6 VTi), EP6DT, EP6CDT and
  // EP6FDT (1.6 THP): one timing chain with its guides and tensioner, in a C3 II as in a 208 I or a Mini.
  { engines: 'PSA/BMW Prince EP petrols (1.4 VTi EP3, 1.6 VTi EP6/EP6C, 1.6 THP EP6DT/EP6CDT/EP6FDT, 1.6 PureTech and hybrid)', drive: 'chain', fits: any(code(/^(EP[36]|8FS|5F[SVWX]|5G[RZ])/), engine(PSA, 'petrol', [1598])) },
  { engines: 'PSA EB PureTech three-cylinders (1.0 VTi, 1.2 PureTech EB2) and Opel\'s own 1.0/1.2/1.4 SGE engines (the Astra K\'s 1.0 and 1.4 Turbo, its aspirated 1.4 B14XE and its 1.2 Turbo of 2019, F12SHL): a toothed belt running in oil', drive: 'wet belt', fits: any(code(/^(ZMZ|HMZ|HNZ|EB[02]|B1[04]XF|B14XE$|[DF]12SH)/), engine(PSA, 'petrol', [1199])) },
  // Opel's Family 0 small petrols keep the chain through every generation: the Twinport Z-engines and their
  // A-/B-successors A12XER, A14XER, A14NET and B14XER alike (engine handbooks for the B14XER list "timing
  // drive: chain", motorspezifikationen.de/opel-b14xer-1-4-motor). The belt kits sold for 1.4 and 1.6 Opels
  // (Gates K015603XS and its kin, Gates technical bulletin 001) are for Family 1 (X14XE, Z16XE, Z18XE and on).
  // The 1.6 SIDI turbo of the Astra K and Insignia B (B16SHT) is the A16XHT's engine in a later emissions step: one chain.
  { engines: 'Opel Ecotec Family 0 (1.0 Z10XEP, 1.2 Z12XEP/A12XER, 1.4 Z14XEP/A14XER/B14XER, 1.4 Turbo A14NET), 1.6 SIDI A16XHT/B16SHT and 1.5 Turbo', drive: 'chain', fits: any(code(/^([ABZ]1[024]X[EF][PRL]|[AB]14NE[TL]|A16XHT|[AB]16SHT)$/), engine(['Opel'], 'petrol', [1490])) },
  // Family 1's turbos keep its belt: the 1.6 Turbo Z16LET/Z16LER of the Astra H, Corsa D GSi and OPC and the A16LET/A16LER after them.
  { engines: 'Opel Ecotec Family 1 (1.6 Z16XEP/Z16XER/A16XER/Z16YNG, 1.6 Turbo Z16LET/Z16LER/A16LET/A16LER, 1.8 Z18XER/A18XER)', drive: 'belt', fits: code(/^([AZ]1[68]X[EF][PR]|Z16YNG|[AZ]16LE[LRT])$/) },
  // GM's 1.6 CDTI (B16DTE, B16DTH, B16DTL, B16DTR) is Opel's only 1.6 diesel, listed in some types without its code (the Astra K's 70 kW): a chain.
  { engines: 'Fiat/Opel 1.3 Multijet and CDTI, Opel 1.6 CDTI B16DT', drive: 'chain', fits: any(code(/^([ABZ]13DT|169A1000|188A8000|[AB]16DT)/), engine(['Fiat', 'Opel', 'Jeep', 'Lancia', 'Alfa Romeo'], 'diesel', [1248]), engine(['Opel'], 'diesel', [1598])) },
  { engines: 'Opel 1.7 CDTI (Isuzu), 1.9 and 2.0 CDTI; Fiat/Jeep 1.6 Multijet', drive: 'belt', fits: any(code(/^([AZ]17DT|Z19DT|[AB]20DT)/), engine(['Fiat', 'Jeep', 'Alfa Romeo'], 'diesel', [1598])) },
  { engines: 'Fiat FIRE petrols (1.1, 1.2 8V, 1.4 8V and 16V, the 1.4 T-Jet and MultiAir built on it)', drive: 'belt', fits: any(code(/^(187A1000|169A[34]000|188A4000|350A1000)$/), engine(['Fiat', 'Alfa Romeo', 'Jeep', 'Lancia', 'Abarth'], 'petrol', [1108, 1242, 1368])) },
  { engines: 'Fiat 0.9 TwinAir, FireFly (1.0, 1.3, 1.5) and Alfa Romeo/Jeep GME petrols', drive: 'chain', fits: any(code(/^312A/), engine(['Fiat', 'Jeep', 'Alfa Romeo'], 'petrol', () => true)) },
  { engines: 'Ford 1.0 EcoBoost (Fox) and 1.1 Ti-VCT three-cylinders: a toothed belt running in oil', drive: 'wet belt', fits: engine(['Ford'], 'petrol', [998, 999, 1084], true) },
  // Ford's 1.5 EcoBoost three-cylinder (Dragon, from 2018) runs its cams on a belt in oil: one kind of kit, not a chain too.
  { engines: 'Ford 1.5 EcoBoost three-cylinder (Dragon): a toothed belt running in oil', drive: 'wet belt', fits: engine(['Ford'], 'petrol', [1496, 1497], true) },
  // SAIC's engines in MG's petrols: the 1.0 T-GDI is the SGE three-cylinder shared with Opel (belt in oil), the 1.5 VTi-Tech (NSE) has a chain.
  { engines: 'MG 1.0 T-GDI (SAIC-GM SGE three-cylinder): a toothed belt running in oil', drive: 'wet belt', fits: engine(['MG'], 'petrol', [999], true) },
  { engines: 'MG 1.5 VTi-Tech (SAIC NSE four-cylinder)', drive: 'chain', fits: engine(['MG'], 'petrol', [1498], true) },
  { engines: 'Ford Sigma/Duratec 16V (1.25, 1.4, 1.6, Ti-VCT, HWDA/HXDA/ASDA), the 1.5 and 1.6 EcoBoost built on it, the 2.5 Volvo five-cylinder', drive: 'belt', fits: any(code(/^(HWDA|HXDA|ASDA|FXJA|SNJB|FUJA)$/), engine(['Ford'], 'petrol', [1242, 1388, 1596, 1498, 2521])) },
  { engines: 'Ford Duratec-HE (1.8, 2.0, 2.5 hybrid), V6 and V8 petrols', drive: 'chain', fits: any(code(/^(QQDB|AOBA)$/), engine(['Ford'], 'petrol', (ccm) => ccm >= 1790 && ccm !== 2521)) },
  { engines: 'Ford 1.8 TDCi Lynx', drive: 'belt', fits: any(code(/^(KKDA|QYBA)$/), engine(['Ford'], 'diesel', [1753])) },
  { engines: 'Ford 2.0 EcoBlue (Panther): a toothed belt running in oil', drive: 'wet belt', fits: engine(['Ford'], 'diesel', [1995, 1996]) },
  { engines: 'Ford\'s VW-built 2.0 TDI (Tourneo Connect from 2022)', drive: 'belt', fits: engine(['Ford'], 'diesel', [1968]) },
  { engines: 'Volvo VEA Drive-E petrols and diesels (1.5 three-cylinder, 2.0 four-cylinder)', drive: 'belt', fits: engine(['Volvo'], 'petrol', [1477, 1969], true) },
  { engines: 'Volvo VEA 2.0 diesels (D4, D5, B4, B5)', drive: 'belt', fits: engine(['Volvo'], 'diesel', [1969], true) },
  // The makes whose every engine of the base runs a chain.
  { engines: 'BMW, Mini, Mercedes-Benz, Smart, Porsche, Jaguar, Land Rover, Toyota, Lexus, Honda, Mazda, Hyundai, Kia, Suzuki, Subaru, Mitsubishi, SsangYong and the Italian and British luxury makes', drive: 'chain', fits: (car) => CHAIN_MAKES.has(car.make) },
];
const CHAIN_MAKES = new Set(['BMW', 'Mini', 'Mercedes-Benz', 'Smart', 'Porsche', 'Jaguar', 'Land Rover', 'Toyota', 'Lexus', 'Honda', 'Mazda', 'Hyundai', 'Kia', 'Suzuki', 'Subaru', 'Mitsubishi', 'SsangYong', 'Ferrari', 'Lamborghini', 'Maserati', 'Bentley', 'Rolls-Royce', 'Alfa Romeo']);

/** The engine's camshaft drive and the row that says so, or none where the table does not know the engine. */
export function timingDriveOf(car: CarFacts): DriveRow | undefined {
  if (car.fuel === 'electric') return undefined;
  return TIMING_DRIVES.find((row) => row.fits(car));
}

/**
 * A front camshaft seal: a dry toothed belt's camshafts come out of the head to their pulleys, each
 * sealed by a shaft seal the trade changes with the belt. A chain's, a belt in oil's and a gear train's
 * camshafts turn inside the oil-tight timing case, which its cover seals: no camshaft seal to change.
 * Undefined where the table does not know the engine.
 */
export function frontCamshaftSeal(car: CarFacts): boolean | undefined {
  const row = timingDriveOf(car);
  return row ? row.drive === 'belt' : undefined;
}

/**
 * Types sold with an automatic, dual-clutch or automated gearbox only, whatever their generation's
 * other types have: no clutch, pressure plate, release bearing, flywheel or clutch cylinders.
 */
interface GearboxRow { types: string; fits: (car: CarFacts) => boolean }
export const AUTOMATIC_ONLY_TYPES: readonly GearboxRow[] = [
  { types: 'BMW 1er F40, 2er F44 Gran Coupé and X2: the 20d (also xDrive), 20i and M35i come with the 8-speed or 7-speed DCT Steptronic only', fits: (car) => /^BMW (1er F40|2er F44|X2)\b/.test(car.generation) && /(20d|20i|M\d?35i)\b/.test(car.typeName) },
  { types: 'BMW 2er U06 Active Tourer and 2er G42 Coupé: Steptronic only', fits: (car) => /^BMW 2er (U06|G42)\b/.test(car.generation) },
  { types: 'BMW six-cylinder diesels from 2011 (330d, 530d, xDrive30d, 40d, M50d): 8-speed Steptronic only', fits: (car) => car.make === 'BMW' && car.fuel === 'diesel' && cylindersOf(car) >= 6 && car.typeStart >= 2011 },
  { types: 'BMW G20/G30 petrols from 180 kW (330i, 530i) and the M3/M4 Competition: Steptronic only', fits: (car) => car.make === 'BMW' && car.fuel === 'petrol' && (((car.kw ?? 0) >= 180 && car.generationStart >= 2017) || /Competition/.test(car.typeName)) },
  { types: 'Mini Clubman F54 and Countryman F60 Cooper SD and John Cooper Works: 8-speed Steptronic only', fits: (car) => car.make === 'Mini' && /Clubman|Countryman/.test(car.generation) && /\bSD\b|John Cooper Works/.test(car.typeName) },
  { types: 'Audi V6 TDI of the A6 C7 and later, A7 and Q5 (3.0 TDI, 50 TDI), the A4 B8 2.7 TDI: S tronic, multitronic or tiptronic only', fits: (car) => car.make === 'Audi' && car.fuel === 'diesel' && car.ccm >= 2600 && (/^Audi (A6 C[78]|A7|A8|Q5|Q7|Q8)\b/.test(car.generation) || (/^Audi A4 B8\b/.test(car.generation) && car.ccm < 2800)) },
  { types: 'Audi Q5 FY from 120 kW (35 TDI, 40 TDI, 2.0 TFSI: only the first 2.0 TDI of 110 kW had a manual) and A4 B9 35 and 40 TDI from 2019, A3 8Y 35 TDI (the 30 TDI has a manual): S tronic only', fits: (car) => (/^Audi Q5 FY\b/.test(car.generation) && (car.kw ?? 0) >= 120) || (/^Audi A4 B9\b/.test(car.generation) && car.fuel === 'diesel' && ((car.kw ?? 0) >= 150 || ((car.kw ?? 0) >= 120 && car.typeStart >= 2019)))
    || (/^Audi A3 8Y\b/.test(car.generation) && car.fuel === 'diesel' && (car.kw ?? 0) >= 110) },
  { types: 'VW group transverse 2.0 TSI from 180 kW but the GTI (Golf R, Arteon R, SQ2, Kodiaq RS) and every Cupra Formentor 2.0 TSI: DSG only', fits: (car) => VW_GROUP.includes(car.make) && car.fuel === 'petrol' && car.ccm === 1984 && !/^Audi (A4|A5|A6|A7|Q5)\b/.test(car.generation) && (((car.kw ?? 0) >= 180 && !/\bGTI\b/.test(car.typeName)) || /Formentor/.test(car.generation)) },
  { types: 'Mercedes A-Klasse W176 A 220 CDI and A 250 (7G-DCT), C-Klasse W205 from 143 kW diesel (C 220 d OM654, C 250 d: 9G-Tronic)', fits: (car) => (/^Mercedes-Benz A-Klasse W176\b/.test(car.generation) && /\bA (220|250)\b/.test(car.typeName)) || (/^Mercedes-Benz C-Klasse W205\b/.test(car.generation) && car.fuel === 'diesel' && (car.kw ?? 0) >= 143) },
  // The W205's manual six-speed stops at the C 200 (M274, 135 kW); the C 250 and C 300 were sold with the torque-converter automatic alone.
  { types: 'Mercedes C-Klasse W205 petrols from 155 kW (C 250 and C 300, M274 2.0): 7G-Tronic Plus, from 2016 9G-Tronic, only', fits: (car) => /^Mercedes-Benz C-Klasse W205\b/.test(car.generation) && car.fuel === 'petrol' && (car.kw ?? 0) >= 155 },
  { types: 'Alfa Romeo Giulia petrols and the 2.2 Diesel from 154 kW: 8-speed automatic only', fits: (car) => /^Alfa Romeo Giulia\b/.test(car.generation) && (car.fuel === 'petrol' || (car.kw ?? 0) >= 154) },
  { types: 'Porsche 911 (992) Carrera, Carrera Cabriolet and Targa 4 and every type named PDK: PDK only', fits: (car) => car.make === 'Porsche' && (/\bPDK\b/i.test(car.typeName) || /^911 (CARRERA|CARRERA CABRIOLET|TARGA 4)$/i.test(car.typeName)) },
  { types: 'Ferrari, Lamborghini, Maserati, Bentley and Rolls-Royce: dual-clutch, automated or automatic gearboxes only', fits: (car) => ['Ferrari', 'Lamborghini', 'Maserati', 'Bentley', 'Rolls-Royce'].includes(car.make) },
  { types: 'DS 4 (2021), DS 9, Citroën C5 X, Peugeot 408 and PSA\'s and Opel\'s 1.6 PureTech of generations from 2017: EAT8 only', fits: (car) => /^(DS DS (4|9)|Citroën C5 X|Peugeot 408)\b/.test(car.generation) || (PSA.includes(car.make) && car.fuel === 'petrol' && car.ccm === 1598 && car.generationStart >= 2017) },
  { types: 'Renault Arkana (EDC) and Koleos II (X-Tronic, EDC), the Talisman TCe 160 and the Austral 160 (EDC, X-Tronic)', fits: (car) => /^Renault (Arkana|Koleos)\b/.test(car.generation) || (/^Renault (Talisman|Austral)\b/.test(car.generation) && car.fuel === 'petrol' && (car.kw ?? 0) >= 116) },
  { types: 'Hyundai Kona 1.6 T-GDI and Kia ProCeed GT (7-DCT), Tucson TL and Sportage QL 2.0 CRDi 136 kW (8-speed automatic)', fits: (car) => ['Hyundai', 'Kia'].includes(car.make) && ((car.fuel === 'petrol' && car.ccm === 1591 && (car.kw ?? 0) >= 130 && /^(Hyundai Kona|Kia Proceed)/.test(car.generation)) || (car.fuel === 'diesel' && car.ccm === 1995 && (car.kw ?? 0) >= 136)) },
  { types: 'Ford Mondeo V, S-Max II, Galaxy III, Kuga III and Edge 2.0 EcoBlue from 140 kW (190 PS and the bi-turbo): 8-speed automatic only', fits: (car) => car.make === 'Ford' && car.fuel === 'diesel' && /EcoBlue/i.test(car.typeName) && (car.kw ?? 0) >= 140 && /^Ford (Mondeo V|S-Max|Galaxy|Kuga|Edge)\b/.test(car.generation) },
  { types: 'Jeep Compass 1.3 GSE T4 from 110 kW: 6-speed DDCT only', fits: (car) => car.make === 'Jeep' && car.ccm === 1332 && (car.kw ?? 0) >= 110 },
];

/** The automatic-only row that names the type, or none: a type sold with a manual too keeps its clutch parts. */
export const automaticOnlyType = (car: CarFacts): GearboxRow | undefined => AUTOMATIC_ONLY_TYPES.find((row) => row.fits(car));

/**
 * Small aspirated petrols turn a single-mass flywheel: Opel's Z14XEP and A14XER, VW's 1.0 to 1.6 MPI,
 * Renault's 1.2 16V, Ford's Sigma 1.25 to 1.6, Fiat's FIRE, Toyota's 1.0 and 1.33, PSA's 1.0 and 1.2
 * VTi and TU. The diesels and the larger and charged engines carry a dual-mass flywheel. The premium
 * makes' aspirated petrols (BMW N43/N45/N46, Mercedes' M266) have one too.
 */
export function singleMassFlywheel(car: CarFacts, charged: boolean): boolean {
  return car.fuel === 'petrol' && !charged && car.ccm < 1700 && !['BMW', 'Mini', 'Mercedes-Benz', 'Porsche'].includes(car.make);
}

/**
 * Engines whose valves are worked by mechanical buckets or shims (set by a shim's thickness, no
 * hydraulic element): Hyundai's and Kia's petrols (Gamma G4FA/G4FC/G4FD/G4FJ, Kappa G4LC/G3LC, Theta),
 * Toyota's KR, NR, NZ, ZZ and SZ, Honda, Mazda's SKYACTIV-G, Nissan's HR and MR, Ford's Sigma and the
 * EcoBoost built on it and its 1.0 Fox, Suzuki, Subaru and Mitsubishi. They take no hydraulic tappets.
 */
const MECHANICAL_BUCKET_CODES = /^(G4F|G4L|G3L|G4K|1KR|[12]NR|1NZ|4ZZ|2SZ|HR\d|MR\d|HWDA|HXDA|ASDA|FXJA)/;
export function mechanicalBuckets(car: CarFacts): boolean {
  if (car.fuel !== 'petrol') return false;
  if (car.engineCode) return MECHANICAL_BUCKET_CODES.test(car.engineCode) || ['Honda', 'Mazda', 'Suzuki', 'Subaru', 'Mitsubishi'].includes(car.make) || (['Hyundai', 'Kia'].includes(car.make));
  return ['Hyundai', 'Kia', 'Honda', 'Mazda', 'Suzuki', 'Subaru', 'Mitsubishi'].includes(car.make) || (car.make === 'Ford' && [998, 999, 1084, 1242, 1388, 1596, 1498].includes(car.ccm));
}

/**
 * Two-valve heads: types named 8V, VW's 1.6 8V (BGU, BSE, BSF, ALZ), 1.2 6V (AWY, BMD, BBM) and 1.2 TSI
 * EA111 (CBZB), its Pumpe-Düse 1.9 TDI (BKC, BXE, BLS, BJB) and 1.4 TDI and the 2.0 SDI, Fiat's FIRE 1.1 and 1.2 8V, Renault's
 * K7J, K7M, D7F and the 1.5 and 1.9 dCi (K9K, F9Q), PSA's TU 8V (HFV, HFX, KFV, KFW), DV4 and DV6 8V
 * (8H., 9HP, 9HR, DV6C/DV6F and the Ford 1.4 to 1.6 TDCi they are), Opel's Z19DT, VW's 2.5 TDI R5 and
 * Smart's 0.8 cdi. The rest have four valves a cylinder.
 */
const TWO_VALVE_CODES = /^(BGU|BSE|BSF|ALZ|AWY|BMD|BBM|CBZ[AB]|BKC|BXE|BJB|BLS|AXB|AXC|BNM|BNV|BDJ|AXD|AXE|187A1000|169A4000|188A4000|K7[JM]|D7F|K9K|F9Q|OM60[78]|HF[VX]|KF[VW]|8H[A-Z]|9HP|9HR|DV6[CF]|HHDA|Z19DT$|OM660)/;
const twoValveHead = (car: CarFacts) => TWO_VALVE_CODES.test(car.engineCode) || /\b8V\b/.test(car.typeName) || (!car.engineCode && car.fuel === 'diesel' && car.ccm === 1461)
  || (!car.engineCode && car.fuel === 'diesel' && ['Ford', ...PSA].includes(car.make) && [1398, 1399, 1560].includes(car.ccm)) || (car.make === 'VW' && car.fuel === 'diesel' && car.ccm === 2460);
export function valvesOf(car: CarFacts): number {
  const twoValve = twoValveHead(car);
  // The VW 2.5 TDI has five cylinders.
  const cylinders = car.make === 'VW' && car.fuel === 'diesel' && car.ccm === 2460 ? 5 : cylindersOf(car);
  return cylinders * (twoValve ? 2 : 4);
}

/**
 * The VW group's TDIs and SDIs before common rail (the 1.9, 2.0, 1.4 and 1.2 four- and three-cylinders and
 * the 2.5 R5, codes beginning with A or B; without a code, the types before 2008): one camshaft in the head,
 * which on the 2.0 TDI 16V pump-nozzle (BKD, BMM, BMR, AZV, BMN, BRE) works all four valves of a cylinder
 * through roller rockers and drives the unit injectors too. The common-rail EA189 and EA288 and the V6 TDIs
 * (the 2.5 of 2,496 cm³, AFB to BFC, as the 2.7 and 3.0) have two, on each bank.
 */
const vwSingleCamDiesel = (car: CarFacts) => VW_GROUP.includes(car.make) && car.fuel === 'diesel' && car.ccm < 2470
  && (car.engineCode ? /^[AB][A-Z]{2}\b/.test(car.engineCode) : car.typeStart < 2008);

/**
 * Renault's 1.2 16V and 1.2 TCe (D4F, 1,149 cm³, the base's only Renault and Dacia petrol of that size with the
 * D7F 8V before it): one camshaft of eight cams works all sixteen valves in pairs through forked rockers.
 * Hyundai's D4FB to D4FE are its twin-cam U diesels, hence the petrols only.
 */
const renaultSingleCam16V = (car: CarFacts) => car.fuel === 'petrol'
  && (car.engineCode ? /^D4F/.test(car.engineCode) : ['Renault', 'Dacia'].includes(car.make) && car.ccm === 1149);

/**
 * Camshafts in the head: one on a two-valve head (Renault's K9K, PSA's DV4 and DV6 8V, Fiat's FIRE 8V, VW's
 * 1.2 6V, 1.6 8V and 1.2 TSI 8V: one shaft works intake and exhaust valves alike), on the VW group's
 * pump-nozzle TDIs and on Renault's 1.2 16V (D4F); two (an intake and an exhaust camshaft) on the four-valve
 * twin-cam heads. A camshaft sold as intake or exhaust fits a twin-cam engine only; a single-cam engine's is
 * one camshaft without a side.
 */
export function camshaftsOf(car: CarFacts): 1 | 2 {
  return twoValveHead(car) || vwSingleCamDiesel(car) || renaultSingleCam16V(car) ? 1 : 2;
}
