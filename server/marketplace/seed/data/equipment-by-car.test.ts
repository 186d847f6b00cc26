/** Parts the trade sells only for the car's own equipment: brake unit, ignition, air suspension, tailgate, battery. */
import { kindFits, type CarFacts } from './fitment-rules';
import { batteryTechnologyOf } from './vehicle-keyed-parts';
import { phaseRearBrake } from './car-equipment';
import { chassisLineKey } from './chassis-lines';
import { timingBeltEngineOf } from './timing-belts';

const BASE: CarFacts = {
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.6', engineCode: '', ccm: 1598, kw: 85, typeStart: 2008, generationStart: 2008, platform: 'PQ35', engine: 'petrol/x', generation: 'VW Golf VI (5K1)',
  frontDiscMm: 280, rearDiscMm: 253, rearDrumMm: 0, wipersMm: [600, 400], batteryAh: 60, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 504.00',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });

test('a Giulia or Stelvio has an integrated brake unit: no separate master cylinder or booster; a Giulietta has both', () => {
  const stelvio = car({ make: 'Alfa Romeo', typeName: 'Stelvio 2.2 Diesel', fuel: 'diesel', generation: 'Alfa Romeo Stelvio', typeStart: 2017, generationStart: 2017 });
  const giulia = car({ ...stelvio, typeName: 'Giulia 2.0 T', fuel: 'petrol', generation: 'Alfa Romeo Giulia' });
  const giulietta = car({ ...stelvio, typeName: '1.4 TB', fuel: 'petrol', generation: 'Alfa Romeo Giulietta (940)', typeStart: 2010, generationStart: 2010 });
  for (const kind of ['Hauptbremszylinder', 'Bremskraftverstärker']) {
    expect(kindFits(kind, stelvio)).toBe(false);
    expect(kindFits(kind, giulia)).toBe(false);
    expect(kindFits(kind, giulietta)).toBe(true);
  }
});

test('Renault\'s 1.2 16V D4F has pencil coils: no ignition lead set; the 8-valve D7F keeps its leads', () => {
  const clio = car({ make: 'Renault', typeName: '1.2 16V', engineCode: 'D4F', ccm: 1149, generation: 'Renault Clio III (BR0/1, CR0/1)', typeStart: 2005, generationStart: 2005 });
  expect(kindFits('Zündkabelsatz', clio)).toBe(false);
  expect(kindFits('Zündkabelsatz', car({ ...clio, engineCode: 'D7F', typeName: '1.2' }))).toBe(true);
});

test('a Panamera hybrid rides on air as standard: no gas shock and no coil spring; the Panamera 4 on steel springs takes them', () => {
  const hybrid = car({ make: 'Porsche', typeName: 'Panamera 4 E-HYBRID', hybrid: true, hybridDrive: 'plug-in', generation: 'Porsche Panamera', platform: 'MSB', typeStart: 2017, generationStart: 2016 });
  const steel = car({ ...hybrid, typeName: 'Panamera 4 SPORT TURISMO', hybrid: false, hybridDrive: 'none' });
  expect(kindFits('Stoßdämpfer', hybrid, 'front')).toBe(false);
  expect(kindFits('Fahrwerksfeder', hybrid, 'front')).toBe(false);
  expect(kindFits('Stoßdämpfer', steel, 'front')).toBe(true);
  expect(kindFits('Stoßdämpfer', car({ make: 'Mercedes-Benz', generation: 'Mercedes-Benz S-Klasse W222', typeName: 'S 350 d' }), 'rear')).toBe(false);
});

test('a Logan saloon has no rear wiper motor', () => {
  const logan = car({ make: 'Dacia', typeName: '0.9 TCe 90', generation: 'Dacia Logan II (L8)', platform: 'B0', typeStart: 2012, generationStart: 2012 });
  expect(kindFits('Wischermotor', logan, 'rear')).toBe(false);
  expect(kindFits('Wischermotor', car({ ...logan, generation: 'Dacia Sandero II (B8)' }), 'rear')).toBe(true);
});

test('a start-stop car takes an EFB or AGM battery, an Aventador or a Ferrari none from the aftermarket', () => {
  const twinAir = car({ make: 'Fiat', typeName: '0.9 TwinAir', ccm: 875, generation: 'Fiat 500 (312)', typeStart: 2010, generationStart: 2007 });
  expect(batteryTechnologyOf(twinAir)).toBe('EFB');
  expect(batteryTechnologyOf(car({ ...twinAir, typeName: '1.2 8V', ccm: 1242, typeStart: 2007 }))).toBe('standard');
  const aventador = car({ make: 'Lamborghini', typeName: 'Aventador SVJ Coupe', generation: 'Lamborghini Aventador', ccm: 6498, typeStart: 2011, generationStart: 2011 });
  expect(kindFits('Starterbatterie', aventador)).toBe(false);
  expect(kindFits('Starterbatterie', car({ ...aventador, make: 'Ferrari', generation: 'Ferrari Roma', typeName: 'Roma' }))).toBe(false);
  expect(kindFits('Starterbatterie', car({ ...aventador, generation: 'Lamborghini Urus', typeName: 'Urus' }))).toBe(true);
});

test('the Zoe brakes its rear with drums until 2019 and the ZE50 with discs', () => {
  expect(phaseRearBrake({ generation: 'Renault Zoe', typeStart: 2016, typeEnd: 2019 })).toEqual({ rearDiscMm: 0, rearDrumMm: 203 });
  expect(phaseRearBrake({ generation: 'Renault Zoe', typeStart: 2019, typeEnd: 2024 })?.rearDrumMm).toBe(0);
  expect(phaseRearBrake({ generation: 'Renault Zoe', typeStart: 2018, typeEnd: 2024 })?.rearDiscMm).toBeGreaterThan(0);
  expect(phaseRearBrake({ generation: 'Renault Clio IV (BH)', typeStart: 2012, typeEnd: 2019 })).toBeNull();
});

test('a front silencer is the body line\'s: a 3er G20\'s is not a 5er G30\'s nor an X3 G01\'s', () => {
  const g20 = car({ make: 'BMW', typeName: '320i', engineCode: 'B48', ccm: 1998, generation: 'BMW 3er G20', platform: 'CLAR', typeStart: 2019, generationStart: 2019 });
  const g30 = car({ ...g20, typeName: '520i', generation: 'BMW 5er G30' });
  expect(chassisLineKey('Vorschalldämpfer', g20, null)).not.toBe(chassisLineKey('Vorschalldämpfer', g30, null));
});

test('a Cayenne GTS, Turbo and Turbo GT take grilles of their own; the base and E-Hybrid share one', () => {
  const cayenne = (typeName: string) => car({ make: 'Porsche', typeName, generation: 'Porsche Cayenne', typeStart: 2017, generationStart: 2017 });
  const keys = ['Cayenne', 'Cayenne E-Hybrid', 'Cayenne GTS', 'Cayenne Turbo', 'Cayenne Turbo S-PHEV', 'Cayenne Turbo GT'].map((name) => chassisLineKey('Kühlergrill', cayenne(name), null));
  expect(keys[0]).toBe(keys[1]);
  expect(keys[3]).toBe(keys[4]);
  expect(new Set(keys).size).toBe(4);
  // Any other car: the base fascia's grille (a sport trim's is its own: data/sport-fascias.ts).
  expect(chassisLineKey('Kühlergrill', car({}), null)).toBe('base');
});

test('the DW10\'s 8V, 16V, DW10C and Euro 6 engines take timing kits of their own', () => {
  const dw10 = (kw: number, typeStart: number) => timingBeltEngineOf(car({ make: 'Peugeot', fuel: 'diesel', typeName: '2.0 HDi', engineCode: 'DW10', ccm: 1997, kw, typeStart, generationStart: typeStart }));
  const engines = [dw10(66, 2001), dw10(100, 2004), dw10(120, 2010), dw10(110, 2014)];
  expect(new Set(engines).size).toBe(4);
  expect(dw10(80, 2001)).toBe(engines[0]);
});
