import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../server/paths';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrateNow } from '../support/migrate-now';
import { seedFromDataDir, DATA_FILES } from '../../server/marketplace/import/seed-from-dir';
import { importKba, importKbaFile } from '../../server/marketplace/import/import-kba';
import { importVariants } from '../../server/marketplace/import/import-variants';
import { importTaxonomy } from '../../server/marketplace/import/import-taxonomy';
import { importedSources } from '../../server/marketplace/import/attributions';
import type { ImportSummary } from '../../server/marketplace/import/summary';
import { createSeededDatabase } from '../support/seeded-db';

const dataDir = path.join(projectRoot, '..', 'shared', 'data');

function freshDatabase(): Database {
  const db = openDatabase(':memory:');
  migrateNow(db);
  return db;
}

const count = (db: Database, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const CATALOGUE_TABLES = ['manufacturers', 'series_families', 'series_pages', 'series', 'models', 'kba', 'categories', 'category_texts', 'search_terms', 'import_sources'];
const snapshot = (db: Database) => CATALOGUE_TABLES.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY 1`).all());

function vehiclesFor(db: Database, hsn: string, tsn: string) {
  return db.prepare(`SELECT ma.name AS manufacturer, s.name AS series, m.full_name AS fullName, m.kw FROM kba k
    JOIN models m ON m.id = k.model_id JOIN series s ON s.id = m.series_id JOIN manufacturers ma ON ma.id = m.manufacturer_id
    WHERE k.hsn = ? AND k.tsn = ?`).all(hsn, tsn) as { manufacturer: string; series: string; fullName: string; kw: number }[];
}

function titles(db: Database, categoryId: number): Record<number, string> {
  const rows = db.prepare('SELECT lang_no AS langNo, title FROM category_texts WHERE category_id = ?').all(categoryId) as { langNo: number; title: string }[];
  return Object.fromEntries(rows.map((r) => [r.langNo, r.title]));
}

describe('importing the shared reference samples into an empty catalogue', () => {
  let db: Database;
  let first: ImportSummary[];

  beforeAll(() => {
    db = freshDatabase();
    first = seedFromDataDir(db, dataDir);
  });

  it('reads every row of each file and says why each skipped row was left out', () => {
    const [taxonomy, variants, kba] = first;
    expect(taxonomy).toMatchObject({ source: 'taxonomy', read: 602, imported: 288 });
    expect(taxonomy?.skipped).toHaveLength(602 - 288);
    expect(variants).toMatchObject({ source: 'ademe', read: 7679, imported: 7679, skipped: [] });
    expect(kba).toMatchObject({ source: 'kba', read: 62392 });
    expect((kba?.imported ?? 0) + (kba?.skipped.length ?? 0)).toBe(62392);
    expect(kba?.skipped.find((s) => s.line === 12418)?.reason).toMatch(/UNBEKANNT/);
  });

  it('resolves HSN 0603 with TSN ADT to VW Golf models, keeping every model it fits', () => {
    const vehicles = vehiclesFor(db, '0603', 'ADT');
    expect(vehicles.length).toBeGreaterThan(1);
    expect(vehicles.every((v) => v.manufacturer === 'VW' && v.series === 'Golf')).toBe(true);
  });

  it('maps KBA manufacturer spellings to the shop makes and drops trailers and tractors', () => {
    const makersOf = (hsn: string) => new Set((db.prepare('SELECT DISTINCT ma.name FROM kba k JOIN models m ON m.id = k.model_id JOIN manufacturers ma ON ma.id = m.manufacturer_id WHERE k.hsn = ?').all(hsn) as { name: string }[]).map((r) => r.name));
    expect(makersOf('0005')).toEqual(new Set(['BMW', 'Mini'])); // BAYER.MOT.WERKE-BMW builds both
    expect(makersOf('1313')).toEqual(new Set(['Mercedes-Benz'])); // DAIMLER (D)
    const register = db.prepare('SELECT DISTINCT kba_manufacturer AS m FROM kba_register').all() as { m: string }[];
    expect(register.map((r) => r.m)).not.toContain('KNAUS');
    expect(register.map((r) => r.m)).not.toContain('DEERE (USA)');
  });

  it('creates models with real names, kW, PS derived from kW and capacity', () => {
    const golf = db.prepare("SELECT m.full_name AS fullName, m.ps, m.kw, m.ccm, m.fuel FROM models m WHERE full_name = 'VW Golf 2.0 TDI' AND kw = 110").get();
    expect(golf).toEqual({ fullName: 'VW Golf 2.0 TDI', ps: 150, kw: 110, ccm: 1968, fuel: 'diesel' });
    const bmwSeries = (db.prepare("SELECT s.name FROM series s JOIN manufacturers m ON m.id = s.manufacturer_id WHERE m.name = 'BMW'").all() as { name: string }[]).map((r) => r.name);
    expect(bmwSeries).toEqual(expect.arrayContaining(['1er', '3er', 'X5']));
  });

  it('shows the words shoppers use for brake discs in every language, on the fixed promotion id', () => {
    expect(titles(db, 1523)).toEqual({ 1: 'Bremsscheiben', 4: 'Brake Discs', 6: 'Disques de frein', 7: 'Dischi freno', 8: 'Discos de freno', 9: 'Remschijven' });
    const rotors = db.prepare("SELECT title FROM category_texts WHERE title LIKE '%rotor%' OR title LIKE '%Zwembroek%'").all();
    expect(rotors).toEqual([]);
    const aliases = db.prepare('SELECT seo_alias AS a FROM category_texts WHERE category_id = 1523 AND lang_no = 6').get();
    expect(aliases).toEqual({ a: 'Disques-de-frein' });
  });

  it('lists the three sources for the attribution page', () => {
    expect(importedSources(db).map((s) => [s.source, s.licence])).toEqual([
      ['kba', 'Datenlizenz Deutschland – Namensnennung – Version 2.0'],
      ['ademe', 'Licence Ouverte / Open Licence v2.0 (Etalab)'],
      ['taxonomy', 'MIT'],
    ]);
  });

  it('changes nothing when the same files are imported again', () => {
    const before = snapshot(db);
    const again = seedFromDataDir(db, dataDir);
    expect(again.map((s) => s.changes)).toEqual(again.map(() => ({ created: 0, updated: 0, removed: 0 })));
    expect(snapshot(db)).toEqual(before);
  });
});

describe('importing into the demo catalogue', () => {
  it('attaches KBA pairs to the demo models of the matching series', () => {
    const db = createSeededDatabase();
    const summary = importKbaFile(db, path.join(dataDir, DATA_FILES.kba));
    expect(summary.changes.created).toBeGreaterThan(0);
    const vehicles = vehiclesFor(db, '0603', 'ADT');
    expect(vehicles.length).toBeGreaterThan(0);
    expect(vehicles.every((v) => v.manufacturer === 'VW' && v.series.startsWith('Golf'))).toBe(true);
  });
});

describe('broken files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-import-'));

  it('skips bad KBA rows by line and imports the rest', () => {
    const file = path.join(dir, 'kba.csv');
    fs.writeFileSync(file, 'hsn,tsn,hersteller,handelsname\n0603,ADT,VOLKSWAGEN-VW,GOLF\n06X3,ADU,VOLKSWAGEN-VW,GOLF\n0603,ADV,VOLKSWAGEN-VW\n0001,AAA,KNAUS,SUEDWIND\n');
    const db = freshDatabase();
    const summary = importKbaFile(db, file);
    expect(summary).toMatchObject({ read: 4, imported: 1 });
    expect(summary.skipped.map((s) => s.line)).toEqual([3, 4, 5]);
    expect(summary.skipped[2]?.reason).toMatch(/trailer or caravan maker/);
    expect(count(db, 'kba_register')).toBe(1);
  });

  it('writes nothing from a file that cannot be read', () => {
    const db = freshDatabase();
    const summary = importVariants(db, 'Marque;Modèle\n"RENAULT;KANGOO\n', 'broken.csv');
    expect(summary.imported).toBe(0);
    expect(summary.skipped).toHaveLength(1);
    expect(count(db, 'models') + count(db, 'import_sources')).toBe(0);
  });

  it('rolls the whole file back when writing fails part way', () => {
    const db = freshDatabase();
    const text = fs.readFileSync(path.join(dataDir, DATA_FILES.taxonomy), 'utf8');
    // A database that refuses one category half way through the file.
    db.exec("CREATE TRIGGER refuse BEFORE INSERT ON categories WHEN NEW.id = 1523 BEGIN SELECT RAISE(ABORT, 'refused'); END");
    expect(() => importTaxonomy(db, text, 'taxonomy.tsv')).toThrow('refused');
    expect(count(db, 'categories') + count(db, 'category_texts') + count(db, 'import_keys')).toBe(0);
  });

  it('reports an unreadable KBA file without touching an earlier import', () => {
    const db = freshDatabase();
    importKba(db, 'hsn,tsn,hersteller,handelsname\n0603,ADT,VOLKSWAGEN-VW,GOLF\n', 'good.csv');
    const summary = importKba(db, 'hsn,tsn,hersteller,handelsname\n0603,ADT,"VOLKSWAGEN-VW,GOLF\n', 'bad.csv');
    expect(summary.skipped[0]?.reason).toMatch(/cannot be read/);
    expect(count(db, 'kba_register')).toBe(1);
  });
});
