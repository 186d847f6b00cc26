/** Article data: criteria, documents, fitted vehicles and OE numbers. */
import type { Database } from '../db/connection';
import { all, get } from '../catalogue/statements';
import type { ArticleDocument, FittingVehicle, OriginalPart } from './types';

export function articleRow(db: Database, id: number): { id: number; categoryId: number; criteria: string | null; ean: string | null } | undefined {
  return get(db, 'SELECT id, category_id AS categoryId, criteria, ean FROM articles WHERE id = ?', id);
}

/** Documents in the request language plus language-neutral ones, de-duplicated per spec 4. */
export function articleDocuments(db: Database, articleId: number, langNo: number): ArticleDocument[] {
  const rows = all<Omit<ArticleDocument, 'url'> & { filename: string }>(db, `SELECT doc_no AS docNo, doc_type AS docType, lang_no AS langNo, title, filename
    FROM documents WHERE article_id = ? AND lang_no IN (?, 255) ORDER BY lang_no = 255, id`, articleId, langNo);
  const seenNumbers = new Set<string>();
  const seenNeutralTypes = new Set<string>();
  const out: ArticleDocument[] = [];
  for (const { filename, ...doc } of rows) {
    if (seenNumbers.has(doc.docNo)) continue;
    if (doc.langNo === 255 && seenNeutralTypes.has(doc.docType)) continue;
    seenNumbers.add(doc.docNo);
    if (doc.langNo === 255) seenNeutralTypes.add(doc.docType);
    out.push({ ...doc, url: `/docs/${filename}` });
  }
  return out;
}

export function fitsModel(db: Database, articleId: number, modelId: number): boolean {
  return get(db, 'SELECT 1 AS yes FROM fitment WHERE model_id = ? AND article_id = ?', modelId, articleId) !== undefined;
}

export function fittingVehicles(db: Database, articleId: number, limit: number): { vehicles: FittingVehicle[]; count: number } {
  const rows = all<Record<string, string | number | null>>(db, `
    SELECT mf.id AS mId, mf.name AS mName, mf.slug AS mSlug, mf.seo_name AS mSeo,
      s.id AS sId, s.name AS sName, s.slug AS sSlug, s.production_year_start AS sStart, s.production_year_end AS sEnd, s.popularity AS sPop,
      m.id, m.name, m.full_name AS fullName, m.ps, m.kw, m.ccm, m.production_year_start AS pStart, m.production_year_end AS pEnd, m.popularity
    FROM fitment f JOIN models m ON m.id = f.model_id JOIN series s ON s.id = m.series_id JOIN manufacturers mf ON mf.id = m.manufacturer_id
    WHERE f.article_id = ? ORDER BY mf.name, s.name, m.name, m.ps LIMIT ?`, articleId, limit);
  const count = get<{ n: number }>(db, 'SELECT count(*) AS n FROM fitment WHERE article_id = ?', articleId)!.n;
  const vehicles = rows.map((r) => ({
    manufacturer: { id: Number(r.mId), name: String(r.mName), slug: String(r.mSlug), seoName: String(r.mSeo) },
    series: { id: Number(r.sId), name: String(r.sName), slug: String(r.sSlug), productionYearStart: Number(r.sStart), productionYearEnd: r.sEnd === null ? null : Number(r.sEnd), popularity: Number(r.sPop) },
    model: {
      id: Number(r.id), name: String(r.name), fullName: String(r.fullName), ps: Number(r.ps), kw: Number(r.kw), ccm: Number(r.ccm),
      productionYearStart: Number(r.pStart), productionYearEnd: r.pEnd === null ? null : Number(r.pEnd), popularity: Number(r.popularity),
    },
  }));
  return { vehicles, count };
}

export function originalParts(db: Database, articleId: number): OriginalPart[] {
  return all<{ mId: number; mName: string; oeNumber: string; normNumber: string }>(db, `SELECT m.id AS mId, m.name AS mName, o.oe_number AS oeNumber, o.norm_number AS normNumber
    FROM oe_numbers o JOIN manufacturers m ON m.id = o.manufacturer_id WHERE o.article_id = ? ORDER BY m.name, o.oe_number`, articleId)
    .map((r) => ({ manufacturer: { id: r.mId, name: r.mName }, oeNumber: r.oeNumber, normNumber: r.normNumber }));
}
