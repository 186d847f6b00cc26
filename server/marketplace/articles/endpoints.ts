/**
 * Article calls: GET /Artikel/{id} (detail), /Artikel/{id}/Fahrzeuge and /Artikel/{id}/Originalteile
 * (query modelId), and GET /article-page: all an article page shows in one call, read concurrently.
 * (/recommendation/spare-part/{id} belongs to the cross-selling domain.)
 * {id} is the article (spare part) id.
 */
import { notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { numericModelId } from '../catalogue';
import { requestContext } from '../session';
import { holdsHeaders, offersForArticle } from '../offers';
import { methodsWhere } from '../payments';
import { articleNamed } from './page-lookup';
import { articleDetail, articleOriginalParts, articleVehicles, fitsAskedModel } from './reads';
import * as articles from './repository';
import { approvedReviews } from '../reviews';

/** The model asked about: undefined without one, null for a word id no stored model has. */
const askedModel = (query: { modelId?: string }) => (query.modelId === undefined ? undefined : numericModelId(query.modelId));

export const articleEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /Artikel/:id'], async ({ params, query, headers, db }) => {
    const detail = await articleDetail(db.kysely, params.id, requestContext(headers), fitsAskedModel(db.kysely, params.id, askedModel(query)));
    return detail ? ok(detail) : notFound('article');
  }),
  endpoint(CALLS['GET /Artikel/:id/Fahrzeuge'], async ({ params, query, db }) => {
    const [row, vehicles] = await Promise.all([
      articles.articleRow(db.kysely, params.id),
      articleVehicles(db.kysely, params.id, fitsAskedModel(db.kysely, params.id, askedModel(query))),
    ]);
    return row ? ok(vehicles) : notFound('article');
  }),
  endpoint(CALLS['GET /Artikel/:id/Originalteile'], async ({ params, db }) => {
    const [row, originalParts] = await Promise.all([articles.articleRow(db.kysely, params.id), articleOriginalParts(db.kysely, params.id)]);
    return row ? ok(originalParts) : notFound('article');
  }),
  endpoint(CALLS['GET /article-page'], async ({ query, headers, db, deps }) => {
    const id = await articleNamed(db.kysely, query);
    if (id === undefined) return notFound('article');
    const context = requestContext(headers);
    const fits = fitsAskedModel(db.kysely, id, askedModel(query));
    const [article, offers, vehicles, originalParts, reviews] = await Promise.all([
      articleDetail(db.kysely, id, context, fits),
      offersForArticle(db.kysely, id, methodsWhere(headers, deps.paymentProvider)),
      articleVehicles(db.kysely, id, fits),
      articleOriginalParts(db.kysely, id),
      approvedReviews(db.kysely, id, context.langNo, query.reviews),
    ]);
    if (!article) return notFound('article');
    return { ...ok({ article, offers: { sparePartId: id, deliveryCountry: context.deliveryCountry, offers: offers.offers }, vehicles, originalParts, reviews }), headers: holdsHeaders(offers) };
  }),
];
