/** GET /fitment: which of a page's articles fit one model; GET /fitment/categories: which categories hold parts for it (contract/calls/fitment.ts). */
import { numericModelId } from '../../../contract/params';
import { ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { categoriesWithParts } from './categories';

export const fitmentEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /fitment'], async ({ query, db }) => {
    const { modelId, articleIds } = query;
    const model = numericModelId(modelId);
    // A word id names no stored model: nothing is known to fit it.
    if (model === null) return ok({ modelId, fitting: [] });
    const rows = await db.kysely.selectFrom('articles as a').innerJoin('categories as c', 'c.id', 'a.category_id').select('a.id')
      .where('a.id', 'in', articleIds)
      .where((eb) => eb.or([
        eb('c.is_universal', '=', 1),
        eb.exists(eb.selectFrom('fitment as f').select('f.article_id').where('f.model_id', '=', model).whereRef('f.article_id', '=', 'a.id')),
      ]))
      .orderBy('a.id').execute();
    return ok({ modelId, fitting: rows.map((row) => row.id) });
  }),
  endpoint(CALLS['GET /fitment/categories'], async ({ query, db }) => {
    const { modelId } = query;
    return ok({ modelId, categoryIds: await categoriesWithParts(db.kysely, numericModelId(modelId)) });
  }),
];
