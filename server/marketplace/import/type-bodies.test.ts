import { builtInBody, spelledBody } from './type-bodies';

describe('the body a KBA trade name spells', () => {
  it('reads "A3 CABRIOLET" as a convertible, "A6 AVANT" and "GOLF VARIANT" as estates, "A3 LIMOUSINE" as a saloon, "GOLF" as none', () => {
    expect(['A3 CABRIOLET', 'A6 AVANT', 'GOLF VARIANT', 'A3 LIMOUSINE', 'A3 SPORTBACK', 'GOLF'].map((name) => spelledBody([name]))).toEqual(['convertible', 'estate', 'estate', 'saloon', 'hatchback', null]);
  });

  it('keeps the A3 8V e-tron off a convertible\'s or saloon\'s key (a Sportback only), and the A3\'s other types on it', () => {
    expect(builtInBody(['Audi'], 'A3 8V (8V1)', '1.4 TFSI e-tron', 'convertible')).toBe(false);
    expect(builtInBody(['Audi'], 'A3 8V (8V1)', '1.4 TFSI e-tron', 'hatchback')).toBe(true);
    expect(builtInBody(['Audi'], 'A3 8V (8V1)', '2.0 TDI', 'convertible')).toBe(true);
    expect(builtInBody(['VW'], 'Golf VII (5G1)', 'e-Golf', 'estate')).toBe(false);
  });
});
