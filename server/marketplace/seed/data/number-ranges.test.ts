import { laterRangeApplies, numberBeforeItsCars, numberOutsideBrandRange } from './number-ranges';
import { PRODUCT_LINES, patternRegExp } from './product-lines';

describe('brand number ranges', () => {
  it('rejects febi numbers past its range or with two leading zeros', () => {
    for (const number of ['703065', '236000', '190000', '999999', '007600', '00999', '50000', '1234']) expect(numberOutsideBrandRange('Febi Bilstein', number)).toBe(true);
  });
  it('accepts febi five-digit legacy and six-digit numbers below 190000, and brands with no range', () => {
    for (const number of ['01000', '01234', '49999', '100000', '189999', '171234']) expect(numberOutsideBrandRange('Febi Bilstein', number)).toBe(false);
    expect(numberOutsideBrandRange('Heyner', '703065')).toBe(false);
  });
  it("febi's line spells both lengths of number", () => {
    const line = PRODUCT_LINES.find((candidate) => candidate.brand === 'Febi Bilstein')!;
    expect(patternRegExp(line.pattern).test('01234')).toBe(true);
    expect(patternRegExp(line.pattern).test('171234')).toBe(true);
  });
  it('counts a five-digit febi number on a part whose cars were all launched from 2015', () => {
    for (const [number, launch] of [['35536', 2020], ['09292', 2018], ['17477', 2015]] as const) expect(numberBeforeItsCars('Febi Bilstein', number, launch)).toBe(true);
    for (const [number, launch] of [['35536', 2014], ['171234', 2020], ['100000', 2015]] as const) expect(numberBeforeItsCars('Febi Bilstein', number, launch)).toBe(false);
    expect(numberBeforeItsCars('Febi Bilstein', '35536', undefined)).toBe(false);
    expect(laterRangeApplies('Heyner', 2020)).toBe(false);
  });
  it("counts a febi number from a block before its earliest car's era", () => {
    for (const [number, launch] of [['25401', 2014], ['02793', 2007], ['09683', 2013], ['13967', 2012], ['01106', 2012], ['29999', 2008]] as const) expect(numberBeforeItsCars('Febi Bilstein', number, launch)).toBe(true);
    for (const [number, launch] of [['02793', 1999], ['25401', 2005], ['35536', 2008], ['171234', 2009], ['30000', 2014]] as const) expect(numberBeforeItsCars('Febi Bilstein', number, launch)).toBe(false);
  });
});
