/** Bilstein's prefix names the part: 19- a B4 shock absorber, 22- a B4 strut, 24- a B6 monotube for a sport type. */
import type { CarFacts } from './fitment-rules';
import { b4Prefix, bilsteinPrefixWrong, damperIsStrut, damperNumberNotConstruction, damperPrefix, sportType } from './bilstein-numbers';
import { PRODUCT_LINES, patternRegExp } from './product-lines';

const BASE: CarFacts = {
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.6', engineCode: '', ccm: 1598, kw: 85, typeStart: 2008, generationStart: 2008, platform: 'PQ35', engine: 'petrol/x', generation: 'VW Golf VI (5K1)',
  frontDiscMm: 280, rearDiscMm: 253, rearDrumMm: 0, wipersMm: [600, 400], batteryAh: 60, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 504.00',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });
const F30_320D = car({ make: 'BMW', fuel: 'diesel', typeName: '320d', platform: 'BMW 3er F30', generation: 'BMW 3er F30' });
const W204_C200 = car({ make: 'Mercedes-Benz', fuel: 'diesel', typeName: 'C 200 CDI', platform: 'Mercedes-Benz C-Klasse W204', generation: 'Mercedes-Benz C-Klasse W204' });
const GOLF_VII_GTI = car({ typeName: '2.0 GTI', ccm: 1984, kw: 169, platform: 'MQB', generation: 'VW Golf VII (5G1)' });
const GOLF_VII_TDI = car({ fuel: 'diesel', typeName: '1.6 TDI', platform: 'MQB', generation: 'VW Golf VII (5G1)' });
const GOLF_R_LINE = car({ typeName: '1.5 TSI R-Line', platform: 'MQB', generation: 'VW Golf VIII (CD1)' });
const CORSA_D = car({ make: 'Opel', typeName: '1.2', ccm: 1229, kw: 59, platform: 'SCCS', generation: 'Opel Corsa D' });
const BOXSTER = car({ make: 'Porsche', typeName: 'Boxster S', ccm: 2497, kw: 257, platform: 'Porsche Boxster', generation: 'Porsche Boxster' });

test('a B4 strut is a 22-, a B4 shock absorber a 19-', () => {
  expect([b4Prefix(true), b4Prefix(false)]).toEqual(['22', '19']);
  expect(damperIsStrut('front', undefined)).toBe(true);
  expect(damperIsStrut('rear', undefined)).toBe(false);
  expect([bilsteinPrefixWrong('22-082953', false), bilsteinPrefixWrong('19-082953', false), bilsteinPrefixWrong('19-082953', true), bilsteinPrefixWrong('22-082953', true)]).toEqual([true, false, true, false]);
});

test('a multi-link rear axle carries its spring beside the damper: a shock absorber, 19-; only a rear built with struts takes a 22-', () => {
  for (const fitted of [F30_320D, W204_C200, GOLF_VII_GTI, CORSA_D]) expect([fitted.generation, damperIsStrut('rear', fitted)]).toEqual([fitted.generation, false]);
  expect(bilsteinPrefixWrong('22-082953', damperIsStrut('rear', F30_320D))).toBe(true);
  expect(damperIsStrut('rear', BOXSTER)).toBe(true);
  expect(damperIsStrut('front', CORSA_D)).toBe(true);
});

test('a B6 24- monotube is a sport type\'s damper: a GTI\'s or a Porsche\'s, not a Corsa 1.2\'s nor an R-Line trim\'s', () => {
  expect([GOLF_VII_GTI, BOXSTER, car({ make: 'BMW', typeName: 'M340i xDrive', generation: 'BMW 3er G20' })].map(sportType)).toEqual([true, true, true]);
  expect([CORSA_D, GOLF_VII_TDI, GOLF_R_LINE, F30_320D, car({ make: 'Renault', typeName: 'Clio 1.5 dCi R-Link', generation: 'Renault Clio IV' })].map(sportType)).toEqual([false, false, false, false, false]);
  expect(bilsteinPrefixWrong('24-783096', true, sportType(CORSA_D))).toBe(true);
  expect(bilsteinPrefixWrong('24-783096', true, sportType(GOLF_VII_GTI))).toBe(false);
});

test("KYB's Excel-G 33xxxx is a strut, its 34xxxx a shock absorber; TRW's JGS a strut, its JGM a shock absorber", () => {
  expect([damperPrefix('KYB', true), damperPrefix('KYB', false), damperPrefix('TRW', true), damperPrefix('TRW', false)]).toEqual(['33', '34', 'JGS', 'JGM']);
  expect(damperNumberNotConstruction('KYB', '334836', damperIsStrut('rear', F30_320D))).toBe(true);
  expect(damperNumberNotConstruction('KYB', '343416', damperIsStrut('rear', F30_320D))).toBe(false);
  expect(damperNumberNotConstruction('KYB', '344459', damperIsStrut('front', CORSA_D))).toBe(true);
  expect(damperNumberNotConstruction('KYB', '333412', damperIsStrut('front', CORSA_D))).toBe(false);
  expect(damperNumberNotConstruction('TRW', 'JGM1013T', true)).toBe(true);
  expect(damperNumberNotConstruction('TRW', 'JGS1007T', true)).toBe(false);
  expect(damperNumberNotConstruction('Bilstein', '22-082953', false)).toBe(false);
});

test("KYB's and TRW's damper lines spell both constructions", () => {
  const accepts = (brand: string, number: string) => PRODUCT_LINES.some((line) => line.brand === brand && line.kinds.includes('Stoßdämpfer') && patternRegExp(line.pattern).test(number));
  expect(['334836', '333412', '343416', '344459', '349035'].every((number) => accepts('KYB', number))).toBe(true);
  expect(['JGM1013T', 'JGS1007T'].every((number) => accepts('TRW', number))).toBe(true);
});
