import { generationRearDiscMm, generationRearDiscOf, generationRearDiscsOnly, rearBrakeOfGeneration, rearDiscType } from './generation-rear-brakes';
import { axleDiscOf } from './brake-packages';

describe('a type without a rear brake fact brakes as its generation', () => {
  it('gives a Focus II 1.6 Ti-VCT the 265 mm disc its sister types are recorded with, not the Focus III 271', () => {
    expect(rearBrakeOfGeneration({ generation: 'Ford Focus II (DA3)', rearDiscMm: 271, rearDrumMm: 0 }, [0, 0, 0, 265, 265, 265])).toEqual({ rearDiscMm: 265, rearDrumMm: 0 });
  });
  it('keeps a drum type\'s drum and leaves generations of several disc sizes alone', () => {
    expect(rearBrakeOfGeneration({ generation: 'Ford Focus II (DA3)', rearDiscMm: 0, rearDrumMm: 228 }, [265])).toBeNull();
    expect(generationRearDiscMm('VW Golf VII', [253, 272, 300])).toBeUndefined();
  });
  it('gives a 206 HDi 110 the 206\'s 247 mm rear disc, not the 207\'s 249', () => {
    expect(rearBrakeOfGeneration({ generation: 'Peugeot 206 (2A)', rearDiscMm: 249, rearDrumMm: 0 }, [0, 0])).toEqual({ rearDiscMm: 247, rearDrumMm: 0 });
  });
  it('gives every Mégane III and Scénic III rear discs, the 1.5 dCi too', () => {
    expect(rearBrakeOfGeneration({ generation: 'Renault Mégane III (BZ0)', rearDiscMm: 0, rearDrumMm: 203 })).toEqual({ rearDiscMm: 260, rearDrumMm: 0 });
    expect(generationRearDiscsOnly('Renault Scénic III (JZ0)')).toBe(true);
    expect(generationRearDiscsOnly('Renault Clio IV')).toBe(false);
  });
  it('gives a T5, T6 and T6.1 the 294×22 ventilated rear disc, the T6.1 Kombi too, never a small car\'s 249 or a 294 mm solid one', () => {
    for (const generation of ['VW Transporter T5 (7HA)', 'VW Transporter T6 (SGA)', 'VW Kombi']) {
      expect(generationRearDiscOf(generation)).toEqual({ mm: 294, thicknessMm: 22, ventilated: true });
      expect(axleDiscOf({ make: 'VW', generation, typeName: '2.0 TDI' }, 'rear', 294)).toEqual({ thicknessMm: 22, ventilated: true });
    }
    expect(rearBrakeOfGeneration({ generation: 'VW Kombi', rearDiscMm: 249, rearDrumMm: 0 })).toEqual({ rearDiscMm: 294, rearDrumMm: 0 });
    // A Golf's or Passat's rear discs below 310 mm stay solid.
    expect(axleDiscOf({ make: 'VW', generation: 'VW Passat B8 (3G2)', typeName: '2.0 TDI' }, 'rear', 300)).toEqual({ thicknessMm: 12, ventilated: false });
  });
  it('gives the Honda e its four discs: no drum, shoe or wheel cylinder at the rear, whatever its power class gives', () => {
    expect(generationRearDiscsOnly('Honda E')).toBe(true);
    expect(rearBrakeOfGeneration({ generation: 'Honda E', rearDiscMm: 0, rearDrumMm: 203 })).toEqual({ rearDiscMm: 260, rearDrumMm: 0 });
    expect(generationRearDiscsOnly('Honda Jazz')).toBe(false);
  });
  it('gives every A-Klasse W169 the 258×10 solid rear disc, not the later MFA cars\' 276 or 295', () => {
    expect(generationRearDiscOf('Mercedes-Benz A-Klasse W169')).toEqual({ mm: 258, thicknessMm: 10, ventilated: false });
    for (const rearDiscMm of [258, 276, 295]) expect(rearBrakeOfGeneration({ generation: 'Mercedes-Benz A-Klasse W169', rearDiscMm, rearDrumMm: 0 })).toEqual({ rearDiscMm: 258, rearDrumMm: 0 });
    expect(generationRearDiscOf('Mercedes-Benz A-Klasse W176')).toBeUndefined();
  });
});

describe('the Qashqai J11\'s rear disc', () => {
  it('is 292×16 solid on every type', () => {
    expect(generationRearDiscOf('Nissan Qashqai J11')).toEqual({ mm: 292, thicknessMm: 16, ventilated: false });
    expect(generationRearDiscsOnly('Nissan Qashqai J11')).toBe(true);
    expect(axleDiscOf({ make: 'Nissan', generation: 'Nissan Qashqai J11', typeName: '1.2 DIG-T' }, 'rear', 292)).toEqual({ thicknessMm: 16, ventilated: false });
  });
});

describe('the PF1 small cars\' rear brakes by type', () => {
  it('gives a 207 of 110 PS and more (HDi 110, VTi 120, THP, RC) the 249 mm rear disc, whatever a weaker sister\'s drum; the weaker types keep their drums', () => {
    const p207 = 'Peugeot 207 (WA)';
    for (const [typeName, kw] of [['1.6 HDi 110', 80], ['1.6 VTi 120', 88], ['1.6 THP 150', 110], ['1.6 RC', 128]] as const) {
      expect(rearDiscType({ generation: p207, typeName, kw })).toBe(true);
      expect(rearBrakeOfGeneration({ generation: p207, typeName, kw, rearDiscMm: 0, rearDrumMm: 203 })).toEqual({ rearDiscMm: 249, rearDrumMm: 0 });
    }
    for (const [typeName, kw] of [['1.4 HDi 70', 50], ['1.6 HDi 92', 68], ['1.4 VTi 95', 70]] as const) {
      expect(rearDiscType({ generation: p207, typeName, kw })).toBe(false);
      expect(rearBrakeOfGeneration({ generation: p207, typeName, kw, rearDiscMm: 0, rearDrumMm: 203 })).toBeNull();
    }
    expect(generationRearDiscsOnly(p207)).toBe(false);
  });
  it('gives a 206 1.6 HDi 110 its 247 mm rear disc rather than its diesel sisters\' drum; a 206 1.6 16V keeps its drum', () => {
    expect(rearBrakeOfGeneration({ generation: 'Peugeot 206 (2A)', typeName: '1.6 HDi 110', kw: 80, rearDiscMm: 0, rearDrumMm: 180 })).toEqual({ rearDiscMm: 247, rearDrumMm: 0 });
    expect(rearDiscType({ generation: 'Peugeot 206 (2A)', typeName: '1.6 16V', kw: 80 })).toBe(false);
    expect(rearDiscType({ generation: 'Peugeot 208 I (CA)', typeName: '1.2 PureTech 110', kw: 81 })).toBe(false);
  });
});
