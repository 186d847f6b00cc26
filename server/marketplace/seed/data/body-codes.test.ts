/** The body a VW-group type code gives, and the rear wiper that follows it. */
import { bodyOfTypeCode } from './body-codes';
import { type CarFacts, kindFits, ruleAgainst, tailgate } from './fitment-rules';

const PASSAT: CarFacts = {
  make: 'VW', fuel: 'diesel', hybrid: false, hybridDrive: 'none', typeName: '2.0 TDI', engineCode: 'CRLB', ccm: 1968, typeStart: 2014, generationStart: 2014, platform: 'MQB', engine: 'diesel/CRLB', generation: 'VW Passat B8 (3G2)',
  frontDiscMm: 312, rearDiscMm: 272, rearDrumMm: 0, wipersMm: [650, 450], batteryAh: 70, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 507 00',
};

test('the third place of an Audi or VW type code is the body: 2 the saloon, 5 the Avant or Variant, the A4 B7 by letter', () => {
  const of = (make: string, generation: string) => bodyOfTypeCode({ make, generation });
  expect(['A4 B7 (8EC)', 'A4 B8 (8K2)', 'A4 B9 (8W2)', 'A6 C6 (4F2)', 'A6 C7 (4G2)', 'A6 C8 (4A2)'].map((g) => of('Audi', `Audi ${g}`))).toEqual(Array(6).fill('saloon'));
  expect(['Passat B6 (3C2)', 'Passat B7 (362)', 'Passat B8 (3G2)'].map((g) => of('VW', `VW ${g}`))).toEqual(Array(3).fill('saloon'));
  expect([of('Audi', 'Audi A4 B8 (8K5)'), of('VW', 'VW Passat B8 (3G5)'), of('Audi', 'Audi A4 B7 (8ED)')]).toEqual(['estate', 'estate', 'estate']);
  // A hatchback's code, and Skoda's, whose codes are numbered otherwise (a Fabia II hatch is 542), give none.
  expect([of('VW', 'VW Golf VII (5G1)'), of('Audi', 'Audi A3 8V (8V1)'), of('Skoda', 'Skoda Fabia II (542)')]).toEqual([null, null, null]);
});

test('no rear wiper, wiper arm or motor on the VW group\'s saloon type codes; a Variant named so and a Golf keep theirs', () => {
  for (const generation of ['VW Passat B6 (3C2)', 'VW Passat B7 (362)', 'VW Passat B8 (3G2)', 'Audi A4 B7 (8EC)', 'Audi A4 B8 (8K2)', 'Audi A4 B9 (8W2)', 'Audi A6 C6 (4F2)', 'Audi A6 C7 (4G2)', 'Audi A6 C8 (4A2)']) {
    const car = { ...PASSAT, make: generation.split(' ')[0]!, generation };
    for (const kind of ['Scheibenwischer', 'Wischermotor', 'Wischerarm']) expect({ generation, kind, fits: kindFits(kind, car, 'rear') }).toEqual({ generation, kind, fits: false });
    expect(ruleAgainst('Scheibenwischer', car, 'rear')?.name).toBe('rear wiper on a saloon type code');
    expect(kindFits('Scheibenwischer', car, 'front')).toBe(true);
    // The saloon list of the tailgate rule reads a generation that ends in its code as well.
    expect({ generation, tailgate: tailgate(car) }).toEqual({ generation, tailgate: false });
  }
  expect(kindFits('Scheibenwischer', { ...PASSAT, typeName: '2.0 TDI Variant' }, 'rear')).toBe(true);
  expect(kindFits('Scheibenwischer', { ...PASSAT, generation: 'VW Golf VII (5G1)' }, 'rear')).toBe(true);
});
