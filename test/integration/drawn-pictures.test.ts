/**
 * The seeded catalogue's pictures follow its articles: every article has its own drawn picture,
 * articles of one kind with the same criteria share it, and two with different criteria never do
 * (a Textar 312 mm disc and a TRW 280 mm one look different). On the seeded test database, on
 * both backends.
 */
import type { Database } from '../../server/marketplace/db/connection';
import { drawRendering } from '../../server/marketplace/photos/drawn/renderings';
import { drawnPhotoId } from '../../server/marketplace/photos/files';
import { createSeededDatabase } from '../support/seeded-db';

let db: Database;

beforeAll(() => {
  db = createSeededDatabase();
});

test('every article has one drawn picture of its own criteria; the same criteria share it, different ones never', async () => {
  const rows = await db.kysely.selectFrom('articles as a')
    .innerJoin('article_photos as ap', (join) => join.onRef('ap.article_id', '=', 'a.id').on('ap.shop_id', '=', 0))
    .innerJoin('photos as p', 'p.id', 'ap.photo_id')
    .select(['a.id', 'a.category_id as categoryId', 'a.criteria', 'p.id as photoId', 'p.recipe'])
    .execute();
  const articles = Number((await db.kysely.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  expect(rows.length).toBe(articles);
  // One picture per kind and criteria: the same criteria share it.
  const photoOfCriteria = new Map<string, Set<string>>();
  for (const row of rows) {
    const key = `${row.recipe!.split(':')[0]}|${row.criteria ?? ''}`;
    photoOfCriteria.set(key, (photoOfCriteria.get(key) ?? new Set()).add(row.photoId));
  }
  expect([...photoOfCriteria.values()].filter((photos) => photos.size > 1)).toEqual([]);
  // Different criteria, different drawings: every criterion of a technically drawn kind shows;
  // a studio drawing of a minor part shows its measures and codes, but may leave a word (rubber or
  // thermoplastic) to the page.
  const recipes = new Map(rows.map((row) => [row.photoId, row.recipe!]));
  const bySvg = new Map<string, string[]>();
  for (const recipe of recipes.values()) {
    const svg = drawRendering(recipe);
    bySvg.set(svg, [...(bySvg.get(svg) ?? []), recipe]);
  }
  const shared = [...bySvg.values()].filter((same) => same.length > 1);
  expect(shared.filter((same) => /^(disc|pad|battery|bulb|wiper|shock|canfilter|panelfilter):/.test(same[0]!))).toEqual([]);
  expect(shared.length / bySvg.size).toBeLessThan(0.05);
  // Pictures are many, not three per kind, and each is named by its recipe.
  expect(recipes.size).toBeGreaterThan(500);
  for (const row of rows.slice(0, 200)) expect(drawnPhotoId(row.recipe!)).toBe(row.photoId);
});

test('two discs of different diameters have different pictures, each showing its own diameter', async () => {
  const discs = await db.kysely.selectFrom('articles as a')
    .innerJoin('article_photos as ap', (join) => join.onRef('ap.article_id', '=', 'a.id').on('ap.shop_id', '=', 0))
    .innerJoin('photos as p', 'p.id', 'ap.photo_id')
    .select(['a.criteria', 'p.id as photoId', 'p.recipe'])
    .where('p.recipe', 'like', 'disc:%').execute();
  const byDiameter = new Map<string, Set<string>>();
  for (const disc of discs) {
    const diameter = (JSON.parse(disc.criteria!) as { key: string; value: string }[]).find((c) => c.key === 'diameter')!.value;
    byDiameter.set(diameter, (byDiameter.get(diameter) ?? new Set()).add(disc.photoId));
    expect(drawRendering(disc.recipe!)).toContain(`>Ø${diameter}<`);
  }
  expect(byDiameter.size).toBeGreaterThan(8);
  const photos = [...byDiameter.values()];
  for (let i = 0; i < photos.length; i++) for (let j = i + 1; j < photos.length; j++) expect([...photos[i]!].filter((id) => photos[j]!.has(id))).toEqual([]);
});
