/** The marketplace over HTTP takes a call's body up to the call's own bound: a review's photos pass, another call's large body does not. */
import express from 'express';
import request from 'supertest';
import { marketplaceRouter } from '../../server/marketplace/http/router';

const app = express().use(marketplaceRouter({ handle: async (sent) => ({ status: 200, body: { bytes: JSON.stringify(sent.body ?? null).length } }) }));
const photos = ['a'.repeat(40_000)];

test('a review with a photo reaches the marketplace; a form-sized call\'s large body is refused', async () => {
  const review = await request(app).post('/orders/SP-261128-ABCDEF/reviews').send({ rating: 5, photos }).expect(200);
  expect(review.body.bytes).toBeGreaterThan(40_000);
  await request(app).post('/orders/lookup').send({ number: 'x', email: 'a'.repeat(40_000) }).expect(413);
});
