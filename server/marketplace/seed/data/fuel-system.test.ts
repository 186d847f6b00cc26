/** A separate fuel-pressure regulator: a port-injection petrol's with a return line, never a common rail's or a direct injection's. */
import { type CarFacts, kindFits, ruleAgainst } from './fitment-rules';

const BASE: CarFacts = {
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.6', engineCode: 'BSE', ccm: 1595, kw: 75, typeStart: 2005, generationStart: 2003, platform: 'PQ35', engine: 'petrol/BSE', generation: 'VW Golf V (1K1)',
  frontDiscMm: 280, rearDiscMm: 255, rearDrumMm: 0, wipersMm: [600, 475], batteryAh: 60, headlamp: 'H7', oilGrade: '5W-30', oilApproval: 'VW 502.00',
};
const car = (facts: Partial<CarFacts>): CarFacts => ({ ...BASE, ...facts });
const REGULATOR = 'Kraftstoffdruckregler';

test('a Golf V 1.6 8V (BSE, port injection, in-line filter) takes a fuel-pressure regulator', () => {
  expect(kindFits(REGULATOR, BASE)).toBe(true);
});

test('common-rail diesels and direct-injection petrols regulate their rail by a valve: no separate regulator', () => {
  const golfTdi = car({ fuel: 'diesel', typeName: '2.0 TDI', engineCode: 'CRBC', ccm: 1968, typeStart: 2012, generationStart: 2012, platform: 'MQB', engine: 'diesel/CRBC', generation: 'VW Golf VII (5G1)' });
  const bmw320d = car({ make: 'BMW', fuel: 'diesel', typeName: '320d', engineCode: 'N47D20', ccm: 1995, typeStart: 2007, generationStart: 2005, platform: 'BMW/E', engine: 'diesel/N47D20', generation: 'BMW 3er E90' });
  const golfFsi = car({ typeName: '1.6 FSI', engineCode: 'BAG', ccm: 1598, engine: 'petrol/BAG' });
  const golfTsi = car({ typeName: '1.4 TSI', engineCode: 'CAXA', ccm: 1390, typeStart: 2007, engine: 'petrol/CAXA' });
  for (const diesel of [golfTdi, bmw320d, golfFsi, golfTsi]) expect(ruleAgainst(REGULATOR, diesel)?.name).toBe('fuel-pressure regulator on a rail-pressure engine');
});

test('a returnless port-injection petrol keeps its regulator in the tank module: none on its own', () => {
  expect(kindFits(REGULATOR, car({ typeName: '1.0 MPI', engineCode: 'CHYA', ccm: 999, typeStart: 2014, generationStart: 2014, platform: 'MQB', engine: 'petrol/CHYA', generation: 'VW Golf VII (5G1)' }))).toBe(false);
  expect(kindFits(REGULATOR, car({ make: 'Renault', typeName: '1.2 16V', engineCode: 'D4F', ccm: 1149, typeStart: 2006, generationStart: 2005, platform: 'Renault/B', engine: 'petrol/D4F', generation: 'Renault Clio III (BR0)' }))).toBe(false);
});

test('a Golf VI 1.2 TSI (CBZB) and an Octavia II 1.6 keep the PQ35 under-floor fuel filter; a Golf VII TSI has it in the tank', () => {
  const golfVi = car({ typeName: '1.2 TSI', engineCode: 'CBZB', ccm: 1197, kw: 77, typeStart: 2010, generationStart: 2008, engine: 'petrol/CBZB', generation: 'VW Golf VI (5K1)' });
  const octavia = car({ make: 'Skoda', typeName: '1.6', engineCode: 'BSE', typeStart: 2004, generationStart: 2004, generation: 'Skoda Octavia II (1Z3)' });
  const polo = car({ typeName: '1.2 TSI', engineCode: 'CBZB', ccm: 1197, typeStart: 2010, generationStart: 2009, platform: 'PQ25', generation: 'VW Polo V (6R1)' });
  for (const each of [golfVi, octavia, polo]) expect(kindFits('Kraftstofffilter', each)).toBe(true);
  expect(kindFits('Kraftstofffilter', car({ typeName: '1.4 TSI', engineCode: 'CZCA', ccm: 1395, typeStart: 2013, generationStart: 2012, platform: 'MQB', generation: 'VW Golf VII (5G1)' }))).toBe(false);
  // A direct-injection TSI still sets its rail by a valve: the filter comes without a regulator to sell apart.
  expect(kindFits(REGULATOR, golfVi)).toBe(false);
});
