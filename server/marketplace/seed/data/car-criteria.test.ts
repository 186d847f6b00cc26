/** Criteria the car decides, not a draw: sensors by engine era, plugs by family, cans by engine size, leads by cylinders, the battery's poles by make. */
import { batteryPolarityOf, carCriteria, ignitionLeadsOf, oilFilterCanOf, oilFilterThreadOf, positionSensorOf, ringSetsOf, sparkPlugOf } from './car-criteria';
import type { CarFacts } from './fitment-rules';

const GOLF: CarFacts = {
  make: 'VW', fuel: 'petrol', hybrid: false, hybridDrive: 'none', typeName: '1.5 TSI', engineCode: 'DADA', ccm: 1498, kw: 110, typeStart: 2017, generationStart: 2017, platform: 'MQB', engine: 'petrol/DADA', generation: 'Skoda Kodiaq (NS7)',
  frontDiscMm: 312, rearDiscMm: 272, rearDrumMm: 0, wipersMm: [650, 400], batteryAh: 68, headlamp: 'LED', oilGrade: '0W-20', oilApproval: 'VW 508.00',
};

test('cam and crank sensors of the S 350 d (OM656), the X3 xDrive20i (B48) and the Kodiaq 1.5 TSI are Hall sensors with 3 pins; a type of 1998 reads an inductive 2-pin one', () => {
  for (const typeStart of [2017, 2018, 2019]) expect(positionSensorOf({ typeStart })).toEqual({ operation: 'hall', pins: 3 });
  expect(positionSensorOf({ typeStart: 1998 })).toEqual({ operation: 'inductive', pins: 2 });
  expect(carCriteria('Nockenwellensensor', GOLF)).toEqual([['operation', 'hall'], ['connector_pins', '3']]);
});

test('a B48 (Z4 sDrive20i, X3 xDrive20i) takes an M12x1.25 plug with a 14 mm hexagon, an older European petrol M14x1.25 with 16 mm', () => {
  expect(sparkPlugOf({ make: 'BMW', typeStart: 2018 })).toEqual({ thread: 'M12x1.25', hexMm: 14 });
  expect(sparkPlugOf({ make: 'VW', typeStart: 2004 })).toEqual({ thread: 'M14x1.25', hexMm: 16 });
});

test('a 1.0 MPI (Fabia III) takes a small can of 65 to 90 mm; the 93 mm cans only engines of 3 litres and more', () => {
  const small = oilFilterCanOf({ ccm: 999 });
  expect(small.diameterMm).toBeLessThanOrEqual(80);
  expect(small.heightMm[1]).toBeLessThanOrEqual(90);
  expect(oilFilterCanOf({ ccm: 1598 }).diameterMm).toBeLessThan(93);
  expect(oilFilterCanOf({ ccm: 2993 }).diameterMm).toBe(93);
});

test('a four-cylinder\'s ignition lead set has four leads, a six\'s six', () => {
  expect(ignitionLeadsOf({ make: 'VW', fuel: 'petrol', ccm: 1595 })).toBe(4);
  expect(ignitionLeadsOf({ make: 'BMW', fuel: 'petrol', ccm: 2979 })).toBe(6);
});

test('European cars take the plus pole on the right (layout 0): VW, Opel and Ford among them', () => {
  for (const make of ['VW', 'Opel', 'Ford', 'Skoda', 'Mercedes-Benz']) expect(batteryPolarityOf({ make, generation: `${make} X` })).toBe('right_plus');
  expect(carCriteria('Starterbatterie', GOLF)).toEqual([['capacity', '68'], ['polarity', 'right_plus']]);
});

test('one spin-on thread per engine family: the Golf\'s 1.4 TSI and the Octavia\'s 1.0 TSI alike, the 208\'s and the 308\'s 1.2 PureTech alike', () => {
  const golf14 = { ...GOLF, make: 'VW', typeName: '1.4 TSI', engineCode: 'CZCA', ccm: 1395 };
  const octavia10 = { ...GOLF, make: 'Skoda', typeName: '1.0 TSI', engineCode: 'CHZD', ccm: 999 };
  expect(carCriteria('Ölfilter', golf14).find(([key]) => key === 'thread')).toEqual(['thread', '3/4"-16 UNF']);
  expect(oilFilterThreadOf(octavia10)).toBe(oilFilterThreadOf(golf14));
  expect(oilFilterThreadOf({ make: 'Peugeot' })).toBe(oilFilterThreadOf({ make: 'Citroën' }));
});

test('a piston ring kit has one set per cylinder: three on the Jogger\'s 1.0 TCe, four on a 1.5 TSI', () => {
  expect(carCriteria('Kolbenringe', { ...GOLF, make: 'Dacia', typeName: '1.0 TCe', engineCode: 'H4D', ccm: 999 })).toEqual([['pieces', '3']]);
  expect(carCriteria('Kolbenringe', GOLF)).toEqual([['pieces', '4']]);
  expect(ringSetsOf({ make: 'BMW', fuel: 'petrol', ccm: 2497, engineCode: 'N52B25' })).toBe(6);
});

test('a Renault D4F 1.2 16V takes its head\'s M14x1.25 plug with a 16 mm hexagon in a 2012 Clio IV as in a 2005 Clio III', () => {
  expect(sparkPlugOf({ make: 'Renault', typeStart: 2005, engineCode: 'D4F' })).toEqual({ thread: 'M14x1.25', hexMm: 16 });
  expect(sparkPlugOf({ make: 'Renault', typeStart: 2012, engineCode: 'D4F' })).toEqual({ thread: 'M14x1.25', hexMm: 16 });
  expect(sparkPlugOf({ make: 'Dacia', typeStart: 2012, engineCode: 'D4F 732' })).toEqual({ thread: 'M14x1.25', hexMm: 16 });
});

test('BMW\'s N46B20 keeps its 14 mm plug in an X1 E84 of 2009 as in a 1er E87 of 2004', () => {
  expect(sparkPlugOf({ make: 'BMW', typeStart: 2009, engineCode: 'N46B20' })).toEqual({ thread: 'M14x1.25', hexMm: 16 });
  expect(sparkPlugOf({ make: 'BMW', typeStart: 2004, engineCode: 'N46B20' })).toEqual({ thread: 'M14x1.25', hexMm: 16 });
});

test('an engine built across the slim plug\'s arrival keeps its head\'s plug: the EA111 1.4 TSI its 14 mm one, the Prince 1.6 its slim one', () => {
  expect(sparkPlugOf({ make: 'VW', typeStart: 2008, engineCode: 'CAVD' })).toEqual({ thread: 'M14x1.25', hexMm: 16 });
  expect(sparkPlugOf({ make: 'VW', typeStart: 2011, engineCode: 'CAVD' })).toEqual({ thread: 'M14x1.25', hexMm: 16 });
  expect(sparkPlugOf({ make: 'Citroën', typeStart: 2010, engineCode: 'EP6C' })).toEqual({ thread: 'M12x1.25', hexMm: 14 });
  expect(sparkPlugOf({ make: 'Peugeot', typeStart: 2012, engineCode: 'EP6C' })).toEqual({ thread: 'M12x1.25', hexMm: 14 });
});
