import { builtInBody, namesOtherLine, onStatedBody, siblingBodies, spelledBody, typeBodies, withoutSiblingBodies } from './type-bodies';

describe('the body a KBA trade name spells', () => {
  it('reads "A3 CABRIOLET" as a convertible, "A6 AVANT" and "GOLF VARIANT" as estates, "A3 LIMOUSINE" as a saloon, "GOLF" as none', () => {
    expect(['A3 CABRIOLET', 'A6 AVANT', 'GOLF VARIANT', 'A3 LIMOUSINE', 'A3 SPORTBACK', 'GOLF'].map((name) => spelledBody([name]))).toEqual(['convertible', 'estate', 'estate', 'saloon', 'hatchback', null]);
  });

  it('keeps the A3 8V e-tron off a convertible\'s or saloon\'s key (a Sportback only), and the A3\'s other types on it', () => {
    expect(builtInBody(['Audi'], 'A3 8V (8V1, 8VA, 8VS, 8V7)', '1.4 TFSI e-tron', 'convertible')).toBe(false);
    expect(builtInBody(['Audi'], 'A3 8V (8V1, 8VA, 8VS, 8V7)', '1.4 TFSI e-tron', 'hatchback')).toBe(true);
    expect(builtInBody(['Audi'], 'A3 8V (8V1, 8VA, 8VS, 8V7)', '2.0 TDI', 'convertible')).toBe(true);
    expect(builtInBody(['VW'], 'Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)', 'e-Golf', 'estate')).toBe(false);
  });
});

describe('the body of a type a key naming a body stands for', () => {
  it('reads the base\'s bodies, else the body a type\'s name spells', () => {
    expect([...typeBodies({ name: '2.0 TDI', body: 'saloon;estate' })]).toEqual(['saloon', 'estate']);
    expect([...typeBodies({ name: 'AMG GLE 53 4MATIC+ Coupé' })]).toEqual(['coupe']);
    expect([...typeBodies({ name: 'Q3 SUV 35 TFSI' })]).toEqual([]);
  });

  it('places "A6 AVANT" on an A6 the base builds as an Avant, "GLE 300 D 4MATIC COUPE" on no GLE SUV, "Q5 SPORTBACK" on no SUV-only Q5', () => {
    expect(onStatedBody(['A6 AVANT'], 'A6 C7 (4G2, 4G5)', { name: '2.0 TDI', body: 'saloon;estate' })).toBe(true);
    expect(onStatedBody(['GLE 300 D 4MATIC COUPE'], 'GLE', { name: 'GLE 300 d 4MATIC' })).toBe(false);
    expect(onStatedBody(['GLE 400 D 4MATIC COUPE'], 'GLE', { name: 'GLE 400 d 4MATIC Coupe' })).toBe(true);
    expect(onStatedBody(['Q5 SPORTBACK'], 'Q5 FY (FYB, FYT)', { name: '2.0 TDI', body: 'suv' })).toBe(false);
    expect(onStatedBody(['Q5'], 'Q5 FY (FYB, FYT)', { name: '2.0 TDI', body: 'suv' })).toBe(true);
    expect(onStatedBody(['KOMBI'], 'Kombi', { name: 'Transporter 6.1 L1 2.0 TDI' })).toBe(true);
  });
});

describe('the van and passenger lines of one model, and a body a sibling key names apart', () => {
  it('reads Opel\'s "Cargo" (the van) as no "Life" (the passenger car), and the other way round', () => {
    expect(namesOtherLine(['COMBO-E CARGO'], 'Combo-E Life L1')).toBe(true);
    expect(namesOtherLine(['COMBO LIFE'], 'Combo Cargo L1')).toBe(true);
    expect(namesOtherLine(['COMBO-E LIFE'], 'Combo-E Life L1')).toBe(false);
    expect(namesOtherLine(['COMBO'], 'Combo Life L1')).toBe(false);
  });

  it('reads "Q3 SPORTBACK E-TRON" beside "Q3 E-TRON" under one maker number as the Sportback apart: the plain name is not the Sportback type', () => {
    const siblings = siblingBodies([{ hsn: '0588', tradeName: 'Q3 E-TRON' }, { hsn: '0588', tradeName: 'Q3 SPORTBACK E-TRON' }, { hsn: '0005', tradeName: '420D GRAN COUPE' }]);
    expect([...siblings('0588', ['Q3 E-TRON'])]).toEqual(['hatchback']);
    expect([...siblings('0588', ['Q3 SPORTBACK E-TRON'])]).toEqual([]);
    expect([...siblings('0001', ['Q3 E-TRON'])]).toEqual([]);
    // A coupé's word is not read so: BMW's "420D" is the 4 Series Coupé beside the Gran Coupé.
    expect([...siblings('0005', ['420D'])]).toEqual([]);
    expect(withoutSiblingBodies([{ name: 'Q3 SUV 45 TFSI e' }, { name: 'Q3 Sportback 45 TFSI e' }], new Set(['hatchback'] as const)).map((t) => t.name)).toEqual(['Q3 SUV 45 TFSI e']);
  });
});
