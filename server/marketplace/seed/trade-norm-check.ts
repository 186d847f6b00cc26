/**
 * Criteria as the trade norm and the makers' numbering fix them (data/trade-norms.ts): a brake hose's
 * or pipe's union thread is its make's, a damper whose line number says gas is sold as gas, a wheel
 * bolt's hex is its make's, a petrol engine's oil-pressure warning switch closes at a low pressure and
 * a right-hand (passenger's) mirror glass is convex, a single rear wiper arm has no side, a charger's voltage and current are one model's and a vacuum EGR valve has no connector.
 */
import type { Db } from '../db/connection';
import type { CarFacts } from './data/fitment-rules';
import { BATCH, maxId } from './article-batches';
import { egrWithConnector } from './data/car-equipment';
import { brakeThreadOf, chargerModelOf, mirrorGlassOf, oilSwitchRatingsOf, shockTypeOfNumber, sidedAt, wheelBoltHexOf } from './data/trade-norms';

export interface TradeNormCounts {
  /** Brake hoses and pipes whose union thread is not their make's (3/8"-24 UNF on a Renault). */
  brakeThreadNotMake: number;
  /** Dampers whose line number says gas, sold as oil (a KYB Excel-G 339271 labelled oil). */
  shockTypeNotLine: number;
  /** Wheel bolts whose hex is not their make's (a BMW bolt at 19 mm). */
  wheelBoltHexNotMake: number;
  /** Oil-pressure switches for petrol engines rated above a warning switch's pressure (2.5 bar on a FIRE). */
  oilSwitchNotPetrolWarning: number;
  /** Right-hand mirror glasses sold as aspherical: the passenger's glass is convex. */
  passengerGlassAspherical: number;
  /** Parts stating a side at a position where the car has one in the middle: a rear wiper arm sold as left or right. */
  sideWhereSingle: number;
  /** Battery chargers whose voltage and current are no model's of their brand: 12/24 V at 3.8 A, the C7's voltage with the C3's current; a Bosch at CTEK's 12 V 5 A. */
  chargerNotModel: number;
  /** EGR valves worked by vacuum that state an electrical connector (a pneumatic valve with 6 pins for a 2.0 TDI PD). */
  vacuumEgrWithConnector: number;
}

const KINDS = ['Bremsschlauch', 'Bremsleitung', 'Stoßdämpfer', 'Radschraube', 'Öldruckschalter', 'Spiegelglas', 'Wischerarm', 'Batterieladegerät', 'AGR-Ventil'];

type Criteria = { key: string; value: string }[];

export async function checkTradeNorms(db: Db, kindOfCategory: ReadonlyMap<number, string>, carOf: ReadonlyMap<number, { car: CarFacts }>, note: (text: string) => void): Promise<TradeNormCounts> {
  const counts: TradeNormCounts = { brakeThreadNotMake: 0, shockTypeNotLine: 0, wheelBoltHexNotMake: 0, oilSwitchNotPetrolWarning: 0, passengerGlassAspherical: 0, sideWhereSingle: 0, chargerNotModel: 0, vacuumEgrWithConnector: 0 };
  const seen = (key: keyof TradeNormCounts, text: string) => {
    if (counts[key]++ < 3) note(text);
  };
  const categories = [...kindOfCategory].filter(([, title]) => KINDS.includes(title)).map(([id]) => id);
  if (!categories.length) return counts;
  const brandName = new Map((await db.selectFrom('brands').select(['id', 'name']).execute()).map((r) => [r.id, r.name]));
  const articleMax = await maxId(db, 'articles');
  for (let from = 0; from < articleMax; from += BATCH) {
    const articles = await db.selectFrom('articles').select(['id', 'category_id', 'brand_id', 'article_number', 'criteria'])
      .where('id', '>', from).where('id', '<=', from + BATCH).where('category_id', 'in', categories).execute();
    if (!articles.length) continue;
    const modelsOf = new Map<number, number[]>();
    for (const row of await db.selectFrom('fitment').select(['article_id', 'model_id']).where('article_id', 'in', articles.map((a) => a.id)).execute()) {
      const list = modelsOf.get(row.article_id);
      if (list) list.push(row.model_id);
      else modelsOf.set(row.article_id, [row.model_id]);
    }
    for (const article of articles) {
      const kind = kindOfCategory.get(article.category_id) ?? '';
      const criteria = article.criteria ? (JSON.parse(article.criteria) as Criteria) : [];
      const value = (key: string) => criteria.find((c) => c.key === key)?.value;
      const cars = (modelsOf.get(article.id) ?? []).flatMap((id) => carOf.get(id)?.car ?? []);
      const makes = [...new Set(cars.map((car) => car.make))];
      const label = `${kind} ${article.id} (${article.article_number})`;
      if (kind === 'Bremsschlauch' || kind === 'Bremsleitung') {
        const other = makes.find((make) => value('thread') !== brakeThreadOf(make));
        if (other) seen('brakeThreadNotMake', `${label} thread ${value('thread')} on a ${other} (${brakeThreadOf(other)})`);
      } else if (kind === 'Stoßdämpfer') {
        const stated = shockTypeOfNumber(article.article_number);
        if (stated && value('shock_type') !== stated) seen('shockTypeNotLine', `${label} ${value('shock_type')}: its line is ${stated}`);
      } else if (kind === 'Radschraube') {
        const other = makes.find((make) => wheelBoltHexOf(make) !== null && value('spanner_size') !== String(wheelBoltHexOf(make)));
        if (other) seen('wheelBoltHexNotMake', `${label} ${value('spanner_size')} mm on a ${other} (${wheelBoltHexOf(other)} mm)`);
      } else if (kind === 'Öldruckschalter') {
        const petrol = cars.some((car) => car.fuel === 'petrol');
        if (petrol && !oilSwitchRatingsOf('petrol').map(String).includes(value('pressure') ?? '')) seen('oilSwitchNotPetrolWarning', `${label} ${value('pressure')} bar on a petrol engine`);
      } else if (kind === 'Spiegelglas') {
        const side = value('fitting_side') ?? '';
        if (value('mirror_glass') !== mirrorGlassOf(side, value('mirror_glass') ?? '')) seen('passengerGlassAspherical', `${label} ${side} ${value('mirror_glass')}`);
      } else if (kind === 'Batterieladegerät') {
        const brand = brandName.get(article.brand_id);
        if (!chargerModelOf(value('voltage'), value('charging_current'), brand)) seen('chargerNotModel', `${brand} ${label} ${value('voltage')} V at ${value('charging_current')} A is no ${brand} charger's`);
      } else if (kind === 'AGR-Ventil') {
        if (value('connector_pins') && !egrWithConnector(value('operation'))) seen('vacuumEgrWithConnector', `${label} ${value('operation')} with ${value('connector_pins')} pins`);
      }
      if (value('fitting_side') && !sidedAt(kind, value('fitting_position'))) seen('sideWhereSingle', `${label} ${value('fitting_position')} stated ${value('fitting_side')}`);
    }
  }
  return counts;
}

/** The counts in the report's line. */
export function tradeNormsLine(r: TradeNormCounts): string {
  return `brake hose or pipe thread not its make's ${r.brakeThreadNotMake}, damper fill against its line's number ${r.shockTypeNotLine}, wheel bolt hex not its make's ${r.wheelBoltHexNotMake}, ` +
    `petrol oil-pressure switch above a warning switch's ${r.oilSwitchNotPetrolWarning}, passenger's mirror glass aspherical ${r.passengerGlassAspherical}, side stated where the part is single ${r.sideWhereSingle}, charger voltage and current of no model of its brand ${r.chargerNotModel}, vacuum EGR valve with a connector ${r.vacuumEgrWithConnector}`;
}
