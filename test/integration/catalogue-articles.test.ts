import { createMarketplace, type Marketplace } from '../../server/marketplace/index';
import type { Database } from '../../server/marketplace/db/connection';
import type { ArticleDetail, ArticleOriginalParts, ArticleVehicles } from '../../contract/index';
import type { OfferList } from '../../contract/index';
import type { Shop } from '../../contract/index';
import { createSeededDatabase } from '../support/seeded-db';

let db: Database;
let market: Marketplace;
const call = async <T = any>(path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  (await market.handle({ method: 'GET', path, query, headers })) as { status: number; body: T };
let fitted: { articleId: number; modelId: number };

beforeAll(async () => {
  db = createSeededDatabase();
  market = createMarketplace(db);
  // The first fitted article that has attributes (a part type without any has none to show).
  fitted = await db.kysely.selectFrom('fitment').innerJoin('articles', 'articles.id', 'fitment.article_id').where('articles.criteria', 'is not', null)
    .select(['fitment.article_id as articleId', 'fitment.model_id as modelId']).orderBy('fitment.article_id').orderBy('fitment.model_id').limit(1).executeTakeFirstOrThrow();
});

describe('articles', () => {
  it('answers an article with criteria and de-duplicated documents', async () => {
    const { status, body } = await call<ArticleDetail>(`/Artikel/${fitted.articleId}`, { modelId: String(fitted.modelId) });
    expect(status).toBe(200);
    expect(body.id).toBe(fitted.articleId);
    expect(body.fitsModel).toBe(true);
    expect(body.criteria.length).toBeGreaterThan(0);
    const withDocs = await db.kysely
      .selectFrom('documents')
      .select('article_id as id')
      .groupBy('article_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .orderBy('article_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const docs = (await call<ArticleDetail>(`/Artikel/${withDocs.id}`)).body.documents;
    expect(new Set(docs.map((d) => d.docNo)).size).toBe(docs.length);
    expect(docs.every((d) => d.langNo === 1 || d.langNo === 255)).toBe(true);
  });

  it('lists the vehicles an article fits and says whether the chosen model is one', async () => {
    const { body } = await call<ArticleVehicles>(`/Artikel/${fitted.articleId}/Fahrzeuge`, { modelId: String(fitted.modelId) });
    expect(body.vehicles.map((v) => v.model.id)).toContain(fitted.modelId);
    expect(body.vehicleCount).toBe(body.vehicles.length);
    expect(body.fitsModel).toBe(true);
    expect((await call<ArticleVehicles>(`/Artikel/${fitted.articleId}/Fahrzeuge`, { modelId: '999999' })).body.fitsModel).toBe(false);
  });

  it('lists the original (OE) numbers an article replaces', async () => {
    const { body } = await call<ArticleOriginalParts>(`/Artikel/${fitted.articleId}/Originalteile`);
    expect(body.originalParts.length).toBeGreaterThan(0);
    expect(body.originalParts[0]).toEqual({ manufacturer: { id: expect.any(Number), name: expect.any(String) }, oeNumber: expect.any(String), normNumber: expect.stringMatching(/^[A-Z0-9]+$/) });
  });

  it('answers 404 for unknown and 400 for malformed ids', async () => {
    for (const path of ['/Artikel/99999999', '/Artikel/99999999/Fahrzeuge', '/Artikel/99999999/Originalteile']) expect((await call(path)).status).toBe(404);
    expect(await call('/Artikel/12x/Fahrzeuge')).toMatchObject({ status: 400, body: { field: 'id' } });
    expect(await call(`/Artikel/${fitted.articleId}`, { modelId: 'a-b' })).toMatchObject({ status: 400, body: { field: 'modelId' } });
  });
});

describe('offers GET /Angebote', () => {
  it('lists offers shipping to the delivery country, best-rated shop first, shipping included', async () => {
    const article = await db.kysely
      .selectFrom('offers')
      .select('article_id as id')
      .groupBy('article_id')
      .having((eb) => eb.fn.countAll(), '>=', 5)
      .orderBy('article_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { status, body } = await call<OfferList>('/Angebote', { sparePartId: String(article.id) }, { 'x-spareo-delivery-country': 'FR' });
    expect(status).toBe(200);
    expect(body.deliveryCountry).toBe('FR');
    const ratings = body.offers.map((o) => o.shop.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const offer of body.offers) {
      const shipping = await db.kysely
        .selectFrom('shop_shipping')
        .select(['cost_cents as cost', 'free_from_cents as freeFrom'])
        .where('shop_id', '=', offer.shop.id)
        .where('country', '=', 'FR')
        .executeTakeFirstOrThrow();
      expect(shipping).toBeTruthy();
      const expectedShipping = shipping.freeFrom !== null && offer.priceCents >= shipping.freeFrom ? 0 : shipping.cost;
      expect(offer.totalCents).toBe(offer.priceCents + expectedShipping);
    }
    // Shops that do not ship to Iceland drop out.
    const iceland = (await call<OfferList>('/Angebote', { sparePartId: String(article.id) }, { 'x-spareo-delivery-country': 'IS' })).body;
    expect(iceland.offers.length).toBeLessThanOrEqual(body.offers.length);
  });

  it('validates and 404s', async () => {
    expect(await call('/Angebote')).toMatchObject({ status: 400, body: { field: 'sparePartId' } });
    expect(await call('/Angebote', { sparePartId: '1', categoryId: 'x' })).toMatchObject({ status: 400, body: { field: 'categoryId' } });
    expect((await call('/Angebote', { sparePartId: '99999999' })).status).toBe(404);
    expect((await call('/Angebote/99999999')).status).toBe(404);
    const offer = await db.kysely.selectFrom('offers').select(['id', 'article_id as articleId']).where('stock', '>', 0).orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect((await call('/Angebote/' + offer.id)).body.sparePartId).toBe(offer.articleId);
  });
});

describe('shops', () => {
  it('answers a shop with terms and cancellation policy in the locale language', async () => {
    const list = (await call<{ shops: { slug: string; rating: number }[] }>('/shops')).body.shops;
    expect(list.length).toBeGreaterThanOrEqual(25);
    const slug = list[0]!.slug;
    const de = (await call<Shop>(`/shops/${slug}`)).body;
    const it = (await call<Shop>(`/shops/${slug}`, {}, { 'x-spareo-locale': 'it-IT' })).body;
    // The texts start with their first clause: the page and the mail give them their heading.
    expect(de.terms).toMatch(/^§ 1 Geltungsbereich/);
    expect(de.cancellationPolicy).toMatch(/^Sie haben das Recht, binnen vierzehn Tagen/);
    expect(it.terms).toMatch(/^Articolo 1: Le presenti condizioni/);
    expect(it.cancellationPolicy).toMatch(/^Hai il diritto di recedere/);
    expect(de.shipping.length).toBeGreaterThan(0);
    expect((await call('/shops/no-such-shop')).status).toBe(404);
    expect(await call('/shops/bad%20name')).toMatchObject({ status: 400, body: { field: 'shopName' } });
  });
});
