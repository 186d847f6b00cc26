/** A volume exhaust line's pipe, silencer, catalyst or DPF is not made for a premium sports or luxury flagship type. */
import type { SeededLeaf } from '../categories';
import { partTypeOf } from '../part-kinds';
import type { SeededModel } from '../vehicles';
import type { CarFacts } from './fitment-rules';
import { premiumBodyFits, premiumExhaustFits, premiumSportsType } from './premium-exhaust';

const PANAMERA: CarFacts = {
  make: 'Porsche', fuel: 'petrol', hybrid: true, hybridDrive: 'plug-in', typeName: '4 E-Hybrid Sport Turismo', engineCode: 'DCB', ccm: 2894, kw: 243, typeStart: 2017, generationStart: 2016, platform: 'MSB', engine: 'petrol/DCB', generation: 'Panamera (971)',
  frontDiscMm: 360, rearDiscMm: 330, rearDrumMm: 0, wipersMm: [650, 0], batteryAh: 95, headlamp: 'LED', oilGrade: '0W-40', oilApproval: 'Porsche C40',
};
const model = (car: CarFacts): SeededModel => ({ id: 1, seriesId: 1, fuel: car.fuel, popularity: 1, car } as SeededModel);
const leaf = (partType: string, id: number): SeededLeaf => ({ id, icon: 'exhaust', universal: false, popularity: 10, basePriceCents: 5000, titles: {} as SeededLeaf['titles'], partType });

test('no front pipe, silencer, catalyst or DPF is made for a Panamera 971; its sensors are', () => {
  expect(partTypeOf(leaf('Abgasrohr', 9201)).usable(model(PANAMERA))).toBe(false);
  for (const kind of ['Endschalldämpfer', 'Mittelschalldämpfer', 'Vorschalldämpfer', 'Flexrohr']) expect([kind, premiumExhaustFits(kind, PANAMERA)]).toEqual([kind, false]);
  expect(premiumExhaustFits('Katalysator', PANAMERA)).toBe(false);
  expect(premiumExhaustFits('Rußpartikelfilter', PANAMERA)).toBe(false);
  expect(premiumExhaustFits('Abgastemperatursensor', PANAMERA)).toBe(true);
});

test('V8 M Performance, S 580, Maybach and Range Rover P530 flagships take the maker\'s exhaust; an M440i, an EQS 580 and a Velar P400e do not', () => {
  for (const [make, typeName] of <[string, string][]>[['BMW', 'X6 M50i'], ['BMW', 'M550i xDrive'], ['BMW', 'X5 M60i xDrive'], ['Mercedes-Benz', 'S 580 e 4MATIC'], ['Mercedes-Benz', 'Mercedes-Maybach S 580 4MATIC'], ['Mercedes-Benz', 'GLS 600 4MATIC Maybach'], ['Land Rover', 'Range Rover LWB P530'], ['Land Rover', 'Range Rover SWB P510E Plug-in Hybrid PHEV'], ['Bentley', 'Flying Spur']]) {
    expect([typeName, premiumExhaustFits('Katalysator', { make, typeName })]).toEqual([typeName, false]);
  }
  for (const [make, typeName] of <[string, string][]>[['BMW', 'M440i xDrive Coupe'], ['Mercedes-Benz', 'EQS 580 4MATIC'], ['Mercedes-Benz', 'S 350 d'], ['Land Rover', 'Range Rover Velar P400e']]) expect([typeName, premiumSportsType({ make, typeName })]).toEqual([typeName, false]);
});

test('AMG, M cars and RS models are premium sports types; a Golf, an M340i and a C 200 are not', () => {
  for (const [make, typeName] of <[string, string][]>[['Mercedes-Benz', 'AMG GLE 63 S 4MATIC+'], ['BMW', 'M3 Competition'], ['BMW', 'X5 M Competition'], ['Audi', 'RS 6 Avant'], ['Audi', 'RS6 Avant'], ['Maserati', 'Ghibli 3.0 V6']]) expect([typeName, premiumSportsType({ make, typeName })]).toEqual([typeName, true]);
  for (const [make, typeName] of <[string, string][]>[['VW', '2.0 TDI'], ['BMW', 'M340i xDrive'], ['BMW', 'M440d xDrive Coupe'], ['Mercedes-Benz', 'C 200'], ['Audi', 'A4 2.0 TFSI']]) expect([typeName, premiumSportsType({ make, typeName })]).toEqual([typeName, false]);
  expect(premiumExhaustFits('Endschalldämpfer', { make: 'VW', typeName: '1.4 TSI' })).toBe(true);
});

test('no volume bonnet, wing, bumper or headlamp is made for a 911, an MC20 or a Taycan; a Golf keeps them', () => {
  for (const [make, typeName] of <[string, string][]>[['Porsche', '911 GT3'], ['Porsche', '911 CARRERA GTS'], ['Maserati', 'MC20'], ['Porsche', 'Taycan 4 CROSS TURISMO']]) {
    for (const kind of ['Motorhaube', 'Kotflügel', 'Stoßstange', 'Hauptscheinwerfer']) expect([typeName, kind, premiumBodyFits(kind, { make, typeName })]).toEqual([typeName, kind, false]);
  }
  expect(partTypeOf(leaf('Motorhaube', 9202)).usable(model({ ...PANAMERA, generation: '911 (992)', typeName: '911 GT3' }))).toBe(false);
  for (const kind of ['Motorhaube', 'Hauptscheinwerfer', 'Endschalldämpfer']) expect(premiumBodyFits(kind, { make: 'VW', typeName: '1.4 TSI' })).toBe(true);
  expect(premiumBodyFits('Hauptscheinwerfer', { make: 'BMW', typeName: 'M440i xDrive Coupe' })).toBe(true);
});

test('a sport exhaust type takes no volume rear silencer: an A110, an M440i, an M235i, a JCW, an X4 M40d; the xDrive30d does', () => {
  for (const [make, typeName] of <[string, string][]>[['Alpine', 'A110'], ['BMW', 'M440i xDrive Cabriolet'], ['BMW', 'M235i xDrive Gran Coupé'], ['Mini', 'Mini John Cooper Works ALL4 Countryman (F60)'], ['BMW', 'X4 M40d']]) {
    expect([typeName, premiumBodyFits('Endschalldämpfer', { make, typeName })]).toEqual([typeName, false]);
  }
  expect(premiumBodyFits('Endschalldämpfer', { make: 'BMW', typeName: 'X4 xDrive30d' })).toBe(true);
  expect(premiumBodyFits('Endschalldämpfer', { make: 'Mini', typeName: 'Mini Cooper S Countryman (F60)' })).toBe(true);
  expect(premiumBodyFits('Abgasrohr', { make: 'BMW', typeName: 'M440i xDrive Coupe' })).toBe(true);
});
