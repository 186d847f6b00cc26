/**
 * A buyer's reviews are their personal data (their first name beside what they wrote): the
 * export of an e-mail address lists them with their order, and an anonymised order's reviews no
 * longer carry the name (stars and words stay). Both backends.
 */
import { anonymiseOrders, exportPersonalData } from '../../server/marketplace/flows';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
afterAll(() => db.close());

async function orderWithReview(email: string, author: string) {
  const k = db.kysely;
  const now = new Date().toISOString();
  const shop = await k.selectFrom('shops').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  const article = await k.selectFrom('articles').select('id').orderBy('id').executeTakeFirstOrThrow();
  const suffix = email.slice(0, 3).toUpperCase().replace(/[^A-Z]/g, 'X');
  const { id: orderId } = await k.insertInto('orders').values({
    number: `SP-261127-REV${suffix}`, idempotency_key: `reviews-${email}`, locale: 'de-DE', delivery_country: 'DE', email, phone: null,
    delivery_address: JSON.stringify({ name: `${author} Roth`, street: 'Ringstraße 3', zip: '50667', city: 'Köln', country: 'DE' }),
    items_cents: 2000, shipping_cents: 0, total_cents: 2000, vat_cents: 319, page_url: 'http://127.0.0.1/x', created_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  const { id: partId } = await k.insertInto('order_shops').values({
    order_id: orderId, number: `SP-261127-REV${suffix}-1`, shop_id: shop.id, shop_name: shop.name, status: 'delivered', payment_method: 'invoice', payment_reference: 'R1',
    items_cents: 2000, shipping_cents: 0, total_cents: 2000, vat_rate_bp: 1900, vat_cents: 319, delivery_days_min: 1, delivery_days_max: 3,
    terms: '', cancellation_policy: '', terms_accepted_at: now, status_changed_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  await k.insertInto('article_reviews').values({ article_id: article.id, order_shop_id: partId, rating: 5, text: 'Passte sofort.', author, lang_no: 1, status: 'approved', created_at: now }).execute();
  return { orderId, partId };
}

test('the export lists the shopper\'s reviews with their order; anonymising the order unsigns them', async () => {
  const { orderId, partId } = await orderWithReview('ruth@example.de', 'Ruth');
  const other = await orderWithReview('kai@example.de', 'Kai');

  const exported = await exportPersonalData(db.kysely, 'ruth@example.de');
  expect(exported.orders).toHaveLength(1);
  expect(exported.orders[0]!.reviews).toEqual([expect.objectContaining({ part: 'SP-261127-REVRUT-1', rating: 5, text: 'Passte sofort.', author: 'Ruth', status: 'approved' })]);
  expect(JSON.stringify(exported)).not.toContain('Kai');

  expect(await anonymiseOrders(db.kysely, [orderId])).toBe(1);
  const review = await db.kysely.selectFrom('article_reviews').select(['author', 'rating', 'text']).where('order_shop_id', '=', partId).executeTakeFirstOrThrow();
  expect(review).toEqual({ author: '—', rating: 5, text: 'Passte sofort.' });
  // Another buyer's review keeps its name.
  expect((await db.kysely.selectFrom('article_reviews').select('author').where('order_shop_id', '=', other.partId).executeTakeFirstOrThrow()).author).toBe('Kai');
  expect(JSON.stringify(await exportPersonalData(db.kysely, 'ruth@example.de'))).not.toContain('Ruth');
});
