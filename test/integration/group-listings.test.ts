/**
 * A make's and a series page's listings are their models' fitment_listing rows merged, one row per
 * article with the number of the group's models it fits. After each kind of write that changes
 * fitment (a fit added or taken away, an article's popularity or values changed, a model moved to
 * another series page) they must equal the merge computed afresh.
 */
import { sql } from 'kysely';
import type { Database } from '../../server/marketplace/db/connection';
import { createSeededDatabase } from '../support/seeded-db';

let db: Database;
beforeAll(() => {
  db = createSeededDatabase();
});
afterAll(async () => {
  await db.shut();
});

const GROUPS = [['make_listing', 'manufacturer_id'], ['series_page_listing', 'series_page_id']] as const;

type Row = [number, number, number, number, number, string | null, number];

async function rowsOf(query: string): Promise<string[]> {
  const { rows } = await sql.raw<Record<string, unknown>>(query).execute(db.kysely);
  return rows.map((r) => JSON.stringify(Object.values(r).map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)) as Row)).sort();
}

/** Each group listing against the merge of fitment_listing, as lists of differing rows. */
async function drift(): Promise<Record<string, { kept: string[]; fresh: string[] }>> {
  const out: Record<string, { kept: string[]; fresh: string[] }> = {};
  for (const [table, group] of GROUPS) {
    const kept = await rowsOf(`SELECT ${group}, category_id, popularity, article_id, brand_id, filter_values, models FROM ${table}`);
    const fresh = await rowsOf(`SELECT m.${group}, l.category_id, l.popularity, l.article_id, min(l.brand_id) AS brand_id, min(l.filter_values) AS filter_values, count(*) AS models
      FROM fitment_listing l JOIN models m ON m.id = l.model_id GROUP BY m.${group}, l.category_id, l.popularity, l.article_id`);
    const keptSet = new Set(kept);
    const freshSet = new Set(fresh);
    out[table] = { kept: kept.filter((r) => !freshSet.has(r)).slice(0, 5), fresh: fresh.filter((r) => !keptSet.has(r)).slice(0, 5) };
  }
  return out;
}

const NONE = { make_listing: { kept: [], fresh: [] }, series_page_listing: { kept: [], fresh: [] } };

describe('group listings follow fitment', () => {
  test('the seed fills them as the merge of the models’ rows', async () => {
    expect(Number((await db.kysely.selectFrom('make_listing').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
    expect(await drift()).toEqual(NONE);
  });

  test('a fit added and taken away, an article’s popularity and values changed, a model moved', async () => {
    const k = db.kysely;
    // An article fitting several models of one make: one fit less leaves it listed, with one model less.
    const shared = await k.selectFrom('fitment as f').innerJoin('models as m', 'm.id', 'f.model_id')
      .select(['f.article_id', 'm.manufacturer_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('f.model_id').as('model_id')])
      .groupBy(['f.article_id', 'm.manufacturer_id']).having((eb) => eb.fn.countAll(), '>', 2).orderBy('f.article_id').limit(1).executeTakeFirstOrThrow();
    await k.deleteFrom('fitment').where('model_id', '=', shared.model_id).where('article_id', '=', shared.article_id).execute();
    expect(await drift()).toEqual(NONE);
    const listed = await k.selectFrom('make_listing').select('models').where('manufacturer_id', '=', shared.manufacturer_id).where('article_id', '=', shared.article_id).executeTakeFirstOrThrow();
    expect(Number(listed.models)).toBe(Number(shared.n) - 1);

    // Every fit of the make taken away: the article leaves the make's listing.
    await k.deleteFrom('fitment').where('article_id', '=', shared.article_id)
      .where('model_id', 'in', k.selectFrom('models').select('id').where('manufacturer_id', '=', shared.manufacturer_id)).execute();
    expect(await k.selectFrom('make_listing').select('models').where('manufacturer_id', '=', shared.manufacturer_id).where('article_id', '=', shared.article_id).execute()).toEqual([]);
    expect(await drift()).toEqual(NONE);

    // A fit added on a model of the make again.
    await k.insertInto('fitment').values({ model_id: shared.model_id, article_id: shared.article_id }).execute();
    expect(await drift()).toEqual(NONE);

    // Popularity and criteria change the article's place and values in every group it is listed in.
    const article = await k.selectFrom('articles').select(['id', 'criteria', 'popularity']).where('id', '=', shared.article_id).executeTakeFirstOrThrow();
    await k.updateTable('articles').set({ popularity: Number(article.popularity) + 7 }).where('id', '=', article.id).execute();
    expect(await drift()).toEqual(NONE);
    const withValues = await k.selectFrom('fitment_listing').select('article_id').where('filter_values', 'is not', null).orderBy('article_id').limit(1).executeTakeFirstOrThrow();
    const criteria = (await k.selectFrom('articles').select('criteria').where('id', '=', withValues.article_id).executeTakeFirstOrThrow()).criteria;
    const changed = (criteria ?? '').replace(/"(front|rear)"/, (_, side: string) => (side === 'front' ? '"rear"' : '"front"'));
    expect(changed).not.toBe(criteria);
    await k.updateTable('articles').set({ criteria: changed }).where('id', '=', withValues.article_id).execute();
    expect(await drift()).toEqual(NONE);

    // A model moved to another series page takes its fits along.
    const model = await k.selectFrom('models').select(['id', 'series_page_id', 'manufacturer_id']).where('id', '=', shared.model_id).executeTakeFirstOrThrow();
    const other = await k.selectFrom('models').select('series_page_id').where('manufacturer_id', '=', model.manufacturer_id)
      .where('series_page_id', '<>', model.series_page_id).orderBy('series_page_id').limit(1).executeTakeFirstOrThrow();
    await k.updateTable('models').set({ series_page_id: other.series_page_id }).where('id', '=', model.id).execute();
    expect(await drift()).toEqual(NONE);
  });
});
