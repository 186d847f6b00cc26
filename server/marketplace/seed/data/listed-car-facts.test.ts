import { listedCarFacts } from './listed-car-facts';

test('a mid-size diesel takes a 74 Ah battery, the size the trade sells most of', () => {
  const sizes = new Set([60, 85, 100, 120, 140, 180].map((kw) => listedCarFacts({ make: 'Opel', generation: 'Astra L', fuel: 'diesel', kw, ccm: 1499 }).batteryAh));
  expect(sizes).toContain(74);
});

test('a sports car carries its small AGM battery, not its power class\'s 95 Ah: a 911 GT3 70 Ah, a Ferrari F8 60 Ah; a Cayenne keeps its class\'s', () => {
  expect(listedCarFacts({ make: 'Porsche', generation: 'Porsche 911', fuel: 'petrol', kw: 375, ccm: 3996 }).batteryAh).toBe(70);
  expect(listedCarFacts({ make: 'Ferrari', generation: 'Ferrari F8', fuel: 'petrol', kw: 530, ccm: 3902 }).batteryAh).toBe(60);
  expect(listedCarFacts({ make: 'Porsche', generation: 'Porsche Cayenne', fuel: 'petrol', kw: 250, ccm: 2995 }).batteryAh).toBe(92);
});
