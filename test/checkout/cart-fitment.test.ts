/**
 * Fit in the cart and at checkout: with a vehicle chosen, each line says whether the part fits it
 * or is not known to, in the same words as its article page; without a vehicle nothing is said.
 */
import { COOKIES } from '../../locales/editions';
import { addToCart, shopperAgent } from './helpers';
import { checkoutShopWithMailbox } from './support';

jest.setTimeout(120_000);

const started = checkoutShopWithMailbox();

test('a line that fits the chosen vehicle and one not known to fit, marked in the cart and at checkout', async () => {
  const db = started.shop.db.kysely;
  // A model with a fitting article offered to Germany, and an article of a vehicle-specific category not listed for it.
  const fitting = await db.selectFrom('fitment as f').innerJoin('offers as o', 'o.article_id', 'f.article_id').innerJoin('shop_shipping as s', (j) => j.onRef('s.shop_id', '=', 'o.shop_id').on('s.country', '=', 'DE'))
    .select(['f.model_id as modelId', 'o.id as offerId']).where('o.stock', '>', 5).orderBy('o.id').limit(1).executeTakeFirstOrThrow();
  const other = await db.selectFrom('offers as o').innerJoin('articles as a', 'a.id', 'o.article_id').innerJoin('categories as c', 'c.id', 'a.category_id')
    .innerJoin('shop_shipping as s', (j) => j.onRef('s.shop_id', '=', 'o.shop_id').on('s.country', '=', 'DE'))
    .select('o.id as offerId').where('c.is_universal', '=', 0).where('o.stock', '>', 5)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('fitment as f').select('f.article_id').whereRef('f.article_id', '=', 'o.article_id').where('f.model_id', '=', fitting.modelId))))
    .orderBy('o.id').limit(1).executeTakeFirstOrThrow();

  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', [fitting.offerId, other.offerId]);
  const withoutVehicle = await agent.get('/Warenkorb').expect(200);
  expect(withoutVehicle.text).not.toContain('class="line-fitment');

  const vehicle = `${COOKIES.vehicle}=${fitting.modelId}`;
  const cart = await agent.get('/Warenkorb').set('cookie', vehicle).expect(200);
  const notes = [...cart.text.matchAll(/<span class="line-fitment badge (badge-success|badge-warning)">([^<]+)<\/span>/g)].map((m) => [m[1], m[2]]);
  expect(notes).toHaveLength(2);
  expect(notes.map(([kind]) => kind).sort()).toEqual(['badge-success', 'badge-warning']);
  expect(notes.find(([kind]) => kind === 'badge-success')![1]).toMatch(/^Passt zu Ihrem .+/);
  expect(notes.find(([kind]) => kind === 'badge-warning')![1]).toMatch(/^Nicht als passend für Ihren .+ bekannt$/);

  const checkout = await agent.get('/Kasse').set('cookie', vehicle).expect(200);
  const atCheckout = [...checkout.text.matchAll(/<span class="line-fitment badge (badge-success|badge-warning)">([^<]+)<\/span>/g)].map((m) => [m[1], m[2]]);
  expect(atCheckout.sort()).toEqual(notes.sort());
});
