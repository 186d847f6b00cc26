/** Every SQL statement the importers run. Statements are prepared once per importer run. */
import type { Database } from '../db/connection';

export type Source = 'kba' | 'ademe' | 'taxonomy';

export interface ManufacturerRecord { id: number; name: string; slug: string }
export interface SeriesRecord { id: number; manufacturerId: number; name: string }
export interface ModelValues {
  seriesId: number; manufacturerId: number; seriesPageId: number; name: string; fullName: string;
  ps: number; kw: number; ccm: number; fuel: string; yearStart: number; yearEnd: number | null; popularity: number;
}
export interface RegisterRow { hsn: string; tsn: string; kbaManufacturer: string; tradeName: string }
export interface LinkRecord { kbaId: number; hsn: string; tsn: string; modelId: number }
export interface CategoryValues {
  id: number; parentId: number | null; topParentId: number; level: number; isUniversal: boolean; isLeaf: boolean; sortOrder: number;
}
export interface CategoryText { langNo: number; title: string; seoAlias: string }

export function importRepository(db: Database) {
  const q = <T>(sql: string) => {
    const statement = db.prepare(sql);
    return {
      all: (...params: (string | number | null)[]) => statement.all(...params) as T[],
      get: (...params: (string | number | null)[]) => statement.get(...params) as T | undefined,
      run: (...params: (string | number | null)[]) => statement.run(...params),
    };
  };

  const findKey = q<{ ref_id: number }>('SELECT ref_id FROM import_keys WHERE source = ? AND kind = ? AND key = ?');
  const saveKey = q('INSERT INTO import_keys (source, kind, key, ref_id) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET ref_id = excluded.ref_id WHERE ref_id <> excluded.ref_id');
  const manufacturers = q<ManufacturerRecord>('SELECT id, name, slug FROM manufacturers');
  const slugInTable = {
    manufacturers: q<{ id: number }>('SELECT id FROM manufacturers WHERE slug = ?'),
  };
  const insertManufacturer = q('INSERT INTO manufacturers (name, slug, seo_name, popularity) VALUES (?, ?, ?, ?)');
  const series = q<SeriesRecord>('SELECT id, manufacturer_id AS manufacturerId, name FROM series');
  const seriesPlace = q<{ familyId: number; pageId: number }>('SELECT series_family_id AS familyId, series_page_id AS pageId FROM series WHERE id = ?');
  const insertFamily = q('INSERT INTO series_families (manufacturer_id, name, slug) VALUES (?, ?, ?)');
  const insertPage = q('INSERT INTO series_pages (manufacturer_id, series_family_id, name, slug) VALUES (?, ?, ?, ?)');
  const insertSeries = q(`INSERT INTO series (manufacturer_id, series_family_id, series_page_id, name, slug, production_year_start, production_year_end, popularity)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const updateSeriesPopularity = q('UPDATE series SET popularity = ? WHERE id = ? AND popularity <> ?');
  const insertModel = q(`INSERT INTO models (series_id, manufacturer_id, series_page_id, name, full_name, ps, kw, ccm, fuel, production_year_start, production_year_end, popularity)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const updateModel = q(`UPDATE models SET series_id = ?1, manufacturer_id = ?2, series_page_id = ?3, name = ?4, full_name = ?5, ps = ?6, kw = ?7, ccm = ?8, fuel = ?9, popularity = ?10
    WHERE id = ?11 AND (series_id, manufacturer_id, series_page_id, name, full_name, ps, kw, ccm, fuel, popularity) IS NOT (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`);
  const modelExists = q<{ id: number }>('SELECT id FROM models WHERE id = ?');
  const modelsOfSeries = q<{ id: number; seriesId: number }>('SELECT id, series_id AS seriesId FROM models');

  const register = q<RegisterRow>('SELECT hsn, tsn, kba_manufacturer AS kbaManufacturer, trade_name AS tradeName FROM kba_register');
  const upsertRegister = q(`INSERT INTO kba_register (hsn, tsn, kba_manufacturer, trade_name) VALUES (?, ?, ?, ?)
    ON CONFLICT (hsn, tsn) DO UPDATE SET kba_manufacturer = excluded.kba_manufacturer, trade_name = excluded.trade_name
    WHERE (kba_manufacturer, trade_name) IS NOT (excluded.kba_manufacturer, excluded.trade_name)`);
  const deleteRegister = q('DELETE FROM kba_register WHERE hsn = ? AND tsn = ?');
  const importedLinks = q<LinkRecord>('SELECT k.id AS kbaId, k.hsn, k.tsn, k.model_id AS modelId FROM kba k JOIN kba_imported i ON i.kba_id = k.id');
  const ownLinks = q<{ hsn: string; tsn: string; modelId: number }>('SELECT hsn, tsn, model_id AS modelId FROM kba WHERE id NOT IN (SELECT kba_id FROM kba_imported)');
  const insertLink = q('INSERT INTO kba (hsn, tsn, model_id) VALUES (?, ?, ?)');
  const markLink = q('INSERT INTO kba_imported (kba_id) VALUES (?)');
  const unmarkLink = q('DELETE FROM kba_imported WHERE kba_id = ?');
  const deleteLink = q('DELETE FROM kba WHERE id = ?');

  const maxCategoryId = q<{ id: number | null }>('SELECT MAX(id) AS id FROM categories');
  const categoryExists = q<{ id: number }>('SELECT id FROM categories WHERE id = ?');
  const insertCategory = q(`INSERT INTO categories (id, parent_id, top_parent_id, level, is_universal, is_leaf, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const updateCategory = q(`UPDATE categories SET parent_id = ?2, top_parent_id = ?3, level = ?4, is_universal = ?5, is_leaf = ?6, sort_order = ?7
    WHERE id = ?1 AND (parent_id, top_parent_id, level, is_universal, is_leaf, sort_order) IS NOT (?2, ?3, ?4, ?5, ?6, ?7)`);
  const upsertText = q(`INSERT INTO category_texts (category_id, lang_no, title, seo_alias) VALUES (?, ?, ?, ?)
    ON CONFLICT (category_id, lang_no) DO UPDATE SET title = excluded.title, seo_alias = excluded.seo_alias
    WHERE (title, seo_alias) IS NOT (excluded.title, excluded.seo_alias)`);
  const deleteSearchTerms = q("DELETE FROM search_terms WHERE kind = 'category' AND ref_id = ?");
  const insertSearchTerm = q("INSERT INTO search_terms (text, kind, ref_id, lang_no) VALUES (?, 'category', ?, ?)");

  const upsertSource = q(`INSERT INTO import_sources (source, file_name, rows_imported, changed_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (source) DO UPDATE SET file_name = excluded.file_name, rows_imported = excluded.rows_imported, changed_at = excluded.changed_at`);
  const sources = q<{ source: Source; fileName: string; rowsImported: number; changedAt: string }>(
    'SELECT source, file_name AS fileName, rows_imported AS rowsImported, changed_at AS changedAt FROM import_sources ORDER BY source');
  const sourceRow = q<{ rowsImported: number; fileName: string }>('SELECT rows_imported AS rowsImported, file_name AS fileName FROM import_sources WHERE source = ?');

  const id = (result: { lastInsertRowid: number | bigint }) => Number(result.lastInsertRowid);

  return {
    findKey: (source: Source, kind: string, key: string) => findKey.get(source, kind, key)?.ref_id,
    saveKey: (source: Source, kind: string, key: string, refId: number) => Number(saveKey.run(source, kind, key, refId).changes),

    manufacturers: () => manufacturers.all(),
    manufacturerSlugTaken: (slug: string) => slugInTable.manufacturers.get(slug) !== undefined,
    insertManufacturer: (name: string, slug: string, seoName: string, popularity: number) => id(insertManufacturer.run(name, slug, seoName, popularity)),

    series: () => series.all(),
    seriesPlace: (seriesId: number) => seriesPlace.get(seriesId),
    /** A new series gets its own family and page (one generation per page until someone groups them). */
    insertSeries(manufacturerId: number, name: string, slug: string, pageSlug: string, yearStart: number, popularity: number) {
      const familyId = id(insertFamily.run(manufacturerId, name, slug));
      const pageId = id(insertPage.run(manufacturerId, familyId, name, pageSlug));
      const seriesId = id(insertSeries.run(manufacturerId, familyId, pageId, name, slug, yearStart, null, popularity));
      return { seriesId, pageId };
    },
    updateSeriesPopularity: (seriesId: number, popularity: number) => Number(updateSeriesPopularity.run(popularity, seriesId, popularity).changes),

    modelExists: (modelId: number) => modelExists.get(modelId) !== undefined,
    insertModel: (m: ModelValues) =>
      id(insertModel.run(m.seriesId, m.manufacturerId, m.seriesPageId, m.name, m.fullName, m.ps, m.kw, m.ccm, m.fuel, m.yearStart, m.yearEnd, m.popularity)),
    updateModel: (modelId: number, m: ModelValues) =>
      Number(updateModel.run(m.seriesId, m.manufacturerId, m.seriesPageId, m.name, m.fullName, m.ps, m.kw, m.ccm, m.fuel, m.popularity, modelId).changes),
    models: () => modelsOfSeries.all(),

    register: () => register.all(),
    upsertRegister: (r: RegisterRow) => Number(upsertRegister.run(r.hsn, r.tsn, r.kbaManufacturer, r.tradeName).changes),
    deleteRegister: (hsn: string, tsn: string) => Number(deleteRegister.run(hsn, tsn).changes),
    importedLinks: () => importedLinks.all(),
    ownLinks: () => ownLinks.all(),
    insertLink(hsn: string, tsn: string, modelId: number) {
      markLink.run(id(insertLink.run(hsn, tsn, modelId)));
    },
    deleteLink(kbaId: number) {
      unmarkLink.run(kbaId);
      deleteLink.run(kbaId);
    },

    maxCategoryId: () => maxCategoryId.get()?.id ?? 0,
    categoryExists: (categoryId: number) => categoryExists.get(categoryId) !== undefined,
    insertCategory: (c: CategoryValues) => {
      insertCategory.run(c.id, c.parentId, c.topParentId, c.level, Number(c.isUniversal), Number(c.isLeaf), c.sortOrder);
    },
    updateCategory: (c: CategoryValues) =>
      Number(updateCategory.run(c.id, c.parentId, c.topParentId, c.level, Number(c.isUniversal), Number(c.isLeaf), c.sortOrder).changes),
    upsertCategoryText: (categoryId: number, t: CategoryText) => Number(upsertText.run(categoryId, t.langNo, t.title, t.seoAlias).changes),
    replaceCategorySearchTerms(categoryId: number, texts: CategoryText[]) {
      deleteSearchTerms.run(categoryId);
      for (const t of texts) insertSearchTerm.run(t.title, categoryId, t.langNo);
    },

    source: (source: Source) => sourceRow.get(source),
    saveSource: (source: Source, fileName: string, rows: number) => upsertSource.run(source, fileName, rows, new Date().toISOString()),
    sources: () => sources.all(),
  };
}

export type ImportRepository = ReturnType<typeof importRepository>;
