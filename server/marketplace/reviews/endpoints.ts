/**
 * GET /api/TrustedShops/Rating ({shop}) and /api/TrustedShops/Reviews ({shop: {reviews}}), named
 * after the review service the shop's client reads. Answers are cached server side for a few
 * minutes: they change rarely and every page header shows them.
 */
import type { Database } from '../db/connection';
import { notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { langNoOf } from '../session';
import { latestReviewsWithComment, organisationRating } from './repository';

export const REVIEW_CACHE_MS = 10 * 60_000;

const caches = new WeakMap<Database, Map<string, { value: unknown; until: number }>>();

async function cached<T>(db: Database, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  let perDb = caches.get(db);
  if (!perDb) caches.set(db, (perDb = new Map()));
  const hit = perDb.get(key);
  if (hit && hit.until > now) return hit.value as T;
  const value = await load();
  perDb.set(key, { value, until: now + REVIEW_CACHE_MS });
  return value;
}

export const reviewEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /TrustedShops/Rating'], async (ctx) => {
    const rating = await cached(ctx.db, 'rating', () => organisationRating(ctx.db.kysely));
    if (!rating) return notFound('rating');
    return ok({
      shop: {
        ...rating,
        qualityIndicators: { reviewIndicator: { overallMark: rating.value, totalReviewCount: rating.reviewCount } },
      },
    });
  }),
  endpoint(CALLS['GET /TrustedShops/Reviews'], async (ctx) => {
    // In the edition's language: a German comment in the Spanish header reads as an untranslated page.
    const langNo = langNoOf(ctx);
    return ok({ shop: { reviews: await cached(ctx.db, `reviews-${langNo}`, () => latestReviewsWithComment(ctx.db.kysely, langNo)) } });
  }),
];
