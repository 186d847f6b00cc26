/**
 * Seed step: the vehicles, all of them real. The ADEME variants (makes, series, models with kW, PS,
 * cm³ and fuel) and the KBA register (HSN/TSN pairs linked to those models) are imported from
 * reference-data/ by the same importers `npm run import` uses, so a real pair such as 0603/BQA
 * answers with its real vehicle. Nothing is invented here: this step only reads the imported models
 * back and groups them the way parts fit them (one brake size, one engine, one series), and gives
 * each a French registration plate for the demo's plate lookup.
 */
import path from 'node:path';
import type { Database, Db } from '../db/connection';
import { importKbaFile, importVariantsFile, DATA_FILES, REFERENCE_DATA_DIR } from '../import';
import { RowWriter } from '../db/batches';
import { advanceIdentities } from '../db/identities';
import { MANUFACTURERS } from './data/vehicles';
import { FRONT_DISC_MM } from './data/brake-sizes';
import { DEMO_PLATE, PLATE_VEHICLE, TOP_MODELS, fold as key, makeGroup } from './data/top-models';
import { type Rng, intBetween } from './rng';
import { seoWord, slugify } from './text';

/** What the article step needs of a model to fit parts to it. */
export interface SeededModel {
  id: number;
  seriesId: number;
  fuel: 'petrol' | 'diesel' | 'electric';
  /** Same key, same engine (the make's group, fuel and capacity): filters, plugs and the like fit them all. */
  engineKey: string;
  /** Same key, same brakes and suspension (the make's group and the power's size class). */
  sizeKey: string;
  /** Index into FRONT_DISC_MM: the brake size of the size key. */
  sizeStep: number;
  popularity: number;
}

export interface SeededSeries {
  id: number;
  manufacturerId: number;
  popularity: number;
  models: SeededModel[];
}

export interface SeededVehicles {
  series: SeededSeries[];
  models: SeededModel[];
  oePatternByManufacturer: Map<number, string>;
  /** Edition -> the series of its ten best-selling models, which carry every core part. */
  topSeries: Map<string, number[]>;
}

/** Power classes (kW upper bounds) that share one brake size within a group. */
const SIZE_CLASSES_KW = [66, 85, 110, 140, 185, 260];
const SIZE_STEPS = [1, 3, 4, 6, 8, 10];

/**
 * Imports the reference vehicles. The makes of the editions' top-manufacturer lists are written first
 * with the ids those lists name, so the importer fills them instead of adding new rows; makes the
 * reference data does not sell are removed again.
 */
export async function importReferenceVehicles(handle: Database): Promise<void> {
  const db = handle.kysely;
  const rows = MANUFACTURERS.map((maker) => ({ id: maker.id, name: maker.name === 'Škoda' ? 'Skoda' : maker.name, slug: slugify(maker.name), seo_name: seoWord(maker.name), popularity: Math.max(5, 100 - maker.id * 2) * 10 }));
  await db.insertInto('manufacturers').values(rows).execute();
  await advanceIdentities(db);
  await importVariantsFile(handle, path.join(REFERENCE_DATA_DIR, DATA_FILES.variants));
  await importKbaFile(handle, path.join(REFERENCE_DATA_DIR, DATA_FILES.kba));
  await db.deleteFrom('manufacturers').where((eb) => eb.not(eb.exists(eb.selectFrom('series').select('series.id').whereRef('series.manufacturer_id', '=', 'manufacturers.id')))).execute();
}

export async function seedVehicles(db: Db, rng: Rng): Promise<SeededVehicles> {
  const makers = await db.selectFrom('manufacturers').select(['id', 'name']).execute();
  const makerName = new Map(makers.map((m) => [m.id, m.name]));
  const seriesRows = await db.selectFrom('series').select(['id', 'manufacturer_id', 'name', 'popularity']).orderBy('id').execute();
  const modelRows = await db.selectFrom('models').select(['id', 'series_id', 'manufacturer_id', 'kw', 'ccm', 'fuel', 'popularity', 'name']).orderBy('id').execute();

  const series = new Map<number, SeededSeries>();
  for (const s of seriesRows) series.set(s.id, { id: s.id, manufacturerId: s.manufacturer_id, popularity: s.popularity, models: [] });
  const models: SeededModel[] = [];
  for (const m of modelRows) {
    const group = makeGroup(makerName.get(m.manufacturer_id) ?? '');
    const fuel = partsFuel(m.fuel);
    // Electric cars weigh more than their power says: one size class up.
    const byPower = SIZE_CLASSES_KW.findIndex((limit) => (m.kw ?? 0) < limit);
    const sizeClass = Math.min(SIZE_STEPS.length - 1, (byPower === -1 ? SIZE_STEPS.length - 1 : byPower) + (fuel === 'electric' ? 1 : 0));
    const sizeStep = Math.min(FRONT_DISC_MM.length - 1, SIZE_STEPS[sizeClass]!);
    const model: SeededModel = {
      id: m.id, seriesId: m.series_id, fuel, popularity: m.popularity,
      engineKey: `${group}/${fuel}/${Math.round((m.ccm ?? 0) / 100)}`, sizeKey: `${group}/${sizeStep}`, sizeStep,
    };
    models.push(model);
    series.get(m.series_id)?.models.push(model);
  }

  const oePatternByManufacturer = new Map<number, string>();
  for (const maker of MANUFACTURERS) oePatternByManufacturer.set(maker.id, maker.oe);

  const seriesByName = new Map<string, number>();
  for (const s of seriesRows) seriesByName.set(`${key(makerName.get(s.manufacturer_id) ?? '')}|${key(s.name)}`, s.id);
  const topSeries = new Map<string, number[]>();
  for (const [edition, names] of Object.entries(TOP_MODELS)) {
    topSeries.set(edition, names.flatMap(([make, name]) => {
      const id = seriesByName.get(`${key(make)}|${key(name)}`);
      return id === undefined ? [] : [id];
    }));
  }

  await writePlates(db, rng, models, modelRows, seriesByName);
  return { series: [...series.values()], models, oePatternByManufacturer, topSeries };
}

/** Hybrids run on petrol, LPG and ethanol cars have petrol engines: plugs and filters follow the engine. */
export function partsFuel(fuel: string): SeededModel['fuel'] {
  if (fuel === 'electric') return 'electric';
  return fuel.includes('diesel') ? 'diesel' : 'petrol';
}

/**
 * One SIV plate per model, some with an old FNI one too, for the demo's plate lookup (the register behind real plates is not
 * public), and the plate the French home page shows as its example on a real car.
 */
async function writePlates(db: Db, rng: Rng, models: SeededModel[], rows: { id: number; series_id: number; name: string }[], seriesByName: Map<string, number>): Promise<void> {
  const plates = new RowWriter(db, 'fr_plates', ['plate', 'model_id'], { ignoreDuplicates: true });
  const exampleSeries = seriesByName.get(`${key(PLATE_VEHICLE[0])}|${key(PLATE_VEHICLE[1])}`);
  const example = rows.find((row) => row.series_id === exampleSeries && row.name.includes(PLATE_VEHICLE[2])) ?? rows.find((row) => row.series_id === exampleSeries);
  if (example) plates.add(DEMO_PLATE, example.id);
  for (const model of models) {
    plates.add(sivPlate(rng), model.id);
    // Cars first registered before 2009 kept their old FNI plates: the lookup reads both formats.
    if (rng() < 0.25) plates.add(fniPlate(rng), model.id);
  }
  await plates.flush();
}

const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTVWXYZ'; // the SIV system skips I, O and U
function letters(rng: Rng, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += PLATE_LETTERS[Math.floor(rng() * PLATE_LETTERS.length)]!;
  return out;
}
/** SIV format AB-123-CD, stored without hyphens. */
function sivPlate(rng: Rng): string {
  return `${letters(rng, 2)}${String(intBetween(rng, 1, 999)).padStart(3, '0')}${letters(rng, 2)}`;
}
/** Old FNI format 1234-AB-56 (number, letters, département), stored without hyphens. */
function fniPlate(rng: Rng): string {
  return `${intBetween(rng, 1, 9999)}${letters(rng, intBetween(rng, 1, 3))}${String(intBetween(rng, 1, 95)).padStart(2, '0')}`;
}
