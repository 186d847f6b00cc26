/** Every query the importers run, on either backend. Runs inside the importer's transaction. */
import type { Db } from '../db/connection';
import { RowWriter } from '../db/batches';
import { rebuildVocabulary, replaceCategoryTerms } from '../search';

export type Source = 'kba' | 'ademe' | 'taxonomy' | 'types';

export interface ManufacturerRecord { id: number; name: string; slug: string }
export interface SeriesRecord { id: number; manufacturerId: number; name: string; familyId: number; yearStart: number; yearEnd: number | null }
export interface ModelValues {
  seriesId: number; manufacturerId: number; seriesPageId: number; name: string; fullName: string;
  ps: number; kw: number; ccm: number; fuel: string; yearStart: number; yearEnd: number | null; popularity: number;
  /** kw is an electric motor's 30-minute power, not its peak. */
  kwThirtyMinutes?: boolean;
}
export interface GenerationValues { manufacturerId: number; familyId: number; pageId: number; name: string; slug: string; yearStart: number; yearEnd: number | null; popularity: number }
export interface TypeFactValues {
  chassis: string | null; platform: string | null; body: string | null; engineCode: string | null;
  frontDiscMm: number | null; rearDiscMm: number | null; rearDrumMm: number | null; wipersMm: string | null; batteryAh: number | null; headlamp: string | null;
  oilGrade: string | null; oilApproval: string | null;
}
export interface RegisterRow { hsn: string; tsn: string; kbaManufacturer: string; tradeName: string }
export interface LinkRecord { kbaId: number; hsn: string; tsn: string; modelId: number; namesGeneration: number }
export interface CategoryValues {
  id: number; parentId: number | null; topParentId: number; level: number; isUniversal: boolean; isLeaf: boolean; sortOrder: number;
}
export interface CategoryText { langNo: number; title: string; seoAlias: string }

/** Rows an UPDATE or upsert wrote (an unchanged row counts 0). */
const written = (result: { numUpdatedRows?: bigint; numInsertedOrUpdatedRows?: bigint | undefined }) =>
  Number(result.numUpdatedRows ?? result.numInsertedOrUpdatedRows ?? 0);

/** True when any of the fields differs: the importers write only real changes. */
function differs<T extends object>(current: T, wanted: T): boolean {
  return (Object.keys(wanted) as (keyof T)[]).some((key) => current[key] !== wanted[key]);
}

export function importRepository(db: Db) {
  const modelRow = (m: ModelValues) => ({
    series_id: m.seriesId, manufacturer_id: m.manufacturerId, series_page_id: m.seriesPageId, name: m.name, full_name: m.fullName,
    ps: m.ps, kw: m.kw, kw_thirty_minutes: Number(m.kwThirtyMinutes === true), ccm: m.ccm, fuel: m.fuel, popularity: m.popularity,
  });
  const categoryRow = (c: CategoryValues) => ({
    parent_id: c.parentId, top_parent_id: c.topParentId, level: c.level, is_universal: Number(c.isUniversal), is_leaf: Number(c.isLeaf), sort_order: c.sortOrder,
  });

  // The keys an importer reads and writes per row, held in memory for the run (the repository
  // lives for one file's transaction): one query instead of one per row, and unchanged keys are
  // not written again.
  const keys = new Map<string, Map<string, number>>();
  const keysOf = async (source: Source): Promise<Map<string, number>> => {
    let known = keys.get(source);
    if (!known) {
      known = new Map();
      for (const row of await db.selectFrom('import_keys').select(['kind', 'key', 'ref_id']).where('source', '=', source).execute()) known.set(`${row.kind}\u0000${row.key}`, row.ref_id);
      keys.set(source, known);
    }
    return known;
  };

  return {
    async findKey(source: Source, kind: string, key: string): Promise<number | undefined> {
      return (await keysOf(source)).get(`${kind}\u0000${key}`);
    },
    async saveKey(source: Source, kind: string, key: string, refId: number): Promise<number> {
      const known = await keysOf(source);
      if (known.get(`${kind}\u0000${key}`) === refId) return 0;
      known.set(`${kind}\u0000${key}`, refId);
      const result = await db.insertInto('import_keys').values({ source, kind, key, ref_id: refId })
        .onConflict((oc) => oc.columns(['source', 'kind', 'key']).doUpdateSet((eb) => ({ ref_id: eb.ref('excluded.ref_id') }))
          .where((eb) => eb('import_keys.ref_id', '<>', eb.ref('excluded.ref_id'))))
        .executeTakeFirst();
      return written(result);
    },

    /** Every key of one kind a source saved ("VW|Golf" for the base's families). */
    async keysOfKind(source: Source, kind: string): Promise<string[]> {
      const prefix = `${kind}\u0000`;
      return [...(await keysOf(source)).keys()].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
    },
    manufacturers: (): Promise<ManufacturerRecord[]> => db.selectFrom('manufacturers').select(['id', 'name', 'slug']).orderBy('id').execute(),
    async manufacturerSlugTaken(slug: string): Promise<boolean> {
      return (await db.selectFrom('manufacturers').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
    },
    async insertManufacturer(name: string, slug: string, seoName: string, popularity: number): Promise<number> {
      const row = await db.insertInto('manufacturers').values({ name, slug, seo_name: seoName, popularity }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    series: (): Promise<SeriesRecord[]> => db.selectFrom('series')
      .select(['id', 'manufacturer_id as manufacturerId', 'name', 'series_family_id as familyId', 'production_year_start as yearStart', 'production_year_end as yearEnd']).orderBy('id').execute(),
    seriesPlace: (seriesId: number) =>
      db.selectFrom('series').select(['series_family_id as familyId', 'series_page_id as pageId']).where('id', '=', seriesId).executeTakeFirst(),
    /** A new series gets its own family and page (one generation per page until someone groups them). */
    /** A series on its family's page: the page of that slug where an earlier generation made it ("Niro" for the Niro I and II), else a new one. */
    async insertSeries(manufacturerId: number, name: string, slug: string, pageSlug: string, yearStart: number, popularity: number, yearEnd: number | null = null, familyName = name) {
      const known = await db.selectFrom('series_pages').select(['id', 'series_family_id as familyId']).where('slug', '=', pageSlug).executeTakeFirst();
      const family = known ? { id: known.familyId } : await db.insertInto('series_families').values({ manufacturer_id: manufacturerId, name: familyName, slug }).returning('id').executeTakeFirstOrThrow();
      const page = known ?? await db.insertInto('series_pages').values({ manufacturer_id: manufacturerId, series_family_id: family.id, name: familyName, slug: pageSlug }).returning('id').executeTakeFirstOrThrow();
      const series = await db.insertInto('series').values({
        manufacturer_id: manufacturerId, series_family_id: family.id, series_page_id: page.id, name, slug,
        production_year_start: yearStart, production_year_end: yearEnd, popularity,
      }).returning('id').executeTakeFirstOrThrow();
      return { seriesId: series.id, pageId: page.id };
    },
    /** A model family (Golf, 3er) is one family and one vehicle page; its generations are the series on that page. */
    async familyPage(manufacturerId: number, name: string, slug: string): Promise<{ familyId: number; pageId: number }> {
      const page = await db.selectFrom('series_pages').select(['id', 'series_family_id']).where('slug', '=', slug).executeTakeFirst();
      if (page) return { familyId: page.series_family_id, pageId: page.id };
      const family = await db.insertInto('series_families').values({ manufacturer_id: manufacturerId, name, slug }).returning('id').executeTakeFirstOrThrow();
      const made = await db.insertInto('series_pages').values({ manufacturer_id: manufacturerId, series_family_id: family.id, name, slug }).returning('id').executeTakeFirstOrThrow();
      return { familyId: family.id, pageId: made.id };
    },
    async insertGeneration(g: GenerationValues): Promise<number> {
      const row = await db.insertInto('series').values({
        manufacturer_id: g.manufacturerId, series_family_id: g.familyId, series_page_id: g.pageId, name: g.name, slug: g.slug,
        production_year_start: g.yearStart, production_year_end: g.yearEnd, popularity: g.popularity,
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    /** Rows written (0 when unchanged), or undefined when the series is gone. */
    async updateGeneration(seriesId: number, g: GenerationValues): Promise<number | undefined> {
      const wanted = { name: g.name, production_year_start: g.yearStart, production_year_end: g.yearEnd, popularity: g.popularity };
      const current = await db.selectFrom('series').select(['name', 'production_year_start', 'production_year_end', 'popularity']).where('id', '=', seriesId).executeTakeFirst();
      if (!current) return undefined;
      if (!differs(current, wanted)) return 0;
      return written(await db.updateTable('series').set(wanted).where('id', '=', seriesId).executeTakeFirst());
    },
    async updateModelYears(modelId: number, yearStart: number, yearEnd: number | null): Promise<number> {
      return written(await db.updateTable('models').set({ production_year_start: yearStart, production_year_end: yearEnd }).where('id', '=', modelId)
        .where((eb) => eb.or([eb('production_year_start', '<>', yearStart), eb(eb.fn.coalesce('production_year_end', eb.lit(0)), '<>', yearEnd ?? 0)])).executeTakeFirst());
    },
    async saveTypeFacts(modelId: number, f: TypeFactValues): Promise<number> {
      const row = {
        chassis: f.chassis, platform: f.platform, body: f.body, engine_code: f.engineCode, front_disc_mm: f.frontDiscMm, rear_disc_mm: f.rearDiscMm,
        rear_drum_mm: f.rearDrumMm, wipers_mm: f.wipersMm, battery_ah: f.batteryAh, headlamp: f.headlamp, oil_grade: f.oilGrade, oil_approval: f.oilApproval,
      };
      const current = await db.selectFrom('vehicle_type_facts').select(['chassis', 'platform', 'body', 'engine_code', 'front_disc_mm', 'rear_disc_mm', 'rear_drum_mm', 'wipers_mm', 'battery_ah', 'headlamp', 'oil_grade', 'oil_approval'])
        .where('model_id', '=', modelId).executeTakeFirst();
      if (!current) {
        await db.insertInto('vehicle_type_facts').values({ model_id: modelId, ...row }).execute();
        return 1;
      }
      if (!differs(current, row)) return 0;
      return written(await db.updateTable('vehicle_type_facts').set(row).where('model_id', '=', modelId).executeTakeFirst());
    },
    async updateSeriesPopularity(seriesId: number, popularity: number): Promise<number> {
      return written(await db.updateTable('series').set({ popularity }).where('id', '=', seriesId).where('popularity', '<>', popularity).executeTakeFirst());
    },
    async updateSeriesYears(seriesId: number, yearStart: number, yearEnd: number | null): Promise<number> {
      return written(await db.updateTable('series').set({ production_year_start: yearStart, production_year_end: yearEnd }).where('id', '=', seriesId)
        .where((eb) => eb.or([eb('production_year_start', '<>', yearStart), eb(eb.fn.coalesce('production_year_end', eb.lit(0)), '<>', yearEnd ?? 0)])).executeTakeFirst());
    },

    async insertModel(m: ModelValues): Promise<number> {
      const row = await db.insertInto('models').values({ ...modelRow(m), production_year_start: m.yearStart, production_year_end: m.yearEnd }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    /** Rows written (0 when nothing changed), or undefined when the model is gone (then it is made anew). */
    async updateModel(modelId: number, m: ModelValues): Promise<number | undefined> {
      const wanted = modelRow(m);
      const current = await db.selectFrom('models').select(['series_id', 'manufacturer_id', 'series_page_id', 'name', 'full_name', 'ps', 'kw', 'kw_thirty_minutes', 'ccm', 'fuel', 'popularity'])
        .where('id', '=', modelId).executeTakeFirst();
      if (!current) return undefined;
      if (!differs(current, wanted)) return 0;
      return written(await db.updateTable('models').set(wanted).where('id', '=', modelId).executeTakeFirst());
    },
    models: () => db.selectFrom('models as m').leftJoin('vehicle_type_facts as f', 'f.model_id', 'm.id')
      .select(['m.id', 'm.series_id as seriesId', 'm.name', 'm.fuel', 'm.ccm', 'm.kw', 'm.production_year_start as yearStart', 'm.production_year_end as yearEnd', 'f.body']).orderBy('m.id').execute(),

    register: (): Promise<RegisterRow[]> =>
      db.selectFrom('kba_register').select(['hsn', 'tsn', 'kba_manufacturer as kbaManufacturer', 'trade_name as tradeName']).orderBy('hsn').orderBy('tsn').execute(),
    /** Writes new and changed register rows in batches (one row per pair). */
    async saveRegister(rows: RegisterRow[]): Promise<void> {
      const writer = new RowWriter(db, 'kba_register', ['hsn', 'tsn', 'kba_manufacturer', 'trade_name']);
      const keys = rows.map((r) => ({ hsn: r.hsn, tsn: r.tsn }));
      // Replaced rows go first, so the batch insert meets no existing key.
      for (let start = 0; start < keys.length; start += 2000) {
        const slice = keys.slice(start, start + 2000);
        await db.deleteFrom('kba_register').where((eb) => eb(eb.refTuple('hsn', 'tsn'), 'in', slice.map((k) => eb.tuple(k.hsn, k.tsn)))).execute();
      }
      for (const r of rows) writer.add(r.hsn, r.tsn, r.kbaManufacturer, r.tradeName);
      await writer.flush();
    },
    /** Removes register pairs in batches (a newer file may drop tens of thousands); answers how many went. */
    async deleteRegister(pairs: { hsn: string; tsn: string }[]): Promise<number> {
      let deleted = 0;
      for (let start = 0; start < pairs.length; start += 2000) {
        const slice = pairs.slice(start, start + 2000);
        const result = await db.deleteFrom('kba_register').where((eb) => eb(eb.refTuple('hsn', 'tsn'), 'in', slice.map((k) => eb.tuple(k.hsn, k.tsn)))).executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      return deleted;
    },
    importedLinks: (): Promise<LinkRecord[]> =>
      db.selectFrom('kba as k').innerJoin('kba_imported as i', 'i.kba_id', 'k.id').select(['k.id as kbaId', 'k.hsn', 'k.tsn', 'k.model_id as modelId', 'k.names_generation as namesGeneration']).orderBy('k.id').execute(),
    ownLinks: () =>
      db.selectFrom('kba').select(['hsn', 'tsn', 'model_id as modelId'])
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('kba_imported as i').select('i.kba_id').whereRef('i.kba_id', '=', 'kba.id'))))
        .orderBy('id').execute(),
    /** Adds links and marks them as the importer's own, in batches. */
    async insertLinks(links: { hsn: string; tsn: string; modelId: number; namesGeneration: number }[]): Promise<void> {
      for (let start = 0; start < links.length; start += 2000) {
        const rows = links.slice(start, start + 2000).map((l) => ({ hsn: l.hsn, tsn: l.tsn, model_id: l.modelId, names_generation: l.namesGeneration }));
        const ids = await db.insertInto('kba').values(rows).returning('id').execute();
        await db.insertInto('kba_imported').values(ids.map((row) => ({ kba_id: row.id }))).execute();
      }
    },
    /** Removes the importer's own links, in batches. */
    async deleteLinks(kbaIds: number[]): Promise<void> {
      for (let start = 0; start < kbaIds.length; start += 2000) {
        const slice = kbaIds.slice(start, start + 2000);
        await db.deleteFrom('kba_imported').where('kba_id', 'in', slice).execute();
        await db.deleteFrom('kba').where('id', 'in', slice).execute();
      }
    },

    async maxCategoryId(): Promise<number> {
      const row = await db.selectFrom('categories').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      return Number(row?.id ?? 0);
    },
    async categoryExists(categoryId: number): Promise<boolean> {
      return (await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst()) !== undefined;
    },
    async insertCategory(c: CategoryValues): Promise<void> {
      await db.insertInto('categories').values({ id: c.id, ...categoryRow(c) }).execute();
    },
    async updateCategory(c: CategoryValues): Promise<number> {
      const wanted = categoryRow(c);
      const current = await db.selectFrom('categories').select(['parent_id', 'top_parent_id', 'level', 'is_universal', 'is_leaf', 'sort_order']).where('id', '=', c.id).executeTakeFirst();
      if (!current || !differs(current, wanted)) return 0;
      return written(await db.updateTable('categories').set(wanted).where('id', '=', c.id).executeTakeFirst());
    },
    async upsertCategoryText(categoryId: number, t: CategoryText): Promise<number> {
      const result = await db.insertInto('category_texts').values({ category_id: categoryId, lang_no: t.langNo, title: t.title, seo_alias: t.seoAlias })
        .onConflict((oc) => oc.columns(['category_id', 'lang_no'])
          .doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), seo_alias: eb.ref('excluded.seo_alias') }))
          .where((eb) => eb.or([eb('category_texts.title', '<>', eb.ref('excluded.title')), eb('category_texts.seo_alias', '<>', eb.ref('excluded.seo_alias'))])))
        .executeTakeFirst();
      return written(result);
    },
    replaceCategorySearchTerms: (categoryId: number, texts: CategoryText[]) => replaceCategoryTerms(db, categoryId, texts),
    /** Corrections are taken from the words of the name index: after names changed, from the new ones. */
    refreshSearchVocabulary: () => rebuildVocabulary(db),

    source: (source: Source) =>
      db.selectFrom('import_sources').select(['rows_imported as rowsImported', 'file_name as fileName']).where('source', '=', source).executeTakeFirst(),
    async saveSource(source: Source, fileName: string, rows: number): Promise<void> {
      await db.insertInto('import_sources').values({ source, file_name: fileName, rows_imported: rows, changed_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('source').doUpdateSet((eb) => ({
          file_name: eb.ref('excluded.file_name'), rows_imported: eb.ref('excluded.rows_imported'), changed_at: eb.ref('excluded.changed_at'),
        })))
        .execute();
    },
    sources: () =>
      db.selectFrom('import_sources').select(['source', 'file_name as fileName', 'rows_imported as rowsImported', 'changed_at as changedAt']).orderBy('source').execute() as Promise<
        { source: Source; fileName: string; rowsImported: number; changedAt: string }[]
      >,
  };
}

export type ImportRepository = ReturnType<typeof importRepository>;
