import { describe, expect, it } from '@jest/globals';
import { bladeNumberDisagrees, bladeNumbers, bladeStem, bladeStemOfNumber, championBladeNumber, spellsBlade } from './champion-wipers';
import { PRODUCT_LINES, patternRegExp } from './product-lines';

const mm = (key: string, value: number) => ({ key, value: String(value) });
const front = (driver: number, passenger: number) => [{ key: 'fitting_position', value: 'front' }, mm('length', driver), ...(passenger !== driver ? [mm('length_passenger', passenger)] : []), { key: 'blade_type', value: 'flat_blade' }];
const rear = (length: number, type = 'conventional') => [{ key: 'fitting_position', value: 'rear' }, mm('length', length), { key: 'blade_type', value: type }];

describe('a Champion wiper number spells its family and length', () => {
  it('numbers one length of one family under one stem, in centimetres', () => {
    expect(bladeStem(front(600, 600))).toBe('AF60');
    expect(bladeStem(front(650, 400))).toBe('AFL6540');
    expect(bladeStem(front(650, 475))).toBe('AFL6548');
    expect(bladeStem(rear(350, 'flat_blade'))).toBe('AP35');
  });

  it('keeps a rear conventional blade out of the AF flat family', () => {
    expect(bladeStem(rear(310))).toBe('X-31');
    expect(bladeNumbers('3560', rear(310))![0]).toBe('X-31/B60');
  });

  it('gives a second pack of one blade the next pack letter', () => {
    expect(bladeNumbers('0420', front(650, 400))!.slice(0, 2)).toEqual(['AFL6540/B20', 'AFL6540/C20']);
  });

  it("counts the old random numbers and follows the line's pattern", () => {
    expect(bladeNumberDisagrees('AFL04/B20', front(650, 400))).toBe(true);
    expect(bladeNumberDisagrees('AFL35/B60', rear(310))).toBe(true);
    expect(bladeNumberDisagrees('AF65/B01', front(600, 400))).toBe(true);
    expect(bladeNumberDisagrees('AFL6540/B20', front(650, 400))).toBe(false);
    const line = PRODUCT_LINES.find((l) => l.brand === 'Champion' && l.kinds.includes('Scheibenwischer'))!;
    expect(patternRegExp(line.pattern).test('AFL6540/B20')).toBe(true);
    expect(patternRegExp(line.pattern).test('X-31/C60')).toBe(true);
    expect(patternRegExp(line.pattern).test('AFL04/B20')).toBe(false);
    expect(spellsBlade('AF60/B01')).toBe(true);
  });
});

describe("a Champion blade is one article of its size, in the single blister", () => {
  it("numbers a car's place with its stem and B01", () => {
    expect(championBladeNumber('front', [650, 450], 300)).toBe('AFL6545/B01');
    expect(championBladeNumber('front', [600, 600], 300)).toBe('AF60/B01');
    expect(championBladeNumber('rear', [650, 450], 300)).toBe('X-30/B01');
  });
  it('reads the size off a number, not its pack code', () => {
    expect(bladeStemOfNumber('AFL6545/B69')).toBe(bladeStemOfNumber('AFL6545/B01'));
  });
});
