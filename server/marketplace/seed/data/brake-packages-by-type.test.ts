import { describe, expect, it } from '@jest/globals';
import { fitmentKey } from './fitment-rules';
import { car, facts, listed } from './brake-test-cars';
import { brakePackageOf, discOf, padShapeOf, platformDiscMm } from './brake-packages';

describe('brake packages by type', () => {
  it('gives the heavy MQB cars with the larger engines a 300×12 rear disc, the small ones and a Golf 272×10', () => {
    expect(platformDiscMm(listed('VW', 'VW Tiguan II (AD1)', 110, '2.0 TDI', 'MQB'), 'rear')).toBe(300);
    expect(platformDiscMm(listed('VW', 'VW Passat B8 (3G2)', 160, '1.4 TSI GTE', 'MQB'), 'rear')).toBe(300);
    expect(platformDiscMm(listed('Skoda', 'Skoda Superb III (3V3)', 110, '2.0 TDI', 'MQB'), 'rear')).toBe(300);
    expect(platformDiscMm(listed('Seat', 'Seat Leon III (5F1)', 135, '2.0 TDI', 'MQB'), 'rear')).toBe(300);
    expect(platformDiscMm(listed('VW', 'VW Passat B8 (3G2)', 92, '1.4 TSI', 'MQB'), 'rear')).toBe(272);
    expect(platformDiscMm(listed('Seat', 'Seat Leon III (5F1)', 110, '2.0 TDI', 'MQB'), 'rear')).toBe(272);
    expect(platformDiscMm(car({}), 'rear')).toBeUndefined();
    expect(discOf('VW', 'rear', 300)).toEqual({ thicknessMm: 12, ventilated: false });
  });

  it('gives a Giulia 2.9 V6 Quadrifoglio its own brake package on both axles, never the 2.0 T Veloce\'s', () => {
    const giulia = { make: 'Alfa Romeo', generation: 'Alfa Romeo Giulia (952)', platform: 'Giorgio' };
    const veloce = { ...facts(giulia.make, giulia.generation, 206, '2.0 T'), ...giulia, typeName: '2.0 T' };
    const quadrifoglio = { ...facts(giulia.make, giulia.generation, 375, '2.9 V6'), ...giulia, typeName: '2.9 V6' };
    for (const axle of ['front', 'rear'] as const) expect(brakePackageOf(quadrifoglio, axle)).not.toBe(brakePackageOf(veloce, axle));
    expect([quadrifoglio.frontDiscMm, quadrifoglio.rearDiscMm]).toEqual([360, 350]);
  });

  it('gives a 1er E87 116i to 120d a solid 280 mm rear disc, the 130i the ventilated 300', () => {
    for (const kw of [85, 105, 130]) expect(facts('BMW', 'BMW 1er E87 (E81)', kw).rearDiscMm).toBe(280);
    expect(discOf('BMW', 'rear', 280)).toEqual({ thicknessMm: 10, ventilated: false });
    expect(facts('BMW', 'BMW 1er E87 (E81)', 195).rearDiscMm).toBe(300);
  });

  it('gives the C4 Picasso I, 3008 I and 5008 I the 304 mm front system on every type, the 307 and C4 I their 283', () => {
    for (const generation of ['Citroën C4 Picasso I (UD)', 'Peugeot 3008 I (0U)', 'Peugeot 5008 I (0E)']) {
      expect(facts(generation.split(' ')[0]!, generation, 80, '1.6 HDi 110', 'PF2').frontDiscMm).toBe(304);
    }
    expect(platformDiscMm(listed('Peugeot', 'Peugeot 307 (3A)', 80, '1.6 HDi 110', 'PF2'), 'front')).toBeUndefined();
  });

  it('brakes the PF2 MPVs\' rear on 268×12 or 290×12 solid discs, never the 307\'s 249×9', () => {
    for (const generation of ['Citroën C4 Picasso I (UD)', 'Peugeot 3008 I (0U)', 'Peugeot 5008 I (0E)']) {
      const make = generation.split(' ')[0]!;
      expect([generation, [80, 88, 100, 115].map((kw) => facts(make, generation, kw, '', 'PF2').rearDiscMm)]).toEqual([generation, [268, 268, 290, 290]]);
    }
    expect(discOf('Peugeot', 'rear', 268)).toEqual({ thicknessMm: 12, ventilated: false });
    expect(discOf('Citroën', 'rear', 290)).toEqual({ thicknessMm: 12, ventilated: false });
    expect(platformDiscMm(listed('Peugeot', 'Peugeot 307 (3A)', 80, '1.6 HDi 110', 'PF2'), 'rear')).toBeUndefined();
  });

  it('brakes a Sportage SL and an ix35 on 300×28 ventilated front and 262×10 solid rear discs on every engine', () => {
    for (const [make, generation] of [['Kia', 'Kia Sportage SL'], ['Hyundai', 'Hyundai ix35 (LM)']] as const) {
      for (const [kw, typeName] of [[85, '1.7 CRDi'], [99, '1.6 GDI'], [100, '2.0 CRDi'], [135, '2.0 CRDi']] as const) {
        const own = facts(make, generation, kw, typeName);
        expect([generation, kw, own.frontDiscMm, own.rearDiscMm]).toEqual([generation, kw, 300, 262]);
      }
      expect(discOf(make, 'front', 300)).toEqual({ thicknessMm: 28, ventilated: true });
      expect(discOf(make, 'rear', 262)).toEqual({ thicknessMm: 10, ventilated: false });
    }
    // The Ceed's 280 and the Sportage QL's 305 keep their own thickness.
    expect([discOf('Kia', 'front', 280).thicknessMm, discOf('Kia', 'front', 305).thicknessMm]).toEqual([23, 25]);
  });

  it('fits a Golf\'s or Caddy V\'s 312 mm front pad never to a Tiguan II or Passat B8: another caliper', () => {
    const golf = car({});
    const caddy = car({ generation: 'VW Caddy V (SBA)', kw: 55 });
    const tiguan = car({ generation: 'VW Tiguan II (AD1)' });
    const passat = car({ generation: 'VW Passat B8 (3G2)', kw: 160, typeName: '1.4 TSI GTE' });
    const key = (forCar: typeof golf, kind: string) => fitmentKey(kind, 'size', forCar, 'front');
    expect(key(golf, 'Bremsbeläge')).toBe(key(caddy, 'Bremsbeläge'));
    expect(key(golf, 'Bremsbeläge')).not.toBe(key(tiguan, 'Bremsbeläge'));
    expect(key(tiguan, 'Bremsbeläge')).toBe(key(passat, 'Bremsbeläge'));
    expect(key(golf, 'Bremssattel')).not.toBe(key(tiguan, 'Bremssattel'));
    // The disc stays the platform's: a 312×25 disc fits them all.
    expect(key(golf, 'Bremsscheiben')).toBe(key(tiguan, 'Bremsscheiben'));
    expect(brakePackageOf(golf, 'front')).not.toBe(brakePackageOf(tiguan, 'front'));
    expect(padShapeOf(golf, 'front', 312)).not.toEqual(padShapeOf(tiguan, 'front', 312));
    expect(brakePackageOf(golf, 'rear')).toBe(brakePackageOf(tiguan, 'rear'));
  });
});

describe('Porsche brake packages by model line', () => {
  const porsche = (generation: string, typeName: string, kw: number) => car({ ...facts('Porsche', generation, kw, typeName), make: 'Porsche', generation, platform: generation, typeName, kw });
  const key = (forCar: ReturnType<typeof car>, kind: string, axle: 'front' | 'rear') => fitmentKey(kind, 'size', forCar, axle);

  it('keeps a 718 Cayman GTS 4.0\'s pads and discs apart from the GT4\'s and GT4 RS\'s, and a 911 Turbo\'s front pads from the GT3\'s', () => {
    const gts = porsche('Porsche Cayman', '718 CAYMAN GTS PDK', 294);
    const gt4 = porsche('Porsche Cayman', '718 CAYMAN GT4', 309);
    const gt4rs = porsche('Porsche Cayman', '718 CAYMAN GT4 RS', 368);
    for (const kind of ['Bremsbeläge', 'Bremsscheiben']) {
      for (const axle of ['front', 'rear'] as const) {
        expect([kind, axle, key(gts, kind, axle) === key(gt4, kind, axle)]).toEqual([kind, axle, false]);
        expect([kind, axle, key(gts, kind, axle) === key(gt4rs, kind, axle)]).toEqual([kind, axle, false]);
      }
    }
    expect(brakePackageOf(gts, 'front')).not.toBe(brakePackageOf(gt4, 'front'));
    const turbo = porsche('Porsche 911', '911 TURBO COUPE', 427);
    const gt3 = porsche('Porsche 911', '911 GT3', 375);
    expect(turbo.frontDiscMm).toBe(gt3.frontDiscMm);
    expect(key(turbo, 'Bremsbeläge', 'front')).not.toBe(key(gt3, 'Bremsbeläge', 'front'));
    expect(brakePackageOf(turbo, 'front')).not.toBe(brakePackageOf(gt3, 'front'));
  });

  it('gives the types of one line one package: a 911 Turbo and Turbo Cabrio, a GT3 and GT3 Touring, a Cayenne Turbo and Turbo S E-Hybrid', () => {
    const pairs: [string, string, string, number][] = [['Porsche 911', '911 TURBO COUPE', '911 TURBO CABRIOLET', 427], ['Porsche 911', '911 GT3', '911 GT3 PACK TOURING', 375], ['Porsche Cayenne', 'Cayenne Turbo', 'Cayenne Turbo S-PHEV', 404]];
    for (const [generation, one, other, kw] of pairs) {
      expect(key(porsche(generation, one, kw), 'Bremsbeläge', 'front')).toBe(key(porsche(generation, other, kw), 'Bremsbeläge', 'front'));
    }
  });
});
