/**
 * GET /Angebote?sparePartId=&categoryId=&modelId=: offers for an article in the delivery country
 * (header x-spareo-delivery-country, default DE), shops sorted by rating descending, shipping included.
 * categoryId and modelId are context only (validated, not narrowing).
 * GET /Angebote/{offerId}: one offer, e.g. the article page's articleId; 404 if unknown, and
 * `{ offer: null, sparePartId }` when that shop does not ship to the delivery country.
 */
import { z } from 'zod';
import { badRequest, notFound, ok, parseInput, type Endpoint } from '../http/endpoint';
import { digitsId, optionalDigitsId, optionalModelId } from '../catalogue/query-schemas';
import { requestContext } from '../catalogue/request-context';
import * as offers from './repository';
import type { OfferList } from './types';

export const offerEndpoints: Endpoint[] = [
  {
    method: 'GET', path: '/Angebote',
    async handle({ query, headers, db }) {
      const input = parseInput(z.object({ sparePartId: digitsId, categoryId: optionalDigitsId, modelId: optionalModelId }), query);
      if (!input.ok) return input.response;
      const { deliveryCountry } = requestContext(headers);
      // One query for the offers; the existence check only when there are none (an article without offers).
      const list = await offers.offersForArticle(db.kysely, input.data.sparePartId, deliveryCountry);
      if (!list.length && !(await offers.articleExists(db.kysely, input.data.sparePartId))) return notFound('spare part');
      const body: OfferList = { sparePartId: input.data.sparePartId, deliveryCountry, offers: list };
      return ok(body);
    },
  },
  {
    method: 'GET', path: '/Angebote/:offerId',
    async handle({ params, headers, db }) {
      const id = parseInput(digitsId, params.offerId);
      if (!id.ok) return badRequest('offerId', 'offer id must be digits');
      const offer = await offers.offerById(db.kysely, id.data, requestContext(headers).deliveryCountry);
      if (offer) return ok({ sparePartId: offer.sparePartId, offer });
      const sparePartId = await offers.offerArticleId(db.kysely, id.data);
      if (sparePartId === undefined) return notFound('offer');
      return ok({ sparePartId, offer: null });
    },
  },
];
