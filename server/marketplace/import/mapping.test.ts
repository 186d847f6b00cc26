import fs from 'node:fs';
import path from 'node:path';
import { DATA_FILES, REFERENCE_DATA_DIR } from './seed-from-dir';
import { KBA_MANUFACTURERS, nonCarReason } from './manufacturers';
import { ademeSeriesName, kbaSeriesName, seriesFit } from './series-names';
import { parseTaxonomy } from './parse-taxonomy';
import { categoryNames } from './import-taxonomy';
import { NAME_CORRECTIONS } from './corrections';

describe('KBA manufacturer mapping', () => {
  it('maps the register spellings to the shop makes', () => {
    expect(KBA_MANUFACTURERS['BAYER.MOT.WERKE-BMW']).toContain('BMW');
    expect(KBA_MANUFACTURERS['VOLKSWAGEN-VW']).toEqual(['VW']);
    expect(KBA_MANUFACTURERS['DAIMLER (D)']).toEqual(['Mercedes-Benz']);
    expect(KBA_MANUFACTURERS['FCA ITALY (I)']).toEqual(expect.arrayContaining(['Fiat', 'Alfa Romeo', 'Jeep']));
  });

  it('says why trailer, tractor and motorcycle makers are skipped', () => {
    expect(KBA_MANUFACTURERS.KNAUS).toBeUndefined();
    expect(nonCarReason('KNAUS')).toMatch(/trailer or caravan/);
    expect(nonCarReason('DEERE (USA)')).toMatch(/tractor/);
    expect(nonCarReason('YAMAHA (J)')).toMatch(/motorcycle/);
  });
});

describe('series names', () => {
  it('names series as German shops do, from either register', () => {
    expect(ademeSeriesName('BMW', 'SERIE 3', '320')).toBe('3er');
    expect(ademeSeriesName('Mercedes-Benz', 'CLASSE C', 'C 220')).toBe('C-Klasse');
    expect(ademeSeriesName('Mercedes-Benz', 'CLASSE GLE', 'GLE 350')).toBe('GLE');
    expect(ademeSeriesName('VW', 'GOLF', 'GOLF')).toBe('Golf');
    // BMW's 2er of the list is three platforms: each body its own generation, by its chassis code.
    expect(['218d Gran Coupé', '220i Active Tourer', '220i Coupé', 'M240i xDrive Coupé'].map((variant) => ademeSeriesName('BMW', 'SERIE 2', '220', variant))).toEqual(['2er F44', '2er U06', '2er G42', '2er G42']);
    expect(seriesFit('2ER', '2er F44')).toBe(2);
    expect(kbaSeriesName('BMW', '320D XDRIVE')).toBe('3er');
    expect(kbaSeriesName('BMW', '3ER REIHE')).toBe('3er');
    expect(kbaSeriesName('Mercedes-Benz', 'C 220 CDI')).toBe('C-Klasse');
    expect(kbaSeriesName('Toyota', 'TOYOTA COROLLA')).toBe('COROLLA');
  });

  it('fits a KBA trade name to series generations but not to other bodies', () => {
    expect(seriesFit('GOLF', 'Golf')).toBe(3);
    expect(seriesFit('GOLF', 'Golf VII')).toBe(2);
    expect(seriesFit('C-Klasse', 'C-Klasse W204')).toBe(2);
    expect(seriesFit('GOLF VARIANT', 'Golf')).toBe(1);
    expect(seriesFit('GOLF', 'Golf Sportsvan')).toBe(0);
    expect(seriesFit('POLO', 'Golf')).toBe(0);
    expect(seriesFit('CALI', 'California', true)).toBe(3);
  });

  it('fits a model name to no model line of its own that adds an X: a "C4" is no C4 X, a "C5" no C5 X, while the Civic X is a Civic', () => {
    expect(seriesFit('C4', 'C4 X')).toBe(0);
    expect(seriesFit('C5', 'C5 X')).toBe(0);
    expect(seriesFit('AYGO', 'Aygo X')).toBe(0);
    expect(seriesFit('C4 X', 'C4 X')).toBe(3);
    expect(seriesFit('C4', 'C4 III')).toBe(2);
    expect(seriesFit('CIVIC', 'Civic X')).toBe(2);
    expect(seriesFit('CROSSLAND', 'Crossland X')).toBe(2);
    expect(seriesFit('3008', 'e-3008')).toBe(0);
  });
});

describe('taxonomy name corrections', () => {
  const rows = parseTaxonomy(fs.readFileSync(path.join(REFERENCE_DATA_DIR, DATA_FILES.taxonomy), 'utf8')).rows;
  const named = (id: string) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Error(`no ${id} in the sample`);
    return categoryNames(row);
  };

  it('gives brake discs the words shoppers use, never rotors', () => {
    expect(named('vp-1-4-1-8')).toEqual({ en: 'Brake Discs', de: 'Bremsscheiben', fr: 'Disques de frein', es: 'Discos de freno', it: 'Dischi freno', nl: 'Remschijven' });
  });

  it('replaces literal translations such as swimming trunks for boot lids', () => {
    expect(named('vp-1-4-9-8').nl).toBe('Achterkleppen');
    expect(named('vp-1-4-1-10').de).toBe('Ankerbleche');
    expect(named('vp-1-4-1-10').es).toBe('Platos de freno');
  });

  it('only corrects categories that exist in the sample', () => {
    const ids = new Set(rows.map((r) => r.id));
    expect(Object.keys(NAME_CORRECTIONS).filter((id) => !ids.has(id))).toEqual([]);
  });
});
