import { chassisCodesIn } from './chosen-vehicle';

describe('chassisCodesIn', () => {
  test('finds the generation\'s chassis codes in the header\'s label', () => {
    expect(chassisCodesIn('VW Golf VII (5G1, BQ1, BE1) 2.0 TDI GTD (184 PS / 135 kW)', 'Golf VII (5G1, BQ1, BE1)')).toBe(' (5G1, BQ1, BE1)');
  });
  test('leaves a generation without codes, and never takes the power for codes', () => {
    expect(chassisCodesIn('Mercedes-Benz C-Klasse W205 C 300 d (245 PS / 180 kW)', 'C-Klasse W205')).toBeUndefined();
    expect(chassisCodesIn('BMW X4 M40d (326 PS / 240 kW)', 'X4')).toBeUndefined();
  });
  test('leaves codes the label does not carry', () => {
    expect(chassisCodesIn('Golf VII 2.0 TDI (150 PS / 110 kW)', 'Golf VII (5G1)')).toBeUndefined();
  });
});
