/**
 * Reviews from verified buyers: once the shop reports a part delivered, its buyer is invited by
 * mail and rates each article on the order page (stars and text); nothing shows until the desk
 * approves it; then the article page shows it with the average (the shop's star rule), the counts,
 * and schema.org markup. Only a delivered article, once; a rating the form cannot take comes back.
 * A verified purchase is a line delivered and paid: never a line refused or withdrawn from, never
 * the order of one of the people of a shop selling the article (its own order on account pays nobody).
 */
import request from 'supertest';
import { addToCart, filledForm, formOf, orderNumberOf, reviewFormOf, shopperAgent } from './helpers';
import { offersFromShops, shopToken, checkoutShopWithMailbox } from './support';
import { approvedReviews, moderateReview } from '../../server/marketplace/reviews/article-reviews';
import { pathFor } from '../../server/web/routes/table';
import { bookTransferReceived } from '../support/transfer-booked';
import { createStaff } from '../support/staff';
import { createMarketplace } from '../../server/marketplace/index';
import { withdraw } from '../../server/marketplace/flows/index';

jest.setTimeout(120_000);

const started = checkoutShopWithMailbox();

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

test('invited after delivery, rated on the order page, shown on the article page once approved', async () => {
  const [offer] = await offersFromShops(started.shop.db, 'DE', 1);
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', [offer!.offerId]);
  const form = await agent.get('/Kasse').expect(200);
  const placed = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(form.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const page = placed.headers.location!.replace('&placed=1', '');
  const part = `${number}-1`;

  // Not delivered yet: no form, and the marketplace refuses a rating.
  expect((await agent.get(page).expect(200)).text).not.toContain('class="review-form"');
  const auth = { authorization: `Bearer ${await shopToken(started.shop.db, offer!.shopId)}` };
  const status = (body: object) => request(started.shop.origin).post(`/shop-orders/${offer!.shopId}/orders/${part}/status`).set(auth).send(body).expect(200);
  await bookTransferReceived(started.shop.db.kysely, part);
  await status({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' });
  await status({ status: 'delivered' });

  const invitation = await started.mailbox.waitFor((m) => (m.subject ?? '') === `Bestellung ${number}: Wie gefällt Ihnen Ihr Artikel?`);
  expect(invitation.text).toContain(`#reviews-${part}`);

  const orderPage = await agent.get(page).expect(200);
  expect(orderPage.text).toContain(`id="reviews-${part}"`);
  const fields = formOf(reviewFormOf(orderPage.text));
  expect(fields.intent).toBe('review');
  // Without stars the form comes back with its reason; with them it is kept, once.
  const url = new URL(page, started.shop.origin);
  const refused = await agent.post(url.pathname + url.search).set('origin', started.shop.origin).type('form').send({ ...fields, text: 'Passt.', author: 'Henrike' }).expect(422);
  expect(refused.text).toContain('Bitte wählen Sie 1 bis 5 Sterne.');
  const sent = await agent.post(url.pathname + url.search).set('origin', started.shop.origin).type('form')
    .send({ ...fields, rating: '4', text: 'Passte auf Anhieb, gut verpackt.', author: 'Henrike' }).expect(303);
  expect(sent.headers.location).toContain('reviewed=1');
  const after = await agent.get(sent.headers.location!).expect(200);
  expect(after.text).toContain('Danke für Ihre Bewertung! Sie erscheint, sobald wir sie geprüft haben.');
  expect(after.text).not.toContain('class="review-form"');

  const review = await started.shop.db.kysely.selectFrom('article_reviews').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(review).toMatchObject({ rating: 4, status: 'pending', author: 'Henrike', lang_no: 1 });
  const article = await started.shop.db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['a.norm_number as normNumber', 'b.seo_name as seoName'])
    .where('a.id', '=', review.article_id).executeTakeFirstOrThrow();
  const articlePath = pathFor('Article___de-DE', { brandName: article.seoName, normNumber: article.normNumber });
  // Pending: not among the article's reviews (the page is asked only after the approval, so no stored copy hides it).
  expect((await approvedReviews(started.shop.db.kysely, review.article_id, 1)).reviews.map((r) => r.id)).not.toContain(review.id);

  // Approved in the desk (and a second buyer's 5 stars): 4.5 draws four and a half stars.
  expect(await moderateReview(started.shop.db.kysely, review.id, 'approved', 1)).toBe(true);
  expect(await moderateReview(started.shop.db.kysely, review.id, 'rejected', 1)).toBe(false);
  await started.shop.db.kysely.insertInto('article_reviews').values({
    article_id: review.article_id, order_shop_id: review.order_shop_id, rating: 5, text: 'Top.', author: 'Jonas', lang_no: 1, status: 'approved', created_at: new Date().toISOString(),
  }).onConflict((oc) => oc.doNothing()).execute();
  const shown = await request(started.shop.origin).get(articlePath).expect(200);
  const section = shown.text.slice(shown.text.indexOf('class="article-reviews"'));
  expect(section).toContain('Passte auf Anhieb, gut verpackt.');
  expect(section).toContain('Verifizierter Kauf');
  const count = await started.shop.db.kysely.selectFrom('article_reviews').select((eb) => eb.fn.countAll<number>().as('n')).where('article_id', '=', review.article_id).where('status', '=', 'approved').executeTakeFirstOrThrow();
  const ld = jsonLd(shown.text).find((item) => item['@type'] === 'Product')!;
  expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: Number(count.n), bestRating: 5 });
  expect((ld.review as unknown[]).length).toBe(Number(count.n));
  // The French page counts them too, but lists only reviews written in French.
  const french = await request(started.shop.origin).get(pathFor('Article___fr-FR', { brandName: article.seoName, normNumber: article.normNumber })).expect(200);
  expect(french.text).not.toContain('Passte auf Anhieb');
  expect(jsonLd(french.text).find((item) => item['@type'] === 'Product')!.aggregateRating).toMatchObject({ reviewCount: Number(count.n) });
  if (Number(count.n) === 2) {
    expect(section).toMatch(/<span class="stars stars-9" role="img" aria-label="4,5 von 5 Sternen"/);
    expect(section).toContain('2 Bewertungen');
    expect(section).toContain('5 Sterne: 1');
    expect(section).toContain('4 Sterne: 1');
  }
});

/** Two offers of different articles from one shop that delivers to Germany and takes the method. */
async function twoOffersOfOneShop(method: string): Promise<{ shopId: number; offers: { offerId: number; articleId: number }[] }> {
  const k = started.shop.db.kysely;
  const rows = await k.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'DE'))
    .select(['o.id as offerId', 'o.article_id as articleId', 's.id as shopId', 's.payment_methods as methods']).where('o.stock', '>=', 10).where('s.country', '=', 'DE')
    .orderBy('s.id').orderBy('o.id').execute();
  for (const row of rows) {
    if (!row.methods.split(',').map((m) => m.trim()).includes(method)) continue;
    const other = rows.find((r) => r.shopId === row.shopId && r.articleId !== row.articleId);
    if (other) return { shopId: row.shopId, offers: [{ offerId: row.offerId, articleId: row.articleId }, { offerId: other.offerId, articleId: other.articleId }] };
  }
  throw new Error(`no shop with two offers taking ${method}`);
}

/** Places an order of the offers through the checkout's form; the order page's path, number and signed token. */
async function placed(offerIds: number[], overrides: Record<string, string>) {
  const agent = shopperAgent(started.shop.origin);
  await addToCart(agent, started.shop.origin, '/Warenkorb', offerIds);
  const form = await agent.get('/Kasse').expect(200);
  const done = await agent.post('/Kasse').set('origin', started.shop.origin).type('form').send(filledForm(form.text, overrides)).expect(303);
  const page = done.headers.location!.replace('&placed=1', '');
  return { agent, page, number: orderNumberOf(done.headers.location!), token: new URL(page, started.shop.origin).searchParams.get('t')! };
}

const reviewCall = (number: string, body: Record<string, unknown>) => createMarketplace(started.shop.db).handle({
  method: 'POST', path: `/orders/${number}/reviews`, query: {}, headers: {}, body: { rating: 5, text: 'Top Teil.', author: 'Henrike', ...body },
});

test('a line the shop refused is never offered for a review nor taken as a verified purchase; the delivered line of the same part is', async () => {
  const { shopId, offers } = await twoOffersOfOneShop('prepayment');
  const { agent, page, number, token } = await placed(offers.map((o) => o.offerId), {});
  const part = `${number}-1`;
  const titles = await started.shop.db.kysely.selectFrom('order_lines as l').innerJoin('order_shops as p', 'p.id', 'l.order_shop_id').select(['l.title', 'l.article_id']).where('p.number', '=', part).orderBy('l.id').execute();
  expect(titles.map((l) => l.article_id)).toEqual(offers.map((o) => o.articleId));
  const auth = { authorization: `Bearer ${await shopToken(started.shop.db, shopId)}` };
  const status = (body: object) => request(started.shop.origin).post(`/shop-orders/${shopId}/orders/${part}/status`).set(auth).send(body).expect(200);
  await bookTransferReceived(started.shop.db.kysely, part);
  await status({ status: 'refused', reason: 'nicht lieferbar', lines: [2] });
  await status({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567891' });
  await status({ status: 'delivered' });

  // The invitation names the delivered line only.
  const invitation = await started.mailbox.waitFor((m) => (m.subject ?? '') === `Bestellung ${number}: Wie gefällt Ihnen Ihr Artikel?`);
  expect(invitation.text).toContain(titles[0]!.title);
  expect(invitation.text).not.toContain(titles[1]!.title);
  // The order page asks for the delivered line's article only.
  const orderPage = (await agent.get(page).expect(200)).text;
  expect(orderPage).toContain(`name="articleId" value="${offers[0]!.articleId}"`);
  expect(orderPage).not.toContain(`name="articleId" value="${offers[1]!.articleId}"`);

  // Rating the refused line anyway: refused with its reason, in the shopper's language on the page.
  const refusedCall = await reviewCall(number, { token, part, articleId: offers[1]!.articleId });
  expect(refusedCall.status).toBe(409);
  expect(refusedCall.body).toMatchObject({ error: 'not_received' });
  const fields = formOf(reviewFormOf(orderPage));
  const url = new URL(page, started.shop.origin);
  const sent = await agent.post(url.pathname + url.search).set('origin', started.shop.origin).type('form')
    .send({ ...fields, articleId: String(offers[1]!.articleId), rating: '5', text: 'Super!', author: 'Henrike' }).expect(409);
  expect(sent.text).toContain('Bewerten können Sie nur Artikel, die Sie erhalten haben');
  expect(await started.shop.db.kysely.selectFrom('article_reviews as r').innerJoin('order_shops as p', 'p.id', 'r.order_shop_id').select('r.id').where('p.number', '=', part).execute()).toEqual([]);

  // The delivered, paid line is rated as before.
  const kept = await reviewCall(number, { token, part, articleId: offers[0]!.articleId });
  expect(kept.status).toBe(201);
});

test('a shop\'s own order, on account, is no verified purchase: no invitation, no form, and a review refused', async () => {
  const { shopId, offers } = await twoOffersOfOneShop('invoice');
  const owner = await createStaff(started.shop.db.kysely, 'shop_owner', { shopId, email: `inhaber-${shopId}@teilehaus.example` });
  // The owner orders from the own shop as a guest, with the e-mail written a little differently.
  const { agent, page, number, token } = await placed([offers[0]!.offerId], { [`payment-${shopId}`]: 'invoice', email: owner.email.toUpperCase() });
  const part = `${number}-1`;
  const auth = { authorization: `Bearer ${await shopToken(started.shop.db, shopId)}` };
  const status = (body: object) => request(started.shop.origin).post(`/shop-orders/${shopId}/orders/${part}/status`).set(auth).send(body).expect(200);
  await status({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567892' });
  await status({ status: 'delivered' });

  expect((await agent.get(page).expect(200)).text).not.toContain('class="review-form"');
  const call = await reviewCall(number, { token, part, articleId: offers[0]!.articleId });
  expect(call.status).toBe(403);
  expect(call.body).toMatchObject({ error: 'own_shop' });
  // No invitation was queued for it (the mail is queued in the step's own transaction).
  const invitations = await started.shop.db.kysely.selectFrom('mail_queue as m').innerJoin('orders as o', 'o.id', 'm.order_id').select('m.id')
    .where('o.number', '=', number).where('m.kind', '=', 'review_invitation').execute();
  expect(invitations).toEqual([]);
});

test('a line withdrawn from after delivery is no longer offered for a review, nor taken', async () => {
  const { shopId, offers } = await twoOffersOfOneShop('prepayment');
  const { agent, page, number, token } = await placed(offers.map((o) => o.offerId), {});
  const part = `${number}-1`;
  const auth = { authorization: `Bearer ${await shopToken(started.shop.db, shopId)}` };
  const status = (body: object) => request(started.shop.origin).post(`/shop-orders/${shopId}/orders/${part}/status`).set(auth).send(body).expect(200);
  await bookTransferReceived(started.shop.db.kysely, part);
  await status({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567893' });
  await status({ status: 'delivered' });
  const order = await started.shop.db.kysely.selectFrom('orders').select('id').where('number', '=', number).executeTakeFirstOrThrow();
  expect((await withdraw(started.shop.db.kysely, order.id, { partNumber: part, lines: [2], name: 'Henrike Quellenberg', email: 'henrike.quellenberg@example.org' })).ok).toBe(true);

  const orderPage = (await agent.get(page).expect(200)).text;
  expect(orderPage).toContain(`name="articleId" value="${offers[0]!.articleId}"`);
  expect(orderPage).not.toContain(`name="articleId" value="${offers[1]!.articleId}"`);
  const call = await reviewCall(number, { token, part, articleId: offers[1]!.articleId });
  expect(call.status).toBe(409);
  expect(call.body).toMatchObject({ error: 'not_received' });
});

test('the people of a shop offering the article cannot rate it, though they bought it from another shop and paid', async () => {
  const k = started.shop.db.kysely;
  // An article two shops offer; its buyer works for the second and buys from the first.
  const rows = await k.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'DE'))
    .select(['o.id as offerId', 'o.article_id as articleId', 's.id as shopId', 's.payment_methods as methods']).where('o.stock', '>=', 10).orderBy('o.id').execute();
  const seller = rows.find((row) => row.methods.includes('prepayment') && rows.some((other) => other.articleId === row.articleId && other.shopId !== row.shopId))!;
  const rival = rows.find((row) => row.articleId === seller.articleId && row.shopId !== seller.shopId)!;
  const staff = await createStaff(k, 'shop_staff', { shopId: rival.shopId, email: `lager-${rival.shopId}@wettbewerb.example` });
  const { page, number, token, agent } = await placed([seller.offerId], { email: staff.email });
  const part = `${number}-1`;
  const auth = { authorization: `Bearer ${await shopToken(started.shop.db, seller.shopId)}` };
  const status = (body: object) => request(started.shop.origin).post(`/shop-orders/${seller.shopId}/orders/${part}/status`).set(auth).send(body).expect(200);
  await bookTransferReceived(k, part);
  await status({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567894' });
  await status({ status: 'delivered' });

  expect((await agent.get(page).expect(200)).text).not.toContain('class="review-form"');
  const call = await reviewCall(number, { token, part, articleId: seller.articleId });
  expect(call.status).toBe(403);
  expect(call.body).toMatchObject({ error: 'own_shop' });
});
