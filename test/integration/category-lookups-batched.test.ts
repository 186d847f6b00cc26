/**
 * The home page asks the marketplace for every navigation category's details at once (some 300
 * calls). Asked for together, the lookups are read in one batch of a few queries: four queries
 * each queued on PostgreSQL's connection pool past the web tier's call timeout, the circuit opened
 * and the next pages answered 503. Each answer stays the one a lookup of its own gives.
 */
import type { KyselyPlugin } from 'kysely';
import { findCategory } from '../../server/marketplace/catalogue/repository';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();

/** The database's queries counted. */
function counted() {
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => {
      queries += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.kysely.withPlugin(counter), queries: () => queries };
}

test('lookups asked for together take a few queries in all, each answer as when asked alone', async () => {
  const ids = (await db.kysely.selectFrom('categories').select('id').orderBy('id').execute()).map((row) => row.id);
  const missing = Math.max(...ids) + 1;
  expect(ids.length).toBeGreaterThan(100);
  const langNo = 1;

  const alone = counted();
  const single = [];
  for (const id of [...ids, missing]) single.push(await findCategory(alone.db, id, langNo));
  expect(single.at(-1)).toBeNull();
  expect(single.filter((category) => category !== null)).toHaveLength(ids.length);

  const together = counted();
  const batched = await Promise.all([...ids, missing, ids[0]!].map((id) => findCategory(together.db, id, langNo)));
  expect(together.queries()).toBeLessThanOrEqual(3);
  expect(batched.slice(0, -1)).toEqual(single);
  // The same category asked for twice: equal answers, not one shared object.
  expect(batched.at(-1)).toEqual(batched[0]);
  expect(batched.at(-1)).not.toBe(batched[0]);
});

test('another language is its own batch', async () => {
  const [german, french] = await Promise.all([findCategory(db.kysely, 1523, 1), findCategory(db.kysely, 1523, 6)]);
  expect(german).toEqual(await findCategory(db.kysely, 1523, 1));
  expect(french).toEqual(await findCategory(db.kysely, 1523, 6));
  expect(french!.title).not.toBe(german!.title);
});
