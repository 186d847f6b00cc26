/** Seed step: manufacturers, series families, series pages, series, models, KBA numbers, FR plates. */
import type { Db } from '../connection';
import { RowWriter } from './batches';
import { ELECTRIC_ENGINES, MANUFACTURERS } from './data/vehicles';
import { ENGINES, HOT_MAKES, MIN_CCM, PREMIUM_MAKES, type EngineFamily, type VehicleClass, sizeStep, vehicleClass } from './data/engines';
import { type Rng, intBetween, pick } from './rng';
import { roman, seoWord, slugify } from './text';

/** What the article step needs of a model to fit parts to it: its engine and its brakes' size. */
export interface SeededModel {
  id: number;
  fuel: 'petrol' | 'diesel' | 'electric';
  /** Same key, same engine: filters, spark plugs and the like fit across the make's series. */
  engineKey: string;
  /** Index into FRONT_DISC_MM: models of one step share brake and suspension sizes. */
  sizeStep: number;
}

export interface SeededSeries {
  id: number;
  manufacturerId: number;
  familyId: number;
  popularity: number;
  modelIds: number[];
  models: SeededModel[];
}

export interface SeededVehicles {
  series: SeededSeries[];
  /** The series of each make, for parts that fit one engine in several of them. */
  seriesByManufacturer: Map<number, SeededSeries[]>;
  oePatternByManufacturer: Map<number, string>;
}

const CURRENT_YEAR = 2025;

export async function seedVehicles(db: Db, rng: Rng): Promise<SeededVehicles> {
  const manufacturers = new RowWriter(db, 'manufacturers', ['id', 'name', 'slug', 'seo_name', 'popularity']);
  const families = new RowWriter(db, 'series_families', ['id', 'manufacturer_id', 'name', 'slug']);
  const pages = new RowWriter(db, 'series_pages', ['id', 'manufacturer_id', 'series_family_id', 'name', 'slug']);
  const seriesRows = new RowWriter(db, 'series', ['id', 'manufacturer_id', 'series_family_id', 'series_page_id', 'name', 'slug', 'production_year_start', 'production_year_end', 'popularity']);
  const models = new RowWriter(db, 'models', ['id', 'series_id', 'manufacturer_id', 'series_page_id', 'name', 'full_name', 'ps', 'kw', 'ccm', 'fuel', 'production_year_start', 'production_year_end', 'popularity']);
  const kbaRows = new RowWriter(db, 'kba', ['hsn', 'tsn', 'model_id']);
  const plates = new RowWriter(db, 'fr_plates', ['plate', 'model_id'], { ignoreDuplicates: true });

  const series: SeededSeries[] = [];
  const seriesByManufacturer = new Map<number, SeededSeries[]>();
  const oePatternByManufacturer = new Map<number, string>();
  const usedKba = new Set<string>();
  let familyId = 0;
  let seriesId = 0;
  let modelId = 0;
  let previousKba: { hsn: string; tsn: string } | null = null;

  for (const maker of MANUFACTURERS) {
    oePatternByManufacturer.set(maker.id, maker.oe);
    // Earlier ids are the big-selling makes: they get more popularity.
    const makerWeight = Math.max(5, 100 - maker.id * 2);
    manufacturers.add(maker.id, maker.name, slugify(maker.name), seoWord(maker.name), makerWeight * 10 + intBetween(rng, 0, 9));

    maker.families.forEach((familySpec, familyIndex) => {
      const [familyName, rest] = familySpec.split('@') as [string, string];
      const codes = rest.includes('=') ? rest.split('=')[1]!.split(',') : null;
      const firstYear = Number(rest.split(/[#=]/)[0]);
      const generations = codes ? codes.length : Number(rest.split('#')[1]!.split('+')[0]);
      const firstNumeral = rest.includes('+') ? Number(rest.split('+')[1]) : firstYear < 1995 ? 2 : 1;
      familyId += 1;
      families.add(familyId, maker.id, familyName, slugify(familyName));
      // One series page per family: "VW Golf" lists Golf IV, V, VI ...
      pages.add(familyId, maker.id, familyId, `${maker.name} ${familyName}`, slugify(`${maker.name} ${familyName}`));

      const carClass = vehicleClass(maker.name, familyName);
      const span = Math.max(4, Math.round((CURRENT_YEAR - firstYear) / generations));
      for (let g = 0; g < generations; g++) {
        seriesId += 1;
        const start = firstYear + g * span;
        const isLast = g === generations - 1;
        const end = isLast ? (start + 9 < CURRENT_YEAR ? start + 9 : null) : firstYear + (g + 1) * span + 1;
        const label = codes ? `${familyName} (${codes[g]})` : generations === 1 ? familyName : `${familyName} ${roman(g + firstNumeral)}`;
        const recency = 1 + Math.max(0, 25 - (CURRENT_YEAR - start)) / 10;
        const popularity = Math.round(makerWeight * recency * (1.5 - familyIndex / maker.families.length) * (0.6 + rng()));
        seriesRows.add(seriesId, maker.id, familyId, familyId, label, slugify(`${maker.name} ${label}`), start, end, popularity);

        const seeded: SeededSeries = { id: seriesId, manufacturerId: maker.id, familyId, popularity, modelIds: [], models: [] };
        series.push(seeded);
        seriesByManufacturer.set(maker.id, [...(seriesByManufacturer.get(maker.id) ?? []), seeded]);
        for (const engine of modelEngines(rng, maker, carClass, start, end ?? CURRENT_YEAR)) {
          modelId += 1;
          // A model is built while both its series and its engine family are.
          const from = Math.max(start, engine.from);
          const to = Math.min(end ?? CURRENT_YEAR, engine.to);
          // Some versions came a year or two after the launch or left before the end, none for a single year.
          const play = Math.min(2, Math.floor((to - from) / 3));
          const modelStart = from + intBetween(rng, 0, play);
          const modelEnd = end === null && engine.to >= CURRENT_YEAR ? null : Math.max(modelStart, to - intBetween(rng, 0, Math.min(1, play)));
          const kw = Math.round(engine.ps * 0.7355);
          models.add(
            modelId, seriesId, maker.id, familyId, engine.name, `${maker.name} ${label} ${engine.name}`,
            engine.ps, kw, engine.ccm, engine.fuel, modelStart, modelEnd, Math.round(popularity * (0.3 + rng())),
          );
          seeded.modelIds.push(modelId);
          seeded.models.push({ id: modelId, fuel: engine.fuel, engineKey: `${maker.id}/${engine.fuel}/${engine.ccm}`, sizeStep: sizeStep(carClass, engine.ps) });

          // Every seventh model shares the previous type number: one HSN/TSN, several vehicles.
          const share = previousKba !== null && previousKba.hsn === maker.hsn && modelId % 7 === 0;
          const kba = share && previousKba ? previousKba : { hsn: maker.hsn, tsn: newTsn(rng, usedKba, maker.hsn) };
          kbaRows.add(kba.hsn, kba.tsn, modelId);
          if (rng() < 0.3) kbaRows.add(maker.hsn, newTsn(rng, usedKba, maker.hsn), modelId);
          previousKba = kba;

          if (rng() < 0.5) plates.add(sivPlate(rng), modelId);
          if (rng() < 0.25) plates.add(fniPlate(rng), modelId);
        }
      }
    });
  }
  // Parents before children: PostgreSQL checks the foreign keys row by row.
  for (const writer of [manufacturers, families, pages, seriesRows, models, kbaRows, plates]) await writer.flush();
  return { series, seriesByManufacturer, oePatternByManufacturer };
}

interface Engine { name: string; ps: number; ccm: number; fuel: 'petrol' | 'diesel' | 'electric'; from: number; to: number }

/**
 * Three to seven engines of the families built in the series' years for its class (a premium
 * family only at a premium make), one or two power versions of each, named the make's way.
 */
function modelEngines(rng: Rng, maker: (typeof MANUFACTURERS)[number], carClass: VehicleClass, start: number, end: number): Engine[] {
  if (!maker.petrol && !maker.diesel && maker.name === 'Tesla') {
    return ELECTRIC_ENGINES.map(([name, ps]) => ({ name, ps, ccm: 0, fuel: 'electric' as const, from: start, to: end }));
  }
  const premium = PREMIUM_MAKES.has(maker.name);
  const minCcm = MIN_CCM[maker.name] ?? 0;
  // Built for at least two years of the series (all of it, for a series that short).
  const overlap = Math.min(2, end - start);
  const fits = (family: EngineFamily) => Math.min(end, family.to) - Math.max(start, family.from) >= overlap && (premium || !family.premium) && (premium || HOT_MAKES.has(maker.name) || !family.hot) && family.ccm >= minCcm;
  const families = ENGINES[carClass].filter((family) => fits(family) && (family.fuel === 'petrol' || maker.diesel !== ''));
  // A make without engines of the class's size (a Porsche van) takes the large car's.
  const pool = families.length ? families : ENGINES.large.filter(fits);
  const count = intBetween(rng, 3, 7);
  const engines: Engine[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count * 3 && engines.length < count; i++) {
    const family = pick(rng, pool);
    const ps = pick(rng, family.ps);
    const suffix = family.fuel === 'diesel' ? maker.diesel : family.turbo ? maker.petrol : '';
    const name = suffix ? `${family.litres} ${suffix}` : family.litres;
    const key = `${name}/${ps}`;
    if (seen.has(key)) continue;
    seen.add(key);
    engines.push({ name, ps, ccm: family.ccm, fuel: family.fuel, from: family.from, to: family.to });
  }
  return engines.sort((a, b) => a.ccm - b.ccm || a.ps - b.ps);
}

const ALNUM = 'ABCDEFGHIJKLMNOPRSTUVWXYZ0123456789';
function newTsn(rng: Rng, used: Set<string>, hsn: string): string {
  for (;;) {
    const tsn = ALNUM[Math.floor(rng() * 24)]! + ALNUM[Math.floor(rng() * 24)]! + ALNUM[Math.floor(rng() * ALNUM.length)]!;
    if (!used.has(hsn + tsn)) {
      used.add(hsn + tsn);
      return tsn;
    }
  }
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
