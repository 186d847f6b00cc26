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
