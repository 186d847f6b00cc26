/**
 * The taxonomy sample imported over the seeded catalogue (as integration/pages-sources does before
 * it shows the data sources, on SQLite alone), on the project's backend: the part types it knows
 * take its place in the tree, and the same file imported again changes nothing.
 */
import path from 'node:path';
import { importTaxonomyFile } from '../../server/marketplace/import/import-taxonomy';
import { DATA_FILES, REFERENCE_DATA_DIR } from '../../server/marketplace/import/seed-from-dir';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const FILE = path.join(REFERENCE_DATA_DIR, DATA_FILES.taxonomy);

test('the sample places the part types it knows, and imported again changes nothing', async () => {
  const first = await importTaxonomyFile(db, FILE);
  expect(first.imported).toBeGreaterThan(0);
  expect(first.changes.updated).toBeGreaterThan(0);
  const again = await importTaxonomyFile(db, FILE);
  expect(again.changes).toEqual({ created: 0, updated: 0, removed: 0 });
}, 120_000);
