/**
 * Article calls: GET /Artikel/{id} (detail, for the article page),
 * /Artikel/{id}/Fahrzeuge and /Artikel/{id}/Originalteile (query modelId).
 * (/recommendation/spare-part/{id} belongs to the cross-selling domain.)
 * {id} is the article (spare part) id.
 */
import { notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { productCards } from '../catalogue/products';
import { articlePhotos } from '../photos/repository';
import { numericModelId } from '../catalogue/query-schemas';
import { requestContext } from '../catalogue/request-context';
import * as articles from './repository';
import type { ArticleDetail, ArticleOriginalParts, ArticleVehicles } from '../../../contract/index';

const VEHICLE_LIMIT = 500;

/** The article and the model asked about: undefined without one, null for a word id no stored model has. */
function readInput(params: { id: number }, query: { modelId?: string }) {
  return { id: params.id, modelId: query.modelId === undefined ? undefined : numericModelId(query.modelId) };
}

export const articleEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /Artikel/:id'], async ({ params, query, headers, db }) => {
    const input = readInput(params, query);
    const context = requestContext(headers);
    const { modelId } = input;
    const [row, [card], documents, photos, fits] = await Promise.all([
      articles.articleRow(db.kysely, input.id),
      productCards(db.kysely, [input.id], context.langNo, context.deliveryCountry),
      articles.articleDocuments(db.kysely, input.id, context.langNo),
      articlePhotos(db.kysely, input.id),
      modelId === undefined ? null : modelId !== null && articles.fitsModel(db.kysely, input.id, modelId),
    ]);
    if (!row || !card) return notFound('article');
    const detail: ArticleDetail = {
      ...card,
      criteria: row.criteria ? JSON.parse(row.criteria) : [],
      ean: row.ean,
      documents,
      photos,
      fitsModel: fits,
    };
    return ok(detail);
  }),
  endpoint(CALLS['GET /Artikel/:id/Fahrzeuge'], async ({ params, query, db }) => {
    const input = readInput(params, query);
    const { modelId } = input;
    const [row, { vehicles, count }, fits] = await Promise.all([
      articles.articleRow(db.kysely, input.id),
      articles.fittingVehicles(db.kysely, input.id, VEHICLE_LIMIT),
      modelId === undefined ? null : modelId !== null && articles.fitsModel(db.kysely, input.id, modelId),
    ]);
    if (!row) return notFound('article');
    const body: ArticleVehicles = { articleId: input.id, vehicles, vehicleCount: count, fitsModel: fits };
    return ok(body);
  }),
  endpoint(CALLS['GET /Artikel/:id/Originalteile'], async ({ params, query, db }) => {
    const input = readInput(params, query);
    const [row, originalParts] = await Promise.all([articles.articleRow(db.kysely, input.id), articles.originalParts(db.kysely, input.id)]);
    if (!row) return notFound('article');
    const body: ArticleOriginalParts = { articleId: input.id, originalParts };
    return ok(body);
  }),
];
