/** Seed step: articles with part numbers, OE cross references, documents, images, fitment and offers. */
import type { Db } from '../connection';
import { RowWriter } from './batches';
import { normalisePartNumber } from '../../search/part-number';
import type { SeededLeaf } from './categories';
import { type Rng, createRng, fillPattern, hashSeed, intBetween, weightedPicker } from './rng';
import type { SeedFeedWriter } from './offer-feeds';
import { partTypeOf, partCriteria } from './part-kinds';
import type { SeededBrand, SeededShop } from './shops';
import type { SeededModel, SeededSeries, SeededVehicles } from './vehicles';

export interface ArticleContext {
  leaves: SeededLeaf[];
  brands: SeededBrand[];
  shops: SeededShop[];
  vehicles: SeededVehicles;
  /** Offers are written to the shops' feed files, imported afterwards. */
  feeds: SeedFeedWriter;
}

const DOC_TYPES = ['datasheet', 'installation', 'certificate', 'manual'] as const;
const DOC_TITLES: Record<number, Record<(typeof DOC_TYPES)[number], string>> = {
  1: { datasheet: 'Datenblatt', installation: 'Einbauanleitung', certificate: 'Zertifikat', manual: 'Bedienungsanleitung' },
  6: { datasheet: 'Fiche technique', installation: 'Notice de montage', certificate: 'Certificat', manual: 'Mode d\'emploi' },
  7: { datasheet: 'Scheda tecnica', installation: 'Istruzioni di montaggio', certificate: 'Certificato', manual: 'Manuale' },
  8: { datasheet: 'Ficha técnica', installation: 'Instrucciones de montaje', certificate: 'Certificado', manual: 'Manual' },
  9: { datasheet: 'Gegevensblad', installation: 'Montagehandleiding', certificate: 'Certificaat', manual: 'Handleiding' },
  255: { datasheet: 'Datasheet', installation: 'Installation drawing', certificate: 'ECE R90', manual: 'Manual' },
};
const DOC_LANGS = [1, 6, 7, 8, 9, 255];

/** (key, value) integer pairs, collected in order and read back sorted by key (stable: values keep their order). */
class PairBuffer {
  private keys = new Int32Array(1 << 16);
  private values = new Int32Array(1 << 16);
  private length = 0;

  add(key: number, value: number): void {
    if (this.length === this.keys.length) {
      const keys = new Int32Array(this.keys.length * 2);
      keys.set(this.keys);
      this.keys = keys;
      const values = new Int32Array(this.values.length * 2);
      values.set(this.values);
      this.values = values;
    }
    this.keys[this.length] = key;
    this.values[this.length++] = value;
  }

  /** Counting sort on the key; values were added ascending, so each key's values stay ascending. */
  *sorted(): Generator<[number, number]> {
    let max = 0;
    for (let i = 0; i < this.length; i++) max = Math.max(max, this.keys[i]!);
    const start = new Int32Array(max + 2);
    for (let i = 0; i < this.length; i++) start[this.keys[i]! + 1]!++;
    for (let k = 1; k < start.length; k++) start[k]! += start[k - 1]!;
    const order = new Int32Array(this.length);
    for (let i = 0; i < this.length; i++) order[start[this.keys[i]!]!++] = i;
    for (let j = 0; j < this.length; j++) yield [this.keys[order[j]!]!, this.values[order[j]!]!];
  }
}

export async function seedArticles(db: Db, rng: Rng, ctx: ArticleContext, count: number, onProgress: (done: number) => void): Promise<{ offers: number; fitment: number }> {
  const articles = new RowWriter(db, 'articles', ['id', 'brand_id', 'category_id', 'article_number', 'norm_number', 'ean', 'criteria', 'popularity']);
  const images = new RowWriter(db, 'article_images', ['article_id', 'position', 'filename']);
  const oeNumbers = new RowWriter(db, 'oe_numbers', ['article_id', 'manufacturer_id', 'oe_number', 'norm_number']);
  const documents = new RowWriter(db, 'documents', ['article_id', 'doc_no', 'doc_type', 'lang_no', 'title', 'filename']);
  const fitmentRows = new RowWriter(db, 'fitment', ['model_id', 'article_id'], { ignoreDuplicates: true });
  // Rows that name an article: written only once their articles are (PostgreSQL checks the foreign keys row by row).
  const children = [images, oeNumbers, documents];
  // Brand and manufacturer number name one article (shops' feeds are matched by them): a repeated
  // number gets a suffix, which takes nothing from the random sequence.
  const numbersTaken = new Set<string>();

  const pickLeaf = weightedPicker(ctx.leaves, (leaf) => 20 + leaf.popularity);
  const pickSeries = weightedPicker(ctx.vehicles.series, (series) => series.popularity);
  const brandsByGroup = new Map<string, SeededBrand[]>();
  for (const brand of ctx.brands) for (const group of brand.groups) brandsByGroup.set(group, [...(brandsByGroup.get(group) ?? []), brand]);
  const seriesByFamily = new Map<number, SeededSeries[]>();
  for (const series of ctx.vehicles.series) seriesByFamily.set(series.familyId, [...(seriesByFamily.get(series.familyId) ?? []), series]);
  const pickShop = weightedPicker(ctx.shops, (shop) => shop.weight);
  const brandsNamed = new Map<string, SeededBrand[]>();
  const brandsByName = (names: string[]) => {
    const key = names.join('|');
    if (!brandsNamed.has(key)) brandsNamed.set(key, ctx.brands.filter((brand) => names.includes(brand.name)));
    const found = brandsNamed.get(key)!;
    return found.length ? found : undefined;
  };
  // Several aftermarket articles replace the same OE number: the pool per category and make grows with the catalogue.
  const oePool = Math.max(3, Math.round(count / ctx.leaves.length / 25));

  let offers = 0;
  let fitment = 0;
  const fitments = new PairBuffer();
  for (let id = 1; id <= count; id++) {
    const leaf = pickLeaf(rng);
    const kind = partTypeOf(leaf);
    const candidates = (kind.brands && brandsByName(kind.brands)) || brandsByGroup.get(leaf.icon) || ctx.brands;
    const brand = candidates[Math.floor(rng() * candidates.length)]!;
    const drawn = fillPattern(rng, brand.pattern);
    let articleNumber = drawn;
    for (let suffix = 2; numbersTaken.has(`${brand.id}|${normalisePartNumber(articleNumber)}`); suffix++) articleNumber = `${drawn}-${suffix}`;
    numbersTaken.add(`${brand.id}|${normalisePartNumber(articleNumber)}`);
    const popularity = Math.floor(1000 * Math.pow(rng(), 3));

    // One model the article is made for; it fits the models that share that model's size or engine.
    let anchor: SeededModel | undefined;
    let primary: SeededSeries | undefined;
    if (!leaf.universal) {
      for (let attempt = 0; attempt < 12 && !anchor; attempt++) {
        primary = pickSeries(rng);
        const usable = primary.models.filter((model) => kind.usable(model));
        if (usable.length) anchor = usable[Math.floor(rng() * usable.length)];
      }
    }
    const facts = partCriteria(rng, leaf, kind, anchor, id);
    articles.add(id, brand.id, leaf.id, articleNumber, normalisePartNumber(articleNumber), null, facts.criteria.length ? JSON.stringify(facts.criteria) : null, popularity);
    images.add(id, 0, `${leaf.icon}.svg`);

    if (primary && anchor) {
      const fitsTo = anchor;
      const same = (model: SeededModel) => kind.shares(fitsTo, model);
      const fitted = new Set(primary.models.filter(same).map((model) => model.id));
      if (rng() < 0.4) {
        const siblings = seriesByFamily.get(primary.familyId) ?? [];
        const sibling = siblings[Math.floor(rng() * siblings.length)];
        if (sibling) for (const model of sibling.models) if (same(model)) fitted.add(model.id);
      }
      // One engine or one brake size sits in several of a make's cars: the part fits them all.
      if (kind.fit !== 'series') {
        const others = ctx.vehicles.seriesByManufacturer.get(primary.manufacturerId) ?? [];
        for (let k = kind.fit === 'engine' ? 3 : 2; k > 0 && others.length; k--) for (const model of others[Math.floor(rng() * others.length)]!.models) if (same(model)) fitted.add(model.id);
      }
      for (const modelId of [...fitted].sort((a, b) => a - b)) fitments.add(modelId, id);
      fitment += fitted.size;

      const oeCount = intBetween(rng, 1, 2);
      const pattern = ctx.vehicles.oePatternByManufacturer.get(primary.manufacturerId) ?? '########';
      for (let k = 0; k < oeCount; k++) {
        const oe = fillPattern(createRng(hashSeed(leaf.id, primary.manufacturerId, intBetween(rng, 0, oePool - 1))), pattern);
        oeNumbers.add(id, primary.manufacturerId, oe, normalisePartNumber(oe));
      }
    }

    if (rng() < 0.25) {
      const docNo = `${brand.id}-${leaf.id}-${intBetween(rng, 1, 20)}`;
      const type = DOC_TYPES[intBetween(rng, 0, DOC_TYPES.length - 1)]!;
      const langs = new Set<number>();
      for (let n = intBetween(rng, 1, 3); n > 0; n--) langs.add(DOC_LANGS[intBetween(rng, 0, DOC_LANGS.length - 1)]!);
      for (const langNo of langs) documents.add(id, docNo, type, langNo, DOC_TITLES[langNo]![type], `${docNo}-${langNo}.pdf`);
    }

    const shopCount = intBetween(rng, 2, 7);
    const used = new Set<number>();
    for (let attempt = 0; used.size < shopCount && attempt < shopCount * 3; attempt++) {
      const shop = pickShop(rng);
      if (used.has(shop.id)) continue;
      used.add(shop.id);
      // Around the article's list price: the brand's and the shop's pricing, and a little per offer.
      const cents = facts.listPriceCents * brand.priceFactor * shop.priceFactor * (0.94 + rng() * 0.12);
      const price = Math.max(99, Math.round(cents / 10) * 10 - 1); // shop prices end in 9
      const stock = rng() < 0.1 ? 0 : intBetween(rng, 1, 60);
      ctx.feeds.add({ shopId: shop.id, articleId: id, brand: brand.name, articleNumber, priceCents: price, refundCents: leaf.depositCents, stock, deliveryDays: shop.dispatchDays });
      offers++;
    }
    if (id % 2000 === 0) {
      await articles.flush();
      for (const writer of children) await writer.drain();
    }
    if (id % 10000 === 0) onProgress(id);
  }
  await articles.flush();
  for (const writer of children) await writer.flush();
  // Fitment rows go in in primary-key order (model, article): the table is written front to back
  // instead of touching a random page of a multi-million-row tree for every row.
  let n = 0;
  for (const [modelId, articleId] of fitments.sorted()) {
    fitmentRows.add(modelId, articleId);
    if (++n % 50_000 === 0) await fitmentRows.drain();
  }
  await fitmentRows.flush();
  onProgress(count);
  return { offers, fitment };
}
