/** Shared set-up for the commerce integration tests: the marketplace over HTTP on a seeded copy, plus fixtures. */
import express from 'express';
import request from 'supertest';
import type { Database } from '../../server/marketplace/db/connection';
import { createMarketplace } from '../../server/marketplace/index';
import { marketplaceRouter } from '../../server/marketplace/http/router';

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
export function commerceFixture(db: Database) {
  const one = <T>(sql: string) => db.prepare(sql).get() as T;
  const brandId = one<{ id: number }>('SELECT id FROM brands LIMIT 1').id;
  const categoryId = one<{ id: number }>('SELECT id FROM categories WHERE is_leaf = 1 LIMIT 1').id;
  const modelId = one<{ id: number }>('SELECT id FROM models LIMIT 1').id;
  const shop = (name: string, rating: number) =>
    Number(db.prepare("INSERT INTO shops (name, slug, rating, review_count) VALUES (?, ?, ?, 10)").run(name, name.toLowerCase().replace(/\W+/g, '-'), rating).lastInsertRowid);
  const shopA = shop('Fixture Shop A', 4.6);
  const shopB = shop('Fixture Shop B', 4.1);
  db.prepare("INSERT INTO shop_shipping (shop_id, country, cost_cents, free_from_cents, delivery_days_min, delivery_days_max) VALUES (?, 'DE', 490, 5000, 1, 2)").run(shopA);
  db.prepare("INSERT INTO shop_shipping (shop_id, country, cost_cents, free_from_cents, delivery_days_min, delivery_days_max) VALUES (?, 'DE', 590, NULL, 2, 3)").run(shopB);
  const article = (number: string) =>
    Number(db.prepare('INSERT INTO articles (brand_id, category_id, article_number, norm_number) VALUES (?, ?, ?, ?)').run(brandId, categoryId, number, number.replace(/\W/g, '')).lastInsertRowid);
  const offer = (articleId: number, shopId: number, price: number, refund = 0) =>
    Number(db.prepare('INSERT INTO offers (article_id, shop_id, price_cents, refund_cents, stock, delivery_days) VALUES (?, ?, ?, ?, 10, 1)').run(articleId, shopId, price, refund).lastInsertRowid);
  const disc = article('FX-100');
  const pad = article('FX-200');
  const wiper = article('FX-300');
  return {
    modelId,
    shopA,
    shopB,
    articles: { disc, pad, wiper },
    offers: {
      discA: offer(disc, shopA, 4500),
      discB: offer(disc, shopB, 4400),
      padA: offer(pad, shopA, 650, 150),
      padB: offer(pad, shopB, 600),
      wiperB: offer(wiper, shopB, 1999),
    },
  };
}
