/**
 * Article calls: GET /Artikel/{id} (detail, for the article page),
 * /Artikel/{id}/Fahrzeuge and /Artikel/{id}/Originalteile (query modelId).
 * (/recommendation/spare-part/{id} belongs to the cross-selling domain.)
 * {id} is the article (spare part) id.
 */
import { z } from 'zod';
import { badRequest, notFound, ok, parseInput, type Endpoint } from '../http/endpoint';
import { productCards } from '../catalogue/products';
import { articlePhotos } from '../photos/repository';
import { digitsId, numericModelId, optionalModelId } from '../catalogue/query-schemas';
import { requestContext } from '../catalogue/request-context';
import * as articles from './repository';
import type { ArticleDetail, ArticleOriginalParts, ArticleVehicles } from './types';

const modelQuery = z.object({ modelId: optionalModelId });
const VEHICLE_LIMIT = 500;

function readInput(params: Record<string, string>, query: Record<string, unknown>) {
  const id = parseInput(digitsId, params.id);
  if (!id.ok) return { ok: false as const, response: badRequest('id', 'article id must be digits') };
  const q = parseInput(modelQuery, query);
  if (!q.ok) return q;
  return { ok: true as const, id: id.data, modelId: q.data.modelId === undefined ? undefined : numericModelId(q.data.modelId) };
}

export const articleEndpoints: Endpoint[] = [
  {
    method: 'GET', path: '/Artikel/:id',
    async handle({ params, query, headers, db }) {
      const input = readInput(params, query);
      if (!input.ok) return input.response;
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
    },
  },
  {
    method: 'GET', path: '/Artikel/:id/Fahrzeuge',
    async handle({ params, query, db }) {
      const input = readInput(params, query);
      if (!input.ok) return input.response;
      const { modelId } = input;
      const [row, { vehicles, count }, fits] = await Promise.all([
        articles.articleRow(db.kysely, input.id),
        articles.fittingVehicles(db.kysely, input.id, VEHICLE_LIMIT),
        modelId === undefined ? null : modelId !== null && articles.fitsModel(db.kysely, input.id, modelId),
      ]);
      if (!row) return notFound('article');
      const body: ArticleVehicles = { articleId: input.id, vehicles, vehicleCount: count, fitsModel: fits };
      return ok(body);
    },
  },
  {
    method: 'GET', path: '/Artikel/:id/Originalteile',
    async handle({ params, query, db }) {
      const input = readInput(params, query);
      if (!input.ok) return input.response;
      const [row, originalParts] = await Promise.all([articles.articleRow(db.kysely, input.id), articles.originalParts(db.kysely, input.id)]);
      if (!row) return notFound('article');
      const body: ArticleOriginalParts = { articleId: input.id, originalParts };
      return ok(body);
    },
  },
];
