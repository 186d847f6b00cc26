/** Seed step: articles with part numbers, OE cross references, documents, images, fitment and offers. */
import type { Db } from '../db/connection';
import { RowWriter } from '../db/batches';
import { normalisePartNumber } from '../search';
import type { SeededLeaf } from './categories';
import { type Rng, createRng, hashSeed, intBetween, weightedPicker } from './rng';
import { filterBuildOfCriteria, oeNumberPlaced, sideOfCriteria } from './data/oe-groups';
import { statedCriteria } from './data/stated-criteria';
import { OeAxles, axleOfCriteria } from './data/oe-axles';
import { OeApplications, drawApplicationOe } from './data/oe-applications';
import { oeCatalogueOfCars } from './data/oe-catalogues';
import { generationOwnCar } from './data/oe-model-prefixes';
import type { SeedFeedWriter } from './offer-feeds';
import type { ArticlePhotos } from './photos';
import { type PartKind, engineFraction, listPriceRange, partTypeOf, partCriteria, placeInBand } from './part-kinds';
import { clutchMmOf, rearWiperMmOf, sparkPlugGap, sparkPlugHeat, sparkPlugThread } from './data/part-types';
import { LUK_DIAMETER_KINDS } from './data/luk-numbers';
import { densoPlugDesignation } from './data/spark-plug-numbers';
import { CORE_PARTS, type CorePart, coreCoverage } from './data/top-models';
import { statedDepositCents } from './data/deposits';
import { type ArticleNumbers, LinesUsedUp, createArticleNumbers } from './article-numbers';
import { PadWvas, WVA_PAD_BRANDS, WVA_VARIANTS, padShapeKey, wvaPadNumber } from './data/pad-numbers';
import type { SeededBrand, SeededShop } from './shops';
import type { SeededModel, SeededVehicles } from './vehicles';
import { FRONT_AXLE_ONLY_KINDS, REAR_AXLE_ONLY_KINDS, keyedByPosition, oilFilterDesignOf, type Position } from './data/fitment-rules';
import { injectionOf } from './data/car-criteria';
import { injectionMakersOf } from './data/engine-families';
import { sizePlaceOf, sizePriceBandEur, tradeFloorEur } from './data/price-bands';
import { PACK_LITRES } from './data/part-types';
import { samePartPlace } from './data/same-spec-prices';
import { packLine } from './pack-prices';
import { timingKitListCents } from './data/timing-kit-prices';
import { timingBeltEngineOf } from './data/timing-belts';
import { vehiclePartLines } from './data/vehicle-keyed-parts';
import { discNumber } from './data/disc-numbers';
import { BLADE_TOKEN, bladeNumbers, championBladeNumber } from './data/champion-wipers';
import { createGasketTwins, gasketNumber } from './data/gasket-numbers';
import { exoticFloorEur, exoticPartLines } from './data/exotic-makes';
import { damperIsStrut, sportType } from './data/bilstein-numbers';
import { skfGroupCars, skfMakeGrouped } from './data/skf-make-groups';
import { LAMP_TOKEN, bulbLabel, bulbLineCriteria, bulbLineOf, freeBulbLine, lampNumber, soldByLine } from './data/bulb-lines';

export interface ArticleContext {
  leaves: SeededLeaf[];
  brands: SeededBrand[];
  shops: SeededShop[];
  vehicles: SeededVehicles;
  /** Offers are written to the shops' feed files, imported afterwards. */
  feeds: SeedFeedWriter;
  /** Each article's picture, drawn from its criteria: written after the articles. */
  photos: ArticlePhotos;
}

/** A list price moved to its cars' place in the range, keeping a little of its own drawn place as play. */
function sameCarsListCents(listPriceCents: number, range: readonly [number, number], carsKey: string): number {
  if (range[1] <= range[0]) return listPriceCents;
  const drawn = Math.min(1, Math.max(0, Math.log(listPriceCents / range[0]) / Math.log(range[1] / range[0])));
  return range[0] * Math.pow(range[1] / range[0], samePartPlace(carsKey, drawn));
}

/** How far above its floor an exotic's part is listed: brand, shop and offer take at most a quarter off a list price. */
const EXOTIC_LIST_OVER_FLOOR = 1.35;

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
  const numbers: ArticleNumbers = createArticleNumbers(ctx.brands);
  // A Mahle and a Knecht filter of one number are one filter: the twin states the first's gasket (data/gasket-numbers.ts).
  const gasketTwin = createGasketTwins();

  const pickLeaf = weightedPicker(ctx.leaves, (leaf) => 20 + leaf.popularity);
  // Parts that fit no car in particular (oils, bulbs by base, tools): where the makers have numbered all they make for the base's cars.
  const universalLeaves = ctx.leaves.filter((leaf) => leaf.universal);
  const pickUniversalLeaf = universalLeaves.length ? weightedPicker(universalLeaves, (leaf) => 20 + leaf.popularity) : null;
  const pickShop = weightedPicker(ctx.shops, (shop) => shop.weight);
  const manufacturerOfSeries = new Map(ctx.vehicles.series.map((series) => [series.id, series.manufacturerId]));
  // Each kind's fitment keys (one brake size of a group, one engine, one series) with their models:
  // an article fits every model of its key, as a part does every vehicle type it is made for.
  const keysOfKind = new Map<string, FitmentKeys>();
  const fitmentKeys = (kind: PartKind, position: Position | null): FitmentKeys => {
    let keys = keysOfKind.get(`${kind.name}|${position ?? ''}`);
    if (!keys) {
      const byKey = new Map<string, SeededModel[]>();
      for (const model of ctx.vehicles.models) {
        if (!kind.usable(model, position)) continue;
        const key = kind.keyOf(model, position);
        const list = byKey.get(key);
        if (list) list.push(model);
        else byKey.set(key, [model]);
      }
      const groups = [...byKey].map(([key, models]) => ({ key, models }));
      keys = { byKey, pick: groups.length ? weightedPicker(groups, ({ models }) => models.reduce((sum, model) => sum + model.popularity, 0) + 1) : null };
      keysOfKind.set(`${kind.name}|${position ?? ''}`, keys);
    }
    return keys;
  };
  // The brands that numbered a kind for one fitment key: a maker lists a part once for the cars it is made for.
  // A second number of one brand for the same cars and size is a phantom the counter cannot choose between.
  const makersAt = new Map<string, Set<number>>();
  const statesAxle = new Map<string, boolean>();
  const makersOf = (kind: PartKind, position: Position | null, key: string, models: readonly SeededModel[]) => {
    const anchor = models[0]!;
    // A kind whose key is the same on either axle (a drum drawn for the front), or whose articles state no axle (a master
    // cylinder, an ABS ring), is one part whichever axle was drawn.
    const axle = position && statesAxle.get(kind.name) !== false && kind.keyOf(anchor, position === 'front' ? 'rear' : 'front') !== key ? position : '';
    // The cars, not the key's name: an axle-less part keyed per axle is one part for the same cars.
    const mark = `${kind.name}|${axle}|${anchor.id}-${models.length}-${models[models.length - 1]!.id}`;
    let makers = makersAt.get(mark);
    if (!makers) makersAt.set(mark, (makers = new Set()));
    return makers;
  };
  const bulbsNumbered = new Set<string>();
  const withBulbLine = <T extends { criteria: { key: string; value: string }[] }>(part: T, brand: string, id: number): T => {
    const base = part.criteria.find((c) => c.key === 'lamp_type')!.value;
    const free = freeBulbLine(brand, base, id, bulbsNumbered);
    if (!free) throw new LinesUsedUp(`${brand} has numbered every line and pack of its ${base} bulbs`);
    bulbsNumbered.add(bulbLabel(brand, base, free.line, free.pack));
    return { ...part, criteria: [...part.criteria, ...bulbLineCriteria(free.line, free.pack)] };
  };
  const lampSpelling = (brand: SeededBrand, drawn: string, criteria: readonly { key: string; value: string }[]): string => {
    const base = criteria.find((c) => c.key === 'lamp_type')?.value ?? '';
    const stated = bulbLineOf(criteria);
    const spelled = stated ? lampNumber(brand.name, base, stated.line, stated.pack) : undefined;
    // A lamp of a base the line does not number (a halogen line's article stating a D burner): the maker makes no such lamp.
    if (spelled === undefined) throw new LinesUsedUp(`${brand.name} ${drawn}: no ${base} lamp of its line and pack`);
    // Numbered already, or its digits another brand's (a Febi 122581 against Philips' 12258…B1): another article instead.
    if (!numbers.spell(brand, spelled)) throw new LinesUsedUp(`${brand.name} cannot number ${spelled}`);
    return spelled;
  };
  // A Textar or Zimmermann pad's number is its shape's WVA number (data/pad-numbers.ts): both brands' pads for one application carry one.
  const padWvas = new PadWvas();
  const wvaPadSpelling = (brand: SeededBrand, drawn: string, criteria: readonly { key: string; value: string }[], fitted: readonly SeededModel[] | null): string => {
    const launches = (fitted ?? []).flatMap((model) => (model.car.typeStart === undefined ? [] : [model.car.typeStart]));
    const launch = fitted?.length && launches.length === fitted.length ? Math.min(...launches) : undefined;
    const wva = padWvas.of(padShapeKey(criteria), launch);
    const thickness = Number(criteria.find((c) => c.key === 'thickness')?.value);
    // The drawn number only held the brand's place: the WVA spells the pad's.
    numbers.release(brand, drawn);
    // The shape numbered by the brand already for other cars: its next variant.
    for (let variant = 1; wva !== undefined && variant <= WVA_VARIANTS; variant++) {
      const spelled = numbers.spell(brand, wvaPadNumber(brand.name, wva, thickness, variant)!);
      if (spelled) return spelled;
    }
    // Every variant numbered, or the block used up: another article instead.
    throw new LinesUsedUp(`${brand.name} has numbered every variant of the pad of WVA ${wva ?? 'none'}`);
  };
  const oeAxles = new OeAxles();
  const oeApplications = new OeApplications();

  let offers = 0;
  let fitment = 0;
  const fitments = new PairBuffer();
  const writeArticle = async (id: number, leaf: SeededLeaf, fitted: SeededModel[] | null, position: 'front' | 'rear' | null, otherThan?: ReadonlySet<number>, onlyOthers = false): Promise<number> => {
    const kind = partTypeOf(leaf);
    const anchor = fitted?.[0];
    // An oil filter's line numbers its design: the one its engine takes.
    // A fuel filter's line is its engine's fuel's (no diesel element as a petrol's in-line filter).
    const fuel = kind.name === 'Kraftstofffilter' && anchor && anchor.car.fuel !== 'electric' ? anchor.car.fuel : undefined;
    // An injector's line is its engine's injection system's (a Bosch 0 445 110 … only on a common-rail diesel).
    const injection = kind.name === 'Einspritzdüse' && anchor ? (injectionOf(anchor.car) ?? undefined) : undefined;
    // A battery's line is its technology's, a starter's or alternator's maker one that fits the cars' makes first (data/vehicle-keyed-parts.ts).
    const vehicleLines = anchor && fitted ? vehiclePartLines(kind.name, fitted.map((model) => model.car)) : undefined;
    // An exotic make's parts come from the premium lines that list them (data/exotic-makes.ts).
    const exoticLines = fitted ? exoticPartLines(kind.name, fitted.map((model) => model.car.make)) : undefined;
    const accepts = vehicleLines && exoticLines ? (line: Parameters<typeof vehicleLines>[0]) => vehicleLines(line) && exoticLines(line) : (vehicleLines ?? exoticLines);
    // A diesel's high-pressure pump and injectors are its injection system maker's (data/engine-families.ts): no Denso pump on a Bosch rail.
    const systemMakers = (kind.name === 'Hochdruckpumpe' || (kind.name === 'Einspritzdüse' && anchor?.car.fuel === 'diesel')) && anchor ? injectionMakersOf(anchor.car) : undefined;
    // A spark plug's Denso designation, which is Denso's number (data/spark-plug-numbers.ts).
    const plugEngine = kind.name === 'Zündkerzen' ? engineFraction(leaf, anchor?.car ?? null) : undefined;
    const plugDesignation = plugEngine === undefined ? undefined : densoPlugDesignation(sparkPlugThread(plugEngine, anchor?.car ?? null), sparkPlugHeat(plugEngine), sparkPlugGap(plugEngine));
    // A damper on a strut axle is a strut, which Bilstein's number spells (data/bilstein-numbers.ts).
    const strut = kind.name === 'Stoßdämpfer' && position ? damperIsStrut(position, anchor?.car) : undefined;
    // A sport damper (Bilstein's B6) is listed for sport types only: for every car it fits (data/bilstein-numbers.ts).
    const sport = kind.name === 'Stoßdämpfer' && fitted?.length ? fitted.every((model) => sportType(model.car)) : undefined;
    // A Champion blade is one article per size and family: the car's place spells it before the maker is drawn (data/champion-wipers.ts).
    const blade = kind.name === 'Scheibenwischer' && position && anchor ? championBladeNumber(position, anchor.car.wipersMm, rearWiperMmOf(anchor.car.generation)) : undefined;
    // A clutch's diameter, which LuK's number spells (data/luk-numbers.ts): the one its criteria will state.
    const clutchMm = LUK_DIAMETER_KINDS[kind.name] ? clutchMmOf(anchor?.car ?? null, engineFraction(leaf, anchor?.car ?? null)) : undefined;
    const made = numbers.draw(rng, kind.name, fitted, { design: kind.name === 'Ölfilter' ? oilFilterDesignOf(anchor?.car ?? null) : undefined, fuel, injection, accepts, systemMakers, otherThan, onlyOthers, plugDesignation, strut, sport, blade, clutchMm });
    const { brand } = made;
    const popularity = Math.floor(1000 * Math.pow(rng(), 3));
    const drawnPart = partCriteria(rng, leaf, kind, anchor, id, position, brand.id, made.line.price, made.number, brand.name);
    // A headlamp bulb is its maker's line and pack, each numbered once per base (data/bulb-lines.ts): none left, another maker makes it.
    const drawn = soldByLine(kind.name, brand.name, drawnPart.criteria) ? withBulbLine(drawnPart, brand.name, id) : drawnPart;
    // As the brand's sheet states them: a Bilstein damper is gas-pressure, no size of 0 (data/stated-criteria.ts).
    const facts = { ...drawn, criteria: gasketTwin(made.number, statedCriteria(brand.name, drawn.criteria)) };
    if (position && !statesAxle.has(kind.name)) {
      statesAxle.set(kind.name, facts.criteria.some((c) => c.key === 'fitting_position'));
      // The kind's first article, counted under its axle before the kind was known to state none: under both.
      if (!statesAxle.get(kind.name) && fitted?.length) makersOf(kind, position, kind.keyOf(fitted[0]!, position), fitted).add(brand.id);
    }
    // No offer under what the trade believes such an article costs (a pair of flat blades for 7 euros).
    const exoticFloorCents = exoticFloorEur(kind.name, (fitted ?? []).map((model) => model.car.make)) * 100;
    const floorCents = Math.max(tradeFloorEur(kind.name, brand.name, facts.criteria) * 100, exoticFloorCents);
    // An exotic's part is listed above its floor, so that brand and shop spread its offers over it rather than onto it.
    // A kind that spans sizes is priced in its size's band (data/price-bands.ts): a 44 Ah flooded battery at a small car's battery's price.
    const sizeBand = sizePriceBandEur(kind.name, facts.criteria, (fitted ?? []).map((model) => model.car.make));
    const band: readonly [number, number] = sizeBand ? [sizeBand[0] * 100, sizeBand[1] * 100] : kind.band;
    // A timing kit with water pump is the brand's kit for the engine with the pump's price on top (data/timing-kit-prices.ts).
    const kitCents = anchor ? timingKitListCents(kind.name, brand.id, timingBeltEngineOf(anchor.car)) : undefined;
    // Equivalent parts for the same cars sit close together whoever makes them (data/same-spec-prices.ts).
    const range = listPriceRange(kind, facts.criteria, made.line.price);
    // A part whose own size places its price (a battery by its capacity) keeps that place: the same cars take the same size.
    const ownListCents = fitted?.length && !kind.type?.priceBySize && !PACK_LITRES[kind.name] && sizePlaceOf(kind.name, facts.criteria) === undefined ? sameCarsListCents(facts.listPriceCents, range, `${kind.name}|${facts.criteria.find((c) => c.key === 'fitting_position')?.value ?? ''}|${fitted.map((model) => model.id).sort((a, b) => a - b).join(',')}`) : facts.listPriceCents;
    const listPriceCents = Math.max(kitCents ?? (sizeBand ? placeInBand(ownListCents, range, band) : ownListCents), exoticFloorCents * EXOTIC_LIST_OVER_FLOOR);
    // A pack is priced alike by a shop for all its sizes: the shop's play is the line's, not the offer's.
    const packShopSeed = PACK_LITRES[kind.name] ? hashSeed(brand.id, leaf.id, ...[...packLine(facts.criteria)].map((ch) => ch.charCodeAt(0))) : null;
    const criteria = facts.criteria.length ? JSON.stringify(facts.criteria) : null;
    // An ATE disc's number names its thickness, a Textar, Brembo or Zimmermann disc's its version (data/disc-numbers.ts).
    const discValue = (key: string) => facts.criteria.find((c) => c.key === key)?.value;
    // A Champion blade's number spells its family and length (data/champion-wipers.ts).
    const spellings = made.line.pattern.includes(BLADE_TOKEN) ? bladeNumbers(made.number, facts.criteria) : undefined;
    // A headlamp lamp's number is its base's, line's and pack's as its maker prints them (data/bulb-lines.ts): a D2S is 66240…, never 66750.
    const lamp = made.line.pattern.includes(LAMP_TOKEN) ? lampSpelling(brand, made.number, facts.criteria) : undefined;
    const number = kind.name === 'Bremsscheiben' ? discNumber(brand.name, made.number, Number(discValue('thickness')), discValue('material'), discValue('disc_type'))
      : kind.name === 'Bremsbeläge' && WVA_PAD_BRANDS.has(brand.name) ? wvaPadSpelling(brand, made.number, facts.criteria, fitted)
      : lamp ?? (spellings ? (numbers.respell(brand, spellings) ?? made.number) : gasketNumber(made.number, facts.criteria));
    articles.add(id, brand.id, leaf.id, number, normalisePartNumber(number), made.ean, criteria, popularity);
    images.add(id, 0, `${leaf.icon}.svg`);
    ctx.photos.add(id, leaf, criteria);

    // An SKF timing part numbered in one make group is listed for that group's cars only (data/skf-make-groups.ts).
    const listed = fitted && skfMakeGrouped(brand.name, made.line.pattern) ? skfGroupCars(kind.name, made.line.pattern, fitted) : fitted;
    const listedAnchor = listed?.includes(anchor!) ? anchor : listed?.[0];
    if (listed?.length && listedAnchor) {
      const anchor = listedAnchor;
      for (const model of [...listed].sort((a, b) => a.id - b.id)) fitments.add(model.id, id);
      fitment += listed.length;
      const manufacturerId = manufacturerOfSeries.get(anchor.seriesId) ?? 0;
      const make = ctx.vehicles.oeMakeByManufacturer.get(manufacturerId) ?? '';
      // Printed as the catalogue the car is built from prints it: PSA's for an Opel on a PSA platform (data/oe-catalogues.ts).
      // An engine bought in keeps its maker's numbers: a 2022 Range Rover P530's engine parts are BMW's.
      const catalogue = oeCatalogueOfCars(make, listed.map((model) => model.car), kind.name);
      const oes = new Set<string>();
      // One axle's OE numbers (data/oe-axles.ts): a front part's pool is not the rear part's, and a number is never both axles'.
      const axle = axleOfCriteria(facts.criteria);
      // The kind's group and the car's model prefix, as the make prints its own, and the hand of a sided part (data/oe-groups.ts).
      // Drawn for the oldest generation the part fits (data/oe-model-prefixes.ts): a part carried over keeps the number it was first given.
      const own = generationOwnCar(make, [anchor.car, ...listed.map((model) => model.car)]) ?? anchor.car;
      const oePart = { kind: kind.name, axle, side: sideOfCriteria(facts.criteria), generation: own.generation, generationStart: own.generationStart, engineCode: own.engineCode, fuel: own.fuel, ccm: own.ccm, typeStart: own.typeStart, kw: own.kw, build: filterBuildOfCriteria(facts.criteria) };
      // One application's numbers (data/oe-applications.ts): the same size for the same car line replaces the same number, another size never.
      const application = { leafId: leaf.id, manufacturerId, criteria, seriesId: anchor.seriesId, axle, modelId: anchor.id };
      for (let k = intBetween(rng, 1, 2); k > 0; k--) {
        rng(); // the slot of the pool per kind numbers once came from: drawn all the same, so the shared stream keeps its course
        const oe = drawApplicationOe(oeApplications, application, k - 1, catalogue, oePart, (number) => oeAxles.claim(manufacturerId, number, axle));
        if (oe) oes.add(oe);
      }
      // Drawn all the same, so the shared stream keeps its course; kept only where the make has a group for the kind, and no 8200 number on a Renault launched since 2010 (data/oe-groups.ts).
      if (oeNumberPlaced(catalogue, kind.name, own.generationStart)) for (const oe of oes) oeNumbers.add(id, manufacturerId, oe, normalisePartNumber(oe));
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
      // Around the article's list price: the brand's and the shop's pricing, and a little per offer,
      // never outside what such a part costs.
      const play = rng();
      const cents = listPriceCents * brand.priceFactor * shop.priceFactor * (0.94 + (packShopSeed === null ? play : createRng(hashSeed(packShopSeed, shop.id))()) * 0.12);
      const price = Math.min(band[1], Math.max(band[0], floorCents + 99, Math.round(cents / 10) * 10 - 1)); // shop prices end in 9
      const stock = rng() < 0.1 ? 0 : intBetween(rng, 1, 60);
      ctx.feeds.add({ shopId: shop.id, articleId: id, brand: brand.name, articleNumber: number, priceCents: price, refundCents: statedDepositCents(leaf.partType, shop.country, price, facts.criteria), stock, deliveryDays: shop.dispatchDays });
      offers++;
    }
    if (id % 2000 === 0) {
      await articles.flush();
      for (const writer of children) await writer.drain();
    }
    if (id % 10000 === 0) onProgress(id);
    return brand.id;
  };

  let id = 0;
  // First the core parts of each edition's top families: articles of several brands per kind, axle
  // and fitment key they need, so every type of those families has each of them whatever the catalogue's size.
  const leafOfKind = new Map<string, SeededLeaf>();
  for (const leaf of ctx.leaves) if (!leafOfKind.has(leaf.partType)) leafOfKind.set(leaf.partType, leaf);
  const covered = new Set<string>();
  const coverage = coreCoverage(count);
  const topSeries = new Set([...ctx.vehicles.topFamilies.values()].flatMap((families) => families.slice(0, coverage.families).flat()));
  // The core parts to write (without writing them when `write` is false): their count is known before the drawn part.
  const coreArticles = async (cores: readonly CorePart[], write: boolean) => {
    let written = 0;
    for (const series of ctx.vehicles.series) {
      if (!topSeries.has(series.id)) continue;
      for (const model of series.models) {
        for (const core of cores) {
          const leaf = leafOfKind.get(core.kind);
          if (!leaf || !core.fuels.includes(model.fuel) || id >= count) continue;
          const kind = partTypeOf(leaf);
          const position = core.position ?? null;
          if (!kind.usable(model, position)) continue;
          const key = kind.keyOf(model, position);
          const mark = `${core.kind}|${position ?? ''}|${key}`;
          if (covered.has(mark)) continue;
          covered.add(mark);
          written += coverage.brands;
          if (!write) continue;
          // Several makers' articles of each: the shopper compares brands, not only shops.
          const fitted = fitmentKeys(kind, position).byKey.get(key) ?? [model];
          const makers = makersOf(kind, position, key, fitted);
          for (let n = 0; n < coverage.brands && id < count; n++) {
            try {
              makers.add(await writeArticle(id + 1, leaf, fitted, position, makers, true));
              id++;
            } catch (error) {
              // Fewer makers number it for these cars than the shopper would compare: the drawn part fills the room.
              if (!(error instanceof LinesUsedUp)) throw error;
              break;
            }
          }
        }
      }
    }
    return written;
  };
  await coreArticles(CORE_PARTS.filter((core) => !core.last), true);
  // The core parts written last keep the drawn part before them as it was: room for them is left at the end.
  const lastCores = CORE_PARTS.filter((core) => core.last);
  const drawnUpTo = Math.max(id, count - await coreArticles(lastCores, false));
  for (const core of lastCores) for (const mark of [...covered]) if (mark.startsWith(`${core.kind}|${core.position ?? ''}|`)) covered.delete(mark);
  let spentDraws = 0;
  const drawArticles = async (upTo: number) => {
    while (id < upTo) {
      if (spentDraws > SPENT_DRAWS_AT_MOST * 1000) throw new Error(`every maker has numbered every part it makes: ${id} of ${upTo} articles`);
      // Past a long run of parts every maker has numbered for their cars (a catalogue far larger than the base's cars' parts),
      // a part that fits no car in particular: a second number of one brand for the same cars and size would be a phantom.
      const leaf = spentDraws >= SPENT_DRAWS_AT_MOST && pickUniversalLeaf ? pickUniversalLeaf(rng) : pickLeaf(rng);
      const kind = partTypeOf(leaf);
      // Where the key depends on the axle (a front disc fits other cars than a rear one), the axle comes first.
      // Steering parts are front parts, parking brake parts rear ones: the draw is kept so the catalogue's other articles stay as they were.
      const drawn = !leaf.universal && keyedByPosition(kind.name, kind.fit) ? (rng() < 0.65 ? 'front' : 'rear') : null;
      const position = drawn && FRONT_AXLE_ONLY_KINDS.has(kind.name) ? 'front' : drawn && REAR_AXLE_ONLY_KINDS.has(kind.name) ? 'rear' : drawn;
      const keys = leaf.universal ? null : fitmentKeys(kind, position);
      // A kind no car of the base can take (a distributor: every engine of it has distributorless ignition) is not made.
      if (keys && !keys.pick) continue;
      const group = keys?.pick ? keys.pick(rng) : null;
      const makers = group ? makersOf(kind, position, group.key, group.models) : undefined;
      try {
        const brandId = await writeArticle(id + 1, leaf, group?.models ?? null, position, makers, true);
        makers?.add(brandId);
        id++;
        spentDraws = 0;
      } catch (error) {
        // The makers of this part for these cars have numbered all they can (a Denso pump at a million articles,
        // every brand's oil filter for one engine): another article instead.
        if (!(error instanceof LinesUsedUp)) throw error;
        spentDraws++;
      }
    }
  };
  await drawArticles(drawnUpTo);
  await coreArticles(lastCores, true);
  // Room the last core parts left, where fewer makers number them than were counted.
  await drawArticles(count);
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

interface FitmentKeys { byKey: Map<string, SeededModel[]>; pick: ((rng: Rng) => { key: string; models: SeededModel[] }) | null }

/**
 * Draws in a row that found every maker's number taken, before the next article is a part that fits no car
 * in particular: the demo's longest run is a handful; a catalogue far beyond what the base's makers number
 * for its cars (a million articles) fills the rest with such parts rather than draw on and on.
 */
const SPENT_DRAWS_AT_MOST = 20;
