import { recordedTwinOf, sisterFrontDiscMm, sisterRearBrake, type RecordedType, dieselBelowLighterPetrol } from './sister-brakes';
import { makeDiscSize } from './brake-sizes';
import { listedCarFacts, smallCarDrumMmOf } from './listed-car-facts';
import { factoryRearDrumMm } from './car-equipment';
import { platformDiscMm } from './brake-packages';

const type = (kw: number, front: number | null, rear: number | null, drum: number | null, fuel: RecordedType['fuel'] = 'petrol'): RecordedType => ({ kw, fuel, frontDiscMm: front, rearDiscMm: rear, rearDrumMm: drum });

describe('a type without a recorded brake size brakes as its recorded sister of its power class', () => {
  const clio3 = [type(50, 259, 0, 203), type(55, 259, 0, 203), type(63, 259, 0, 203), type(72, 259, 0, 203), type(74, 259, 0, 203), type(145, 312, 300, 0)];
  it('gives a Clio III 1.5 dCi 105 and 1.6 16V the 259 mm disc of the 1.4 16V and 1.2 TCe 100, not a Dacia\'s 269', () => {
    expect(sisterFrontDiscMm({ kw: 78, fuel: 'diesel' }, clio3)).toBe(259);
    expect(sisterFrontDiscMm({ kw: 82, fuel: 'petrol' }, clio3)).toBe(259);
  });
  it('gives a Polo V 1.4 of 63 kW its sisters\' 256 mm discs and 200 mm drums', () => {
    const polo5 = [type(51, 256, 0, 200), type(55, 256, 0, 200), type(66, 256, 0, 200), type(77, 256, 230, 0)];
    expect(sisterFrontDiscMm({ kw: 63, fuel: 'petrol' }, polo5)).toBe(256);
    expect(sisterRearBrake({ kw: 63, fuel: 'petrol' }, polo5)).toEqual({ rearDiscMm: 0, rearDrumMm: 200 });
  });
  it('gives an Octavia III 1.4 TSI of 103 kW the MQB\'s 272 mm rear disc of its class, not the PQ35\'s 253', () => {
    const octavia3 = [type(77, 288, 272, 0), type(85, 288, 272, 0), type(110, 312, 272, 0), type(135, 340, 310, 0)];
    expect(sisterRearBrake({ kw: 103, fuel: 'petrol' }, octavia3)).toEqual({ rearDiscMm: 272, rearDrumMm: 0 });
  });
  it('gives a Golf VI 1.2 TSI of 63 kW the 1.4\'s 280 mm front and 253 mm rear discs, not a 266 mm disc and a drum', () => {
    const golf6 = [type(59, 280, 253, 0), type(77, 288, 253, 0), type(103, 312, 253, 0)];
    expect(sisterFrontDiscMm({ kw: 63, fuel: 'petrol' }, golf6)).toBe(280);
    expect(sisterRearBrake({ kw: 63, fuel: 'petrol' }, golf6)).toEqual({ rearDiscMm: 253, rearDrumMm: 0 });
  });
  it('takes no sister of another power class: a BMW 330d does not brake on a 320d\'s 300 mm disc', () => {
    expect(sisterFrontDiscMm({ kw: 180, fuel: 'diesel' }, [type(120, 300, 300, 0), type(135, 300, 300, 0)])).toBeUndefined();
    expect(sisterRearBrake({ kw: 180, fuel: 'diesel' }, [type(135, 300, null, null)])).toBeUndefined();
  });
});

describe('a type without a recorded size or sister brakes on its make family\'s sizes', () => {
  it('keeps the 269 mm front disc Dacia\'s: no Renault of 70 to 85 kW brakes on it', () => {
    expect(makeDiscSize('Renault', 'front', 269)).toBe(false);
    expect(makeDiscSize('Dacia', 'front', 269)).toBe(true);
    expect(listedCarFacts({ make: 'Renault', generation: 'Renault Captur I', fuel: 'diesel', kw: 81, ccm: 1461 }).frontDiscMm).toBe(259);
  });
  it('gives the Scénic II its 280 mm front discs on every engine', () => {
    for (const kw of [63, 72, 78, 96]) expect(platformDiscMm({ make: 'Renault', generation: 'Renault Scénic II', typeName: '1.5 dCi', kw, platform: 'C' }, 'front')).toBe(280);
  });
  it('keeps PSA\'s 266 mm front disc off the VW group\'s cars', () => {
    expect(makeDiscSize('VW', 'front', 266)).toBe(false);
    expect(makeDiscSize('Skoda', 'front', 288)).toBe(true);
    expect(listedCarFacts({ make: 'Skoda', generation: 'Skoda Octavia III', fuel: 'diesel', kw: 66, ccm: 1598 }).frontDiscMm).not.toBe(266);
  });
  it('gives the VW group\'s small cars and Opel\'s GM cars 200 mm drums, a Corsa F on CMP and a 208 the 203', () => {
    expect(smallCarDrumMmOf({ make: 'VW' })).toBe(200);
    expect(smallCarDrumMmOf({ make: 'Opel', platform: 'GM Gamma' })).toBe(200);
    expect(smallCarDrumMmOf({ make: 'Opel', platform: 'CMP' })).toBe(203);
    expect(smallCarDrumMmOf({ make: 'Peugeot', platform: 'PF1' })).toBe(203);
    expect(listedCarFacts({ make: 'Opel', generation: 'Opel Corsa E', fuel: 'petrol', kw: 55, ccm: 1398, platform: 'GM Gamma' }).rearDrumMm).toBe(200);
  });
});

describe('rear caliper parts only where the rear brakes on discs', () => {
  it('gives the i10 III rear drums on every type, the 1.0 T-GDi N Line too, and the Tipo 1.0 its drums', () => {
    expect(factoryRearDrumMm({ make: 'Hyundai', generation: 'Hyundai I 10', typeName: 'i10 1.0' })).toBe(203);
    expect(factoryRearDrumMm({ make: 'Fiat', generation: 'Fiat Tipo', typeName: 'Tipo 1.0 Firefly' })).toBe(228);
    expect(factoryRearDrumMm({ make: 'Fiat', generation: 'Fiat Tipo', typeName: 'Tipo 1.6 multijet' })).toBeNull();
  });
});

describe('a performance version never inherits a weaker sister\'s brake', () => {
  const passatB8 = [type(110, 312, 300, 0), type(140, 340, 300, 0, 'diesel'), type(160, 312, 300, 0)];
  it('gives a GTI or PSE no base type\'s disc of its power class, and a base type no performance version\'s', () => {
    // A 508 PSE (147 kW) beside a recorded 508 Hybrid of its class: the Hybrid's 330 mm disc is not the PSE's.
    const peugeot508 = [type(133, 330, 290, 0), type(165, 330, 290, 0)];
    expect(sisterFrontDiscMm({ kw: 147, fuel: 'petrol' }, peugeot508)).toBe(330);
    expect(sisterFrontDiscMm({ kw: 147, fuel: 'petrol', performance: true }, peugeot508)).toBeUndefined();
    expect(sisterRearBrake({ kw: 147, fuel: 'petrol', performance: true }, peugeot508)).toBeUndefined();
    // A recorded GTI's package goes to another performance version of its class, never to a base type.
    const polo = [type(66, 256, 0, 200), { ...type(132, 310, 230, 0), performance: true }];
    expect(sisterFrontDiscMm({ kw: 135, fuel: 'petrol', performance: true }, polo)).toBe(310);
    expect(sisterFrontDiscMm({ kw: 125, fuel: 'petrol' }, polo)).toBeUndefined();
    expect(sisterFrontDiscMm({ kw: 162, fuel: 'petrol' }, passatB8)).toBe(312);
  });
  it('sizes the performance versions on their own packages, never their base car\'s', () => {
    const listedCar = (make: string, generation: string, kw: number, typeName: string) => ({ make, generation, typeName, kw, platform: generation });
    expect(platformDiscMm(listedCar('Peugeot', 'Peugeot 508', 147, '508 PSE Hybrid PHEV'), 'front')).toBe(380);
    expect(platformDiscMm(listedCar('BMW', 'BMW X4', 250, 'X4 M40d'), 'front')).toBe(370);
    expect(platformDiscMm(listedCar('VW', 'VW Passat B8 (3G2)', 162, '2.0 TSI'), 'front')).toBe(340);
    expect(platformDiscMm(listedCar('VW', 'VW Passat B8 (3G2)', 176, '2.0 BiTDI'), 'front')).toBe(340);
    expect(platformDiscMm(listedCar('VW', 'VW Polo V (6R1)', 132, '1.4 TSI GTI'), 'front')).toBe(310);
    expect(platformDiscMm(listedCar('VW', 'VW Polo VI (AW1)', 147, '2.0 TSI GTI'), 'front')).toBe(310);
    expect(platformDiscMm(listedCar('Renault', 'Renault Mégane IV (B9A)', 205, '1.8 TCe RS 280'), 'front')).toBe(355);
    // Their base cars keep their own: the 508 PureTech, the X4 xDrive30d, the Passat 1.4 TSI, the Mégane IV TCe 160.
    expect(platformDiscMm(listedCar('BMW', 'BMW X4', 210, 'X4 xDrive30d'), 'front')).toBeUndefined();
    expect(platformDiscMm(listedCar('VW', 'VW Passat B8 (3G2)', 110, '1.4 TSI'), 'front')).toBeUndefined();
    expect(platformDiscMm(listedCar('Renault', 'Renault Mégane IV (B9A)', 117, '1.3 TCe 160'), 'front')).toBe(296);
    for (const [make, size] of [['Peugeot', 380], ['Renault', 355], ['Mini', 360], ['Mercedes-Benz', 415]] as const) expect([make, makeDiscSize(make, 'front', size)]).toEqual([make, true]);
  });
});

test('a diesel never brakes its front on a smaller, solid disc than a lighter petrol sister of its generation', () => {
  const petrol133 = { fuel: 'petrol' as const, ccm: 1329, kw: 73, frontDiscMm: 275, ventilated: true };
  const petrol10 = { fuel: 'petrol' as const, ccm: 998, kw: 51, frontDiscMm: 247, ventilated: false };
  const d4d = (frontDiscMm: number, ventilated: boolean) => ({ fuel: 'diesel' as const, ccm: 1364, kw: 66, frontDiscMm, ventilated });
  expect(dieselBelowLighterPetrol(d4d(255, false), [petrol10, petrol133])).toBe(petrol133);
  expect(dieselBelowLighterPetrol(d4d(275, true), [petrol10, petrol133])).toBeUndefined();
  // A much stronger petrol sister brakes for its power (a 335i beside a 330d), a larger petrol engine is not the lighter car.
  expect(dieselBelowLighterPetrol(d4d(255, false), [{ ...petrol133, kw: 110 }])).toBeUndefined();
  expect(dieselBelowLighterPetrol(d4d(255, false), [{ ...petrol133, ccm: 1598 }])).toBeUndefined();
});

it('takes a listed twin\'s sisters from the recorded generation whose car it is: a T6.1 from the T6', () => {
  expect(recordedTwinOf({ generation: 'VW Kombi', typeName: 'Transporter 6.1 L1 2.0 TDI' })?.test('VW Transporter T6 (SGA)')).toBe(true);
  expect(recordedTwinOf({ generation: 'VW Kombi', typeName: 'Caravelle 2.0 TDI' })).toBeUndefined();
  // The T6's recorded 110 kW type brakes on 308 mm, its 150 kW type on 340: so do the T6.1's.
  const t6 = [{ kw: 110, fuel: 'diesel' as const, frontDiscMm: 308, rearDiscMm: 294, rearDrumMm: 0 }, { kw: 150, fuel: 'diesel' as const, frontDiscMm: 340, rearDiscMm: 294, rearDrumMm: 0 }];
  expect([sisterFrontDiscMm({ kw: 110, fuel: 'diesel' }, t6), sisterFrontDiscMm({ kw: 150, fuel: 'diesel' }, t6)]).toEqual([308, 340]);
});
