import { BULB_LINES, BULB_LINE_KIND, bulbLabel, bulbLineCriteria, bulbLineOf, bulbPackEur, freeBulbLine, soldByLine } from './bulb-lines';
import { PRODUCT_LINES } from './product-lines';
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
