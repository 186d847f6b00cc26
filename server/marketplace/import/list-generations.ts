/**
 * The generation each series of the French list was on sale as, with its production years. The list
 * names a car only by its model line ("Countryman", "Talisman") and dates nothing: a series read from
 * it alone would start in the list's year, and a buyer with a 2018 Countryman F60 or a 2019 Talisman
 * would not find his car. The trade files every type under its generation, from the year that
 * generation came to market (Europe) to the year it left it. Years as the makers announced them;
 * `source` names the public page that gives them (English Wikipedia article, checked 2026-11).
 * A series the maker replaced before or after the list carries the trade's name of the generation
 * where the plain name would now mean its successor ("Countryman F60", "Espace V", "Macan I").
 */
import type { ListedVariant } from './earlier-generations';
import { ownXLine } from './series-names';

export interface ListGeneration {
  manufacturer: string;
  /** The list's series name (ademeSeriesName). */
  series: string;
  /** The trade's name of the generation, where it differs from the list's. */
  generation?: string;
  years: readonly [number, number | null];
  source: string;
  /** For a list series holding two generations: the variants of this one. */
  holds?: (variant: ListedVariant) => boolean;
}

const w = (title: string) => `en.wikipedia.org/wiki/${title}`;
type Row = readonly [series: string, start: number, end: number | null, source: string, generation?: string, holds?: (v: ListedVariant) => boolean];
const make = (manufacturer: string, rows: readonly Row[]): ListGeneration[] =>
  rows.map(([series, start, end, source, generation, holds]) => ({ manufacturer, series, years: [start, end], source: w(source), ...(generation ? { generation } : {}), ...(holds ? { holds } : {}) }));

export const LIST_GENERATIONS: readonly ListGeneration[] = [
  ...make('Alfa Romeo', [['Giulia', 2016, null, 'Alfa_Romeo_Giulia_(952)'], ['Stelvio', 2017, null, 'Alfa_Romeo_Stelvio'], ['Tonale', 2022, null, 'Alfa_Romeo_Tonale']]),
  ...make('Alpine', [['A110', 2017, null, 'Alpine_A110_(2017)']]),
  ...make('Audi', [['E-Tron GT', 2021, null, 'Audi_e-tron_GT'], ['Q2', 2016, null, 'Audi_Q2'], ['Q3', 2018, null, 'Audi_Q3'], ['Q4', 2021, null, 'Audi_Q4_e-tron']]),
  ...make('BMW', [
    ['2er F44', 2020, null, 'BMW_2_Series_Gran_Coupé'], ['2er G42', 2021, null, 'BMW_2_Series_(G42)'], ['2er U06', 2022, null, 'BMW_2_Series_Active_Tourer'],
    ['4er', 2020, null, 'BMW_4_Series_(G22)'], ['8er', 2018, null, 'BMW_8_Series_(G15)'], ['M3', 2021, null, 'BMW_M3'], ['M4', 2021, null, 'BMW_M4'],
    ['M5', 2017, 2024, 'BMW_M5'], ['M8', 2019, null, 'BMW_M8'], ['X2', 2018, 2023, 'BMW_X2'], ['X4', 2018, null, 'BMW_X4'], ['X5', 2018, null, 'BMW_X5_(G05)'],
    ['X6', 2019, null, 'BMW_X6'], ['Z4', 2018, null, 'BMW_Z4_(G29)'], ['iX', 2021, null, 'BMW_iX'], ['iX3', 2020, null, 'BMW_iX3'],
  ]),
  ...make('Bentley', [['Flying Spur', 2019, null, 'Bentley_Flying_Spur']]),
  ...make('Citroën', [['C3 Aircross', 2017, 2024, 'Citroën_C3_Aircross'], ['C4 X', 2022, null, 'Citroën_C4_X'], ['C5 X', 2021, null, 'Citroën_C5_X'], ['Space Tourer', 2016, null, 'Citroën_SpaceTourer']]),
  ...make('Cupra', [['Formentor', 2020, null, 'Cupra_Formentor']]),
  ...make('DS', [['DS 3 Crossback', 2019, null, 'DS_3_Crossback'], ['DS 4', 2021, null, 'DS_4'], ['DS 7 Crossback', 2017, null, 'DS_7_Crossback'], ['DS 9', 2020, null, 'DS_9']]),
  ...make('Dacia', [['Jogger', 2022, null, 'Dacia_Jogger'], ['Lodgy', 2012, 2022, 'Dacia_Lodgy'], ['Spring', 2021, null, 'Dacia_Spring']]),
  ...make('Ferrari', [['296', 2022, null, 'Ferrari_296'], ['812', 2017, null, 'Ferrari_812_Superfast'], ['F8', 2019, null, 'Ferrari_F8'], ['Monza', 2019, null, 'Ferrari_Monza_SP'],
    ['Portofino', 2017, null, 'Ferrari_Portofino'], ['Roma', 2020, null, 'Ferrari_Roma'], ['SF90', 2019, null, 'Ferrari_SF90_Stradale']]),
  ...make('Fiat', [['500L', 2012, 2022, 'Fiat_500L'], ['500X', 2014, null, 'Fiat_500X'], ['Tipo', 2016, null, 'Fiat_Tipo_(2015)']]),
  ...make('Ford', [
    ['Ecosport', 2014, 2022, 'Ford_EcoSport'], ['Explorer', 2019, null, 'Ford_Explorer_(sixth_generation)'], ['GT', 2017, 2022, 'Ford_GT'], ['Galaxy', 2015, 2023, 'Ford_Galaxy'],
    ['Mustang', 2015, 2023, 'Ford_Mustang_(sixth_generation)'], ['Mustang Mach-E', 2020, null, 'Ford_Mustang_Mach-E'], ['Puma', 2019, null, 'Ford_Puma_(crossover)'],
    ['S-MAX', 2015, 2023, 'Ford_S-Max'], ['Tourneo Connect', 2022, null, 'Ford_Transit_Connect'], ['Tourneo Custom', 2012, 2023, 'Ford_Transit_Custom'],
    ['Transit Custom', 2012, 2023, 'Ford_Transit_Custom'],
  ]),
  ...make('Honda', [['CR-V', 2018, 2023, 'Honda_CR-V_(fifth_generation)'], ['Civic', 2022, null, 'Honda_Civic_(eleventh_generation)'], ['E', 2020, 2024, 'Honda_e'],
    ['HR-V', 2021, null, 'Honda_HR-V'], ['Jazz', 2020, null, 'Honda_Fit_(fourth_generation)']]),
  ...make('Hyundai', [['Bayon', 2021, null, 'Hyundai_Bayon'], ['I 10', 2019, null, 'Hyundai_i10'], ['I 20', 2020, null, 'Hyundai_i20'], ['Santa FE', 2018, 2024, 'Hyundai_Santa_Fe_(TM)']]),
  ...make('Jaguar', [['E-Pace', 2017, null, 'Jaguar_E-Pace'], ['F-Pace', 2016, null, 'Jaguar_F-Pace'], ['I-Pace', 2018, null, 'Jaguar_I-Pace'], ['XE', 2015, null, 'Jaguar_XE'],
    ['XF', 2015, null, 'Jaguar_XF']]),
  ...make('Jeep', [['Compass', 2017, null, 'Jeep_Compass'], ['Renegade', 2014, null, 'Jeep_Renegade'], ['Wrangler', 2018, null, 'Jeep_Wrangler_(JL)']]),
  ...make('Kia', [
    ['EV6', 2021, null, 'Kia_EV6'],
    // The e-Niro (100 kW with 39 kWh, 150 kW with 64 kWh) is the first Niro's electric version; the "Niro EV" and the rest of
    // the list's Niros are the second generation.
    ['Niro', 2016, 2022, 'Kia_Niro', 'Niro I', (v) => v.fuel === 'electric' && (v.kw === 100 || /^e-Niro\b/iu.test(v.name ?? ''))], ['Niro', 2022, null, 'Kia_Niro', 'Niro II'],
    ['Picanto', 2017, null, 'Kia_Picanto'], ['Proceed', 2019, null, 'Kia_Ceed'], ['RIO', 2017, null, 'Kia_Rio'], ['Sorento', 2020, null, 'Kia_Sorento'],
    ['Soul', 2019, null, 'Kia_Soul'], ['Stonic', 2017, null, 'Kia_Stonic'], ['Xceed', 2019, null, 'Kia_XCeed'],
  ]),
  ...make('Lamborghini', [['Aventador', 2011, 2022, 'Lamborghini_Aventador'], ['Urus', 2018, null, 'Lamborghini_Urus']]),
  ...make('Land Rover', [['Defender', 2020, null, 'Land_Rover_Defender_(L663)'], ['Discovery', 2017, null, 'Land_Rover_Discovery'], ['Discovery Sport', 2015, null, 'Land_Rover_Discovery_Sport'],
    ['Range Rover', 2022, null, 'Range_Rover_(L460)'], ['Range Rover Evoque', 2019, null, 'Range_Rover_Evoque'], ['Range Rover Velar', 2017, null, 'Range_Rover_Velar']]),
  ...make('Lexus', [['NX', 2021, null, 'Lexus_NX'], ['RX', 2022, null, 'Lexus_RX'], ['UX', 2018, null, 'Lexus_UX']]),
  ...make('MG', [['5', 2020, null, 'MG5'], ['Marvel', 2021, null, 'MG_Marvel_R'], ['ZS', 2017, null, 'MG_ZS_(SUV)']]),
  ...make('Maserati', [['Ghibli', 2013, 2024, 'Maserati_Ghibli_(M157)'], ['MC20', 2020, null, 'Maserati_MC20']]),
  ...make('Mazda', [
    // The "Mazda2 Hybrid" is Toyota's Yaris (XP21) under Mazda's badge, a car of its own from 2022; the rest are the Mazda2 (DJ).
    ['2', 2022, null, 'Mazda2', '2 Hybrid', (v) => v.fuel === 'hybrid' && v.ccm === 1490], ['2', 2014, null, 'Mazda2'],
    ['3', 2019, null, 'Mazda3'], ['CX-30', 2019, null, 'Mazda_CX-30'], ['CX-5', 2017, null, 'Mazda_CX-5'], ['CX-60', 2022, null, 'Mazda_CX-60'], ['MX-30', 2020, null, 'Mazda_MX-30'],
  ]),
  ...make('Mercedes-Benz', [
    ['AMG GT', 2018, null, 'Mercedes-AMG_GT_4-Door_Coupé'], ['CLA', 2019, null, 'Mercedes-Benz_CLA-Class'], ['CLS', 2018, null, 'Mercedes-Benz_CLS-Class'],
    ['EQA', 2021, null, 'Mercedes-Benz_EQA'], ['EQB', 2021, null, 'Mercedes-Benz_EQB'], ['EQC', 2019, null, 'Mercedes-Benz_EQC'], ['EQE', 2022, null, 'Mercedes-Benz_EQE'],
    ['EQS', 2021, null, 'Mercedes-Benz_EQS'], ['EQV', 2020, null, 'Mercedes-Benz_EQV'], ['Evito Tourer', 2020, null, 'Mercedes-Benz_Vito'],
    ['G-Klasse', 2018, null, 'Mercedes-Benz_G-Class_(W463)'], ['GLA', 2020, null, 'Mercedes-Benz_GLA-Class'], ['GLE', 2019, null, 'Mercedes-Benz_GLE-Class'],
    ['GLS', 2019, null, 'Mercedes-Benz_GLS-Class'], ['Marco Polo', 2014, null, 'Mercedes-Benz_V-Class'], ['S-Klasse', 2020, null, 'Mercedes-Benz_S-Class_(W223)'],
    ['T-Klasse', 2022, null, 'Mercedes-Benz_T-Class'], ['V-Klasse', 2014, null, 'Mercedes-Benz_V-Class'], ['Vito Tourer', 2014, null, 'Mercedes-Benz_Vito'],
  ]),
  ...make('Mini', [['Cabrio', 2016, 2024, 'Mini_Hatch', 'Cabrio F57'], ['Clubman', 2015, 2024, 'Mini_Clubman', 'Clubman F54'], ['Countryman', 2017, 2024, 'Mini_Countryman', 'Countryman F60']]),
  ...make('Mitsubishi', [['Eclipse Cross', 2017, null, 'Mitsubishi_Eclipse_Cross'], ['Space Star', 2012, null, 'Mitsubishi_Mirage']]),
  ...make('Nissan', [['Ariya', 2022, null, 'Nissan_Ariya'], ['Juke', 2019, null, 'Nissan_Juke'], ['Leaf', 2017, null, 'Nissan_Leaf'], ['Micra', 2017, 2023, 'Nissan_Micra'],
    ['Primastar', 2021, null, 'Renault_Trafic'], ['Townstar', 2021, null, 'Nissan_Townstar']]),
  ...make('Opel', [['Combo', 2018, null, 'Opel_Combo'], ['Crossland X', 2017, null, 'Opel_Crossland'], ['Grandland', 2021, 2024, 'Opel_Grandland'],
    ['Grandland X', 2017, 2021, 'Opel_Grandland'], ['Mokka', 2020, null, 'Opel_Mokka']]),
  ...make('Peugeot', [['408', 2022, null, 'Peugeot_408_(2022)'], ['508', 2018, null, 'Peugeot_508'], ['Rifter', 2018, null, 'Peugeot_Rifter'], ['Traveller', 2016, null, 'Peugeot_Traveller']]),
  ...make('Porsche', [['911', 2019, null, 'Porsche_911_(992)'], ['Boxster', 2016, null, 'Porsche_718'], ['Cayenne', 2017, null, 'Porsche_Cayenne'], ['Cayman', 2016, null, 'Porsche_718'],
    // Every Macan of the list burns petrol: the first Macan (95B); the second is electric only.
    ['Macan', 2014, 2024, 'Porsche_Macan', 'Macan I'], ['Panamera', 2016, 2023, 'Porsche_Panamera'], ['Taycan', 2019, null, 'Porsche_Taycan']]),
  ...make('Renault', [['Arkana', 2021, null, 'Renault_Arkana'], ['Austral', 2022, null, 'Renault_Austral'], ['Espace', 2015, 2023, 'Renault_Espace', 'Espace V'],
    ['Koleos', 2016, 2023, 'Renault_Koleos'], ['Talisman', 2015, 2022, 'Renault_Talisman'], ['Trafic', 2014, null, 'Renault_Trafic']]),
  ...make('Rolls-Royce', [['Cullinan', 2018, null, 'Rolls-Royce_Cullinan'], ['Dawn', 2015, 2023, 'Rolls-Royce_Dawn']]),
  ...make('Seat', [['Ateca', 2016, null, 'SEAT_Ateca']]),
  ...make('Skoda', [['Kamiq', 2019, null, 'Škoda_Kamiq'], ['Karoq', 2017, null, 'Škoda_Karoq'], ['Kodiaq', 2016, 2024, 'Škoda_Kodiaq'], ['Scala', 2019, null, 'Škoda_Scala']]),
  ...make('Smart', [['Forfour', 2014, 2021, 'Smart_Forfour']]),
  ...make('SsangYong', [['Tivoli', 2015, null, 'SsangYong_Tivoli']]),
  ...make('Subaru', [['Forester', 2018, null, 'Subaru_Forester'], ['Solterra', 2022, null, 'Subaru_Solterra']]),
  ...make('Suzuki', [['Ignis', 2016, null, 'Suzuki_Ignis'], ['SX4', 2021, null, 'Suzuki_SX4_S-Cross'], ['Swace', 2020, null, 'Suzuki_Swace'], ['Swift', 2017, 2024, 'Suzuki_Swift'],
    ['Vitara', 2015, null, 'Suzuki_Vitara']]),
  ...make('Toyota', [['Aygo', 2014, 2022, 'Toyota_Aygo'], ['Aygo X', 2022, null, 'Toyota_Aygo_X'], ['Camry', 2019, null, 'Toyota_Camry_(XV70)'], ['Yaris Cross', 2021, null, 'Toyota_Yaris_Cross']]),
  ...make('VW', [['Arteon', 2017, null, 'Volkswagen_Arteon'], ['ID.3', 2020, null, 'Volkswagen_ID.3'], ['ID.BUZZ', 2022, null, 'Volkswagen_ID._Buzz'],
    ['Kombi', 2019, null, 'Volkswagen_Transporter_(T6)']]),
  ...make('Volvo', [['C40', 2021, null, 'Volvo_C40'], ['S60', 2019, null, 'Volvo_S60'], ['V60', 2018, null, 'Volvo_V60'], ['V90', 2016, null, 'Volvo_V90'],
    ['XC40', 2017, null, 'Volvo_XC40'], ['XC60', 2017, null, 'Volvo_XC60'], ['XC90', 2015, null, 'Volvo_XC90']]),
];

/** The generation a listed variant was built as, or undefined where the table has none for its series. */
export function listGeneration(manufacturer: string, series: string, variant: ListedVariant): ListGeneration | undefined {
  return LIST_GENERATIONS.find((g) => g.manufacturer === manufacturer && g.series === series && (g.holds?.(variant) ?? true));
}

/** The table's row for a catalogue series of that name (the generation's name or the list's) holding the variant. */
export function generationOfSeriesName(manufacturer: string, seriesName: string, variant: ListedVariant): ListGeneration | undefined {
  const key = listSeriesKey(seriesName);
  return LIST_GENERATIONS.find((g) => g.manufacturer === manufacturer && (g.generation ?? g.series) === key && (g.holds?.(variant) ?? true));
}

/**
 * The list's generations as the trade files them: a counter clerk looks a car up by its chassis code
 * ("X4 (G02)", "GLE (V167, C167)", "S-Klasse (W223)"), as the vehicle base names its generations
 * ("A4 B9 (8W2, 8W5)"), and the list's model line alone ("X4") would mean every X4 ever built. Codes
 * of all the bodies the list sells (the 4er's coupé G22, convertible G23 and Gran Coupé G26; an M
 * model's own code beside it: the X4 M is the F98). `name` where the trade counts the generation ("S60 III").
 * The list's "Kombi" stays as it is: it is the Transporter T6.1 Kombi, but the KBA register files
 * its keys as "KOMBI" and its Transporter keys on the T6, which a move onto the Transporter's page
 * would re-place. Codes from the
 * makers' type designations as the public encyclopaedia articles of the table above give them,
 * checked from memory (2026-12): a series whose codes were not certain stays as the list names it.
 * The seed's tables keep knowing each by the list's name (listSeriesKey).
 */
type Named = readonly [series: string, chassis: readonly string[], name?: string];
const named = (manufacturer: string, rows: readonly Named[]) => rows.map(([series, chassis, name]) => ({ manufacturer, series, chassis, ...(name ? { name } : {}) }));

export interface ListSeriesName { manufacturer: string; series: string; chassis: readonly string[]; name?: string }

export const LIST_SERIES_NAMES: readonly ListSeriesName[] = [
  ...named('Alfa Romeo', [['Giulia', ['952']], ['Stelvio', ['949']]]),
  ...named('Audi', [['E-Tron GT', ['F83']], ['Q2', ['GAB']], ['Q3', ['F3B', 'F3N']]]),
  ...named('BMW', [
    ['4er', ['G22', 'G23', 'G26']], ['8er', ['G14', 'G15', 'G16']], ['M3', ['G80']], ['M4', ['G82', 'G83']], ['M5', ['F90']], ['M8', ['F91', 'F92', 'F93']],
    ['X2', ['F39']], ['X4', ['G02', 'F98']], ['X5', ['G05']], ['X6', ['G06']], ['Z4', ['G29']], ['iX', ['I20']], ['iX3', ['G08']],
  ]),
  ...named('Citroën', [['C3 Aircross', ['2C', '2R']], ['Space Tourer', ['V']]]),
  ...named('Cupra', [['Formentor', ['KM7']]]),
  ...named('DS', [['DS 7 Crossback', ['J4']]]),
  ...named('Dacia', [['Lodgy', ['JS']]]),
  ...named('Fiat', [['500X', ['334']], ['Tipo', ['356', '357']]]),
  ...named('Ford', [['Galaxy', ['CK'], 'Galaxy III'], ['Mustang', ['S550'], 'Mustang VI'], ['Puma', ['J2K']], ['S-MAX', ['CJ'], 'S-MAX II']]),
  ...named('Honda', [['Civic', ['FL'], 'Civic XI'], ['HR-V', ['RV'], 'HR-V III'], ['Jazz', ['GR'], 'Jazz IV']]),
  ...named('Hyundai', [['Bayon', ['BC3']], ['I 10', ['AC3']], ['I 20', ['BC3']], ['Santa FE', ['TM']]]),
  ...named('Jaguar', [['E-Pace', ['X540']], ['F-Pace', ['X761']], ['I-Pace', ['X590']], ['XE', ['X760']], ['XF', ['X260']]]),
  ...named('Jeep', [['Compass', ['MP'], 'Compass II'], ['Renegade', ['BU']], ['Wrangler', ['JL']]]),
  ...named('Kia', [
    ['EV6', ['CV']], ['Niro I', ['DE']], ['Niro II', ['SG2']], ['Picanto', ['JA']], ['Proceed', ['CD']], ['RIO', ['YB']], ['Sorento', ['MQ4']],
    ['Soul', ['SK3']], ['Stonic', ['YB']], ['Xceed', ['CD']],
  ]),
  ...named('Lexus', [['NX', ['AZ20'], 'NX II']]),
  ...named('Land Rover', [['Defender', ['L663']], ['Discovery', ['L462']], ['Discovery Sport', ['L550']], ['Range Rover', ['L460']], ['Range Rover Evoque', ['L551']], ['Range Rover Velar', ['L560']]]),
  ...named('Mazda', [['2', ['DJ']], ['3', ['BP']], ['CX-30', ['DM']], ['CX-5', ['KF']], ['CX-60', ['KH']], ['MX-30', ['DR']]]),
  ...named('Mercedes-Benz', [
    ['AMG GT', ['X290']], ['CLA', ['C118', 'X118']], ['CLS', ['C257']], ['EQA', ['H243']], ['EQB', ['X243']], ['EQC', ['N293']], ['EQE', ['V295']], ['EQS', ['V297']],
    ['EQV', ['W447']], ['Evito Tourer', ['W447']], ['G-Klasse', ['W463']], ['GLA', ['H247']], ['GLE', ['V167', 'C167']], ['GLS', ['X167']], ['Marco Polo', ['W447']],
    ['S-Klasse', ['W223']], ['T-Klasse', ['W420']], ['V-Klasse', ['W447']], ['Vito Tourer', ['W447']],
  ]),
  ...named('Nissan', [['Juke', ['F16'], 'Juke II'], ['Leaf', ['ZE1'], 'Leaf II'], ['Micra', ['K14'], 'Micra V']]),
  ...named('Opel', [['Combo', ['K9']]]),
  ...named('Peugeot', [['508', [], '508 II'], ['Rifter', ['K9']], ['Traveller', ['V']]]),
  ...named('Porsche', [['911', ['992']], ['Boxster', ['982']], ['Cayenne', ['9YA', '9YB']], ['Cayman', ['982']], ['Macan I', ['95B']], ['Panamera', ['971']], ['Taycan', ['Y1A', 'Y1B']]]),
  ...named('Renault', [['Espace V', ['JR']]]),
  ...named('Seat', [['Ateca', ['KH7']]]),
  ...named('Skoda', [['Kamiq', ['NW4']], ['Karoq', ['NU7']], ['Kodiaq', ['NS7']], ['Scala', ['NW1']]]),
  ...named('Smart', [['Forfour', ['453']]]),
  ...named('Toyota', [['Aygo', ['B4'], 'Aygo II'], ['Camry', ['V7']]]),
  ...named('VW', [['Arteon', ['3H7', '3H8']], ['ID.3', ['E11']]]),
  ...named('Volvo', [['C40', ['539']], ['S60', ['224'], 'S60 III'], ['V60', ['225'], 'V60 II'], ['V90', ['235'], 'V90 II'], ['XC40', ['536']], ['XC60', ['246'], 'XC60 II'], ['XC90', ['256'], 'XC90 II']]),
];

const written = (row: ListSeriesName): string => {
  const name = row.name ?? row.series;
  return row.chassis.length === 0 || name.includes(row.chassis[0]!) ? name : `${name} (${row.chassis.join(', ')})`;
};

/** A list series' row of the table above. */
export const listSeriesRow = (manufacturer: string, series: string): ListSeriesName | undefined =>
  LIST_SERIES_NAMES.find((row) => row.manufacturer === manufacturer && row.series === series);

/** The name the catalogue shows a list series by: the trade's, with its chassis codes ("X4" -> "X4 (G02, F98)"). */
export function listSeriesName(manufacturer: string, series: string): string {
  const row = listSeriesRow(manufacturer, series);
  return row ? written(row) : series;
}

const KEY_OF_NAME = new Map(LIST_SERIES_NAMES.map((row) => [written(row), row.series]));

/** The list's own name of a catalogue series the trade names otherwise ("X4 (G02, F98)" -> "X4"), which the seed's tables know it by; any other name as it is. */
export const listSeriesKey = (seriesName: string): string => KEY_OF_NAME.get(seriesName) ?? seriesName;

/**
 * Whether a series name says which generation it is, as the trade writes one: chassis codes in
 * brackets ("A4 B9 (8W2, 8W5)", "X4 (G02, F98)"), or a generation word after the model ("3er F30",
 * "Golf VII", "Niro I", "fortwo 451", "i30 GD"). The X of a model line of its own ("C4 X") is none.
 */
export function namesItsGeneration(seriesName: string): boolean {
  if (/\([^()]+\)$/.test(seriesName)) return true;
  const words = seriesName.trim().split(/\s+/);
  const last = words[words.length - 1] ?? '';
  if (words.length < 2 || ownXLine(seriesName)) return false;
  return /^(?:[IVX]+|[A-Z]{1,3}\d{1,3}[A-Z]?|[A-Z]{1,2}|\d{3})$/.test(last);
}
