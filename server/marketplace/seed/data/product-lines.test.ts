/**
 * The trade tables the demo catalogue is generated from and checked against: which brand makes which
 * kinds of part under which number pattern, and what each kind costs.
 */
import { PRODUCT_LINES, kindCodesOf, lineOfNumber, patternRegExp } from './product-lines';
import { MAKE_CODES } from './make-codes';
import { PRICE_BANDS_EUR, tradeFloorEur } from './price-bands';
import { COMMON_RAIL_BAR, PART_TYPES } from './part-types';
import { BRANDS } from './brands';
import { CORE_PARTS } from './top-models';
import { ean13, eanCheckDigit } from '../article-numbers';

const kindsOf = (brand: string) => new Set(PRODUCT_LINES.filter((line) => line.brand === brand).flatMap((line) => line.kinds));
const linesFor = (brand: string, kind: string) => PRODUCT_LINES.filter((line) => line.brand === brand && line.kinds.includes(kind));
const accepts = (brand: string, kind: string, number: string) => linesFor(brand, kind).some((line) => patternRegExp(line.pattern).test(number));

describe('product lines', () => {
  it('give every part kind at least one maker and a price band, and name only brands the catalogue has', () => {
    const brands = new Set(BRANDS.map((line) => line.split('|')[0]));
    for (const kind of Object.keys(PART_TYPES)) {
      expect([kind, PRODUCT_LINES.some((line) => line.kinds.includes(kind))]).toEqual([kind, true]);
      expect([kind, PRICE_BANDS_EUR[kind] !== undefined]).toEqual([kind, true]);
    }
    for (const line of PRODUCT_LINES) {
      expect([line.brand, brands.has(line.brand)]).toEqual([line.brand, true]);
      for (const kind of line.kinds) expect([line.brand, kind, kind in PART_TYPES]).toEqual([line.brand, kind, true]);
    }
    for (const { kind } of CORE_PARTS) expect(kind in PART_TYPES).toBe(true);
  });

  it('keep battery makers to batteries, NGK to ignition and sensors, Sonax to care products', () => {
    for (const brand of ['Varta', 'Exide', 'Banner']) expect([...kindsOf(brand)]).toEqual(['Starterbatterie']);
    for (const brand of ['NGK', 'Gates', 'SKF']) expect(kindsOf(brand).has('Turbolader')).toBe(false);
    expect(kindsOf('NGK').has('Zündkerzen') && kindsOf('NGK').has('Glühkerzen') && kindsOf('NGK').has('Lambdasonde')).toBe(true);
    expect([...kindsOf('Sonax')].sort()).toEqual(['Autopolitur', 'Felgenreiniger', 'Scheibenreiniger']);
    expect(kindsOf('Mahle').has('Nockenwellensensor')).toBe(false);
    expect(kindsOf('Varta').has('Lichtmaschine') || kindsOf('Exide').has('Lichtmaschine')).toBe(false);
  });

  it('number each line the trade\'s way: an OC is an oil filter, an LX an air filter, a Brembo disc 09.xxxx.xx', () => {
    expect(accepts('Knecht', 'Ölfilter', 'OC 90')).toBe(true);
    expect(accepts('Knecht', 'Ölfilter', 'LX 4824')).toBe(false);
    expect(accepts('Knecht', 'Luftfilter', 'LX 1566')).toBe(true);
    expect(accepts('Mahle', 'Nockenwellensensor', 'OC 359')).toBe(false);
    expect(accepts('Brembo', 'Bremsscheiben', '09.5843.11')).toBe(true);
    expect(accepts('Brembo', 'Bremsscheiben', 'P 85 020')).toBe(false);
    expect(accepts('Bosch', 'Bremsbeläge', '0 986 494 104')).toBe(true);
    expect(accepts('Mann-Filter', 'Ölfilter', 'W 712/95')).toBe(true);
  });

  it('number Bosch\'s engine sensors in their kind\'s range: 0 261 230 … is a pressure sensor, not a cam or knock sensor', () => {
    expect(accepts('Bosch', 'Nockenwellensensor', '0 232 103 052')).toBe(true);
    expect(accepts('Bosch', 'Nockenwellensensor', '0 261 230 035')).toBe(false);
    expect(accepts('Bosch', 'Klopfsensor', '0 261 231 176')).toBe(true);
    expect(accepts('Bosch', 'Klopfsensor', '0 261 230 843')).toBe(false);
    expect(accepts('Bosch', 'Kurbelwellensensor', '0 261 210 170')).toBe(true);
    expect(accepts('Bosch', 'Kurbelwellensensor', '0 261 230 120')).toBe(false);
    expect(accepts('Bosch', 'Abgasdrucksensor', '0 281 006 082')).toBe(true);
    expect(accepts('Bosch', 'Abgasdrucksensor', '0 261 230 511')).toBe(false);
    expect(accepts('Bosch', 'Saugrohrdrucksensor', '0 261 230 030')).toBe(true);
    // One range, one kind: no Bosch sensor pattern numbers two of them.
    const sensors = ['Nockenwellensensor', 'Kurbelwellensensor', 'Klopfsensor', 'Saugrohrdrucksensor', 'Abgasdrucksensor'];
    for (const line of PRODUCT_LINES.filter((candidate) => candidate.brand === 'Bosch' && candidate.kinds.some((kind) => sensors.includes(kind)))) expect([line.pattern, line.kinds.length]).toEqual([line.pattern, 1]);
  });

  it('number an INA timing chain sold on its own 553 … 10, its kit 559 … 10', () => {
    expect(accepts('INA', 'Steuerkette', '553 0315 10')).toBe(true);
    expect(accepts('INA', 'Steuerkette', '559 2493 10')).toBe(false);
    expect(accepts('INA', 'Steuerkettensatz', '559 2493 10')).toBe(true);
    expect(accepts('INA', 'Steuerkettensatz', '553 0315 10')).toBe(false);
  });

  it('price a drain plug at 1-10 EUR and a brake wear sensor at a few euros, not hundreds', () => {
    expect(PRICE_BANDS_EUR['Ölablassschraube']).toEqual([1, 10]);
    expect(PRICE_BANDS_EUR['Verschleißanzeige Bremsbeläge']![1]).toBeLessThanOrEqual(30);
    for (const [kind, [low, high]] of Object.entries(PRICE_BANDS_EUR)) expect([kind, low > 0 && low < high]).toEqual([kind, true]);
  });
});

describe('EAN-13', () => {
  it('ends in the GS1 check digit', () => {
    expect(eanCheckDigit('400638133393')).toBe('1');
    expect(ean13('590123412345')).toBe('5901234123457');
  });
});

describe('number patterns', () => {
  it('leave out the leading zeros the trade leaves out, and nothing else', () => {
    const oc = patternRegExp('OC ~~~#');
    expect(['OC 1', 'OC 90', 'OC 1196'].every((n) => oc.test(n))).toBe(true);
    expect(['OC 090', 'OC 0090', 'OC 12345', 'OC9'].some((n) => oc.test(n))).toBe(false);
    expect(patternRegExp('09.####.##').test('09.A427.11')).toBe(false);
  });
  it("write Champion's plug order numbers with three digits (OE016, never OE16)", () => {
    expect(accepts('Champion', 'Zündkerzen', 'OE016')).toBe(true);
    expect(['OE16', 'OE1', 'OE1234'].some((n) => accepts('Champion', 'Zündkerzen', n))).toBe(false);
  });
});

describe('lines against what the part is', () => {
  it('number a cartridge in a cartridge line and a spin-on can in a can line: Knecht OX, Hengst E…H D, Purflux L, Mann HU against OC, H…W, LS, W', () => {
    const design = (brand: string, number: string) => lineOfNumber(brand, 'Ölfilter', number)?.design;
    expect([design('Knecht', 'OX 388D'), design('Hengst', 'E340H D247'), design('Purflux', 'L358'), design('Mann-Filter', 'HU 719/7 x')]).toEqual(['cartridge', 'cartridge', 'cartridge', 'cartridge']);
    expect([design('Knecht', 'OC 90'), design('Hengst', 'H14W30'), design('Purflux', 'LS933'), design('Mann-Filter', 'W 712/95')]).toEqual(['spin-on', 'spin-on', 'spin-on', 'spin-on']);
    // A specialist's every oil-filter line says which it is.
    for (const line of PRODUCT_LINES.filter((l) => l.kinds.includes('Ölfilter') && ['Mann-Filter', 'Mahle', 'Knecht', 'Hengst', 'UFI', 'Purflux'].includes(l.brand))) expect([line.brand, line.line, line.design !== undefined]).toEqual([line.brand, line.line, true]);
  });

  it('give Moog numbers the make\'s and the kind\'s code: VO-ES a VW group tie-rod end, never on a bush or a Peugeot', () => {
    const codes = Object.keys(MAKE_CODES.Moog ?? {});
    expect(kindCodesOf('Moog', 'Spurstangenkopf')).toEqual(['ES']);
    expect(kindCodesOf('Moog', 'Traggelenk')).toEqual(['BJ']);
    expect(kindCodesOf('Moog', 'Querlenkerlager')).toEqual(['SB']);
    expect(lineOfNumber('Moog', 'Spurstangenkopf', 'VO-ES-02814', codes)).toBeDefined();
    expect(lineOfNumber('Moog', 'Querlenkerlager', 'VO-ES-02814', codes)).toBeUndefined();
    expect(MAKE_CODES.Moog?.VO).toContain('Skoda');
    expect(MAKE_CODES.Moog?.PE).toContain('Peugeot');
    expect(kindCodesOf('Moog', 'Faltenbalg Lenkung')).toEqual([]);
    expect(PRODUCT_LINES.some((line) => line.brand === 'Moog' && line.kinds.includes('Faltenbalg Lenkung'))).toBe(false);
  });

  it('price a pair of flat blades from 12 euros and a K&N cotton filter as three paper ones; a common-rail pump at a diesel\'s pressure', () => {
    const set = [{ key: 'blade_type', value: 'flat_blade' }, { key: 'pieces', value: '2' }];
    expect(tradeFloorEur('Scheibenwischer', 'Bosch', set)).toBe(12);
    expect(PART_TYPES.Scheibenwischer!.priceFor!(set)[0]).toBeGreaterThanOrEqual(1500);
    expect(tradeFloorEur('Luftfilter', 'K&N', [])).toBeGreaterThanOrEqual(35);
    expect(PRODUCT_LINES.find((line) => line.brand === 'K&N' && line.kinds.includes('Luftfilter'))!.price![0]).toBeGreaterThanOrEqual(4000);
    expect(PRICE_BANDS_EUR.Luftfilter![1]).toBeGreaterThanOrEqual(85);
    expect(Math.min(...COMMON_RAIL_BAR)).toBeGreaterThanOrEqual(1600);
  });
});

describe('prices that grow with the engine', () => {
  it('price a K&N oil filter as the premium can it is, and head gaskets and oil pumps by the car\'s size', () => {
    expect(PRODUCT_LINES.find((line) => line.brand === 'K&N' && line.kinds.includes('Ölfilter'))!.price![0]).toBeGreaterThanOrEqual(1200);
    expect(tradeFloorEur('Ölfilter', 'K&N', [])).toBeGreaterThanOrEqual(10);
    for (const kind of ['Zylinderkopfdichtung', 'Ölpumpe', 'Kupplungssatz', 'Kupplungsdruckplatte']) expect([kind, PART_TYPES[kind]!.priceBySize]).toEqual([kind, true]);
  });
});

describe('shaft seals', () => {
  it('have an outside diameter larger than their bore, whatever the engine', () => {
    for (const kind of ['Wellendichtring Kurbelwelle', 'Wellendichtring Nockenwelle']) {
      for (let engine = 0; engine < 1; engine += 0.01) {
        const criteria = PART_TYPES[kind]!.criteria({ draw: () => 0.5, own: () => 0.5, step: 3, engine, position: null, car: null });
        const size = (key: string) => Number(criteria.find((c) => c.key === key)!.value);
        expect([kind, size('outer_diameter') > size('inner_diameter')]).toEqual([kind, true]);
      }
    }
  });

  it('number every injector in its system\'s series: Bosch 0 445 110 common rail, 0 261 500 petrol direct, 0 280 158 port injection', () => {
    const injectors = PRODUCT_LINES.filter((line) => line.kinds.includes('Einspritzdüse'));
    for (const line of injectors) expect([line.brand, line.pattern, line.injection !== undefined]).toEqual([line.brand, line.pattern, true]);
    expect(lineOfNumber('Bosch', 'Einspritzdüse', '0 445 110 231')?.injection).toBe('common_rail');
    expect(lineOfNumber('Bosch', 'Einspritzdüse', '0 261 500 231')?.injection).toBe('petrol_direct');
    expect(lineOfNumber('Bosch', 'Einspritzdüse', '0 280 158 231')?.injection).toBe('port_injection');
    expect(new Set(injectors.map((line) => line.injection))).toEqual(new Set(['common_rail', 'unit_injector', 'petrol_direct', 'port_injection']));
  });
});


test("Textar's pad numbers are seven digits (WVA number and variant), its discs eight", () => {
  expect(lineOfNumber('Textar', 'Bremsbeläge', '2357001')).toBeDefined();
  expect(lineOfNumber('Textar', 'Bremsbeläge', '29139601')).toBeUndefined();
  expect(lineOfNumber('Textar', 'Bremsscheiben', '92123403')).toBeDefined();
});
