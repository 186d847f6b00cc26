/** Parts the trade sells only for the car's own equipment: brake unit, ignition, air suspension, tailgate, battery. */
import { kindFits, type CarFacts } from './fitment-rules';
import { batteryTechnologyOf } from './vehicle-keyed-parts';

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
