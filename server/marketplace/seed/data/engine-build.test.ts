/** Engine build and gearbox per type: the trade's refusals of a timing kit, a clutch, a flywheel or tappets the car does not have. */
import fs from 'node:fs';
import path from 'node:path';
import { kindFits, ruleAgainst, type CarFacts } from './fitment-rules';
import { psaOrGmBuilt } from './engine-families';
import { timingBeltEngineOf } from './timing-belts';
import { automaticOnlyType, camshaftsOf, mechanicalBuckets, singleMassFlywheel, timingDriveOf, valvesOf } from './engine-build';
import { carCriteria } from './car-criteria';
import { PART_TYPES } from './part-types';

const base = { hybrid: false, hybridDrive: 'none', wipersMm: [600, 400], oilGrade: '5W-30', oilApproval: 'x', headlamp: 'H7', batteryAh: 60, rearDrumMm: 0 } as const;
/** The judge's cars, as the vehicle base gives them. */
const TRAFIC: CarFacts = { ...base, make: 'Renault', fuel: 'diesel', typeName: 'Trafic', engineCode: '', ccm: 1997, kw: 125, typeStart: 2023, generationStart: 2023, generation: 'Renault Trafic', platform: 'Renault Trafic', engine: 'Renault/diesel/1997/transverse', frontDiscMm: 296, rearDiscMm: 260 };
const TOURNEO: CarFacts = { ...base, make: 'Ford', fuel: 'petrol', typeName: 'Tourneo Connect 1.0 EcoBoost', engineCode: '', ccm: 999, kw: 74, typeStart: 2014, generationStart: 2014, generation: 'Ford Tourneo Connect II', platform: 'Ford Tourneo Connect II', engine: 'Ford/petrol/999/transverse', frontDiscMm: 278, rearDiscMm: 271 };
const FOCUS: CarFacts = { ...base, make: 'Ford', fuel: 'petrol', typeName: '1.6', engineCode: 'HWDA', ccm: 1596, kw: 74, typeStart: 2004, generationStart: 2004, generation: 'Ford Focus II (DA3)', platform: 'Ford C1', engine: 'petrol/HWDA', frontDiscMm: 278, rearDiscMm: 0, rearDrumMm: 228 };
const F44: CarFacts = { ...base, make: 'BMW', fuel: 'diesel', typeName: '220d Gran Coupé', engineCode: '', ccm: 1995, kw: 140, typeStart: 2023, generationStart: 2023, generation: 'BMW 2er F44', platform: 'BMW 2er F44', engine: 'BMW/diesel/1995/transverse', frontDiscMm: 330, rearDiscMm: 330 };
const X2: CarFacts = { ...F44, typeName: 'X2 xDrive20d', generation: 'BMW X2', platform: 'BMW X2' };
const A6: CarFacts = { ...base, make: 'Audi', fuel: 'diesel', typeName: '3.0 TDI', engineCode: '', ccm: 2967, kw: 160, typeStart: 2014, generationStart: 2011, generation: 'Audi A6 C7 (4G2)', platform: 'MLB', engine: 'Audi A6 C7 (4G2)/3.0 TDI/160', frontDiscMm: 356, rearDiscMm: 300 };
const ASTRA: CarFacts = { ...base, make: 'Opel', fuel: 'petrol', typeName: '1.4', engineCode: 'Z14XEP', ccm: 1364, kw: 66, typeStart: 2004, generationStart: 2004, generation: 'Opel Astra H (A04)', platform: 'GM Delta', engine: 'petrol/Z14XEP', frontDiscMm: 280, rearDiscMm: 264 };
const I30: CarFacts = { ...base, make: 'Hyundai', fuel: 'petrol', typeName: '1.4', engineCode: 'G4FA', ccm: 1396, kw: 80, typeStart: 2007, generationStart: 2007, generation: 'Hyundai i30 FD', platform: 'Hyundai i30 FD', engine: 'petrol/G4FA', frontDiscMm: 280, rearDiscMm: 262 };
const GOLF: CarFacts = { ...base, make: 'VW', fuel: 'diesel', typeName: '2.0 TDI', engineCode: 'CRBC', ccm: 1968, kw: 110, typeStart: 2012, generationStart: 2012, generation: 'VW Golf VII (5G1)', platform: 'MQB', engine: 'diesel/CRBC', frontDiscMm: 312, rearDiscMm: 272 };
const BELT_KITS = ['Zahnriemen', 'Zahnriemensatz', 'Zahnriemensatz mit Wasserpumpe'];
const CHAIN_KITS = ['Steuerkette', 'Steuerkettensatz'];

test('the Trafic III 2.0 dCi (M9R) and the other Renault 1.6/2.0 dCi are chain-driven: no timing belt kit', () => {
  expect(timingDriveOf(TRAFIC)?.drive).toBe('chain');
  for (const kind of BELT_KITS) expect(ruleAgainst(kind, TRAFIC)?.name).toBe('timing belt on a chain engine');
  expect(kindFits('Steuerkettensatz', TRAFIC)).toBe(true);
  for (const engineCode of ['R9M', 'M9R', 'R9N', 'OM626']) expect(timingDriveOf({ ...TRAFIC, engineCode, ccm: 1598 })?.drive).toBe('chain');
  expect(timingDriveOf({ ...TRAFIC, engineCode: 'M5P', fuel: 'petrol', ccm: 1798 })?.drive).toBe('chain');
});

test('the 1.0 EcoBoost runs a belt in oil: belt kits yes, chain kits no', () => {
  expect(timingDriveOf(TOURNEO)?.drive).toBe('wet belt');
  expect(kindFits('Zahnriemensatz', TOURNEO)).toBe(true);
  for (const kind of CHAIN_KITS) expect(ruleAgainst(kind, TOURNEO)?.name).toBe('timing chain on a belt engine');
});

test('the Focus II 1.6 HWDA (Sigma 16V), K9K, VW TDI and PSA DV and EB engines take no chain kit', () => {
  expect(kindFits('Steuerkettensatz', FOCUS)).toBe(false);
  expect(kindFits('Zahnriemensatz', FOCUS)).toBe(true);
  expect(kindFits('Steuerkettensatz', GOLF)).toBe(false);
  for (const engineCode of ['K9K', 'K4M', 'F9Q', 'D4F', 'BSE', 'BGU', 'DV6FC', 'EB2DTS']) {
    expect({ engineCode, drive: timingDriveOf({ ...GOLF, make: 'Renault', fuel: engineCode.startsWith('K9') || engineCode.startsWith('F9') || engineCode.startsWith('DV') ? 'diesel' : 'petrol', engineCode })?.drive }).toEqual({ engineCode, drive: engineCode === 'EB2DTS' ? 'wet belt' : 'belt' });
  }
});

test('VW\'s 2.5 TDI five-cylinder drives its camshaft by gears: neither kit', () => {
  const t5 = { ...GOLF, engineCode: 'AXD', ccm: 2460, generation: 'VW Transporter T5 (7HA)' };
  expect(kindFits('Zahnriemensatz', t5)).toBe(false);
  expect(kindFits('Steuerkettensatz', t5)).toBe(false);
});

test('the 2er F44 220d, X2 xDrive20d and A6 C7 3.0 TDI 160 kW are automatic only: no clutch, flywheel or clutch cylinders', () => {
  for (const car of [F44, { ...F44, typeName: '220d xDrive Gran Coupé' }, X2, A6]) {
    expect(automaticOnlyType(car)).toBeDefined();
    for (const kind of ['Kupplungssatz', 'Zweimassenschwungrad', 'Ausrücklager', 'Kupplungsnehmerzylinder']) expect(kindFits(kind, car)).toBe(false);
  }
  // The 216d and 218i of the same Gran Coupé, and a Golf 2.0 TDI, keep their manual gearbox.
  expect(kindFits('Kupplungssatz', { ...F44, typeName: '216d Gran Coupé', ccm: 1496, kw: 85 })).toBe(true);
  expect(kindFits('Kupplungssatz', GOLF)).toBe(true);
});

test('a small aspirated petrol (Z14XEP) turns a single-mass flywheel: no dual-mass flywheel, its clutch kit yes', () => {
  expect(singleMassFlywheel(ASTRA, false)).toBe(true);
  expect(ruleAgainst('Zweimassenschwungrad', ASTRA)?.name).toBe('dual-mass flywheel on a single-mass engine');
  expect(kindFits('Kupplungssatz', ASTRA)).toBe(true);
  expect(kindFits('Zweimassenschwungrad', GOLF)).toBe(true);
});

test('the Gamma 1.4 of the i30 FD has mechanical buckets: no hydraulic tappets; a tappet set counts the head\'s valves', () => {
  expect(mechanicalBuckets(I30)).toBe(true);
  expect(ruleAgainst('Hydrostößel', I30)?.name).toBe('hydraulic tappets on mechanical buckets');
  expect(kindFits('Hydrostößel', GOLF)).toBe(true);
  expect(valvesOf(GOLF)).toBe(16);
  expect(valvesOf({ ...GOLF, engineCode: 'BGU', fuel: 'petrol', ccm: 1595 })).toBe(8);
  expect(valvesOf({ ...GOLF, engineCode: 'DKRF', fuel: 'petrol', ccm: 999 })).toBe(12);
  // A tappet is one piece at a piece's price: the common-rail TDI's 12 mm lash adjuster, a pump-nozzle TDI's 35 mm bucket.
  expect(carCriteria('Hydrostößel', GOLF)).toEqual([['pieces', '1'], ['outer_diameter', '12']]);
  expect(carCriteria('Hydrostößel', { ...GOLF, engineCode: 'BKC', ccm: 1896 })).toEqual([['pieces', '1'], ['outer_diameter', '35']]);
  expect(carCriteria('Hydrostößel', { ...GOLF, make: 'Mercedes-Benz', engineCode: 'OM651', ccm: 2143 })).toEqual([['pieces', '1'], ['outer_diameter', '12']]);
});

test('Hyundai\'s and Kia\'s U diesels (D4FB, D4FC, D4FD) run a chain, whatever their code shares with Renault\'s D4F petrol', () => {
  const ceed = { ...I30, fuel: 'diesel' as const, typeName: '1.6 CRDi', ccm: 1582, engineCode: 'D4FB', engine: 'diesel/D4FB' };
  for (const engineCode of ['D4FB', 'D4FC', 'D4FD', 'D4FE']) expect(timingDriveOf({ ...ceed, engineCode })?.drive).toBe('chain');
  expect(kindFits('Zahnriemensatz', ceed)).toBe(false);
  expect(timingDriveOf({ ...ceed, make: 'Renault', fuel: 'petrol', engineCode: 'D4F', ccm: 1149 })?.drive).toBe('belt');
});

test('Fiat\'s FIRE petrols run a belt with or without a code; the FireFly and TwinAir a chain', () => {
  const panda = { ...GOLF, make: 'Fiat', fuel: 'petrol' as const, typeName: '1.2', engineCode: '', ccm: 1242 };
  for (const ccm of [1108, 1242, 1368]) expect(timingDriveOf({ ...panda, ccm })?.drive).toBe('belt');
  for (const ccm of [999, 1332]) expect(timingDriveOf({ ...panda, ccm })?.drive).toBe('chain');
});

test('a camshaft seal belongs to a dry-belt engine: none on a chain, a belt in oil or gears', () => {
  const SEAL = 'Wellendichtring Nockenwelle';
  const astra16 = { ...ASTRA, engineCode: 'Z16XEP', ccm: 1598 };
  for (const car of [GOLF, FOCUS, astra16]) expect({ engine: car.engineCode, fits: kindFits(SEAL, car) }).toEqual({ engine: car.engineCode, fits: true });
  const pureTech = { ...GOLF, make: 'Peugeot', fuel: 'petrol' as const, typeName: '1.2 PureTech 130', engineCode: 'EB2DTS', ccm: 1199 };
  const n47 = { ...F44, engineCode: 'N47D20' };
  const gears = { ...GOLF, typeName: '2.5 TDI', engineCode: 'AXD', ccm: 2460 };
  for (const car of [TRAFIC, TOURNEO, I30, ASTRA, pureTech, n47, gears]) expect({ engine: car.engineCode || car.typeName, rule: ruleAgainst(SEAL, car)?.name }).toEqual({ engine: car.engineCode || car.typeName, rule: 'camshaft seal on an engine without a dry belt' });
});

test('a car has one version of its chain, fuel pressure and connectors: every article drawn for one engine states the same', () => {
  for (const kind of ['Steuerkette', 'Kraftstoffdruckregler', 'Kraftstoffpumpe', 'Luftmassenmesser', 'Zündspule', 'Kurbelwellensensor', 'Klopfsensor', 'Öldruckschalter', 'Saugrohrdrucksensor', 'Abgasdrucksensor']) {
    const versions = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const own = () => (i * 0.137) % 1;
      versions.add(PART_TYPES[kind]!.criteria({ draw: own, own, step: 2, engine: 0.42, position: null, car: ASTRA }).map((c) => `${c.key} ${c.value}`).join(', '));
    }
    expect({ kind, versions: versions.size }).toEqual({ kind, versions: 1 });
  }
});

test('Opel Family 0 (A12XER, A14XER, A14NET, B14XER) keeps its chain; Family 1 (A16XER, A18XER) has the belt', () => {
  for (const engineCode of ['Z12XEP', 'A12XER', 'A14XER', 'A14NET', 'B14XER', 'B14NET']) expect({ engineCode, drive: timingDriveOf({ ...ASTRA, engineCode })?.drive }).toEqual({ engineCode, drive: 'chain' });
  for (const engineCode of ['Z16XER', 'A16XER', 'A18XER']) expect({ engineCode, drive: timingDriveOf({ ...ASTRA, engineCode })?.drive }).toEqual({ engineCode, drive: 'belt' });
});

test('Ford 1.5 EcoBoost Dragon and the MG ZS petrols carry one kind of timing kit', () => {
  const dragon: CarFacts = { ...TOURNEO, typeName: '1.5 EcoBoost', ccm: 1497, kw: 110, typeStart: 2018, generationStart: 2018, generation: 'Ford Focus IV (HN)' };
  expect(timingDriveOf(dragon)?.drive).toBe('wet belt');
  expect(timingDriveOf({ ...dragon, ccm: 1496 })?.drive).toBe('wet belt');
  for (const kind of CHAIN_KITS) expect(ruleAgainst(kind, dragon)?.name).toBe('timing chain on a belt engine');
  const zs: CarFacts = { ...TOURNEO, make: 'MG', typeName: 'ZS - 1.0L T-GDI', ccm: 999, kw: 82, typeStart: 2023, generationStart: 2023, generation: 'MG ZS' };
  expect(timingDriveOf(zs)?.drive).toBe('wet belt');
  expect(kindFits('Steuerkettensatz', zs)).toBe(false);
  const zs15: CarFacts = { ...zs, typeName: 'ZS - 1.5L VTI-Tech', ccm: 1498, kw: 78 };
  expect(timingDriveOf(zs15)?.drive).toBe('chain');
  expect(kindFits('Zahnriemensatz', zs15)).toBe(false);
});

test('the Astra K\'s 1.2 Turbo of 2019 is GM\'s own three-cylinder, as the vehicle base names it: its belt in oil is not the PureTech\'s', () => {
  const [header, ...lines] = fs.readFileSync(path.join(__dirname, '../../../../reference-data/vehicle-base/vehicle-types.csv'), 'utf8').trim().split('\n');
  const columns = header!.split(',');
  const rows = lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i]!, value])));
  const astraK = rows.find((row) => row.generation === 'Astra K' && row.engine === '1.2 Turbo')!;
  expect(astraK.engine_code).toMatch(/^[DF]12SH[LT]$/);
  const astraKCar: CarFacts = { ...ASTRA, typeName: '1.2 Turbo', engineCode: astraK.engine_code!, ccm: 1199, kw: 81, typeStart: 2019, generationStart: 2015, generation: 'Opel Astra K (B16)', platform: 'D2XX', engine: `petrol/${astraK.engine_code}` };
  const corsaF: CarFacts = { ...astraKCar, engineCode: '', typeStart: 2019, generationStart: 2019, generation: 'Opel Corsa F (P2JO)', platform: 'CMP', engine: 'Opel Corsa F (P2JO)/1.2 Turbo/74' };
  expect(timingDriveOf(astraKCar)?.drive).toBe('wet belt');
  expect(timingBeltEngineOf(astraKCar)).not.toBe(timingBeltEngineOf(corsaF));
  expect([psaOrGmBuilt(astraKCar), psaOrGmBuilt(corsaF), psaOrGmBuilt({ ...astraKCar, generation: 'Opel Insignia B (Z18)', generationStart: 2017 }), psaOrGmBuilt({ ...corsaF, make: 'Peugeot' }), psaOrGmBuilt({ ...corsaF, make: 'VW' })])
    .toEqual(['GM', 'PSA', 'GM', 'PSA', null]);
});

test('the Mondeo V 2.0 EcoBlue of 140 kW is sold with the 8-speed automatic only: no clutch kit; the 110 kW keeps its manual', () => {
  const mondeo: CarFacts = { ...GOLF, make: 'Ford', typeName: '2.0 EcoBlue', engineCode: '', ccm: 1995, kw: 140, typeStart: 2018, generationStart: 2014, generation: 'Ford Mondeo V (CD391)', platform: 'Ford CD4', engine: 'Ford/diesel/1995' };
  expect(automaticOnlyType(mondeo)).toBeDefined();
  for (const kind of ['Kupplungssatz', 'Kupplungsscheibe', 'Zweimassenschwungrad']) expect(kindFits(kind, mondeo)).toBe(false);
  expect(kindFits('Kupplungssatz', { ...mondeo, kw: 110 })).toBe(true);
  expect(kindFits('Kupplungssatz', { ...mondeo, typeName: '2.0 TDCi', kw: 132 })).toBe(true);
});

test('the Prince petrols by their own codes (EP3, EP6C, EP6CDT of the C3 II and 208 I) run a chain: no belt kit', () => {
  const prince = (engineCode: string, ccm: number) => ({ ...ASTRA, make: 'Peugeot', typeName: '1.6 VTi 120', engineCode, ccm, generation: 'Peugeot 208 I (CA)', platform: 'PSA PF1', engine: `petrol/${engineCode}` });
  for (const [engineCode, ccm] of [['EP3', 1397], ['EP6C', 1598], ['EP6CDT', 1598], ['EP6DT', 1598], ['EP6FDT', 1598]] as const) {
    const car = prince(engineCode, ccm);
    expect(timingDriveOf(car)?.drive).toBe('chain');
    for (const kind of BELT_KITS) expect(ruleAgainst(kind, car)?.name).toBe('timing belt on a chain engine');
    expect(kindFits('Steuerkettensatz', car)).toBe(true);
  }
});

test('PSA\'s DW10 by its own codes (the 308 II\'s 2.0 BlueHDi DW10FC/FD) and Opel\'s 1.6 Turbo Z16LER run a belt: no chain kit', () => {
  const dw10 = (engineCode: string) => ({ ...GOLF, make: 'Peugeot', typeName: '2.0 BlueHDi 150', engineCode, ccm: 1997, generation: 'Peugeot 308 II (T9)', platform: 'EMP2', engine: `diesel/${engineCode}` });
  const opc = { ...ASTRA, typeName: '1.6 Turbo OPC', engineCode: 'Z16LER', ccm: 1598, kw: 141, generation: 'Opel Corsa D (S07)', platform: 'GM SCCS', engine: 'petrol/Z16LER' };
  for (const car of [dw10('DW10FC'), dw10('DW10FD'), dw10('DW10BTED4'), opc, { ...opc, engineCode: 'Z16LET' }, { ...opc, engineCode: 'A16LER' }]) {
    expect(timingDriveOf(car)?.drive).toBe('belt');
    for (const kind of CHAIN_KITS) expect(ruleAgainst(kind, car)?.name).toBe('timing chain on a belt engine');
    expect(kindFits('Zahnriemensatz', car)).toBe(true);
  }
});

test('the EA111 1.4 16V MPI from 2006 (BUD, CGGA, CGGB) runs a chain, the BCA, BKY and BXW before it a belt', () => {
  for (const engineCode of ['BUD', 'CGGA', 'CGGB']) {
    const car = { ...ASTRA, make: 'VW', typeName: '1.4', engineCode, ccm: 1390, kw: 59, generation: 'VW Polo V (6R1)', engine: `petrol/${engineCode}` };
    expect(timingDriveOf(car)?.drive).toBe('chain');
    expect(kindFits('Zahnriemensatz', car)).toBe(false);
    expect(ruleAgainst('Zahnriemensatz', car)?.name).toBe('timing belt on a chain engine');
  }
  for (const engineCode of ['BCA', 'BKY', 'BXW']) expect(timingDriveOf({ ...ASTRA, make: 'VW', typeName: '1.4', engineCode, ccm: 1390, kw: 55, generation: 'VW Polo IV (9N)' })?.drive).toBe('belt');
});

test('the engines the base lists with both kinds of kit get one drive: F4R a belt, B16SHT and the uncoded Astra K 1.6 CDTI a chain, B14XE a belt in oil', () => {
  expect(timingDriveOf({ ...ASTRA, make: 'Renault', engineCode: 'F4R', ccm: 1998, generation: 'Renault Clio III (BR0)' })?.drive).toBe('belt');
  expect(timingDriveOf({ ...ASTRA, engineCode: 'B16SHT', ccm: 1598, generation: 'Opel Astra K (B16)' })?.drive).toBe('chain');
  expect(timingDriveOf({ ...ASTRA, engineCode: 'B14XE', ccm: 1399, generation: 'Opel Astra K (B16)' })?.drive).toBe('wet belt');
  const astraK = { ...ASTRA, fuel: 'diesel' as const, typeName: '1.6 CDTI', ccm: 1598, kw: 70, generation: 'Opel Astra K (B16)' };
  expect(timingDriveOf({ ...astraK, engineCode: '' })?.drive).toBe('chain');
  expect(timingDriveOf({ ...astraK, engineCode: 'B16DTE', kw: 81 })?.drive).toBe('chain');
});

test('the W205 C 250 and C 300 (M274, 155 and 180 kW) were sold with the automatic only: no clutch kit, flywheel or shift cable; the C 200 and C 220 d keep their manual', () => {
  const w205: CarFacts = { ...GOLF, make: 'Mercedes-Benz', fuel: 'petrol', typeName: 'C 250', engineCode: '', ccm: 1991, kw: 155, typeStart: 2014, generationStart: 2014, generation: 'Mercedes-Benz C-Klasse W205', platform: 'MRA', engine: 'Mercedes-Benz/petrol/1991' };
  for (const car of [w205, { ...w205, typeName: 'C 300', kw: 180, typeStart: 2015 }]) {
    expect(automaticOnlyType(car)?.types).toMatch(/C 250 and C 300/);
    for (const kind of ['Kupplungssatz', 'Kupplungsscheibe', 'Zweimassenschwungrad', 'Kupplungsnehmerzylinder', 'Schaltseil']) expect(kindFits(kind, car)).toBe(false);
    expect(ruleAgainst('Kupplungssatz', car)?.name).toBe('clutch part on an automatic-only type');
  }
  expect(kindFits('Kupplungssatz', { ...w205, typeName: 'C 200', kw: 135 })).toBe(true);
  expect(kindFits('Kupplungssatz', { ...w205, fuel: 'diesel', typeName: 'C 220 d', ccm: 2143, kw: 125 })).toBe(true);
  // The E-Klasse W212 E 250 CDI of 150 kW had a manual six-speed: it keeps its clutch.
  expect(automaticOnlyType({ ...w205, fuel: 'diesel', typeName: 'E 250 CDI', ccm: 2143, kw: 150, typeStart: 2009, generationStart: 2009, generation: 'Mercedes-Benz E-Klasse W212' })).toBeUndefined();
});

test('a single-cam head (two valves a cylinder, or a pump-nozzle TDI) has one camshaft without a side; a twin-cam head an intake and an exhaust one', () => {
  const PASSAT_BMR: CarFacts = { ...GOLF, typeName: '2.0 TDI', engineCode: 'BMR', kw: 125, typeStart: 2005, generationStart: 2005, generation: 'VW Passat B6 (3C2)', platform: 'PQ46', engine: 'diesel/BMR' };
  const single: CarFacts[] = [PASSAT_BMR, ...['BKD', 'BMM', 'BKC', 'BXE', 'BLS', 'BNV'].map((engineCode) => ({ ...PASSAT_BMR, engineCode })),
    ...['K9K', 'DV6FC', '9HP', '8HR'].map((engineCode) => ({ ...TRAFIC, engineCode, ccm: 1461 })),
    { ...ASTRA, make: 'Fiat', engineCode: '169A4000', ccm: 1242 }, { ...ASTRA, make: 'VW', engineCode: 'BBM', ccm: 1198 }, { ...ASTRA, make: 'VW', engineCode: 'CBZB', ccm: 1197 }, { ...ASTRA, make: 'Renault', engineCode: 'D4F', ccm: 1149 }];
  for (const car of single) {
    expect([car.engineCode, camshaftsOf(car)]).toEqual([car.engineCode, 1]);
    const criteria = PART_TYPES.Nockenwelle!.criteria({ draw: () => 0.3, own: () => 0.3, step: 2, engine: 0.42, position: null, car });
    expect(criteria.map((c) => c.key)).toEqual(['length']);
  }
  // The common-rail TDIs (EA189, EA288), the 16V petrols and the DOHC diesels have two camshafts.
  for (const car of [GOLF, { ...GOLF, engineCode: 'CAYC', ccm: 1598 }, ASTRA, I30, FOCUS, { ...TRAFIC, engineCode: '9HZ', ccm: 1560 }, { ...ASTRA, engineCode: 'CAXA', make: 'VW', ccm: 1390 }, { ...GOLF, make: 'Hyundai', engineCode: 'D4FB', ccm: 1582 }, { ...GOLF, make: 'Audi', engineCode: 'AKE', ccm: 2496 }]) {
    expect([car.engineCode, camshaftsOf(car)]).toEqual([car.engineCode, 2]);
    const criteria = PART_TYPES.Nockenwelle!.criteria({ draw: () => 0.3, own: () => 0.3, step: 2, engine: 0.42, position: null, car });
    expect(criteria.map((c) => c.key)).toEqual(['valve_side', 'length']);
  }
});
