/**
 * A delivery date, not a span of working days: each offer, the cart, the checkout, the confirmation
 * page and its mail say by when the parcel arrives, in the edition's way of writing a day; the
 * date the checkout promised is kept with the order.
 */
import request from 'supertest';
import { formatDeliveryDay } from '../../locales/delivery-day';
import { COOKIES } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { addToCart, filledForm, orderNumberOf, SHOPPER, shopperAgent } from './helpers';
import { offersFromShops, checkoutShopWithMailbox } from './support';

jest.setTimeout(120_000);

const started = checkoutShopWithMailbox();

const DAY = /<time dateTime="(\d{4}-\d\d-\d\d)">([^<]+)<\/time>/;

test('the offers of an article each name their day, in the edition\'s format', async () => {
  const [offer] = await offersFromShops(started.shop.db, 'FR', 1);
  const article = await started.shop.db.kysely.selectFrom('offers as o').innerJoin('articles as a', 'a.id', 'o.article_id').innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.norm_number as normNumber', 'b.seo_name as seoName']).where('o.id', '=', offer!.offerId).executeTakeFirstOrThrow();
  const today = new Date().toISOString().slice(0, 10);
  for (const [locale, words] of [['de-DE', 'Lieferung bis '], ['fr-FR', 'Livraison au plus tard le '], ['es-ES', 'Entrega como muy tarde el ']] as const) {
    const res = await request(started.shop.origin).get(pathFor(`Article___${locale}`, { brandName: article.seoName, normNumber: article.normNumber }, { query: { articleId: offer!.offerId } }))
      .set('cookie', `${COOKIES.deliveryCountry}=FR`);
    expect(res.status).toBe(200);
    const offers = res.text.slice(res.text.indexOf('class="offers"'), res.text.indexOf('class="article-top"'));
    const days = [...offers.matchAll(new RegExp(`<span class="delivery-by">${words}<time dateTime="(\\d{4}-\\d\\d-\\d\\d)">([^<]+)</time>`, 'g'))];
    expect(days.length).toBeGreaterThan(0);
    for (const [, day, shown] of days) {
      expect(day! > today).toBe(true);
      expect(shown).toBe(formatDeliveryDay(day!, locale));
    }
    expect(offers).not.toMatch(/Werktage|jours ouvrés|días laborables/);
  }
});

test('cart, checkout, confirmation and mail say by when; the order keeps the promised day', async () => {
  const [offer] = await offersFromShops(started.shop.db, 'DE', 1);
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', [offer!.offerId]);

  const cart = await agent.get('/Warenkorb').expect(200);
  const inCart = /<p class="cart-hint cart-delivery"><span class="delivery-by">Lieferung bis <time dateTime="(\d{4}-\d\d-\d\d)">([^<]+)<\/time>/.exec(cart.text);
  expect(inCart).not.toBeNull();
  expect(inCart![2]).toBe(formatDeliveryDay(inCart![1]!, 'de-DE'));

  const form = await agent.get('/Kasse').expect(200);
  expect(form.text).toMatch(/class="delivery-by">Lieferung bis <time dateTime="\d{4}-\d\d-\d\d">/);
  const placed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(form.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const stored = await started.shop.db.kysely.selectFrom('order_shops as p').innerJoin('orders as o', 'o.id', 'p.order_id').select('p.delivery_by').where('o.number', '=', number).executeTakeFirstOrThrow();
  expect(stored.delivery_by).toBe(inCart![1]);

  const page = await agent.get(placed.headers.location!).expect(200);
  const promised = /<p class="order-delivery"><span class="delivery-by">Voraussichtliche Lieferung bis <time dateTime="(\d{4}-\d\d-\d\d)">([^<]+)<\/time>/.exec(page.text);
  expect(promised?.[1]).toBe(stored.delivery_by);
  expect(DAY.test(page.text)).toBe(true);

  const mail = await started.mailbox.waitFor((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '').includes(SHOPPER.email) && (m.subject ?? '').includes(number));
  expect(mail.text).toContain(`Voraussichtliche Lieferung bis ${formatDeliveryDay(stored.delivery_by!, 'de-DE')}`);
});
