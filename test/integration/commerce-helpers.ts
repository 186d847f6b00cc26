/** Shared set-up for the commerce integration tests: the marketplace over HTTP on a seeded copy, plus fixtures. */
import express from 'express';
import request from 'supertest';
import type { Database, Db } from '../../server/marketplace/db/connection';
import { createMarketplace } from '../../server/marketplace/index';
import { marketplaceRouter } from '../../server/marketplace/http/router';
import { SELLER } from '../support/seller';

export function marketplaceApp(db: Database) {
  const app = express();
  app.use('/api', marketplaceRouter(createMarketplace(db, undefined, (error) => console.error(error))));
  return app;
}

export async function newSession(app: express.Express): Promise<string> {
  const answer = await request(app).get('/api/session').expect(200);
  return answer.body.sid as string;
}

/**
 * Two shops with known shipping to DE and three articles, so sums and thresholds are exact:
 * shop A ships for 4.90, free from 50.00; shop B ships for 5.90, never free; neither ships to CH.
 */
export async function commerceFixture(db: Db) {
  const firstId = async (query: Promise<{ id: number } | undefined>) => (await query)!.id;
  const brandId = await firstId(db.selectFrom('brands').select('id').orderBy('id').limit(1).executeTakeFirst());
  const categoryId = await firstId(db.selectFrom('categories').select('id').where('is_leaf', '=', 1).orderBy('id').limit(1).executeTakeFirst());
  const modelId = await firstId(db.selectFrom('models').select('id').orderBy('id').limit(1).executeTakeFirst());
  const shop = (name: string, rating: number) =>
    firstId(db.insertInto('shops').values({ name, slug: name.toLowerCase().replace(/\W+/g, '-'), rating, review_count: 10, ...SELLER }).returning('id').executeTakeFirst());
  const shopA = await shop('Fixture Shop A', 4.6);
  const shopB = await shop('Fixture Shop B', 4.1);
  await db
    .insertInto('shop_shipping')
    .values([
      { shop_id: shopA, country: 'DE', cost_cents: 490, free_from_cents: 5000, delivery_days_min: 1, delivery_days_max: 2 },
      { shop_id: shopB, country: 'DE', cost_cents: 590, free_from_cents: null, delivery_days_min: 2, delivery_days_max: 3 },
    ])
    .execute();
  const article = (number: string) =>
    firstId(db.insertInto('articles').values({ brand_id: brandId, category_id: categoryId, article_number: number, norm_number: number.replace(/\W/g, '') }).returning('id').executeTakeFirst());
  const offer = (articleId: number, shopId: number, price: number, refund = 0) =>
    firstId(db.insertInto('offers').values({ article_id: articleId, shop_id: shopId, price_cents: price, refund_cents: refund, stock: 10, delivery_days: 1 }).returning('id').executeTakeFirst());
  const disc = await article('FX-100');
  const pad = await article('FX-200');
  const wiper = await article('FX-300');
  return {
    modelId,
    shopA,
    shopB,
    articles: { disc, pad, wiper },
    offers: {
      discA: await offer(disc, shopA, 4500),
      discB: await offer(disc, shopB, 4400),
      padA: await offer(pad, shopA, 650, 150),
      padB: await offer(pad, shopB, 600),
      wiperB: await offer(wiper, shopB, 1999),
    },
  };
}

export type CommerceFixture = Awaited<ReturnType<typeof commerceFixture>>;
