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

describe('bounds a type key carries without a launch beside it', () => {
  const vw: RegisterRow[] = [['450', 'LUPO'], ['781', 'FOX'], ['AJY', 'GOLF PLUS'], ['AKS', 'TIGUAN']].map(([tsn, tradeName]) => ({ hsn: '0603', tsn: tsn!, kbaManufacturer: 'VOLKSWAGEN-VW', tradeName: tradeName! }));

  it('dates a digit key of any make to the last year a make gave digit keys, read from a make that went over to letters (VW\'s Fox of 2005): a 1960s "GIULIA GT VELOCE" key is of 2005 at the latest', () => {
    const dating = typeKeyDating([...vw, { hsn: '4000', tsn: '319', kbaManufacturer: 'ALFA ROMEO (I)', tradeName: 'GIULIA GT VELOCE' }]);
    expect(dating.window('4000', '319')).toEqual({ from: 1950, to: 2005 });
    expect(dating.window('4000', 'AAA')).toBeNull();
  });

  it('reads no launch from an old name under a digit key after that year: Fiat\'s "TIPO" of 1988 dates no key 2016', () => {
    const dating = typeKeyDating([...vw, ...register('FIAT (I)', [['600', 'TIPO'], ['746', 'PANDA 45']])]);
    expect(dating.window('0001', '746')).toEqual({ from: 1950, to: 2005 });
  });

  it('dates every key of an HSN still named DaimlerChrysler to 2007 at the latest: the name became Daimler in 2007', () => {
    const dating = typeKeyDating(register('DAIMLERCHRYSLER (D)', [['APU', 'S 320 CDI']]));
    expect(dating.window('0001', 'APU')).toEqual({ from: 1950, to: 2007 });
  });
});
