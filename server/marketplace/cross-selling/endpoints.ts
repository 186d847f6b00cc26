/**
 * GET /api/cross-selling?offerId=&modelId=: what goes with a part just added (fetched after a
 * successful add). GET /api/recommendation/spare-part/:id?modelId=: alternatives to a spare part
 * (article id); 404 means "nothing to recommend". Prices are integer cents.
 */
import { notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { deliveryCountryOf, langNoOf } from '../session';
import { alternativeArticles, articleContext, bestOffers, boughtTogether, complementArticles, modelKnown, offerContext, type SuggestedArticleRow, type SuggestedOfferRow } from './repository';

export const MAX_SUGGESTIONS = 6;
/** At most this many from one complementary category, so brake pads do not crowd out sensors. */
const PER_CATEGORY = 2;


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

function toSuggestion(row: SuggestedArticleRow, offer: SuggestedOfferRow | undefined, reason: Suggestion['reason']): Suggestion | null {
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
  endpoint(CALLS['GET /cross-selling'], async (ctx) => {
    const input = ctx.query;
    const db = ctx.db.kysely;
    const modelId = input.modelId ?? null;
    const [offer, known] = await Promise.all([offerContext(db, input.offerId), modelId === null || modelKnown(db, modelId)]);
    if (!offer) return notFound('offer');
    if (!known) return notFound('model');
    const country = deliveryCountryOf(ctx);
    const langNo = langNoOf(ctx);
    const [complements, together] = await Promise.all([
      complementArticles(db, offer.category_id, offer.brand_id, modelId, country, langNo, 40),
      boughtTogether(db, offer.article_id, modelId, country, langNo, 20),
    ]);

    // Every candidate is deliverable (the queries ask for an offer in stock), so the picks are made first
    // and their offers read in one query after.
    const picks: { row: SuggestedArticleRow; reason: Suggestion['reason'] }[] = [];
    const seen = new Set<number>([offer.article_id]);
    const perCategory = new Map<number, number>();
    const take = (rows: SuggestedArticleRow[], reason: Suggestion['reason']) => {
      for (const row of rows) {
        if (picks.length >= MAX_SUGGESTIONS) return;
        if (seen.has(row.id) || (perCategory.get(row.category_id) ?? 0) >= PER_CATEGORY) continue;
        seen.add(row.id);
        perCategory.set(row.category_id, (perCategory.get(row.category_id) ?? 0) + 1);
        picks.push({ row, reason });
      }
    };
    take(complements, 'complement');
    take(together, 'bought_together');
    const offers = await bestOffers(db, picks.map((p) => p.row.id), country, offer.shop_id);
    const articles = picks.map((p) => toSuggestion(p.row, offers.get(p.row.id), p.reason)).filter((s): s is Suggestion => s !== null);
    return ok({ offerId: input.offerId, modelId, articles });
  }),
  endpoint(CALLS['GET /recommendation/spare-part/:id'], async (ctx) => {
    const input = { id: ctx.params.id, modelId: ctx.query.modelId };
    const db = ctx.db.kysely;
    const article = await articleContext(db, input.id);
    if (!article) return notFound('spare part');
    const modelId = input.modelId ?? null;
    const country = deliveryCountryOf(ctx);
    const rows = await alternativeArticles(db, input.id, article.category_id, modelId, country, langNoOf(ctx), 4);
    const offers = await bestOffers(db, rows.map((row) => row.id), country, null);
    const recommendations = rows.map((row) => toSuggestion(row, offers.get(row.id), 'alternative')).filter((s): s is Suggestion => s !== null);
    if (recommendations.length === 0) return notFound('recommendation');
    return ok({ sparePartId: input.id, modelId, recommendations });
  }),
];
