import { laterRangeApplies, numberBeforeItsCars, numberOutsideBrandRange, numberOutsideSeriesEra, seriesEraOfLaunch } from './number-ranges';
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

describe("Bosch's series blocks", () => {
  it('places spark plugs in 0 242 1xx and 2xx, glow plugs in 0 250 2xx, 4xx and 6xx', () => {
    for (const number of ['0 242 135 515', '0 242 236 562', '0 250 202 132', '0 250 403 009', '0 250 603 006']) expect([number, numberOutsideBrandRange('Bosch', number)]).toEqual([number, false]);
    for (const number of ['0 242 035 515', '0 242 536 562', '0 242 935 515', '0 250 102 132', '0 250 303 009', '0 250 903 006']) expect([number, numberOutsideBrandRange('Bosch', number)]).toEqual([number, true]);
  });
  it("names a battery by its type: the type's two digits and a 0", () => {
    for (const number of ['0 092 S40 050', '0 092 S4E 050', '0 092 S5A 080', '0 092 S40 280', '0 092 S50 080']) expect([number, numberOutsideBrandRange('Bosch', number)]).toEqual([number, false]);
    for (const number of ['0 092 S47 352', '0 092 S4E 422', '0 092 S5A 279', '0 092 S40 000', '0 092 S40 051']) expect([number, numberOutsideBrandRange('Bosch', number)]).toEqual([number, true]);
  });
  it("leaves Bosch's other series alone", () => {
    expect(numberOutsideBrandRange('Bosch', '0 986 494 104')).toBe(false);
  });
  it("Bosch's lines draw only numbers of their blocks' form", () => {
    const bosch = (kind: string) => PRODUCT_LINES.filter((line) => line.brand === 'Bosch' && line.kinds.includes(kind)).map((line) => patternRegExp(line.pattern));
    expect(bosch('Starterbatterie').some((pattern) => pattern.test('0 092 S4E 050'))).toBe(true);
    expect(bosch('Starterbatterie').some((pattern) => pattern.test('0 092 S4E 422'))).toBe(false);
  });
});

describe('brake lines numbered in sequence', () => {
  it("counts a pad or disc number outside the block of its cars' launch", () => {
    for (const [brand, number, launch] of [['Ferodo', 'FDB1676', 2019], ['Ferodo', 'FDB6990', 2018], ['Mintex', 'MDB6831', 2015], ['Mintex', 'MDC7390', 2008], ['Mintex', 'MDC5651', 2012], ['Ferodo', 'DDF5507', 2016], ['TRW', 'GDB1550', 2020], ['Delphi', 'LP3200', 1995], ['Delphi', 'BG9123', 2012]] as const) {
      expect([number, launch, numberOutsideSeriesEra(brand, number, launch)]).toEqual([number, launch, true]);
    }
  });
  it("accepts numbers in the block of their cars' launch, and other lines' numbers", () => {
    for (const [brand, number, launch] of [['Ferodo', 'FDB5276', 2019], ['Ferodo', 'FDB1639', 2001], ['Mintex', 'MDB2580', 2006], ['TRW', 'GDB1550', 2000], ['TRW', 'GDB2150', 2017], ['TRW', 'DF4035', 2003], ['Delphi', 'LP1517', 2001], ['Delphi', 'BG3956', 2006], ['Mintex', 'MDC2650', 2018]] as const) {
      expect([number, launch, numberOutsideSeriesEra(brand, number, launch)]).toEqual([number, launch, false]);
    }
    expect(numberOutsideSeriesEra('TRW', 'JTC1234', 2020)).toBe(false);
    expect(numberOutsideSeriesEra('Textar', '2357001', 2020)).toBe(false);
  });
  it('holds a number of unknown launch to the series as a whole', () => {
    expect(numberOutsideSeriesEra('Mintex', 'MDB6831', undefined)).toBe(true);
    expect(numberOutsideSeriesEra('Mintex', 'MDB2580', undefined)).toBe(false);
  });
  it("places a line's pattern in the block of its cars' launch", () => {
    expect(seriesEraOfLaunch('Ferodo', 'FDB####', 1995)).toBe(0);
    expect(seriesEraOfLaunch('Ferodo', 'FDB####', 2019)).toBe(5);
    expect(seriesEraOfLaunch('Ferodo', 'FDB####', undefined)).toBeUndefined();
    expect(seriesEraOfLaunch('Ferodo', 'FSB###', 2019)).toBeUndefined();
  });
});
