/**
 * GET /api/cross-selling?offerId=&modelId=: what goes with a part just added (fetched after a
 * successful add). GET /api/recommendation/spare-part/:id?modelId=: alternatives to a spare part
 * (article id); 404 means "nothing to recommend". Prices are integer cents.
 */
import { z } from 'zod';
import type { Database } from '../db/connection';
import { notFound, ok, parseInput, type Endpoint } from '../http/endpoint';
import { deliveryCountryOf, langNoOf } from '../session/context';
import { alternativeArticles, articleContext, bestOffer, boughtTogether, complementArticles, modelKnown, offerContext, type SuggestedArticleRow } from './repository';

export const MAX_SUGGESTIONS = 6;
/** At most this many from one complementary category, so brake pads do not crowd out sensors. */
const PER_CATEGORY = 2;

const id = z.string().regex(/^\d{1,12}$/, 'expected a numeric id').transform(Number);
const optionalId = z.union([z.literal('').transform(() => undefined), id]).optional();
const crossSellingQuery = z.object({ offerId: id, modelId: optionalId });
const recommendationInput = z.object({ id, modelId: optionalId });

export interface Suggestion {
  articleId: number;
  offerId: number;
  title: string;
  brand: string;
  articleNumber: string;
  normNumber: string;
  categoryId: number;
  price: number;
  shop: { id: number; name: string; slug: string; rating: number };
  reason: 'complement' | 'bought_together' | 'alternative';
}

function toSuggestion(db: Database, row: SuggestedArticleRow, country: string, shopId: number | null, reason: Suggestion['reason']): Suggestion | null {
  const offer = bestOffer(db, row.id, country, shopId);
  if (!offer) return null;
  return {
    articleId: row.id,
    offerId: offer.offer_id,
    title: row.title ?? row.article_number,
    brand: row.brand,
    articleNumber: row.article_number,
    normNumber: row.norm_number,
    categoryId: row.category_id,
    price: offer.price_cents,
    shop: { id: offer.shop_id, name: offer.shop_name, slug: offer.shop_slug, rating: offer.shop_rating },
    reason,
  };
}

export const crossSellingEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/cross-selling',
    handle(ctx) {
      const input = parseInput(crossSellingQuery, { offerId: ctx.query.offerId, modelId: ctx.query.modelId });
      if (!input.ok) return input.response;
      const offer = offerContext(ctx.db, input.data.offerId);
      if (!offer) return notFound('offer');
      const modelId = input.data.modelId ?? null;
      if (modelId !== null && !modelKnown(ctx.db, modelId)) return notFound('model');
      const country = deliveryCountryOf(ctx);
      const langNo = langNoOf(ctx);

      const picked: Suggestion[] = [];
      const seen = new Set<number>([offer.article_id]);
      const perCategory = new Map<number, number>();
      const take = (rows: SuggestedArticleRow[], reason: Suggestion['reason']) => {
        for (const row of rows) {
          if (picked.length >= MAX_SUGGESTIONS) return;
          if (seen.has(row.id) || (perCategory.get(row.category_id) ?? 0) >= PER_CATEGORY) continue;
          const suggestion = toSuggestion(ctx.db, row, country, offer.shop_id, reason);
          if (!suggestion) continue;
          seen.add(row.id);
          perCategory.set(row.category_id, (perCategory.get(row.category_id) ?? 0) + 1);
          picked.push(suggestion);
        }
      };
      take(complementArticles(ctx.db, offer.category_id, offer.brand_id, modelId, country, langNo, 40), 'complement');
      take(boughtTogether(ctx.db, offer.article_id, modelId, country, langNo, 20), 'bought_together');
      return ok({ offerId: input.data.offerId, modelId, articles: picked });
    },
  },
  {
    method: 'GET',
    path: '/recommendation/spare-part/:id',
    handle(ctx) {
      const input = parseInput(recommendationInput, { id: ctx.params.id, modelId: ctx.query.modelId });
      if (!input.ok) return input.response;
      const article = articleContext(ctx.db, input.data.id);
      if (!article) return notFound('spare part');
      const modelId = input.data.modelId ?? null;
      const country = deliveryCountryOf(ctx);
      const rows = alternativeArticles(ctx.db, input.data.id, article.category_id, modelId, country, langNoOf(ctx), 4);
      const recommendations = rows.map((row) => toSuggestion(ctx.db, row, country, null, 'alternative')).filter((s): s is Suggestion => s !== null);
      if (recommendations.length === 0) return notFound('recommendation');
      return ok({ sparePartId: input.data.id, modelId, recommendations });
    },
  },
];
