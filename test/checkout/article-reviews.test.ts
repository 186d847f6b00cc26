/**
 * Reviews from verified buyers: once the shop reports a part delivered, its buyer is invited by
 * mail and rates each article on the order page (stars and text); nothing shows until the desk
 * approves it; then the article page shows it with the average (the shop's star rule), the counts,
 * and schema.org markup. Only a delivered article, once; a rating the form cannot take comes back.
 */
import request from 'supertest';
import { addToCart, filledForm, formOf, orderNumberOf, shopperAgent } from './helpers';
import { offersFromShops, shopToken, checkoutShopWithMailbox } from './support';
import { approvedReviews, moderateReview } from '../../server/marketplace/reviews/article-reviews';
import { pathFor } from '../../server/web/routes/table';
import { bookTransferReceived } from '../support/transfer-booked';

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
  const fields = formOf(orderPage.text.slice(orderPage.text.indexOf('class="review-form"')));
  expect(fields.intent).toBe('review');
  // Without stars the form comes back with its reason; with them it is kept, once.
  const url = new URL(page, started.shop.origin);
  const refused = await agent.post(url.pathname + url.search).set('origin', started.shop.origin).type('form').send({ ...fields, text: 'Passt.', author: 'Henrike' }).expect(303);
  expect(refused.headers.location).toContain('reviewed=0');
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
