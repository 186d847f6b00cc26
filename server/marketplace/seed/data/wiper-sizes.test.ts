/** One front wiper pair per generation and body, whatever the engine. */
import { wiperBodyOf, wipersOfBodies } from './wiper-sizes';

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
