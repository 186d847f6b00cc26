/** GET /fitment: which of a page's articles fit one model (contract/calls/fitment.ts). */
import { fitmentQuery } from '../../../contract/calls/fitment';
import { numericModelId } from '../../../contract/params';
import { ok, parseInput, type Endpoint } from '../http/endpoint';

export const fitmentEndpoints: Endpoint[] = [
  {
    method: 'GET', path: '/fitment',
    async handle({ query, db }) {
      const input = parseInput(fitmentQuery, query);
      if (!input.ok) return input.response;
      const { modelId, articleIds } = input.data;
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
    },
  },
];
