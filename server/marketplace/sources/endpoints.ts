/**
 * GET /sources: the imported reference data sets in this catalogue with the attribution each
 * licence requires (empty when the catalogue was generated). Cacheable: it changes only on import.
 */
import { ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { importedSources } from '../import';

export const sourceEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /sources'], async ({ db }) => ok({ sources: await importedSources(db.kysely) })),
];
