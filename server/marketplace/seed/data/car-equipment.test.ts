/** Which kinds of part a car has a place for: the cars a parts-trade judge found listed with parts they cannot take. */
import fs from 'node:fs';
import path from 'node:path';
import { REAR_DOOR_KINDS, egrOperationOf, egrWithConnector, factoryRearDrumMm, injectionSystemsOfEngines, vwPumpNozzle, ignitionCoilOf, lampTechnologyOf, panelMaterialOf, rearCoilSprings, rearDoors, separateMasterCylinder } from './car-equipment';
import { carCriteria, injectionOf } from './car-criteria';
import { fitmentKey } from './fitment-rules';
import { boreMm } from './engine-sizes';
import { makeDiscSize } from './brake-sizes';
import { kindFits, oilFilterCartridge, fuelFilterInTank, type CarFacts } from './fitment-rules';
import { listedCarFacts, listedPlatformOf } from './listed-car-facts';
import { PART_TYPES, servoPumpOperationOf } from './part-types';

const BASE: CarFacts = {
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.6', engineCode: '', ccm: 1598, kw: 85, typeStart: 2008, generationStart: 2008, platform: 'PQ35', engine: 'petrol/x', generation: 'VW Golf VI (5K1)',
  frontDiscMm: 280, rearDiscMm: 253, rearDrumMm: 0, wipersMm: [600, 400], batteryAh: 60, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 504.00',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });
/** A current-market (ADEME) car: its sizes and lamp from its make, generation and power. */
const listed = (make: string, generation: string, fuel: 'petrol' | 'diesel', kw: number, ccm: number, typeName: string): CarFacts =>
  ({ ...BASE, ...listedCarFacts({ make, generation, fuel, kw, ccm }), make, generation, fuel, kw, ccm, typeName, engineCode: '', typeStart: 2023, generationStart: 2023 });

const PEUGEOT_206_HDI = car({ make: 'Peugeot', fuel: 'diesel', typeName: '1.4 HDi', engineCode: '8HX', ccm: 1398, typeStart: 2001, generationStart: 1998, platform: 'PF1', generation: 'Peugeot 206 (2A)', rearDiscMm: 0, rearDrumMm: 180 });
const PEUGEOT_308_VTI = car({ make: 'Peugeot', typeName: '1.6 VTi 120', engineCode: '5FW', ccm: 1598, typeStart: 2007, generationStart: 2007, platform: 'PF2', generation: 'Peugeot 308 I (4A)' });
const FIESTA_VI_14 = car({ make: 'Ford', typeName: '1.4', ccm: 1388, typeStart: 2008, generationStart: 2008, platform: 'Ford/B', generation: 'Ford Fiesta VI (JA8)' });
const FIESTA_VI_125 = car({ ...FIESTA_VI_14, typeName: '1.25', ccm: 1242 });
const PASSAT_B6_FSI = car({ typeName: '1.6 FSI', engineCode: 'BLF', typeStart: 2005, generationStart: 2005, platform: 'PQ46', generation: 'VW Passat B6 (3C2)' });
const E_250_CDI = car({ make: 'Mercedes-Benz', fuel: 'diesel', typeName: 'E 250 CDI', engineCode: 'OM651', ccm: 2143, typeStart: 2009, generationStart: 2009, platform: 'W212', generation: 'Mercedes-Benz E-Klasse W212' });
const FOCUS_II_18 = car({ make: 'Ford', typeName: '1.8', engineCode: 'QQDB', ccm: 1798, typeStart: 2004, generationStart: 2004, platform: 'C1', generation: 'Ford Focus II (DA3)' });
const FOCUS_III_TIVCT = car({ make: 'Ford', typeName: '1.6 Ti-VCT', ccm: 1596, typeStart: 2010, generationStart: 2010, platform: 'C1', generation: 'Ford Focus III (DYB)' });
const QASHQAI_J10 = car({ make: 'Nissan', fuel: 'diesel', typeName: '1.5 dCi', engineCode: 'K9K', ccm: 1461, typeStart: 2007, generationStart: 2007, platform: 'Nissan/C', generation: 'Nissan Qashqai J10' });

test('a listed 2023 car of a generation with LED low beam takes no H7 bulb, whatever its power; a car whose lamp is not known takes no bulb', () => {
  const u06 = listed('BMW', 'BMW 2er', 'petrol', 100, 1499, '225e xDrive Active Tourer');
  const scala = listed('Skoda', 'Skoda Scala', 'petrol', 81, 999, 'Scala 1.0 TSI Ambition');
  expect([u06.headlamp, scala.headlamp]).toEqual(['LED', 'LED']);
  expect([kindFits('Glühlampe Hauptscheinwerfer', u06), kindFits('Glühlampe Hauptscheinwerfer', scala)]).toEqual([false, false]);
  // Not known which lamp it has (the Sandero III's low beam is LED on most trims): no bulb is offered for it.
  expect(listed('Dacia', 'Dacia Sandero', 'petrol', 67, 999, 'Sandero 1.0 TCe').headlamp).toBe('');
  expect([listed('Peugeot', 'Peugeot 508', 'petrol', 96, 1199, '508 1.2 PureTech').headlamp, listed('Mazda', 'Mazda 3', 'petrol', 90, 1998, 'MAZDA3 E-SKYACTIV G').headlamp]).toEqual(['LED', 'LED']);
  // An older BMW generation without a lamp fact: halogen or the optional xenon, not known, so no bulb either.
  expect(listedCarFacts({ make: 'BMW', generation: 'BMW 1er E87', fuel: 'petrol', kw: 85, ccm: 1596, generationStart: 2004 }).headlamp).toBe('');
});

test('a twist-beam rear axle (Peugeot 206) takes no rear coupling rod; its front ones and a Golf\'s or a BMW\'s rear ones it does', () => {
  expect(kindFits('Koppelstange', PEUGEOT_206_HDI, 'rear')).toBe(false);
  expect(kindFits('Koppelstange', PEUGEOT_206_HDI, 'front')).toBe(true);
  expect(kindFits('Koppelstange', car({}), 'rear')).toBe(true);
  expect(kindFits('Koppelstange', car({ make: 'BMW', generation: 'BMW 3er E90', platform: 'E90' }), 'rear')).toBe(true);
});

test('a Golf VII splits its rear axle by power: the 1.6 TDI of 81 kW has a twist beam, the 2.0 TDI of 110 kW and a 4Motion the multi-link axle', () => {
  const golf = (kw: number, typeName: string) => car({ make: 'VW', generation: 'VW Golf VII (5G1)', platform: 'MQB', kw, typeName });
  expect(kindFits('Koppelstange', golf(81, '1.6 TDI'), 'rear')).toBe(false);
  expect(kindFits('Koppelstange', golf(110, '2.0 TDI'), 'rear')).toBe(true);
  expect(kindFits('Koppelstange', golf(81, '1.6 TDI 4Motion'), 'rear')).toBe(true);
  expect(kindFits('Koppelstange', car({ make: 'Skoda', generation: 'Skoda Octavia III (5E3)', platform: 'MQB', kw: 110, typeName: '2.0 TDI' }), 'rear')).toBe(false);
});

test('no EGR valve on the EP6 or an aspirated petrol; a diesel\'s EGR valve is worked as its engine\'s is (the OM651\'s electrically)', () => {
  expect(kindFits('AGR-Ventil', PEUGEOT_308_VTI)).toBe(false);
  expect(kindFits('AGR-Ventil', car({ make: 'Peugeot', typeName: '1.6 THP 156', engineCode: '5FV', generation: 'Peugeot 3008 I (0U)' }))).toBe(false);
  expect(kindFits('AGR-Ventil', FIESTA_VI_14)).toBe(false);
  expect(kindFits('AGR-Ventil', E_250_CDI)).toBe(true);
  expect(kindFits('AGR-Ventil', car({ make: 'Opel', typeName: '1.6', engineCode: 'Z16XEP', generation: 'Opel Astra H (A04)' }))).toBe(true);
  expect(egrOperationOf(E_250_CDI)).toBe('electric');
  expect(egrOperationOf(car({ fuel: 'diesel', typeName: '1.9 TDI', engineCode: 'BKC' }))).toBe('pneumatic');
});

test('a vacuum-worked EGR valve (the 2.0 TDI PD BKD\'s) states no connector; an electric one (the OM651\'s) its engine\'s pins', () => {
  const golfBkd = car({ fuel: 'diesel', typeName: '2.0 TDI', engineCode: 'BKD', ccm: 1968, typeStart: 2004, generationStart: 2003, platform: 'PQ35', generation: 'VW Golf V (1K1)' });
  expect(egrOperationOf(golfBkd)).toBe('pneumatic');
  expect(egrWithConnector('pneumatic')).toBe(false);
  expect(carCriteria('AGR-Ventil', golfBkd, null)).toEqual([]);
  expect(carCriteria('AGR-Ventil', E_250_CDI, null).map(([key]) => key)).toEqual(['connector_pins']);
  for (const own of [0, 0.5, 0.99]) {
    const input = { draw: () => own, own: () => own, step: 3, engine: own, position: null, car: golfBkd };
    expect(PART_TYPES['AGR-Ventil']!.criteria(input)).toEqual([{ key: 'operation', value: 'pneumatic' }]);
    expect(PART_TYPES['AGR-Ventil']!.criteria({ ...input, car: E_250_CDI }).map((c) => c.key)).toEqual(['operation', 'connector_pins']);
    // Drawn for no car: a pneumatic valve without pins, an electric one with them.
    const drawn = PART_TYPES['AGR-Ventil']!.criteria({ ...input, car: null });
    expect(drawn.some((c) => c.key === 'connector_pins')).toBe(drawn.find((c) => c.key === 'operation')?.value === 'electric');
  }
});

test('exhaust-gas temperature sensors on diesels and charged petrols with a particulate filter, not on an aspirated Fiesta 1.4 or a 1.4 TSI of 2008', () => {
  expect(kindFits('Abgastemperatursensor', FIESTA_VI_14)).toBe(false);
  expect(kindFits('Abgastemperatursensor', E_250_CDI)).toBe(true);
  // A charged petrol without a particulate filter has none; one approved with it (2018 on) has.
  expect(kindFits('Abgastemperatursensor', car({ typeName: '1.4 TSI', engineCode: 'CAXA' }))).toBe(false);
  // Of the petrols with a particulate filter only the systems that measure there: a 1.3 TCe, not a 1.5 TSI EA211 evo.
  expect(kindFits('Abgastemperatursensor', car({ make: 'Renault', typeName: '1.3 TCe 140', engineCode: 'H5H', ccm: 1332, typeStart: 2019 }))).toBe(true);
  expect(kindFits('Abgastemperatursensor', car({ typeName: '1.5 TSI', engineCode: 'DADA', typeStart: 2019 }))).toBe(false);
});

test('ignition leads where a coil pack has them (Fiesta 1.25 Sigma), not on a coil-on-plug FSI; a pencil coil only on coil-on-plug engines', () => {
  expect(kindFits('Zündkabelsatz', PASSAT_B6_FSI)).toBe(false);
  expect(kindFits('Zündkabelsatz', FIESTA_VI_125)).toBe(true);
  expect(ignitionCoilOf(FIESTA_VI_125)).toBe('block');
  expect(ignitionCoilOf(PASSAT_B6_FSI)).toBe('pencil');
  // Distributors: no engine of the base has one.
  expect(kindFits('Zündverteiler', FIESTA_VI_125)).toBe(false);
});

test('no fuel pump relay on generations with a pump control module, no ignition lock on push-button ones', () => {
  const f30 = car({ make: 'BMW', generation: 'BMW 3er F30', generationStart: 2012, typeName: '320d', fuel: 'diesel' });
  const countryman = listed('Mini', 'Mini Countryman', 'petrol', 100, 1499, 'Countryman Cooper');
  const w247 = car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz B-Klasse W247', generationStart: 2018, typeName: 'B 180 d', fuel: 'diesel' });
  const v167 = listed('Mercedes-Benz', 'Mercedes-Benz GLE', 'diesel', 200, 1993, 'GLE 300 d 4MATIC');
  for (const modern of [f30, countryman, w247]) expect(kindFits('Relais Kraftstoffpumpe', modern)).toBe(false);
  for (const button of [countryman, v167, f30]) expect(kindFits('Zündschloss', button)).toBe(false);
  expect([kindFits('Relais Kraftstoffpumpe', PEUGEOT_206_HDI), kindFits('Zündschloss', PEUGEOT_206_HDI)]).toEqual([true, true]);
});

test('no steering filter on electric steering (Qashqai J10); a Focus II\'s steering pump is an electric unit', () => {
  expect(kindFits('Hydraulikfilter Lenkung', QASHQAI_J10)).toBe(false);
  expect(kindFits('Servopumpe', QASHQAI_J10)).toBe(false);
  expect(kindFits('Servopumpe', FOCUS_II_18)).toBe(true);
  expect(servoPumpOperationOf(FOCUS_II_18)).toBe('electric');
  expect(servoPumpOperationOf(car({ make: 'Audi', generation: 'Audi A4 B7 (8EC)', platform: 'B7', generationStart: 2004 }))).toBe('hydraulic');
});

test('no in-line fuel filter on a Focus II or III petrol, an E60 523i, a Qashqai J10 2.0 or a Polo V 1.0 MPI of 2014 (in the tank); a 206 1.4 and a Logan I keep one', () => {
  expect(fuelFilterInTank(FOCUS_III_TIVCT)).toBe(true);
  expect(kindFits('Kraftstofffilter', FOCUS_III_TIVCT)).toBe(false);
  expect(kindFits('Kraftstofffilter', FOCUS_II_18)).toBe(false);
  expect(kindFits('Kraftstofffilter', car({ make: 'BMW', generation: 'BMW 5er E60', generationStart: 2003, typeStart: 2005, typeName: '523i', engineCode: 'N52B25' }))).toBe(false);
  expect(kindFits('Kraftstofffilter', car({ make: 'Nissan', generation: 'Nissan Qashqai J10', generationStart: 2007, typeName: '2.0', engineCode: 'MR20DE' }))).toBe(false);
  expect(kindFits('Kraftstofffilter', car({ generation: 'VW Polo V (6R1)', generationStart: 2009, typeStart: 2014, typeName: '1.0', engineCode: 'CHYB' }))).toBe(false);
  expect(kindFits('Kraftstofffilter', car({ make: 'Peugeot', generation: 'Peugeot 206 (2A)', generationStart: 1998, typeStart: 2003, typeName: '1.4', engineCode: 'KFW' }))).toBe(true);
  expect(kindFits('Kraftstofffilter', car({ make: 'Dacia', generation: 'Dacia Logan I', generationStart: 2004, typeStart: 2004, typeName: '1.4 MPI' }))).toBe(true);
});

test('hand-built cars take no aftermarket coupling rods or dampers; a Panamera does', () => {
  const monza = car({ make: 'Ferrari', generation: 'Ferrari Monza', typeName: 'Monza SP2', fuel: 'petrol' });
  const gt3 = car({ make: 'Porsche', generation: 'Porsche 911', typeName: '911 GT3 PACK TOURING' });
  for (const exotic of [monza, gt3]) expect([kindFits('Koppelstange', exotic, 'front'), kindFits('Stoßdämpfer', exotic, 'front')]).toEqual([false, false]);
  expect(kindFits('Stoßdämpfer', car({ make: 'Porsche', generation: 'Porsche Panamera', typeName: 'Panamera 4' }), 'front')).toBe(true);
});

test('oil filters by engine family: EP6, Toyota ZR and Opel B16DT take a cartridge', () => {
  expect(oilFilterCartridge(listed('Peugeot', 'Peugeot 308 III (P5)', 'petrol', 165, 1598, '1.6 Hybrid 225'))).toBe(true);
  expect(oilFilterCartridge(car({ make: 'Toyota', typeName: '1.8 Hybrid', engineCode: '2ZR-FXE', ccm: 1798 }))).toBe(true);
  expect(oilFilterCartridge(car({ make: 'Opel', fuel: 'diesel', typeName: '1.6 CDTI', engineCode: 'B16DTH', ccm: 1598 }))).toBe(true);
});

describe('the classes of a trade judge\'s 60k reading: kinds a car has no place for', () => {
  const fits = (kind: string, facts: Partial<CarFacts>, position: 'front' | 'rear' | null = null) => kindFits(kind, car(facts), position);
  const WEAR = 'Verschleißanzeige Bremsbeläge';

  test('pad-wear sensors only where the make fits them: no rear one on PSA, none on a Focus II or a Kia Ceed', () => {
    expect(fits(WEAR, { make: 'Peugeot', generation: 'Peugeot 2008 I' }, 'rear')).toBe(false);
    expect(fits(WEAR, { make: 'Peugeot', platform: 'PF1', generation: 'Peugeot 2008 I' }, 'front')).toBe(true);
    expect(fits(WEAR, FOCUS_II_18, 'front')).toBe(false);
    expect(fits(WEAR, { make: 'Kia', generation: 'Kia Ceed CD' }, 'rear')).toBe(false);
    expect([fits(WEAR, { make: 'BMW', platform: 'BMW 3er F30', generation: 'BMW 3er F30' }, 'rear'), fits(WEAR, { make: 'Audi', platform: 'MLB', generation: 'Audi A4 B8 (8K2)' }, 'rear'), fits(WEAR, { platform: 'MQB', generation: 'VW Golf VII (5G1)' }, 'front'), fits(WEAR, {}, 'front')]).toEqual([true, true, true, false]);
  });

  test('no coil spring on a car sprung by air as standard: the Cayenne Turbo, not the Cayenne', () => {
    const cayenne = { make: 'Porsche', generation: 'Porsche Cayenne', generationStart: 2023 };
    expect(fits('Fahrwerksfeder', { ...cayenne, typeName: 'Cayenne Turbo GT' }, 'rear')).toBe(false);
    expect(fits('Fahrwerksfeder', { ...cayenne, typeName: 'Cayenne Turbo S-Phev' }, 'front')).toBe(false);
    expect(fits('Fahrwerksfeder', { ...cayenne, typeName: 'Cayenne' }, 'front')).toBe(true);
    expect(fits('Fahrwerksfeder', { make: 'Mercedes-Benz', generation: 'Mercedes-Benz S-Klasse W223' }, 'front')).toBe(false);
  });

  test('camshaft drives by engine family: Renault\'s H4D, H5H and H4M have a chain, the K9K and K4M a belt', () => {
    const renault = (engineCode: string, typeName: string, fuel: 'petrol' | 'diesel' = 'petrol') => ({ make: 'Renault', fuel, engineCode, typeName, generation: 'Renault Clio V', generationStart: 2019 });
    for (const [code, name] of [['H4D', '1.0 TCe 100'], ['H5H', '1.3 TCe 130'], ['H4M', '1.6 SCe 115'], ['H5F', '1.2 TCe 125']]) {
      expect({ code, belt: fits('Zahnriemensatz', renault(code!, name!)), chain: fits('Steuerkettensatz', renault(code!, name!)) }).toEqual({ code, belt: false, chain: true });
    }
    expect(fits('Zahnriemensatz', renault('K9K', '1.5 dCi 90', 'diesel'))).toBe(true);
    expect(fits('Zahnriemensatz', renault('K4M', '1.6 16V 105'))).toBe(true);
  });

  test('no alternator, regulator or freewheel on a starter-generator: a GLE 300 d of 2023, a mild or plug-in hybrid', () => {
    const gle = { make: 'Mercedes-Benz', fuel: 'diesel' as const, hybridDrive: 'hybrid' as const, typeName: 'GLE 300 d 4MATIC', generation: 'Mercedes-Benz GLE', generationStart: 2023, typeStart: 2023 };
    for (const kind of ['Lichtmaschine', 'Generatorregler', 'Generatorfreilauf']) expect({ kind, fits: fits(kind, gle) }).toEqual({ kind, fits: false });
    expect(fits('Generatorregler', { ...gle, hybridDrive: 'none', typeName: 'GLE 400 d 4MATIC' })).toBe(false);
    expect(fits('Generatorregler', E_250_CDI)).toBe(true);
    expect(fits('Lichtmaschine', { hybridDrive: 'plug-in', typeName: '1.4 GTE' })).toBe(false);
  });

  test('ABS rings only on generations with a toothed ring, not on encoder bearings (Ibiza V, W177, an ID.3)', () => {
    expect(fits('ABS-Ring', { make: 'Seat', generation: 'Seat Ibiza V', platform: 'MQB-A0', generationStart: 2017 })).toBe(false);
    expect(fits('ABS-Ring', { make: 'Mercedes-Benz', generation: 'Mercedes-Benz A-Klasse W177', generationStart: 2018 })).toBe(false);
    expect(fits('ABS-Ring', { fuel: 'electric', generation: 'VW ID.3', generationStart: 2023 })).toBe(false);
    expect(fits('ABS-Ring', BASE)).toBe(false);
    expect(fits('ABS-Ring', PEUGEOT_206_HDI)).toBe(true);
  });

  test('rear drums the trade knows where the base has no rear brake: Corsa D 1.4 and Duster I and II', () => {
    expect(factoryRearDrumMm({ make: 'Opel', generation: 'Opel Corsa D', typeName: '1.4' })).toBe(200);
    expect(factoryRearDrumMm({ make: 'Opel', generation: 'Opel Corsa D', typeName: '1.6 OPC' })).toBeNull();
    expect(factoryRearDrumMm({ make: 'Dacia', generation: 'Dacia Duster II', typeName: '1.6 SCe 115' })).toBe(228);
    expect(factoryRearDrumMm({ make: 'Dacia', generation: 'Dacia Duster I', typeName: '1.5 dCi 110 4x4' })).toBe(228);
    expect(factoryRearDrumMm({ make: 'VW', generation: 'VW Golf VII', typeName: '2.0 TDI' })).toBeNull();
  });

  test('no in-line fuel filter on Opel\'s A14XER or a Yaris II 1.3: their filter sits in the tank', () => {
    expect(fuelFilterInTank(car({ make: 'Opel', typeName: '1.4', engineCode: 'A14XER', generation: 'Opel Corsa D', generationStart: 2006, typeStart: 2010 }))).toBe(true);
    expect(fuelFilterInTank(car({ make: 'Toyota', typeName: '1.3 VVT-i', engineCode: '2SZ-FE', generation: 'Toyota Yaris II', generationStart: 2005 }))).toBe(true);
    expect(fuelFilterInTank(car({ make: 'Opel', typeName: '1.6', engineCode: 'Z16SE', generation: 'Opel Astra G', generationStart: 1998 }))).toBe(false);
  });

  test('no ignition lock on a push-button start: an A3 8Y, a CR-V of 2023; an A3 8P keeps its key', () => {
    expect(fits('Zündschloss', { make: 'Audi', generation: 'Audi A3 8Y', generationStart: 2020 })).toBe(false);
    expect(fits('Zündschloss', { make: 'Honda', generation: 'Honda CR-V', generationStart: 2023 })).toBe(false);
    expect(fits('Zündschloss', { make: 'Audi', generation: 'Audi A3 8P', generationStart: 2003 })).toBe(true);
  });

  test('no separate daytime lamp on a BMW 1er F40 or an LED headlamp; no brake-light switch on an ID.3; no steering filter on a PSA 1.6 HDi', () => {
    expect(fits('Tagfahrleuchte', { make: 'BMW', generation: 'BMW 1er F40', generationStart: 2019 })).toBe(false);
    expect(fits('Tagfahrleuchte', { headlamp: 'LED' })).toBe(false);
    expect(fits('Tagfahrleuchte', { generationStart: 2014 })).toBe(true);
    // A 206 (1998) left the factory without daytime running lamps.
    expect(fits('Tagfahrleuchte', { make: 'Peugeot', generation: 'Peugeot 206 (2A)', generationStart: 1998 })).toBe(false);
    expect(fits('Bremslichtschalter', { fuel: 'electric', generation: 'VW ID.3', generationStart: 2023 })).toBe(false);
    expect(fits('Bremslichtschalter', {})).toBe(true);
    expect(fits('Hydraulikfilter Lenkung', { ...PEUGEOT_206_HDI, typeName: '1.6 HDi 90', generationStart: 1998 })).toBe(false);
    expect(fits('Hydraulikfilter Lenkung', { make: 'Audi', generation: 'Audi A4 B7', platform: 'PL46', generationStart: 2004 })).toBe(true);
  });
});

test('a viscous fan only on a longitudinal six before BMW\'s N engines (E60 530d M57) and the vans; Audi\'s B7 and C6 V6s, the BMW N47, B47 and N52 and the OM651 cool electrically', () => {
  const bmw = (generation: string, typeName: string, engineCode: string, ccm: number, generationStart: number) =>
    car({ make: 'BMW', fuel: 'diesel', generation, platform: generation, typeName, engineCode, ccm, generationStart, typeStart: generationStart });
  for (const [generation, start] of [['BMW 1er E87 (E81)', 2004], ['BMW 3er E90', 2005], ['BMW 5er E60', 2003], ['BMW 5er F10', 2010], ['BMW 1er F20', 2011], ['BMW X3 F25', 2010], ['BMW X1 E84', 2009]] as const) {
    expect({ generation, n47: kindFits('Visko-Kupplung', bmw(generation, '120d', 'N47D20', 1995, start)) }).toEqual({ generation, n47: false });
  }
  expect(kindFits('Visko-Kupplung', bmw('BMW 5er F10', '520d', 'B47D20', 1995, 2010))).toBe(false);
  expect(kindFits('Visko-Kupplung', bmw('BMW 5er E60', '530d', 'M57D30', 2993, 2003))).toBe(true);
  // The N52 six cools by an electric fan, as every BMW N and B engine does.
  expect(kindFits('Visko-Kupplung', car({ make: 'BMW', generation: 'BMW 5er E60', typeName: '523i', engineCode: 'N52B25', ccm: 2497, generationStart: 2003 }))).toBe(false);
  // Audi's C6 and B7 cool with electric fans, their V6 petrols and TDIs alike.
  expect(kindFits('Visko-Kupplung', car({ make: 'Audi', generation: 'Audi A6 C6 (4F2)', platform: 'Audi/C6', typeName: '2.4', engineCode: 'BDW', ccm: 2393, generationStart: 2004 }))).toBe(false);
  expect(kindFits('Visko-Kupplung', E_250_CDI)).toBe(false);
});

test('no in-line fuel filter on the petrols that filter in the tank: Polo V 1.0 MPI, E60 523i, Focus II 1.6, Qashqai J10 2.0, Astra H 1.6; the older port-injected Golf IV keeps one', () => {
  const petrols = [
    car({ typeName: '1.0', engineCode: 'CHYB', ccm: 999, typeStart: 2014, generationStart: 2009, generation: 'VW Polo V (6R1)' }),
    car({ make: 'BMW', typeName: '523i', engineCode: 'N52B25', ccm: 2497, typeStart: 2005, generationStart: 2003, generation: 'BMW 5er E60' }),
    car({ make: 'Ford', typeName: '1.6', engineCode: 'HWDA', ccm: 1596, typeStart: 2004, generationStart: 2004, generation: 'Ford Focus II (DA3)' }),
    car({ make: 'Nissan', typeName: '2.0', engineCode: 'MR20DE', ccm: 1997, typeStart: 2007, generationStart: 2007, generation: 'Nissan Qashqai J10' }),
    car({ make: 'Opel', typeName: '1.6', engineCode: 'Z16XEP', ccm: 1598, typeStart: 2004, generationStart: 2004, generation: 'Opel Astra H (A04)' }),
  ];
  for (const petrol of petrols) expect({ type: petrol.generation, fits: kindFits('Kraftstofffilter', petrol) }).toEqual({ type: petrol.generation, fits: false });
  expect(kindFits('Kraftstofffilter', car({ typeName: '1.6', engineCode: 'AKL', typeStart: 1998, generationStart: 1997, generation: 'VW Golf IV (1J1)' }))).toBe(true);
  expect(kindFits('Kraftstofffilter', QASHQAI_J10)).toBe(true);
});

test('exhaust temperature sensors on diesels and petrols with a particulate filter; not on an N20 320i, a charged petrol before 2018 or a Euro 4 diesel without a filter', () => {
  expect(kindFits('Abgastemperatursensor', car({ make: 'BMW', typeName: '320i', engineCode: 'N20B20', ccm: 1997, typeStart: 2012, generationStart: 2011, generation: 'BMW 3er F30' }))).toBe(false);
  expect(kindFits('Abgastemperatursensor', car({ typeName: '1.4 TSI', engineCode: 'CZCA', ccm: 1395, typeStart: 2014, generationStart: 2012 }))).toBe(false);
  // A 1.5 TSI EA211 evo models its particulate filter's temperature: no sensor.
  expect(kindFits('Abgastemperatursensor', car({ typeName: '1.5 TSI', engineCode: 'DADA', ccm: 1498, typeStart: 2019, generationStart: 2019 }))).toBe(false);
  // The 2007 1.5 dCi (Euro 4) has no particulate filter and so no sensor; the Euro 5 K9K of 2012 has both.
  expect(kindFits('Abgastemperatursensor', QASHQAI_J10)).toBe(false);
  expect(kindFits('Abgastemperatursensor', { ...QASHQAI_J10, typeStart: 2012 })).toBe(true);
});

test('no vacuum brake booster on a battery-electric car (Volvo C40); a petrol or a hybrid keeps one', () => {
  const c40 = listed('Volvo', 'Volvo C40', 'petrol', 170, 0, 'C40 Recharge');
  expect(kindFits('Bremskraftverstärker', { ...c40, fuel: 'electric' })).toBe(false);
  expect(kindFits('Bremskraftverstärker', FIESTA_VI_14)).toBe(true);
});

test('rear-door parts only on bodies with rear doors: not on a fortwo 451, a Z4, a 911 or a 2er Coupé; a Golf and a CLS Coupé have them', () => {
  const body = (make: string, generation: string, typeName: string) => car({ make, generation, platform: generation, typeName });
  for (const twoDoor of [body('Smart', 'Smart fortwo 451', '1.0 Turbo'), body('BMW', 'BMW Z4 E89', 'sDrive20i'), body('Porsche', 'Porsche 911 (992)', 'Carrera'), body('BMW', 'BMW 2er G42', '220i Coupé')]) {
    for (const kind of REAR_DOOR_KINDS) expect({ car: twoDoor.generation, kind, rear: kindFits(kind, twoDoor, 'rear') }).toEqual({ car: twoDoor.generation, kind, rear: false });
    expect(kindFits('Fensterhebermotor', twoDoor, 'front')).toBe(true);
  }
  expect(kindFits('Fensterhebermotor', car({}), 'rear')).toBe(true);
  expect(rearDoors(body('Mercedes-Benz', 'Mercedes-Benz CLS', 'CLS 450 4MATIC Coupé'))).toBe(true);
});

describe('injectors follow the engine\'s injection system', () => {
  test('a Volvo B4, T6 or T8 of the current market injects petrol directly (Drive-E), never from a common rail or into the port', () => {
    for (const typeName of ['XC40 B4', 'XC60 T6 AWD', 'V90 T8 Recharge']) expect(injectionOf(listed('Volvo', 'Volvo XC60', 'petrol', 145, 1969, typeName))).toBe('petrol_direct');
  });
  test('diesels: common rail but the VW group\'s pump-nozzle TDIs; their V6 and C…/D… codes are common-rail engines', () => {
    expect(injectionOf(car({ fuel: 'diesel', typeName: '1.9 TDI', engineCode: 'BKC;BXE;BLS', ccm: 1896 }))).toBe('unit_injector');
    expect(injectionOf(car({ fuel: 'diesel', typeName: '1.6 TDI', engineCode: 'CAYC', ccm: 1598 }))).toBe('common_rail');
    expect(injectionOf(car({ make: 'Audi', fuel: 'diesel', typeName: '3.0 TDI', engineCode: 'BMK', ccm: 2967 }))).toBe('common_rail');
    expect(injectionOf(E_250_CDI)).toBe('common_rail');
    expect(injectionOf(PEUGEOT_206_HDI)).toBe('common_rail');
  });
  test('petrols: TSI, FSI, B48, turbo PureTech and TCe 130 direct; MPI, SCe, VTi, TCe 90, the Ti-VCT and a Toyota 1.8 hybrid by the port', () => {
    const petrol = (make: string, typeName: string, engineCode = '', extra: Partial<CarFacts> = {}) => injectionOf(car({ make, typeName, engineCode, ...extra }));
    expect([petrol('VW', '1.4 TSI', 'CAXA'), petrol('VW', '1.6 FSI', 'BLF'), petrol('BMW', '330e', 'B48B20'), petrol('Peugeot', '1.2 PureTech 130', 'EB2DTS'), petrol('Renault', '1.3 TCe 130', 'H5H')])
      .toEqual(['petrol_direct', 'petrol_direct', 'petrol_direct', 'petrol_direct', 'petrol_direct']);
    expect([petrol('Dacia', '1.0 SCe 65', 'H4D'), petrol('Renault', '0.9 TCe 90', 'H4B'), petrol('Peugeot', '1.6 VTi 120', '5FW'), petrol('Ford', '1.6 Ti-VCT'), petrol('Skoda', '1.0 MPI'), petrol('Opel', '1.4 Turbo', 'A14NET'),
      petrol('Toyota', '1.8 Hybrid', '', { hybrid: true, hybridDrive: 'hybrid', ccm: 1798 })])
      .toEqual(['port_injection', 'port_injection', 'port_injection', 'port_injection', 'port_injection', 'port_injection', 'port_injection']);
  });
  test('an injector states its car\'s system, and one engine\'s injectors are one system\'s', () => {
    const volvo = listed('Volvo', 'Volvo XC60', 'petrol', 145, 1969, 'XC60 B5');
    expect(carCriteria('Einspritzdüse', volvo)).toEqual([['injection_system', 'petrol_direct']]);
    expect(fitmentKey('Einspritzdüse', 'engine', volvo, null)).toMatch(/petrol_direct$/);
    expect(carCriteria('Einspritzdüse', car({ fuel: 'electric' }))).toEqual([]);
  });
});

describe('lamps beyond the low beam follow the generation', () => {
  const G20 = car({ make: 'BMW', generation: 'BMW 3er G20', generationStart: 2019, platform: 'CLAR', headlamp: 'LED' });
  const GOLF_VII = car({ generation: 'VW Golf VII (5G1)', generationStart: 2012, platform: 'MQB', headlamp: 'H7' });
  test('a Focus II has bulb rear and plate lamps; a 3er G20 LED ones; a Golf VII LED plate lamps on bulb rear lamps', () => {
    expect([lampTechnologyOf(FOCUS_II_18, 'rear'), lampTechnologyOf(FOCUS_II_18, 'plate')]).toEqual(['bulb', 'bulb']);
    expect([lampTechnologyOf(G20, 'rear'), lampTechnologyOf(G20, 'plate')]).toEqual(['led', 'led']);
    expect([lampTechnologyOf(GOLF_VII, 'rear'), lampTechnologyOf(GOLF_VII, 'plate')]).toEqual(['bulb', 'led']);
  });
  test('a 3008 II, a Kadjar or a Passat B8 on halogen low beam has LED tail lamps on every trim: no bulb rear lamp', () => {
    for (const generation of ['Peugeot 3008 II (P84)', 'Renault Kadjar (HA)', 'VW Passat B8 (3G2)', 'Nissan Qashqai J11']) {
      expect(carCriteria('Heckleuchte', car({ generation, generationStart: 2016, headlamp: 'H7' }))).toEqual([['light_technology', 'led']]);
    }
    expect(carCriteria('Heckleuchte', car({ make: 'Peugeot', generation: 'Peugeot 308 I (4A)', generationStart: 2007, headlamp: 'H7' }))).toEqual([['light_technology', 'bulb']]);
  });
  test('a listed generation with LED low beam has LED rear lamps too; a Sandero keeps its bulbs', () => {
    const scala = listed('Skoda', 'Skoda Scala', 'petrol', 81, 999, 'Scala 1.0 TSI');
    expect(carCriteria('Heckleuchte', scala)).toEqual([['light_technology', 'led']]);
    expect(carCriteria('Heckleuchte', listed('Dacia', 'Dacia Sandero', 'petrol', 67, 999, 'Sandero 1.0 TCe'))).toEqual([['light_technology', 'bulb']]);
  });
  test('a rear lamp article is one technology: the Focus II\'s key is not the G20\'s technology', () => {
    expect(fitmentKey('Heckleuchte', 'series', FOCUS_II_18, null)).toMatch(/\|bulb$/);
    expect(fitmentKey('Kennzeichenleuchte', 'series', G20, null)).toMatch(/\|led$/);
  });
});

describe('bonnets and wings are of the maker\'s material', () => {
  test('aluminium on the Stelvio, the Range Rover Velar, a 5er G30 and an E W213; a C W205 an aluminium bonnet on steel wings; a Golf steel', () => {
    for (const generation of ['Alfa Romeo Stelvio', 'Land Rover Range Rover Velar', 'BMW 5er G30', 'Mercedes-Benz E-Klasse W213', 'Tesla Model S', 'Porsche 911', 'Jaguar XE']) {
      expect([generation, panelMaterialOf({ generation }, 'bonnet'), panelMaterialOf({ generation }, 'wing')]).toEqual([generation, 'aluminium', 'aluminium']);
    }
    expect([panelMaterialOf({ generation: 'Mercedes-Benz C-Klasse W205' }, 'bonnet'), panelMaterialOf({ generation: 'Mercedes-Benz C-Klasse W205' }, 'wing')]).toEqual(['aluminium', 'steel']);
    for (const generation of ['VW Golf VII (5G1)', 'Land Rover Range Rover Evoque', 'Land Rover Discovery Sport', 'BMW 3er G20']) expect([generation, panelMaterialOf({ generation }, 'bonnet')]).toEqual([generation, 'steel']);
    expect(carCriteria('Motorhaube', car({ make: 'Alfa Romeo', generation: 'Alfa Romeo Giulia' }))).toEqual([['material', 'aluminium']]);
  });
  test('thermoplastic on a smart\'s tridion cell (wings and front lid) and on a Clio IV\'s and a Zoe\'s front wings: no steel wing for them', () => {
    for (const generation of ['Smart fortwo 451', 'Smart fortwo 453', 'Smart Forfour']) {
      expect([generation, panelMaterialOf({ generation }, 'bonnet'), panelMaterialOf({ generation }, 'wing')]).toEqual([generation, 'plastic', 'plastic']);
    }
    for (const generation of ['Renault Clio IV (BH)', 'Renault Zoe (BFM)']) expect([generation, panelMaterialOf({ generation }, 'bonnet'), panelMaterialOf({ generation }, 'wing')]).toEqual([generation, 'steel', 'plastic']);
    expect(carCriteria('Kotflügel', car({ make: 'Smart', generation: 'Smart fortwo 451' }))).toEqual([['material', 'plastic']]);
  });
});

describe('the classes a trade judge found on a fresh sample (79f)', () => {
  test('no rear window regulator on a fortwo, a Z4 or a 911 Coupé; a 4er Cabrio\'s and a Golf\'s rear windows wind', () => {
    for (const [make, generation, typeName] of [['Smart', 'Smart fortwo 451', '1.0 Turbo'], ['BMW', 'BMW Z4', 'Z4 sDrive20i'], ['Porsche', 'Porsche 911', '911 Carrera S'], ['BMW', 'BMW 4er', '420i Coupé']]) {
      expect([generation, kindFits('Fensterhebermotor', car({ make, generation, typeName }), 'rear'), kindFits('Fensterhebermotor', car({ make, generation, typeName }), 'front')]).toEqual([generation, false, true]);
    }
    expect(kindFits('Fensterheber', car({ make: 'BMW', generation: 'BMW 4er', typeName: '420i Cabrio' }), 'rear')).toBe(true);
    expect(kindFits('Fensterheber', car({}), 'rear')).toBe(true);
  });
  test('no rear window regulator or motor on a city car whose rear windows only tilt out (up!, Mii, Citigo, Aygo II); the front ones are sold', () => {
    for (const [make, generation, typeName] of [['VW', 'VW up! (121, 122, BL1, BL2)', 'up! 1.0'], ['VW', 'VW up! (121, 122, BL1, BL2)', 'e-up!'], ['Seat', 'Seat Mii', 'Mii 1.0'], ['Skoda', 'Skoda Citigo', 'Citigo 1.0'], ['Toyota', 'Toyota Aygo II (B4)', '1.0 VVT-i']]) {
      for (const kind of ['Fensterheber', 'Fensterhebermotor']) expect([generation, kind, kindFits(kind, car({ make, generation, typeName }), 'rear'), kindFits(kind, car({ make, generation, typeName }), 'front')]).toEqual([generation, kind, false, true]);
    }
    expect(kindFits('Fensterhebermotor', car({ make: 'VW', generation: 'VW Polo V (6R, 6C)', typeName: '1.2 TSI' }), 'rear')).toBe(true);
  });
  test('no viscous fan on BMW\'s N47 and B47 four-cylinders; the M57 of a 530d E60 keeps its own', () => {
    expect(kindFits('Visko-Kupplung', car({ make: 'BMW', generation: 'BMW 5er E60', platform: 'E60', typeName: '520d', engineCode: 'N47D20', generationStart: 2003 }))).toBe(false);
    expect(kindFits('Visko-Kupplung', car({ make: 'BMW', generation: 'BMW 1er E87 (E81)', platform: 'E87', typeName: '118d', engineCode: 'N47D20', generationStart: 2004 }))).toBe(false);
    expect(kindFits('Visko-Kupplung', car({ make: 'BMW', generation: 'BMW 5er E60', platform: 'E60', typeName: '530d', engineCode: 'M57D30', ccm: 2993, generationStart: 2003 }))).toBe(true);
  });
  test('no clutch on an A 250 W177 (7G-DCT) or a Fabia IV 1.5 TSI (DSG); an A 180 W177 and a Fabia IV 1.0 TSI keep theirs, and so does an A4 B9 2.0 TDI of 140 kW', () => {
    const w177 = (typeName: string, ccm: number) => car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz A-Klasse W177', generationStart: 2018, typeName, ccm, engineCode: '' });
    const fabia = (typeName: string, ccm: number) => car({ make: 'Skoda', generation: 'Skoda Fabia IV (PJ3)', generationStart: 2021, typeName, ccm });
    expect([kindFits('Kupplungssatz', w177('A 250', 1991)), kindFits('Kupplungssatz', fabia('1.5 TSI', 1498))]).toEqual([false, false]);
    expect([kindFits('Kupplungssatz', w177('A 180', 1332)), kindFits('Kupplungssatz', fabia('1.0 TSI', 999))]).toEqual([true, true]);
    expect(kindFits('Kupplungssatz', car({ make: 'Audi', generation: 'Audi A4 B9 (8W2)', platform: 'MLB Evo', fuel: 'diesel', typeName: '2.0 TDI', kw: 140 }))).toBe(true);
  });
  test('a pad\'s wear contact is its make\'s on that axle: none on a T-Roc\'s or an e-208\'s rear pads, always on a BMW\'s', () => {
    const troc = car({ generation: 'VW T-Roc', platform: 'MQB' });
    expect([carCriteria('Bremsbeläge', troc, 'front'), carCriteria('Bremsbeläge', troc, 'rear')]).toEqual([[['wear_indicator', 'with_contact']], [['wear_indicator', 'without_contact']]]);
    expect(carCriteria('Bremsbeläge', car({ make: 'BMW', generation: 'BMW 3er F30' }), 'rear')).toEqual([['wear_indicator', 'with_contact']]);
    expect(carCriteria('Bremsbeläge', car({ make: 'Toyota', generation: 'Toyota Yaris III' }), 'front')).toEqual([['wear_indicator', 'without_contact']]);
  });
  test('no EGT sensor on an N20 petrol of 2012, no vacuum booster on a C40, no rear ball joint on a Vito', () => {
    expect(kindFits('Abgastemperatursensor', car({ make: 'BMW', typeName: '320i', engineCode: 'N20B20', typeStart: 2012 }))).toBe(false);
    expect(kindFits('Abgastemperatursensor', car({ make: 'Renault', typeName: '1.3 TCe 140', engineCode: 'H5H', typeStart: 2019 }))).toBe(true);
    expect(kindFits('Bremskraftverstärker', car({ make: 'Volvo', fuel: 'electric', generation: 'Volvo C40' }))).toBe(false);
    expect(kindFits('Traggelenk', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz Vito Tourer', platform: 'Mercedes-Benz Vito Tourer' }), 'rear')).toBe(false);
  });
  test('a Kia Ceed 1.6 CRDi (D4FB) takes a cartridge oil filter; an H4D 1.0 has a 72.2 mm bore, an M260 83 mm', () => {
    expect(oilFilterCartridge(car({ make: 'Kia', fuel: 'diesel', typeName: '1.6 CRDi', engineCode: 'D4FB' }))).toBe(true);
    expect(boreMm({ make: 'Dacia', fuel: 'petrol', ccm: 999 })).toBe(72.2);
    expect(boreMm({ make: 'Mercedes-Benz', fuel: 'petrol', ccm: 1991, engineCode: 'M260 DE 20 AL' })).toBe(83);
  });
  test('a city car\'s rear drum is at most 203 mm; a dryer is the vehicle\'s, not the engine\'s', () => {
    expect(listedCarFacts({ make: 'Toyota', generation: 'Toyota Yaris', fuel: 'petrol', kw: 60, ccm: 1490 }).rearDrumMm).toBeLessThanOrEqual(203);
    const vito = car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz Vito Tourer', engine: 'OM654' });
    const cls = car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz CLS', engine: 'OM654' });
    expect(fitmentKey('Trockner Klimaanlage', 'engine', vito, null)).not.toBe(fitmentKey('Trockner Klimaanlage', 'engine', cls, null));
  });
});

test('a BMW, Mercedes, Opel or PSA car brakes on its make\'s discs, not on the VW group\'s 288 front and 253 rear', () => {
  const e87 = listedCarFacts({ make: 'BMW', generation: 'BMW 1er E87 (E81)', fuel: 'petrol', kw: 105, ccm: 1995, generationStart: 2004 });
  const f30 = listedCarFacts({ make: 'BMW', generation: 'BMW 3er F30', fuel: 'diesel', kw: 105, ccm: 1995, generationStart: 2012 });
  expect([e87.frontDiscMm, f30.rearDiscMm]).toEqual([300, 300]);
  for (const [make, generation] of [['BMW', 'BMW 1er F20'], ['Mercedes-Benz', 'Mercedes-Benz A-Klasse W176'], ['Opel', 'Opel Astra K (B16)'], ['Peugeot', 'Peugeot 308 II (T9)'], ['Renault', 'Renault Scénic III']] as const) {
    for (const kw of [60, 80, 100, 130, 170]) {
      const facts = listedCarFacts({ make, generation, fuel: 'petrol', kw, ccm: 1598 });
      expect([make, kw, makeDiscSize(make, 'front', facts.frontDiscMm), facts.rearDiscMm === 0 || makeDiscSize(make, 'rear', facts.rearDiscMm)]).toEqual([make, kw, true, true]);
    }
  }
  expect([makeDiscSize('BMW', 'front', 288), makeDiscSize('BMW', 'rear', 253), makeDiscSize('VW', 'front', 288)]).toEqual([false, false, true]);
  // A small car's discs are its make's largest within the small-car caps: a Mini F56 Cooper S 294 and 259 mm.
  const mini = listedCarFacts({ make: 'Mini', generation: 'Mini F56', fuel: 'petrol', kw: 141, ccm: 1998 });
  expect([mini.frontDiscMm, mini.rearDiscMm]).toEqual([294, 259]);
});

test('a car\'s pollen, activated-carbon and biofunctional filters are one size, its generation\'s', () => {
  const golf = car({ generation: 'VW Golf VII (5G1)' });
  const sizes = ['Pollenfilter', 'Aktivkohlefilter', 'Biofunktionaler Innenraumfilter'].map((kind) => carCriteria(kind, golf));
  expect(sizes[1]).toEqual(sizes[0]);
  expect(sizes[2]).toEqual(sizes[0]);
  expect(carCriteria('Pollenfilter', car({ generation: 'VW Golf VII (5G1)', engine: 'other' }))).toEqual(sizes[0]);
});

test('a Logan\'s control arm is pressed steel, a 3er\'s aluminium; an electric water pump is no cast-iron one; no SWAG pad kit on an Aventador', () => {
  expect(carCriteria('Querlenker', car({ make: 'Dacia', generation: 'Dacia Logan I', platform: 'Renault/B0' }))).toEqual([['material', 'steel']]);
  expect(carCriteria('Querlenker', car({ make: 'BMW', generation: 'BMW 3er F30', platform: 'BMW 3er F30' }))).toEqual([['material', 'aluminium']]);
  expect(kindFits('Zubehörsatz Bremsbeläge', car({ make: 'Lamborghini', generation: 'Lamborghini Aventador' }), 'front')).toBe(false);
});

test('an electric water pump is never stated as cast iron, whatever the engine', () => {
  for (let i = 0; i < 200; i++) {
    const criteria = PART_TYPES.Wasserpumpe!.criteria({ draw: () => 0.5, own: () => 0.5, step: 3, engine: i / 200, position: null, car: null });
    const value = (key: string) => criteria.find((c) => c.key === key)?.value;
    if (value('operation') === 'electric') expect(value('material')).toBe('plastic');
  }
});

test('the listed 2er\'s Gran Coupé, Active Tourer and Coupé are three chassis: no rear bar bush joins them', () => {
  const platforms = ['218d Gran Coupé', '220i Active Tourer', '220i Coupé'].map((typeName) => listedPlatformOf('BMW 2er', typeName));
  expect(new Set(platforms).size).toBe(3);
  expect(listedPlatformOf('VW Golf', 'Golf 1.5 TSI Variant')).toBe('VW Golf');
});

test('one spin-on oil filter thread per engine range: an EA211 1.0 and 1.4 TSI alike, every EB2 PureTech alike', () => {
  const thread = (facts: Partial<CarFacts>) => carCriteria('Ölfilter', car(facts)).find(([key]) => key === 'thread')?.[1];
  expect(thread({ typeName: '1.4 TSI', engineCode: 'CZCA', ccm: 1395 })).toBe(thread({ make: 'Skoda', typeName: '1.0 TSI', engineCode: 'CHZB', ccm: 999 }));
  expect(thread({ make: 'Peugeot', typeName: '1.2 PureTech 82', engineCode: 'HMZ', ccm: 1199 })).toBe(thread({ make: 'Peugeot', typeName: '1.2 PureTech 130', engineCode: 'EB2DTS', ccm: 1199 }));
});

test('a type is one injection system: a pump-nozzle and a common-rail TDI are two types, in the rules and in the vehicle base', () => {
  const passat = car({ fuel: 'diesel', typeName: '2.0 TDI', engineCode: 'BKP', engineCodes: ['BKP', 'BMP', 'CBAB'], ccm: 1968, kw: 103, typeStart: 2005, generationStart: 2005, generation: 'VW Passat B6 (3C2)' });
  expect([...injectionSystemsOfEngines(passat, false)].sort()).toEqual(['common_rail', 'unit_injector']);
  expect([...injectionSystemsOfEngines({ ...passat, engineCode: 'CBAB', engineCodes: undefined, typeStart: 2008 }, false)]).toEqual(['common_rail']);
  // The base lists no type whose engine codes run on two systems (the Passat B6's BKP/BMP and CBAB, BMR and CBBB are split).
  const [header, ...lines] = fs.readFileSync(path.join(__dirname, '../../../../reference-data/vehicle-base/vehicle-types.csv'), 'utf8').trim().split('\n');
  const columns = header!.split(',');
  const rows = lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i]!, value])));
  const mixed = rows.filter((row) => row.fuel === 'diesel' || row.fuel === 'petrol').filter((row) => {
    const codes = row.engine_code ? row.engine_code.split(';') : [];
    const typed = car({ make: row.make!, fuel: row.fuel === 'diesel' ? 'diesel' : 'petrol', typeName: row.engine!, engineCode: codes[0] ?? '', engineCodes: codes, ccm: Number(row.ccm), kw: Number(row.kw), typeStart: Number(row.type_start), generationStart: Number(row.gen_start) });
    return injectionSystemsOfEngines(typed, false).size > 1;
  }).map((row) => `${row.generation} ${row.engine} ${row.engine_code}`);
  expect(mixed).toEqual([]);
});

test('the VW group\'s distributor-pump TDIs and SDIs (ALH, ASV, AHF, ASY, the 2.5 V6 AKN) are no pump-nozzle engines; the ATD, AXR, ASZ, BKC and BNV are', () => {
  for (const engineCode of ['ALH', 'ASV', 'AHF', 'AGR', 'ASY', 'AKN', 'AJT']) expect([engineCode, vwPumpNozzle({ make: 'VW', ccm: 1896, typeStart: 1998, engineCode })]).toEqual([engineCode, false]);
  for (const engineCode of ['ATD', 'AXR', 'ASZ', 'AJM', 'BKC', 'BXE', 'BNV', 'AXD']) expect([engineCode, vwPumpNozzle({ make: 'Skoda', ccm: 1896, typeStart: 2002, engineCode })]).toEqual([engineCode, true]);
  expect(vwPumpNozzle({ make: 'VW', ccm: 1968, typeStart: 2009, engineCode: 'CBAB' })).toBe(false);
});

test('a Peugeot 206 springs its rear axle on torsion bars: no rear coil spring; its front springs, and a 207\'s and a Clio III\'s rear ones, are sold', () => {
  expect(rearCoilSprings(PEUGEOT_206_HDI)).toBe(false);
  expect(kindFits('Fahrwerksfeder', PEUGEOT_206_HDI, 'rear')).toBe(false);
  expect(kindFits('Fahrwerksfeder', PEUGEOT_206_HDI, 'front')).toBe(true);
  for (const generation of ['Peugeot 206+ (2L)', 'Peugeot 306 (7A)', 'Citroën Xsara (N1)', 'Citroën Berlingo I (M)', 'Peugeot Partner I (5)', 'Renault Clio II (BB0)', 'Renault Kangoo I (KC0)']) expect({ generation, coil: rearCoilSprings({ generation }) }).toEqual({ generation, coil: false });
  for (const generation of ['Peugeot 207 (WA)', 'Peugeot Partner II (B9)', 'Citroën Berlingo II (B9)', 'Renault Clio III (BR0)', 'Renault Kangoo II (KW0)', 'Peugeot 307 (3A)']) expect({ generation, coil: rearCoilSprings({ generation }) }).toEqual({ generation, coil: true });
});

test('the 2022 Range Rover (L460) brakes by wire: no separate master cylinder or booster; the Velar and Evoque keep theirs', () => {
  const l460 = car({ make: 'Land Rover', typeName: 'Range Rover SWB P530', ccm: 4395, kw: 390, typeStart: 2022, generationStart: 2022, generation: 'Land Rover Range Rover', platform: 'MLA-Flex' });
  expect(separateMasterCylinder(l460)).toBe(false);
  for (const kind of ['Hauptbremszylinder', 'Bremskraftverstärker']) expect(kindFits(kind, l460)).toBe(false);
  for (const generation of ['Land Rover Range Rover Velar', 'Land Rover Range Rover Evoque']) expect(kindFits('Hauptbremszylinder', { ...l460, generation, generationStart: 2019 })).toBe(true);
  expect(separateMasterCylinder({ generation: 'Land Rover Range Rover', generationStart: 2012 })).toBe(true);
});

test('body parts follow the body the type was built in: the Mégane III RS was a Coupé only, the Insignia A\'s rear wiper is the Sports Tourer\'s alone', () => {
  const megane = (typeName: string) => car({ make: 'Renault', generation: 'Renault Mégane III (BZ0/1, DZ0/1, KZ0/1, EZ0/1)', platform: 'Renault/C', typeName });
  const rs = megane('2.0 RS 250');
  for (const kind of [...REAR_DOOR_KINDS, 'Fensterheber', 'Fensterhebermotor']) expect({ kind, rear: kindFits(kind, rs, 'rear') }).toEqual({ kind, rear: false });
  expect(rearDoors(megane('1.5 dCi 110'))).toBe(true);
  expect(kindFits('Fensterheber', megane('1.5 dCi 110'), 'rear')).toBe(true);
  const insignia = car({ make: 'Opel', generation: 'Opel Insignia A (G09)', platform: 'GM Epsilon II', typeName: '2.0 CDTI', fuel: 'diesel' });
  for (const kind of ['Scheibenwischer', 'Wischermotor', 'Wischerarm']) expect({ kind, rear: kindFits(kind, insignia, 'rear') }).toEqual({ kind, rear: false });
  expect(kindFits('Scheibenwischer', insignia, 'front')).toBe(true);
  expect(kindFits('Wischermotor', car({ make: 'Opel', generation: 'Opel Insignia B (Z18)', platform: 'GM E2XX', typeName: '2.0 CDTI' }), 'rear')).toBe(true);
});

test('a Mégane III RS\'s door parts are its Coupé\'s: no lock actuator or regulator drawn for a five-door Mégane fits it', () => {
  const megane = (typeName: string) => car({ make: 'Renault', generation: 'Renault Mégane III (BZ0/1, DZ0/1, KZ0/1, EZ0/1)', platform: 'Renault/C', typeName });
  for (const kind of ['Zentralverriegelung Stellelement', 'Türgriff', 'Fensterheber', 'Fensterhebermotor']) {
    for (const position of [null, 'front'] as const) expect(fitmentKey(kind, 'series', megane('2.0 RS 250'), position)).not.toBe(fitmentKey(kind, 'series', megane('1.5 dCi 110'), position));
  }
});
