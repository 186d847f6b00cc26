/** An aftermarket bumper is tooled for the base fascia: a Cayenne Turbo, a Golf GTI or an M35i wears its own. */
import { type CarFacts, kindFits } from './fitment-rules';
import { sportFasciaOf } from './sport-fascias';
import { grilleTrimOf } from './grille-trims';

const BASE: CarFacts = {
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.4 TSI', engineCode: '', ccm: 1395, kw: 92, typeStart: 2013, generationStart: 2012, platform: 'MQB', engine: 'petrol/CZDA', generation: 'VW Golf VII (5G1)',
  frontDiscMm: 288, rearDiscMm: 272, rearDrumMm: 0, wipersMm: [650, 400], batteryAh: 61, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 504.00/507.00',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });
const cayenne = (typeName: string) => car({ make: 'Porsche', typeName, generation: 'Porsche Cayenne', platform: 'MLB Evo', typeStart: 2017, generationStart: 2017 });

test('a Cayenne bumper fits the Cayenne and E-Hybrid, not the GTS, Turbo, Turbo S E-Hybrid or Turbo GT', () => {
  expect(['Cayenne', 'Cayenne E-Hybrid'].map((name) => kindFits('Stoßstange', cayenne(name), 'front'))).toEqual([true, true]);
  expect(['Cayenne GTS', 'Cayenne Turbo', 'Cayenne Turbo S-PHEV', 'Cayenne Turbo GT', 'Cayenne Coupe GTS'].map((name) => kindFits('Stoßstange', cayenne(name), 'front'))).toEqual([false, false, false, false, false]);
  expect(kindFits('Stoßstange', cayenne('Cayenne Turbo'), 'rear')).toBe(false);
});

test('the sport trims are named by make: GTI, R, RS, M Performance, AMG, Cooper S, JCW, Quadrifoglio', () => {
  expect(sportFasciaOf(car({ typeName: '2.0 TSI GTI' }))).toBe('GTI');
  expect(sportFasciaOf(car({ typeName: 'Arteon SB R 2.0 TSI' }))).toBe('R');
  expect(sportFasciaOf(car({ make: 'Skoda', typeName: '2.0 TDI RS' }))).toBe('RS');
  expect(sportFasciaOf(car({ make: 'BMW', typeName: 'X2 M35i' }))).toBe('M');
  expect(sportFasciaOf(car({ make: 'Mercedes-Benz', typeName: 'AMG GLA 45' }))).toBe('AMG/Maybach');
  expect(sportFasciaOf(car({ make: 'Mini', typeName: 'Mini John Cooper Works ALL4 Countryman (F60)' }))).toBe('JCW');
  expect(sportFasciaOf(car({ make: 'Mini', typeName: 'Mini Cooper S Countryman (F60)' }))).toBe('Cooper S');
  expect(sportFasciaOf(car({ make: 'Alfa Romeo', typeName: 'Giulia 2.9 V6' }))).toBe('Quadrifoglio');
});

test('engine names and base trims keep the base bumper: an Opel 1.4 Turbo, a Golf 1.4 TSI, an X2 sDrive18i, a Mini Cooper, a Kamiq Monte-Carlo', () => {
  for (const facts of [{ make: 'Opel', typeName: '1.4 Turbo' }, { typeName: '1.4 TSI' }, { make: 'BMW', typeName: 'X2 sDrive18i' }, { make: 'Mini', typeName: 'Cooper' }, { make: 'Skoda', typeName: 'Kamiq Monte-Carlo 1.0 TSI' }, { make: 'VW', typeName: 'Arteon 2.0 TDI R-Line' }]) {
    expect([facts.typeName, sportFasciaOf(car(facts))]).toEqual([facts.typeName, null]);
    expect(kindFits('Stoßstange', car(facts), 'front')).toBe(true);
  }
});

test('the performance trims the trade sells apart keep their own bumper and grille: X4 M Competition, Puma ST, Fiesta ST, Kodiaq RS, M235i, Cooper SD', () => {
  const cases: [Partial<CarFacts>, string][] = [
    [{ make: 'BMW', typeName: 'X4 M Compétition', generation: 'BMW X4' }, 'M'],
    [{ make: 'Ford', typeName: 'Puma 1.5 EcoBoost', generation: 'Ford Puma' }, 'ST/RS'],
    [{ make: 'Ford', typeName: '1.5 EcoBoost ST', generation: 'Ford Fiesta VII (JHH)' }, 'ST/RS'],
    [{ make: 'Skoda', typeName: 'Kodiaq RS 2.0 TSI', generation: 'Skoda Kodiaq' }, 'RS'],
    [{ make: 'BMW', typeName: 'M235i xDrive Gran Coupé', generation: 'BMW 2er F44' }, 'M'],
    [{ make: 'Mini', typeName: 'Mini Cooper SD Clubman (F54)', generation: 'Mini Clubman F54' }, 'Cooper S'],
    [{ make: 'Mini', typeName: 'Mini John Cooper Works Cabrio (F57)', generation: 'Mini Cabrio F57' }, 'JCW'],
  ];
  for (const [facts, trim] of cases) {
    expect([facts.typeName, sportFasciaOf(car(facts)), grilleTrimOf(car(facts))]).toEqual([facts.typeName, trim, trim]);
    expect(kindFits('Stoßstange', car(facts), 'front')).toBe(false);
  }
  for (const facts of [{ make: 'Ford', typeName: 'Puma 1.0 EcoBoost Hybrid' }, { make: 'Mini', typeName: 'Mini Cooper D Clubman (F54)' }, { make: 'BMW', typeName: 'X4 xDrive20d' }]) {
    expect([facts.typeName, sportFasciaOf(car(facts)), grilleTrimOf(car(facts))]).toEqual([facts.typeName, null, 'base']);
  }
});
