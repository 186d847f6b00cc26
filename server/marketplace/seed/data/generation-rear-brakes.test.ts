import { generationRearDiscMm, generationRearDiscsOnly, rearBrakeOfGeneration } from './generation-rear-brakes';

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
});
