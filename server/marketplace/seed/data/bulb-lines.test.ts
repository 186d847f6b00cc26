import { BULB_LINES, BULB_LINE_KIND, SIGNAL_KIND, SIGNAL_LINES, XENON_KIND, XENON_LINES, bulbLabel, bulbLineCriteria, bulbLineOf, bulbPackEur, freeBulbLine, lampNumber, lampNumberAgainstType, soldByLine } from './bulb-lines';
import { PRODUCT_LINES, patternRegExp } from './product-lines';
import { leadingZeroAgainstBrand } from './leading-digits';
import { sizePriceBandEur } from './price-bands';

const H7 = [{ key: 'lamp_type', value: 'H7' }, { key: 'wattage', value: '55' }, { key: 'voltage', value: '12' }];

test('every maker of halogen headlamp bulbs sells them by line: no H7 that is only "H7 55 W 12 V"', () => {
  const makers = new Set(PRODUCT_LINES.filter((line) => line.kinds.includes(BULB_LINE_KIND)).map((line) => line.brand));
  expect([...makers].filter((brand) => !BULB_LINES[brand])).toEqual([]);
  expect(soldByLine(BULB_LINE_KIND, 'Osram', H7)).toBe(true);
  expect(soldByLine(BULB_LINE_KIND, 'Osram', [{ key: 'lamp_type', value: 'D1S' }])).toBe(false);
});

test('a maker numbers each line, base and pack once; with all taken, another maker makes the bulb', () => {
  const taken = new Set<string>();
  const lines = BULB_LINES['Osram']!.length;
  for (let id = 1; id <= lines * 2; id++) {
    const free = freeBulbLine('Osram', 'H7', id, taken)!;
    expect(taken.has(bulbLabel('Osram', 'H7', free.line, free.pack))).toBe(false);
    taken.add(bulbLabel('Osram', 'H7', free.line, free.pack));
  }
  expect(freeBulbLine('Osram', 'H7', 999, taken)).toBeNull();
  expect(freeBulbLine('Osram', 'H4', 999, taken)).not.toBeNull();
});

test('a bulb is priced by line and pack: the plain line\'s single bulb cheapest, a Duo-Box dearer than its single', () => {
  for (const [brand, lines] of Object.entries(BULB_LINES)) {
    const plain = sizePriceBandEur(BULB_LINE_KIND, [...H7, ...bulbLineCriteria(lines[0]![0], 'single')], [])!;
    for (const [line, single] of lines) {
      const band = sizePriceBandEur(BULB_LINE_KIND, [...H7, ...bulbLineCriteria(line, 'single')], [])!;
      const duo = sizePriceBandEur(BULB_LINE_KIND, [...H7, ...bulbLineCriteria(line, 'duo')], [])!;
      expect([brand, line, band]).toEqual([brand, line, single]);
      expect([brand, line, band[0] >= plain[0] && band[1] >= plain[1], duo[0] > band[0] && duo[1] > band[1]]).toEqual([brand, line, true, true]);
      expect(duo).toEqual(bulbPackEur(single, 'duo'));
    }
  }
  expect(bulbLineOf(bulbLineCriteria('Night Breaker 200', 'duo'))).toEqual({ line: 'Night Breaker 200', pack: 'duo' });
});

const D2S = [{ key: 'lamp_type', value: 'D2S' }, { key: 'wattage', value: '35' }, { key: 'voltage', value: '85' }];

test('a xenon burner is sold by its maker\'s line and pack too, each numbered once per burner type', () => {
  const makers = new Set(PRODUCT_LINES.filter((line) => line.kinds.includes(XENON_KIND)).map((line) => line.brand));
  expect([...makers].filter((brand) => !XENON_LINES[brand])).toEqual([]);
  expect(soldByLine(XENON_KIND, 'Osram', D2S)).toBe(true);
  const taken = new Set<string>();
  for (let id = 1; ; id++) {
    const free = freeBulbLine('Hella', 'D2S', id, taken);
    if (!free) break;
    taken.add(bulbLabel('Hella', 'D2S', free.line, free.pack));
  }
  // Hella's D burner comes in its single box only.
  expect([...taken]).toEqual(['Hella|D2S|Xenon Standard|single']);
});

test('Osram numbers a XENARC burner 66, its D-type, 4 for S or 5 for R, 0, then the line', () => {
  expect(['D1S', 'D1R', 'D2S', 'D2R', 'D3S', 'D3R', 'D4S', 'D4R'].map((base) => lampNumber('Osram', base, 'XENARC Original', 'single')))
    .toEqual(['66140', '66150', '66240', '66250', '66340', '66350', '66440', '66450']);
  expect([lampNumber('Osram', 'D2S', 'XENARC Night Breaker Laser', 'single'), lampNumber('Osram', 'D1S', 'XENARC Cool Blue Intense', 'duo'), lampNumber('Osram', 'D3S', 'XENARC Ultra Life', 'single')])
    .toEqual(['66240XNL', '66140CBI-HCB', '66340ULT']);
  expect([lampNumber('Philips', 'D2S', 'Xenon Vision', 'single'), lampNumber('Philips', 'D3S', 'Xenon X-tremeVision gen2', 'duo'), lampNumber('Philips', 'D1S', 'Xenon Standard', 'single')])
    .toEqual(['85122VIC1', '42403XV2S2', '85415C1']);
  expect([lampNumber('Hella', 'D2S', 'Xenon Standard', 'single'), lampNumber('Hella', 'D2R', 'Xenon Standard', 'single')]).toEqual(['8GS 007 949-251', '8GS 007 949-261']);
  expect([lampNumber('Osram', 'H7', 'Night Breaker Laser', 'duo'), lampNumber('Philips', 'H4', 'Vision', 'single'), lampNumber('Bosch', 'H7', 'Pure Light', 'single')]).toEqual(['64210NL-HCB', '12342PRC1', '1 987 302 071']);
});

test('a lamp number that names another base, or another line or pack, is counted; its own is not', () => {
  // The catalogue's Osram "66750" sold as a D2S, a Hella D burner in Hella's halogen range, an Osram H4 number on an H7.
  expect(lampNumberAgainstType('Osram', '66750', D2S)).toBe(true);
  expect(lampNumberAgainstType('Hella', '8GH 002 532-089', D2S)).toBe(true);
  expect(lampNumberAgainstType('Osram', '64193', [{ key: 'lamp_type', value: 'H7' }])).toBe(true);
  expect(lampNumberAgainstType('Osram', '66240', [...D2S, ...bulbLineCriteria('XENARC Night Breaker Laser', 'single')])).toBe(true);
  expect(lampNumberAgainstType('Osram', '66240XNL', [...D2S, ...bulbLineCriteria('XENARC Night Breaker Laser', 'single')])).toBe(false);
  // Bosch's 1 987 302 041 is its H4, its H7 is …071.
  expect(lampNumberAgainstType('Bosch', '1 987 302 041', [{ key: 'lamp_type', value: 'H7' }])).toBe(true);
  expect(lampNumberAgainstType('Bosch', '1 987 302 071', [{ key: 'lamp_type', value: 'H7' }, ...bulbLineCriteria('Pure Light', 'single')])).toBe(false);
});

test('every lamp line\'s pattern reads the spelled numbers and no other; Dayco\'s timing kits are KTB and three digits', () => {
  const lampLines = PRODUCT_LINES.filter((line) => line.kinds.some((kind) => kind === XENON_KIND || kind === BULB_LINE_KIND) && ['Osram', 'Philips'].includes(line.brand) || (line.brand === 'Hella' && line.kinds.includes(XENON_KIND)));
  for (const line of lampLines) {
    expect([line.line, patternRegExp(line.pattern).test(line.brand === 'Hella' ? '8GS 007 949-251' : line.brand === 'Osram' ? '66240XNL' : '85122VIC1')]).toEqual([line.line, true]);
    expect([line.line, patternRegExp(line.pattern).test(line.brand === 'Hella' ? '8GH 002 532-089' : line.brand === 'Osram' ? '66750' : '85036C1')]).toEqual([line.line, false]);
  }
  const kits = PRODUCT_LINES.find((line) => line.brand === 'Dayco' && line.kinds.includes('Zahnriemensatz'))!;
  expect(['KTB0', 'KTB49', 'KTB259'].map((number) => patternRegExp(kits.pattern).test(number) && !leadingZeroAgainstBrand('Dayco', number))).toEqual([false, false, true]);
});

test('a xenon burner is priced by line and pack: a Duo-Box dearer than its single, all within what a burner costs', () => {
  for (const [brand, lines] of Object.entries(XENON_LINES)) for (const [line, single] of lines) {
    const band = sizePriceBandEur(XENON_KIND, [...D2S, ...bulbLineCriteria(line, 'single')], [])!;
    const duo = sizePriceBandEur(XENON_KIND, [...D2S, ...bulbLineCriteria(line, 'duo')], [])!;
    expect([brand, line, band, duo[1] > band[1], duo[1] <= 180]).toEqual([brand, line, single, true, true]);
  }
});

const P215 = [{ key: 'lamp_type', value: 'P21/5W' }, { key: 'wattage', value: '21/5' }, { key: 'voltage', value: '12' }];

test('a signal bulb is numbered as its maker numbers the base, line and pack: Osram 7528, Philips 12499, Hella 8GD 002 078-121', () => {
  const makers = new Set(PRODUCT_LINES.filter((line) => line.kinds.includes(SIGNAL_KIND)).map((line) => line.brand));
  expect([...makers].filter((brand) => !SIGNAL_LINES[brand])).toEqual([]);
  expect(soldByLine(SIGNAL_KIND, 'Osram', P215)).toBe(true);
  expect(['P21W', 'P21/5W', 'PY21W', 'WY5W'].map((base) => lampNumber('Osram', base, 'Original Line', 'single'))).toEqual(['7506', '7528', '7507', '2827']);
  expect(lampNumber('Osram', 'P21/5W', 'Original Line', 'duo')).toBe('7528-02B');
  expect(['P21W', 'P21/5W', 'PY21W', 'WY5W'].map((base) => lampNumber('Philips', base, 'Vision', 'duo'))).toEqual(['12498B2', '12499B2', '12496NAB2', '12396NAB2']);
  expect(lampNumber('Philips', 'P21W', 'Vision', 'single')).toBe('12498CP');
  expect([lampNumber('Hella', 'P21/5W', 'Standard', 'single'), lampNumber('Bosch', 'P21W', 'Pure Light', 'single')]).toEqual(['8GD 002 078-121', '1 987 302 201']);
  // A signal base keeps its own letters: Philips' Vision signal bulb is CP/B2, its Vision headlamp bulb PRC1/PRS2.
  expect(lampNumber('Philips', 'H7', 'Vision', 'duo')).toBe('12972PRS2');
});

test('one signal bulb per maker, base, line and pack; a base the maker has no number for is not offered', () => {
  const taken = new Set<string>();
  for (let id = 1; ; id++) {
    const free = freeBulbLine('Osram', 'P21/5W', id, taken);
    if (!free) break;
    taken.add(bulbLabel('Osram', 'P21/5W', free.line, free.pack));
  }
  expect([...taken].sort()).toEqual(['Osram|P21/5W|Original Line|duo', 'Osram|P21/5W|Original Line|single']);
  expect(freeBulbLine('Hella', 'WY5W', 1, new Set())).toBeNull();
  expect(freeBulbLine('Bosch', 'PY21W', 1, new Set())).toBeNull();
  // Bosch's and Hella's headlamp bulbs: the line whose numbers are known, in its single box only.
  expect(freeBulbLine('Bosch', 'H7', 1, new Set())).toEqual({ line: 'Pure Light', pack: 'single' });
  expect(freeBulbLine('Hella', 'H4', 1, new Set())).toEqual({ line: 'Standard', pack: 'single' });
});

test('a signal bulb number of another base or pack is counted, and the line patterns read the spelled numbers', () => {
  expect(lampNumberAgainstType('Osram', '7134', P215)).toBe(true);
  expect(lampNumberAgainstType('Osram', '7528-02B', [...P215, ...bulbLineCriteria('Original Line', 'single')])).toBe(true);
  expect(lampNumberAgainstType('Osram', '7528', [...P215, ...bulbLineCriteria('Original Line', 'single')])).toBe(false);
  const signal = PRODUCT_LINES.filter((line) => line.kinds.includes(SIGNAL_KIND));
  for (const line of signal) expect([line.brand, patternRegExp(line.pattern).test('7528-02B'), patternRegExp(line.pattern).test('12232B2'), patternRegExp(line.pattern).test('8GH 002 330-452')]).toEqual([line.brand, true, false, false]);
  const single = sizePriceBandEur(SIGNAL_KIND, [...P215, ...bulbLineCriteria('Vision', 'single')], [])!;
  const duo = sizePriceBandEur(SIGNAL_KIND, [...P215, ...bulbLineCriteria('Vision', 'duo')], [])!;
  expect(duo[1] > single[1] && duo[1] <= 12).toBe(true);
});
