/** Seed step: manufacturers, series families, series pages, series, models, KBA numbers, FR plates. */
import type { Db } from '../connection';
import { RowWriter } from './batches';
import { DIESEL_ENGINES, ELECTRIC_ENGINES, MANUFACTURERS, PETROL_ENGINES } from './data/vehicles';
import { type Rng, intBetween, pick } from './rng';
import { roman, seoWord, slugify } from './text';

export interface SeededSeries {
  id: number;
  manufacturerId: number;
  familyId: number;
  popularity: number;
  modelIds: number[];
}

export interface SeededVehicles {
  series: SeededSeries[];
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

        const seeded: SeededSeries = { id: seriesId, manufacturerId: maker.id, familyId, popularity, modelIds: [] };
        series.push(seeded);
        for (const engine of modelEngines(rng, maker, start)) {
          modelId += 1;
          const modelStart = Math.min(start + intBetween(rng, 0, 3), end ?? CURRENT_YEAR);
          const modelEnd = end === null ? null : Math.max(modelStart, end - intBetween(rng, 0, 2));
          const kw = Math.round(engine.ps * 0.7355);
          models.add(
            modelId, seriesId, maker.id, familyId, engine.name, `${maker.name} ${label} ${engine.name}`,
            engine.ps, kw, engine.ccm, engine.fuel, modelStart, modelEnd, Math.round(popularity * (0.3 + rng())),
          );
          seeded.modelIds.push(modelId);

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
  return { series, oePatternByManufacturer };
}

interface Engine { name: string; ps: number; ccm: number; fuel: 'petrol' | 'diesel' | 'electric' }

function modelEngines(rng: Rng, maker: (typeof MANUFACTURERS)[number], start: number): Engine[] {
  if (!maker.petrol && !maker.diesel && maker.name === 'Tesla') {
    return ELECTRIC_ENGINES.map(([name, ps]) => ({ name, ps, ccm: 0, fuel: 'electric' as const }));
  }
  const count = intBetween(rng, 3, 7);
  const engines: Engine[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count * 2 && engines.length < count; i++) {
    const diesel = maker.diesel !== '' && (maker.petrol === '' && maker.name !== 'Fiat' ? rng() < 0.6 : rng() < 0.4);
    const [litres, ccm, min, max] = pick(rng, diesel ? DIESEL_ENGINES : PETROL_ENGINES);
    const ps = Math.round((min + rng() * (max - min)) / 5) * 5;
    const suffix = diesel ? maker.diesel : start >= 2005 ? maker.petrol : '';
    const name = suffix ? `${litres} ${suffix}` : litres;
    const key = `${name}/${ps}`;
    if (seen.has(key)) continue;
    seen.add(key);
    engines.push({ name, ps, ccm, fuel: diesel ? 'diesel' : 'petrol' });
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
