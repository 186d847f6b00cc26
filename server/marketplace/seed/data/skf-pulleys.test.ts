import { skfPulleyCode, skfPulleyCodeInNumber } from './skf-pulleys';

describe('SKF pulley numbers', () => {
  it('open with the part (1 tensioner, 2 idler) and the make group', () => {
    expect(skfPulleyCode('Spannrolle', 'VW')).toBe('11');
    expect(skfPulleyCode('Spannrolle', 'Skoda')).toBe('11');
    expect(skfPulleyCode('Umlenkrolle', 'Renault')).toBe('26');
    expect(skfPulleyCode('Spannrolle', 'Peugeot')).toBe('13');
    expect(skfPulleyCode('Spannrolle', 'Toyota')).toBe('71');
    expect(skfPulleyCode('Umlenkrolle', 'Toyota')).toBe('81');
  });
  it('read back from a number', () => {
    expect(skfPulleyCodeInNumber('VKM 16601')).toBe('16');
    expect(skfPulleyCodeInNumber('VKMA 01250')).toBeUndefined();
  });
});
