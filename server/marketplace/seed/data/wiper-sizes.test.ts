/** One front wiper pair per generation and body, whatever the engine. */
import { mpvWipersOf, wiperBodyOf, wipersOfBodies } from './wiper-sizes';

test('every engine of one generation and body takes the same pair: the middle type\'s', () => {
  // A 208 II's types as the power ladder gives them: four pairs by engine before.
  const pairs = wipersOfBodies([
    { seriesId: 1, typeName: '1.2 PureTech 100', wipersMm: [650, 400], recorded: false },
    { seriesId: 1, typeName: '1.2 PureTech 130', wipersMm: [650, 450], recorded: false },
    { seriesId: 1, typeName: 'e-208 100 kW', wipersMm: [650, 475], recorded: false },
    { seriesId: 1, typeName: 'e-208 115 kW', wipersMm: [700, 450], recorded: false },
    { seriesId: 1, typeName: '1.5 BlueHDi', wipersMm: [650, 400], recorded: false },
  ]);
  expect([...pairs.values()]).toEqual([[650, 450]]);
});

test('a pair the base records for the generation wins over the power ladder\'s', () => {
  const pairs = wipersOfBodies([
    { seriesId: 2, typeName: '1.6 TDI', wipersMm: [650, 400], recorded: true },
    { seriesId: 2, typeName: 'GTI', wipersMm: [700, 475], recorded: false },
    { seriesId: 2, typeName: 'R', wipersMm: [700, 475], recorded: false },
  ]);
  expect(pairs.get(wiperBodyOf(2, 'GTI'))).toEqual([650, 400]);
});

test('another body of the generation keeps its own pair', () => {
  const pairs = wipersOfBodies([
    { seriesId: 3, typeName: '1.5 dCi', wipersMm: [600, 400], recorded: false },
    { seriesId: 3, typeName: '2.0 Coupé-Cabriolet', wipersMm: [650, 450], recorded: false },
  ]);
  expect(pairs.get(wiperBodyOf(3, '1.5 dCi'))).toEqual([600, 400]);
  expect(pairs.get(wiperBodyOf(3, '2.0 Coupé-Cabriolet'))).toEqual([650, 450]);
});

test('an MPV\'s tall windscreen takes its long pair where the base records none, not the hatchback pair its power gives', () => {
  const pairs = wipersOfBodies([
    { seriesId: 53, typeName: '1.5 dCi', wipersMm: [650, 400], generation: 'Renault Scénic II (JM0)', recorded: false },
    { seriesId: 53, typeName: '2.0 16V', wipersMm: [650, 450], generation: 'Renault Scénic II (JM0)', recorded: false },
    { seriesId: 93, typeName: '1.6 HDi', wipersMm: [650, 400], generation: 'Citroën C4 Picasso I (UD)', recorded: false },
    { seriesId: 133, typeName: '1.9 CDTI', wipersMm: [650, 450], generation: 'Opel Zafira B (A05)', recorded: false },
    { seriesId: 13, typeName: '1.9 TDI', wipersMm: [700, 650], generation: 'VW Touran I (1T1)', recorded: true },
    { seriesId: 48, typeName: '1.5 dCi', wipersMm: [650, 400], generation: 'Renault Clio IV (BH)', recorded: false },
  ]);
  expect(pairs.get(wiperBodyOf(53, '1.5 dCi'))).toEqual([700, 650]);
  expect(pairs.get(wiperBodyOf(93, '1.6 HDi'))).toEqual([750, 700]);
  expect(pairs.get(wiperBodyOf(133, '1.9 CDTI'))).toEqual([700, 650]);
  expect(pairs.get(wiperBodyOf(13, '1.9 TDI'))).toEqual([700, 650]);
  expect(pairs.get(wiperBodyOf(48, '1.5 dCi'))).toEqual([650, 400]);
  expect(mpvWipersOf('Renault Clio IV (BH)')).toBeUndefined();
});
