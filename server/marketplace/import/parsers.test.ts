/** The import's parsers on small inputs; the whole reference samples are read in test/integration. */
import fs from 'node:fs';
import path from 'node:path';
import { REFERENCE_DATA_DIR } from './seed-from-dir';
import { parseKba } from './parse-kba';
import { parseVariants } from './parse-variants';
import { parseTaxonomy } from './parse-taxonomy';

const dataDir = REFERENCE_DATA_DIR;
const read = (relative: string) => fs.readFileSync(path.join(dataDir, relative), 'utf8');

describe('KBA parser', () => {
  it('splits listed trade names and marks names cut at 25 characters', () => {
    const result = parseKba('hsn,tsn,hersteller,handelsname\n0603,ADA,VOLKSWAGEN-VW,GOLF;GOLF PLUS\n0603,AAA,VOLKSWAGEN-VW,"TRANSPORTER,MULTIVAN,CALI"\n0603,AAB,VOLKSWAGEN-VW,-;CRAFTER\n');
    expect(result.rows.map((r) => [r.tradeNames, r.truncated])).toEqual([
      [['GOLF', 'GOLF PLUS'], false],
      [['TRANSPORTER', 'MULTIVAN', 'CALI'], true],
      [['CRAFTER'], false],
    ]);
  });

  it('reports bad rows with their line numbers and keeps the good ones', () => {
    const text = [
      '# quelle,KBA',
      'hsn,tsn,hersteller,handelsname',
      '0603,ADT,VOLKSWAGEN-VW,GOLF',
      '603,ADU,VOLKSWAGEN-VW,GOLF',
      '0603,AD,VOLKSWAGEN-VW,GOLF',
      '0603,ADV,VOLKSWAGEN-VW',
      '0603,ADT,VOLKSWAGEN-VW,POLO',
      '0005,ABC,BAYER.MOT.WERKE-BMW,3ER REIHE',
    ].join('\n');
    const result = parseKba(text);
    expect(result.read).toBe(6);
    expect(result.rows.map((r) => r.line)).toEqual([3, 8]);
    expect(result.problems).toEqual([
      { line: 4, reason: 'HSN must be 4 digits, found "603"' },
      { line: 5, reason: 'TSN must be 3 letters or digits, found "AD"' },
      { line: 6, reason: 'expected 4 columns, found 3' },
      { line: 7, reason: 'HSN 0603 TSN ADT repeats line 3' },
    ]);
  });

  it('refuses a file whose quote never closes, rather than read half of it', () => {
    const result = parseKba('hsn,tsn,hersteller,handelsname\n0603,ADT,VOLKSWAGEN-VW,GOLF\n0603,ADU,"VOLKSWAGEN-VW,GOLF\n0603,ADV,VOLKSWAGEN-VW,GOLF\n');
    expect(result.rows).toEqual([]);
    expect(result.unreadable?.reason).toMatch(/cannot be read/);
  });

  it('refuses a file with another header', () => {
    expect(parseKba('a,b,c,d\n0603,ADT,VW,GOLF\n').unreadable).toEqual({ line: 1, reason: 'header must be hsn,tsn,hersteller,handelsname' });
  });
});

describe('ADEME variants parser', () => {
  // The sample's first rows: the whole file is read in test/integration/import-reference-samples.test.ts.
  const sample = read('ademe-car-labelling/ADEME-CarLabelling.csv').split('\n').slice(0, 30).join('\n');

  it('takes the power of electric cars from the description or the nominal power', () => {
    const rows = parseVariants(sample).rows;
    expect(rows.find((r) => r.line === 3)).toMatchObject({ make: 'MAZDA', name: 'MX-30 E-SKYACTIV', kw: 107, ps: 145, ccm: 0, fuel: 'electric' });
    // "(57Kw)" repeats the 30-minute power; Opel publishes the Combo-e Life's peak of 100 kW.
    expect(rows.find((r) => r.line === 21)).toMatchObject({ name: 'Combo-E Life L1', kw: 100 });
  });

  it('marks a power taken from the nominal column as the motor\'s 30-minute power, never one the description gives', () => {
    const rows = parseVariants(sample).rows;
    expect(rows.find((r) => r.line === 14)).toMatchObject({ name: 'Ë-Berlingo', kw: 57, kwThirtyMinutes: true });
    expect(rows.find((r) => r.line === 21)?.kwThirtyMinutes).toBeUndefined();
    expect(rows.find((r) => r.line === 3)?.kwThirtyMinutes).toBeUndefined();
  });

  it('keeps the engine\'s fuel of a hybrid: a diesel mild or plug-in hybrid is a diesel one', () => {
    const whole = read('ademe-car-labelling/ADEME-CarLabelling.csv');
    const lines = whole.split('\n');
    const pick = (energy: string) => lines.find((line) => line.split(';')[5] === energy)!;
    const { rows } = parseVariants([lines[0], pick('"GAZ+ELEC HNR"'), pick('"ELEC+GAZOLE HR"'), pick('"ESS+ELEC HNR"')].join('\n'));
    expect(rows.map((r) => r.fuel)).toEqual(['diesel-hybrid', 'diesel-plugin-hybrid', 'hybrid']);
  });

  it('reports a non-numeric kW and a short row by line, and reads the rest', () => {
    const [header, first, second, third] = sample.split('\n');
    const brokenKw = (first ?? '').replace(';96,000;', ';abc;');
    const short = (second ?? '').split(';').slice(0, 10).join(';');
    const result = parseVariants([header, first, brokenKw, short, third].join('\n'));
    expect(result.read).toBe(4);
    expect(result.rows.map((r) => r.line)).toEqual([2, 5]);
    expect(result.problems).toEqual([
      { line: 3, reason: 'kW (Puissance maximale) is not a number: "abc"' },
      { line: 4, reason: 'expected 52 columns, found 10' },
    ]);
  });
});

describe('taxonomy parser', () => {
  it('reads 602 categories with names in six languages', () => {
    const result = parseTaxonomy(read('shopify-taxonomy-vehicle-parts/vehicle-parts-categories.6lang.tsv'));
    expect(result.read).toBe(602);
    expect(result.rows).toHaveLength(602);
    expect(result.rows.find((r) => r.id === 'vp-1-4-1-8')).toMatchObject({ parentId: 'vp-1-4-1', depth: 5, names: { en: 'Brake Rotors', de: 'Bremsscheiben', es: 'Rotores de freno' } });
  });

  it('reports wrong column counts, depths and missing names by line', () => {
    const header = 'id\tparent_id\tdepth\tname_en\tname_de\tname_fr\tname_es\tname_it\tname_nl\tpath_en';
    const row = (id: string, parent: string, depth: string, names = 'A\tB\tC\tD\tE\tF') => [id, parent, depth, names, 'path'].join('\t');
    const result = parseTaxonomy([header, row('vp', '', '1'), 'vp-1\tvp\t2\tonly', row('vp-2', 'vp', '3'), row('vp-3', 'vp', '2', 'A\tB\t\tD\tE\tF'), row('vp-4', 'vp', '2')].join('\n'));
    expect(result.rows.map((r) => r.id)).toEqual(['vp', 'vp-4']);
    expect(result.problems).toEqual([
      { line: 3, reason: 'expected 10 columns, found 4' },
      { line: 4, reason: 'depth "3" does not match id vp-2' },
      { line: 5, reason: 'name missing in fr' },
    ]);
  });
});

describe('ADEME rows named for another engine than their fuel', () => {
  it('skips the "ATECA TDI (110ch)" row entered as a petrol of 1,498 cm³ (the TSI\'s row under the TDI\'s name), keeps the diesel TDI and the electric cars whose names read "E-TRON" or "E-SKYACTIV"', () => {
    const lines = read('ademe-car-labelling/ADEME-CarLabelling.csv').split('\n');
    const result = parseVariants([lines[0], lines[1319], lines[2871], lines[2], lines[129]].join('\n'));
    expect(result.problems).toEqual([{ line: 2, reason: 'the name "ATECA TDI (110ch) BVM6" spells another fuel than its energy ESSENCE' }]);
    expect(result.rows.map((r) => [r.name, r.fuel, r.kw])).toEqual([['Ateca TDI', 'diesel', 85], ['MX-30 E-SKYACTIV', 'electric', 107], ['Q4 45 E-TRON', 'electric', 195]]);
  });
});
