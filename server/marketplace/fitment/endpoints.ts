/** GET /fitment: which of a page's articles fit one model (contract/calls/fitment.ts). */
import { fitmentQuery } from '../../../contract/calls/fitment';
import { numericModelId } from '../../../contract/params';
import { ok, parseInput, type Endpoint } from '../http/endpoint';
import { all, placeholders } from '../catalogue/statements';

export const fitmentEndpoints: Endpoint[] = [
  {
    method: 'GET', path: '/fitment',
    handle({ query, db }) {
      const input = parseInput(fitmentQuery, query);
      if (!input.ok) return input.response;
      const { modelId, articleIds } = input.data;
      const model = numericModelId(modelId);
      // A word id names no stored model: nothing is known to fit it.
      if (model === null) return ok({ modelId, fitting: [] });
      const rows = all<{ id: number }>(db, `
        SELECT a.id FROM articles a JOIN categories c ON c.id = a.category_id
        WHERE a.id IN (${placeholders(articleIds.length)})
          AND (c.is_universal = 1 OR EXISTS (SELECT 1 FROM fitment f WHERE f.model_id = ? AND f.article_id = a.id))
        ORDER BY a.id`, ...articleIds, model);
      return ok({ modelId, fitting: rows.map((row) => row.id) });
    },
  },
];
