/**
 * SEED_DATA_DIR support: fills the catalogue from the reference files in a data folder laid out as
 * reference-data/ is (one sub-folder per source). Files that are absent are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/connection';
import type { ImportOptions, ImportSummary } from './summary';
import { importTaxonomyFile } from './import-taxonomy';
import { importVariantsFile } from './import-variants';
import { importKbaFile } from './import-kba';
import { importVehicleTypesFile } from './import-vehicle-types';
import { projectRoot } from '../../shared/paths';

/** The reference data kept in the repository, with its sources and licences (reference-data/README.md). */
export const REFERENCE_DATA_DIR = path.join(projectRoot, 'reference-data');

export const DATA_FILES = {
  taxonomy: path.join('shopify-taxonomy-vehicle-parts', 'vehicle-parts-categories.6lang.tsv'),
  variants: path.join('ademe-car-labelling', 'ADEME-CarLabelling.csv'),
  kba: path.join('kba-fz6-hsn-tsn', 'kba_fz6_hsn_tsn.csv'),
  types: path.join('vehicle-base', 'vehicle-types.csv'),
} as const;

/** Categories first, then vehicles (the base's generations before the current market's list), then KBA pairs, so the pairs find their models in one pass. */
export async function seedFromDataDir(db: Database, dir: string, options: ImportOptions = {}): Promise<ImportSummary[]> {
  const summaries: ImportSummary[] = [];
  const run = async (relative: string, importer: (db: Database, file: string, options: ImportOptions) => Promise<ImportSummary>) => {
    const file = path.join(dir, relative);
    if (fs.existsSync(file)) summaries.push(await importer(db, file, options));
  };
  await run(DATA_FILES.taxonomy, importTaxonomyFile);
  await run(DATA_FILES.types, importVehicleTypesFile);
  await run(DATA_FILES.variants, importVariantsFile);
  await run(DATA_FILES.kba, importKbaFile);
  return summaries;
}
