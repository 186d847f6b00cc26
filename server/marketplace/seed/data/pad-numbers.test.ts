import { PadWvas, padShapeKey, wvaBlockOf, wvaOfPadNumber, wvaPadNumber, zimmermannPadNotThickness } from './pad-numbers';
import { PRODUCT_LINES, patternRegExp } from './product-lines';

const pad = (width: string, thickness: string, wear = 'with_contact') => [
  { key: 'fitting_position', value: 'front' }, { key: 'width', value: width }, { key: 'height', value: '57' }, { key: 'thickness', value: thickness }, { key: 'wear_indicator', value: wear },
];

describe('pad numbers on the WVA number', () => {
  it("spells Textar's and Zimmermann's numbers from one WVA, Zimmermann's with the thickness in tenths of a millimetre", () => {
    expect(wvaPadNumber('Textar', 23570, 19)).toBe('2357001');
    expect(wvaPadNumber('Textar', 23570, 19, 2)).toBe('2357002');
    expect(wvaPadNumber('Zimmermann', 23570, 17.5)).toBe('23570.175.1');
    expect(wvaPadNumber('Zimmermann', 23570, 20, 3)).toBe('23570.200.3');
    expect(wvaPadNumber('Ferodo', 23570, 20)).toBeUndefined();
  });
  it('spells numbers of the lines the catalogue draws Textar and Zimmermann pads from', () => {
    for (const brand of ['Textar', 'Zimmermann']) {
      const line = PRODUCT_LINES.find((candidate) => candidate.brand === brand && candidate.kinds.includes('Bremsbeläge'))!;
      for (const variant of [1, 2, 3]) expect(patternRegExp(line.pattern).test(wvaPadNumber(brand, 24110, 18, variant)!)).toBe(true);
    }
  });
  it('reads the WVA back from either brand', () => {
    expect(wvaOfPadNumber('Textar', '2357001')).toBe(23570);
    expect(wvaOfPadNumber('Zimmermann', '23570.175.1')).toBe(23570);
    expect(wvaOfPadNumber('Ferodo', 'FDB1639')).toBeUndefined();
  });
  it("counts a Zimmermann pad whose middle block is not its thickness", () => {
    expect(zimmermannPadNotThickness('27894.758.6', 20)).toBe(true);
    expect(zimmermannPadNotThickness('22109.088.5', 15)).toBe(true);
    expect(zimmermannPadNotThickness('23570.175.1', 17.5)).toBe(false);
    expect(zimmermannPadNotThickness('25041.200.1', 20)).toBe(false);
    expect(zimmermannPadNotThickness('2357001', 20)).toBeUndefined();
  });
  it('numbers a shape in the WVA block of its first cars, once for every brand', () => {
    expect(wvaBlockOf(1992)).toEqual([21000, 21999]);
    expect(wvaBlockOf(2003)).toEqual([23000, 23999]);
    expect(wvaBlockOf(2019)).toEqual([25000, 25999]);
    expect(wvaBlockOf(undefined)).toEqual([21000, 21999]);
    const wvas = new PadWvas();
    const first = wvas.of(padShapeKey(pad('121.4', '18')), 2019)!;
    expect(first).toBeGreaterThanOrEqual(25000);
    expect(first).toBeLessThanOrEqual(25999);
    expect(wvas.of(padShapeKey(pad('121.4', '18')), 2008)).toBe(first);
    const others = [wvas.of(padShapeKey(pad('121.4', '18', 'without_contact')), 2019), wvas.of(padShapeKey(pad('121.4', '20')), 2019), wvas.of(padShapeKey(pad('142', '18')), 2019)];
    expect(new Set([first, ...others]).size).toBe(4);
  });
  it('gives every WVA of a block once, then none', () => {
    const wvas = new PadWvas();
    const given = Array.from({ length: 1000 }, (_, n) => wvas.of(`shape ${n}`, 2000));
    expect(new Set(given).size).toBe(1000);
    expect(wvas.of('one more', 2000)).toBeUndefined();
  });
});
