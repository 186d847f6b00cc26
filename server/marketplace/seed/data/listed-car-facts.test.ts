import { listedCarFacts } from './listed-car-facts';

test('a mid-size diesel takes a 74 Ah battery, the size the trade sells most of', () => {
  const sizes = new Set([60, 85, 100, 120, 140, 180].map((kw) => listedCarFacts({ make: 'Opel', generation: 'Astra L', fuel: 'diesel', kw, ccm: 1499 }).batteryAh));
  expect(sizes).toContain(74);
});
