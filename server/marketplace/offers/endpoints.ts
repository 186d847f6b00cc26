/**
 * GET /Angebote?sparePartId=&categoryId=&modelId=: offers for an article in the delivery country
 * (header x-spareo-delivery-country, default DE), shops sorted by rating descending, shipping included.
 * categoryId and modelId are context only (validated, not narrowing).
 * GET /Angebote/{offerId}: one offer, e.g. the article page's articleId; 404 if unknown, and
 * `{ offer: null, sparePartId }` when that shop does not ship to the delivery country.
 */
import { notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { methodsWhere } from '../payments';
import * as offers from './repository';
import type { OfferList } from '../../../contract/index';

export const offerEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /Angebote'], async ({ query, headers, db, deps }) => {
    const { sparePartId } = query;
    const where = methodsWhere(headers, deps.paymentProvider);
    // One query for the offers; the existence check only when there are none (an article without offers).
    const read = await offers.offersForArticle(db.kysely, sparePartId, where);
    if (!read.offers.length && !(await offers.articleExists(db.kysely, sparePartId))) return notFound('spare part');
    const body: OfferList = { sparePartId: sparePartId, deliveryCountry: where.deliveryCountry, offers: read.offers };
    return { ...ok(body), headers: offers.holdsHeaders(read) };
  }),
  endpoint(CALLS['GET /Angebote/:offerId'], async ({ params, headers, db, deps }) => {
    const id = params.offerId;
    const read = await offers.offerById(db.kysely, id, methodsWhere(headers, deps.paymentProvider));
    const offer = read.offers;
    if (offer) return { ...ok({ sparePartId: offer.sparePartId, offer }), headers: offers.holdsHeaders(read) };
    const sparePartId = await offers.offerArticleId(db.kysely, id);
    if (sparePartId === undefined) return notFound('offer');
    return ok({ sparePartId, offer: null });
  }),
];
