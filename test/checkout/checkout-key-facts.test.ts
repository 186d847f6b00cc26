/**
 * An article keeps its key facts from the cart to the shop: two brake discs of one brand differ by
 * their size, and the cart page, the checkout, the confirmation mail (on a real SMTP server) and the
 * openTRANS order the shop fetches (validated against the schema) each name the disc with its
 * diameter and kind, its brand and its part number.
 */
import request from 'supertest';
import { addToCart, filledForm, orderNumberOf, shopperAgent, validateOpenTrans } from './helpers';
import { shopToken, checkoutShopWithMailbox } from './support';

jest.setTimeout(120_000);

const started = checkoutShopWithMailbox();

interface Disc { offerId: number; shopId: number; brand: string; articleNumber: string; diameter: string; ventilated: boolean }

/** A brake disc offered with stock by a shop that ships to Germany. */
async function discOffer(): Promise<Disc> {
  const row = await started.shop.db.kysely.selectFrom('offers as o')
    .innerJoin('articles as a', 'a.id', 'o.article_id')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', 'DE'))
    .select(['o.id as offerId', 'o.shop_id as shopId', 'b.name as brand', 'a.article_number as articleNumber', 'a.criteria'])
    .where('a.category_id', '=', 1523).where('o.stock', '>=', 5).orderBy('o.id').limit(1).executeTakeFirstOrThrow();
  const criteria = JSON.parse(row.criteria!) as { key: string; value: string }[];
  const fact = (key: string) => criteria.find((c) => c.key === key)!.value;
  return { offerId: row.offerId, shopId: row.shopId, brand: row.brand, articleNumber: row.articleNumber, diameter: fact('diameter'), ventilated: fact('disc_type') === 'ventilated' };
}

const decoded = (html: string) => html.replaceAll('&nbsp;', '\u00a0').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

test('the cart, the mail and the shop\'s openTRANS order name a brake disc by its diameter and kind, brand and part number', async () => {
  const disc = await discOffer();
  const name = `Bremsscheiben Ø\u00a0${disc.diameter}\u00a0mm ${disc.ventilated ? 'belüftet' : 'voll'}`;
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', [disc.offerId]);

  const cart = decoded((await agent.get('/Warenkorb').expect(200)).text);
  expect(cart).toContain(`<strong class="cart-line-title">${name}</strong>`);
  expect(cart).toContain(disc.brand);
  expect(cart).toContain(disc.articleNumber);
  // The French edition names it in French, from the same facts.
  const french = decoded((await agent.get('/fr-FR/panier').expect(200)).text);
  expect(french).toContain(`Disques de frein Ø\u00a0${disc.diameter}\u00a0mm ${disc.ventilated ? 'ventilé' : 'plein'}`);

  const page = await agent.get('/Kasse').expect(200);
  expect(decoded(page.text)).toContain(name);
  const placed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(page.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);

  const mail = await started.mailbox.waitFor((m) => (m.subject ?? '').includes(number));
  expect(mail.text).toContain(`1 × ${name} (${disc.brand} ${disc.articleNumber})`);

  const auth = { authorization: `Bearer ${await shopToken(started.shop.db, disc.shopId)}` };
  const list = await request(started.shop.origin).get(`/shop-orders/${disc.shopId}/orders`).set(auth).expect(200);
  const part = list.body.orders.find((o: { orderNumber: string }) => o.orderNumber === number);
  const xml = (await request(started.shop.origin).get(part.links.opentrans).set(auth).expect(200)).text;
  expect(validateOpenTrans(xml)).toBe('');
  expect(xml).toContain(`<bmecat:DESCRIPTION_SHORT>${disc.brand} ${disc.articleNumber} ${name}</bmecat:DESCRIPTION_SHORT>`);
});
