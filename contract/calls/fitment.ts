/**
 * Fitment: which of some articles fit one model, so any list of parts can say so for the shopper's
 * vehicle, and which categories hold parts for it, so its page offers only those.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { modelIdParam, single } from '../params';

/** At most one listing page of article ids, comma-separated. */
export const MAX_FITMENT_ARTICLES = 60;

export const fitmentQuery = z.object({
  modelId: modelIdParam,
  articleIds: z.preprocess(
    single,
    z.string()
      .regex(/^\d{1,9}(,\d{1,9})*$/, 'must be comma-separated article ids')
      .transform((s) => [...new Set(s.split(',').map(Number))])
      .refine((ids) => ids.length <= MAX_FITMENT_ARTICLES, `at most ${MAX_FITMENT_ARTICLES} article ids`),
  ),
});

export const fitmentCalls = {
  /**
   * The ids among articleIds that fit the model: listed for it, or from a universal category
   * (fits every vehicle). An id left out is "does not fit or not known to fit".
   */
  'GET /fitment': defineCall({
    method: 'GET', path: '/fitment', cacheable: true,
    query: fitmentQuery,
    answer: z.object({ modelId: z.string(), fitting: z.array(z.number()) }),
    // Unknown is the honest fallback: nothing is claimed to fit.
    fallback: () => ({ modelId: '', fitting: [] }),
  }),
  /**
   * The categories with parts for the model, at every level: each holding an article that fits it
   * (in it or below it), and every universal one (fits every vehicle). A word id names no stored
   * model: only the universal ones. null (the fallback): not known.
   */
  'GET /fitment/categories': defineCall({
    method: 'GET', path: '/fitment/categories', cacheable: true,
    query: z.object({ modelId: modelIdParam }),
    answer: z.object({ modelId: z.string(), categoryIds: z.array(z.number()) }).nullable(),
    // Unknown here means every category stays offered: a car's page never loses its tiles to a failed call.
    fallback: () => null,
  }),
};
