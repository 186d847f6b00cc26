/** A bumper, a wing or a bonnet comes from a body-panel maker, never from an OE-supplier programme. */
import { PRODUCT_LINES, patternRegExp } from './product-lines';
import { BODY_PANEL_KINDS, BODY_PANEL_MAKERS, OE_PROGRAMME_BRANDS, panelMakerFits } from './body-panels';
import { BRAND_GS1, prefixInCountry } from './gs1-prefixes';

const makersOf = (kind: string) => new Set(PRODUCT_LINES.filter((line) => line.kinds.includes(kind)).map((line) => line.brand));

test('bumpers, wings and bonnets are made by Blic, Van Wezel, Prasco and Klokkerholm only: no Vaico bumper, no Topran wing', () => {
  for (const kind of BODY_PANEL_KINDS) expect([kind, [...makersOf(kind)].sort()]).toEqual([kind, [...BODY_PANEL_MAKERS].sort()]);
  for (const brand of OE_PROGRAMME_BRANDS) for (const kind of BODY_PANEL_KINDS) expect([brand, kind, panelMakerFits(brand, kind)]).toEqual([brand, kind, false]);
});

test('the OE programmes keep their mirrors and grilles', () => {
  expect(makersOf('Außenspiegel').has('Vaico') && makersOf('Außenspiegel').has('Topran') && makersOf('Außenspiegel').has('SWAG')).toBe(true);
  expect(panelMakerFits('Vaico', 'Außenspiegel')).toBe(true);
});

test('the panel makers number as the trade prints them and print their home country\'s GS1 prefix', () => {
  const accepts = (brand: string, kind: string, number: string) => PRODUCT_LINES.some((line) => line.brand === brand && line.kinds.includes(kind) && patternRegExp(line.pattern).test(number));
  expect(accepts('Blic', 'Stoßstange', '5511-00-9545905P')).toBe(true);
  expect(accepts('Blic', 'Kotflügel', '5511-00-9545905P')).toBe(false);
  expect(accepts('Van Wezel', 'Kotflügel', '5894656')).toBe(true);
  expect(prefixInCountry(BRAND_GS1.Blic!.prefixes[0]!, ['PL'])).toBe(true);
  expect(prefixInCountry(BRAND_GS1.Klokkerholm!.prefixes[0]!, ['DK'])).toBe(true);
});
