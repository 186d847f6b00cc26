import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../../server/marketplace/db/connection';
import { seedFromDataDir, DATA_FILES, REFERENCE_DATA_DIR } from '../../server/marketplace/import/seed-from-dir';
import { importKba, importKbaFile } from '../../server/marketplace/import/import-kba';
import { importVariants } from '../../server/marketplace/import/import-variants';
import { importTaxonomy } from '../../server/marketplace/import/import-taxonomy';
import { importedSources } from '../../server/marketplace/import/attributions';
import type { ImportSummary } from '../../server/marketplace/import/summary';
import { createEmptyDatabase, createSeededDatabase } from '../support/seeded-db';
import { tempDir } from '../support/temp-dir';

const dataDir = REFERENCE_DATA_DIR;

async function freshDatabase(): Promise<Database> {
  return createEmptyDatabase();
}

type Counted = 'kba_register' | 'models' | 'import_sources' | 'categories' | 'category_texts' | 'import_keys';
const count = async (db: Database, table: Counted) =>
  Number((await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const CATALOGUE_TABLES = ['manufacturers', 'series_families', 'series_pages', 'series', 'models', 'kba', 'categories', 'category_texts', 'search_terms', 'import_sources'] as const;
const snapshot = (db: Database) => Promise.all(CATALOGUE_TABLES.map((t) => sql`SELECT * FROM ${sql.table(t)} ORDER BY 1, 2`.execute(db.kysely).then((r) => r.rows)));

function vehiclesFor(db: Database, hsn: string, tsn: string) {
  return db.kysely.selectFrom('kba as k').innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .innerJoin('manufacturers as ma', 'ma.id', 'm.manufacturer_id')
    .select(['ma.name as manufacturer', 's.name as series', 'm.full_name as fullName', 'm.kw']).where('k.hsn', '=', hsn).where('k.tsn', '=', tsn).orderBy('m.id').execute();
}

async function titles(db: Database, categoryId: number): Promise<Record<number, string>> {
  const rows = await db.kysely.selectFrom('category_texts').select(['lang_no as langNo', 'title']).where('category_id', '=', categoryId).execute();
  return Object.fromEntries(rows.map((r) => [r.langNo, r.title]));
}

describe('importing the reference data into an empty catalogue', () => {
  let db: Database;
  let first: ImportSummary[];

  beforeAll(async () => {
    db = await freshDatabase();
    first = await seedFromDataDir(db, dataDir);
  }, 120_000);

  it('reads every row of each file and says why each skipped row was left out', () => {
    const [taxonomy, types, variants, kba] = first;
    expect(taxonomy).toMatchObject({ source: 'taxonomy', read: 602, imported: 288 });
    expect(taxonomy?.skipped).toHaveLength(602 - 288);
    expect(types).toMatchObject({ source: 'types', read: 1094, imported: 1094, skipped: [] });
    expect(types?.details).toMatchObject({ types: 1094, families: 79 });
    // The list's variants of the families the base holds are left out, each named by its line.
    expect(variants).toMatchObject({ source: 'ademe', read: 7679 });
    expect((variants?.imported ?? 0) + (variants?.skipped.length ?? 0)).toBe(7679);
    // And the two rows the list named for a diesel but entered as a petrol (an Ateca "TDI" with a TSI's figures), and the
    // eight XC40 T2 rows entered as a plug-in hybrid (the T2 is the petrol three-cylinder).
    const misread = variants?.skipped.filter((s) => !/the vehicle base holds/.test(s.reason)).map((s) => s.reason) ?? [];
    expect(misread.filter((r) => !/XC40 T2/.test(r))).toEqual([
      'the name "ATECA TDI (110ch) BVM6" spells another fuel than its energy ESSENCE', 'the name "ATECA TDI (110ch) BVM6" spells another fuel than its energy ESSENCE']);
    expect(misread.filter((r) => r === '"XC40 T2" names a Volvo XC40 petrol or diesel car, not a plug-in hybrid')).toHaveLength(8);
    expect(variants?.skipped.find((s) => /VW Golf/.test(s.reason))).toBeDefined();
    expect(kba).toMatchObject({ source: 'kba', read: 62392 });
    expect((kba?.imported ?? 0) + (kba?.skipped.length ?? 0)).toBe(62392);
    expect(kba?.skipped.find((s) => s.line === 12418)?.reason).toMatch(/UNBEKANNT/);
  });

  it('resolves HSN 0603 with TSN BQA to the Golf VII types its key dates to, and leaves ADT (a Golf V or VI) unplaced', async () => {
    const vehicles = await vehiclesFor(db, '0603', 'BQA');
    expect(vehicles.length).toBeGreaterThan(1);
    expect(vehicles.every((v) => v.manufacturer === 'VW' && v.series === 'Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)')).toBe(true);
    expect(await vehiclesFor(db, '0603', 'ADT')).toEqual([]);
  });

  it('maps KBA manufacturer spellings to the shop makes and drops trailers and tractors', async () => {
    const makersOf = async (hsn: string) => new Set((await db.kysely.selectFrom('kba as k').innerJoin('models as m', 'm.id', 'k.model_id')
      .innerJoin('manufacturers as ma', 'ma.id', 'm.manufacturer_id').select('ma.name').distinct().where('k.hsn', '=', hsn).execute()).map((r) => r.name));
    expect(await makersOf('0005')).toEqual(new Set(['BMW', 'Mini'])); // BAYER.MOT.WERKE-BMW builds both
    expect(await makersOf('1313')).toEqual(new Set(['Mercedes-Benz'])); // DAIMLER (D)
    const register = await db.kysely.selectFrom('kba_register').select('kba_manufacturer as m').distinct().execute();
    expect(register.map((r) => r.m)).not.toContain('KNAUS');
    expect(register.map((r) => r.m)).not.toContain('DEERE (USA)');
  });

  it('creates models with real names, kW, PS derived from kW and capacity', async () => {
    const golf = await db.kysely.selectFrom('models').select(['full_name as fullName', 'ps', 'kw', 'ccm', 'fuel', 'production_year_start as from', 'production_year_end as to'])
      .where('full_name', '=', 'VW Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5) 2.0 TDI').where('kw', '=', 110).executeTakeFirst();
    expect(golf).toEqual({ fullName: 'VW Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5) 2.0 TDI', ps: 150, kw: 110, ccm: 1968, fuel: 'diesel', from: 2012, to: 2020 });
    const bmwSeries = (await db.kysely.selectFrom('series as s').innerJoin('manufacturers as m', 'm.id', 's.manufacturer_id').select('s.name').where('m.name', '=', 'BMW').execute()).map((r) => r.name);
    // The base's generations of the 3er, the list's current X5 by its chassis code as the trade files it.
    expect(bmwSeries).toEqual(expect.arrayContaining(['3er E90', '3er F30', '3er G20', 'X5 (G05)']));
  });

  it('shows the words shoppers use for brake discs in every language, on the fixed promotion id', async () => {
    expect(await titles(db, 1523)).toEqual({ 1: 'Bremsscheiben', 4: 'Brake Discs', 6: 'Disques de frein', 7: 'Dischi freno', 8: 'Discos de freno', 9: 'Remschijven' });
    const rotors = await db.kysely.selectFrom('category_texts').select('title').where((eb) => eb.or([eb('title', 'like', '%rotor%'), eb('title', 'like', '%Zwembroek%')])).execute();
    expect(rotors).toEqual([]);
    const aliases = await db.kysely.selectFrom('category_texts').select('seo_alias as a').where('category_id', '=', 1523).where('lang_no', '=', 6).executeTakeFirst();
    expect(aliases).toEqual({ a: 'Disques-de-frein' });
  });

  it('lists the four sources for the attribution page', async () => {
    expect((await importedSources(db.kysely)).map((s) => [s.source, s.licence])).toEqual([
      ['kba', 'Datenlizenz Deutschland – Namensnennung – Version 2.0'],
      ['ademe', 'Licence Ouverte / Open Licence v2.0 (Etalab)'],
      ['types', 'CC0 1.0 Universal'],
      ['taxonomy', 'MIT'],
    ]);
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await snapshot(db);
    const again = await seedFromDataDir(db, dataDir);
    expect(again.map((s) => s.changes)).toEqual(again.map(() => ({ created: 0, updated: 0, removed: 0 })));
    const after = await snapshot(db);
    // Compared as text first: jest's deep comparison of the catalogue's hundred thousand rows takes
    // seconds, and is left to show where they differ when they do.
    const [was, is] = [JSON.stringify(before), JSON.stringify(after)];
    if (is !== was) expect(after).toEqual(before);
    expect(is === was).toBe(true);
  }, 120_000);
});

describe('importing into the demo catalogue', () => {
  it('finds the register in the demo already, its VW pairs on the real Golfs, and mirrors a newer file', async () => {
    const db = createSeededDatabase();
    const before = await vehiclesFor(db, '0603', 'BQA');
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((v) => v.manufacturer === 'VW' && v.series.startsWith('Golf'))).toBe(true);
    // A slice of the real file: every pair of Volkswagen's HSN 0603 and every twentieth of the rest
    // (other makers, trailers and tractors). The register mirrors the latest file: what the slice
    // leaves out goes, the VW pairs stay on their models.
    const [source, header, ...rows] = fs.readFileSync(path.join(dataDir, DATA_FILES.kba), 'utf8').split('\n');
    const slice = path.join(tempDir('spareo-import-demo-'), 'kba.csv');
    fs.writeFileSync(slice, [source, header, ...rows.filter((row, i) => row.startsWith('0603,') || (row !== '' && i % 20 === 0))].join('\n'));
    const linksOf0603 = () => db.kysely.selectFrom('kba').select(['tsn', 'model_id']).where('hsn', '=', '0603').orderBy('tsn').orderBy('model_id').execute();
    const vwBefore = await linksOf0603();
    const summary = await importKbaFile(db, slice);
    expect(summary.changes.removed).toBeGreaterThan(0);
    // Every 0603 pair stayed in the slice: its keys date as before and stay on their models.
    expect(await linksOf0603()).toEqual(vwBefore);
    expect(await vehiclesFor(db, '0603', 'BQA')).toEqual(before);
  }, 120_000);
});

describe('broken files', () => {
  const dir = tempDir('spareo-import-');

  it('skips bad KBA rows by line and imports the rest', async () => {
    const file = path.join(dir, 'kba.csv');
    fs.writeFileSync(file, 'hsn,tsn,hersteller,handelsname\n0603,ADT,VOLKSWAGEN-VW,GOLF\n06X3,ADU,VOLKSWAGEN-VW,GOLF\n0603,ADV,VOLKSWAGEN-VW\n0001,AAA,KNAUS,SUEDWIND\n');
    const db = await freshDatabase();
    const summary = await importKbaFile(db, file);
    expect(summary).toMatchObject({ read: 4, imported: 1 });
    expect(summary.skipped.map((s) => s.line)).toEqual([3, 4, 5]);
    expect(summary.skipped[2]?.reason).toMatch(/trailer or caravan maker/);
    expect(await count(db, 'kba_register')).toBe(1);
  });

  it('writes nothing from a file that cannot be read', async () => {
    const db = await freshDatabase();
    const summary = await importVariants(db, 'Marque;Modèle\n"RENAULT;KANGOO\n', 'broken.csv');
    expect(summary.imported).toBe(0);
    expect(summary.skipped).toHaveLength(1);
    expect((await count(db, 'models')) + (await count(db, 'import_sources'))).toBe(0);
  });

  it('rolls the whole file back when writing fails part way', async () => {
    const db = await freshDatabase();
    const text = fs.readFileSync(path.join(dataDir, DATA_FILES.taxonomy), 'utf8');
    // A database that refuses one category half way through the file.
    if (db.backend === 'postgres') {
      await sql`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.id = 1523 THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`.execute(db.kysely);
      await sql`CREATE TRIGGER refuse BEFORE INSERT ON categories FOR EACH ROW EXECUTE FUNCTION refuse()`.execute(db.kysely);
    } else {
      await sql`CREATE TRIGGER refuse BEFORE INSERT ON categories WHEN NEW.id = 1523 BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(db.kysely);
    }
    await expect(importTaxonomy(db, text, 'taxonomy.tsv')).rejects.toThrow('refused');
    expect((await count(db, 'categories')) + (await count(db, 'category_texts')) + (await count(db, 'import_keys'))).toBe(0);
  });

  it('reports an unreadable KBA file without touching an earlier import', async () => {
    const db = await freshDatabase();
    await importKba(db, 'hsn,tsn,hersteller,handelsname\n0603,ADT,VOLKSWAGEN-VW,GOLF\n', 'good.csv');
    const summary = await importKba(db, 'hsn,tsn,hersteller,handelsname\n0603,ADT,"VOLKSWAGEN-VW,GOLF\n', 'bad.csv');
    expect(summary.skipped[0]?.reason).toMatch(/cannot be read/);
    expect(await count(db, 'kba_register')).toBe(1);
  });
});
