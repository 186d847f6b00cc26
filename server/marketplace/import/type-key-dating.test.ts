import { typeKeyDating } from './type-key-dating';
import type { RegisterRow } from './repository';

const register = (kbaManufacturer: string, rows: [tsn: string, tradeName: string][]): RegisterRow[] =>
  rows.map(([tsn, tradeName]) => ({ hsn: '0001', tsn, kbaManufacturer, tradeName }));

describe('a type key dated by the launches around it', () => {
  it('reads a launch from a trade name that spells the model with its engine: "X1 SDRIVE20D" is the first X1 (2009), "ACTIVEHYBRID 3" of 2012, "I3S,I3" of 2013', () => {
    const dating = typeKeyDating(register('BAYER.MOT.WERKE-BMW', [['APS', 'X1 SDRIVE20D'], ['AUI', '320D'], ['BKG', 'ACTIVEHYBRID 3'], ['BLA', '320I'], ['BSI', 'I3S,I3']]));
    expect(dating.window('0001', 'AUI')).toEqual({ from: 2009, to: 2012 });
    expect(dating.window('0001', 'BLA')).toEqual({ from: 2012, to: 2013 });
  });

  it('takes the longest launched name a trade name begins with: "MOKKA X" is the Mokka X of 2016, not the Mokka of 2012', () => {
    const dating = typeKeyDating(register('OPEL', [['AWJ', 'ADAM'], ['BIK', 'MOKKA X'], ['BJF', 'ASTRA']]));
    expect(dating.window('0001', 'BJF')).toEqual({ from: 2016, to: 2025 });
  });

  it('reads no launch from an old name that merely begins like a new one: "500 C BELVEDERE" is no 500 of 2007', () => {
    const dating = typeKeyDating(register('FIAT (I)', [['036', '500 C BELVEDERE'], ['067', 'PANDA L'], ['ABC', '500 1.2 8V']]));
    expect(dating.window('0001', '067')).toEqual({ from: 1950, to: 2007 });
  });

  it('keeps, of equally long runs of launches, the one of the later years: a newer HSN\'s first Corsa-E key is no launch of 2014', () => {
    const dating = typeKeyDating(register('OPEL', [['AAA', 'INSIGNIA GRAND SPORT'], ['AAM', 'GRANDLAND X'], ['AAO', 'VIVARO-B'], ['ACJ', 'ADAM'], ['ACM', 'CORSA-E'], ['ADS', 'CROSSLAND X']]));
    expect(dating.window('0001', 'ACM')).toEqual({ from: 2017, to: 2017 });
  });
});
