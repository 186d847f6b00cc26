/**
 * The demo catalogue looks like a real parts catalogue: attributes that belong to each part type,
 * vehicles whose power, capacity and fuel go together, parts that fit a plausible group of
 * vehicles, several shops' offers spread around one price, delivery times that are the shops' own.
 * Checked on the seeded database, on both backends.
 */
import type { Database } from '../../server/marketplace/db/connection';
import { productCards } from '../../server/marketplace/catalogue/products';
import { findShop } from '../../server/marketplace/shops/repository';
import { deliveryWindow } from '../../contract/delivery-time';
import { createSeededDatabase } from '../support/seeded-db';

let db: Database;

interface ArticleRow { id: number; categoryId: number; type: string; criteria: Record<string, string> }
let articles: ArticleRow[];

beforeAll(async () => {
  db = createSeededDatabase();
  const rows = await db.kysely.selectFrom('articles as a')
    .innerJoin('category_texts as t', (join) => join.onRef('t.category_id', '=', 'a.category_id').on('t.lang_no', '=', 1))
    .select(['a.id', 'a.category_id as categoryId', 't.title as type', 'a.criteria']).orderBy('a.id').execute();
  articles = rows.map((row) => ({
    id: row.id, categoryId: row.categoryId, type: row.type,
    criteria: Object.fromEntries((row.criteria ? JSON.parse(row.criteria) as { key: string; value: string }[] : []).map((c) => [c.key, c.value])),
  }));
});

const ofType = (pattern: RegExp) => articles.filter((article) => pattern.test(article.type));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('attributes by part type', () => {
  /** An attribute and the part types (German titles) that may carry it. */
  const BELONGS: [string, RegExp][] = [
    ['disc_type', /^Bremsscheiben$/], ['min_thickness', /^Bremsscheiben$/], ['bolt_holes', /^(Bremsscheiben|Radnabe)$/],
    ['diameter', /^(Bremsscheiben|Bremstrommel|Bremsbacken(satz)?|Bremskraftverstärker|Kupplungssatz|Kupplungsscheibe|Kupplungsdruckplatte|Zweimassenschwungrad|Zylinderkopfdichtung|Kolbenringe|Kühlerlüfter|Visko-Kupplung)$/],
    ['viscosity', /^Motoröl$/], ['heat_range', /^Zündkerzen$/], ['electrode_gap', /^Zündkerzen$/],
    ['lamp_type', /^(Glühlampe .*|Xenon-Brenner|LED-Lampe|Nebelscheinwerfer|Blinkleuchte)$/], ['cold_start_current', /^Starterbatterie$/], ['shock_type', /^(Stoßdämpfer|Sportfahrwerk)$/],
    ['wear_indicator', /^Bremsbeläge/], ['spanner_size', /^(Zündkerzen|Radschraube|Ölablassschraube)$/], ['blade_type', /^Scheibenwischer/], ['polarity', /^Starterbatterie$/],
  ];

  it('gives an attribute only to the part types it belongs to', () => {
    for (const [key, types] of BELONGS) {
      const strays = articles.filter((article) => key in article.criteria && !types.test(article.type)).map((article) => `${article.type}: ${key}`);
      expect(strays).toEqual([]);
    }
  });

  it('describes brake discs, pads, oil filters, oils, spark plugs and bulbs by their own measures', () => {
    const discs = ofType(/^Bremsscheiben$/);
    expect(discs.length).toBeGreaterThan(20);
    for (const { criteria } of discs) {
      expect(Number(criteria.diameter)).toBeGreaterThanOrEqual(200);
      // The largest production discs: 390 mm on an AMG GT 4-door, 420 mm ceramics on a Cayenne or 911 Turbo.
      expect(Number(criteria.diameter)).toBeLessThanOrEqual(420);
      expect(['ventilated', 'solid']).toContain(criteria.disc_type);
      // A ventilated disc has two friction rings: never thinner than 18 mm; a solid one at most 13 mm.
      expect(Number(criteria.thickness)).toBeGreaterThanOrEqual(criteria.disc_type === 'ventilated' ? 18 : 8);
      if (criteria.disc_type === 'solid') expect(Number(criteria.thickness)).toBeLessThanOrEqual(13);
    }
    for (const { criteria } of ofType(/^Bremsbeläge/)) {
      expect(Object.keys(criteria).sort()).toEqual(['fitting_position', 'height', 'thickness', 'wear_indicator', 'width']);
      expect(['with_contact', 'without_contact']).toContain(criteria.wear_indicator);
    }
    for (const { criteria } of ofType(/^Ölfilter$/)) expect(Number(criteria.height)).toBeGreaterThan(40);
    for (const { criteria } of ofType(/^Motoröl$/)) {
      expect(criteria.viscosity).toMatch(/^\d{1,2}W-\d{2}$/);
      expect(['1', '4', '5']).toContain(criteria.volume);
    }
    for (const { criteria } of ofType(/^Zündkerzen$/)) {
      expect(criteria.thread).toMatch(/^M1[24]x1\.25$/);
      expect(criteria.spanner_size).toBe(criteria.thread === 'M12x1.25' ? '14' : '16');
    }
    for (const { criteria } of ofType(/^Scheibenwischer/)) expect(['flat_blade', 'conventional']).toContain(criteria.blade_type);
    for (const { criteria } of ofType(/^Starterbatterie$/)) {
      expect(Object.keys(criteria).sort()).toEqual(['capacity', 'cold_start_current', 'polarity', 'technology', 'terminal_layout', 'voltage', 'weight']);
      expect(['standard', 'EFB', 'AGM']).toContain(criteria.technology);
      expect(['right_plus', 'left_plus']).toContain(criteria.polarity);
    }
    for (const { criteria } of ofType(/^Glühlampe Hauptscheinwerfer$/)) expect(criteria.lamp_type).toMatch(/^(H\d+|D\d[SR])$/);
  });

  it('gives the articles of every part type facts of their own, beyond their fitting position', () => {
    const bare = new Set(articles.filter((article) => Object.keys(article.criteria).filter((key) => key !== 'fitting_position').length === 0).map((article) => article.type));
    expect([...bare]).toEqual([]);
  });

  it('names an article by brand, part type and its key facts in the catalogue language', async () => {
    const disc = ofType(/^Bremsscheiben$/)[0]!;
    const [german] = await productCards(db.kysely, [disc.id], 1, 'DE');
    const [french] = await productCards(db.kysely, [disc.id], 6, 'FR');
    const word = { de: disc.criteria.disc_type === 'ventilated' ? 'belüftet' : 'voll', fr: disc.criteria.disc_type === 'ventilated' ? 'ventilé' : 'plein' };
    expect(german!.title).toBe(`${german!.manufacturer.name} Bremsscheiben Ø\u00a0${disc.criteria.diameter}\u00a0mm ${word.de}`);
    expect(french!.title).toBe(`${french!.manufacturer.name} Disques de frein Ø\u00a0${disc.criteria.diameter}\u00a0mm ${word.fr}`);
  });
});

describe('vehicles', () => {
  it('are the vehicle base\'s types as the makers state them: the Golf VII 2.0 TDI of 150 PS is a 1,968 cm³ diesel of 2012-2020', async () => {
    const golf = await db.kysely.selectFrom('models').select(['full_name as name', 'ps', 'kw', 'ccm', 'fuel', 'production_year_start as from', 'production_year_end as to'])
      .where('full_name', '=', 'VW Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5) 2.0 TDI').where('kw', '=', 110).execute();
    expect(golf).toEqual([{ name: 'VW Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5) 2.0 TDI', ps: 150, kw: 110, ccm: 1968, fuel: 'diesel', from: 2012, to: 2020 }]);
    // Electric cars with their real peak power: the e-Golf's 100 kW, not a 30-minute rating.
    const eGolf = await db.kysely.selectFrom('models').select('kw').where('full_name', 'like', 'VW Golf VII % e-Golf').execute();
    expect(eGolf.map((m) => m.kw)).toContain(100);
    const electric = await db.kysely.selectFrom('models').select('ccm').where('fuel', '=', 'electric').execute();
    expect(electric.length).toBeGreaterThan(50);
    expect(electric.filter((m) => m.ccm !== 0)).toEqual([]);
  });

  it('give a city car a small engine and a 911 no small engine', async () => {
    const series = async (make: string, family: string) => db.kysely.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id')
      .innerJoin('series_families as f', 'f.id', 's.series_family_id').innerJoin('manufacturers as mk', 'mk.id', 'm.manufacturer_id')
      .select(['m.full_name as name', 'm.ps', 'm.ccm']).where('mk.name', '=', make).where('f.name', '=', family).execute();
    const city = [...await series('VW', 'up!'), ...await series('Fiat', 'Panda'), ...await series('Toyota', 'Aygo')];
    expect(city.length).toBeGreaterThan(3);
    for (const model of city) expect([model.name, model.ps <= 120 && model.ccm <= 1400]).toEqual([model.name, true]);
    const porsche = await series('Porsche', '911');
    expect(porsche.length).toBeGreaterThan(10);
    for (const model of porsche) expect([model.name, model.ps >= 280 && model.ccm >= 2900]).toEqual([model.name, true]);
  });

  it('are built within their series\' years', async () => {
    const outside = await db.kysely.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').select('m.full_name')
      .where((eb) => eb.or([
        eb('m.production_year_start', '<', eb.ref('s.production_year_start')),
        eb.and([eb('s.production_year_end', 'is not', null), eb('m.production_year_end', '>', eb.ref('s.production_year_end'))]),
        eb.and([eb('m.production_year_end', 'is not', null), eb('m.production_year_end', '<', eb.ref('m.production_year_start'))]),
      ])).execute();
    expect(outside).toEqual([]);
  });
});

describe('fitment', () => {
  const fitted = async (categoryId: number) => {
    const rows = await db.kysely.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id').innerJoin('models as m', 'm.id', 'f.model_id')
      .leftJoin('vehicle_type_facts as v', 'v.model_id', 'm.id')
      .select(['a.id', 'm.manufacturer_id as make', 'm.series_id as series', 'v.platform', 'v.front_disc_mm as disc', 'm.ps', 'm.fuel']).where('a.category_id', '=', categoryId).execute();
    const byArticle = new Map<number, typeof rows>();
    for (const row of rows) byArticle.set(row.id, [...(byArticle.get(row.id) ?? []), row]);
    return [...byArticle.values()];
  };
  const categoryOf = (title: string) => ofType(new RegExp(`^${title}$`))[0]!.categoryId;

  it('fits a brake disc to the cars of one platform that leave the factory with its size, never across platforms', async () => {
    const groups = await fitted(categoryOf('Bremsscheiben'));
    expect(groups.length).toBeGreaterThan(20);
    for (const models of groups) {
      // Cars of the vehicle base share a disc by platform; a listed car without one only within its own model.
      // A named platform is shared across a group's makes (MQB); a one-letter name is its make's own.
      const platforms = new Set(models.map((m) => (m.platform ? (m.platform.length >= 3 ? m.platform : `${m.make}/${m.platform}`) : `series ${m.series}`)));
      expect([models[0]!.id, platforms.size]).toEqual([models[0]!.id, 1]);
      const power = models.filter((m) => m.fuel !== 'electric').map((m) => m.ps);
      if (power.length > 1) expect(Math.max(...power) / Math.min(...power)).toBeLessThanOrEqual(3.5);
    }
    expect(Math.max(...groups.map((models) => models.length))).toBeGreaterThanOrEqual(10);
  });

  it('fits spark plugs to petrol engines and glow plugs to diesels only', async () => {
    // Hybrids and gas-fuelled cars have petrol engines with spark plugs; no electric car has either.
    for (const models of await fitted(categoryOf('Zündkerzen'))) for (const { fuel } of models) expect(['petrol', 'hybrid', 'plugin-hybrid', 'lpg', 'cng', 'ethanol']).toContain(fuel);
    for (const models of await fitted(categoryOf('Glühkerzen'))) for (const { fuel } of models) expect(['diesel', 'diesel-hybrid', 'diesel-plugin-hybrid']).toContain(fuel);
  });
});

describe('offers', () => {
  it('come from several shops per article, priced around one list price', async () => {
    const offers = await db.kysely.selectFrom('offers').select(['article_id as articleId', 'shop_id as shopId', 'price_cents as cents']).execute();
    const byArticle = new Map<number, { shopId: number; cents: number }[]>();
    for (const offer of offers) byArticle.set(offer.articleId, [...(byArticle.get(offer.articleId) ?? []), offer]);
    for (const [articleId, list] of byArticle) {
      expect([articleId, new Set(list.map((o) => o.shopId)).size]).toEqual([articleId, list.length]);
      const prices = list.map((o) => o.cents);
      // The same article from several shops: the dearest at most 1.5 times the cheapest.
      expect([articleId, Math.max(...prices) / Math.min(...prices) <= 1.5]).toEqual([articleId, true]);
    }
    expect(median([...byArticle.values()].map((list) => list.length))).toBeGreaterThanOrEqual(3);
  });

  it('cost what such parts cost: discs up to 330 mm 20-90 EUR, spark plugs 3-15 EUR, engine oil 20-70 EUR for 4 or 5 litres', async () => {
    const prices = async (ids: number[]) => (await db.kysely.selectFrom('offers').select('price_cents as cents').where('article_id', 'in', ids).execute()).map((o) => o.cents / 100);
    const within = (values: number[], [low, high]: [number, number]) => values.filter((v) => v >= low && v <= high).length / values.length;
    // A performance car's 350-400 mm disc costs hundreds: the band is the everyday car's disc.
    const discs = await prices(ofType(/^Bremsscheiben$/).filter((a) => Number(a.criteria.diameter) <= 330).map((a) => a.id));
    const plugs = await prices(ofType(/^Zündkerzen$/).map((a) => a.id));
    const oils = await prices(ofType(/^Motoröl$/).filter((a) => a.criteria.volume !== '1').map((a) => a.id));
    for (const [name, values, [low, high]] of [['discs', discs, [20, 90]], ['plugs', plugs, [3, 15]], ['oils', oils, [20, 70]]] as [string, number[], [number, number]][]) {
      expect(values.length).toBeGreaterThan(5);
      const m = median(values);
      // A dear brand at a dear shop may sit a little outside; most offers are within.
      expect([name, m >= low && m <= high, within(values, [low, high]) >= 0.9]).toEqual([name, true, true]);
    }
  });

  it('state the delivery time the shop\'s page states for each country', async () => {
    const shops = await db.kysely.selectFrom('shops').select('id').execute();
    for (const { id } of shops) {
      const shop = (await findShop(db.kysely, String(id), 1, { editionCountry: 'DE', deliveryCountry: 'DE', provider: [] }))!;
      const offers = await db.kysely.selectFrom('offers').select('delivery_days as days').distinct().where('shop_id', '=', id).execute();
      if (!offers.length) continue;
      for (const row of shop.shipping) {
        const page = deliveryWindow(shop.dispatchDays!, { min: row.deliveryDaysMin, max: row.deliveryDaysMax });
        for (const offer of offers) expect(deliveryWindow(offer.days, { min: row.deliveryDaysMin, max: row.deliveryDaysMax })).toEqual(page);
      }
    }
  });
});
