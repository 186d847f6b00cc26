import { describe, expect, it } from '@jest/globals';
import type { CarFacts } from './fitment-rules';
import { kindFits } from './fitment-rules';
import { makeDiscSize } from './brake-sizes';
import { PART_TYPES } from './part-types';
import { car, facts, listed } from './brake-test-cars';
import { PLATFORM_BRAKES, VAG_ONLY_DISC_MM, brakePackageOf, brakePlatformOf, caliperOf, discOf, generationFrontDiscOf, knownFrontDiscThicknessMm, makerOnlyCalipers, padShapeOf, performancePackageMm, performanceVersion, platformDiscMm, rearDiscsOnEveryType } from './brake-packages';

const input = (forCar: CarFacts, position: 'front' | 'rear') => ({ draw: () => 0.5, own: () => 0.5, step: 5, engine: 0.5, position, car: forCar });
const criteria = (kind: string, forCar: CarFacts, position: 'front' | 'rear') => Object.fromEntries(PART_TYPES[kind]!.criteria(input(forCar, position)).map((c) => [c.key, c.value]));

describe('disc sizes by make and platform', () => {
  it('gives the judged non-VW cars their own sizes, never the VW group ladder\'s 253/272/288/312', () => {
    expect([facts('Kia', 'Kia Ceed CD', 100).frontDiscMm, facts('Kia', 'Kia Ceed CD', 118).frontDiscMm]).toEqual([280, 305]);
    expect([facts('Hyundai', 'Hyundai Kona I (OS)', 88).frontDiscMm, facts('Hyundai', 'Hyundai Kona I (OS)', 130).frontDiscMm]).toEqual([280, 305]);
    expect([facts('Fiat', 'Fiat 500X', 88).frontDiscMm, facts('Fiat', 'Fiat 500X', 110).frontDiscMm]).toEqual([281, 305]);
    for (const make of ['Hyundai', 'Kia', 'Fiat', 'Jeep', 'Alfa Romeo', 'Nissan', 'Honda', 'Mazda', 'Volvo', 'Suzuki', 'Mitsubishi', 'Subaru', 'Lancia', 'Abarth', 'MG', 'SsangYong']) {
      for (const kw of [40, 60, 75, 100, 120, 150, 200, 300]) {
        const own = facts(make, `${make} Model`, kw);
        expect([make, kw, VAG_ONLY_DISC_MM.includes(own.frontDiscMm), VAG_ONLY_DISC_MM.includes(own.rearDiscMm)]).toEqual([make, kw, false, false]);
        expect([make, kw, makeDiscSize(make, 'front', own.frontDiscMm), own.rearDiscMm === 0 || makeDiscSize(make, 'rear', own.rearDiscMm)]).toEqual([make, kw, true, true]);
      }
    }
    expect([makeDiscSize('Kia', 'front', 288), makeDiscSize('Fiat', 'front', 288), makeDiscSize('Hyundai', 'rear', 272), makeDiscSize('VW', 'front', 288)]).toEqual([false, false, false, true]);
  });

  it('sizes the large SUVs, the Zafira B\'s and the EMP2 cars\' rear as the trade does', () => {
    expect(facts('BMW', 'BMW X5', 210, 'X5 xDrive30d').frontDiscMm).toBe(348);
    expect(discOf('BMW', 'front', 348)).toEqual({ thicknessMm: 36, ventilated: true });
    expect(facts('Mercedes-Benz', 'Mercedes-Benz GLE', 143, 'GLE 350 de 4MATIC').frontDiscMm).toBeGreaterThanOrEqual(350);
    expect([77, 103, 177].map((kw) => facts('Opel', 'Opel Zafira B (A05)', kw).rearDiscMm)).toEqual([264, 278, 292]);
    for (const generation of ['Peugeot Partner III (K9)', 'Citroën Berlingo III (K9)', 'Citroën C4 Picasso II (B78)']) {
      expect([75, 96].map((kw) => facts(generation.split(' ')[0]!, generation, kw, '', 'EMP2').rearDiscMm)).toEqual([268, 290]);
    }
    expect(facts('BMW', 'BMW 1er F20', 85, '116d').rearDiscMm).toBe(290);
  });

  it('sizes every platform table from the make\'s own sizes', () => {
    const makes: Record<string, string> = { Kia: 'Kia Ceed CD', Hyundai: 'Hyundai Kona I (OS)', Fiat: 'Fiat 500X', Jeep: 'Jeep Renegade', BMW: 'BMW X5', 'Mercedes-Benz': 'Mercedes-Benz GLE', Opel: 'Opel Zafira B (A05)', Peugeot: 'Peugeot Partner III (K9)', Renault: 'Renault Mégane IV (B9A)', Nissan: 'Nissan Qashqai J11', Porsche: 'Porsche 911' };
    for (const [make, generation] of Object.entries(makes)) {
      const table = PLATFORM_BRAKES.find((p) => p.of(listed(make, generation, 100)))!;
      expect(table.reason.length).toBeGreaterThan(20);
      for (const axle of ['front', 'rear'] as const) for (const step of table[axle] ?? []) expect([make, axle, step.mm, makeDiscSize(make, axle, step.mm)]).toEqual([make, axle, step.mm, true]);
    }
  });
});

describe('disc design per axle', () => {
  it('casts the T5\'s and T6\'s 340 mm front disc 32 mm thick, the Golf R\'s and Passat\'s 30', () => {
    expect(generationFrontDiscOf('VW Transporter T5 (7HA, 7HB, 7HC, 7HM, 7EA, 7EB, 7EC, 7EM)', 340)).toEqual({ thicknessMm: 32, ventilated: true });
    const t5 = car({ make: 'VW', generation: 'VW Transporter T5 (7HA, 7HB, 7HC, 7HM, 7EA, 7EB, 7EC, 7EM)', platform: 'T5', typeName: '2.5 TDI', frontDiscMm: 340, rearDiscMm: 294 });
    expect(criteria('Bremsscheiben', t5, 'front')).toMatchObject({ diameter: '340', thickness: '32', min_thickness: '30', disc_type: 'ventilated' });
    const t6 = car({ make: 'VW', generation: 'VW Transporter T6 (SGA, SGH, SHA, SHH)', platform: 'T6', typeName: '2.0 TDI', frontDiscMm: 340, rearDiscMm: 294 });
    expect(criteria('Bremsscheiben', t6, 'front')).toMatchObject({ diameter: '340', thickness: '32' });
    const passat = car({ make: 'VW', generation: 'VW Passat B8 (3G2, 3G5)', platform: 'MQB', typeName: '2.0 BiTDI', frontDiscMm: 340, rearDiscMm: 310 });
    expect(criteria('Bremsscheiben', passat, 'front')).toMatchObject({ diameter: '340', thickness: '30' });
  });
  it('makes the W204 and F20 rear discs solid and the MQB rear 272×10', () => {
    expect(discOf('Mercedes-Benz', 'rear', 300)).toEqual({ thicknessMm: 10, ventilated: false });
    expect(discOf('BMW', 'rear', 290)).toEqual({ thicknessMm: 11, ventilated: false });
    expect(discOf('VW', 'rear', 272)).toEqual({ thicknessMm: 10, ventilated: false });
    // Ford's CD/C2 rear disc (Mondeo IV, Focus IV, Kuga III) is 302×11 solid, not a 22 mm ventilated one.
    expect(discOf('Ford', 'rear', 302)).toEqual({ thicknessMm: 11, ventilated: false });
    expect(discOf('Kia', 'front', 280)).toEqual({ thicknessMm: 23, ventilated: true });
    expect(discOf('Kia', 'front', 305)).toEqual({ thicknessMm: 25, ventilated: true });
    const w204 = car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz C-Klasse W204', platform: 'MRA', typeName: 'C 220 CDI', frontDiscMm: 295, rearDiscMm: 300 });
    expect(criteria('Bremsscheiben', w204, 'rear')).toMatchObject({ diameter: '300', thickness: '10', disc_type: 'solid' });
  });
});

describe('pads by the caliper of the make and platform', () => {
  const octavia = car({ make: 'Skoda', generation: 'Skoda Octavia III (5E3)', frontDiscMm: 288 });
  const w204 = car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz C-Klasse W204', platform: 'MRA', frontDiscMm: 288, rearDiscMm: 300 });
  const w176 = car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz A-Klasse W176', platform: 'MFA', frontDiscMm: 288, rearDiscMm: 295 });
  const a4 = car({ make: 'Audi', generation: 'Audi A4 B8', platform: 'MLB', frontDiscMm: 320, rearDiscMm: 300 });
  const a6 = car({ make: 'Audi', generation: 'Audi A6 C7', platform: 'MLB', frontDiscMm: 320, rearDiscMm: 300 });
  const w212 = car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz E-Klasse W212', platform: 'MRA', frontDiscMm: 320, rearDiscMm: 300 });
  const f20 = car({ make: 'BMW', generation: 'BMW 1er F20', platform: 'BMW 1er F20', frontDiscMm: 300, rearDiscMm: 290 });
  const astra = car({ make: 'Opel', generation: 'Opel Astra J (P10)', platform: 'GM Delta II', frontDiscMm: 300, rearDiscMm: 268 });
  const shape = (c: CarFacts, axle: 'front' | 'rear') => {
    const pad = padShapeOf(c, axle, axle === 'front' ? c.frontDiscMm : c.rearDiscMm);
    return `${pad.widthMm}×${pad.heightMm}`;
  };

  it('never gives two make groups one pad shape, even on one disc size', () => {
    expect(shape(w204, 'front')).not.toBe(shape(octavia, 'front'));
    expect(shape(w176, 'front')).not.toBe(shape(octavia, 'front'));
    expect(shape(w212, 'front')).not.toBe(shape(a4, 'front'));
    expect(shape(f20, 'front')).not.toBe(shape(astra, 'front'));
    expect(shape(w212, 'rear')).not.toBe(shape(a4, 'rear'));
    expect(shape(w204, 'rear')).not.toBe(shape(octavia, 'rear'));
    expect(criteria('Bremsbeläge', w204, 'front').width).not.toBe(criteria('Bremsbeläge', octavia, 'front').width);
  });

  it('gives the A6 C7 its own rear caliper and pad on the platform it shares with the A4 B8', () => {
    expect(brakePlatformOf(a6)).not.toBe(brakePlatformOf(a4));
    expect(shape(a6, 'rear')).not.toBe(shape(a4, 'rear'));
    expect(brakePlatformOf(octavia)).toBe('MQB');
  });
});

describe('calipers by brake package', () => {
  const types = ['911 CARRERA', '911 CARRERA S COUPE', '911 CARRERA GTS', '911 GT3', '911 TURBO COUPE', '911 TURBO S COUPE'];
  it('gives the 911 (992) Carrera, S, GTS, GT3, Turbo and Turbo S their own brake packages, 330 to 420 mm', () => {
    expect(types.map((t) => platformDiscMm(listed('Porsche', 'Porsche 911', 300, t), 'front'))).toEqual([330, 350, 408, 408, 408, 420]);
    const packages = types.map((t) => facts('Porsche', 'Porsche 911', 300, t)).map((f, at) => brakePackageOf({ ...f, make: 'Porsche', generation: 'Porsche 911', typeName: types[at]! }, 'front'));
    expect(new Set(packages).size).toBe(6);
    expect([caliperOf({ make: 'Porsche', generation: 'Porsche 911' }, 'front', 330).pistons, caliperOf({ make: 'Porsche', generation: 'Porsche 911' }, 'front', 350).pistons, caliperOf({ make: 'Porsche', generation: 'Porsche 911' }, 'front', 420).pistons]).toEqual([4, 6, 10]);
  });

  it('sizes each Porsche line\'s discs as Porsche lists them: the GTS on the Turbo\'s 408 mm, the S\'s rear 350, the 718 base on 330/299', () => {
    const sizes = (generation: string, typeName: string, kw: number) => [typeName, platformDiscMm(listed('Porsche', generation, kw, typeName), 'front'), platformDiscMm(listed('Porsche', generation, kw, typeName), 'rear')];
    expect(sizes('Porsche 911', '911 CARRERA GTS', 353)).toEqual(['911 CARRERA GTS', 408, 380]);
    expect(sizes('Porsche 911', '911 CARRERA 4 GTS PDK', 353)).toEqual(['911 CARRERA 4 GTS PDK', 408, 380]);
    expect(sizes('Porsche 911', '911 CARRERA S COUPE', 331)).toEqual(['911 CARRERA S COUPE', 350, 350]);
    expect(sizes('Porsche 911', '911 TARGA 4S', 331)).toEqual(['911 TARGA 4S', 350, 350]);
    expect(sizes('Porsche 911', '911 CARRERA', 283)).toEqual(['911 CARRERA', 330, 330]);
    expect(sizes('Porsche 911', '911 TARGA 4', 283)).toEqual(['911 TARGA 4', 330, 330]);
    expect(sizes('Porsche Cayman', '718 CAYMAN', 220)).toEqual(['718 CAYMAN', 330, 299]);
    expect(sizes('Porsche Boxster', '718 BOXSTER', 220)).toEqual(['718 BOXSTER', 330, 299]);
    expect(sizes('Porsche Cayman', '718 CAYMAN GTS PDK', 294)).toEqual(['718 CAYMAN GTS PDK', 350, 330]);
    expect(sizes('Porsche Cayman', '718 CAYMAN GT4', 309)).toEqual(['718 CAYMAN GT4', 380, 380]);
    expect(sizes('Porsche Boxster', '718 BOXSTER SPYDER', 309)).toEqual(['718 BOXSTER SPYDER', 380, 380]);
    expect(sizes('Porsche Cayman', '718 CAYMAN GT4 RS', 368)).toEqual(['718 CAYMAN GT4 RS', 408, 380]);
    expect(discOf('Porsche', 'rear', 299)).toEqual({ thicknessMm: 20, ventilated: true });
  });

  it('lists no brand\'s disc for a type on coated (PSCB) or carbon-ceramic (PCCB) discs: those come from Porsche only', () => {
    const porsche = (generation: string, typeName: string) => car({ make: 'Porsche', generation, platform: generation, typeName, kw: 400, frontDiscMm: 408, rearDiscMm: 380 });
    const fits = (generation: string, typeName: string) => [typeName, kindFits('Bremsscheiben', porsche(generation, typeName), 'rear')];
    expect(fits('Porsche 911', '911 TURBO S COUPE')).toEqual(['911 TURBO S COUPE', false]);
    expect(fits('Porsche 911', '911 TURBO COUPE')).toEqual(['911 TURBO COUPE', false]);
    expect(fits('Porsche Taycan', 'Taycan GTS')).toEqual(['Taycan GTS', false]);
    expect(fits('Porsche Taycan', 'Taycan Turbo S Cross Turismo')).toEqual(['Taycan Turbo S Cross Turismo', false]);
    expect(fits('Porsche 911', '911 CARRERA GTS')).toEqual(['911 CARRERA GTS', true]);
    expect(fits('Porsche 911', '911 GT3')).toEqual(['911 GT3', true]);
    expect(fits('Porsche Taycan', 'Taycan 4S')).toEqual(['Taycan 4S', true]);
    expect(kindFits('Bremsbeläge', porsche('Porsche 911', '911 TURBO COUPE'), 'front')).toBe(true);
  });

  it('sells no aftermarket caliper for a maker-only monobloc', () => {
    const carrera = car({ make: 'Porsche', generation: 'Porsche 911', platform: 'Porsche 911', typeName: '911 CARRERA', frontDiscMm: 330, rearDiscMm: 330 });
    expect(makerOnlyCalipers(carrera)).toBe(true);
    expect(kindFits('Bremssattel', carrera, 'front')).toBe(false);
    expect(kindFits('Bremssattel', car({}), 'front')).toBe(true);
    expect(caliperOf(car({}), 'front', 312)).toMatchObject({ design: 'floating', makerOnly: false });
  });
});

describe('drums only where the rear axle has drums', () => {
  it('gives the CMF-CD cars rear discs on every type and leaves the Kangoo III its drum', () => {
    for (const generation of ['Renault Mégane IV (B9A)', 'Renault Scénic IV (J9)', 'Renault Kadjar (HA)']) {
      expect([generation, rearDiscsOnEveryType(listed('Renault', generation, 66)), facts('Renault', generation, 66, '', 'CMF-CD').rearDrumMm]).toEqual([generation, true, 0]);
    }
    const kangoo = facts('Renault', 'Renault Kangoo III', 75, '1.3 TCe 100', 'CMF-CD');
    expect([kangoo.rearDiscMm, kangoo.rearDrumMm, rearDiscsOnEveryType(listed('Renault', 'Renault Kangoo III', 75, '1.3 TCe 100', 'CMF-CD'))]).toEqual([0, 228, false]);
  });
});

describe('front discs by the car\'s size class and as they are cast', () => {
  it('brakes a Kadjar, Scénic IV and Kangoo III on 280 to 320 mm front discs, never a Clio\'s 269', () => {
    for (const [generation, kw] of [['Renault Kadjar (HA)', 81], ['Renault Kadjar (HA)', 96], ['Renault Scénic IV (J9)', 81], ['Renault Kangoo III', 70], ['Renault Kangoo III', 96]] as const) {
      const front = facts('Renault', generation, kw, '', 'CMF-CD').frontDiscMm;
      expect([generation, kw, front >= 280 && front <= 320]).toEqual([generation, kw, true]);
    }
  });

  it('makes the Insignia A\'s 321 mm disc 30 mm thick and the Renault 296 mm disc 26', () => {
    expect(discOf('Opel', 'front', 321)).toEqual({ thicknessMm: 30, ventilated: true });
    expect(discOf('Renault', 'front', 296)).toEqual({ thicknessMm: 26, ventilated: true });
    expect(discOf('VW', 'front', 288)).toEqual({ thicknessMm: 25, ventilated: true });
  });
});

it('brakes the Astra H 1.9 CDTI of 110 kW on 308×25 front and 278 mm rear discs, the smaller engines on 280 and 264, never the Insignia\'s 321×30', () => {
  expect([66, 88, 103, 110].map((kw) => [facts('Opel', 'Opel Astra H (A04)', kw, '', 'GM Delta').frontDiscMm, facts('Opel', 'Opel Astra H (A04)', kw, '', 'GM Delta').rearDiscMm])).toEqual([[280, 264], [280, 264], [280, 264], [308, 278]]);
  expect(discOf('Opel', 'front', 308)).toEqual({ thicknessMm: 25, ventilated: true });
});

it('brakes the Insignia A on its own 296×26 or 321×30 front discs by its size class, never an Astra\'s 300', () => {
  for (const kw of [96, 103, 118, 132]) expect([kw, facts('Opel', 'Opel Insignia A (G09)', kw, '', 'GM Epsilon II').frontDiscMm]).toEqual([kw, kw < 110 ? 296 : 321]);
  expect(discOf('Opel', 'front', 296)).toEqual({ thicknessMm: 26, ventilated: true });
});

it('gives a Ferrari SF90 or a Lamborghini Urus no cast-iron disc or pad: they brake on carbon-ceramic as standard', () => {
  const sf90 = car({ make: 'Ferrari', fuel: 'petrol', typeName: 'SF90 Stradale', generation: 'Ferrari SF90', platform: 'Ferrari SF90', kw: 574 });
  const urus = car({ make: 'Lamborghini', fuel: 'petrol', typeName: 'Urus', generation: 'Lamborghini Urus', platform: 'MLB Evo', kw: 478 });
  for (const c of [sf90, urus]) {
    expect(kindFits('Bremsscheiben', c, 'rear')).toBe(false);
    expect(kindFits('Bremsbeläge', c, 'front')).toBe(false);
    expect(criteria('Bremsscheiben', c, 'rear').material).toBe('carbon_ceramic');
  }
  expect(kindFits('Bremsscheiben', car({}), 'rear')).toBe(true);
});

it('front discs of the sizes the trade knows per make: Ford\'s 278 mm is 25 mm thick, the VW group\'s small cars\' 256 mm 22 mm ventilated', () => {
  expect(discOf('Ford', 'front', 278)).toEqual({ thicknessMm: 25, ventilated: true });
  expect(knownFrontDiscThicknessMm('Ford', 278)).toBe(25);
  for (const make of ['VW', 'Skoda', 'Seat', 'Audi']) expect(discOf(make, 'front', 256)).toEqual({ thicknessMm: 22, ventilated: true });
  expect(knownFrontDiscThicknessMm('Fiat', 278)).toBeUndefined();
});

describe('the BMW X3\'s front discs by generation', () => {
  it('an X3 F25 brakes its front on 328×28 mm discs with the four-cylinders, on 348 with the 30d: never an E90\'s 300 or 312', () => {
    for (const [typeName, kw] of [['sDrive18d', 105], ['xDrive20i', 135], ['xDrive20d', 140]] as const) expect(platformDiscMm(listed('BMW', 'BMW X3 F25', kw, typeName), 'front')).toBe(328);
    expect(platformDiscMm(listed('BMW', 'BMW X3 F25', 190, 'xDrive30d'), 'front')).toBe(348);
    expect(discOf('BMW', 'front', 328)).toEqual({ thicknessMm: 28, ventilated: true });
    expect(knownFrontDiscThicknessMm('BMW', 328)).toBe(28);
  });
  it('an X3 G01 brakes on 330 mm front and rear with the four-cylinders, 348/345 with the 30d and 30e', () => {
    expect(platformDiscMm(listed('BMW', 'BMW X3 G01', 110, 'sDrive18d', 'CLAR'), 'front')).toBe(330);
    expect(platformDiscMm(listed('BMW', 'BMW X3 G01', 135, 'xDrive20i', 'CLAR'), 'rear')).toBe(330);
    expect(platformDiscMm(listed('BMW', 'BMW X3 G01', 210, 'xDrive30d', 'CLAR'), 'front')).toBe(348);
    expect(platformDiscMm(listed('BMW', 'BMW X3 G01', 215, 'xDrive30e', 'CLAR'), 'rear')).toBe(345);
  });
});

describe('top cars\' own brake packages', () => {
  const brakeCar = (generation: string, make: string, typeName: string, kw: number, platform: string) => ({ make, generation, typeName, kw, platform });
  it('brakes a Golf VII GTI of 162 kW on 312 front and 300 rear discs, not the Performance package\'s 340/310', () => {
    const gti = brakeCar('VW Golf VII (5G1)', 'VW', '2.0 TSI GTI', 162, 'MQB');
    expect([platformDiscMm(gti, 'front'), platformDiscMm(gti, 'rear')]).toEqual([312, 300]);
    expect(platformDiscMm(brakeCar('VW Golf VIII (CD1)', 'VW', '2.0 TSI GTI', 180, 'MQB Evo'), 'front')).toBeUndefined();
  });
  it('gives the Fiesta ST rear discs of 253 mm on every type, its sisters keep their drums', () => {
    const st = brakeCar('Ford Fiesta VII (JHH)', 'Ford', '1.5 EcoBoost ST', 147, 'Ford B');
    expect([platformDiscMm(st, 'front'), platformDiscMm(st, 'rear'), rearDiscsOnEveryType(st)]).toEqual([278, 253, true]);
    expect(platformDiscMm(brakeCar('Ford Fiesta VII (JHH)', 'Ford', '1.0 EcoBoost', 74, 'Ford B'), 'rear')).toBeUndefined();
    expect(makeDiscSize('Ford', 'rear', 253)).toBe(true);
    expect(discOf('Ford', 'rear', 253)).toEqual({ thicknessMm: 10, ventilated: false });
  });
  it('brakes the sporty small cars on their own packages with rear discs, their sisters keep their drums', () => {
    const sporty = [
      [brakeCar('Renault Clio III (BR0/1, CR0/1, KR0/1)', 'Renault', '2.0 RS', 145, 'B'), 312, 300],
      [brakeCar('Renault Clio IV (BH, KH)', 'Renault', '1.6 RS 200', 147, 'B'), 320, 260],
      [brakeCar('Renault Mégane III (BZ0/1)', 'Renault', '2.0 RS 250', 184, 'C'), 340, 290],
      [brakeCar('Opel Corsa D (S07)', 'Opel', '1.6 Turbo OPC', 141, 'GM Gamma'), 308, 264],
      [brakeCar('Ford Fiesta VI (JA8, CB1, CCN)', 'Ford', '1.6 EcoBoost ST', 134, 'Ford B'), 278, 253],
      [brakeCar('Ford Puma', 'Ford', 'Puma 1.5 EcoBoost', 147, 'Ford B'), 325, 271],
    ] as const;
    for (const [sportyCar, front, rear] of sporty) {
      expect([sportyCar.typeName, platformDiscMm(sportyCar, 'front'), platformDiscMm(sportyCar, 'rear')]).toEqual([sportyCar.typeName, front, rear]);
      expect(makeDiscSize(sportyCar.make, 'front', front) && makeDiscSize(sportyCar.make, 'rear', rear)).toBe(true);
    }
    expect(platformDiscMm(brakeCar('Renault Clio IV (BH, KH)', 'Renault', '0.9 TCe 90', 66, 'B'), 'rear')).toBeUndefined();
    expect(platformDiscMm(brakeCar('Ford Puma', 'Ford', 'Puma 1.0 EcoBoost Hybrid', 92, 'Ford B'), 'rear')).toBeUndefined();
    expect(discOf('Renault', 'rear', 300)).toEqual({ thicknessMm: 11, ventilated: false });
  });
  it('brakes a Clio IV\'s front on 258 mm discs up to the dCi 90 and on 280 from the dCi 110 and TCe 120, never on a Clio III\'s 259', () => {
    const clio4 = (typeName: string, kw: number) => platformDiscMm(brakeCar('Renault Clio IV (BH, KH)', 'Renault', typeName, kw, 'B'), 'front');
    expect([clio4('0.9 TCe 90', 66), clio4('1.5 dCi 90', 66), clio4('1.5 dCi 110', 81), clio4('1.2 TCe 120', 87), clio4('1.6 RS 200', 147)]).toEqual([258, 258, 280, 280, 320]);
  });
  it('brakes a Yaris II, Yaris III, Auris I and Auris II 1.4 D-4D on the 1.33 Dual VVT-i\'s 275 mm ventilated front discs', () => {
    for (const generation of ['Toyota Yaris II (XP9)', 'Toyota Yaris III (XP13)', 'Toyota Auris I (E15)', 'Toyota Auris II (E18)']) {
      expect([generation, platformDiscMm(brakeCar(generation, 'Toyota', '1.4 D-4D', 66, generation), 'front')]).toEqual([generation, 275]);
      expect(platformDiscMm(brakeCar(generation, 'Toyota', '1.0 VVT-i', 51, generation), 'front')).toBeUndefined();
    }
    expect(discOf('Toyota', 'front', 275)).toEqual({ thicknessMm: 22, ventilated: true });
  });
  it('brakes a Yaris Cross on the hybrid Yaris IV\'s 275 mm ventilated front discs, never a 1.0 Yaris\'s solid ones', () => {
    expect(platformDiscMm(brakeCar('Toyota Yaris Cross', 'Toyota', 'Yaris Cross 1.5L', 68, 'Toyota Yaris Cross'), 'front')).toBe(275);
  });
  it('brakes a Qashqai J11\'s rear on 292 mm discs, never a Mégane IV\'s 260', () => {
    expect(platformDiscMm(brakeCar('Nissan Qashqai J11', 'Nissan', '1.5 dCi', 81, 'CMF-CD'), 'rear')).toBe(292);
    expect(platformDiscMm(brakeCar('Renault Mégane IV', 'Renault', '1.5 dCi', 81, 'CMF-CD'), 'rear')).toBe(260);
  });
});

describe('performance versions by their badge', () => {
  it('knows a generation\'s performance version by its badge, never a trim line that borrows it', () => {
    const badged = (typeName: string, make = 'VW') => performanceVersion({ make, typeName });
    expect(['1.4 TSI GTI', '2.0 TSI R', '1.8 TCe RS 280', '508 PSE Hybrid PHEV', 'X4 M40d', 'M440i xDrive Coupe', '2.3 EcoBoost ST', '1.6 Turbo OPC', 'i20 N 1.6 T-GDi', 'AMG GLE 53 4MATIC+', 'SQ2 TFSI', 'Kodiaq RS 2.0 TSI', 'Mini John Cooper Works Cabrio (F57)'].map((name) => badged(name))).toEqual(Array(13).fill(true));
    expect(['2.0 TDI', '1.5 TSI R-Line', '1.0 EcoBoost ST-Line', '1.6 T-GDi N Line', 'C 220 d AMG Line', 'X4 xDrive30d', '2.0 TDI GTD', 'S 500 4MATIC', 'Mini Cooper S Cabrio (F57)'].map((name) => badged(name))).toEqual(Array(9).fill(false));
    expect([badged('Cupra Formentor 1.5 TSI', 'Cupra'), badged('Leon Cupra 2.0 TSI', 'Seat')]).toEqual([false, true]);
  });

  it('names the package a performance version brakes on where it is its own, even one shared with a stronger base type', () => {
    const listedCar = (make: string, generation: string, kw: number, typeName: string) => ({ make, generation, typeName, kw, platform: generation });
    expect(performancePackageMm(listedCar('Peugeot', 'Peugeot 508', 147, '508 PSE Hybrid PHEV'))).toBe(380);
    // A Golf V GTI brakes on the 2.0 TDI's 312 mm disc: the table says so, it is no inherited size.
    expect(performancePackageMm(listedCar('VW', 'VW Golf V (1K1)', 147, '2.0 TFSI GTI'))).toBe(312);
    expect(performancePackageMm(listedCar('Mercedes-Benz', 'Mercedes-Benz GLE', 450, 'AMG GLE 63 S 4MATIC+'))).toBe(400);
    expect(performancePackageMm(listedCar('Mercedes-Benz', 'Mercedes-Benz GLE', 450, 'GLE 580 4MATIC'))).toBeUndefined();
    expect(performancePackageMm(listedCar('VW', 'VW Golf VI (5K1)', 77, '1.6 TDI'))).toBeUndefined();
  });
});

describe('the A-Klasse W169\'s front discs', () => {
  it('are 276 mm up to the A 200 and 288 mm on the A 200 CDI and A 200 Turbo, never a W176\'s 295, and grow with the power', () => {
    const w169 = 'Mercedes-Benz A-Klasse W169';
    const types = [['A 150', 70], ['A 160 CDI', 60], ['A 170', 85], ['A 180 CDI', 80], ['A 200', 100], ['A 200 CDI', 103], ['A 200 Turbo', 142]] as const;
    expect(types.map(([typeName, kw]) => [typeName, platformDiscMm(listed('Mercedes-Benz', w169, kw, typeName), 'front')])).toEqual([
      ['A 150', 276], ['A 160 CDI', 276], ['A 170', 276], ['A 180 CDI', 276], ['A 200', 276], ['A 200 CDI', 288], ['A 200 Turbo', 288],
    ]);
    expect(facts('Mercedes-Benz', w169, 85, 'A 170').frontDiscMm).toBe(276);
    expect(discOf('Mercedes-Benz', 'front', 276)).toEqual({ thicknessMm: 22, ventilated: true });
    expect(discOf('Mercedes-Benz', 'front', 288)).toEqual({ thicknessMm: 25, ventilated: true });
  });
});
