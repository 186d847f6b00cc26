/** Article data: criteria, documents, fitted vehicles and OE numbers. */
import type { Db } from '../db/connection';
import { documentSizes, documentUrl } from '../documents';
import type { ArticleDocument, FittingVehicle, OriginalPart } from '../../../contract/index';

export async function articleRow(db: Db, id: number): Promise<{ id: number; categoryId: number; criteria: string | null; ean: string | null } | undefined> {
  return db.selectFrom('articles').select(['id', 'category_id as categoryId', 'criteria', 'ean']).where('id', '=', id).executeTakeFirst();
}

/** Documents in the request language plus language-neutral ones: one per number, and one neutral one per type; with their size. */
export async function articleDocuments(db: Db, articleId: number, langNo: number): Promise<ArticleDocument[]> {
  const rows = await db
    .selectFrom('documents')
    .select(['doc_no as docNo', 'doc_type as docType', 'lang_no as langNo', 'title', 'filename', 'byte_size as byteSize'])
    .where('article_id', '=', articleId)
    .where('lang_no', 'in', [langNo, 255])
    .orderBy((eb) => eb.case().when('lang_no', '=', 255).then(1).else(0).end())
    .orderBy('id')
    .execute();
  const seenNumbers = new Set<string>();
  const seenNeutralTypes = new Set<string>();
  const kept: typeof rows = [];
  for (const doc of rows) {
    if (seenNumbers.has(doc.docNo)) continue;
    if (doc.langNo === 255 && seenNeutralTypes.has(doc.docType)) continue;
    seenNumbers.add(doc.docNo);
    if (doc.langNo === 255) seenNeutralTypes.add(doc.docType);
    kept.push(doc);
  }
  const sizes = await documentSizes(db, kept);
  return kept.map(({ filename, byteSize: _stored, ...doc }, index) => ({ ...doc, url: documentUrl(filename), bytes: sizes[index]! }));
}

export async function fitsModel(db: Db, articleId: number, modelId: number): Promise<boolean> {
  return (await db.selectFrom('fitment').select('article_id').where('model_id', '=', modelId).where('article_id', '=', articleId).executeTakeFirst()) !== undefined;
}

export async function fittingVehicles(db: Db, articleId: number, limit: number): Promise<{ vehicles: FittingVehicle[]; count: number }> {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('fitment as f')
      .innerJoin('models as m', 'm.id', 'f.model_id')
      .innerJoin('series as s', 's.id', 'm.series_id')
      .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
      .select([
        'mf.id as mId', 'mf.name as mName', 'mf.slug as mSlug', 'mf.seo_name as mSeo',
        's.id as sId', 's.name as sName', 's.slug as sSlug', 's.production_year_start as sStart', 's.production_year_end as sEnd', 's.popularity as sPop',
        'm.id', 'm.name', 'm.full_name as fullName', 'm.ps', 'm.kw', 'm.ccm', 'm.production_year_start as pStart', 'm.production_year_end as pEnd', 'm.popularity',
      ])
      .where('f.article_id', '=', articleId)
      .orderBy('mf.name')
      .orderBy('s.name')
      .orderBy('m.name')
      .orderBy('m.ps')
      .orderBy('m.id')
      .limit(limit)
      .execute(),
    db.selectFrom('fitment').select((eb) => eb.fn.countAll<number>().as('n')).where('article_id', '=', articleId).executeTakeFirstOrThrow(),
  ]);
  const vehicles = rows.map((r) => ({
    manufacturer: { id: Number(r.mId), name: String(r.mName), slug: String(r.mSlug), seoName: String(r.mSeo) },
    series: { id: Number(r.sId), name: String(r.sName), slug: String(r.sSlug), productionYearStart: Number(r.sStart), productionYearEnd: r.sEnd === null ? null : Number(r.sEnd), popularity: Number(r.sPop) },
    model: {
      id: Number(r.id), name: String(r.name), fullName: String(r.fullName), ps: Number(r.ps), kw: Number(r.kw), ccm: Number(r.ccm),
      productionYearStart: Number(r.pStart), productionYearEnd: r.pEnd === null ? null : Number(r.pEnd), popularity: Number(r.popularity),
    },
  }));
  return { vehicles, count: Number(counted.n) };
}

export async function originalParts(db: Db, articleId: number): Promise<OriginalPart[]> {
  const rows = await db
    .selectFrom('oe_numbers as o')
    .innerJoin('manufacturers as m', 'm.id', 'o.manufacturer_id')
    .select(['m.id as mId', 'm.name as mName', 'o.oe_number as oeNumber', 'o.norm_number as normNumber'])
    .where('o.article_id', '=', articleId)
    .orderBy('m.name')
    .orderBy('o.oe_number')
    .execute();
  return rows.map((r) => ({ manufacturer: { id: r.mId, name: r.mName }, oeNumber: r.oeNumber, normNumber: r.normNumber }));
}
