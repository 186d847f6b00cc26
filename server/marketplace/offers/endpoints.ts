/**
 * GET /Angebote?sparePartId=&categoryId=&modelId=: offers for an article in the delivery country
 * (header x-spareo-delivery-country, default DE), shops sorted by rating descending, shipping included.
 * categoryId and modelId are context only (validated, not narrowing).
 * GET /Angebote/{offerId}: one offer, e.g. the article page's articleId; 404 if unknown, and
 * `{ offer: null, sparePartId }` when that shop does not ship to the delivery country.
 */
import { notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { requestContext } from '../session';
import * as offers from './repository';
import type { OfferList } from '../../../contract/index';

export const offerEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /Angebote'], async ({ query, headers, db }) => {
    const { sparePartId } = query;
    const { deliveryCountry } = requestContext(headers);
    // One query for the offers; the existence check only when there are none (an article without offers).
    const list = await offers.offersForArticle(db.kysely, sparePartId, deliveryCountry);
    if (!list.length && !(await offers.articleExists(db.kysely, sparePartId))) return notFound('spare part');
    const body: OfferList = { sparePartId: sparePartId, deliveryCountry, offers: list };
    return ok(body);
  }),
  endpoint(CALLS['GET /Angebote/:offerId'], async ({ params, headers, db }) => {
    const id = params.offerId;
    const offer = await offers.offerById(db.kysely, id, requestContext(headers).deliveryCountry);
    if (offer) return ok({ sparePartId: offer.sparePartId, offer });
    const sparePartId = await offers.offerArticleId(db.kysely, id);
    if (sparePartId === undefined) return notFound('offer');
    return ok({ sparePartId, offer: null });
  }),
];
