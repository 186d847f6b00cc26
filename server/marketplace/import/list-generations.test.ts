/** The French list's series are filed under the generation they were on sale as, with that generation's years. */
import fs from 'node:fs';
import path from 'node:path';
import { DATA_FILES, REFERENCE_DATA_DIR } from './seed-from-dir';
import { parseVariants } from './parse-variants';
import { parseVehicleTypes } from './parse-vehicle-types';
import { ademeSeriesName } from './series-names';
import { ADEME_MANUFACTURERS } from './manufacturers';
import { displayName, matchKey } from './text';
import { generationOfVariant } from './earlier-generations';
import { ADEME_LIST_YEAR } from './import-variants';
import { LIST_GENERATIONS, LIST_SERIES_NAMES, generationOfSeriesName, listSeriesKey, listSeriesName, namesItsGeneration } from './list-generations';
import { generationKey } from './import-vehicle-types';
import { engineLaunchYear } from './engine-launches';

test('a 2018 Countryman One D is the F60 of 2017 to 2024, a Talisman and a Lodgy keep their own years, not the list\'s', () => {
  expect(generationOfVariant('Mini', 'Countryman', { fuel: 'diesel', ccm: 1496, kw: 85 }, 2023)).toEqual({ series: 'Countryman F60', yearStart: 2017, yearEnd: 2024 });
  expect(generationOfVariant('Renault', 'Talisman', { fuel: 'diesel', ccm: 1749, kw: 110 }, 2023)).toEqual({ series: 'Talisman', yearStart: 2015, yearEnd: 2022 });
  expect(generationOfVariant('Dacia', 'Lodgy', { fuel: 'lpg', ccm: 1598, kw: 75 }, 2023)).toEqual({ series: 'Lodgy', yearStart: 2012, yearEnd: 2022 });
  expect(generationOfVariant('Renault', 'Espace', { fuel: 'diesel', ccm: 1997, kw: 118 }, 2023).series).toBe('Espace V');
});

test('the list\'s 2.0 petrol Macan is the first Macan; its e-Niro the first Niro; its Mazda2 Hybrid a generation of its own', () => {
  expect(generationOfVariant('Porsche', 'Macan', { fuel: 'petrol', ccm: 1984, kw: 195 }, 2023)).toEqual({ series: 'Macan I', yearStart: 2014, yearEnd: 2024 });
  expect(generationOfVariant('Kia', 'Niro', { fuel: 'electric', ccm: 0, kw: 100 }, 2023).series).toBe('Niro I');
  expect(generationOfVariant('Kia', 'Niro', { fuel: 'hybrid', ccm: 1580, kw: 77 }, 2023)).toEqual({ series: 'Niro II', yearStart: 2022, yearEnd: null });
  expect(generationOfVariant('Mazda', '2', { fuel: 'hybrid', ccm: 1490, kw: 68 }, 2023).series).toBe('2 Hybrid');
  expect(generationOfVariant('Mazda', '2', { fuel: 'petrol', ccm: 1496, kw: 66 }, 2023)).toEqual({ series: '2', yearStart: 2014, yearEnd: null });
});

test('every series the reference list alone holds has its generation in the table: no listed type is dated from the list\'s year', () => {
  const read = (file: string) => fs.readFileSync(path.join(REFERENCE_DATA_DIR, file), 'utf8');
  const inBase = new Set(parseVehicleTypes(read(DATA_FILES.types)).rows.map((row) => matchKey(`${row.make} ${row.family}`)));
  const dated = new Set<string>();
  for (const row of parseVariants(read(DATA_FILES.variants)).rows) {
    const manufacturer = ADEME_MANUFACTURERS[row.make] ?? displayName(row.make);
    const series = ademeSeriesName(manufacturer, row.label, row.model, row.name);
    if (inBase.has(matchKey(`${manufacturer} ${series}`))) continue;
    if (generationOfVariant(manufacturer, series, row, ADEME_LIST_YEAR).yearStart === ADEME_LIST_YEAR) dated.add(`${manufacturer} ${series}`);
  }
  expect([...dated]).toEqual([]);
});

describe('the list\'s generations as the trade names them', () => {
  test('a counter clerk finds the 4er, X4, GLE and S-Klasse by their chassis codes', () => {
    expect(listSeriesName('BMW', '4er')).toBe('4er (G22, G23, G26)');
    expect(listSeriesName('BMW', 'X4')).toBe('X4 (G02, F98)');
    expect(listSeriesName('Mercedes-Benz', 'GLE')).toBe('GLE (V167, C167)');
    expect(listSeriesName('Mercedes-Benz', 'S-Klasse')).toBe('S-Klasse (W223)');
    expect(listSeriesName('Volvo', 'XC60')).toBe('XC60 II (246)');
    expect(listSeriesName('Porsche', 'Macan I')).toBe('Macan I (95B)');
    // A series whose codes are not certain keeps the list's name.
    expect(listSeriesName('Renault', 'Talisman')).toBe('Talisman');
  });

  test('the seed\'s tables still know each by the list\'s name', () => {
    expect(listSeriesKey('X4 (G02, F98)')).toBe('X4');
    expect(generationKey('4er (G22, G23, G26)')).toBe('4er');
    expect(generationKey('Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)')).toBe('Golf VII (5G1)');
    expect(generationOfSeriesName('BMW', 'X4 (G02, F98)', { fuel: 'diesel', ccm: 2993, kw: 250 })?.years).toEqual([2018, null]);
    expect(engineLaunchYear('Mercedes-Benz', 'GLE (V167, C167)', 'GLE 300 d 4MATIC', 1950, 'diesel')).toBe(engineLaunchYear('Mercedes-Benz', 'GLE', 'GLE 300 d 4MATIC', 1950, 'diesel'));
  });

  test('every named series is one of the list\'s generations, named once, with its codes written once', () => {
    const generations = new Set(LIST_GENERATIONS.map((g) => `${g.manufacturer}|${g.generation ?? g.series}`));
    for (const row of LIST_SERIES_NAMES) {
      expect(generations.has(`${row.manufacturer}|${row.series}`)).toBe(true);
      expect(new Set(row.chassis).size).toBe(row.chassis.length);
      expect(namesItsGeneration(listSeriesName(row.manufacturer, row.series))).toBe(true);
    }
    expect(new Set(LIST_SERIES_NAMES.map((row) => `${row.manufacturer}|${row.series}`)).size).toBe(LIST_SERIES_NAMES.length);
  });

  test('a name says its generation by codes or a generation word, not by a model line\'s X or number', () => {
    for (const name of ['3er F30', 'Astra L', 'Golf VII (5G1, BQ1)', 'Niro I', 'fortwo 451', 'i30 GD', 'X4 (G02, F98)', 'Civic X']) expect(namesItsGeneration(name)).toBe(true);
    for (const name of ['X4', '4er', 'GLE', 'C4 X', 'Aygo X', 'DS 4', 'Kombi', 'Range Rover Evoque', '2 Hybrid']) expect(namesItsGeneration(name)).toBe(false);
  });
});
