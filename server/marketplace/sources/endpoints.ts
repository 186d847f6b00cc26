/**
 * GET /sources: the imported reference data sets in this catalogue with the attribution each
 * licence requires (empty when the catalogue was generated). Cacheable: it changes only on import.
 */
import { ok, type Endpoint } from '../http/endpoint';
import { importedSources } from '../import/attributions';

export const sourceEndpoints: Endpoint[] = [
  { method: 'GET', path: '/sources', handle: async ({ db }) => ok({ sources: await importedSources(db.kysely) }) },
];
