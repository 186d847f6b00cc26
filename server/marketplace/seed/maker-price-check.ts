/**
 * Who makes a part and what it costs, as a trade buyer reads it: a body panel from a panel maker
 * only (data/body-panels.ts), an exotic make's parts only what the aftermarket lists for it, from its
 * premium lines and at its price level (data/exotic-makes.ts), every offer of a kind that spans sizes
 * inside its size's band (data/price-bands.ts), and a battery fitting the cars whose own battery it is
 * (data/car-batteries.ts).
 */
import type { Db } from '../db/connection';
import type { CarFacts } from './data/fitment-rules';
import { BATCH, maxId } from './article-batches';
import { panelMakerFits } from './data/body-panels';
import { EXOTIC_PARTS, exoticBrandFits, exoticFloorEur, exoticKindFits, isExotic } from './data/exotic-makes';
import { COMMON_SIZE_SHARE, SIZE_LADDERS, priceFallsWithSize, sizeLadderOf, sizePriceBandEur } from './data/price-bands';
import { premiumBodyFits, premiumExhaustFits } from './data/premium-exhaust';
import { carBatteryAh } from './data/car-batteries';
import { TIMING_KIT, TIMING_KIT_WITH_PUMP, pumpKitNotAboveKit } from './data/timing-kit-prices';
import { PACK_LITRES, PART_TYPES } from './data/part-types';
import { lineOfNumber } from './data/product-lines';
import { SAME_SPEC_SPREAD_AT_MOST, sameSpecSpreadTooWide } from './data/same-spec-prices';

export interface MakerPriceCounts {
  /** Bumpers, wings and bonnets of a brand that is no body-panel maker (a Vaico bumper). */
  bodyPanelNotPanelMaker: number;
  /** Articles fitting an exotic make of a kind or brand the aftermarket does not list for it (a Bosch ABS sensor for a Ferrari). */
  exoticPartNotCatalogued: number;
  /** Offers of an exotic make's part below its price level (a Lamborghini's oil filter at 4 euros). */
  exoticPartBelowPriceLevel: number;
  /** Offers outside their kind's size band (a 44 Ah flooded battery at 140 euros, a single pencil coil at 80). */
  offerOutsideSizeBand: number;
  /** Batteries whose capacity is not the own battery's of every car they fit (one 70 Ah AGM for an A6 C8 and a 911). */
  batteryNotCarsOwn: number;
  /** Complete headlamps offered under their light technology's band (an LED headlamp at 170 euros). */
  headlampBelowTechnologyBand: number;
  /** A brand's timing belt kit with water pump offered at or below its kit without pump for the same car, per brand and car. */
  pumpKitNotAboveKit: number;
  /** A volume exhaust line's pipe or silencer fitting a premium sports type (a Bosal front pipe for a Panamera). */
  volumeExhaustOnPremiumCar: number;
  /** A volume maker's body panel, lamp or rear silencer fitting a sports or luxury type whose own comes from its maker (a Blic bonnet for a 911, a Bosal silencer for an M440i). */
  volumeBodyOnSportsCar: number;
  /** Equivalent parts (one kind, one spec) for the same cars whose cheapest offers lie further apart than a counter lets them (a €4 and a €16 oil filter for one engine). */
  sameSpecPriceSpread: number;
  /** Per kind whose size decides its price: a brand's median offer falling from one common size of a line to the next bigger (a 3.8 A charger dearer than the maker's 5 A one). */
  priceFallsWithSize: Record<string, number>;
}

type CountKey = Exclude<keyof MakerPriceCounts, 'priceFallsWithSize'>;

/** The middle of a list of prices. */
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The kinds priced by the cars they fit (not by size, not per litre, not as a kit plus its pump). */
const pricedByCars = (kind: string) => kind in PART_TYPES && !PART_TYPES[kind]!.priceBySize && !PACK_LITRES[kind] && kind !== TIMING_KIT && kind !== TIMING_KIT_WITH_PUMP;

type Criteria = { key: string; value: string }[];

export async function checkMakersAndPrices(db: Db, kindOfCategory: ReadonlyMap<number, string>, carOf: ReadonlyMap<number, { car: CarFacts }>, note: (text: string) => void): Promise<MakerPriceCounts> {
  const counts: MakerPriceCounts = { bodyPanelNotPanelMaker: 0, exoticPartNotCatalogued: 0, exoticPartBelowPriceLevel: 0, offerOutsideSizeBand: 0, batteryNotCarsOwn: 0, headlampBelowTechnologyBand: 0, pumpKitNotAboveKit: 0, volumeExhaustOnPremiumCar: 0, volumeBodyOnSportsCar: 0, sameSpecPriceSpread: 0, priceFallsWithSize: Object.fromEntries(SIZE_LADDERS.map((ladder) => [ladder.kind, 0])) };
  // Per kind and line: how many articles each size has; per brand, kind and line: each size's offers.
  const sizeArticles = new Map<string, Map<number, number>>();
  const brandSizeOffers = new Map<string, Map<number, number[]>>();
  const sameCars = new Map<string, { cheapest: number[]; ids: number[] }>();
  const kitOffers = new Map<string, { kit: number[]; withPump: number[] }>();
  const brandName = new Map((await db.selectFrom('brands').select(['id', 'name']).execute()).map((b) => [b.id, b.name]));
  const seen = (key: CountKey, text: string) => {
    if (counts[key]++ < 3) note(text);
  };
  const articleMax = await maxId(db, 'articles');
  for (let from = 0; from < articleMax; from += BATCH) {
    const articles = await db.selectFrom('articles').select(['id', 'brand_id', 'category_id', 'criteria', 'article_number']).where('id', '>', from).where('id', '<=', from + BATCH).execute();
    const modelsOf = new Map<number, number[]>();
    for (const row of await db.selectFrom('fitment').select(['article_id', 'model_id']).where('article_id', '>', from).where('article_id', '<=', from + BATCH).execute()) {
      const list = modelsOf.get(row.article_id);
      if (list) list.push(row.model_id);
      else modelsOf.set(row.article_id, [row.model_id]);
    }
    const offersOf = new Map<number, number[]>();
    for (const row of await db.selectFrom('offers').select(['article_id', 'price_cents']).where('article_id', '>', from).where('article_id', '<=', from + BATCH).execute()) {
      const list = offersOf.get(row.article_id);
      if (list) list.push(row.price_cents);
      else offersOf.set(row.article_id, [row.price_cents]);
    }
    for (const article of articles) {
      const kind = kindOfCategory.get(article.category_id) ?? '';
      const brand = brandName.get(article.brand_id) ?? '';
      const criteria = article.criteria ? (JSON.parse(article.criteria) as Criteria) : [];
      const cars = (modelsOf.get(article.id) ?? []).flatMap((id) => carOf.get(id)?.car ?? []);
      const makes = [...new Set(cars.map((car) => car.make))];
      const prices = offersOf.get(article.id) ?? [];
      if (!panelMakerFits(brand, kind)) seen('bodyPanelNotPanelMaker', `${brand} ${kind} ${article.id}: no body-panel maker`);
      const exotic = makes.find(isExotic);
      if (exotic && (!exoticKindFits(kind, exotic) || !exoticBrandFits(kind, brand, makes))) {
        seen('exoticPartNotCatalogued', `${brand} ${kind} ${article.id} for a ${exotic}: ${kind in EXOTIC_PARTS ? 'not a premium line the trade lists for it' : 'not listed for the make'}`);
      }
      const premium = cars.find((car) => !premiumExhaustFits(kind, car));
      if (premium) seen('volumeExhaustOnPremiumCar', `${brand} ${kind} ${article.id} fits ${premium.generation} ${premium.typeName}: its exhaust comes from the maker only`);
      const sports = cars.find((car) => !premiumBodyFits(kind, car));
      if (sports) seen('volumeBodyOnSportsCar', `${brand} ${kind} ${article.id} fits ${sports.generation} ${sports.typeName}: its ${kind} comes from the maker only`);
      const floor = exoticFloorEur(kind, makes) * 100;
      for (const cents of prices) if (cents < floor) seen('exoticPartBelowPriceLevel', `${kind} ${article.id} for a ${exotic} at ${cents / 100} € (its level from ${floor / 100} €)`);
      const band = sizePriceBandEur(kind, criteria, makes);
      if (band) {
        for (const cents of prices) {
          if (cents >= band[0] * 100 && cents <= band[1] * 100) continue;
          if (kind === 'Hauptscheinwerfer' && cents < band[0] * 100) {
            seen('headlampBelowTechnologyBand', `${brand} headlamp ${article.id} (${criteria.map((c) => c.value).join(' ')}) at ${cents / 100} € (its technology's band ${band[0]}-${band[1]} €)`);
            continue;
          }
          seen('offerOutsideSizeBand', `${kind} ${article.id} (${criteria.map((c) => c.value).join(' ')}) at ${cents / 100} € (its size's band ${band[0]}-${band[1]} €)`);
        }
      }
      const ladder = sizeLadderOf(kind);
      const size = ladder?.size(criteria);
      // An exotic make's part is listed at its make's level, not by its size: a Cullinan's disc is no rung of a size ladder.
      if (ladder && size !== undefined && Number.isFinite(size) && prices.length && !floor) {
        const line = `${kind}|${ladder.line(criteria)}`;
        const sizes = sizeArticles.get(line) ?? new Map<number, number>();
        sizes.set(size, (sizes.get(size) ?? 0) + 1);
        sizeArticles.set(line, sizes);
        const offers = brandSizeOffers.get(`${line}|${brand}`) ?? new Map<number, number[]>();
        offers.set(size, [...(offers.get(size) ?? []), ...prices]);
        brandSizeOffers.set(`${line}|${brand}`, offers);
      }
      if (kind === TIMING_KIT || kind === TIMING_KIT_WITH_PUMP) {
        for (const modelId of modelsOf.get(article.id) ?? []) {
          const slot = kitOffers.get(`${brand}|${modelId}`) ?? { kit: [], withPump: [] };
          (kind === TIMING_KIT ? slot.kit : slot.withPump).push(...prices);
          kitOffers.set(`${brand}|${modelId}`, slot);
        }
      }
      const models = modelsOf.get(article.id);
      // A line priced as a product of its own (K&N's washable cotton filter) is no equivalent of the paper ones.
      if (models?.length && prices.length && pricedByCars(kind) && !lineOfNumber(brand, kind, article.article_number)?.price) {
        // One spec: a thermostat in its housing is not the insert, a sender with its pump not the sender alone.
        const spec = criteria.map((c) => `${c.key}=${c.value}`).sort().join(';');
        const slot = `${kind}|${spec}|${[...models].sort((a, b) => a - b).join(',')}`;
        const group = sameCars.get(slot) ?? { cheapest: [], ids: [] };
        group.cheapest.push(Math.min(...prices));
        group.ids.push(article.id);
        sameCars.set(slot, group);
      }
      if (kind === 'Starterbatterie') {
        const ah = Number(criteria.find((c) => c.key === 'capacity')?.value);
        const other = cars.find((car) => carBatteryAh(car) !== ah);
        if (other) seen('batteryNotCarsOwn', `${ah} Ah battery ${article.id} fits ${other.generation} ${other.typeName}, whose own is ${carBatteryAh(other)} Ah`);
      }
    }
  }
  for (const [slot, { kit, withPump }] of kitOffers) {
    if (pumpKitNotAboveKit(withPump, kit)) seen('pumpKitNotAboveKit', `${slot}: timing kit with water pump from ${Math.min(...withPump) / 100} €, the kit without pump up to ${Math.max(...kit) / 100} €`);
  }
  for (const [slot, { cheapest, ids }] of sameCars) {
    if (sameSpecSpreadTooWide(cheapest)) seen('sameSpecPriceSpread', `${slot.split('|')[0]} ${ids.join(', ')} for the same cars from ${Math.min(...cheapest) / 100} € to ${Math.max(...cheapest) / 100} € (more than ${SAME_SPEC_SPREAD_AT_MOST}×)`);
  }
  for (const [slot, offers] of brandSizeOffers) {
    const [kind, lineName, brand] = slot.split('|') as [string, string, string];
    const sizes = sizeArticles.get(`${kind}|${lineName}`)!;
    const total = [...sizes.values()].reduce((sum, n) => sum + n, 0);
    const medians = [...offers].filter(([size]) => sizes.get(size)! >= Math.max(3, COMMON_SIZE_SHARE * total)).map(([size, cents]) => [size, median(cents)] as const);
    const falls = priceFallsWithSize(medians);
    if (!falls) continue;
    if (counts.priceFallsWithSize[kind]! < 3) note(`${brand} ${kind} ${lineName}: median offer by size ${medians.sort((a, b) => a[0] - b[0]).map(([size, cents]) => `${size} ${Math.round(cents) / 100} €`).join(', ')} falls with the size`);
    counts.priceFallsWithSize[kind]! += falls;
  }
  return counts;
}

/** The counts in the report's line. */
export function makersAndPricesLine(r: MakerPriceCounts): string {
  return `body panel not of a panel maker ${r.bodyPanelNotPanelMaker}, exotic make's part the aftermarket does not list ${r.exoticPartNotCatalogued}, exotic make's part below its price level ${r.exoticPartBelowPriceLevel}, `
    + `offer outside its kind's size band ${r.offerOutsideSizeBand}, battery not the own of every car it fits ${r.batteryNotCarsOwn}, headlamp below its technology's band ${r.headlampBelowTechnologyBand}, timing kit with pump not above the kit ${r.pumpKitNotAboveKit}, volume exhaust part on a premium sports or luxury flagship type ${r.volumeExhaustOnPremiumCar}, volume body panel, lamp or sport silencer on a sports or luxury type ${r.volumeBodyOnSportsCar}, same part for the same cars priced apart ${r.sameSpecPriceSpread}, `
    + `price falls with size: ${Object.entries(r.priceFallsWithSize).map(([kind, n]) => `${kind} ${n}`).join(', ')}`;
}
