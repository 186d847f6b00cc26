/**
 * What the article calls answer, read once for the single calls and the article page's batch alike.
 * Each read assumes the article exists; the caller checks that (articleRow) alongside.
 */
import type { ArticleDetail, ArticleOriginalParts, ArticleVehicles } from '../../../contract/index';
import { productCards } from '../catalogue';
import type { RequestContext } from '../session';
import type { Db } from '../db/connection';
import { articlePhotos } from '../photos';
import * as articles from './repository';

const VEHICLE_LIMIT = 500;

/** Whether the article fits the model asked about: null without one, false for a model id no stored model can have. */
export async function fitsAskedModel(db: Db, id: number, modelId: number | null | undefined): Promise<boolean | null> {
  if (modelId === undefined) return null;
  return modelId !== null && articles.fitsModel(db, id, modelId);
}

/** The article's detail; undefined when it has no card (unknown, or not named in the language). */
export async function articleDetail(db: Db, id: number, context: RequestContext, fits: Promise<boolean | null>): Promise<ArticleDetail | undefined> {
  const [row, [card], documents, photos, fitsModel] = await Promise.all([
    articles.articleRow(db, id),
    productCards(db, [id], context.langNo, context.deliveryCountry),
    articles.articleDocuments(db, id, context.langNo),
    articlePhotos(db, id),
    fits,
  ]);
  if (!row || !card) return undefined;
  return { ...card, criteria: row.criteria ? JSON.parse(row.criteria) : [], ean: row.ean, documents, photos, fitsModel };
}

export async function articleVehicles(db: Db, id: number, fits: Promise<boolean | null>): Promise<ArticleVehicles> {
  const [{ vehicles, count }, fitsModel] = await Promise.all([articles.fittingVehicles(db, id, VEHICLE_LIMIT), fits]);
  return { articleId: id, vehicles, vehicleCount: count, fitsModel };
}

export async function articleOriginalParts(db: Db, id: number): Promise<ArticleOriginalParts> {
  return { articleId: id, originalParts: await articles.originalParts(db, id) };
}
