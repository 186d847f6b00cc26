import { GASKET_TOKEN, createGasketTwins, gasketNumber, gasketNumberDisagrees, kitWithoutGasket } from './gasket-numbers';
import { patternRegExp } from './product-lines';

const gasket = (value: string) => [{ key: 'length', value: '200' }, { key: 'with_gasket', value }];

describe('a transmission filter numbered with its gasket', () => {
  it('writes D for the filter with its gasket and nothing without', () => {
    expect(gasketNumber(`HX 798${GASKET_TOKEN}`, gasket('yes'))).toBe('HX 798D');
    expect(gasketNumber(`HX 798${GASKET_TOKEN}`, gasket('no'))).toBe('HX 798');
    expect(gasketNumber(`HX 41${GASKET_TOKEN}`, [{ key: 'height', value: '80' }])).toBe('HX 41');
  });
  it('counts an HX number whose D and gasket disagree', () => {
    expect(gasketNumberDisagrees('HX 798', gasket('yes'))).toBe(true);
    expect(gasketNumberDisagrees('HX 798D', gasket('no'))).toBe(true);
    expect(gasketNumberDisagrees('HX 798D', gasket('yes'))).toBe(false);
    expect(gasketNumberDisagrees('HX 798', gasket('no'))).toBe(false);
    expect(gasketNumberDisagrees('OX 388D', gasket('no'))).toBe(false);
  });
  it("gives the house twin the first's gasket", () => {
    const twin = createGasketTwins();
    expect(twin(`HX 798${GASKET_TOKEN}`, gasket('no'))).toEqual(gasket('no'));
    expect(twin(`HX 798${GASKET_TOKEN}`, gasket('yes'))).toEqual(gasket('no'));
    expect(twin(`HX 41${GASKET_TOKEN}`, gasket('yes'))).toEqual(gasket('yes'));
  });
  it("reads the pattern's token as an optional D", () => {
    const hx = patternRegExp(`HX ~~#${GASKET_TOKEN}`);
    expect(['HX 798', 'HX 798D', 'HX 41D'].every((n) => hx.test(n))).toBe(true);
    expect(['HX 798DD', 'HX 798X'].some((n) => hx.test(n))).toBe(false);
  });
});

describe("Mann-Filter's KIT", () => {
  it('states its gasket: the KIT is the filter with its gasket or seals', () => {
    const twin = createGasketTwins();
    expect(twin('H 4630 KIT', gasket('no'))).toEqual(gasket('yes'));
    expect(twin('H 2801 KIT', gasket('yes'))).toEqual(gasket('yes'));
    expect(twin('U 71/1 KIT', [{ key: 'height', value: '107' }])).toEqual([{ key: 'height', value: '107' }]);
  });
  it('counts a KIT stating no gasket', () => {
    expect(kitWithoutGasket('H 4630 KIT', gasket('no'))).toBe(true);
    expect(kitWithoutGasket('H 4630 KIT', gasket('yes'))).toBe(false);
    expect(kitWithoutGasket('HX 798', gasket('no'))).toBe(false);
  });
});
