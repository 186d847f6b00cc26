import { describe, expect, it } from '@jest/globals';
import { fitmentKey } from './fitment-rules';
import { car } from './brake-test-cars';
import { consumableFamilyOf } from './engine-families';
import { timingBeltEngineOf } from './timing-belts';

const ford = (generation: string, typeName: string, typeStart: number) =>
  car({ make: 'Ford', generation: `Ford ${generation}`, platform: generation, typeName, engineCode: '', engine: 'diesel/1499', ccm: 1499, kw: 88, fuel: 'diesel', typeStart, generationStart: typeStart });

describe('Ford 1.5 diesels by the engine their name gives', () => {
  it('keeps a Tourneo Connect II 1.5 EcoBlue dated 2014 off the 1.5 TDCi\'s timing belt kit', () => {
    const tdci = ford('Focus III (DYB)', '1.5 TDCi', 2014);
    const ecoBlue = ford('Tourneo Connect II', 'Tourneo Connect 1.5 EcoBlue', 2014);
    expect([consumableFamilyOf(tdci), consumableFamilyOf(ecoBlue)]).toEqual(['PSA DV6', 'PSA DV5']);
    expect(timingBeltEngineOf(ecoBlue)).not.toBe(timingBeltEngineOf(tdci));
    for (const kind of ['Zahnriemensatz', 'Zahnriemensatz mit Wasserpumpe', 'Zahnriemen']) expect(fitmentKey(kind, 'engine', ecoBlue, null)).not.toBe(fitmentKey(kind, 'engine', tdci, null));
  });

  it('still dates a 1.5 whose name does not say EcoBlue by its year', () => {
    expect([consumableFamilyOf(ford('Focus IV (HN)', '1.5', 2018)), consumableFamilyOf(ford('Focus III (DYB)', '1.5 TDCi', 2015))]).toEqual(['PSA DV5', 'PSA DV6']);
  });
});
