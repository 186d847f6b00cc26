/**
 * The commerce data layer on both backends: the same small marketplace (three shops, four
 * articles, one vehicle) written with Kysely into a migrated SQLite file and into a throwaway
 * PostgreSQL cluster, then the cart, offers, product cards, listing, sitemap, cross-selling, the
 * categories with parts for the vehicle and reviews read through the marketplace's own functions.
 * Each answer must be the same on both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { addToCart, cartLines, countUnits, replaceOffer, setQuantity, MAX_QUANTITY } from '../../server/marketplace/cart/repository';
import { buildCartData } from '../../server/marketplace/cart/cart-data';
import { optimiseCart } from '../../server/marketplace/cart/optimise-cart';
import { unavailableLines } from '../../server/marketplace/cart/unavailable';
import { categoryListing } from '../../server/marketplace/catalogue/listing';
import { buildNavigation } from '../../server/marketplace/catalogue/navigation';
import { categoriesWithParts } from '../../server/marketplace/fitment/categories';
import { productCards } from '../../server/marketplace/catalogue/products';
import { NO_FILTERS } from '../../server/marketplace/catalogue/filters';
import { requestContext } from '../../server/marketplace/session/context';
import { bestOffers, boughtTogether, complementArticles } from '../../server/marketplace/cross-selling/repository';
import { openDatabase, type Database, type Db } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { offersForArticle } from '../../server/marketplace/offers/repository';
import { latestReviewsWithComment, organisationRating } from '../../server/marketplace/reviews/repository';
import { articlePage, countListings, listingPage, vehiclePages } from '../../server/marketplace/sitemap/repository';
import { fittingVehicles, originalParts } from '../../server/marketplace/articles/repository';
import { postgresInstalled, postgresForFile, type FilePostgres } from '../support/file-postgres';
import { tempDir } from '../support/temp-dir';
import { SELLER } from '../support/seller';

jest.setTimeout(120_000);

interface Shop {
  name: string;
  shippingCents: number;
  freeFromCents: number | null;
}

async function fill(db: Db) {
  const now = '2026-11-01T10:00:00.000Z';
  const maker = await db.insertInto('manufacturers').values({ name: 'VW', slug: 'vw', seo_name: 'VW' }).returning('id').executeTakeFirstOrThrow();
  const family = await db.insertInto('series_families').values({ manufacturer_id: maker.id, name: 'Golf', slug: 'golf' }).returning('id').executeTakeFirstOrThrow();
  const page = await db
    .insertInto('series_pages')
    .values({ manufacturer_id: maker.id, series_family_id: family.id, name: 'Golf IV', slug: 'vw-golf-iv' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const series = await db
    .insertInto('series')
    .values({ manufacturer_id: maker.id, series_family_id: family.id, series_page_id: page.id, name: 'Golf IV', slug: 'vw-golf-iv', production_year_start: 1997, production_year_end: 2003 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const model = await db
    .insertInto('models')
    .values({ series_id: series.id, manufacturer_id: maker.id, series_page_id: page.id, name: '1.6', full_name: 'VW Golf IV 1.6', ps: 101, kw: 74, ccm: 1595, production_year_start: 1997, production_year_end: 2003 })
    .returning('id')
    .executeTakeFirstOrThrow();

  const root = await db.insertInto('categories').values({ parent_id: null, top_parent_id: 0, level: 1, is_leaf: 0 }).returning('id').executeTakeFirstOrThrow();
  await db.updateTable('categories').set({ top_parent_id: root.id }).where('id', '=', root.id).execute();
  const leaf = async (title: string, sortOrder: number) => {
    const row = await db
      .insertInto('categories')
      .values({ parent_id: root.id, top_parent_id: root.id, level: 2, is_leaf: 1, sort_order: sortOrder })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('category_texts').values({ category_id: row.id, lang_no: 1, title, seo_alias: title }).execute();
    return row.id;
  };
  await db.insertInto('category_texts').values({ category_id: root.id, lang_no: 1, title: 'Bremsanlage', seo_alias: 'Bremsanlage' }).execute();
  const discs = await leaf('Bremsscheiben', 1);
  const pads = await leaf('Bremsbeläge', 2);
  await db.insertInto('category_complements').values({ category_id: discs, complement_id: pads, weight: 10 }).execute();

  const bosch = await db.insertInto('brands').values({ name: 'Bosch', slug: 'bosch', seo_name: 'Bosch' }).returning('id').executeTakeFirstOrThrow();
  const ate = await db.insertInto('brands').values({ name: 'ATE', slug: 'ate', seo_name: 'ATE' }).returning('id').executeTakeFirstOrThrow();
  const article = async (brandId: number, categoryId: number, number: string, popularity: number) =>
    (
      await db
        .insertInto('articles')
        .values({ brand_id: brandId, category_id: categoryId, article_number: number, norm_number: number.replace(/\W/g, ''), popularity })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const disc = await article(bosch.id, discs, '0 986 479 001', 50);
  const pad = await article(ate.id, pads, '13.0460-2782.2', 40);
  const otherPad = await article(bosch.id, pads, '0 986 494 002', 30);
  // Beside the brakes: spark plugs listed for no vehicle of the fixture, and oils, which fit every vehicle.
  const section = async (title: string, isUniversal: number) => {
    const top = await db.insertInto('categories').values({ parent_id: null, top_parent_id: 0, level: 1, is_leaf: 0, is_universal: isUniversal, sort_order: 2 }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('categories').set({ top_parent_id: top.id }).where('id', '=', top.id).execute();
    await db.insertInto('category_texts').values({ category_id: top.id, lang_no: 1, title, seo_alias: title }).execute();
    return top.id;
  };
  const ignition = await section('Zündanlage', 0);
  const plugs = (await db.insertInto('categories').values({ parent_id: ignition, top_parent_id: ignition, level: 2, is_leaf: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('category_texts').values({ category_id: plugs, lang_no: 1, title: 'Zündkerzen', seo_alias: 'Zuendkerzen' }).execute();
  await article(bosch.id, plugs, '0 242 235 666', 20);
  const fluids = await section('Öle und Flüssigkeiten', 1);
  const oils = (await db.insertInto('categories').values({ parent_id: fluids, top_parent_id: fluids, level: 2, is_leaf: 1, is_universal: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('category_texts').values({ category_id: oils, lang_no: 1, title: 'Motoröl', seo_alias: 'Motoroel' }).execute();
  await db.insertInto('fitment').values([{ model_id: model.id, article_id: disc }, { model_id: model.id, article_id: pad }]).execute();
  await db.insertInto('oe_numbers').values({ article_id: disc, manufacturer_id: maker.id, oe_number: '1J0 615 301', norm_number: '1J0615301' }).execute();

  const shops: Record<string, number> = {};
  const list: Shop[] = [
    { name: 'Teilehaus', shippingCents: 490, freeFromCents: 5000 },
    { name: 'Autoparts', shippingCents: 590, freeFromCents: null },
    { name: 'Bremsenwelt', shippingCents: 390, freeFromCents: 3000 },
  ];
  for (const [i, shop] of list.entries()) {
    const row = await db.insertInto('shops').values({ name: shop.name, slug: shop.name.toLowerCase(), rating: 4.8 - i * 0.3, ...SELLER }).returning('id').executeTakeFirstOrThrow();
    shops[shop.name] = row.id;
    await db
      .insertInto('shop_shipping')
      .values({ shop_id: row.id, country: 'DE', cost_cents: shop.shippingCents, free_from_cents: shop.freeFromCents, delivery_days_min: 1, delivery_days_max: 3 })
      .execute();
  }
  const offer = async (articleId: number, shop: string, price: number, stock = 5) =>
    (await db.insertInto('offers').values({ article_id: articleId, shop_id: shops[shop]!, price_cents: price, stock }).returning('id').executeTakeFirstOrThrow()).id;
  const offers = {
    discA: await offer(disc, 'Teilehaus', 4990),
    discB: await offer(disc, 'Autoparts', 4490),
    discC: await offer(disc, 'Bremsenwelt', 5290),
    padA: await offer(pad, 'Teilehaus', 2990),
    padC: await offer(pad, 'Bremsenwelt', 2490),
    otherPadB: await offer(otherPad, 'Autoparts', 1990, 0),
  };
  const session = async (id: string) => db.insertInto('sessions').values({ id, created_at: now, last_seen_at: now }).execute();
  for (const sid of ['s1', 's2', 's3', 's4']) await session(sid);

  await db.insertInto('organisation_rating').values({ id: 1, name: 'Spareo', rating_value: 4.7, review_count: 3 }).execute();
  await db
    .insertInto('organisation_reviews')
    .values([
      { lang_no: 1, rating: 5, comment: ' Schnell geliefert ', author: 'Anna', created_at: '2026-10-01T08:00:00.000Z' },
      { lang_no: 1, rating: 4, comment: '   ', author: 'Ben', created_at: '2026-10-02T08:00:00.000Z' },
      { lang_no: 4, rating: 5, comment: 'Parfait', author: 'Chloé', created_at: '2026-10-03T08:00:00.000Z' },
    ])
    .execute();
  return { model: model.id, discs, pads, root: root.id, ignition, plugs, fluids, oils, disc, pad, otherPad, shops, offers, maker: maker.id, page: page.id };
}

type Fixture = Awaited<ReturnType<typeof fill>>;

/** Everything the marketplace's commerce functions answer for the fixture, as plain data. */
async function answers(db: Db, f: Fixture) {
  const out: Record<string, unknown> = {};
  // Cart line ids by first appearance: PostgreSQL's identity spends a number on an insert that met a conflict.
  const ordinals = new Map<number, string>();
  const line = (id: number) => {
    if (!ordinals.has(id)) ordinals.set(id, `line ${ordinals.size + 1}`);
    return ordinals.get(id)!;
  };
  const added = async (outcome: Promise<Awaited<ReturnType<typeof addToCart>>>) => {
    const result = await outcome;
    return result.ok ? { ...result, lineId: line(result.lineId) } : result;
  };
  // Two adds of the same offer meet in one line; the sum stops at the maximum.
  out.firstAdd = await added(addToCart(db, 's1', f.offers.discA, null, 1));
  out.secondAdd = await added(addToCart(db, 's1', f.offers.discA, null, 2));
  out.withModel = await added(addToCart(db, 's1', f.offers.discA, f.model, 1));
  out.clamped = await added(addToCart(db, 's1', f.offers.padA, null, 98));
  out.clampedAgain = await added(addToCart(db, 's1', f.offers.padA, null, 5));
  out.units = await countUnits(db, 's1');
  const lines = await cartLines(db, 's1', 'DE', 1);
  const cart = buildCartData(lines, 'DE');
  out.cart = { ...cart, cartArticles: cart.cartArticles.map((a) => ({ ...a, id: line(a.id) })), cartShops: cart.cartShops.map((g) => ({ ...g, articles: g.articles.map((a) => ({ ...a, id: line(a.id) })) })) };
  const optimised = await optimiseCart(db, 's1', 'DE', 1);
  out.optimised = {
    ...optimised,
    elapsedMs: 0,
    groups: optimised.groups.map((g) => ({ ...g, moves: g.moves.map((m) => ({ ...m, lineId: line(m.lineId) })) })),
    undeliverableLineIds: optimised.undeliverableLineIds.map(line),
  };
  // Moving the model line onto the plain line's offer merges nothing (different vehicle); onto its own offer keeps it.
  const modelLine = lines.find((l) => l.model_id === f.model)!;
  out.moved = (await replaceOffer(db, 's1', modelLine.id, f.offers.discB)) === modelLine.id;
  const plainDisc = lines.find((l) => l.model_id === null && l.offer_id === f.offers.discA)!;
  await addToCart(db, 's1', f.offers.discB, null, 1);
  const merged = await replaceOffer(db, 's1', plainDisc.id, f.offers.discB);
  out.mergedInto = (await cartLines(db, 's1', 'DE', 1)).map((l) => [l.offer_id === f.offers.discB, l.model_id === f.model, l.quantity, l.id === merged]);
  out.zeroDeletes = await setQuantity(db, 's1', merged!, 0);
  out.unitsAfter = await countUnits(db, 's1');

  // Carts of other sessions: the disc and the pad bought together twice.
  for (const sid of ['s2', 's3']) {
    await addToCart(db, sid, f.offers.discB, null, 1);
    await addToCart(db, sid, f.offers.padC, null, 1);
  }
  out.together = await boughtTogether(db, f.disc, null, 'DE', 1, 5);
  out.complements = await complementArticles(db, f.discs, 0, f.model, 'DE', 1, 10);
  out.bestOffers = [...(await bestOffers(db, [f.disc, f.pad, f.otherPad], 'DE', f.shops.Bremsenwelt!)).entries()].sort((a, b) => a[0] - b[0]);

  out.offers = (await offersForArticle(db, f.disc, { editionCountry: 'DE', deliveryCountry: 'DE', provider: [] })).offers;
  out.offersFR = (await offersForArticle(db, f.disc, { editionCountry: 'DE', deliveryCountry: 'FR', provider: [] })).offers;
  out.cards = await productCards(db, [f.pad, f.disc, f.otherPad], 1, 'DE');
  const listing = (extra: Partial<Parameters<typeof categoryListing>[1]> = {}) =>
    categoryListing(db, { categoryId: f.root, filters: NO_FILTERS, page: 1, pageSize: 20, sort: 'popularity', langNo: 1, deliveryCountry: 'DE', ...extra });
  out.listing = await listing();
  out.listingPriceAsc = (await listing({ sort: 'price-asc' }))?.spareParts.map((p) => p.id);
  out.listingPriceDesc = (await listing({ sort: 'price-desc' }))?.spareParts.map((p) => p.id);
  out.listingModel = (await listing({ modelId: String(f.model) }))?.spareParts.map((p) => p.id);
  out.listingMaker = (await listing({ manufacturerId: f.maker, filters: { brandIds: [], deliveryCountry: 'DE', inStock: true } }))?.resultCount;
  out.navigation = await buildNavigation(db, requestContext({}), { vehicleModelId: String(f.model) });
  out.modelCategories = await categoriesWithParts(db, f.model);
  out.universalCategories = await categoriesWithParts(db, null);
  out.vehicles = await fittingVehicles(db, f.disc, 10);
  out.originalParts = await originalParts(db, f.disc);
  out.sitemapArticles = await articlePage(db, 0, 10);
  out.sitemapVehicles = await vehiclePages(db);
  for (const kind of ['model', 'series', 'manufacturer', 'brand'] as const) out[`listings-${kind}`] = [await countListings(db, kind), await listingPage(db, kind, 0, 10)];
  out.rating = await organisationRating(db);
  out.reviews = await latestReviewsWithComment(db, 1);

  // A withdrawn offer: the line stays, unavailable, with the cheapest other shop's offer.
  await addToCart(db, 's4', f.offers.discC, null, 1);
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('withdrawn_offers').values({ offer_id: f.offers.discC, article_id: f.disc, shop_id: f.shops.Bremsenwelt!, price_cents: 5290, withdrawn_at: '2026-11-02T00:00:00.000Z' }).execute();
    await tx.deleteFrom('offers').where('id', '=', f.offers.discC).execute();
  });
  out.unavailable = (await unavailableLines(db, 's4', 'DE', 1)).map((u) => ({ ...u, id: line(u.id) }));
  return out;
}

/** Row ids are the same on both backends (cart lines aside, numbered above); answers are compared whole. */
describe('commerce reads and writes on SQLite and PostgreSQL', () => {
  const dir = tempDir('spareo-commerce-backends-');
  const opened: Database[] = [];
  let cluster: FilePostgres | null = null;

  afterAll(async () => {
    for (const db of opened) await db.shut();
    cluster?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function run(location: string) {
    const database = openDatabase(location);
    opened.push(database);
    await migrate(database);
    const fixture = await fill(database.kysely);
    return { fixture, answers: await answers(database.kysely, fixture) };
  }

  let sqlite: Awaited<ReturnType<typeof run>>;

  test('SQLite answers as the shop expects', async () => {
    sqlite = await run(path.join(dir, 'commerce.db'));
    const a = sqlite.answers;
    expect(a.firstAdd).toMatchObject({ ok: true, quantity: 1 });
    expect(a.secondAdd).toMatchObject({ ok: true, quantity: 3, lineId: (a.firstAdd as { lineId: string }).lineId });
    expect((a.withModel as { lineId: string }).lineId).not.toBe((a.firstAdd as { lineId: string }).lineId);
    expect(a.clampedAgain).toMatchObject({ quantity: MAX_QUANTITY });
    expect(a.units).toBe(3 + 1 + MAX_QUANTITY);
    expect(a.moved).toBe(true);
    expect(a.zeroDeletes).toBe(true);
    expect((a.offers as { shop: { name: string } }[]).map((o) => o.shop.name)).toEqual(['Teilehaus', 'Autoparts', 'Bremsenwelt']);
    expect(a.offersFR).toEqual([]);
    expect((a.cards as { id: number; inStock: boolean }[]).map((c) => [c.id, c.inStock])).toEqual([
      [sqlite.fixture.pad, true],
      [sqlite.fixture.disc, true],
      [sqlite.fixture.otherPad, false],
    ]);
    expect((a.together as { id: number }[]).map((r) => r.id)).toEqual([sqlite.fixture.pad]);
    expect(a.listingPriceAsc).toEqual([sqlite.fixture.otherPad, sqlite.fixture.pad, sqlite.fixture.disc]);
    expect(a.listingModel).toEqual([sqlite.fixture.disc, sqlite.fixture.pad]);
    expect(a.listingMaker).toBe(2);
    // The model's page offers the brakes and the oils, not the spark plugs no article of which fits it.
    const f = sqlite.fixture;
    expect(a.modelCategories).toEqual([f.root, f.discs, f.pads, f.fluids, f.oils].sort((x, y) => x - y));
    expect(a.universalCategories).toEqual([f.fluids, f.oils].sort((x, y) => x - y));
    expect((a.reviews as { comment: string }[]).map((r) => r.comment)).toEqual(['Schnell geliefert']);
    expect((a.unavailable as { replacement: { shopName: string } }[])[0]?.replacement?.shopName).toBe('Autoparts');
    expect((a.optimised as { saving: number }).saving).toBeGreaterThan(0);
  });

  const onPostgres = postgresInstalled() ? test : test.skip;
  onPostgres('PostgreSQL answers exactly as SQLite does', async () => {
    cluster = postgresForFile();
    const postgres = await run(await cluster.createDatabase('commerce'));
    expect(postgres.fixture).toEqual(sqlite.fixture);
    for (const [name, answer] of Object.entries(sqlite.answers)) expect([name, postgres.answers[name]]).toEqual([name, answer]);
  });
});
