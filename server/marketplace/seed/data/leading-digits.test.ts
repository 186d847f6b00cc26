import { leadingZeroAgainstBrand } from './leading-digits';

describe('leading digits', () => {
  it('rejects a Mann number whose digits start with 0', () => {
    expect(leadingZeroAgainstBrand('Mann-Filter', 'W 022/79')).toBe(true);
    expect(leadingZeroAgainstBrand('Mann-Filter', 'HU 024/5 x')).toBe(true);
    expect(leadingZeroAgainstBrand('Mann-Filter', 'C 05 114')).toBe(true);
  });
  it('accepts Mann numbers from 1 up and other brands printing a 0', () => {
    expect(leadingZeroAgainstBrand('Mann-Filter', 'W 712/75')).toBe(false);
    expect(leadingZeroAgainstBrand('Mann-Filter', 'WK 853/3')).toBe(false);
    expect(leadingZeroAgainstBrand('Bosch', '0 986 494 104')).toBe(false);
  });
  it('rejects a Dayco timing kit numbered from 0 and accepts its three- and four-digit kits', () => {
    expect([leadingZeroAgainstBrand('Dayco', 'KTB049'), leadingZeroAgainstBrand('Dayco', 'KTBWP0963')]).toEqual([true, true]);
    expect([leadingZeroAgainstBrand('Dayco', 'KTB259'), leadingZeroAgainstBrand('Dayco', 'KTBWP2963'), leadingZeroAgainstBrand('Dayco', '94012')]).toEqual([false, false, false]);
  });
});

describe("Hengst's number parts", () => {
  it('rejects a Hengst series or element number starting with 0', () => {
    for (const number of ['E0041L', 'H09W06', 'E041H D245', 'E340H D047', 'H073WK', 'E0496LI', 'E123U D012']) expect([number, leadingZeroAgainstBrand('Hengst', number)]).toEqual([number, true]);
  });
  it("accepts Hengst's numbers counted from 1 and the W's two-digit version", () => {
    for (const number of ['H90W04', 'E340H D247', 'E1008L', 'H155WK', 'E11H D57', 'E2152LI']) expect([number, leadingZeroAgainstBrand('Hengst', number)]).toEqual([number, false]);
  });
});

describe('brake and chassis series counted from 1', () => {
  it('rejects a Monroe, KYB, Delphi, Mintex, Ferodo, TRW or Continental series number padded with a 0', () => {
    for (const [brand, number] of [['Monroe', 'G0830'], ['Monroe', 'E0115'], ['KYB', 'SM0013'], ['KYB', 'RA0212'], ['Delphi', 'LP0496'], ['Delphi', 'HDF060'], ['Mintex', 'MDC0991'], ['Ferodo', 'FDB0375'], ['TRW', 'DF0394'], ['TRW', 'GDB0266'], ['Continental', 'CT0728K9']]) {
      expect([number, leadingZeroAgainstBrand(brand!, number!)]).toEqual([number, true]);
    }
  });
  it('keeps the series that open with a 0 and the numbers from 1 up', () => {
    for (const [brand, number] of [['TRW', 'JGM0726T'], ['Monroe', 'MK001'], ['Delphi', 'FE0490-12B1'], ['Monroe', 'G1027'], ['KYB', '343416'], ['TRW', 'DF4035'], ['Continental', 'CT1028K2']]) {
      expect([number, leadingZeroAgainstBrand(brand!, number!)]).toEqual([number, false]);
    }
  });
});
