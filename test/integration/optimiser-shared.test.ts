/**
 * The optimiser's answer depends on the articles, quantities and offers, not on whose cart holds
 * them: two carts with the same articles share one search, while each proposal still names its own
 * cart's lines. A different quantity is a different search.
 */
import * as optimiser from '../../server/marketplace/optimiser/optimise';
import { addToCart, cartLines } from '../../server/marketplace/cart/repository';
import { optimiseCart } from '../../server/marketplace/cart/optimise-cart';
import { createSession } from '../../server/marketplace/session/repository';
import { createSeededDatabase } from '../support/seeded-db';

// The real search, counted.
jest.mock('../../server/marketplace/optimiser/optimise', () => {
  const actual = jest.requireActual('../../server/marketplace/optimiser/optimise');
  return { ...actual, optimiseAssignment: jest.fn(actual.optimiseAssignment) };
});
const searches = jest.mocked(optimiser.optimiseAssignment);

const database = createSeededDatabase();
const db = database.kysely;
afterAll(() => database.shut());

/** The dearest offer of three articles that another shop shipping to DE also sells (the test checks a proposal follows). */
async function dearOffers(): Promise<number[]> {
  const rows = await db
    .selectFrom('offers as o')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', 'DE'))
    .select(['o.id', 'o.article_id', 'o.price_cents'])
    .where('o.stock', '>', 0)
    .orderBy('o.article_id')
    .orderBy('o.price_cents', 'desc')
    .limit(400)
    .execute();
  const picked = new Map<number, number>();
  for (const row of rows) {
    if (picked.size === 3) break;
    const others = rows.filter((other) => other.article_id === row.article_id && other.id !== row.id);
    if (!picked.has(row.article_id) && others.length > 0) picked.set(row.article_id, row.id);
  }
  return [...picked.values()];
}

async function cartOf(offerIds: number[], quantity = 1): Promise<string> {
  const sid = await createSession(db);
  for (const offerId of offerIds) await addToCart(db, sid, offerId, null, quantity);
  return sid;
}

test('two carts with the same articles share one search and each proposal names its own lines', async () => {
  const offers = await dearOffers();
  expect(offers).toHaveLength(3);
  const first = await cartOf(offers);
  const second = await cartOf(offers);
  searches.mockClear();
  const firstAnswer = await optimiseCart(db, first, 'DE', 1);
  const secondAnswer = await optimiseCart(db, second, 'DE', 1);
  expect(searches).toHaveBeenCalledTimes(1);
  expect(secondAnswer.optimisedTotal).toBe(firstAnswer.optimisedTotal);

  const linesOf = async (sid: string) => new Set((await cartLines(db, sid, 'DE', 1)).map((line) => line.id));
  const firstLines = await linesOf(first);
  const secondLines = await linesOf(second);
  const moved = (answer: typeof firstAnswer) => answer.groups.flatMap((group) => group.moves.map((move) => move.lineId));
  expect(moved(firstAnswer).length).toBeGreaterThan(0);
  expect(moved(secondAnswer).length).toBe(moved(firstAnswer).length);
  for (const lineId of moved(firstAnswer)) expect(firstLines.has(lineId)).toBe(true);
  for (const lineId of moved(secondAnswer)) expect(secondLines.has(lineId)).toBe(true);

  // Twice the quantities: shipping may now be free somewhere, so the search runs again.
  const bigger = await cartOf(offers, 2);
  await optimiseCart(db, bigger, 'DE', 1);
  expect(searches).toHaveBeenCalledTimes(2);
});
