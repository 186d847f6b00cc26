/**
 * GET /sources: the imported reference data sets in this catalogue with the attribution each
 * licence requires (empty when the catalogue was generated). Cacheable: it changes only on import.
 */
import type { Db } from '../db/connection';
import { ok, type Endpoint } from '../http/endpoint';
import { ATTRIBUTIONS, type ImportedSource } from '../import/attributions';

/** The sources whose data is in this catalogue, in the order of ATTRIBUTIONS. */
export async function presentSources(db: Db): Promise<ImportedSource[]> {
  const rows = await db.selectFrom('import_sources').select(['source', 'file_name as fileName', 'rows_imported as rowsImported', 'changed_at as changedAt'])
    .orderBy('source').execute();
  const present = new Map(rows.map((row) => [row.source, row]));
  return ATTRIBUTIONS.flatMap((a) => {
    const s = present.get(a.source);
    return s && Number(s.rowsImported) > 0 ? [{ ...a, fileName: s.fileName, rowsImported: Number(s.rowsImported), changedAt: s.changedAt }] : [];
  });
}

export const sourceEndpoints: Endpoint[] = [
  { method: 'GET', path: '/sources', handle: async ({ db }) => ok({ sources: await presentSources(db.kysely) }) },
];
