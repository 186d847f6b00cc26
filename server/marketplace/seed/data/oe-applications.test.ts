/** An OE number names one part: one size of one kind for one car line, whichever aftermarket article replaces it. */
import { type OeApplication, OeApplications, drawApplicationOe, oeApplicationId } from './oe-applications';
import { oeNumberFits } from './oe-number-formats';
import { oeGroupOf } from './oe-groups';

const cabinFilter = (width: number, seriesId: number): OeApplication =>
  ({ leafId: 40, manufacturerId: 7, criteria: JSON.stringify([{ key: 'length', value: '255' }, { key: 'width', value: String(width) }]), seriesId, axle: null });
const astraK = { kind: 'Pollenfilter', axle: null, generation: 'Opel Astra K', fuel: 'petrol', ccm: 1399, typeStart: 2016 } as const;

test('every article of one size for one car line replaces the same number, in its make\'s format', () => {
  const claims = new OeApplications();
  const first = drawApplicationOe(claims, cabinFilter(209, 1), 0, 'Opel', astraK);
  for (let article = 0; article < 5; article++) expect(drawApplicationOe(claims, cabinFilter(209, 1), 0, 'Opel', astraK)).toBe(first);
  expect(oeNumberFits('Opel', first!)).toBe(true);
  // Its former number is another, and as much its own.
  expect(drawApplicationOe(claims, cabinFilter(209, 1), 1, 'Opel', astraK)).not.toBe(first);
});

test('ten cabin-filter sizes on one car line, or one size on ten car lines, never share a number', () => {
  const claims = new OeApplications();
  const sizeOf = new Map<string, string>();
  for (let width = 200; width < 210; width++) {
    for (let seriesId = 1; seriesId <= 10; seriesId++) {
      for (const index of [0, 1]) {
        const oe = drawApplicationOe(claims, cabinFilter(width, seriesId), index, 'Opel', astraK)!;
        const application = `${width}|${seriesId}`;
        expect([oe, sizeOf.get(oe) ?? application]).toEqual([oe, application]);
        sizeOf.set(oe, application);
      }
    }
  }
  expect(sizeOf.size).toBe(200);
});

test('a number another application holds is passed over, and the kind\'s group is kept', () => {
  const claims = new OeApplications();
  const golf = { kind: 'Bremsbeläge', axle: 'front', generation: 'VW Golf VII (5G1)', fuel: 'petrol', ccm: 1395, typeStart: 2014 } as const;
  const pads: OeApplication = { leafId: 12, manufacturerId: 3, criteria: '[{"key":"width","value":"155"}]', seriesId: 9, axle: 'front' };
  const taken = drawApplicationOe(new OeApplications(), pads, 0, 'VW', golf)!;
  expect(claims.claim(3, taken, oeApplicationId({ ...pads, criteria: '[{"key":"width","value":"123"}]' }))).toBe(true);
  const oe = drawApplicationOe(claims, pads, 0, 'VW', golf)!;
  expect(oe).not.toBe(taken);
  expect([oeGroupOf('VW', oe), oeNumberFits('VW', oe)]).toEqual(['698', true]);
  // A number another check refuses (the other axle's) is passed over as well.
  expect(drawApplicationOe(new OeApplications(), pads, 0, 'VW', golf, (number) => number !== taken)).not.toBe(taken);
});

test('one size on one car line for other cars (a Kuga petrol\'s oil filter and its diesel\'s) is two numbers; the parts for the same cars share theirs', () => {
  const claims = new OeApplications();
  const kuga = { kind: 'Ölfilter', axle: null, generation: 'Ford Kuga III', fuel: 'petrol', ccm: 1497, typeStart: 2019 } as const;
  const filter = (modelId: number): OeApplication => ({ leafId: 30, manufacturerId: 5, criteria: '[{"key":"height","value":"83"},{"key":"thread","value":"3/4\\"-16 UNF"}]', seriesId: 4, axle: null, modelId });
  const petrol = drawApplicationOe(claims, filter(101), 0, 'Ford', kuga);
  const diesel = drawApplicationOe(claims, filter(205), 0, 'Ford', { ...kuga, fuel: 'diesel' });
  expect(diesel).not.toBe(petrol);
  expect(drawApplicationOe(claims, filter(101), 0, 'Ford', kuga)).toBe(petrol);
  expect(drawApplicationOe(claims, filter(205), 0, 'Ford', kuga)).toBe(diesel);
  expect([oeNumberFits('Ford', petrol!), oeNumberFits('Ford', diesel!)]).toEqual([true, true]);
});
