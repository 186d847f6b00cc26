/** A maker's OE number carries its part's group: BMW 34 11 front brake, VW 698 pads, Mercedes 420 pads; VW's prefix is the car's model. */
import { drawOeNumber, oeNumberFits } from './oe-number-formats';
import { filterBuildOfCriteria, mercedesOwnSeries, mercedesSeriesNotCars, oeGroupOf, oeGroupsFor, oeNumberPlaced, renaultListNumber, sideOfCriteria, vagHandOf, withOeGroup } from './oe-groups';
import { createRng } from '../rng';

const draw = (seed: number, make: string, kind: string, axle: 'front' | 'rear' | null, generation = '', engineCode = '') => drawOeNumber(createRng(seed), make, { kind, axle, generation, engineCode });

test('BMW pads and discs are 34 11 at the front and 34 21 at the rear, an oil filter 11 42, an air filter 13 71, a pulley 11 28', () => {
  for (let seed = 1; seed < 60; seed++) {
    expect(draw(seed, 'BMW', 'Bremsbeläge', 'front').slice(0, 5)).toBe('34 11');
    expect(draw(seed, 'Mini', 'Bremsscheiben', 'rear').slice(0, 5)).toBe('34 21');
    expect(draw(seed, 'BMW', 'Ölfilter', null).slice(0, 5)).toBe('11 42');
    expect(draw(seed, 'BMW', 'Luftfilter', null).slice(0, 5)).toBe('13 71');
    expect(draw(seed, 'BMW', 'Umlenkrolle', null).slice(0, 5)).toBe('11 28');
    expect(['18 30', '18 10']).toContain(draw(seed, 'BMW', 'Endschalldämpfer', null).slice(0, 5));
  }
});

test('VW group numbers: the kind\'s middle group behind the generation\'s prefix, and never the letters I or O', () => {
  for (let seed = 1; seed < 200; seed++) {
    const pad = draw(seed, 'Audi', 'Bremsbeläge', 'front', 'Audi A6 C6 (4F2)');
    expect([pad.slice(0, 7), oeNumberFits('Audi', pad)]).toEqual(['4F0 698', true]);
    expect(['5G0 513', '5Q0 513']).toContain(draw(seed, 'VW', 'Stoßdämpfer', 'rear', 'VW Golf VII (5G1)').slice(0, 7));
    expect(draw(seed, 'VW', 'Ölfilter', null, 'VW Golf VII (5G1)')).not.toMatch(/[IO]/);
  }
});

test('Mercedes: the group second, the engine type first for an engine\'s part (OM651 oil filter A 651 180 …), the series for a chassis part', () => {
  expect(draw(3, 'Mercedes-Benz', 'Ölfilter', null, 'Mercedes-Benz C-Klasse W204', 'OM651')).toMatch(/^A 651 180 \d{2} \d{2}$/);
  expect(draw(3, 'Mercedes-Benz', 'Bremsbeläge', 'front', 'Mercedes-Benz C-Klasse W204', 'OM651')).toMatch(/^A 204 420 \d{2} \d{2}$/);
  expect(draw(3, 'Mercedes-Benz', 'Stoßdämpfer', 'rear', 'Mercedes-Benz C-Klasse W204', 'OM651')).toMatch(/^A 204 326 /);
});

test('the group is read where each make prints it, and a kind without a listed group or a make without groups is left as drawn', () => {
  expect([oeGroupOf('BMW', '34 11 6 860 016'), oeGroupOf('VW', '5Q0 698 151'), oeGroupOf('Mercedes-Benz', 'A 000 420 17 20'), oeGroupOf('Peugeot', '1609 7465 80')]).toEqual(['34 11', '698', '420', null]);
  expect(oeGroupsFor('BMW', 'Bremsbeläge', 'rear')).toEqual(['34 21']);
  expect(oeGroupsFor('BMW', 'Glühlampe Hauptscheinwerfer', null)).toBeNull();
  expect(withOeGroup('1609 7465 80', 'Peugeot', { kind: 'Bremsbeläge', axle: 'front' })).toBe('1609 7465 80');
});

test('Hyundai and Kia: a clutch kit under the clutch disc\'s or cover\'s group, an oil filter 26300/26320, front pads 58101; Toyota front pads 04465', () => {
  for (let seed = 1; seed < 60; seed++) {
    expect(['41100', '41300']).toContain(draw(seed, 'Hyundai', 'Kupplungssatz', null, 'Hyundai i30 FD').slice(0, 5));
    expect(['26300', '26320']).toContain(draw(seed, 'Kia', 'Ölfilter', null, 'Kia Ceed ED').slice(0, 5));
    expect(draw(seed, 'Kia', 'Bremsbeläge', 'front', 'Kia Ceed ED').slice(0, 5)).toBe('58101');
    expect(draw(seed, 'Toyota', 'Bremsbeläge', 'front', 'Toyota Yaris III').slice(0, 5)).toBe('04465');
    expect(oeNumberFits('Hyundai', draw(seed, 'Hyundai', 'Kupplungssatz', null, 'Hyundai i30 FD'))).toBe(true);
  }
  expect(oeGroupsFor('Hyundai', 'Kupplungssatz', null)).not.toContain('26334');
});

test('the long tail carries its make\'s group too: VW camshaft sensor 907/906, washer pump 955, CV joint 498; BMW washer pump 67 12, Mini control arm 31 12; Hyundai crank pulley 23124; the OM654\'s pump A 654 070', () => {
  for (let seed = 1; seed < 60; seed++) {
    expect(['907', '906', '905']).toContain(oeGroupOf('VW', draw(seed, 'VW', 'Nockenwellensensor', null, 'VW Golf VII (5G1)')));
    expect(oeGroupOf('Skoda', draw(seed, 'Skoda', 'Waschwasserpumpe', null, 'Skoda Octavia II (1Z3)'))).toBe('955');
    expect(oeGroupOf('VW', draw(seed, 'VW', 'Gelenksatz Antriebswelle', null, 'VW Passat B8 (3G2)'))).toBe('498');
    expect(draw(seed, 'BMW', 'Waschwasserpumpe', null).slice(0, 5)).toBe('67 12');
    expect(draw(seed, 'Mini', 'Querlenker', 'front').slice(0, 5)).toBe('31 12');
    expect(draw(seed, 'Hyundai', 'Riemenscheibe Kurbelwelle', null, 'Hyundai i30 FD').slice(0, 5)).toBe('23124');
  }
  expect(draw(3, 'Mercedes-Benz', 'Hochdruckpumpe', null, 'Mercedes-Benz E-Klasse W213', 'OM654')).toMatch(/^A 654 070 /);
  expect(draw(3, 'Mercedes-Benz', 'Bremssattel', 'front', 'Mercedes-Benz T-Klasse', 'OM608')).toMatch(/^A 420 420 /);
});

test('a kind the make has no known group for gets none of its numbers; a make without groups numbers every kind', () => {
  expect([oeNumberPlaced('VW', 'Glühlampe Hauptscheinwerfer'), oeNumberPlaced('VW', 'Waschwasserpumpe'), oeNumberPlaced('Peugeot', 'Glühlampe Hauptscheinwerfer')]).toEqual([false, true, true]);
});

test('a BMW ball joint follows its axle: 31 at the front axle, 33 at the rear', () => {
  for (let seed = 1; seed < 60; seed++) {
    expect(['31 12', '31 10']).toContain(draw(seed, 'BMW', 'Traggelenk', 'front').slice(0, 5));
    expect(draw(seed, 'BMW', 'Traggelenk', 'rear').slice(0, 2)).toBe('33');
  }
  expect(oeGroupsFor('BMW', 'Traggelenk', 'rear')).toEqual(['33 32']);
});

test('a VW group fuel filter follows the car\'s fuel: 201 for a petrol\'s in-line filter, 127 for a diesel\'s', () => {
  const fuelFilter = (seed: number, fuel: 'petrol' | 'diesel') => drawOeNumber(createRng(seed), 'VW', { kind: 'Kraftstofffilter', axle: null, generation: 'VW Golf VI (5K1)', engineCode: fuel === 'petrol' ? 'CCZB' : 'CFHC', fuel });
  for (let seed = 1; seed < 60; seed++) {
    expect(oeGroupOf('VW', fuelFilter(seed, 'petrol'))).toBe('201');
    expect(oeGroupOf('VW', fuelFilter(seed, 'diesel'))).toBe('127');
  }
  expect(oeGroupsFor('Skoda', 'Kraftstofffilter', null, 'petrol')).toEqual(['201']);
});

test('a Toyota oil filter\'s number follows its build: 04152- the paper element, 90915- the spin-on can; Hyundai and Kia 26320- and 26300-', () => {
  const spinOn = [{ key: 'height' }, { key: 'outer_diameter' }, { key: 'thread' }];
  const element = [{ key: 'height' }, { key: 'outer_diameter' }, { key: 'inner_diameter' }];
  expect(filterBuildOfCriteria(spinOn)).toBe('spin-on');
  expect(filterBuildOfCriteria(element)).toBe('cartridge');
  for (let seed = 1; seed < 60; seed++) {
    const can = drawOeNumber(createRng(seed), 'Toyota', { kind: 'Ölfilter', axle: null, generation: 'Toyota Yaris III', build: 'spin-on' });
    const insert = drawOeNumber(createRng(seed), 'Lexus', { kind: 'Ölfilter', axle: null, generation: 'Lexus UX', build: 'cartridge' });
    expect([can.slice(0, 5), insert.slice(0, 5)]).toEqual(['90915', '04152']);
    expect(drawOeNumber(createRng(seed), 'Kia', { kind: 'Ölfilter', axle: null, build: 'cartridge' }).slice(0, 5)).toBe('26320');
    expect(drawOeNumber(createRng(seed), 'Hyundai', { kind: 'Ölfilter', axle: null, build: 'spin-on' }).slice(0, 5)).toBe('26300');
  }
  expect(oeGroupsFor('Toyota', 'Ölfilter', null, undefined, 'spin-on')).toEqual(['90915']);
});

test('Nissan: the first block names the part (15208 oil can, 15209 element, 16546 air filter, 22401 plug, D1060/41060 front pads, 54500/54501 lower arm)', () => {
  for (let seed = 1; seed < 60; seed++) {
    expect(draw(seed, 'Nissan', 'Zündkerzen', null, 'Nissan Qashqai J11').slice(0, 5)).toBe('22401');
    expect(draw(seed, 'Nissan', 'Luftfilter', null, 'Nissan Qashqai J11').slice(0, 5)).toBe('16546');
    expect(['D1060', '41060']).toContain(draw(seed, 'Nissan', 'Bremsbeläge', 'front', 'Nissan Qashqai J11').slice(0, 5));
    expect(['54500', '54501']).toContain(draw(seed, 'Nissan', 'Querlenker', 'front', 'Nissan Qashqai J11').slice(0, 5));
    expect(drawOeNumber(createRng(seed), 'Nissan', { kind: 'Ölfilter', axle: null, build: 'spin-on' }).slice(0, 5)).toBe('15208');
    expect(drawOeNumber(createRng(seed), 'Nissan', { kind: 'Ölfilter', axle: null, build: 'cartridge' }).slice(0, 5)).toBe('15209');
    expect(oeNumberFits('Nissan', draw(seed, 'Nissan', 'Bremsbeläge', 'rear', 'Nissan Qashqai J11'))).toBe(true);
  }
  expect(oeGroupOf('Nissan', '67184-TS62K')).toBe('67184');
  expect(oeGroupsFor('Nissan', 'Zündkerzen', null)).not.toContain('67184');
  expect(oeNumberPlaced('Nissan', 'Sportfahrwerk')).toBe(false);
});

test('Honda: the first block names the part (51611/52611 dampers, 45022 front pads, 15400 oil can, 17220 air filter, 80292 cabin filter, 12290 plug)', () => {
  for (let seed = 1; seed < 60; seed++) {
    expect(['51611', '51621']).toContain(draw(seed, 'Honda', 'Stoßdämpfer', 'front').slice(0, 5));
    expect(['52610', '52611']).toContain(draw(seed, 'Honda', 'Stoßdämpfer', 'rear').slice(0, 5));
    expect(draw(seed, 'Honda', 'Bremsbeläge', 'front').slice(0, 5)).toBe('45022');
    expect(draw(seed, 'Honda', 'Luftfilter', null).slice(0, 5)).toBe('17220');
    expect(draw(seed, 'Honda', 'Pollenfilter', null).slice(0, 5)).toBe('80292');
    expect(draw(seed, 'Honda', 'Zündkerzen', null).slice(0, 5)).toBe('12290');
    expect(drawOeNumber(createRng(seed), 'Honda', { kind: 'Ölfilter', axle: null, build: 'spin-on' }).slice(0, 5)).toBe('15400');
    expect(drawOeNumber(createRng(seed), 'Honda', { kind: 'Ölfilter', axle: null, build: 'cartridge' }).slice(0, 5)).toBe('15430');
    expect(oeNumberFits('Honda', draw(seed, 'Honda', 'Bremsscheiben', 'rear'))).toBe(true);
  }
  expect(oeGroupOf('Honda', '14845-JVK-G46')).toBe('14845');
  expect(oeGroupsFor('Honda', 'Stoßdämpfer', 'front')).not.toContain('14845');
  expect(oeNumberPlaced('Honda', 'Sportfahrwerk')).toBe(false);
});

test('a sided VW group part carries its hand: the left-hand part odd, the right-hand part even, the rear arm in the rear axle\'s group', () => {
  for (let seed = 1; seed < 200; seed++) {
    const left = drawOeNumber(createRng(seed), 'VW', { kind: 'Außenspiegel', axle: null, side: 'left', generation: 'VW Golf VII (5G1)' });
    const right = drawOeNumber(createRng(seed), 'Audi', { kind: 'Außenspiegel', axle: null, side: 'right', generation: 'Audi A6 C8 (4A2, 4A5)' });
    expect([Number(left.slice(10, 11)) % 2, vagHandOf('VW', 'Außenspiegel', left)]).toEqual([1, 'left']);
    expect([Number(right.slice(10, 11)) % 2, vagHandOf('Audi', 'Außenspiegel', right)]).toEqual([0, 'right']);
    const rearArm = drawOeNumber(createRng(seed), 'VW', { kind: 'Querlenker', axle: 'rear', side: 'left', generation: 'VW Passat B6 (3C2, 3C5)' });
    expect(rearArm.slice(4, 7)).toBe('505');
    expect(vagHandOf('VW', 'Querlenker', rearArm)).toBe('left');
    expect(drawOeNumber(createRng(seed), 'VW', { kind: 'Antriebswelle', axle: 'rear', side: 'right' }).slice(4, 7)).toBe('501');
  }
  // One number for both sides: an inner tie rod keeps the number as drawn, and its hand is not read.
  expect(vagHandOf('VW', 'Axialgelenk Spurstange', '1K0 423 810 A')).toBeNull();
  expect(withOeGroup('1K0 423 811 A', 'VW', { kind: 'Axialgelenk Spurstange', axle: 'front', side: 'right' })).toBe('1K0 423 811 A');
  expect(sideOfCriteria([{ key: 'fitting_side', value: 'right' }])).toBe('right');
});

test('Hyundai and Kia number the left-hand lamp and mirror first (92101, 87610), Toyota, Nissan and Honda the right-hand one', () => {
  for (let seed = 1; seed < 60; seed++) {
    expect(drawOeNumber(createRng(seed), 'Kia', { kind: 'Hauptscheinwerfer', axle: null, side: 'left' }).slice(0, 5)).toBe('92101');
    expect(drawOeNumber(createRng(seed), 'Hyundai', { kind: 'Hauptscheinwerfer', axle: null, side: 'right' }).slice(0, 5)).toBe('92102');
    expect(drawOeNumber(createRng(seed), 'Kia', { kind: 'Außenspiegel', axle: null, side: 'right' }).slice(0, 5)).toBe('87620');
    expect(drawOeNumber(createRng(seed), 'Toyota', { kind: 'Hauptscheinwerfer', axle: null, side: 'left' }).slice(0, 5)).toBe('81150');
    expect(drawOeNumber(createRng(seed), 'Nissan', { kind: 'Außenspiegel', axle: null, side: 'right' }).slice(0, 5)).toBe('96301');
  }
  expect(oeGroupsFor('Kia', 'Hauptscheinwerfer', null, undefined, undefined, 'left')).toEqual(['92101']);
  expect(oeGroupsFor('Kia', 'Hauptscheinwerfer', null)).toEqual(['92101', '92102']);
});

test('Mazda, Suzuki and Subaru numbers carry the maker\'s group: Mazda -14-302 oil filter, Suzuki 16510-, Subaru 15208', () => {
  for (let seed = 1; seed < 60; seed++) {
    const mazda = drawOeNumber(createRng(seed), 'Mazda', { kind: 'Ölfilter', axle: null });
    expect([mazda.slice(4), oeNumberFits('Mazda', mazda)]).toEqual(['-14-302', true]);
    expect(drawOeNumber(createRng(seed), 'Mazda', { kind: 'Bremsbeläge', axle: 'rear' }).slice(4)).toBe('-26-48Z');
    expect(drawOeNumber(createRng(seed), 'Suzuki', { kind: 'Bremsbeläge', axle: 'front' }).slice(0, 5)).toBe('55810');
    expect(drawOeNumber(createRng(seed), 'Subaru', { kind: 'Ölfilter', axle: null }).slice(0, 5)).toBe('15208');
  }
  expect([oeGroupOf('Mazda', 'FTD1-38-165'), oeGroupsFor('Mazda', 'Ölfilter', null)]).toEqual(['38-165', ['14-302']]);
  expect([oeNumberPlaced('Suzuki', 'Wasserpumpe'), oeNumberPlaced('Subaru', 'Zündkerzen')]).toEqual([false, true]);
});

test('a Mercedes part carried over keeps its first series: A 204 … on a W204 and W205 damper, the engine type on an engine part of both', () => {
  const w204 = { make: 'Mercedes-Benz', generation: 'Mercedes-Benz C-Klasse W204', generationStart: 2007, engineCode: 'OM651' };
  const w205 = { make: 'Mercedes-Benz', generation: 'Mercedes-Benz C-Klasse W205', generationStart: 2014, engineCode: 'OM651' };
  expect(mercedesOwnSeries('Stoßdämpfer', [w205, w204])).toEqual(['204']);
  expect(mercedesOwnSeries('Stoßdämpfer', [w205])).toEqual(['205']);
  expect(mercedesOwnSeries('Ölfilter', [w205, w204])).toEqual(['651']);
  expect(mercedesOwnSeries('Stoßdämpfer', [{ ...w204, make: 'VW' }])).toBeNull();
});

test('Porsche numbers its parts in the VW group\'s groups behind its type: an oil filter 115, pads 698, a tensioner 109, a left mirror odd', () => {
  for (let seed = 1; seed < 60; seed++) {
    const filter = draw(seed, 'Porsche', 'Ölfilter', null, 'Porsche Cayenne');
    expect([filter.slice(0, 7), oeNumberFits('Porsche', filter)]).toEqual(['9Y0 115', true]);
    expect(draw(seed, 'Porsche', 'Bremsbeläge', 'front', 'Porsche Macan I').slice(0, 7)).toBe('95B 698');
    expect(oeGroupOf('Porsche', draw(seed, 'Porsche', 'Spannrolle', null, 'Porsche Cayenne'))).toBe('109');
    const mirror = drawOeNumber(createRng(seed), 'Porsche', { kind: 'Außenspiegel', axle: null, side: 'left', generation: 'Porsche Cayenne' });
    expect([oeGroupOf('Porsche', mirror), vagHandOf('Porsche', 'Außenspiegel', mirror)]).toEqual(['857', 'left']);
  }
  expect(oeGroupsFor('Porsche', 'Ölfilter', null)).toEqual(['115']);
  expect(oeNumberPlaced('Porsche', 'Glühlampe Hauptscheinwerfer')).toBe(false);
});

test('Renault and Dacia number by the alliance\'s function codes: an oil filter 15 20 8, front pads 41 06 0, a rear disc 43 20 0; a kind without a code an 8200 number', () => {
  for (let seed = 1; seed < 60; seed++) {
    const filter = drawOeNumber(createRng(seed), 'Renault', { kind: 'Ölfilter', axle: null, build: 'spin-on' });
    expect([filter.slice(0, 7), oeNumberFits('Renault', filter)]).toEqual(['15 20 8', true]);
    expect(draw(seed, 'Dacia', 'Bremsbeläge', 'front').slice(0, 7)).toBe('41 06 0');
    expect(draw(seed, 'Renault', 'Bremsscheiben', 'rear').slice(0, 7)).toBe('43 20 0');
    const lamp = drawOeNumber(createRng(seed), 'Renault', { kind: 'Hauptscheinwerfer', axle: null, side: 'right' });
    expect(oeGroupOf('Renault', lamp)).toBe('26 01 0');
    const unlisted = draw(seed, 'Renault', 'Zahnriemen', null);
    expect([unlisted.slice(0, 5), oeNumberFits('Renault', unlisted), oeGroupOf('Renault', unlisted)]).toEqual(['8200 ', true, null]);
  }
  expect(oeGroupsFor('Dacia', 'Bremsbeläge', 'rear')).toEqual(['44 06 0']);
  expect(oeNumberPlaced('Renault', 'Zahnriemen')).toBe(true);
});

test('a Renault launched from 2010 carries the alliance\'s numbers only: no 8200 number on a kind without a listed code, the code where one is listed', () => {
  expect(oeNumberPlaced('Renault', 'Abgastemperatursensor', 2016)).toBe(false);
  expect(oeNumberPlaced('Dacia', 'Zahnriemen', 2021)).toBe(false);
  expect(oeNumberPlaced('Renault', 'Abgastemperatursensor', 2005)).toBe(true);
  expect(oeNumberPlaced('Renault', 'Bremsbeläge', 2016)).toBe(true);
  expect([renaultListNumber('Renault', '8200 156 109'), renaultListNumber('Renault', '41 06 014 23R'), renaultListNumber('Peugeot', '8200 156 109')]).toEqual([true, false, false]);
});

test('a Mercedes part of cars whose series is not known is numbered for no one series, A 000 …, never an older car\'s A 638 …', () => {
  for (let seed = 1; seed < 60; seed++) {
    expect(draw(seed, 'Mercedes-Benz', 'Lambdasonde', null, 'Mercedes-Benz AMG GT', '').slice(0, 9)).toBe('A 000 540');
  }
  const gt = { make: 'Mercedes-Benz', generation: 'Mercedes-Benz AMG GT', generationStart: 2018, engineCode: '' };
  const cls = { make: 'Mercedes-Benz', generation: 'Mercedes-Benz CLS', generationStart: 2018, engineCode: '' };
  expect(mercedesSeriesNotCars('Lambdasonde', [gt, cls], 'A 638 540 01 00')).toBe(true);
  expect(mercedesSeriesNotCars('Lambdasonde', [gt, cls], 'A 000 540 01 00')).toBe(false);
  expect(mercedesSeriesNotCars('Lambdasonde', [gt, cls], 'A 257 540 01 00')).toBe(false);
  expect(mercedesSeriesNotCars('Lambdasonde', [{ ...gt, engineCode: 'M256' }], 'A 256 540 01 00')).toBe(false);
});

test('a VW group rear-axle part is filed in the rear axle\'s main group 5: a rear top mount 513, a rear wheel bearing 598, a rear ball joint 505', () => {
  for (let seed = 1; seed < 60; seed++) {
    expect(oeGroupOf('Audi', draw(seed, 'Audi', 'Federbeinstützlager', 'rear', 'Audi Q2'))).toBe('513');
    expect(oeGroupOf('Audi', draw(seed, 'Audi', 'Federbeinstützlager', 'front', 'Audi Q2'))).toBe('412');
    expect(draw(seed, 'VW', 'Radlagersatz', 'rear', 'VW Golf V (1K1)').slice(0, 7)).toBe('1K0 598');
    expect(draw(seed, 'VW', 'Radlagersatz', 'front', 'VW Golf V (1K1)').slice(0, 7)).toBe('1K0 498');
    expect(oeGroupOf('Audi', draw(seed, 'Audi', 'Traggelenk', 'rear', 'Audi A4 B8 (8K2)'))).toBe('505');
  }
});

test('a door part is filed under its own door: BMW 51 21 front and 51 22 rear, VW 837 and 839, Mercedes 720 and 730, Hyundai 82651 and 83651', () => {
  for (let seed = 1; seed < 60; seed++) {
    for (const make of ['BMW', 'Mini']) {
      for (const kind of ['Türgriff', 'Zentralverriegelung Stellelement']) {
        expect(draw(seed, make, kind, 'front').slice(0, 5)).toBe('51 21');
        expect(draw(seed, make, kind, 'rear').slice(0, 5)).toBe('51 22');
      }
    }
    expect(oeGroupOf('VW', draw(seed, 'VW', 'Türgriff', 'front', 'VW Golf VII (5G1)'))).toBe('837');
    expect(oeGroupOf('VW', draw(seed, 'VW', 'Zentralverriegelung Stellelement', 'rear', 'VW Golf VII (5G1)'))).toBe('839');
    expect(oeGroupOf('Mercedes-Benz', draw(seed, 'Mercedes-Benz', 'Zentralverriegelung Stellelement', 'front', 'Mercedes-Benz C-Klasse W204'))).toBe('720');
    expect(oeGroupOf('Mercedes-Benz', draw(seed, 'Mercedes-Benz', 'Zentralverriegelung Stellelement', 'rear', 'Mercedes-Benz C-Klasse W204'))).toBe('730');
    expect(draw(seed, 'Kia', 'Türgriff', 'rear', 'Kia Ceed ED').slice(0, 5)).toBe('83651');
    expect(draw(seed, 'Hyundai', 'Zentralverriegelung Stellelement', 'front', 'Hyundai i30 FD').slice(0, 5)).toBe('81310');
  }
  // The tailgate's group is no door's.
  expect(oeGroupsFor('BMW', 'Zentralverriegelung Stellelement', null)).not.toContain('51 24');
});

test('a Mercedes rear chassis part is filed under the rear axle: arms and joints 350/352, bushes 352/350, stabiliser mounts 326; the front ones 330, 333, 323', () => {
  const group = (seed: number, kind: string, axle: 'front' | 'rear') => oeGroupOf('Mercedes-Benz', draw(seed, 'Mercedes-Benz', kind, axle, 'Mercedes-Benz C-Klasse W205'));
  for (let seed = 1; seed < 60; seed++) {
    expect(['350', '352']).toContain(group(seed, 'Querlenker', 'rear'));
    expect(group(seed, 'Traggelenk', 'rear')).toBe('350');
    expect(['352', '350']).toContain(group(seed, 'Querlenkerlager', 'rear'));
    expect(group(seed, 'Stabilisatorlager', 'rear')).toBe('326');
    expect([group(seed, 'Querlenker', 'front'), group(seed, 'Traggelenk', 'front'), group(seed, 'Querlenkerlager', 'front'), group(seed, 'Stabilisatorlager', 'front')]).toEqual(['330', '330', '333', '323']);
  }
});
