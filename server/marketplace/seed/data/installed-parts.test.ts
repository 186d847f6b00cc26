/** A catalyst's emission class follows the car it is made for (a gearbox oil kit's fluid: gearboxes.test.ts). */
import { bodyOfName, emissionClassOf, heaterFuelOf, lightTechnologyOf, wheelBoltThreadOf, windowWinderOf } from './installed-parts';

test('the emission class follows the type\'s first year where its last is not known', () => {
  expect([2003, 2006, 2012, 2016, 2023].map((typeStart) => emissionClassOf({ typeStart }))).toEqual(['Euro 3', 'Euro 4', 'Euro 5', 'Euro 6', 'Euro 6d']);
});


test('a current-market type\'s name gives its body; a headlamp its light source; a window regulator from 2012 winds electrically', () => {
  expect(['218d Active Tourer', 'M235i xDrive Gran Coupé', 'M240i xDrive Coupé', '430d 48v Cabriolet', 'XF Sportbrake D200 BVA', '1.5 TSI'].map(bodyOfName))
    .toEqual(['active tourer', 'gran coupe', 'coupe', 'cabrio', 'sportbrake', '']);
  expect(['H7', 'D3S', 'LED'].map((headlamp) => lightTechnologyOf({ headlamp }))).toEqual(['halogen', 'xenon', 'led']);
  expect([windowWinderOf({ generationStart: 2023 }), windowWinderOf({ generationStart: 2004 })]).toEqual(['electric', null]);
});

test('a wheel bolt has its make\'s thread; a parking heater burns the car\'s fuel', () => {
  expect(wheelBoltThreadOf({ make: 'Skoda', generationStart: 2019 })).toBe('M14x1.5');
  expect(wheelBoltThreadOf({ make: 'BMW', generationStart: 2020 })).toBe('M14x1.25');
  expect(wheelBoltThreadOf({ make: 'Peugeot', generationStart: 2012 })).toBe('M12x1.25');
  expect([heaterFuelOf({ fuel: 'petrol' }), heaterFuelOf({ fuel: 'electric' })]).toEqual(['petrol', null]);
});

test('Opel\'s Delta II, Epsilon II, D2XX and E2XX cars bolt their wheels with M14x1.5, the Astra H and Corsa with M12x1.5', () => {
  expect(wheelBoltThreadOf({ make: 'Opel', generationStart: 2015, generation: 'Astra K', platform: 'D2XX' })).toBe('M14x1.5');
  expect(wheelBoltThreadOf({ make: 'Opel', generationStart: 2017, generation: 'Insignia B', platform: 'GM E2XX' })).toBe('M14x1.5');
  expect(wheelBoltThreadOf({ make: 'Opel', generationStart: 2009, generation: 'Astra J', platform: 'GM Delta II' })).toBe('M14x1.5');
  expect(wheelBoltThreadOf({ make: 'Opel', generationStart: 2004, generation: 'Astra H', platform: 'GM Delta' })).toBe('M12x1.5');
  expect(wheelBoltThreadOf({ make: 'Opel', generationStart: 2014, generation: 'Corsa E', platform: 'GM Gamma' })).toBe('M12x1.5');
});
