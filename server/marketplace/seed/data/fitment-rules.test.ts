/** The fitment rules by axle: a rear axle with drums takes a drum and shoes, never a disc, pad or caliper. */
import { fitmentKey, kindFits, positionOf, type CarFacts } from './fitment-rules';

/** A Clio IV 1.5 dCi 90 as the vehicle base gives it: 258 mm front discs, 203 mm rear drums. */
const CLIO: CarFacts = {
  make: 'Renault', fuel: 'diesel', hybrid: false, typeStart: 2012, generationStart: 2012, platform: 'Renault/B', engine: 'diesel/K9K', generation: 'Renault Clio IV (BH)',
  frontDiscMm: 258, rearDiscMm: 0, rearDrumMm: 203, wipersMm: [600, 400], batteryAh: 70, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'RN0720',
};
/** A Golf VII 2.0 TDI: discs on both axles. */
const GOLF: CarFacts = { ...CLIO, make: 'VW', platform: 'MQB', engine: 'diesel/CRBC', generation: 'VW Golf VII (5G1)', frontDiscMm: 312, rearDiscMm: 272, rearDrumMm: 0 };

test('a car with rear drums takes no rear disc, pad or caliper; its front discs and its drum parts it does', () => {
  for (const kind of ['Bremsscheiben', 'Bremsbeläge', 'Bremssattel', 'Verschleißanzeige Bremsbeläge', 'Bremssattel Reparatursatz', 'Zubehörsatz Bremsbeläge']) {
    expect({ kind, rear: kindFits(kind, CLIO, 'rear') }).toEqual({ kind, rear: false });
    expect({ kind, front: kindFits(kind, CLIO, 'front') }).toEqual({ kind, front: true });
  }
  // A drum-braked axle has its brake hoses all the same.
  expect(kindFits('Bremsschlauch', CLIO, 'rear')).toBe(true);
  for (const kind of ['Bremstrommel', 'Bremsbackensatz', 'Radbremszylinder']) expect(kindFits(kind, CLIO, 'rear')).toBe(true);
});

test('a car with rear discs takes rear discs and pads, and no drum parts', () => {
  expect(kindFits('Bremsscheiben', GOLF, 'rear')).toBe(true);
  expect(kindFits('Bremsbeläge', GOLF, 'rear')).toBe(true);
  expect(kindFits('Bremstrommel', GOLF, 'rear')).toBe(false);
  // A rear disc keys by its own size: one article for every MQB car with a 272 mm rear disc.
  expect(fitmentKey('Bremsscheiben', 'size', GOLF, 'rear')).toBe('brake/MQB/R272');
});

test('an article\'s fitting_position is read as an axle; any other value is none', () => {
  expect([positionOf('front'), positionOf('rear'), positionOf(undefined), positionOf('left')]).toEqual(['front', 'rear', null, null]);
  // A part not made for one axle is judged by the rules that hold on either.
  expect(kindFits('Bremsscheiben', CLIO)).toBe(true);
});
